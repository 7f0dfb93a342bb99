// /appcisterilizerprovisional (screen 700): list and sort, detail marks viewed, edit with
// the server's required fields (nothing sent while one is blank), the product-model rules
// (package number, concentration, relative dampness) and the default for a required field
// the model does not have, quick-create of a sterilizer, massive edit with the machine rules
// per user type, single and massive to historical (with the refusal of an incomplete one).
// Signs in as Hospital A's supervisor; the machine lock is checked as its administrator
// (type 0). Hospital A works in Spanish: texts are matched in both languages. Each test takes its own readings from the seeded provisional ones.
import { expect, test, type Page } from "@playwright/test";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { pageRequestsReported, rewriteGraphQL } from "./support/network";
import { snap } from "./support/screenshots";
import { signIn } from "./pages/CompanyPages";
import { ChemicalScreen, complete, findProvisional, provisional, REQUIRED, type ChemicalRow } from "./pages/ChemicalPages";

const KIND = "sterilizer";
let token: string;
/** Readings this file moved to historical (gone from the screen). */
const moved = new Set<number>();

test.beforeAll(async () => {
  token = await apiLogin(DEMO.supervisorA!.email);
});

/**
 * Readings for a test, re-read from the server: tests that only edit take the oldest, tests
 * that move readings on take the newest and retire them.
 */
async function take(filter: (row: ChemicalRow) => boolean = () => true, count = 1, opts: { moves?: boolean } = {}): Promise<ChemicalRow[]> {
  const rows = (await provisional(KIND, token)).filter((row) => !moved.has(row.id) && filter(row));
  if (rows.length < count) throw new Error(`not enough provisional sterilizer readings left (${rows.length} < ${count}); restart the server on a fresh DATA_DIR`);
  const taken = opts.moves ? rows.slice(0, count) : rows.slice(-count);
  if (opts.moves) taken.forEach((row) => moved.add(row.id));
  return taken;
}

async function open(page: Page, email = DEMO.supervisorA!.email): Promise<ChemicalScreen> {
  await signIn(page, email, DEMO_PASSWORD);
  const screen = new ChemicalScreen(page, KIND);
  await screen.goto();
  return screen;
}

test("lists the provisional readings with the spec's columns, newest read number first", async ({ page }) => {
  const screen = await open(page);
  const expected = await provisional(KIND, token);
  await expect(screen.table.rows).toHaveCount(Math.min(10, expected.length));
  const columns = await screen.table.root.locator("thead th[data-column]").evaluateAll((ths) => ths.map((th) => th.getAttribute("data-column")));
  expect(columns).toEqual(["readNumber", "testedAt", "result", "visualResult", "manufactureDate", "product", "lot", "brand"]);
  await expect(screen.table.header("testedAt")).toHaveText(/Test date\/time|Fecha\/hora de la prueba/);
  await screen.table.expectSorted("readNumber", "descending");
  const numbers = (await screen.table.columnTexts("readNumber")).map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(numbers[0]).toBe(expected[0]!.readNumber);
  await expect(screen.row(expected[0]!.readNumber).locator('[data-column="brand"]')).toHaveText("Bionova");
  await expect(screen.root.getByTestId("live-header")).toBeVisible();
  await expect(screen.root.getByTestId("last-update")).toContainText(/\d/);
  await expectAccessible(page);
  await snap(page, "chemical-sterilizer-1280");
  await page.setViewportSize({ width: 800, height: 900 });
  await snap(page, "chemical-sterilizer-800");
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
  await expect(screen.detailValue("product")).toHaveText(reading!.product!.name);
  await expectAccessible(page);
  await snap(page, "chemical-sterilizer-detail-1280");
  await expect(row).not.toHaveAttribute("data-unviewed", "true");
  await expect.poll(async () => (await findProvisional(KIND, token, reading!.id))?.viewed).toBe(true);
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
  await page.reload();
  await expect(screen.row(reading!.readNumber)).toBeVisible();
  await expect(screen.row(reading!.readNumber)).not.toHaveAttribute("data-unviewed", "true");
});

test("a blank required field shows 'This field is required' and nothing is sent; a complete form saves", async ({ page }) => {
  const [reading] = await take();
  const screen = await open(page);
  const edits = screen.recordEdits();
  await screen.table.action(screen.row(reading!.readNumber), "edit").click();
  await expect(screen.dialog.root).toBeVisible();
  // Screen 700's required objects for Hospital A: product, lot, expiry, cycle, sterilizer, program number, visual result.
  for (const name of ["productId", "lot", "expirationDate", "cycle", "sterilizerId", "programNumber", "visualResult"]) {
    await expect(screen.formField(name).locator("label").first()).toContainText("*");
  }
  await screen.dialog.field("cycle").fill("");
  await screen.dialog.field("lot").fill("");
  await screen.dialog.save.click();
  await screen.dialog.expectFieldError("cycle", REQUIRED);
  await screen.dialog.expectFieldError("lot", REQUIRED);
  await pageRequestsReported(page);
  expect(edits).toHaveLength(0);
  await expectAccessible(page);
  await snap(page, "chemical-sterilizer-required-1280");

  await screen.dialog.field("cycle").fill("77001");
  await screen.dialog.field("lot").fill("lt-2211");
  await expect(screen.dialog.field("lot")).toHaveValue("LT-2211");
  await screen.dialog.field("visualResult").selectOption("1");
  await screen.dialog.field("notes").fill("Checked by e2e");
  await screen.dialog.save.click();
  await screen.dialog.expectClosed();
  await expect(screen.banner("success")).toBeVisible();
  expect(edits).toHaveLength(1);
  expect(edits[0]!.input).toMatchObject({ cycle: "77001", lot: "LT-2211", visualResult: 1, notes: "Checked by e2e" });
  await expect(screen.row(reading!.readNumber).getByTestId("edited-mark")).toBeVisible();
  const saved = await findProvisional(KIND, token, reading!.id);
  expect(saved).toMatchObject({ cycle: "77001", loteProduct: "LT-2211", visualResult: 1, notes: "Checked by e2e", edited: true });
});

test("the product model decides package number, concentration and relative dampness", async ({ page }) => {
  // A product of another model, for the "none of them" case: the demo catalogue's
  // sterilizer indicators all have a package number.
  await rewriteGraphQL(page, "useReferenceProductsQuery", (data) =>
    data.products.push({ productId: 990001, name: "ZX10 Dry-heat indicator", brand: "Other", productModel: { type: 2, name: "ZX10", compatibleTrazanto: false, programId: null, ruleFacts: [{ name: "productModelType", values: ["2"] }, { name: "modelFields", values: [] }] } }),
  );
  const [reading] = await take();
  const screen = await open(page);
  await screen.table.action(screen.row(reading!.readNumber), "edit").click();
  await expect(screen.dialog.root).toBeVisible();
  const product = screen.dialog.field("productId");
  const shown = async () => ({
    packageNumber: await screen.formField("packageNumber").count(),
    concentration: await screen.formField("concentration").count(),
    relativeDampness: await screen.formField("relativeDampness").count(),
  });

  await product.selectOption({ label: "CD40 Hydrogen peroxide chemical indicator (type 4) (Bionova)" });
  await expect.poll(shown).toEqual({ packageNumber: 1, concentration: 1, relativeDampness: 1 });
  await snap(page, "chemical-sterilizer-cd40-1280");
  await product.selectOption({ label: "CD29 Steam integrator (type 5) (Bionova)" });
  await expect.poll(shown).toEqual({ packageNumber: 1, concentration: 0, relativeDampness: 0 });
  await product.selectOption({ label: "IT26-C Steam emulator (type 6) (Bionova)" });
  await expect.poll(shown).toEqual({ packageNumber: 1, concentration: 0, relativeDampness: 0 });
  await product.selectOption({ label: "ZX10 Dry-heat indicator (Other)" });
  await expect.poll(shown).toEqual({ packageNumber: 0, concentration: 0, relativeDampness: 0 });
  await product.selectOption({ label: "CD42 Hydrogen peroxide chemical indicator (type 5) (Bionova)" });
  await expect.poll(shown).toEqual({ packageNumber: 1, concentration: 1, relativeDampness: 1 });
});

test("a required field the product model does not have is saved with its default", async ({ page }) => {
  // A stricter company (security mode 3) requires package number, concentration and relative
  // dampness too: the screen is told so, the server keeps its own list.
  await rewriteGraphQL(page, "useScreenConfigQuery", (data, variables) => {
    if (variables.screen === 700) data.requiredFields.push({ name: "packageNumber" }, { name: "concentration" }, { name: "relativeDampness" });
  });
  const [reading] = await take((row) => row.product?.productModel.name === "CD29");
  const screen = await open(page);
  const edits = screen.recordEdits();
  await screen.table.action(screen.row(reading!.readNumber), "edit").click();
  await expect(screen.dialog.root).toBeVisible();
  // CD29: package number applies (and is required now); concentration and dampness do not.
  await expect(screen.formField("packageNumber").locator("label").first()).toContainText("*");
  await expect(screen.formField("concentration")).toHaveCount(0);
  await screen.dialog.field("packageNumber").fill("");
  await screen.dialog.save.click();
  await screen.dialog.expectFieldError("packageNumber", REQUIRED);
  expect(edits).toHaveLength(0);
  await screen.dialog.field("packageNumber").fill("P12");
  await screen.dialog.field("visualResult").selectOption("1");
  await screen.dialog.save.click();
  await screen.dialog.expectClosed();
  expect(edits).toHaveLength(1);
  expect(edits[0]!.input).toMatchObject({ packageNumber: "P12", concentration: 0, relativeDampness: 0 });
});

test("a sterilizer is created from the form and chosen", async ({ page }) => {
  const [reading] = await take();
  const screen = await open(page);
  await screen.table.action(screen.row(reading!.readNumber), "edit").click();
  await expect(screen.dialog.root).toBeVisible();
  await screen.formField("sterilizerId").getByTestId("quick-create-machine-open").click();
  const quick = page.getByRole("dialog").filter({ has: page.getByTestId("quick-create-machine") });
  await expect(quick).toBeVisible();
  await quick.getByTestId("dialog-save").click();
  await expect(quick.locator('[name="name"]')).toHaveAccessibleDescription(REQUIRED);
  const serial = `QC-${Date.now().toString(36)}`;
  await quick.locator('[name="name"]').fill("Autoclave e2e");
  await quick.locator('[name="brand"]').fill("Matachana");
  await quick.locator('[name="serial"]').fill(serial);
  await quick.getByTestId("dialog-save").click();
  await expect(quick).toHaveCount(0);
  const select = screen.dialog.root.locator('[name="sterilizerId"]');
  await expect(select.locator("option:checked")).toHaveText(`Autoclave e2e · ${serial}`);
});

test("massive edit saves the fields given on every selected reading and clears the selection", async ({ page }) => {
  const rows = await take((row) => row.sectorId === 1, 2);
  const screen = await open(page);
  const edits = screen.recordEdits();
  await screen.select(...rows.map((r) => r.readNumber));
  await expect(screen.massEdit).toBeEnabled();
  await screen.massEdit.click();
  await expect(screen.dialog.root).toBeVisible();
  // A supervisor chooses among the machines of the selected readings' sector only.
  const options = await screen.dialog.options("massSterilizerId");
  expect(options.length).toBeGreaterThan(0);
  expect(options.join("|")).not.toContain("Theatre autoclave");
  // Nothing is required in a massive edit: blank fields keep each reading's value.
  await screen.dialog.field("bookNumber").fill("B-77");
  await screen.dialog.field("programNumber").fill("9");
  await snap(page, "chemical-sterilizer-massive-1280");
  // The success banner shows for 3 s: wait for it from the click on, not after the dialog has gone.
  const saved = expect(screen.banner("success")).toContainText(/2 (readings saved|lecturas guardadas)/, { timeout: 20_000 });
  await screen.dialog.save.click();
  await screen.dialog.expectClosed();
  await saved;
  expect(edits).toHaveLength(1);
  expect(Object.keys(edits[0]!.input).sort()).toEqual(["bookNumber", "programNumber"]);
  await expect(screen.massEdit).toBeDisabled();
  for (const row of rows) {
    const saved = await findProvisional(KIND, token, row.id);
    expect(saved).toMatchObject({ bookNumber: "B-77", programNumber: "9", cycle: row.cycle, loteProduct: row.loteProduct });
  }
});

test("a company administrator cannot change the machine in a massive edit", async ({ page }) => {
  const rows = await take(() => true, 2);
  const screen = await open(page, DEMO.adminA!.email);
  await screen.select(...rows.map((r) => r.readNumber));
  await screen.massEdit.click();
  await expect(screen.dialog.root).toBeVisible();
  await expect(screen.dialog.field("massSterilizerId")).toBeDisabled();
  await expect(screen.formField("massSterilizerId").locator("[data-locked]")).toHaveAttribute("title", /cannot be modified|no se puede modificar/);
  await page.keyboard.press("Escape");
  await screen.dialog.expectClosed();
});

test("to historical: a complete reading moves after the confirmation; an incomplete one is refused with the server's message", async ({ page }) => {
  const [ready] = await take(() => true, 1, { moves: true });
  const [incomplete] = await take((row) => row.id !== ready!.id);
  await complete(KIND, token, ready!.id);
  await complete(KIND, token, incomplete!.id, { visualResult: null });
  const screen = await open(page);

  await screen.table.action(screen.row(incomplete!.readNumber), "toHistorical").click();
  const confirm = page.getByRole("dialog").filter({ has: page.getByTestId("to-historical-dialog") });
  await expect(confirm).toBeVisible();
  await confirm.getByTestId("dialog-confirm").click();
  const refused = page.getByRole("dialog").filter({ has: page.getByTestId("to-historical-error") });
  await expect(refused).toContainText(/RequiredFieldError: reading \d+ needs .*visualResult/);
  await expectAccessible(page);
  await snap(page, "chemical-sterilizer-historical-refused-1280");
  await page.getByTestId("error-dialog-close").click();
  await expect(screen.row(incomplete!.readNumber)).toBeVisible();

  await screen.table.action(screen.row(ready!.readNumber), "toHistorical").click();
  await expect(confirm).toContainText(String(ready!.readNumber));
  // The success banner shows for 3 s: wait for it from the click on, not after the dialog has gone.
  const moved = expect(screen.banner("success")).toContainText(new RegExp(`(Reading|Lectura) ${ready!.readNumber} (moved to the historical record|pasada al histórico)`), { timeout: 20_000 });
  await confirm.getByTestId("dialog-confirm").click();
  await expect(confirm).toHaveCount(0);
  await moved;
  await expect(screen.row(ready!.readNumber)).toHaveCount(0);
  expect(await findProvisional(KIND, token, ready!.id)).toBeUndefined();
});

test("massive to historical moves every selected reading", async ({ page }) => {
  const rows = await take(() => true, 2, { moves: true });
  for (const row of rows) await complete(KIND, token, row.id);
  const screen = await open(page);
  await screen.select(...rows.map((r) => r.readNumber));
  await expect(screen.massHistorical).toBeEnabled();
  await screen.massHistorical.click();
  const confirm = page.getByRole("dialog").filter({ has: page.getByTestId("to-historical-dialog") });
  for (const row of rows) await expect(confirm).toContainText(`#${row.readNumber}`);
  // The success banner shows for 3 s: wait for it from the click on, not after the dialog has gone.
  const moved = expect(screen.banner("success")).toContainText(/2 (readings moved to the historical record|lecturas pasadas al histórico)/, { timeout: 20_000 });
  await confirm.getByTestId("dialog-confirm").click();
  await expect(confirm).toHaveCount(0);
  await moved;
  for (const row of rows) await expect(screen.row(row.readNumber)).toHaveCount(0);
  await expect(screen.massHistorical).toBeDisabled();
  const left = (await provisional(KIND, token)).map((r) => r.id);
  for (const row of rows) expect(left).not.toContain(row.id);
  // The server agrees: they are historical now (the reading's own detail still answers).
  const detail = await rest("GET", `/api/ReadingCHESterilizer/getDetail?Id=${rows[0]!.id}`, undefined, token);
  expect(detail.json?.state).toBe("HISTORICAL");
});

test("changes made elsewhere reach the open screen without a reload (readingChanged)", async ({ page }) => {
  const [reading] = await take(() => true, 1, { moves: true });
  await complete(KIND, token, reading!.id, { visualResult: null });
  const screen = await open(page);
  const row = screen.row(reading!.readNumber);
  await expect(row.locator('[data-column="visualResult"]')).toHaveText("—");
  const before = await screen.root.getByTestId("last-update").innerText();
  await page.waitForTimeout(1100); // the header shows seconds
  // Another user completes the reading, then moves it to historical.
  await complete(KIND, token, reading!.id, { visualResult: 2 });
  await expect(row.locator('[data-column="visualResult"]')).toHaveText(/Fail|Fallido/, { timeout: 5000 });
  await expect(screen.root.getByTestId("last-update")).not.toHaveText(before);
  const moved = await rest("POST", "/api/ReadingCHESterilizer/toHistorical", { id: reading!.id }, token);
  expect(moved.status).toBe(200);
  await expect(row).toHaveCount(0, { timeout: 5000 });
});
