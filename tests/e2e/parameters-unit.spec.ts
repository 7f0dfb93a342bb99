// /appparameters: the temperature unit is followed by another screen (the historical browser
// shows °F without a reload, then °C again). It needs readings with temperatures, so it changes
// Hospital A's unit, and every open Hospital A screen redraws (web/settings/companySettings.ts):
// it runs in the last invocation (playwright.config.ts, project "agent"), not beside the reading
// screens' specs, whose open dialogs and search boxes the redraw would clear.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { graphql, HistoricalPage } from "./pages/HistoricalPage";
import { apiLogin } from "./support/api";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

test.describe.configure({ timeout: 120_000 });

const field = (page: Page, name: string) => page.getByTestId(`parameter-${name}`);
const LIVE_MS = 3000;

async function openParameters(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.goto("/appparameters");
  await expect(field(page, "noticeDays")).toBeVisible({ timeout: 30_000 });
}

/** A temperature cell's text as a number ("60,1 °C" → 60.1). */
const temperatureOf = (text: string) => Number(text.replace(/[^\d,.-]/g, "").replace(",", "."));

test("the temperature unit is followed by another screen: the historical browser shows °F without a reload, then °C again", async ({ page, browser }) => {
  // Hospital A's seeded historical BI readings carry temperatures; two browsers of its administrator.
  const token = await apiLogin(DEMO.adminA!.email);
  const setUnit = (unit: 0 | 1) => graphql(token, `mutation { updateAppParameter(input: { type: 14, value: "${unit}" }) { types } }`);
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  const historical = new HistoricalPage(page);
  await historical.goto("ReadingBI");
  const cells = historical.table.rows.locator('[data-column="averageTemperature"]');
  const before = await cells.allInnerTexts();
  const index = before.findIndex((text) => text.includes("°C"));
  expect(index, `a temperature in °C among ${before.join(" | ")}`).toBeGreaterThanOrEqual(0);
  // The reading is held by its read number, not its place: other specs may add readings meanwhile (newest first).
  const readNumber = (await historical.table.rows.nth(index).locator('[data-column="readNumber"]').innerText()).trim();
  const row = historical.table.rows.filter({ has: page.locator('[data-column="readNumber"]').getByText(readNumber, { exact: true }) });
  const cell = row.locator('[data-column="averageTemperature"]');
  const celsius = temperatureOf(before[index]!);
  // The page's document stays the same one: a reload would lose this mark.
  await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await openParameters(other, DEMO.adminA!.email, DEMO_PASSWORD);
    const unit = field(other, "temperatureUnit");
    await unit.getByRole("combobox").selectOption("1");
    await unit.getByTestId("parameter-save").click();

    await expect(cell).toContainText("°F", { timeout: LIVE_MS });
    // The same reading in °F (the cell shows one decimal of the stored value).
    expect(Math.abs(temperatureOf(await cell.innerText()) - (celsius * 9) / 5 - 32)).toBeLessThanOrEqual(0.2);
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await snap(page, "parameters-live-fahrenheit-historical-1280");

    await unit.getByRole("combobox").selectOption("0");
    await unit.getByTestId("parameter-save").click();
    await expect(cell).toHaveText(before[index]!, { timeout: LIVE_MS });
  } finally {
    await context.close();
    // Whatever happened above, Hospital A reads °C again.
    await setUnit(0);
  }
});
