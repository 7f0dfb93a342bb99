// Each distributor's brand: localhost is the first distributor (bionova, blue),
// 127.0.0.1 the second (steriline, teal). Logo and brand colour differ.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { routeGraphQL } from "./support/network";
import { snap } from "./support/screenshots";

async function brandOf(page: Page) {
  const logo = page.getByTestId("brand-logo").first();
  await expect(logo).toBeVisible();
  return {
    logo: await logo.getAttribute("data-brand"),
    primary: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim()),
    button: await page.locator('form button[type="submit"]').evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

test("localhost and 127.0.0.1 show the two distributors' themes", async ({ page }) => {
  const first = new LoginPage(page, "first");
  await first.goto();
  // The brand colour is applied once the distributor is known (and the button eases into it).
  await expect.poll(async () => (await brandOf(page)).button).toBe("rgb(10, 91, 181)");
  const blue = await brandOf(page);
  expect(blue.logo).toBe("bionova");
  expect(blue.button).toBe("rgb(10, 91, 181)");
  await expectAccessible(page);
  await snap(page, "theme-first-login");

  const second = new LoginPage(page, "second");
  await second.goto();
  await expect.poll(async () => (await brandOf(page)).button).toBe("rgb(13, 127, 122)");
  const teal = await brandOf(page);
  expect(teal.logo).toBe("steriline");
  expect(teal.button).toBe("rgb(13, 127, 122)");
  expect(teal.primary).not.toBe(blue.primary);
  await expectAccessible(page);
  await snap(page, "theme-second-login");

  // The stored distributor follows the origin.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("distributor") ?? "{}"));
  expect(stored.themeFileName).toBe("steriline");
});

test("the top bar carries the distributor's logo after sign-in", async ({ page }) => {
  const login = new LoginPage(page, "second");
  await login.goto();
  await login.signIn(DEMO.adminC!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);
  const shell = new ShellPage(page);
  await expect(shell.logo).toHaveAttribute("data-brand", "steriline");
  await expectAccessible(page);
  await snap(page, "theme-second-home");
});

test("a company of the second distributor cannot sign in at the first one's address", async ({ page }) => {
  const login = new LoginPage(page, "first");
  await login.goto();
  await login.signIn(DEMO.adminC!.email, DEMO_PASSWORD);
  await expect(login.alert("critical")).toContainText("Invalid email or password.");
});

test("an unknown domain shows a full-page error with the server's message", async ({ page }) => {
  await routeGraphQL(page, "callsDistributorQuery", (route) =>
    route.fulfill({ json: { data: null, errors: [{ message: "No distributor is configured for this domain.", extensions: { code: "NOT_FOUND", status: 404 } }] } }),
  );
  await page.goto("/login");
  await expect(page.getByTestId("distributor-error")).toContainText("No distributor is configured for this domain.");
  await expectAccessible(page);
  await snap(page, "distributor-unknown");
});

test("a 500 Encrypt500 answer removes the stored distributor", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  // Stored once the lookup by domain has answered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("distributor"))).not.toBeNull();
  await routeGraphQL(page, "apiLoginMutation", (route) =>
    route.fulfill({ json: { data: null, errors: [{ message: "Encrypt500: unknown distributor", extensions: { code: "UNKNOWN_DISTRIBUTOR", status: 500 } }] } }),
  );
  let lookups = 0;
  await routeGraphQL(page, "callsDistributorQuery", async (route) => {
    lookups += 1;
    await route.fallback();
  });
  await login.signIn(DEMO.adminA!.email, DEMO_PASSWORD);
  // The distributor is looked up again by domain and stored anew.
  await expect.poll(() => lookups).toBeGreaterThan(0);
  await expect(login.form("login")).toBeVisible();
});
