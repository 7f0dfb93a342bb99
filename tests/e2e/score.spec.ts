// /AppRPE (screen 830): the sterilisation score of a demo sterilizer — required fields, the
// chart with its reference lines, a tooltip, a click on a cycle that lists its readings and
// links to one in the historical browser, calculate mode on that cycle; axe clean. The
// supervisor of Hospital A reads Spanish: texts and the server's messages are checked in it.
import { expect, test, type Locator } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { url } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const TABLE = "Tabla";
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** Moves the pointer over the chart at the centre of a marker (the overlay takes the events). */
async function pointAt(chart: Locator, marker: Locator): Promise<{ x: number; y: number }> {
  const box = (await marker.boundingBox())!;
  const overlay = (await chart.getByTestId("chart-overlay").boundingBox())!;
  return { x: box.x - overlay.x + box.width / 2, y: box.y - overlay.y + box.height / 2 };
}

test("score of a demo sterilizer: required fields, chart, tooltip, cycle readings and link, calculate mode", async ({ page }) => {
  await signIn(page, "supervisor@hospital-a.test", "Demo-2026");
  await page.goto(url("first", "/AppRPE"));
  const screen = page.getByTestId("screen-apprpe");
  await expect(screen).toBeVisible();
  // The default period is the current month.
  await expect(screen.locator("input[name=dateFrom]")).toHaveValue(/^\d{4}-\d{2}-01$/);

  // Required fields: the spec's 'required field', nothing asked of the server.
  await screen.locator("input[name=dateFrom]").fill("");
  await page.getByTestId("score-submit").click();
  await expect(screen.getByText("campo obligatorio")).toHaveCount(2);
  await expectAccessible(page);

  // Graphic mode over the last 60 days.
  await screen.locator("select[name=sterilizer]").selectOption({ label: "Autoclave 1 (S1000-22314)" });
  await screen.locator("input[name=dateFrom]").fill(day(-60));
  await screen.locator("input[name=dateTo]").fill(day(0));
  await page.getByTestId("score-submit").click();
  const chart = page.getByTestId("score-chart");
  await expect(chart.getByTestId("chart-reference")).toHaveCount(3);
  await expect(chart).toContainText("Riesgo alto");
  await expect(chart).toContainText("Riesgo medio");
  await expect(chart).toContainText("Riesgo bajo");
  const markers = chart.locator("svg[data-chart] circle");
  expect(await markers.count()).toBeGreaterThan(3);

  // Tooltip of a point: cycle, date, score with its type, readings analysed.
  const marker = markers.first();
  await chart.getByTestId("chart-overlay").hover({ position: await pointAt(chart, marker) });
  const tooltip = chart.getByTestId("chart-tooltip");
  await expect(tooltip).toContainText("Ciclo ");
  await expect(tooltip).toContainText(/Puntuación \d+ \((Alto|Medio|Bajo)\)/);
  await expect(tooltip).toContainText(/lectura\(s\) analizada\(s\)/);

  // Click: the cycle's readings, scored or left out, each linked.
  await chart.getByTestId("chart-overlay").click({ position: await pointAt(chart, marker) });
  const panel = page.getByTestId("score-panel");
  await expect(panel).toBeVisible();
  const caption = (await panel.locator("caption").textContent())!;
  const cycle = caption.replace("Lecturas del ciclo ", "").trim();
  expect(cycle).toMatch(/^\d+$/);
  const link = panel.getByRole("link").first();
  await expect(link).toHaveAttribute("href", /\/AppHistorical\?option=ReadingBI&readNumber=\d+$/);
  const readNumber = (await link.textContent())!.trim();
  await snap(page, "score-graphic", { fullPage: true });
  await expectAccessible(page);

  // Table view of the same cycles.
  await chart.getByRole("button", { name: TABLE }).click();
  await expect(chart.getByTestId("chart-table")).toContainText(cycle);

  // Calculate mode on that cycle.
  await page.getByTestId("score-mode-calculate").click();
  await page.getByTestId("score-submit").click();
  await expect(screen.getByText("campo obligatorio")).toHaveCount(1);
  await screen.locator("input[name=cycle]").fill(cycle);
  await page.getByTestId("score-submit").click();
  const result = page.getByTestId("score-calculated");
  await expect(result.getByTestId("score-cycle")).toHaveText(cycle);
  await expect(result.getByTestId("score-value")).toHaveText(/^\d+$/);
  await expect(result.getByTestId("score-type")).toHaveText(/Alto|Medio|Bajo/);
  await expect(result.getByTestId("score-analysed")).toHaveText(/^[1-9]\d*$/);
  await expect(result.getByTestId("score-cycle-readings")).toBeVisible();
  await snap(page, "score-calculate", { fullPage: true });
  await expectAccessible(page);

  // A cycle with no readings: the server's message, no crash.
  await screen.locator("input[name=cycle]").fill("NO-SUCH-CYCLE");
  await page.getByTestId("score-submit").click();
  await expect(result.getByTestId("score-message")).toContainText("El ciclo NO-SUCH-CYCLE no tiene lecturas BI revisadas de este esterilizador.");

  // The reading link opens the historical browser on that reading.
  await page.goto(url("first", `/AppHistorical?option=ReadingBI&readNumber=${readNumber}`));
  await expect(page.getByTestId("screen-apphistorical")).toBeVisible();
  await expect(page.locator("table tbody tr, [role=row]").filter({ hasText: readNumber }).first()).toBeVisible();
});

test("an empty period explains itself", async ({ page }) => {
  await signIn(page, "supervisor@hospital-a.test", "Demo-2026");
  await page.goto(url("first", "/AppRPE"));
  const screen = page.getByTestId("screen-apprpe");
  await screen.locator("select[name=sterilizer]").selectOption({ label: "Autoclave 2 (GSS67H-1187)" });
  await screen.locator("input[name=dateFrom]").fill("2020-01-01");
  await screen.locator("input[name=dateTo]").fill("2020-01-31");
  await page.getByTestId("score-submit").click();
  await expect(page.getByTestId("score-chart").getByTestId("chart-empty")).toContainText("No hay lecturas BI revisadas de este esterilizador en el período.");
});
