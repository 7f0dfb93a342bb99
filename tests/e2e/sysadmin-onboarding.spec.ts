// The provider's onboarding of a new distributor, end to end through the /sys screens (spec
// 002 section 2.11): a distributor on its own domain, a company with its administrator (whose
// password the provider then resets), a product with a GTIN; the company's administrator
// signs in on the new distributor's domain and scans that GTIN into a reading.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecordDialogPage } from "./pages/RecordDialogPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { ReadingForm } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { rest } from "./support/company";
import { temporaryPassword, uniqueSuffix, waitForMail } from "./support/api";
import { BASE_URL } from "./support/env";
import { scan } from "./support/scanner";
import { snap } from "./support/screenshots";

const port = new URL(BASE_URL).port;

function gtin14(body13: string) {
  let sum = 0;
  for (let i = 0; i < body13.length; i++) sum += Number(body13[body13.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body13}${(10 - (sum % 10)) % 10}`;
}

async function openSys(page: Page, path: string) {
  await page.goto(path);
  const id = path.replace(/^\//, "").split("?")[0]!.toLowerCase();
  await expect(page.getByTestId(`screen-sys-${id}`)).toBeVisible({ timeout: 30_000 });
  return new RecordTablePage(page, id);
}

test("a provider sets up a distributor, a company and a product; the company's administrator scans the product on the new domain", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const suffix = uniqueSuffix();
  // Any 127.x address reaches this machine's server: the new distributor's own domain.
  const host = `127.0.${1 + (Date.now() % 200)}.${2 + Math.floor(Math.random() * 200)}`;
  const origin = `http://${host}${port ? `:${port}` : ""}`;
  const distName = `Nordic Sterile ${suffix}`;
  const adminEmail = `clinic-admin-${suffix}@e2e.test`;

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn("sysadmin@demo.test", "Demo-2026");
  await expect(page).toHaveURL(/\/sysmain$/);
  const dialog = new RecordDialogPage(page);

  // 1. The distributor, served at its own domain.
  const distributors = await openSys(page, "/sysdistributors");
  await distributors.newButton.click();
  await dialog.fill({ name: distName, domain: host, themeFileName: "bionova", administratorName: "Nils", administratorLastName: "Berg", administratorEmail: `dist-${suffix}@e2e.test` });
  await expectAccessible(page);
  await snap(page, "sys-distributor-new");
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await distributors.search.fill(distName);
  await expect(distributors.row(distName)).toContainText(host);

  // 2. A company of that distributor, with its administrator.
  const companies = await openSys(page, "/syscompany");
  await page.locator('select[name="distributorId"]').selectOption({ label: distName });
  await expect(page).toHaveURL(/distributorId=\d+/);
  const distributorId = Number(new URL(page.url()).searchParams.get("distributorId"));
  await companies.newButton.click();
  await dialog.fill({ name: `Clinic ${suffix}`, province: "Uppsala", city: "Uppsala", postalCode: "751 85", administratorName: "Karin", administratorLastName: "Lund", administratorEmail: adminEmail });
  await dialog.field("countryId").selectOption({ index: 1 });
  await expectAccessible(page);
  await snap(page, "sys-company-new");
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await expect(companies.row(`Clinic ${suffix}`)).toBeVisible();
  await waitForMail(adminEmail, new Date(0));

  // The provider resets the administrator's password: a confirmation, then the banner.
  const resetAt = new Date();
  await companies.action(companies.row(`Clinic ${suffix}`), "resetPassword").click();
  await expect(page.getByTestId("action-confirm")).toContainText(`Clinic ${suffix}`);
  await expectAccessible(page);
  await snap(page, "sys-company-reset-confirm");
  await dialog.confirm.click();
  await expect(page.getByText("A new temporary password has been mailed to the administrator.")).toBeVisible();
  const password = temporaryPassword((await waitForMail(adminEmail, resetAt)).body);

  // 3. A product of the distributor, and its GTIN.
  const product = `Steam BI ${suffix}`;
  const products = await openSys(page, `/sysproduct?distributorId=${distributorId}`);
  await products.newButton.click();
  await dialog.fill({ name: product, brand: "Nordic" });
  await dialog.field("productModelId").selectOption({ label: "BT220" });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  const gtin = gtin14(`0735${Date.now().toString().slice(-9)}`);
  const gtins = await openSys(page, `/sysgtin?distributorId=${distributorId}`);
  await gtins.newButton.click();
  await dialog.fill({ code: gtin });
  await dialog.field("productId").selectOption({ label: product });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);

  // 4. The company's administrator, on the new domain: the temporary password is replaced,
  // then a reading of the company takes the scanned product.
  const found = await rest("POST", "/api/Distributor/PostByDomain", { Domain: origin });
  expect(found.json.name).toBe(distName);
  const signIn = await rest("POST", "/api/login/login", { Email: adminEmail, Password: password, DistId: found.json.id });
  expect(signIn.status).toBe(200);
  const companyId = JSON.parse(Buffer.from(signIn.json.token.split(".")[1], "base64url").toString()).Company.Id as number;
  const ready = "Clinic-2026a";
  expect((await rest("POST", "/api/appuser/restorepassword", { AppUser: { email: adminEmail }, Password: ready, DistributorId: found.json.id }, signIn.json.token)).status).toBe(200);
  const reading = await rest("POST", "/api/test/readings", { companyId, kind: "BI", result: 1 });
  expect(reading.status).toBe(200);

  const context = await browser.newContext({ baseURL: origin });
  const clinic = await context.newPage();
  try {
    const clinicLogin = new LoginPage(clinic);
    await clinic.goto(`${origin}/login`);
    await clinicLogin.signIn(adminEmail, ready);
    await expect(clinic).toHaveURL(/\/(appmain|appeula)$/, { timeout: 30_000 });
    if (clinic.url().endsWith("/appeula")) await clinic.getByTestId("eula-accept").click();
    await expect(clinic).toHaveURL(/\/appmain$/);
    await clinic.goto(`${origin}/appbifinished`);
    const row = clinic.getByTestId("table-row").filter({ hasText: String(reading.json.readNumber) });
    await row.locator('[data-action="edit"]').click();
    const form = new ReadingForm(clinic);
    await expect(form.root).toBeVisible();
    await form.field("productId").focus();
    // A code of 35 characters or more typed into the product field is a scan (the legacy rule).
    await scan(clinic, `]d201${gtin}1727063010nordic4242`);
    await expect(form.field("productId").locator("option:checked")).toHaveText(`${product} (Nordic)`);
    await expect(form.field("lot")).toHaveValue("NORDIC4242");
    await snap(clinic, "sys-onboarding-scan");
  } finally {
    await context.close();
  }
});
