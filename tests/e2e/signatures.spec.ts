// Electronic signatures by company policy (docs/signatures.md), in a company signed up for the
// test: its administrator turns on "Sign readings moved to the historical record" (parameter 22),
// then moves a reading to historical: the signature dialog asks, at the session's first
// signature, for the user name and the password (a wrong password is refused and nothing
// moves); signed, the reading leaves the list ('Confirm and save' from the form is signed the
// same way, then with the password alone) and its historical detail shows the signature
// (signer, date and time with the zone, meaning). Then the provider approves a licence of a
// company whose policy signs approvals (parameter 23): Approve goes on to the signature, and
// the licence's detail and the company's own licence list show it. The dialogs and the parameters block pass the accessibility check.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { HistoricalPage } from "./pages/HistoricalPage";
import { LoginPage } from "./pages/LoginPage";
import { ReadingForm, ReadingScreen } from "./pages/ReadingPages";
import { RecordTablePage } from "./pages/RecordTablePage";
import { expectAccessible } from "./support/axe";
import { readyAdmin, rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { activeLicense, companyIdOf, companyLicenses, providerToken, requestLicense } from "./support/licenses";
import { snap } from "./support/screenshots";

const DIALOG = '[role="dialog"]';
const field = (page: Page, name: string) => page.getByTestId(`parameter-${name}`);

test("a move to historical signed by policy: user name and password first, the signature shown in the historical detail", async ({ page }) => {
  test.slow();
  const admin = await readyAdmin();
  await activeLicense(admin, await providerToken());
  const made = await rest("POST", "/api/test/readings", { companyId: companyIdOf(admin), kind: "BI", result: 1 });
  expect(made.status).toBe(200);
  const reading = made.json as { id: number; readNumber: number };

  // The policy, on the parameters screen.
  await signIn(page, admin.email, admin.password);
  await page.goto("/appparameters");
  const block = page.getByTestId("parameters-signatures");
  await expect(block).toBeVisible({ timeout: 30_000 });
  await expect(block).toContainText("Electronic signatures");
  const policy = field(page, "signToHistorical");
  await expect(policy.getByRole("combobox")).toHaveValue("0");
  await policy.getByRole("combobox").selectOption("1");
  await policy.getByTestId("parameter-save").click();
  await expect(page.getByText("'Sign readings moved to the historical record' saved.")).toBeVisible();
  await block.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await snap(page, "parameters-signatures-1280");

  // To historical asks for the signature.
  const screen = new ReadingScreen(page, "biProvisional");
  await screen.goto();
  const row = await screen.findRow("BI", reading.id, reading.readNumber);
  await screen.action(row, "toHistorical").click();
  const dialog = page.getByTestId("to-historical-sign-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("to-historical-sign-statement")).toContainText(`#${reading.readNumber}`);
  await expect(page.getByTestId("to-historical-sign-first")).toBeVisible();
  // Both components are required at the first signature: nothing is sent without them.
  await page.getByTestId("to-historical-sign-submit").click();
  await expect(dialog.getByText("This field is required")).toHaveCount(2);
  await dialog.locator('input[name="userName"]').fill(admin.email);
  await dialog.locator('input[name="password"]').fill("Not-my-password-1");
  await page.getByTestId("to-historical-sign-submit").click();
  await expect(dialog.getByText(/user name or the password is not correct/i)).toBeVisible();
  await expectAccessible(page, DIALOG);
  await snap(page, "to-historical-sign-dialog");
  await dialog.locator('select[name="meaning"]').selectOption("APPROVED");
  await dialog.locator('input[name="password"]').fill(admin.password);
  await page.getByTestId("to-historical-sign-submit").click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(screen.row("BI", reading.id)).toHaveCount(0);
  await expect(screen.banner("success")).toBeVisible();

  // 'Confirm and save' from the form is signed too; the session has signed once: the password alone.
  const next = (await rest("POST", "/api/test/readings", { companyId: companyIdOf(admin), kind: "BI", result: 1 })).json as { id: number; readNumber: number };
  const nextRow = await screen.findRow("BI", next.id, next.readNumber);
  await screen.action(nextRow, "edit").click();
  const form = new ReadingForm(page);
  await expect(form.root).toBeVisible();
  await form.splitMenu.click();
  await form.confirmAndSave.click();
  const confirm = page.getByTestId("confirm-sign-dialog");
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId("confirm-sign-statement")).toContainText(`#${next.readNumber}`);
  await expect(confirm.locator('select[name="meaning"]')).toHaveValue("REVIEWED");
  await expect(confirm.locator('input[name="password"]')).toBeVisible();
  await expect(confirm.locator('input[name="userName"]')).toHaveCount(0);
  await expect(page.getByTestId("confirm-sign-first")).toHaveCount(0);
  await confirm.locator('input[name="password"]').fill(admin.password);
  await page.getByTestId("confirm-sign-submit").click();
  await expect(confirm).toBeHidden({ timeout: 20_000 });
  await expect(screen.row("BI", next.id)).toHaveCount(0);

  // The historical detail shows who signed, when (with the zone) and what it means.
  const historical = new HistoricalPage(page);
  await historical.goto();
  await historical.table.action(historical.row(reading.readNumber), "detail").click();
  const detail = page.getByTestId("detail-dialog");
  const signature = detail.getByTestId("signature");
  await expect(signature).toHaveAttribute("data-valid", "true", { timeout: 20_000 });
  await expect(signature).toHaveAttribute("data-meaning", "APPROVED");
  await expect(signature).toContainText("Signed by");
  await expect(signature).toContainText("moved to historical");
  await expect(detail.getByTestId("signature-void")).toHaveCount(0);
  await signature.scrollIntoViewIfNeeded();
  await expectAccessible(page, DIALOG);
  await snap(page, "historical-detail-signature");
});

test("a licence approval signed by the company's policy: Approve goes on to the signature, the detail and the company's licences show it", async ({ page, browser }) => {
  test.slow();
  const admin = await readyAdmin();
  const set = await rest("POST", "/graphql", { query: `mutation { updateAppParameter(input: { type: 23, value: "1" }) { message } }` }, admin.token);
  expect(set.json.errors).toBeUndefined();
  const { licenseDetailId } = await requestLicense(admin);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.sysadmin!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sysmain$/, { timeout: 30_000 });
  await page.goto("/SysLicenses?status=0");
  const table = new RecordTablePage(page, "syslicenses");
  await expect(page.getByTestId("screen-syslicenses")).toBeVisible({ timeout: 30_000 });
  await table.search.fill(admin.companyName);
  const row = table.row(admin.companyName);
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await table.action(row, "approve").click();
  const approve = page.getByTestId("license-approve-dialog");
  await expect(approve).toBeVisible();
  await approve.locator('input[name="invoiceNumber"]').fill("INV-SIGNED-1");
  await approve.locator('textarea[name="observations"]').fill("Approved with a signature");
  await page.getByRole("dialog").filter({ has: approve }).getByTestId("dialog-save").click();

  const sign = page.getByTestId("license-sign-dialog");
  await expect(sign).toBeVisible();
  await expect(page.getByTestId("license-sign-statement")).toContainText(admin.companyName);
  // The provider's session is new: its first signature asks for the user name too.
  await expect(page.getByTestId("license-sign-first")).toBeVisible();
  await sign.locator('input[name="userName"]').fill(DEMO.sysadmin!.email);
  await sign.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await expectAccessible(page, DIALOG);
  await snap(page, "license-sign-dialog");
  await page.getByTestId("license-sign-submit").click();
  await expect(sign).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId("screen-syslicenses").getByTestId("alert-success")).toContainText("The licence was approved");

  const approved = (await companyLicenses(await providerToken(), companyIdOf(admin))).find((l) => l.licenseDetailId === licenseDetailId);
  expect(approved?.licenseStatus).toBe(1);
  await table.action(row, "history").click();
  const detail = page.getByTestId("license-detail-dialog");
  await expect(detail.getByTestId("signature")).toHaveAttribute("data-valid", "true", { timeout: 20_000 });
  await expect(detail.getByTestId("signature")).toContainText("licence approved");
  await snap(page, "license-detail-signature");

  // The company's own licence list shows the approval's signer.
  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await signIn(companyPage, admin.email, admin.password);
  await companyPage.goto("/AppMyLicenses");
  const badge = companyPage.getByTestId("signature-badge");
  await expect(badge).toHaveAttribute("data-valid", "true", { timeout: 30_000 });
  await expect(badge).toContainText(/\w/);
  await expectAccessible(companyPage);
  await snap(companyPage, "my-licenses-signature");
  await companyContext.close();
});
