// Session rules: expired tokens, the route guard, unknown routes, the terms gate.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { expiredToken, freshCompany } from "./support/api";
import { DEMO, DEMO_PASSWORD, url } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

test("an expired token goes to /sessionExpired, whose Login clears the session", async ({ page }) => {
  await page.goto(url("first", "/login"));
  await page.evaluate((token) => {
    localStorage.setItem("token", token);
    localStorage.setItem("menu", "[]");
    localStorage.setItem("screen:120", "{}");
  }, expiredToken());
  await page.goto(url("first", "/appmain"));
  await expect(page).toHaveURL(/\/sessionExpired$/);
  await expect(page.getByText("Your session has expired, please login again.")).toBeVisible();
  await snap(page, "session-expired");
  await page.getByTestId("session-expired").getByRole("button").click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("menu"), localStorage.getItem("screen:120")]);
  expect(left).toEqual([null, null, null]);
});

test("/sessionExpired without an expired session goes to / (then /login)", async ({ page }) => {
  await page.goto(url("first", "/sessionExpired"));
  await expect(page).toHaveURL(/\/login$/);
});

test("a route outside the user's menu goes to /invalidUrl with Access Denied", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.operatorA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);
  await page.goto(url("first", "/appuser"));
  await expect(page).toHaveURL(/\/invalidUrl$/);
  await expect(page.getByTestId("invalid-url-message")).toHaveText(/^Error: (Access Denied|Acceso denegado)$/);
  await snap(page, "invalid-url");
  await page.getByTestId("invalid-url").getByRole("button").click();
  await expect(page).toHaveURL(/\/appmain$/);
});

test("the guard compares paths case-insensitively: /APPRPE opens the sterilisation score inside the shell", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.supervisorA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);
  // The sterilisation score (screen 830, /AppRPE) is in the supervisor's menu.
  await page.goto(url("first", "/APPRPE"));
  await expect(page.getByTestId("screen-apprpe")).toBeVisible();
  await expect(page.getByTestId("not-available")).toHaveCount(0);
  await expect(new ShellPage(page).topBar).toBeVisible();
});

test("unknown paths go to /login when signed out", async ({ page }) => {
  await page.goto(url("first", "/no/such/page"));
  await expect(page).toHaveURL(/\/login$/);
});

test("terms: a type-0 administrator accepts them once, then reaches the home page", async ({ page }) => {
  const company = await freshCompany({ acceptTerms: false, ready: true });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(company.email, company.password);
  await expect(page).toHaveURL(/\/appeula$/);
  // The guard keeps sending the user back while the terms are not accepted.
  await page.goto(url("first", "/appmain"));
  await expect(page).toHaveURL(/\/appeula$/);
  await page.getByTestId("eula-accept").click();
  await expect(page).toHaveURL(/\/appmain$/);
  await page.goto(url("first", "/appeula"));
  await expect(page).toHaveURL(/\/appmain$/);
});

test("terms: Cancel signs out", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.adminB!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appeula$/);
  await page.getByTestId("eula-cancel").click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("the Translate button (type 0 with a permitted language) opens the current screen's labels for the company's own wording", async ({ page }) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.adminA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);
  const translate = () => new ShellPage(page).topBar.getByRole("button", { name: /translate|traducir/i }).click();
  // The home has no labels to word.
  await translate();
  await expect(page).toHaveURL(/\/accesstotranslate$/);
  await expect(page.getByTestId("translate-no-screen")).toBeVisible();
  // The finished BI screen's labels, in the permitted language (Spanish).
  await page.goto("/appbifinished");
  await expect(page.getByTestId("table-row").first()).toBeVisible({ timeout: 30_000 });
  await translate();
  const row = page.locator('[data-testid="translate-row"][data-name="bookNumber"]');
  await expect(row).toContainText("Número de libro");
  await expectAccessible(page, '[data-testid="access-to-translate"]');
  await row.getByRole("textbox").fill("Nº de libro de registro");
  await row.getByTestId("translate-save").click();
  await expect(page.getByTestId("alert-success")).toBeVisible();
  await snap(page, "access-to-translate");
  // Back to the product's text for the other tests.
  await row.getByRole("textbox").fill("");
  await row.getByTestId("translate-save").click();
  await expect(row.getByTestId("translate-save")).toBeDisabled();
});

test("users without a permitted language get no Translate button", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.operatorA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);
  await expect(new ShellPage(page).topBar.getByRole("button", { name: /translate|traducir/i })).toHaveCount(0);
});
