// /AppExporter (screen 820, spec 001 "Exporter", sections 5 and 7): the disabled rules, the
// reading type handed over in navigation state, and one real export of each file type with a
// subset of columns and a filter, each download opened and checked (xlsx with exceljs, csv with
// csv-parse, xml with fast-xml-parser) against the row count the server announces and the
// count of the historical API for the same filter. Each test signs in itself: no order.
import { expect, test, type Page, type Request } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readFile } from "node:fs/promises";
import { exporterTexts } from "../../server/seed/data/ui-texts-exporter";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { claimsOf, rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";
import { signIn } from "./pages/CompanyPages";
import { ExporterPage } from "./pages/ExporterPage";

/** The browser's zone for these tests: not UTC, so "start of the day" must really be local. */
const ZONE = "America/New_York";
// Tall enough for the whole screen in one viewport picture (a full-page picture would paint
// the fixed top bar over the middle of the page).
test.use({ timezoneId: ZONE, viewport: { width: 1280, height: 1100 } });

const columnsErrorText = new RegExp(`${exporterTexts.ColumnsErrorText!.en}|${exporterTexts.ColumnsErrorText!.es}`);
const fileNamePattern = (read: string, ext: string) => new RegExp(`^Exporter_${read}_\\d{4}-\\d{2}-\\d{2}\\.${ext}$`);

async function openExporter(page: Page, email = DEMO.adminA!.email): Promise<ExporterPage> {
  await signIn(page, email, DEMO_PASSWORD);
  const screen = new ExporterPage(page);
  await screen.openFromMenu();
  return screen;
}

/** yyyy-MM-dd of today + `days` on the calendar (the date inputs' value format). */
function day(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** The instant a wall-clock time of `zone` falls on (two passes settle DST edges). */
function zonedInstant(date: string, time: "start" | "end", zone = ZONE): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = time === "start" ? Date.UTC(y, m - 1, d, 0, 0, 0, 0) : Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    return asUtc - Math.floor(instant / 1000) * 1000;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** How many readings the historical API finds for the filter the browser sent. */
async function historicalCount(option: string, filter: unknown): Promise<number> {
  const token = await apiLogin(DEMO.adminA!.email);
  const answer = await rest("POST", `/api/historical/${option}`, { UserLogged: claimsOf(token).Id, Filter: filter, Pagination: { Page: 1, PageSize: 1 } }, token);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.totalRows;
}

/** A picture of the screen without the live notification toasts that may cover it. */
async function picture(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '[data-testid="notification-toasts"] { display: none !important; }' });
  await snap(page, name);
}

const sentBody = (request: Request) => request.postDataJSON() as { Read: string; Filter: Record<string, unknown>; CSVSeparator?: string; Cols: string[] };

test.describe("exporter form", () => {
  test("opens from the menu; export stays disabled without a type, a separator or a column", async ({ page }) => {
    const screen = await openExporter(page);
    // Nothing chosen yet: no columns to show, nothing to export.
    await expect(screen.read).toHaveValue("");
    await expect(screen.exportButton).toBeDisabled();
    await expect(screen.columns).toHaveCount(0);

    await screen.chooseRead("BI");
    const total = await screen.columns.count();
    expect(total).toBeGreaterThan(10);
    // A new type starts with every column ticked.
    for (const box of await screen.columns.all()) await expect(box).toBeChecked();
    await expect(screen.exportButton).toBeEnabled();
    await expect(screen.columnsError).toHaveCount(0);

    await screen.selectNone.click();
    await expect(screen.columnsError).toBeVisible();
    await expect(screen.columnsError).toHaveText(columnsErrorText);
    await expect(screen.exportButton).toBeDisabled();
    await expectAccessible(page);
    await picture(page, "exporter-no-columns");
    await screen.column("readNumber").check();
    await expect(screen.columnsError).toHaveCount(0);
    await expect(screen.exportButton).toBeEnabled();
    await screen.selectAll.click();
    await expect(screen.root.locator('input[name="col"]:checked')).toHaveCount(total);

    // The separator belongs to csv only; comma by default, the four separators offered.
    await expect(screen.fileType("excel")).toHaveAttribute("aria-pressed", "true");
    await expect(screen.separator).toHaveCount(0);
    await screen.fileType("csv").click();
    await expect(screen.separator).toBeVisible();
    await expect(screen.separator).toHaveValue(",");
    expect(await screen.separator.locator("option:not([disabled])").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([",", ";", "|", "\t"]);
    await picture(page, "exporter-csv");
    await screen.fileType("xml").click();
    await expect(screen.separator).toHaveCount(0);
    await screen.fileType("excel").click();
    await expect(screen.separator).toHaveCount(0);

    // A backwards date range cannot be exported.
    await screen.field("dateFrom").fill(day(-1));
    await screen.field("dateTo").fill(day(-10));
    await expect(screen.root.getByTestId("range-date-error")).toBeVisible();
    await expect(screen.exportButton).toBeDisabled();
    await screen.field("dateTo").fill("");
    await expect(screen.exportButton).toBeEnabled();
  });

  test("a type handed over in navigation state is preselected; chemical types have no incubator or result date", async ({ page }) => {
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    // What the historical browser does: navigate("/AppExporter", { state: { indicatorSelected } }).
    // React Router keeps navigation state in history.state.usr and follows popstate.
    const navigateWithState = (indicatorSelected: string) =>
      page.evaluate((selected) => {
        const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        window.history.pushState({ usr: { indicatorSelected: selected }, key: `e2e${idx}`, idx }, "", "/AppExporter");
        window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
      }, indicatorSelected);
    const screen = new ExporterPage(page);

    await navigateWithState("PRO");
    await expect(screen.root).toBeVisible();
    await expect(screen.read).toHaveValue("PRO");
    await expect(screen.columns.first()).toBeVisible();
    await expect(screen.column("quantitativeResult")).toBeChecked();
    await expect(screen.field("incubatorId")).toBeVisible();
    await expect(screen.field("resultDateFrom")).toBeVisible();

    // The historical browser's own option names are understood too.
    await page.goto("/appmain");
    await navigateWithState("readingchewasher");
    await expect(screen.read).toHaveValue("CHEWASHER");
    await expect(screen.column("washer")).toBeVisible();
    await expect(screen.field("incubatorId")).toHaveCount(0);
    await expect(screen.field("resultDateFrom")).toHaveCount(0);
    await expect(screen.field("dateFrom")).toBeVisible();
  });

  test("a sector-limited operator sees only their sector, fixed", async ({ page }) => {
    const screen = await openExporter(page, DEMO.operatorA!.email);
    const token = await apiLogin(DEMO.operatorA!.email);
    await expect(screen.field("sectorId")).toBeDisabled();
    await expect(screen.field("sectorId")).toHaveValue(String(claimsOf(token).SectorId));
    // One column of cards on a narrow window.
    await page.setViewportSize({ width: 760, height: 1100 });
    await expectAccessible(page);
    await picture(page, "exporter-operator-narrow");
  });

  test("a refused export shows the server's message in the error banner", async ({ page }) => {
    const screen = await openExporter(page);
    await screen.chooseRead("BI");
    // Only a client that skips the screen's checks can send no valid column: simulate one.
    await page.route("**/api/export/excel", (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), Cols: ["noSuchColumn"] }) }));
    const [response] = await Promise.all([page.waitForResponse("**/api/export/excel"), screen.exportButton.click()]);
    expect(response.status()).toBe(400);
    await expect(screen.errorBanner).toBeVisible();
    await expect(screen.errorBanner).toContainText(columnsErrorText);
    await expectAccessible(page);
    await picture(page, "exporter-refused");
    await expect(screen.progress).toHaveCount(0);
    await expect(screen.exportButton).toBeEnabled();
  });
});

test.describe("exports", () => {
  test("excel: chosen columns only, a started-date filter, typed cells", async ({ page }) => {
    const screen = await openExporter(page);
    await screen.chooseRead("BI");
    // In the server's column order, which is the file's order.
    const keys = ["readNumber", "startedTime", "averageTemperature", "result"];
    await screen.chooseColumns(keys);
    const labels = await Promise.all(keys.map((key) => screen.columnLabel(key)));
    const [from, to] = [day(-90), day(-5)];
    await screen.field("dateFrom").fill(from);
    await screen.field("dateTo").fill(to);

    const requestSeen = page.waitForRequest("**/api/export/excel");
    const { download, response } = await screen.export("excel");
    const body = sentBody(await requestSeen);
    expect(body).toMatchObject({ Read: "BI", Cols: keys });
    expect(body.Filter).toMatchObject({ DateFrom: zonedInstant(from, "start"), DateTo: zonedInstant(to, "end"), ClientTimeZoneId: ZONE });

    const rows = Number(response.headers()["x-export-rows"]);
    expect(rows).toBe(await historicalCount("ReadingBI", body.Filter));
    expect(rows).toBeGreaterThan(0);
    expect(download.suggestedFilename()).toMatch(fileNamePattern("BI", "xlsx"));
    await expect(screen.root.getByTestId("export-file-name")).toHaveText(download.suggestedFilename());
    await expect(screen.root.getByTestId("export-rows")).toContainText(String(rows));

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.getWorksheet("BI")!;
    expect(sheet).toBeTruthy();
    // Rows 1-2: the company's header (logo, name, reading type, time); row 3 blank; row 4 the columns.
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(labels);
    expect(sheet.actualRowCount).toBe(rows + 3);
    const first = sheet.getRow(5);
    expect(typeof first.getCell(1).value).toBe("number");
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(sheet.actualColumnCount).toBe(keys.length);
  });

  test("csv with ';': BOM, separator, header, one line per row, sector filter", async ({ page }) => {
    const screen = await openExporter(page);
    await screen.chooseRead("PRO");
    const keys = ["readNumber", "resultDate", "quantitativeResult", "sector"];
    await screen.chooseColumns(keys);
    const labels = await Promise.all(keys.map((key) => screen.columnLabel(key)));
    await screen.fileType("csv").click();
    await screen.separator.selectOption(";");
    const sector = await screen.field("sectorId").locator("option").nth(1);
    const [sectorId, sectorName] = [await sector.getAttribute("value"), (await sector.textContent())!.trim()];
    await screen.field("sectorId").selectOption(sectorId!);

    const requestSeen = page.waitForRequest("**/api/export/csv");
    const { download, response } = await screen.export("csv");
    const body = sentBody(await requestSeen);
    expect(body).toMatchObject({ Read: "PRO", CSVSeparator: ";", Cols: keys, Filter: { SectorId: Number(sectorId) } });
    const rows = Number(response.headers()["x-export-rows"]);
    expect(rows).toBe(await historicalCount("ReadingPRO", body.Filter));
    expect(rows).toBeGreaterThan(0);
    expect(download.suggestedFilename()).toMatch(fileNamePattern("PRO", "csv"));

    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe("\uFEFF" + labels.join(";"));
    const records = parseCsv(text, { bom: true, delimiter: ";" }) as string[][];
    expect(records[0]).toEqual(labels);
    expect(records).toHaveLength(rows + 1);
    for (const record of records.slice(1)) {
      expect(record).toHaveLength(keys.length);
      expect(record[3]).toBe(sectorName);
    }
  });

  test("xml: well-formed, <export read> root, <reading> children with the chosen elements only", async ({ page }) => {
    const screen = await openExporter(page);
    await screen.chooseRead("CHEWASHER");
    const keys = ["readNumber", "creationTest", "washer", "notes"];
    await screen.chooseColumns(keys);
    await screen.fileType("xml").click();
    await screen.field("dateFrom").fill(day(-120));

    const requestSeen = page.waitForRequest("**/api/export/xml");
    const { download, response } = await screen.export("xml");
    const body = sentBody(await requestSeen);
    expect(body).toMatchObject({ Read: "CHEWASHER", Cols: keys, Filter: { DateFrom: zonedInstant(day(-120), "start") } });
    expect(body.Filter.DateTo).toBeUndefined();
    const rows = Number(response.headers()["x-export-rows"]);
    expect(rows).toBe(await historicalCount("readingchewasher", body.Filter));
    expect(rows).toBeGreaterThan(0);
    expect(download.suggestedFilename()).toMatch(fileNamePattern("CHEWASHER", "xml"));

    const text = await readFile((await download.path())!, "utf8");
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "reading" }).parse(text);
    expect(doc.export["@read"]).toBe("CHEWASHER");
    const readings = doc.export.reading as Record<string, unknown>[];
    expect(readings).toHaveLength(rows);
    for (const reading of readings) {
      expect(Object.keys(reading).sort()).toEqual([...keys].sort());
      expect(typeof reading.readNumber).toBe("number");
      expect(String(reading.creationTest)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  test("progress shows live while a slow download streams, then the saved file", async ({ page }) => {
    const screen = await openExporter(page);
    await screen.chooseRead("BI");
    await screen.fileType("csv").click();
    // A slow line (6 KB/s): the ~65 KB answer takes about ten seconds to arrive, long enough
    // for the checks below to see it running even on a loaded machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 6 * 1024, uploadThroughput: -1 });
    const downloaded = page.waitForEvent("download");
    const responded = page.waitForResponse("**/api/export/csv");
    await screen.exportButton.click();
    const rows = Number((await responded).headers()["x-export-rows"]);
    await expect(screen.progress).toHaveAttribute("data-phase", "running");
    await expect(screen.root.getByTestId("export-rows")).toContainText(new RegExp(`\\b${rows}\\b`));
    await expect(screen.root.getByTestId("export-bytes")).toContainText(/[1-9][\d.,]* KB/);
    await expect(screen.progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^[1-9]\d?$/);
    await expectAccessible(page);
    await picture(page, "exporter-exporting");
    const download = await downloaded;
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(screen.progress).toHaveAttribute("data-phase", "done");
    await expect(screen.progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(download.suggestedFilename()).toMatch(fileNamePattern("BI", "csv"));
    await picture(page, "exporter-done");
  });
});

test("cancelling a running export stops it and saves nothing", async ({ page }) => {
  const screen = await openExporter(page);
  await screen.chooseRead("BI");
  await screen.fileType("xml").click();
  let downloads = 0;
  page.on("download", () => downloads++);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 4 * 1024, uploadThroughput: -1 });
  // The export's request ends one way or the other: aborted (what cancelling must do) or finished.
  const ended = new Promise<string>((done) => {
    const isExport = (r: Request) => new URL(r.url()).pathname.startsWith("/api/export/");
    page.on("requestfailed", (r) => isExport(r) && done(`failed: ${r.failure()?.errorText}`));
    page.on("requestfinished", (r) => isExport(r) && done("finished"));
  });
  await screen.exportButton.click();
  await expect(screen.root.getByTestId("export-bytes")).toContainText(/[1-9][\d.,]* KB/);
  await screen.root.getByTestId("export-cancel").click();
  await expect(screen.progress).toHaveAttribute("data-phase", "cancelled");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(screen.exportButton).toBeEnabled();
  await expect(screen.read).toBeEnabled();
  // The download stopped: its request was aborted, so no file can come of it.
  expect(await ended).toMatch(/^failed: net::ERR_ABORTED/);
  expect(downloads).toBe(0);
});
