// Sign-in: every demo user lands on its home; failures show the server's message.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD, url } from "./support/env";
import { routeGraphQL } from "./support/network";
import { snap } from "./support/screenshots";

test.describe("each demo user signs in and lands on its home", () => {
  for (const [key, user] of Object.entries(DEMO)) {
    test(`${user.label} → ${user.home}`, async ({ page }) => {
      const login = new LoginPage(page, user.site);
      await login.goto();
      if (key === "adminA") {
        await expectAccessible(page);
        await snap(page, "login");
      }
      await login.signIn(user.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${user.home}$`, "i"));
      if (user.home === "/appeula") {
        await expect(page.getByTestId("app-eula")).toBeVisible();
        await expect(page.getByTestId("eula-text")).toBeVisible();
        await expectAccessible(page);
        await snap(page, "appeula");
        return;
      }
      const shell = new ShellPage(page);
      await expect(shell.topBar).toBeVisible();
      await expect(page.getByTestId(`home-${user.home.slice(1)}`)).toBeVisible();
      await expect(shell.sideNav.getByRole("link").first()).toBeVisible();
      if (["sysadmin", "dist", "adminA", "adminC", "operatorA"].includes(key)) {
        await expectAccessible(page);
        await snap(page, `home-${key}`);
      }
    });
  }
});

test("a wrong password shows the server message in a red alert and clears the password", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.adminA!.email, "Wrong-password-1");
  await expect(login.alert("critical")).toContainText("Invalid email or password.");
  await expect(login.field("password")).toHaveValue("");
  await expect(login.field("email")).toHaveValue(DEMO.adminA!.email);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await snap(page, "login-wrong-password");
});

test("a network error shows the error text", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await routeGraphQL(page, "apiLoginMutation", (route) => route.abort("connectionrefused"));
  await login.signIn(DEMO.adminA!.email, DEMO_PASSWORD);
  await expect(login.alert("critical")).toContainText(/Network Error/);
  await expect(login.field("password")).toHaveValue("");
});

test("a signed-in visitor of /login goes to /, and logout clears the stored session", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.supervisorA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);

  await page.goto(url("first", "/login"));
  await expect(page).toHaveURL(/\/appmain$/);

  const shell = new ShellPage(page);
  const menu = await shell.openUserMenu();
  await expect(menu).toContainText("Hospital A");
  await expect(menu).toContainText("localhost");
  await expect(menu).toContainText(DEMO.supervisorA!.email);
  await expectAccessible(page);
  await snap(page, "user-menu");
  await page.keyboard.press("Escape");

  await shell.logout();
  const stored = await page.evaluate(() =>
    ["token", "language", "regionalFormat", "generalObjects", "eula", "menu"].map((k) => localStorage.getItem(k)),
  );
  expect(stored).toEqual([null, null, null, null, null, null]);
  // The session is over: private pages send the visitor to /login again.
  await page.goto(url("first", "/appmain"));
  await expect(page).toHaveURL(/\/login$/);
});
