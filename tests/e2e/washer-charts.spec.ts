// Washer control charts (/AppHTM01-01, screen 840; docs/charts.md). On the seeded history
// (server/seed/demo-washer-charts.ts) Hospital A's "Washer 2" drifts in its last two days:
// its individual chart is out of control, the last reading is beyond 3 sigma and over the
// action level. Other specs may add readings to the washers meanwhile, so the checks look for
// the drift's flags and the server's own answers rather than counts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { HistoricalPage } from "./pages/HistoricalPage";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";


async function open(page: Page) {
  await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
  await page.goto("/AppHTM01-01");
  await expect(page.getByTestId("screen-washercharts")).toBeVisible();
  // Drawn on arrival (the first washer).
  await expect(page.getByTestId("chart-summary")).toBeVisible();
}

async function draw(page: Page, opts: { washer?: string; grouping?: string; model?: string }) {
  if (opts.washer) await page.getByTestId("washer-select").selectOption({ label: opts.washer });
  if (opts.grouping) await page.getByTestId("grouping").fill(opts.grouping);
  if (opts.model) await page.getByTestId("model-select").selectOption(opts.model);
  const answered = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("AppWasherChartsDrawQuery"));
  await page.getByTestId("draw").click();
  await answered;
  await expect(page.getByTestId("draw")).toBeEnabled();
}

/** Clicks a chart element (a point's diamond or circle) through the chart's pointer overlay. */
async function clickAt(chart: Locator, target: Locator) {
  const overlay = chart.getByTestId("chart-overlay");
  const [o, b] = [(await overlay.boundingBox())!, (await target.boundingBox())!];
  await overlay.click({ position: { x: b.x - o.x + b.width / 2, y: b.y - o.y + b.height / 2 } });
}

test("Washer 2, individual chart: out of control, the drift flagged, ISO lines, over the action level; no WCAG violation", async ({ page }) => {
  await open(page);
  await draw(page, { washer: "Washer 2", grouping: "1", model: "0" });
  const chart = page.getByTestId("washer-chart");
  await expect(page.getByTestId("status-out-of-control")).toBeVisible();
  await expect(page.getByTestId("status-over-action")).toBeVisible();
  expect(await chart.getByTestId("chart-flag").count()).toBeGreaterThanOrEqual(2);
  // UCL, CL, LCL and the ISO alert and action levels.
  await expect(chart.getByTestId("chart-reference")).toHaveCount(5);
  await expect(chart.getByTestId("chart-reference").filter({ hasText: "6.4" })).toHaveCount(1);
  await expect(page.getByTestId("rules-fired")).toContainText("3 sigma");
  await expect(page.getByTestId("over-action-link").first()).toBeVisible();
  await expect(page.getByTestId("ignored-readings")).toBeVisible();
  await page.getByTestId("ignored-readings").locator("summary").click();
  await expect(page.getByTestId("ignored-readings").locator("li").first()).toBeVisible();

  // The tooltip of the last (flagged) point: its reading number, date, raw µg and ln.
  const flag = chart.getByTestId("chart-flag").last();
  const overlay = chart.getByTestId("chart-overlay");
  const [o, b] = [(await overlay.boundingBox())!, (await flag.boundingBox())!];
  await overlay.hover({ position: { x: b.x - o.x + b.width / 2, y: b.y - o.y + b.height / 2 } });
  const tip = chart.getByTestId("chart-tooltip");
  await expect(tip).toContainText("µg");
  await expect(tip).toContainText("ln:");
  await expect(tip).toContainText("3 sigma");
  await snap(page, "washer-charts-individual", { fullPage: true });

  await expectAccessible(page);

  // Table view: the same points, with links to the readings.
  await chart.getByRole("button", { name: "Tabla" }).click();
  await expect(chart.getByTestId("chart-table").locator("tbody tr").first()).toBeVisible();
  await expectAccessible(page, "[data-testid=washer-chart]");
});

test("every model draws; changing the grouping switches the model to an allowed one", async ({ page }) => {
  await open(page);
  await draw(page, { washer: "Washer 1", grouping: "1", model: "1" });
  const chart = page.getByTestId("washer-chart");
  await expect(chart.getByTestId("chart-reference")).toHaveCount(3);
  expect(await chart.locator("svg[data-chart] circle, svg[data-chart] [data-testid=chart-flag]").count()).toBeGreaterThan(20);
  await snap(page, "washer-charts-moving-range");

  // Grouping 4: only models 2 and 3 are offered, and model 2 is chosen.
  await page.getByTestId("grouping").fill("4");
  await expect(page.getByTestId("model-select")).toHaveValue("2");
  await expect(page.getByTestId("model-select").locator("option")).toHaveCount(2);
  await draw(page, {});
  await expect(chart.getByTestId("chart-reference")).toHaveCount(3);
  await expect(chart).toContainText("Washer 1");
  await snap(page, "washer-charts-xbar");
  await draw(page, { model: "3" });
  await expect(chart.getByTestId("chart-reference")).toHaveCount(3);
  await snap(page, "washer-charts-range");

  // Back to grouping 1: model 0 again.
  await page.getByTestId("grouping").fill("1");
  await expect(page.getByTestId("model-select")).toHaveValue("0");

  // A subgroup's point lists its readings with links.
  await draw(page, { washer: "Washer 2", grouping: "3", model: "2" });
  await clickAt(chart, chart.locator("svg[data-chart] circle, svg[data-chart] [data-testid=chart-flag]").first());
  await expect(page.getByTestId("selected-point").locator("a")).toHaveCount(3);
});

test("clicking the flagged drift point opens its reading in the historical browser", async ({ page }) => {
  await open(page);
  await draw(page, { washer: "Washer 2", grouping: "1", model: "0" });
  const chart = page.getByTestId("washer-chart");
  const flag = chart.getByTestId("chart-flag").last();
  await clickAt(chart, flag);
  await expect(page).toHaveURL(/\/AppHistorical\?option=ReadingPRO&readNumber=\d+$/);
  const readNumber = Number(new URL(page.url()).searchParams.get("readNumber"));
  const historical = new HistoricalPage(page);
  await historical.waitLoaded();
  expect(await historical.readNumbers()).toEqual([readNumber]);
  await snap(page, "washer-charts-reading");

  // Back: the same chart (the choices are in the address).
  await page.goBack();
  await expect(page.getByTestId("washer-select").locator("option:checked")).toHaveText("Washer 2");
  await expect(page.getByTestId("status-out-of-control")).toBeVisible();
  // The over-action list links to a reading too.
  const link = page.getByTestId("over-action-link").last();
  const number = Number((await link.textContent())!.replace(/\D+/g, ""));
  await link.click();
  await new HistoricalPage(page).waitLoaded();
  expect(await new HistoricalPage(page).readNumbers()).toEqual([number]);
});

test("server refusals show in a danger alert", async ({ page }) => {
  await open(page);
  await page.getByTestId("date-from").fill("2026-12-31");
  await page.getByTestId("date-to").fill("2026-01-01");
  await page.getByTestId("draw").click();
  await expect(page.getByTestId("alert-critical")).toContainText("La fecha desde debe ser igual o anterior a la fecha hasta.");
});
