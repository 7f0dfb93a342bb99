// Public pages: privacy policy, download manager, invalid URL without state; the
// landing page's download buttons and the system notifications.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD, url } from "./support/env";
import { snap } from "./support/screenshots";

test("/privacyPolicy shows the policy text", async ({ page }) => {
  await page.goto(url("first", "/privacyPolicy"));
  await expect(page.getByTestId("privacy-text")).toBeVisible();
  await expect(page.getByTestId("loading-bar")).toBeHidden();
  await expectAccessible(page);
  await snap(page, "privacy-policy");
});

test("/downloadagent offers the agent without sign-in; the button locks after a click", async ({ page, context }) => {
  await page.goto(url("first", "/downloadagent"));
  const button = page.getByTestId("download-SASUri");
  await expect(button).toBeEnabled();
  await expectAccessible(page);
  await snap(page, "download-agent");
  // The returned URL opens in a new tab (the file is served as an attachment).
  const fileRequest = context.waitForEvent("request", (r) => r.url().includes("/api/DownloaderManager/file/"));
  await button.click();
  await fileRequest;
  await expect(button).toBeDisabled();
});

test("/invalidUrl without a message goes back", async ({ page }) => {
  await page.goto(url("first", "/privacyPolicy"));
  await page.goto(url("first", "/invalidUrl"));
  await expect(page).toHaveURL(/\/privacyPolicy$/);
});

test("the company home offers the downloads, each locked for 10 s after a click", async ({ page, context }) => {
  test.slow();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.supervisorA!.email, DEMO_PASSWORD);
  await expect(page.getByTestId("download-manager")).toBeVisible();
  for (const method of ["SASUri", "SASUriCloudManual", "SASUriMigrationManual", "SASUriCloudManualPlus", "SASUriUpdater", "SASUriCyberSecurity"]) {
    await expect(page.getByTestId(`download-${method}`)).toBeVisible();
  }
  const button = page.getByTestId("download-SASUriCloudManual");
  const fileRequest = context.waitForEvent("request", (r) => r.url().includes("/api/DownloaderManager/file/"));
  const clickedAt = Date.now();
  await button.click();
  await fileRequest;
  await expect(button).toBeDisabled();
  await expectAccessible(page);
  await snap(page, "appmain-download-locked");
  await expect(button).toBeEnabled({ timeout: 12_000 });
  // Locked for about 10 seconds, not less.
  expect(Date.now() - clickedAt).toBeGreaterThan(9_000);
});

test("system notifications show as toasts on /sysmain and close when viewed", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.sysadmin!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sysmain$/);
  const toasts = page.getByTestId("notification-toasts").getByRole("status");
  await expect(toasts.first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "sysmain-toasts");
  const count = await toasts.count();
  const viewed = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("viewNotification"));
  await toasts.first().getByRole("button", { name: /close|cerrar/i }).click();
  expect((await (await viewed).json()).data.viewNotification).toBeTruthy();
  await expect(toasts).toHaveCount(count - 1);
  // Viewed on the server: it does not come back after a reload.
  await page.reload();
  await expect(page.getByTestId("home-sysmain")).toBeVisible();
  await expect(toasts).toHaveCount(count - 1);
});
