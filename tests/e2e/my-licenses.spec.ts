// /AppMyLicenses (screen 805): the list, the request dialog (the trial rule in the period
// options, Save disabled until product and period are chosen, the start date read-only), the
// activation by code (required field, a refused code, a seeded code), and the arrival from the
// historical browser's licence-missing banner with the product preselected and the request
// form open. Axe (WCAG 2.1 A/AA) on the list and on both dialogs; screenshots in
// tests/.artifacts/screenshots/my-licenses-*.png.
//
// Hospital A's administrator reads Spanish (the demo data): the texts are matched in either
// language. The seeded code BNV-DEMO-CLOUD-0003 is this file's (tests/api/licenses.test.ts
// spends others).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readyAdmin } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";
import { signIn } from "./pages/CompanyPages";
import { HistoricalPage } from "./pages/HistoricalPage";
import { RecordTablePage } from "./pages/RecordTablePage";

const PRODUCT = { cloud: 1, plus: 2 };
const E2E_CODE = "BNV-DEMO-CLOUD-0003";

class MyLicensesPage {
  readonly table: RecordTablePage;
  constructor(readonly page: Page) {
    this.table = new RecordTablePage(page, "licenses");
  }
  get root(): Locator {
    return this.page.getByTestId("screen-mylicenses");
  }
  async goto(): Promise<void> {
    await this.page.goto("/AppMyLicenses");
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.table.rows.first().or(this.table.empty)).toBeVisible({ timeout: 30_000 });
  }
  get requestButton(): Locator {
    return this.root.getByTestId("license-request-open");
  }
  get activateButton(): Locator {
    return this.root.getByTestId("license-activate-open");
  }
  get requestDialog(): Locator {
    return this.page.getByTestId("license-request-dialog");
  }
  get activateDialog(): Locator {
    return this.page.getByTestId("license-activate-dialog");
  }
  /** The open dialog's frame (its footer holds Save). */
  dialogFrame(body: Locator): Locator {
    return this.page.getByRole("dialog").filter({ has: body });
  }
  save(body: Locator): Locator {
    return this.dialogFrame(body).getByTestId("dialog-save");
  }
  get product(): Locator {
    return this.requestDialog.locator('select[name="licenseProduct"]');
  }
  get period(): Locator {
    return this.requestDialog.locator('select[name="licensePeriod"]');
  }
  /** The period options one can choose (the placeholder left out). */
  get periodChoices(): Locator {
    return this.period.locator("option:not([disabled])");
  }
  get code(): Locator {
    return this.activateDialog.locator('input[name="code"]');
  }
  banner(variant: "success" | "critical"): Locator {
    return this.root.getByTestId(`alert-${variant}`);
  }
  statusOf(row: Locator): Locator {
    return row.getByTestId("license-status");
  }
}

/** Axe on the screen (and its dialogs, portalled outside it). */
const SCREEN = '[data-testid="screen-mylicenses"]';
const DIALOG = '[role="dialog"]';

test.describe("Hospital A's administrator", () => {
  test.describe.configure({ mode: "serial" });
  // Each test signs in and walks several dialogs: more than the default minute on a busy machine.
  test.beforeEach(() => test.slow());

  test("sees the company's licences, newest first, without edit or delete", async ({ page }) => {
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new MyLicensesPage(page);
    await screen.goto();
    const annual = screen.table.row("INV-2026-0142");
    await expect(annual).toHaveCount(3);
    const cloud = annual.filter({ hasText: "Bionova Cloud" });
    await expect(cloud).toContainText(/BNV-/);
    await expect(screen.statusOf(cloud)).toHaveAttribute("data-status", "2");
    await expect(screen.statusOf(cloud)).toHaveText(/Activa|Active/);
    // The seed's pending Exporter request is the newest row.
    await expect(screen.table.rows.first()).toContainText("Exporter");
    await expect(screen.statusOf(screen.table.rows.first())).toHaveAttribute("data-status", "0");
    // Edit and delete are off.
    await expect(screen.table.root.getByRole("button", { name: /edit|editar|delete|borrar|eliminar/i })).toHaveCount(0);
    await expectAccessible(page, SCREEN);
    await snap(page, "my-licenses-list-1280", { fullPage: true });
  });

  test("requests a licence: trial periods only while the trial is unused; pending in the list", async ({ page }) => {
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new MyLicensesPage(page);
    await screen.goto();
    const before = await screen.table.rows.count();

    await screen.requestButton.click();
    await expect(screen.requestDialog).toBeVisible();
    await expect(screen.product.locator("option:not([disabled])")).toHaveText(["Bionova Cloud", "Integration", "Integration Plus"]);
    await expect(screen.save(screen.requestDialog)).toBeDisabled();
    // The start date is today's, shown but not editable.
    await expect(screen.requestDialog.getByTestId("license-start")).toHaveAttribute("readonly", "");
    await screen.product.selectOption(String(PRODUCT.plus));
    // Hospital A never had the Integration Plus trial: the trial period only.
    await expect(screen.periodChoices).toHaveCount(1);
    await expect(screen.periodChoices).toHaveText(/Trial.*(trial|prueba)/i);
    await expect(screen.save(screen.requestDialog)).toBeDisabled();
    await screen.period.selectOption({ index: 1 });
    await expect(screen.save(screen.requestDialog)).toBeEnabled();
    await expectAccessible(page, DIALOG);
    await snap(page, "my-licenses-request-1280");

    await screen.save(screen.requestDialog).click();
    await expect(screen.requestDialog).toHaveCount(0);
    await expect(screen.banner("success")).toContainText(/sent to your distributor|se envió a su distribuidor/);
    await expect(screen.table.rows).toHaveCount(before + 1);
    const newest = screen.table.rows.first();
    await expect(newest).toContainText("Integration Plus");
    await expect(screen.statusOf(newest)).toHaveAttribute("data-status", "0");
    await expect(screen.statusOf(newest)).toHaveText(/Solicitada|Requested/);

    // The trial is spoken for now: the paid periods only.
    await screen.requestButton.click();
    await screen.product.selectOption(String(PRODUCT.plus));
    await expect(screen.periodChoices).toHaveCount(3);
    await expect(screen.periodChoices).not.toContainText([/prueba|trial/i]);
    await snap(page, "my-licenses-request-trial-used-1280");
    await screen.dialogFrame(screen.requestDialog).getByRole("button", { name: /Cancel|Cancelar/ }).click();
    await expect(screen.requestDialog).toHaveCount(0);
  });

  test("activates a licence with a code: required field, a refused code, then an active licence", async ({ page }) => {
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    // The browser's data path is GraphQL (tests/e2e/data-path.spec.ts): no /api/ call here.
    const rest: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) rest.push(`${request.method()} ${pathname}`);
    });
    const screen = new MyLicensesPage(page);
    await screen.goto();

    await screen.activateButton.click();
    await expect(screen.activateDialog).toBeVisible();
    await screen.save(screen.activateDialog).click();
    await expect(screen.code).toHaveAccessibleDescription(/This field is required|Este campo es obligatorio/);
    await expectAccessible(page, DIALOG);

    await screen.code.fill("BNV-NO-SUCH-CODE");
    await screen.save(screen.activateDialog).click();
    await expect(screen.activateDialog.getByTestId("alert-critical")).toContainText(/not valid|no es válido/);
    await snap(page, "my-licenses-activate-refused-1280");

    await screen.code.fill(E2E_CODE.toLowerCase());
    await screen.save(screen.activateDialog).click();
    await expect(screen.activateDialog).toHaveCount(0);
    await expect(screen.banner("success")).toContainText(/activated|se activó/);
    const newest = screen.table.rows.first();
    await expect(newest).toContainText(E2E_CODE);
    await expect(newest).toContainText("Bionova Cloud");
    await expect(screen.statusOf(newest)).toHaveAttribute("data-status", "2");
    await snap(page, "my-licenses-activated-1280");

    // Still there after a reload (the server's list).
    await page.reload();
    await expect(screen.table.rows.first()).toContainText(E2E_CODE, { timeout: 30_000 });
    expect(rest).toEqual([]);
  });
});

/** The historical browser and its licence-missing banner (its chunk is big: patient on a busy machine). */
async function openHistorical(page: Page, historical: HistoricalPage) {
  await page.goto("/AppHistorical");
  await expect(historical.root).toBeVisible({ timeout: 30_000 });
  await expect(historical.licenseMissing).toBeVisible({ timeout: 30_000 });
}

test("from the historical licence banner: the request form opens with the Cloud product chosen", async ({ page }) => {
  test.slow();
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  const historical = new HistoricalPage(page);
  await openHistorical(page, historical);
  await historical.requestLicense.click();

  await expect(page).toHaveURL(/\/appmylicenses$/);
  const screen = new MyLicensesPage(page);
  await expect(screen.requestDialog).toBeVisible({ timeout: 30_000 });
  await expect(screen.product).toHaveValue(String(PRODUCT.cloud));
  await expect(screen.periodChoices).toHaveCount(1);
  await expect(screen.periodChoices).toHaveText(/trial/i);
  await expect(screen.requestDialog).toContainText("The trial of this product has not been used yet");
  await expect(screen.table.empty).toBeVisible();
  await expectAccessible(page, SCREEN, DIALOG);
  await page.setViewportSize({ width: 800, height: 900 });
  await snap(page, "my-licenses-from-banner-800");

  await screen.period.selectOption({ index: 1 });
  await screen.save(screen.requestDialog).click();
  await expect(screen.banner("success")).toContainText("Your licence request was sent to your distributor.");
  await expect(screen.table.rows).toHaveCount(1);
  await expect(screen.statusOf(screen.table.rows.first())).toHaveText("Requested");
  await snap(page, "my-licenses-requested-800", { fullPage: true });
  // A requested licence unlocks nothing yet: the historical banner stays.
  await openHistorical(page, historical);
});
