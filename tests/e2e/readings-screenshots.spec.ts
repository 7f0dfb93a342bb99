// Pictures of the biological and protein reading screens and their dialogs at 1280 px and
// 800 px, for people to look at: tests/.artifacts/screenshots/readings-*.png.
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { DemoAgent, provisionalReading, ReadingForm, ReadingScreen, type ReadingScreenName } from "./pages/ReadingPages";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

const WIDTHS = [1280, 800] as const;
const SCREENS: ReadingScreenName[] = ["biLive", "biProvisional", "proLive", "proProvisional", "association"];

// One test per width: each is a long walk through five screens and their dialogs.
for (const width of WIDTHS) {
  test(`reading screens and dialogs at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    const agent = new DemoAgent();
    await agent.start("BI", 8 * 60_000).catch(() => undefined);
    await agent.start("PRO", 3 * 60_000).catch(() => undefined);
    const bi = await provisionalReading("BI");
    const pro = await provisionalReading("PRO", { quantitativeResult: 21 });
    await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);

    await page.setViewportSize({ width, height: 800 });
    for (const name of SCREENS) {
      const screen = new ReadingScreen(page, name);
      await screen.goto();
      // Live lists may be empty for a moment (the simulator of another test gives results).
      await expect(screen.table.rows.first().or(screen.table.empty)).toBeVisible();
      await snap(page, `readings-${name}-${width}`);
    }

    // BI provisional: detail, edit (condition 1: Process group), massive edit, to historical.
    const biScreen = new ReadingScreen(page, "biProvisional");
    await biScreen.goto();
    const biRow = await biScreen.findRow("BI", bi.id, bi.readNumber);
    await biScreen.action(biRow, "detail").click();
    await expect(page.getByTestId("detail-dialog")).toBeVisible();
    await snap(page, `readings-biProvisional-detail-${width}`);
    await page.keyboard.press("Escape");
    await biScreen.action(biRow, "edit").click();
    const form = new ReadingForm(page);
    await form.field("conditionSCIB").selectOption("1");
    await form.confirm.click();
    await snap(page, `readings-biProvisional-edit-required-${width}`);
    await form.splitMenu.click();
    await snap(page, `readings-biProvisional-split-save-${width}`);
    await page.keyboard.press("Escape");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^(Cancel|Cancelar)$/ })
      .click();
    await expect(form.root).toHaveCount(0);
    await biScreen.select(biRow);
    await biScreen.massEdit.click();
    await form.field("conditionSCIB").selectOption("1");
    await snap(page, `readings-biProvisional-massive-${width}`);
    await page.keyboard.press("Escape");
    await biScreen.massToHistorical.click();
    await snap(page, `readings-biProvisional-to-historical-${width}`);
    await page.keyboard.press("Escape");

    // PRO provisional: measure association modal with a measure chosen.
    const proScreen = new ReadingScreen(page, "proProvisional");
    await proScreen.goto();
    const proRow = await proScreen.findRow("PRO", pro.id, pro.readNumber);
    await proScreen.action(proRow, "associateMeasure").click();
    const association = page.getByTestId("measure-association");
    await association.getByTestId("table-row").first().getByRole("checkbox").check();
    await page.waitForTimeout(500);
    await snap(page, `readings-proProvisional-association-${width}`);
    await page.keyboard.press("Escape");
  });
}
