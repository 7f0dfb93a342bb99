// /test (the chart demo) and /resources: the shared chart kit drawn with sample data — bars,
// lines over time, reference lines, the NIST individuals chart, 2,000 points with flagged
// pattern points, the empty state; tooltip, table view and the three downloads.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { url } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";


test("/test draws every chart type; tooltip, table view and downloads work; no WCAG violation", async ({ page }) => {
  await page.goto(url("first", "/test"));
  await expect(page.getByTestId("chart-demo")).toBeVisible();
  // Bars: 3 machines x 3 results.
  await expect(page.getByTestId("demo-bars").getByTestId("chart-bar")).toHaveCount(9);
  // The score chart carries its three reference lines.
  await expect(page.getByTestId("demo-score").getByTestId("chart-reference")).toHaveCount(3);
  await expect(page.getByTestId("demo-score")).toContainText("Medium (49.5)");
  // The NIST check data: the individuals limits of DOMAIN.md (3/1.128).
  await expect(page.getByTestId("demo-nist")).toContainText("UCL 55.804");
  await expect(page.getByTestId("demo-nist")).toContainText("LCL 45.816");
  await expect(page.getByTestId("demo-nist").getByTestId("chart-flag")).toHaveCount(0);
  // 2,000 points drawn; the drift at the end completes pattern rules.
  const drift = page.getByTestId("demo-drift");
  await expect(drift.locator("circle, [data-testid=chart-flag]")).toHaveCount(2000);
  expect(await drift.getByTestId("chart-flag").count()).toBeGreaterThan(10);
  await expect(page.getByTestId("demo-empty").getByTestId("chart-empty")).toContainText("explains why");

  // Tooltip: hover a point of the NIST chart.
  const nist = page.getByTestId("demo-nist");
  const circle = nist.locator("svg[data-chart] circle").first();
  const box = (await circle.boundingBox())!;
  await nist.getByTestId("chart-overlay").hover({ position: { x: box.x - (await nist.getByTestId("chart-overlay").boundingBox())!.x + box.width / 2, y: box.y - (await nist.getByTestId("chart-overlay").boundingBox())!.y + box.height / 2 } });
  await expect(nist.getByTestId("chart-tooltip")).toContainText("49.6");
  await snap(page, "chart-demo", { fullPage: true });

  await expectAccessible(page);

  // Table view says the same as the chart.
  await nist.getByRole("button", { name: "Table" }).click();
  const table = nist.getByTestId("chart-table");
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await expect(table.locator("tbody tr").first()).toContainText("49.6");
  await expectAccessible(page, "[data-testid=demo-nist]");

  // Downloads: CSV of the table, SVG and PNG of the chart.
  const csv = await Promise.all([page.waitForEvent("download"), nist.getByRole("button", { name: "CSV" }).click()]).then(([d]) => d);
  expect(csv.suggestedFilename()).toBe("demo-nist-individuals.csv");
  const text = readFileSync((await csv.path())!, "utf8");
  expect(text.split("\r\n")[1]).toBe("1,49.6");
  const bars = page.getByTestId("demo-bars");
  const svg = await Promise.all([page.waitForEvent("download"), bars.getByRole("button", { name: "SVG" }).click()]).then(([d]) => d);
  expect(svg.suggestedFilename()).toBe("demo-results-per-sterilizer.svg");
  expect(readFileSync((await svg.path())!, "utf8")).toContain("<rect");
  const png = await Promise.all([page.waitForEvent("download"), bars.getByRole("button", { name: "PNG" }).click()]).then(([d]) => d);
  expect(png.suggestedFilename()).toBe("demo-results-per-sterilizer.png");
  expect(readFileSync((await png.path())!).subarray(1, 4).toString()).toBe("PNG");
});

test("/test stays readable at 960 px", async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 900 });
  await page.goto(url("first", "/test"));
  await expect(page.getByTestId("demo-score").locator("svg[data-chart]")).toBeVisible();
  const width = await page.getByTestId("demo-score").locator("svg[data-chart]").evaluate((s) => s.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(960);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(960);
  await snap(page, "chart-demo-960");
});

test("/resources shows its placeholder text", async ({ page }) => {
  await page.goto(url("first", "/resources"));
  await expect(page.getByTestId("resources")).toContainText("Resources");
});
