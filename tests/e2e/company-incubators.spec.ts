// /appconnectedincubators (screen 800), on Hospital A's demo incubators: which rows offer
// assign and free, the assign dialog (a choice is required), the free dialog, refusals
// shown inside the dialogs, and the live refresh: a change made through the API with
// another session reaches the open page without a reload, well before the 30 s refetch.
// Hospital A's users read Spanish, so the checks lean on data, not on interface texts.
import { expect, test, type Page } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { createSector, rest, unique } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

// Demo ids (server/seed/demo-catalogue.ts, demo-tenants.ts).
const INC = { ic10: 1, miniBio: 2, proRead: 3, bioReader: 4, spare: 5 } as const;
const SECTOR = { central: { id: 1, name: "Central Sterile" }, theatre: { id: 2, name: "Operating Theatre" }, endoscopy: { id: 3, name: "Endoscopy" } } as const;
const NAMES = { ic10: "IC10 Central 1", miniBio: "MiniBio Central", proRead: "ProRead Central", bioReader: "BioReader Theatre", spare: "MiniBio spare" } as const;

test.describe.configure({ mode: "serial" });

let token: string;

async function setSector(incubatorId: number, sectorId: number) {
  const res = await rest("POST", "/api/Incubator/SetSector", { Incubator: { id: incubatorId }, Sector: { id: sectorId } }, token);
  expect(res.status, res.text).toBe(200);
}
async function free(incubatorId: number) {
  const res = await rest("POST", "/api/Incubator/FreeIncubator", { Incubator: { id: incubatorId } }, token);
  expect(res.status, res.text).toBe(200);
}
/** The demo's starting point, whatever earlier runs or suites left. */
async function restore() {
  await setSector(INC.miniBio, SECTOR.central.id);
  await setSector(INC.proRead, SECTOR.central.id);
  await setSector(INC.bioReader, SECTOR.theatre.id);
}

test.beforeAll(async () => {
  token = await apiLogin(DEMO.adminA!.email, DEMO_PASSWORD);
});
test.beforeEach(() => restore());
test.afterAll(restore);

async function open(page: Page): Promise<CompanyScreen> {
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  const screen = new CompanyScreen(page, "incubators");
  await screen.goto();
  await expect(screen.table.rows).toHaveCount(5);
  return screen;
}

const actions = (screen: CompanyScreen, name: string) =>
  screen.table.row(name).locator("[data-action]").evaluateAll((els) => els.map((e) => e.getAttribute("data-action")));

test("assign is offered unless model type 1 or disconnected; free only with a work sector and not model type 1", async ({ page }) => {
  const screen = await open(page);
  const { table } = screen;
  expect(await table.columnTexts("name")).toEqual([NAMES.bioReader, NAMES.ic10, NAMES.miniBio, NAMES.spare, NAMES.proRead].map((n) => expect.stringContaining(n)));
  // Model type 1, connected, with a sector: neither.
  expect(await actions(screen, NAMES.ic10)).toEqual([]);
  // Disconnected, no sector: neither.
  expect(await actions(screen, NAMES.spare)).toEqual([]);
  await expect(table.row(NAMES.spare).getByTestId("connection-status")).toHaveAttribute("data-status", "disconnected");
  await expect(table.row(NAMES.spare).locator('[data-column="workSector"]')).toHaveText("—");
  // Connected, model type 2, with a sector: both.
  for (const name of [NAMES.miniBio, NAMES.proRead, NAMES.bioReader]) expect(await actions(screen, name)).toEqual(["assignSector", "free"]);
  await expect(table.row(NAMES.miniBio).getByTestId("connection-status")).toHaveAttribute("data-status", "connected");
  await expect(table.row(NAMES.miniBio).locator('[data-column="dateConnection"]')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // Sorting by status puts the disconnected incubator last.
  await table.sortBy("status");
  expect((await table.columnTexts("name")).at(-1)).toContain(NAMES.spare);
  await expectAccessible(page);
});

test("assign a work sector: a choice is required; a refusal shows the server's message in the dialog", async ({ page }) => {
  const screen = await open(page);
  const { table, dialog } = screen;
  let assigns = 0;
  page.on("request", (r) => r.url().endsWith("/graphql") && r.postData()?.includes("assignIncubatorSector") && assigns++);

  await table.action(table.row(NAMES.proRead), "assignSector").click();
  await expect(dialog.root).toContainText(NAMES.proRead);
  await dialog.save.click();
  await dialog.expectFieldError("sectorId", /obligatorio|required/);
  expect(assigns).toBe(0);
  await expectAccessible(page);
  await snap(page, "incubator-assign-required");
  await dialog.fill({ sectorId: String(SECTOR.endoscopy.id) });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(NAMES.proRead).locator('[data-column="workSector"]')).toHaveText(SECTOR.endoscopy.name);
  await expect(screen.banner("success")).toContainText(SECTOR.endoscopy.name);

  // The chosen sector disappears before saving: the server's answer stays in the dialog.
  const doomed = await createSector(token, unique("Doomed"));
  await page.reload();
  await table.action(table.row(NAMES.proRead), "assignSector").click();
  await dialog.fill({ sectorId: String(doomed.id) });
  expect((await rest("DELETE", "/api/sector", { id: doomed.id }, token)).status).toBe(200);
  await dialog.save.click();
  await expect(dialog.error).toContainText("Not found");
  await expect(dialog.root).toBeVisible();
  await expectAccessible(page);
  await snap(page, "incubator-assign-error");
});

test("free an incubator: confirmation, then no work sector; a refusal shows in the dialog", async ({ page }) => {
  const screen = await open(page);
  const { table, dialog } = screen;
  await table.action(table.row(NAMES.bioReader), "free").click();
  await expect(dialog.root).toContainText(SECTOR.theatre.name);
  await snap(page, "incubator-free-confirm");
  await dialog.confirm.click();
  await dialog.expectClosed();
  await expect(table.row(NAMES.bioReader).locator('[data-column="workSector"]')).toHaveText("—");
  expect(await actions(screen, NAMES.bioReader)).toEqual(["assignSector"]);

  // Freed elsewhere while the dialog is open: the refusal is shown inside it.
  await table.action(table.row(NAMES.miniBio), "free").click();
  await free(INC.miniBio);
  await dialog.confirm.click();
  await expect(dialog.error).toContainText("has no work sector to free.");
});

test("live: changes made through the API with another session update the open page without a reload", async ({ page }) => {
  const screen = await open(page);
  const workSector = screen.table.row(NAMES.miniBio).locator('[data-column="workSector"]');
  await expect(workSector).toHaveText(SECTOR.central.name);
  // No reload below; the 30 s refetch is too slow for these 8 s.
  const started = Date.now();
  await free(INC.miniBio);
  await expect(workSector).toHaveText("—", { timeout: 8000 });
  await setSector(INC.miniBio, SECTOR.endoscopy.id);
  await expect(workSector).toHaveText(SECTOR.endoscopy.name, { timeout: 8000 });
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(await actions(screen, NAMES.miniBio)).toEqual(["assignSector", "free"]);
  await snap(page, "incubators-live");
});
