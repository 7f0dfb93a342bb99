// Protein indicator screens (screen 500): /AppPIProvisional and the measure association
// (modal and own screen), with provisional readings from the test hook (TEST_HOOKS=1).
// The live screen (/AppPILive) is tested in readings-live.spec.ts, in series with the
// simulator that would otherwise give its incubations their results mid-test.
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { provisionalReading, ReadingForm, ReadingScreen } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD } from "./support/env";

test.describe("protein provisional readings (/AppPIProvisional)", () => {
  test("measure association, then 'Confirm and save' (status 3)", async ({ page }) => {
    test.setTimeout(120_000); // the longest walk of the reading screens: 55 s seen on a busy 2-core machine, against the suite's 60 s
    const reading = await provisionalReading("PRO", { quantitativeResult: 30 });
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "proProvisional");
    await screen.goto();
    const row = await screen.findRow("PRO", reading.id, reading.readNumber);
    await expect(row).toHaveAttribute("data-unviewed", "true");
    await expectAccessible(page);

    // Without a measure the split button offers no 'Confirm and save'.
    await screen.action(row, "edit").click();
    const form = new ReadingForm(page);
    await expect(form.root).toBeVisible();
    await expect(form.splitMenu).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The association checks the reading's required fields first: nothing is sent.
    await screen.action(row, "associateMeasure").click();
    const association = page.getByTestId("measure-association");
    await expect(association).toBeVisible();
    const associate = page.getByRole("dialog").getByTestId("dialog-save");
    await expect(associate).toBeDisabled();
    await association.getByTestId("table-row").first().getByRole("checkbox").check();
    await expect(page.getByTestId("measure-picture")).toBeVisible();
    await expect(associate).toBeEnabled();
    await associate.click();
    await expect(page.getByRole("dialog").getByTestId("alert-critical")).toContainText(/RequiredFieldError|Complete/);
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // Complete the required fields (screen 500 of Hospital A).
    await screen.action(row, "edit").click();
    await form.chooseFirst("productId");
    await form.field("lot").fill("pro-lot");
    await form.chooseFirst("washerId");
    await form.field("cycle").fill("42");
    await form.field("visualResult").selectOption("1");
    await form.confirm.click();
    await expect(form.root).toHaveCount(0);

    // Associate: the result message, then the modal closes 1.5 s later.
    await screen.action(row, "associateMeasure").click();
    await association.getByTestId("table-row").first().getByRole("checkbox").check();
    // Measured in the page (a loaded machine delays what the test sees, not the page's clock):
    // from the message's appearance to the modal's removal.
    const shownFor = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          const observer = new MutationObserver(() => {
            if (!shownAt && document.querySelector('[role="dialog"] [data-testid="alert-success"]')) shownAt = performance.now();
            if (shownAt && !document.querySelector('[data-testid="measure-association"]')) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole("dialog").getByTestId("dialog-save").click();
    await expect(page.getByRole("dialog").getByTestId("alert-success")).toBeVisible();
    await expect(association).toHaveCount(0, { timeout: 5000 });
    expect(await shownFor).toBeGreaterThanOrEqual(1200);
    await expect(screen.banner("success")).toBeVisible();
    await expect(row.locator('[data-column="density"]')).toContainText(/µg\/cm²/);

    // Status 3: the split button offers 'Confirm and save', which moves the reading on.
    await screen.action(row, "edit").click();
    await form.splitMenu.click();
    await form.confirmAndSave.click();
    await expect(form.root).toHaveCount(0);
    await expect(screen.row("PRO", reading.id)).toHaveCount(0);
  });

  test("the measure association screen: pick a reading, then a measure", async ({ page }) => {
    const reading = await provisionalReading("PRO", { quantitativeResult: 18 });
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "proProvisional");
    await screen.goto();
    await screen.root.getByTestId("open-association-screen").click();
    const own = new ReadingScreen(page, "association");
    await expect(own.root).toBeVisible();
    const row = await own.findRow("PRO", reading.id, reading.readNumber);
    await row.getByRole("checkbox").check();
    const panel = page.getByTestId("measure-association");
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("dialog-save")).toBeDisabled();
    await panel.getByTestId("table-row").first().getByRole("checkbox").check();
    await expect(panel.getByTestId("dialog-save")).toBeEnabled();
    await expectAccessible(page);
    await own.root.getByTestId("association-back").click();
    await expect(screen.root).toBeVisible();
  });

  test("massive to historical with confirmation: refused while fields are missing, then moved", async ({ page }) => {
    const a = await provisionalReading("PRO");
    const b = await provisionalReading("PRO");
    await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "proProvisional");
    await screen.goto();
    await expect(screen.row("PRO", b.id)).toBeVisible();
    await screen.select(screen.row("PRO", a.id));
    await screen.select(screen.row("PRO", b.id));
    await screen.massToHistorical.click();
    await screen.confirmToHistorical();
    // Missing required fields: the error dialog lists the readings and nothing moves.
    await expect(page.getByTestId("to-historical-error")).toContainText(/RequiredFieldError/);
    await page.getByTestId("error-dialog-close").click();
    await expect(screen.row("PRO", a.id)).toBeVisible();

    // Complete both by a massive edit (a supervisor may choose a washer of their sector)...
    await screen.massEdit.click();
    const form = new ReadingForm(page);
    await form.chooseFirst("productId");
    await form.field("lot").fill("mass");
    await form.field("cycle").fill("9");
    await form.field("visualResult").selectOption("1");
    await expect(form.field("washerId")).toBeEnabled();
    await form.chooseFirst("washerId");
    await form.confirm.click();
    await expect(form.root).toHaveCount(0);
    await expect(screen.banner("success")).toBeVisible();

    // ...then move them: the selection was cleared by the save.
    await screen.select(screen.row("PRO", a.id));
    await screen.select(screen.row("PRO", b.id));
    await screen.massToHistorical.click();
    await screen.confirmToHistorical();
    await expect(screen.row("PRO", a.id)).toHaveCount(0);
    await expect(screen.row("PRO", b.id)).toHaveCount(0);
  });
});
