// /sysconfiguration (spec 002 sections 2.11, 4, 8; docs/configuration-transfer.md): the provider
// exports the configuration (a file arrives), imports it (the progress, then the detail), and a
// file of another version shows the server's problems in a danger alert that goes after 7 s;
// with the server out of reach the alert reads 'Unknown error (error.response == null)'. A
// distributor's user is kept out. axe on each state; screenshots.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { LoginPage } from "./pages/LoginPage";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SCREEN = "screen-sysconfiguration";

async function signIn(page: Page, email: string, home: RegExp) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, "Demo-2026");
  await expect(page).toHaveURL(home);
}

/** Records each state the import's status area shows, so a short RUNNING is not missed. */
async function recordStates(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { importStates: string[] };
    w.importStates = [];
    const note = () => {
      const state = document.querySelector('[data-testid="config-import-status"]')?.getAttribute("data-state");
      if (state && w.importStates.at(-1) !== state) w.importStates.push(state);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
  });
  return () => page.evaluate(() => (window as unknown as { importStates: string[] }).importStates);
}

test("export downloads the configuration; importing the file shows its progress, then the detail; a wrong file shows the problems", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, "sysadmin@demo.test", /\/sysmain$/);
  const menu = page.getByRole("navigation", { name: "Menu" });
  await menu.getByRole("button", { name: "Configuration" }).click();
  await menu.getByRole("link", { name: "Export and import" }).click();
  await expect(page).toHaveURL(/\/sysconfiguration$/);
  const screen = page.getByTestId(SCREEN);
  await expect(screen.getByRole("heading", { name: "Configuration export and import", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await snap(page, "sys-configuration");

  // Export: the browser saves the file the server built.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("config-export-button").click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^sterile-qc-config-\d{8}-\d{4}\.json$/);
  const saved = testInfo.outputPath(name);
  await download.saveAs(saved);
  const doc = JSON.parse(readFileSync(saved, "utf8"));
  expect({ format: doc.format, version: doc.version }).toEqual({ format: "sterile-qc-config", version: 1 });
  expect(doc.items.menus.SYSTEM.Configuration.items.ConfigurationTransfer.url).toBe("/sysconfiguration");
  await expect(page.getByTestId("config-export").getByTestId("alert-success")).toContainText(name);

  // Import the file — the parts no other spec edits meanwhile (general objects and distributors'
  // parameters change under the specs running beside this one; an import would put them back).
  const { generalObjects: _texts, sysParameters: _parameters, ...items } = doc.items;
  const file = testInfo.outputPath(`part-of-${name}`);
  writeFileSync(file, JSON.stringify({ ...doc, items }));
  const states = await recordStates(page);
  await page.getByTestId("config-import-file").setInputFiles(file);
  await page.getByTestId("config-import-start").click();
  const confirm = page.getByRole("dialog").filter({ has: page.getByTestId("config-import-confirm") });
  await expect(confirm).toContainText(`part-of-${name}`);
  await snap(page, "sys-configuration-import-confirm");
  await confirm.getByTestId("dialog-confirm").click();
  const status = page.getByTestId("config-import-status");
  await expect(status).toHaveAttribute("data-state", "DONE", { timeout: 30_000 });
  const seen = await states();
  expect(seen.lastIndexOf("RUNNING")).toBeGreaterThanOrEqual(0);
  expect(seen.at(-1)).toBe("DONE");
  const detail = page.getByTestId("config-import-detail");
  await expect(detail.locator('tr[data-kind="screenObjects"] td').last()).toHaveText(String(Object.keys(doc.items.screenObjects).length));
  await expect(detail.locator('tr[data-kind="generalObjects"]')).toHaveCount(0);
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await detail.scrollIntoViewIfNeeded();
  await snap(page, "sys-configuration-import-done");

  // A file of another version: nothing starts, the problems show for 7 seconds.
  const wrong = testInfo.outputPath("version-2.json");
  writeFileSync(wrong, JSON.stringify({ ...doc, version: 2 }));
  await page.getByTestId("config-import-file").setInputFiles(wrong);
  await page.getByTestId("config-import-start").click();
  await confirm.getByTestId("dialog-confirm").click();
  const alert = page.getByTestId("config-import").getByTestId("alert-critical");
  await expect(alert).toContainText("The file's version (2) cannot be imported: this server reads version 1.");
  await expect(alert).toContainText("nothing was changed");
  await expect(status).toHaveAttribute("data-state", "DONE");
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await snap(page, "sys-configuration-import-refused");
  await expect(alert).toHaveCount(0, { timeout: 10_000 });

  // No answer at all: the spec's words.
  await page.route("**/graphql", (route) => route.abort());
  await page.getByTestId("config-export-button").click();
  await expect(page.getByTestId("config-export").getByTestId("alert-critical")).toContainText("Unknown error (error.response == null)");
  await page.unroute("**/graphql");
});

test("a distributor's user is kept out of /sysconfiguration", async ({ page }) => {
  await signIn(page, "dist@demo.test", /\/distmain$/);
  await page.goto("/sysconfiguration");
  await expect(page).toHaveURL(/\/invalidUrl$/);
  await expect(page.getByTestId(SCREEN)).toHaveCount(0);
});
