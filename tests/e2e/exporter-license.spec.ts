// The exporter follows the company's licences live (docs/licenses.md "Screens"): a company
// signed up for this test holds an active Bionova Cloud licence (request → approval →
// activation through the API); its administrator opens the exporter with a reading type
// chosen (Export enabled, no banner). The provider suspends the licence through the API in the
// background: the banner "The exporter needs an active Bionova Cloud or Exporter licence." and
// its My licences button appear and Export turns off, without a reload (licenseChanged). The
// provider unsuspends it: the banner goes and Export is back. Axe on the banner; screenshots
// tests/.artifacts/screenshots/exporter-license-*.png. Hospital A's licences are never touched.
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { ExporterPage } from "./pages/ExporterPage";
import { readyAdmin, type Admin } from "./support/company";
import { activeLicense, providerToken, transition, type SystemLicenseWire } from "./support/licenses";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

let company: Admin;
let provider: string;
let license: SystemLicenseWire;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [company, provider] = await Promise.all([readyAdmin(), providerToken()]);
  license = await activeLicense(company, provider);
});

test("a suspension made elsewhere shows the licence banner and disables Export at once; unsuspending undoes it", async ({ page }) => {
  test.slow();
  await signIn(page, company.email, company.password);
  await page.goto("/AppExporter");
  const screen = new ExporterPage(page);
  await expect(screen.root).toBeVisible({ timeout: 30_000 });
  await screen.read.selectOption("BI");
  const exportButton = screen.root.getByTestId("export-button");
  const banner = screen.root.getByTestId("exporter-license-missing");
  await expect(exportButton).toBeEnabled({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);

  await transition(provider, "suspend", license.licenseDetailId, "Unpaid invoice");
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText("The exporter needs an active Bionova Cloud or Exporter licence.");
  // (Primer's banner renders its action for both layouts; the visible one counts.)
  const myLicenses = banner.getByTestId("exporter-license-link").filter({ visible: true });
  await expect(myLicenses).toBeVisible();
  await expect(exportButton).toBeDisabled();
  await expectAccessible(page, '[data-testid="screen-exporter"]');
  await snap(page, "exporter-license-suspended");

  await transition(provider, "unsuspend", license.licenseDetailId, "Paid");
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(exportButton).toBeEnabled();
  await snap(page, "exporter-license-active");

  // The administrator's button leads to My licences.
  await transition(provider, "suspend", license.licenseDetailId, "Unpaid again");
  await myLicenses.click();
  await expect(page).toHaveURL(/\/AppMyLicenses$/);
});
