// The browser's data path is GraphQL (docs/architecture.md): every screen, the sign-in and
// sign-up steps, the filters, the report and the sign-out send their data requests to
// /graphql. REST stays for file transfers only: downloads, exports and signed pictures. Each
// screen visited also passes the accessibility check.
import { expect, test, type Page } from "@playwright/test";
import { HistoricalPage } from "./pages/HistoricalPage";
import { ExporterPage } from "./pages/ExporterPage";
import { LoginPage, SignUpForm } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { DEMO, DEMO_PASSWORD, url } from "./support/env";
import { pageRequestsReported } from "./support/network";
import { expectAccessible } from "./support/axe";

/** REST paths the browser may call: files, not data. */
const FILE_TRANSFERS = [/^\/api\/DownloaderManager\//i, /^\/api\/export\/(excel|csv|xml)$/i, /^\/api\/instrumentmeasure\/image\/\d+$/i, /^\/api\/companyfile\/\d+\/image$/i];

/** The company screens of the administrator's menu. */
const SCREENS = [
  "/appmain",
  "/appsector",
  "/appuser",
  "/appconnectedincubators",
  "/appsterilizer",
  "/appwasher",
  "/appdisinfector",
  "/appinstrument",
  "/appbilive",
  "/appbifinished",
  "/AppPILive",
  "/AppPIProvisional",
  "/appcisterilizerprovisional",
  "/appciwasherprovisional",
  "/subscriptions",
  "/appparameters",
  "/AppMyLicenses",
  "/AppLog",
  "/changepassword",
  "/AppHistorical",
  "/AppExporter",
  "/AppIncidents",
  "/AppLots",
  "/AppRelease",
  "/AppAudit",
];

/** Records the page's requests to /api/ that are not file transfers, and counts those to /graphql. */
function watchDataRequests(page: Page): { rest: string[]; graphql: () => number } {
  const rest: string[] = [];
  let graphql = 0;
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/graphql") graphql += 1;
    else if (pathname.startsWith("/api/") && !FILE_TRANSFERS.some((allowed) => allowed.test(pathname))) rest.push(`${request.method()} ${pathname}`);
  });
  return { rest, graphql: () => graphql };
}

test("sign-up form, sign-in, every company screen, filters, report and sign-out send data over GraphQL only", async ({ page }) => {
  test.setTimeout(300_000);
  const seen = watchDataRequests(page);

  // Before sign-in: the distributor, the texts, the sign-up lists and terms, the privacy policy.
  await page.goto(url("first", "/privacyPolicy"));
  await expect(page.getByTestId("privacy-text")).toBeVisible();
  const login = new LoginPage(page);
  await login.goto("/login/2");
  const signUp = new SignUpForm(login);
  await signUp.chooseCountry(0);
  await signUp.fill({ companyName: "Hospital A" });
  await login.field("city").focus(); // leaving the company name runs the similar-name check
  await signUp.acceptTerms();

  await login.goto();
  await login.signIn(DEMO.adminA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);

  for (const path of SCREENS) {
    await page.goto(url("first", path));
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Every screen of the menu also passes the accessibility check (WCAG 2.1 A/AA), as loaded.
    await expectAccessible(page);
  }

  // The historical browser's filter lists and the printable record.
  const historical = new HistoricalPage(page);
  await historical.goto("ReadingBI");
  await historical.filterButton.click();
  await expect(historical.filterDialog).toBeVisible();
  await expect(historical.filterField("incubatorId").locator("option").nth(1)).toBeAttached();
  await page.keyboard.press("Escape");
  await historical.filter({ readNumber: "1" });
  await historical.reportButton.click();
  await expect(historical.reportFrame).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");

  // The exporter's columns and filter lists.
  const exporter = new ExporterPage(page);
  await page.goto(url("first", "/AppExporter"));
  await exporter.chooseRead("BI");
  await page.waitForLoadState("networkidle");

  await new ShellPage(page).logout();
  await expect(page).toHaveURL(/\/login$/);
  await pageRequestsReported(page);

  expect(seen.rest).toEqual([]);
  expect(seen.graphql()).toBeGreaterThan(SCREENS.length);
});

/** The provider's /sys table screens built so far (server/sysadmin/entities). */
const SYS_SCREENS = ["/sysdistributors", "/sysincubatormodel", "/sysincubatordistributor?distributorId=1", "/sysincubatorprogram", "/sysproductmodel", "/sysproduct?distributorId=1", "/sysgtin?distributorId=1", "/SysLicenseProduct", "/SysLicensePeriod", "/SysScoreRPE", "/SysSettingValues", "/SysLog"];

test("the provider's system-administration screens send data over GraphQL only", async ({ page }) => {
  test.setTimeout(200_000);
  const seen = watchDataRequests(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn("sysadmin@demo.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sysmain$/);
  for (const path of SYS_SCREENS) {
    await page.goto(url("first", path));
    await expect(page.getByTestId("table-row").first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
  }
  await pageRequestsReported(page);
  expect(seen.rest).toEqual([]);
  expect(seen.graphql()).toBeGreaterThan(SYS_SCREENS.length);
});
