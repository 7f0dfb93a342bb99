// /SysLicenses (screen 2052; docs/licenses.md "Screens"): provider staff find a fresh company's
// request, see only the actions the server allows (approve, cancel — not suspend), approve it
// with an invoice number and an observation (both required), and the row turns Approved with its
// activation code; the history shows request → approval. An approval the server refuses (the
// request was cancelled meanwhile) shows the server's message in the dialog. A distributor user
// sees its own companies' licences. Axe (WCAG 2.1 A/AA) on the list and the dialogs; screenshots
// tests/.artifacts/screenshots/syslicenses-*.png. Companies are signed up for this file: the
// demo's pending request of Hospital A is never touched.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { readyAdmin, type Admin } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { companyIdOf, companyLicenses, providerToken, requestLicense, transition } from "./support/licenses";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SCREEN = '[data-testid="screen-syslicenses"]';
const DIALOG = '[role="dialog"]';

async function signIn(page: Page, email: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/(sysmain|distmain)$/, { timeout: 30_000 });
}

class SysLicensesPage {
  readonly table: RecordTablePage;
  constructor(readonly page: Page) {
    this.table = new RecordTablePage(page, "syslicenses");
  }
  get root(): Locator {
    return this.page.getByTestId("screen-syslicenses");
  }
  async goto(query = ""): Promise<void> {
    await this.page.goto(`/SysLicenses${query}`);
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.table.rows.first().or(this.table.empty)).toBeVisible({ timeout: 30_000 });
  }
  /** The company's rows, found through the table's search box. */
  async find(companyName: string): Promise<Locator> {
    await this.table.search.fill(companyName);
    const row = this.table.row(companyName);
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await this.table.settled();
    return row;
  }
  dialog(action: string): Locator {
    return this.page.getByTestId(`license-${action}-dialog`);
  }
  submit(body: Locator): Locator {
    return this.page.getByRole("dialog").filter({ has: body }).getByTestId("dialog-save");
  }
}

let company: Admin;
let refused: Admin;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [company, refused] = await Promise.all([readyAdmin(), readyAdmin()]);
  await Promise.all([requestLicense(company), requestLicense(refused)]);
});

test.describe("provider staff", () => {
  test.beforeEach(() => test.slow());

  test("approve a request with an invoice number and an observation: the row turns Approved with a code", async ({ page }) => {
    await signIn(page, DEMO.sysadmin!.email);
    const screen = new SysLicensesPage(page);
    await screen.goto();
    // The distributor select puts the choice in the address.
    await screen.root.locator('select[name="distributorId"]').selectOption({ label: "Bionova Iberia" });
    await expect(page).toHaveURL(/distributorId=1/);
    await screen.root.locator('select[name="status"]').selectOption("0");
    await expect(page).toHaveURL(/status=0/);
    const row = await screen.find(company.companyName);
    await expect(row.getByTestId("license-status")).toHaveAttribute("data-status", "0");
    // Only what the server allows on a request: approve and cancel; never suspend or unsuspend.
    await expect(screen.table.action(row, "approve")).toBeVisible();
    await expect(screen.table.action(row, "cancel")).toBeVisible();
    await expect(screen.table.action(row, "suspend")).toHaveCount(0);
    await expect(screen.table.action(row, "unsuspend")).toHaveCount(0);
    await expectAccessible(page, SCREEN);
    await snap(page, "syslicenses-requests", { fullPage: true });

    await screen.table.action(row, "approve").click();
    const dialog = screen.dialog("approve");
    await expect(dialog).toBeVisible();
    // Both fields are required: nothing is sent without them.
    await screen.submit(dialog).click();
    await expect(dialog.getByText("This field is required")).toHaveCount(2);
    await dialog.locator('input[name="invoiceNumber"]').fill("INV-E2E-0001");
    await screen.submit(dialog).click();
    await expect(dialog.getByText("This field is required")).toHaveCount(1);
    await dialog.locator('textarea[name="observations"]').fill("Paid by transfer");
    await expectAccessible(page, DIALOG);
    await snap(page, "syslicenses-approve-dialog");
    await screen.submit(dialog).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(screen.root.getByTestId("alert-success")).toContainText("The licence was approved");

    // The row follows from the mutation's answer (no reload): Approved, its code and invoice.
    await expect(row.getByTestId("license-status")).toHaveAttribute("data-status", "1");
    await expect(row.getByTestId("license-status")).toHaveText("Approved");
    await expect(row.getByTestId("license-code")).toHaveText(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    await expect(row).toContainText("INV-E2E-0001");
    await expect(screen.table.action(row, "approve")).toHaveCount(0);
    await expect(screen.table.action(row, "suspend")).toHaveCount(0);
    await expect(screen.table.action(row, "cancel")).toBeVisible();

    // The history: requested, then approved by the provider with the observation.
    await screen.table.action(row, "history").click();
    const detail = page.getByTestId("license-detail-dialog");
    await expect(detail).toBeVisible();
    const events = detail.getByTestId("license-event");
    await expect(events).toHaveCount(2, { timeout: 20_000 });
    await expect(events.first()).toHaveAttribute("data-action", "approve");
    await expect(events.first()).toContainText("Requested → Approved");
    await expect(events.first()).toContainText("Paid by transfer");
    await expect(events.last()).toHaveAttribute("data-action", "request");
    // The dialog's footer (outside its body) holds the allowed actions and the editor link.
    const frame = page.getByRole("dialog").filter({ has: detail });
    await expect(frame.getByTestId("license-detail-cancel")).toBeVisible();
    await expect(frame.getByTestId("license-detail-approve")).toHaveCount(0);
    await expectAccessible(page, DIALOG);
    await snap(page, "syslicenses-history");
    // The editor link names the licence.
    await frame.getByTestId("license-open-editor").click();
    await expect(page).toHaveURL(/\/syslicenseeditor\?licenseId=\d+/);
    await expect(page.getByTestId("license-editor")).toContainText(company.companyName, { timeout: 30_000 });
  });

  test("an approval the server refuses shows its message in the dialog", async ({ page }) => {
    await signIn(page, DEMO.sysadmin!.email);
    const screen = new SysLicensesPage(page);
    await screen.goto();
    const row = await screen.find(refused.companyName);
    await screen.table.action(row, "approve").click();
    const dialog = screen.dialog("approve");
    await dialog.locator('input[name="invoiceNumber"]').fill("INV-E2E-0002");
    await dialog.locator('textarea[name="observations"]').fill("Late approval");
    // Meanwhile someone cancels the request.
    const provider = await providerToken();
    const [pending] = await companyLicenses(provider, companyIdOf(refused));
    await transition(provider, "cancel", pending!.licenseDetailId, "Withdrawn by the company");
    await screen.submit(dialog).click();
    await expect(dialog.getByTestId("alert-critical")).toContainText("Only a requested licence can be approved.");
    await snap(page, "syslicenses-approve-refused");
    await page.getByRole("dialog").filter({ has: dialog }).getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

test("a distributor user sees its own companies' licences", async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.dist!.email);
  const screen = new SysLicensesPage(page);
  await screen.goto();
  const select = screen.root.locator('select[name="distributorId"]');
  await expect(select).toBeDisabled();
  await expect(select.locator("option:checked")).toHaveText("Bionova Iberia");
  await screen.find(company.companyName);
  await expectAccessible(page, SCREEN);
  await snap(page, "syslicenses-distributor", { fullPage: true });
});
