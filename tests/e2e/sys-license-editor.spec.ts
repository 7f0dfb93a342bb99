// /syslicenseeditor (screen 2054; docs/licenses.md "Screens"): the provider finds a fresh
// company's licence by searching its name, opens it, adds 30 days with a reason, and sees the
// server's message, the new end date (30 days later, also by the API) and the edit in the
// history. Axe (WCAG 2.1 A/AA); screenshots tests/.artifacts/screenshots/syslicenseeditor-*.png.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { readyAdmin, type Admin } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { activeLicense, companyIdOf, companyLicenses, providerToken, type SystemLicenseWire } from "./support/licenses";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SCREEN = '[data-testid="screen-syslicenseeditor"]';
const DAY = 86_400_000;

let company: Admin;
let provider: string;
let before: SystemLicenseWire;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [company, provider] = await Promise.all([readyAdmin(), providerToken()]);
  before = await activeLicense(company, provider);
});

test("the provider adds 30 days with a reason: the new end date and the history entry show", async ({ page }) => {
  test.slow();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.sysadmin!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sysmain$/, { timeout: 30_000 });

  // Found by the company's name; the result opens the licence (?licenseId= in the address).
  await page.goto("/syslicenseeditor");
  const screen = page.locator(SCREEN);
  await expect(screen.getByTestId("license-editor-empty")).toBeVisible({ timeout: 30_000 });
  await screen.locator('input[name="licenseSearch"]').fill(company.companyName);
  await screen.getByTestId("license-search").click();
  const results = new RecordTablePage(page, "licenseeditor-results");
  const result = results.row(company.companyName);
  await expect(result).toHaveCount(1, { timeout: 20_000 });
  await expectAccessible(page, SCREEN);
  await snap(page, "syslicenseeditor-search", { fullPage: true });
  await results.action(result, "open").click();
  await expect(page).toHaveURL(new RegExp(`licenseId=${before.licenseId}$`));

  const editor = screen.getByTestId("license-editor");
  await expect(editor).toContainText(company.companyName, { timeout: 30_000 });
  await expect(editor.getByTestId("license-status")).toHaveAttribute("data-status", "2");
  const endBefore = await editor.getByTestId("license-end").innerText();
  await expect(editor.getByTestId("license-event")).toHaveCount(3); // request, approve, activate

  // The reason is required.
  await editor.locator('input[name="daysToAdd"]').fill("30");
  await editor.getByTestId("license-editor-save").click();
  await expect(editor.getByText("This field is required")).toBeVisible();
  await editor.locator('textarea[name="observations"]').fill("Goodwill: 30 days for the migration");
  await expect(editor.locator('select[name="licenseStatus"] option:checked')).toHaveText("Active");
  await expectAccessible(page, SCREEN);
  await snap(page, "syslicenseeditor-form", { fullPage: true });
  await editor.getByTestId("license-editor-save").click();

  const success = editor.getByTestId("alert-success");
  await expect(success).toContainText("The licence was updated.", { timeout: 20_000 });
  await expect(editor.getByTestId("license-end")).not.toHaveText(endBefore);
  await expect(success).toContainText(`New end date: ${await editor.getByTestId("license-end").innerText()}`);
  const edit = editor.getByTestId("license-event").first();
  await expect(edit).toHaveAttribute("data-action", "edit");
  await expect(edit).toContainText("Active → Active");
  await expect(edit).toContainText("+30 days");
  await expect(edit).toContainText("Goodwill: 30 days for the migration");
  await expect(editor.locator('input[name="daysToAdd"]')).toHaveValue("0");
  await snap(page, "syslicenseeditor-saved", { fullPage: true });

  const [after] = (await companyLicenses(provider, companyIdOf(company))).filter((l) => l.licenseId === before.licenseId);
  expect(new Date(after!.endDate).getTime() - new Date(before.endDate).getTime()).toBe(30 * DAY);
});
