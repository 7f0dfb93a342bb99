// /appciwasherprovisional (screen 600): the compatible-indicators panel, the mobile-scan
// hand-off (QR code with the company and the reading ids), detail marks viewed, edit with the
// required fields (nothing sent while one is blank) and a washer quick-created from the form,
// massive edit, single and massive to historical. Signs in as Hospital A's supervisor
// (Hospital A works in Spanish: texts are matched in both languages).
import { expect, test, type Page } from "@playwright/test";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { claimsOf } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { pageRequestsReported, rewriteGraphQL } from "./support/network";
import { snap } from "./support/screenshots";
import { signIn } from "./pages/CompanyPages";
import { ChemicalScreen, complete, findProvisional, provisional, REQUIRED, type ChemicalRow } from "./pages/ChemicalPages";

const KIND = "washer";
let token: string;
const moved = new Set<number>();

test.beforeAll(async () => {
  token = await apiLogin(DEMO.supervisorA!.email);
});

/** Tests that only edit take the oldest readings; tests that move readings take the newest. */
async function take(filter: (row: ChemicalRow) => boolean = () => true, count = 1, opts: { moves?: boolean } = {}): Promise<ChemicalRow[]> {
  const rows = (await provisional(KIND, token)).filter((row) => !moved.has(row.id) && filter(row));
  if (rows.length < count) throw new Error(`not enough provisional washer readings left (${rows.length} < ${count}); restart the server on a fresh DATA_DIR`);
  const taken = opts.moves ? rows.slice(0, count) : rows.slice(-count);
  if (opts.moves) taken.forEach((row) => moved.add(row.id));
  return taken;
}

async function open(page: Page): Promise<ChemicalScreen> {
  await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
  const screen = new ChemicalScreen(page, KIND);
  await screen.goto();
  return screen;
}

/** The hand-off link's parts (see web/screens/readings/chemical/mobileScan.ts). */
function parseLink(link: string) {
  const [base, query] = link.split("?");
  const params = new URLSearchParams(query);
  return { base, server: params.get("server"), company: Number(params.get("company")), kind: params.get("kind"), distributor: params.get("distributor"), readings: (params.get("readings") ?? "").split(",").filter(Boolean).map(Number) };
}

test("lists the provisional readings newest first, with the compatible-indicators panel closed", async ({ page }) => {
  const screen = await open(page);
  const expected = await provisional(KIND, token);
  await expect(screen.table.rows).toHaveCount(Math.min(10, expected.length));
  await screen.table.expectSorted("readNumber", "descending");
  const numbers = (await screen.table.columnTexts("readNumber")).map(Number);
  expect(numbers).toEqual(expected.slice(0, 10).map((r) => r.readNumber));
  await expect(screen.root.getByTestId("live-header")).toBeVisible();

  // The panel: closed at first; the demo catalogue's CDWA3 is readable by the tracing app.
  const toggle = screen.compatiblePanel.getByTestId("compatible-indicators-toggle");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(screen.compatiblePanel.getByTestId("compatible-indicator")).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const items = screen.compatiblePanel.getByTestId("compatible-indicator");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("CDWA3 Washer-disinfector cleaning indicator");
  await expect(items.first()).toContainText("Bionova");
  await expect(toggle).toContainText("1");
  await expectAccessible(page);
  await snap(page, "chemical-washer-1280");
  await page.setViewportSize({ width: 800, height: 900 });
  await snap(page, "chemical-washer-800");
});

test("without a readable washer indicator the panel says so", async ({ page }) => {
  // A distributor whose washer indicators the tracing app cannot read: none is compatible.
  await rewriteGraphQL(page, "useReferenceProductsQuery", (data) => {
    for (const p of data.products as Array<{ productModel: { compatibleTrazanto: boolean } }>) p.productModel.compatibleTrazanto = false;
  });
  const screen = await open(page);
  const toggle = screen.compatiblePanel.getByTestId("compatible-indicators-toggle");
  await toggle.click();
  await expect(screen.compatiblePanel.getByTestId("compatible-indicators-empty")).toBeVisible();
  await expect(screen.compatiblePanel.getByTestId("compatible-indicator")).toHaveCount(0);
  await expect(toggle).toContainText("0");
  await snap(page, "chemical-washer-compatible-empty-1280");
});

test("the mobile-scan button hands the readings and the company over to the tracing app", async ({ page }) => {
  const screen = await open(page);
  const listed = await provisional(KIND, token);
  const companyId = (claimsOf(token) as { Company?: { Id: number } }).Company?.Id;
  expect(companyId).toBe(1);

  // Nothing selected: every reading listed.
  await screen.mobileScan.click();
  await expect(screen.mobileDialog).toBeVisible();
  const qr = screen.mobileDialog.getByTestId("mobile-scan-qr");
  await expect(qr).toBeVisible();
  let link = parseLink((await qr.getAttribute("data-link"))!);
  expect(link.base).toBe("trazanto://readings/scan");
  expect(link.company).toBe(companyId);
  expect(link.kind).toBe("CHE_WASHER");
  expect(link.server).toBe(new URL(page.url()).origin);
  expect(link.distributor).toBeTruthy();
  expect(link.readings.sort()).toEqual(listed.map((r) => r.id).sort());
  // The QR code is drawn (dark modules) and the steps explain the hand-off.
  expect(((await qr.locator("path").getAttribute("d")) ?? "").length).toBeGreaterThan(1000);
  await expect(screen.mobileDialog.locator("ol li")).toHaveCount(3);
  await expect(page.getByRole("dialog").getByTestId("mobile-scan-open")).toHaveAttribute("href", /^trazanto:\/\/readings\/scan\?/);
  await expect(page.getByRole("dialog").getByTestId("mobile-scan-open")).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(screen.mobileDialog).toHaveCount(0);

  // Two selected: only those two.
  const chosen = listed.slice(0, 2);
  await screen.select(...chosen.map((r) => r.readNumber));
  await expect(screen.mobileScan).toContainText("(2)");
  await screen.mobileScan.click();
  await expect(screen.mobileDialog.getByTestId("mobile-scan-readings")).toContainText(`#${chosen[0]!.readNumber}, #${chosen[1]!.readNumber}`);
  link = parseLink((await screen.mobileDialog.getByTestId("mobile-scan-qr").getAttribute("data-link"))!);
  expect(link.readings.sort()).toEqual(chosen.map((r) => r.id).sort());
  await expectAccessible(page);
  await snap(page, "chemical-washer-mobile-scan-1280");
  await page.setViewportSize({ width: 800, height: 900 });
  await snap(page, "chemical-washer-mobile-scan-800");
});

test("opening the detail marks the reading viewed", async ({ page }) => {
  const [reading] = await take((row) => !row.viewed);
  const screen = await open(page);
  const row = screen.row(reading!.readNumber);
  await expect(row).toHaveAttribute("data-unviewed", "true");
  await screen.table.action(row, "detail").click();
  const detail = page.getByTestId("detail-dialog");
  await expect(detail).toBeVisible();
  for (const group of ["product", "process", "other", "analysis"]) await expect(detail.locator(`section[data-group="${group}"]`)).toBeVisible();
  await expect(screen.detailValue("readNumber")).toHaveText(String(reading!.readNumber));
  await expect(row).not.toHaveAttribute("data-unviewed", "true");
  await expect.poll(async () => (await findProvisional(KIND, token, reading!.id))?.viewed).toBe(true);
  await snap(page, "chemical-washer-detail-1280");
});

test("edit: required fields block the save; a washer is created from the form; the form saves", async ({ page }) => {
  const [reading] = await take();
  const screen = await open(page);
  const edits = screen.recordEdits();
  await screen.table.action(screen.row(reading!.readNumber), "edit").click();
  await expect(screen.dialog.root).toBeVisible();
  for (const group of ["product", "process", "other", "analysis"]) await expect(screen.dialog.root.locator(`fieldset[data-group="${group}"]`)).toBeVisible();
  await screen.dialog.field("cycle").fill("");
  await screen.dialog.field("programNumber").fill("");
  await screen.dialog.save.click();
  await screen.dialog.expectFieldError("cycle", REQUIRED);
  await screen.dialog.expectFieldError("programNumber", REQUIRED);
  await pageRequestsReported(page);
  expect(edits).toHaveLength(0);
  await expectAccessible(page);

  // Quick-create a washer: it is chosen in the form.
  await screen.formField("washerId").getByTestId("quick-create-machine-open").click();
  const quick = page.getByRole("dialog").filter({ has: page.getByTestId("quick-create-machine") });
  const serial = `WQC-${Date.now().toString(36)}`;
  await quick.locator('[name="name"]').fill("Washer e2e");
  await quick.locator('[name="brand"]').fill("Miele");
  await quick.locator('[name="serial"]').fill(serial);
  await quick.getByTestId("dialog-save").click();
  await expect(quick).toHaveCount(0);
  await expect(screen.dialog.root.locator('[name="washerId"] option:checked')).toHaveText(`Washer e2e · ${serial}`);

  await screen.dialog.field("cycle").fill("880011");
  await screen.dialog.field("programNumber").fill("4");
  await screen.dialog.field("detergentType").selectOption("2");
  await screen.dialog.field("visualResult").selectOption("1");
  await snap(page, "chemical-washer-edit-1280");
  await screen.dialog.save.click();
  await screen.dialog.expectClosed();
  expect(edits).toHaveLength(1);
  expect(edits[0]!.input).toMatchObject({ cycle: "880011", programNumber: "4", detergentType: 2, visualResult: 1 });
  const saved = await findProvisional(KIND, token, reading!.id);
  expect(saved).toMatchObject({ cycle: "880011", programNumber: "4", detergentType: 2, visualResult: 1, edited: true });
  expect(saved!.washerId).toBeGreaterThan(0);
});

test("massive edit saves the given fields on every selected reading", async ({ page }) => {
  const rows = await take(() => true, 3);
  const screen = await open(page);
  const edits = screen.recordEdits();
  await screen.select(...rows.map((r) => r.readNumber));
  await screen.massEdit.click();
  await expect(screen.dialog.root).toBeVisible();
  await screen.dialog.field("location").fill("Upper basket");
  await screen.dialog.field("waterHardness").fill("7.5");
  // The success banner shows for 3 s: wait for it from the click on, not after the dialog has gone.
  const saved = expect(screen.banner("success")).toContainText(/3 (readings saved|lecturas guardadas)/, { timeout: 20_000 });
  await screen.dialog.save.click();
  await screen.dialog.expectClosed();
  await saved;
  expect(Object.keys(edits[0]!.input).sort()).toEqual(["location", "waterHardness"]);
  for (const row of rows) expect(await findProvisional(KIND, token, row.id)).toMatchObject({ location: "Upper basket", waterHardness: 7.5, cycle: row.cycle });
});

test("single and massive to historical", async ({ page }) => {
  const rows = await take(() => true, 3, { moves: true });
  for (const row of rows) await complete(KIND, token, row.id);
  const screen = await open(page);
  const confirm = page.getByRole("dialog").filter({ has: page.getByTestId("to-historical-dialog") });

  await screen.table.action(screen.row(rows[0]!.readNumber), "toHistorical").click();
  await confirm.getByTestId("dialog-confirm").click();
  await expect(confirm).toHaveCount(0);
  await expect(screen.row(rows[0]!.readNumber)).toHaveCount(0);

  await screen.select(rows[1]!.readNumber, rows[2]!.readNumber);
  await screen.massHistorical.click();
  await expect(confirm).toContainText(`#${rows[1]!.readNumber}`);
  // The success banner shows for 3 s: wait for it from the click on, not after the dialog has gone.
  const moved = expect(screen.banner("success")).toContainText(/2 (readings moved to the historical record|lecturas pasadas al histórico)/, { timeout: 20_000 });
  await confirm.getByTestId("dialog-confirm").click();
  await expect(confirm).toHaveCount(0);
  await moved;
  for (const row of rows) await expect(screen.row(row.readNumber)).toHaveCount(0);
  const left = (await provisional(KIND, token)).map((r) => r.id);
  for (const row of rows) expect(left).not.toContain(row.id);
});
