// Biological indicator screens (screen 400): /appbifinished and /appbilive. Each test makes
// its own provisional readings through the test hook (TEST_HOOKS=1) in Hospital A.
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { provisionalReading, ReadingForm, ReadingScreen, watchMutations } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { pageRequestsReported } from "./support/network";

const REQUIRED = /This field is required|Este campo es obligatorio/;

test.describe("BI provisional readings (/appbifinished)", () => {
  test("detail marks the row viewed; required fields are completed; the reading moves to historical", async ({ page }) => {
    const reading = await provisionalReading("BI");
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "biProvisional");
    await screen.goto();
    const row = await screen.findRow("BI", reading.id, reading.readNumber);
    await expectAccessible(page);

    // Unviewed until its detail opens (500 ms after the click).
    await expect(row).toHaveAttribute("data-unviewed", "true");
    await expect(row.getByTestId("unviewed-mark")).toBeVisible();
    const clicked = Date.now();
    await screen.action(row, "detail").click();
    const detail = page.getByTestId("detail-dialog");
    await expect(detail).toBeVisible();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
    await expect(page.getByRole("dialog")).toContainText(String(reading.readNumber));
    for (const group of ["product", "process", "other", "incubation"]) {
      if (group === "process") continue; // hidden until condition SCIB 1
      await expect(detail.locator(`[data-group="${group}"]`)).toBeVisible();
    }
    await expect(row).not.toHaveAttribute("data-unviewed", "true");
    await page.keyboard.press("Escape");
    await expect(detail).toHaveCount(0);

    // To historical is refused while required fields are missing: the error dialog lists them.
    await screen.action(row, "toHistorical").click();
    await screen.confirmToHistorical();
    const refusal = page.getByTestId("to-historical-error");
    await expect(refusal).toContainText(/RequiredFieldError/);
    await expect(refusal).toContainText(String(reading.readNumber));
    await expectAccessible(page);
    await page.getByTestId("error-dialog-close").click();

    // Complete them: product, lot (upper-cased), condition 2 (no Process group).
    await screen.action(row, "edit").click();
    const form = new ReadingForm(page);
    await expect(form.root).toBeVisible();
    await form.chooseFirst("productId");
    await form.field("lot").fill("e2e-lot-1");
    await expect(form.field("lot")).toHaveValue("E2E-LOT-1");
    await form.field("conditionSCIB").selectOption("2");
    await expect(form.group("process")).toHaveCount(0);
    await form.confirm.click();
    await expect(form.root).toHaveCount(0);
    await expect(screen.banner("success")).toBeVisible();

    await screen.action(row, "toHistorical").click();
    await screen.confirmToHistorical();
    await expect(screen.row("BI", reading.id)).toHaveCount(0);
    await expect(screen.banner("success")).toBeVisible();
  });

  test("required-field messages show under the fields and no request is sent", async ({ page }) => {
    const reading = await provisionalReading("BI");
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "biProvisional");
    await screen.goto();
    const row = await screen.findRow("BI", reading.id, reading.readNumber);
    const edits = watchMutations(page, /editBIReadings/);

    await screen.action(row, "edit").click();
    const form = new ReadingForm(page);
    // Condition 1 shows the Process group and makes cycle, program number and the sterilizer required.
    await form.field("conditionSCIB").selectOption("1");
    await expect(form.group("process")).toBeVisible();
    await form.confirm.click();
    for (const name of ["productId", "lot", "cycle", "programNumber", "sterilizerId"]) await expect(form.field(name)).toHaveAccessibleDescription(REQUIRED);
    await expect(form.root).toBeVisible();
    await pageRequestsReported(page);
    expect(edits.count()).toBe(0);
    await expectAccessible(page);

    // Condition 2 hides the group: its fields are no longer asked for.
    await form.field("conditionSCIB").selectOption("2");
    await expect(form.group("process")).toHaveCount(0);
    await form.confirm.click();
    await expect(form.field("productId")).toHaveAccessibleDescription(REQUIRED);
    expect(edits.count()).toBe(0);
  });

  test("the form follows the product type: sterilizer for type 0, disinfector for type 4; quick-create a sterilizer", async ({ page }) => {
    const reading = await provisionalReading("BI");
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "biProvisional");
    await screen.goto();
    const row = await screen.findRow("BI", reading.id, reading.readNumber);
    await screen.action(row, "edit").click();
    const form = new ReadingForm(page);
    await form.field("conditionSCIB").selectOption("1");

    // The products are named by model; BT220 is a sterilisation BI (type 0), HPD a disinfection one (type 4).
    const products = await form.options("productId");
    const disinfection = products.find((p) => /disinfect|desinfec|HPD|peroxide room/i.test(p));
    const sterilisation = products.find((p) => /BT220/.test(p))!;
    await form.field("productId").selectOption({ label: sterilisation });
    await expect(form.field("sterilizerId")).toBeVisible();
    await expect(form.field("disinfectorId")).toHaveCount(0);
    if (disinfection) {
      await form.field("productId").selectOption({ label: disinfection });
      await expect(form.field("disinfectorId")).toBeVisible();
      await expect(form.field("sterilizerId")).toHaveCount(0);
      await expect(form.field("roomId")).toBeVisible();
      await form.field("productId").selectOption({ label: sterilisation });
    }

    // Quick create: Name, Brand and Serial are required; the new sterilizer is chosen.
    await page.getByTestId("quick-create-sterilizer").click();
    const quick = page.getByTestId("quick-create-machine");
    await expect(quick).toBeVisible();
    const serial = `E2E-${Date.now().toString(36)}`;
    await page.getByRole("dialog").last().getByTestId("dialog-save").click();
    await expect(quick.locator('[name="name"]')).toHaveAccessibleDescription(REQUIRED);
    await quick.locator('[name="name"]').fill("E2E autoclave");
    await quick.locator('[name="brand"]').fill("Matachana");
    await quick.locator('[name="serial"]').fill(serial);
    await page.getByRole("dialog").last().getByTestId("dialog-save").click();
    await expect(quick).toHaveCount(0);
    await expect(form.field("sterilizerId").locator("option:checked")).toHaveText(new RegExp(serial));
  });

  test("massive edit and massive to-historical of the selected readings", async ({ page }) => {
    const first = await provisionalReading("BI");
    const second = await provisionalReading("BI");
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "biProvisional");
    await screen.goto();
    await expect(screen.row("BI", second.id)).toBeVisible();
    await screen.select(screen.row("BI", first.id));
    await screen.select(screen.row("BI", second.id));

    await screen.massEdit.click();
    const form = new ReadingForm(page);
    await expect(form.root).toHaveAttribute("data-testid", "reading-form");
    await form.chooseFirst("productId");
    await form.field("lot").fill("mass-lot");
    await form.field("conditionSCIB").selectOption("1");
    // A company administrator cannot change machines in a massive edit.
    await expect(form.field("sterilizerId")).toBeDisabled();
    await expect(form.root.locator('[data-locked="true"]').first()).toHaveAttribute("title", /cannot be modified|no se puede modificar/);
    await form.field("conditionSCIB").selectOption("2");
    await form.field("bookNumber").fill("7");
    await form.confirm.click();
    await expect(form.root).toHaveCount(0);
    await expect(screen.banner("success")).toContainText(/2/);
    // The selection is cleared after a massive save.
    await expect(screen.massEdit).toBeDisabled();

    await screen.select(screen.row("BI", first.id));
    await screen.select(screen.row("BI", second.id));
    await screen.massToHistorical.click();
    const confirm = page.getByTestId("to-historical-dialog");
    await expect(confirm).toContainText(`#${first.readNumber}`);
    await screen.confirmToHistorical();
    await expect(screen.row("BI", first.id)).toHaveCount(0);
    await expect(screen.row("BI", second.id)).toHaveCount(0);
  });

  test("a supervisor's massive edit offers only the machines of the readings' sector", async ({ page }) => {
    const first = await provisionalReading("BI");
    await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "biProvisional");
    await screen.goto();
    const row = await screen.findRow("BI", first.id, first.readNumber);
    await screen.select(row);
    await screen.massEdit.click();
    const form = new ReadingForm(page);
    await form.field("conditionSCIB").selectOption("1");
    await expect(form.field("sterilizerId")).toBeEnabled();
    const offered = await form.options("sterilizerId");
    expect(offered.length).toBeGreaterThan(0);
    // The same list in a single edit holds every sterilizer of the company.
    await page.keyboard.press("Escape");
    await screen.action(row, "edit").click();
    await form.field("conditionSCIB").selectOption("1");
    const all = await form.options("sterilizerId");
    expect(all.length).toBeGreaterThanOrEqual(offered.length);
    for (const name of offered) expect(all).toContain(name);
  });
});

test.describe("BI live readings (/appbilive)", () => {
  test("live list with last update time, refresh, elapsed time and edit", async ({ page }) => {
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "biLive");
    await screen.goto();
    await expect(screen.lastUpdate).toContainText(/\d{2}:\d{2}:\d{2}/);
    const before = await screen.lastUpdate.innerText();
    await page.waitForTimeout(1100);
    await screen.refresh.click();
    await expect(screen.lastUpdate).not.toHaveText(before);
    // No delete, no new: only edit, detail and the massive edit.
    await expect(screen.table.root.locator('[data-action="delete"]')).toHaveCount(0);
    await expect(screen.root.getByTestId("table-new")).toHaveCount(0);
    await expect(screen.massEdit).toBeVisible();
    await expectAccessible(page);
  });
});
