// Activation codes (/SysLicenseCodes, spec 002 sections 2.11, 7.7; docs/licenses.md "Activation
// codes"): the provider issues a code for a distributor's product and period, reserved for one
// company or not; the server generates it (unguessable, a check character, groups of four);
// an unused code can be deleted. axe on the screen and the form; screenshots looked at.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecordDialogPage } from "./pages/RecordDialogPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SYSADMIN = { email: "sysadmin@demo.test", password: "Demo-2026" };
const CODE = /([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}/;

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(SYSADMIN.email, SYSADMIN.password);
  await expect(page).toHaveURL(/\/sysmain$/);
}

test("the provider issues an activation code reserved for a company, finds it, and deletes it while unused", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/SysLicenseCodes?distributorId=1");
  const screen = page.getByTestId("screen-sys-syslicensecodes");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Activation codes", level: 1 })).toBeVisible();
  const table = new RecordTablePage(page, "syslicensecodes");
  // Newest first: other tests' approvals may have pushed the demo code off the first page.
  await expect(table.rows.first()).toBeVisible();
  await table.search.fill("BNV-DEMO-CLOUD-0001");
  await expect(table.row("BNV-DEMO-CLOUD-0001")).toBeVisible();
  await expectAccessible(page, '[data-testid="screen-sys-syslicensecodes"]');
  await snap(page, "sys-license-codes");

  const dialog = new RecordDialogPage(page);
  await table.newButton.click();
  // The code is the server's to make: the form asks for product, period and (optionally) the company.
  await expect(dialog.field("code")).toHaveCount(0);
  await dialog.fill({ licenseProductId: "4", licensePeriodId: "2" });
  await dialog.field("companyId").selectOption({ label: "Hospital B" });
  await expectAccessible(page, '[role="dialog"]');
  await snap(page, "sys-license-codes-new");
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);

  await table.search.fill("");
  await table.settled();
  const newest = table.rows.filter({ hasText: "Hospital B" }).filter({ hasText: "Exporter" }).first();
  await expect(newest).toBeVisible();
  const code = (await newest.innerText()).match(CODE)?.[0];
  expect(code).toBeTruthy();
  await table.search.fill(code!);
  await expect(table.rows).toHaveCount(1);
  await snap(page, "sys-license-codes-issued");

  await table.action(table.row(code!), "delete").click();
  await dialog.confirm.click();
  await expect(dialog.root).toHaveCount(0);
  await expect(table.empty).toBeVisible();
});
