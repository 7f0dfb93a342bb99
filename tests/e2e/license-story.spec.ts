// Issue 13's story across three browsers, each a person at their own screen:
// 1. a company administrator (a company signed up for this test) requests a Bionova Cloud trial
//    on /AppMyLicenses;
// 2. the provider approves it on /SysLicenses with an invoice number and an observation;
// 3. the code appears for the distributor on /distlicenseCodes (read only);
// 4. the company activates the code and the exporter, open in its browser, unlocks;
// 5. the back office (/distlicenses) adds 30 days and then suspends the licence;
// 6. the company's open exporter loses Export at once, without a reload (licenseChanged).
// Axe on the screens the story passes through; screenshots tests/.artifacts/screenshots/story-*.png.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { ExporterPage } from "./pages/ExporterPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { readyAdmin, type Admin } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const CODE = /([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}/;

async function person(browser: Browser, email: string, password: string, home: RegExp): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(home, { timeout: 30_000 });
  return { context, page };
}

let company: Admin;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  company = await readyAdmin();
});

test("a trial from request to suspension, across the company, the provider and the distributor", async ({ browser }) => {
  test.setTimeout(300_000);
  const hospital = await person(browser, company.email, company.password, /\/(appmain|appeula)$/);
  const provider = await person(browser, DEMO.sysadmin!.email, DEMO_PASSWORD, /\/sysmain$/);
  const distributor = await person(browser, DEMO.dist!.email, DEMO_PASSWORD, /\/distmain$/);

  // 1. The company asks for the Bionova Cloud trial (the only period its trial rule allows).
  await hospital.page.goto("/AppMyLicenses");
  const mine = hospital.page.getByTestId("screen-mylicenses");
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await mine.getByTestId("license-request-open").click();
  const request = hospital.page.getByTestId("license-request-dialog");
  await request.locator('select[name="licenseProduct"]').selectOption({ label: "Bionova Cloud" });
  await expect(request.locator('select[name="licensePeriod"] option:not([disabled])')).toHaveText(["Trial (30 days, trial)"]);
  await request.locator('select[name="licensePeriod"]').selectOption({ label: "Trial (30 days, trial)" });
  await hospital.page.getByRole("dialog").filter({ has: request }).getByTestId("dialog-save").click();
  await expect(mine.getByTestId("alert-success")).toContainText("Your licence request was sent to your distributor.");
  const myRow = new RecordTablePage(hospital.page, "licenses").rows.first();
  await expect(myRow.getByTestId("license-status")).toHaveAttribute("data-status", "0");

  // The exporter, open in the company's browser, is locked meanwhile.
  await hospital.page.goto("/AppExporter");
  const exporter = new ExporterPage(hospital.page);
  await expect(exporter.root).toBeVisible({ timeout: 30_000 });
  await exporter.read.selectOption("BI");
  const exportButton = exporter.root.getByTestId("export-button");
  const banner = exporter.root.getByTestId("exporter-license-missing");
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(exportButton).toBeDisabled();

  // 2. The provider approves it with an invoice number and an observation.
  await provider.page.goto("/SysLicenses?status=0");
  const sys = provider.page.getByTestId("screen-syslicenses");
  await expect(sys).toBeVisible({ timeout: 30_000 });
  const sysTable = new RecordTablePage(provider.page, "syslicenses");
  await sysTable.search.fill(company.companyName);
  const request0 = sysTable.row(company.companyName);
  await expect(request0).toHaveCount(1, { timeout: 20_000 });
  await sysTable.action(request0, "approve").click();
  const approve = provider.page.getByTestId("license-approve-dialog");
  await approve.locator('input[name="invoiceNumber"]').fill("INV-STORY-0001");
  await approve.locator('textarea[name="observations"]').fill("Trial for the pilot ward");
  await provider.page.getByRole("dialog").filter({ has: approve }).getByTestId("dialog-save").click();
  await expect(approve).toBeHidden({ timeout: 20_000 });
  // With the status filter on Requested, the approved row leaves the list or shows Approved.
  await provider.page.goto("/SysLicenses");
  await sysTable.search.fill(company.companyName);
  const approved = sysTable.row(company.companyName);
  await expect(approved.getByTestId("license-status")).toHaveAttribute("data-status", "1", { timeout: 20_000 });
  const code = (await approved.getByTestId("license-code").innerText()).trim();
  expect(code).toMatch(CODE);
  await snap(provider.page, "story-provider-approved");

  // 3. The distributor finds the code among its activation codes, read only.
  await distributor.page.goto("/distlicenseCodes");
  const codesScreen = distributor.page.getByTestId("screen-sys-distlicensecodes");
  await expect(codesScreen).toBeVisible({ timeout: 30_000 });
  const codes = new RecordTablePage(distributor.page, "distlicensecodes");
  await codes.search.fill(code);
  await expect(codes.rows).toHaveCount(1, { timeout: 20_000 });
  await expect(codes.rows.first()).toContainText(company.companyName);
  await expect(codes.rows.first()).toContainText("Approved");
  await expect(codes.newButton).toHaveCount(0);
  await expect(codes.rows.first().locator("[data-action]")).toHaveCount(0);
  await expectAccessible(distributor.page, '[data-testid="screen-sys-distlicensecodes"]');
  await snap(distributor.page, "story-distributor-codes");

  // 4. The company activates the code (in another tab of its browser): the open exporter unlocks.
  const tab = await hospital.context.newPage();
  await tab.goto("/AppMyLicenses");
  await expect(tab.getByTestId("screen-mylicenses")).toBeVisible({ timeout: 30_000 });
  await tab.getByTestId("license-activate-open").click();
  const activate = tab.getByTestId("license-activate-dialog");
  await activate.locator('input[name="code"]').fill(code.toLowerCase());
  await tab.getByRole("dialog").filter({ has: activate }).getByTestId("dialog-save").click();
  await expect(tab.getByTestId("screen-mylicenses").getByTestId("alert-success")).toContainText("The licence was activated.");
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(exportButton).toBeEnabled();
  await snap(hospital.page, "story-exporter-unlocked");

  // 5. The back office adds 30 days, then suspends the licence.
  await distributor.page.goto(`/distlicenses?companyId=${(company.claims as any).Company.Id}`);
  const back = distributor.page.getByTestId("screen-distlicenses");
  await expect(back).toBeVisible({ timeout: 30_000 });
  await back.getByTestId("distlicenses-show-licenses").click();
  const licenses = new RecordTablePage(distributor.page, "distlicenses-licenses");
  const row = licenses.rows.first();
  await expect(row).toContainText("Active", { timeout: 20_000 });
  const before = (await row.locator('[data-column="endDate"]').innerText()).trim().split("/").map(Number) as [number, number, number];
  const later = new Date(Date.UTC(before[2], before[1] - 1, before[0] + 30));
  const expected = `${String(later.getUTCDate()).padStart(2, "0")}/${String(later.getUTCMonth() + 1).padStart(2, "0")}/${later.getUTCFullYear()}`;
  await row.getByTestId("distlicenses-license-edit").click();
  await row.locator('input[name="daysToModify"]').fill("30");
  await row.locator('input[name="observations"]').fill("Thirty more days for the pilot");
  await row.getByTestId("distlicenses-license-save").click();
  await expect(row.locator('[data-column="endDate"]')).toHaveText(expected, { timeout: 20_000 });
  await expect(banner).toHaveCount(0);

  await row.getByTestId("distlicenses-license-edit").click();
  await row.locator('select[name="status"]').selectOption("4");
  await row.locator('input[name="observations"]').fill("Invoice unpaid");
  await row.getByTestId("distlicenses-license-save").click();
  await expect(row).toContainText("Suspended", { timeout: 20_000 });
  await snap(distributor.page, "story-backoffice-suspended", { fullPage: true });

  // 6. The company's open exporter loses Export at once, without a reload.
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(exportButton).toBeDisabled();
  await expectAccessible(hospital.page, '[data-testid="screen-exporter"]');
  await snap(hospital.page, "story-exporter-locked");

  for (const p of [hospital, provider, distributor]) await p.context.close();
});
