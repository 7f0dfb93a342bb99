// The left menu: 240 px open at >= 960 px wide (75 px collapsed), a drawer below.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

test("at 800 px the menu is a drawer opened by the toggle", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const login = new LoginPage(page);
  await login.goto();
  await snap(page, "login-800");
  await login.signIn(DEMO.adminA!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appmain$/);
  const shell = new ShellPage(page);
  await expect(shell.sideNav).toHaveAttribute("data-state", "closed");
  await expect(shell.sideNav).toBeHidden();
  await expectAccessible(page);
  await snap(page, "drawer-closed-800");

  await shell.menuToggle.click();
  await expect(shell.sideNav).toHaveAttribute("data-state", "drawer");
  await expect(shell.sideNav).toBeVisible();
  const box = await shell.sideNav.boundingBox();
  expect(Math.round(box!.width)).toBe(240);
  // Groups expand to their items.
  const group = shell.sideNav.getByRole("button").nth(1);
  await group.click();
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page);
  await snap(page, "drawer-open-800");

  // Following a link closes the drawer.
  await shell.sideNav.getByRole("link").first().click();
  await expect(shell.sideNav).toHaveAttribute("data-state", "closed");

  // Escape closes it too.
  await shell.menuToggle.click();
  await expect(shell.sideNav).toHaveAttribute("data-state", "drawer");
  await page.keyboard.press("Escape");
  await expect(shell.sideNav).toHaveAttribute("data-state", "closed");
});

test("at 1280 px the menu is open (240 px) and the toggle collapses it to 75 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.sysadmin!.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sysmain$/);
  const shell = new ShellPage(page);
  await expect(shell.sideNav).toHaveAttribute("data-state", "open");
  expect(Math.round((await shell.sideNav.boundingBox())!.width)).toBe(240);
  await shell.menuToggle.click();
  await expect(shell.sideNav).toHaveAttribute("data-state", "rail");
  await expect.poll(async () => Math.round((await shell.sideNav.boundingBox())!.width)).toBe(75);
  await expectAccessible(page);
  await snap(page, "menu-rail-1280");
  await shell.menuToggle.click();
  await expect(shell.sideNav).toHaveAttribute("data-state", "open");
});
