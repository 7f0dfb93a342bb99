// Positive controls and lot search (docs/incidents.md "Positive controls and lots"), as Hospital
// A's administrator, with readings of a lot of its own made through the test hook
// (server/testing/readings.ts): a processed BI's detail says no control of its lot ran that day,
// then — once a control of the lot read positive — that the control passed, with its number; a
// lot whose control read negative shows the lot's results of the day as not valid, and the
// control's own detail says it is a control. /AppLots finds every reading of the lot (BI and
// protein), says when no reading used a lot, and refuses a blank search under the field. The
// demo administrator reads Spanish: the checks read data attributes and numbers.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { globalId, provisionalReading, ReadingScreen } from "./pages/ReadingPages";
import { RecordTablePage } from "./pages/RecordTablePage";
import { expectAccessible } from "./support/axe";
import { uniqueSuffix } from "./support/api";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

type Made = { id: number; readNumber: number };

/** A screen's first draw may wait on a busy machine (other runs share its two cores). */
const FIRST_DRAW = { timeout: 30_000 };

/** A processed BI of the lot (condition SCIB 1), negative, started an hour ago. */
const processed = (lot: string): Promise<Made> => provisionalReading("BI", { lot, conditionSCIB: 1, result: 1, minutesAgo: 60 });
/** A positive control of the lot (condition SCIB 2) started the same day: result 2 is the positive it must read. */
const control = (lot: string, result: number): Promise<Made> => provisionalReading("BI", { lot, conditionSCIB: 2, result, minutesAgo: 50 });

/** Opens a reading's detail on /appbifinished; answers the dialog. */
async function openDetail(page: Page, reading: Made) {
  const screen = new ReadingScreen(page, "biProvisional");
  await page.goto("/appbifinished");
  await expect(screen.root).toBeVisible(FIRST_DRAW);
  await screen.table.search.fill(String(reading.readNumber));
  const row = screen.row("BI", reading.id);
  await expect(row).toBeVisible(FIRST_DRAW);
  await screen.action(row, "detail").click();
  const detail = page.getByTestId("detail-dialog");
  await expect(detail).toBeVisible(FIRST_DRAW);
  await expect(detail).toContainText(String(reading.readNumber));
  return detail;
}

test("a processed BI's positive control: missing, then passed; failed; a control is a control", async ({ page }) => {
  test.setTimeout(240_000);
  const lot = `PC${uniqueSuffix()}`.toUpperCase();
  const bi = await processed(lot);
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);

  // No control of the lot yet.
  let detail = await openDetail(page, bi);
  const status = detail.getByTestId("positive-control");
  await expect(status).toHaveAttribute("data-status", "MISSING", FIRST_DRAW);
  await expectAccessible(page);
  await snap(page, "bi-detail-control-missing");
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);

  // A control of the lot reads positive: the BI's negative is valid, and the detail names the control.
  const passed = await control(lot, 2);
  await page.reload();
  detail = await openDetail(page, bi);
  await expect(detail.getByTestId("positive-control")).toHaveAttribute("data-status", "PASSED", FIRST_DRAW);
  await expect(detail.getByTestId("positive-control")).toContainText(String(passed.readNumber));
  await expectAccessible(page);
  await snap(page, "bi-detail-control-passed");
  await page.keyboard.press("Escape");

  // The control's own detail: it is a control, nothing is asked about it.
  detail = await openDetail(page, passed);
  await expect(detail.getByTestId("positive-control")).toHaveAttribute("data-status", "NOT_APPLICABLE");
  await page.keyboard.press("Escape");

  // Another lot whose control read negative: that day's results of the lot are not valid.
  const badLot = `PF${uniqueSuffix()}`.toUpperCase();
  const badBI = await processed(badLot);
  const failed = await control(badLot, 1);
  detail = await openDetail(page, badBI);
  await expect(detail.getByTestId("positive-control")).toHaveAttribute("data-status", "FAILED", FIRST_DRAW);
  await expect(detail.getByTestId("positive-control")).toContainText(String(failed.readNumber));
  await expectAccessible(page);
  await snap(page, "bi-detail-control-failed");
});

test("the lot search finds every reading of a lot, says when none used it, and needs a lot", async ({ page }) => {
  test.setTimeout(180_000);
  const lot = `LS${uniqueSuffix()}`.toUpperCase();
  const bi = await processed(lot);
  const ctl = await control(lot, 2);
  const pro = await provisionalReading("PRO", { lot });
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);

  // From the menu's address; nothing is searched yet.
  await page.goto("/AppLots");
  const screen = page.getByTestId("screen-applots");
  await expect(screen.getByRole("heading", { level: 1 })).toBeVisible(FIRST_DRAW);
  await expect(screen.getByTestId("lots-start")).toBeVisible();

  // The lot typed in small letters, sent with Enter: the three readings, newest first.
  const input = screen.getByTestId("lot-input");
  await input.fill(lot.toLowerCase());
  await input.press("Enter");
  await expect(page).toHaveURL(/\/AppLots\?lot=/);
  const table = new RecordTablePage(page, "lots");
  await expect(table.rows).toHaveCount(3, FIRST_DRAW);
  await expect(screen.getByTestId("lots-count")).toHaveAttribute("data-count", "3");
  for (const [kind, made] of [["BI", bi], ["BI", ctl], ["PRO", pro]] as const) {
    const row = table.root.locator(`[data-testid="table-row"][data-row-id="${globalId(kind, made.id)}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(String(made.readNumber));
  }
  await expectAccessible(page);
  await snap(page, "lots-results", { fullPage: true });

  // A lot no reading used.
  const unknown = `NONE${uniqueSuffix()}`.toUpperCase();
  await input.fill(unknown);
  await screen.getByTestId("lot-submit").click();
  const empty = screen.getByTestId("lots-empty");
  await expect(empty).toBeVisible(FIRST_DRAW);
  await expect(empty).toContainText(unknown);
  await expectAccessible(page);
  await snap(page, "lots-empty");

  // A blank search is refused under the field; nothing is asked.
  await input.fill("   ");
  await screen.getByTestId("lot-submit").click();
  await expect(screen.getByText(/This field is required|Este campo es obligatorio/)).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`lot=${unknown}`));
  await expectAccessible(page);
  await snap(page, "lots-required");

  // Back returns to the previous search.
  await page.goBack();
  await expect(table.rows).toHaveCount(3, FIRST_DRAW);
  await expect(input).toHaveValue(lot.toLowerCase());
});
