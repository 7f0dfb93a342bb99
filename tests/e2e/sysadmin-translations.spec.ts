// The translation screens (spec 002 section 2.11: general objects, modules, messages, special
// objects, menus, screens' objects): a translation saved on /sysgeneralobjects shows on a
// company screen; reset to default puts the shipped text back; modules link to their
// screens' objects; axe and screenshots of each.
import { expect, test, type Page } from "@playwright/test";
import { signIn as signInCompany } from "./pages/CompanyPages";
import { LoginPage } from "./pages/LoginPage";
import { RecordDialogPage } from "./pages/RecordDialogPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { readyAdmin, unique } from "./support/company";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

async function signInProvider(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn("sysadmin@demo.test", "Demo-2026");
  await expect(page).toHaveURL(/\/sysmain$/);
}

async function open(page: Page, address: string) {
  await page.goto(address);
  const id = address.replace(/^\//, "").split("?")[0]!.toLowerCase();
  await expect(page.getByTestId(`screen-sys-${id}`)).toBeVisible({ timeout: 30_000 });
  return { table: new RecordTablePage(page, id), testId: `screen-sys-${id}` };
}

test("a translation saved on /sysgeneralobjects shows on a company screen; reset puts the shipped text back", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInProvider(page);
  const { table, testId } = await open(page, "/sysgeneralobjects?languageId=1");
  await expect(page.locator('select[name="languageId"]')).toHaveValue("1");
  await table.search.fill("sectors.description");
  await expect(table.rows).toHaveCount(1);
  await expectAccessible(page, `[data-testid="${testId}"]`);
  await snap(page, "sys-general-objects");

  const text = unique("The areas of your hospital");
  const dialog = new RecordDialogPage(page);
  await table.action(table.rows.first(), "edit").click();
  await expect(dialog.field("translation")).toHaveValue(/^The areas of your company/);
  await dialog.fill({ translation: text });
  await snap(page, "sys-general-object-edit");
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await expect(table.rows.first()).toContainText(text);

  // A company administrator's next visit reads it.
  const admin = await readyAdmin();
  const context = await browser.newContext();
  const company = await context.newPage();
  try {
    await signInCompany(company, admin.email, admin.password);
    await company.goto("/appsector");
    await expect(company.getByTestId("screen-appsector")).toContainText(text);
  } finally {
    await context.close();
  }

  await table.action(table.rows.first(), "resetTranslation").click();
  await dialog.confirm.click();
  await expect(page.getByText("The text is back to its default.")).toBeVisible();
  await expect(table.rows.first()).toContainText("The areas of your company");
});

test("modules link to their screens' objects (security mode, multi-language); menus and messages by their filters", async ({ page }) => {
  test.setTimeout(180_000);
  await signInProvider(page);
  const modules = await open(page, "/sysmodule");
  await expect(modules.table.pageSize.locator("option")).toHaveText(["5", "10", "15"]);
  await expectAccessible(page, `[data-testid="${modules.testId}"]`);
  await snap(page, "sys-modules");
  await modules.table.search.fill("Readings");
  const readings = modules.table.rows.filter({ has: page.locator('[data-column="name"]', { hasText: /^Readings$/ }) });
  await modules.table.action(readings, "screens").click();
  await expect(page).toHaveURL(/\/sysscreen\?id=\d+$/);
  const objects = await open(page, page.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(objects.table.rows.first()).toBeVisible();
  await expect(page.locator('select[name="id"]')).not.toHaveValue("");
  await expectAccessible(page, `[data-testid="${objects.testId}"]`);
  await snap(page, "sys-screen-objects");

  const menus = await open(page, "/sysmenu");
  await expect(menus.table.rows.first()).toBeVisible();
  await expectAccessible(page, `[data-testid="${menus.testId}"]`);
  await snap(page, "sys-menu");
  const messages = await open(page, "/sysmessage");
  await expect(messages.table.rows.first()).toBeVisible();
  await expectAccessible(page, `[data-testid="${messages.testId}"]`);
  await snap(page, "sys-messages");
  const special = await open(page, "/sysspecialobjects");
  await expectAccessible(page, `[data-testid="${special.testId}"]`);
  await snap(page, "sys-special-objects");
});
