// The historical browser (/AppHistorical, screen 810; spec 001 "Historical browser", sections
// 3, 4, 7, 8; server contract docs/historical-api.md) on Hospital A's seeded historical
// readings. Other specs move new readings to historical while this one runs, so the checks
// use seeded data that cannot change under them (old days, ascending read numbers) and
// compare with the server's own answers; the one edited row gets its notes back.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { graphql, HistoricalPage, TEXT, watchOperation, type HistoricalOption } from "./pages/HistoricalPage";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { claimsOf, listSectors, readyAdmin, readyUser } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { routeGraphQL } from "./support/network";
import { snap } from "./support/screenshots";

const PAGE_QUERY = /query useHistoricalPageQuery/;

interface Node {
  id: string;
  readNumber: number;
  startedAt?: string;
  testedAt?: string;
  edited?: boolean;
  notes?: string | null;
  imageId?: number | null;
}

async function historical(token: string, option: HistoricalOption, args: { filter?: Record<string, unknown>; orderBy?: string; descending?: boolean; first?: number } = {}) {
  const data = await graphql<{ historicalReadings: { totalCount: number; edges: Array<{ node: Node }> } }>(
    token,
    `query ($option: HistoricalOption!, $filter: HistoricalFilter, $orderBy: String, $descending: Boolean, $first: Int) {
      historicalReadings(option: $option, filter: $filter, orderBy: $orderBy, descending: $descending, first: $first) {
        totalCount
        edges { node { ... on BIReading { id readNumber startedAt edited notes } ... on PROReading { id readNumber startedAt } ... on CheSterilizerReading { id readNumber testedAt imageId notes } ... on CheWasherReading { id readNumber testedAt imageId } } }
      }
    }`,
    { option, first: 100, ...args },
  );
  return { total: data.historicalReadings.totalCount, nodes: data.historicalReadings.edges.map((e) => e.node) };
}

/** Signs in as Hospital A's administrator and opens the screen. */
async function open(page: Page, option?: HistoricalOption): Promise<HistoricalPage> {
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  const screen = new HistoricalPage(page);
  await screen.goto(option);
  return screen;
}

/** The UTC offset of a time zone at an instant, in minutes (e.g. -300 for New York in winter). */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

test.describe("types and columns", () => {
  test("every type shows its historical columns; the type can come in the query string or the navigation state", async ({ page }) => {
    const screen = await open(page);
    await expect(screen.typeSelector).toHaveAttribute("data-option", "ReadingBI");
    await expect(screen.table.range).toHaveText(/^1–10 (of|de) \d+$/);

    const columns: Record<HistoricalOption, string[]> = {
      ReadingBI: ["readNumber", "positionNumber", "startedTime", "resultDate", "programName", "programNumber", "averageTemperature", "result", "visualResult", "product", "loteProduct", "process", "valueD", "conditionSCIB", "bookNumber", "pageNumber", "cycle", "sterilizerName", "sterilizerSerial", "sterilizerBrand", "incubator", "loadNumber", "ticketNumber"],
      ReadingBIDisinfection: ["readNumber", "startedTime", "result", "disinfectorName", "disinfectorSerial", "disinfectorBrand", "roomId", "roomVolume", "peroxideConcentration", "incubator"],
      ReadingPRO: ["readNumber", "positionNumber", "startedTime", "resultDate", "result", "visualResult", "quantitativeResult", "alertResult", "actionResult", "tool", "surface", "washerName", "washerSerial", "washerBrand", "incubator", "ticketNumber"],
      readingchesterilizer: ["readNumber", "creationTest", "result", "visualResult", "product", "brand", "loteProduct", "manufactureDate", "expirationDate", "temperature", "sterilizerName", "packageNumber", "concentration", "relativeDampness"],
      readingchewasher: ["readNumber", "creationTest", "result", "manufactureDate", "expirationDate", "washerName", "location", "washingTime", "detergentConcentration", "detergentType", "waterPressure", "waterHardness"],
    };
    for (const option of ["ReadingBI", "ReadingBIDisinfection", "ReadingPRO", "readingchesterilizer", "readingchewasher"] as HistoricalOption[]) {
      await screen.chooseType(option);
      for (const key of columns[option]) await expect(screen.table.header(key)).toHaveCount(1);
      // Columns of another type are not there (the disinfector only on disinfection, and so on).
      if (option === "ReadingBI") await expect(screen.table.header("disinfectorName")).toHaveCount(0);
      if (option === "ReadingBIDisinfection") await expect(screen.table.header("sterilizerName")).toHaveCount(0);
      // Results as coloured dots on every row.
      await expect(screen.table.rows.first().getByTestId("result-dot")).toBeVisible();
      await snap(page, `historical-${option}`);
    }
    await expectAccessible(page);
    // The chosen type is written back to the address: a reload keeps it.
    await expect(page).toHaveURL(/\/AppHistorical\?option=readingchewasher$/);
    await page.reload();
    await expect(screen.typeSelector).toHaveAttribute("data-option", "readingchewasher");

    // ?option= (case-insensitive, the readings' REST name works too) and navigation state.
    await page.goto("/AppHistorical?option=ReadingCHESterilizer");
    await expect(screen.typeSelector).toHaveAttribute("data-option", "readingchesterilizer");
    await page.goto("/appmain");
    await page.evaluate(() => window.history.pushState({ usr: { option: "ReadingPRO" }, key: "e2e", idx: 1 }, "", "/AppHistorical"));
    await page.reload();
    await expect(screen.typeSelector).toHaveAttribute("data-option", "ReadingPRO");
    await screen.waitLoaded();
  });

  test("desktop-migrated and edited rows carry their marks", async ({ page }) => {
    const screen = await open(page);
    // Seeded: the oldest biological readings came from the desktop application, some were edited.
    await screen.table.sortBy("readNumber");
    await screen.table.expectSorted("readNumber", "ascending");
    await screen.waitLoaded();
    await expect(screen.table.rows.getByTestId("migration-mark").first()).toBeVisible();
    await expect(screen.table.rows.getByTestId("edited-mark").first()).toBeVisible();
  });
});

test.describe("server-side ordering and paging", () => {
  test("sorting sends orderBy, paging moves through offset cursors, the page size is kept", async ({ page }) => {
    const token = await apiLogin(DEMO.adminA!.email);
    const ascending = await historical(token, "ReadingBI", { orderBy: "readNumber", descending: false, first: 20 });
    const screen = await open(page);
    const requests = watchOperation(page, PAGE_QUERY);

    // Ascending read numbers: the server's first page, not a sort of the rows shown.
    await screen.table.sortBy("readNumber");
    await screen.table.expectSorted("readNumber", "ascending");
    await screen.waitLoaded();
    await expect.poll(() => screen.readNumbers()).toEqual(ascending.nodes.slice(0, 10).map((n) => n.readNumber));
    expect(requests.variables().at(-1)).toMatchObject({ orderBy: "readNumber", descending: false, first: 10, after: null });

    // Next page: rows 11–20, asked with the cursor of row 10 (offset 9).
    await screen.table.pagerButton("next").click();
    await expect(screen.table.range).toHaveText(/^11–20 /);
    await expect.poll(() => screen.readNumbers()).toEqual(ascending.nodes.slice(10, 20).map((n) => n.readNumber));
    expect(requests.variables().at(-1)).toMatchObject({ after: Buffer.from("OffsetConnection:9").toString("base64") });
    await screen.table.pagerButton("previous").click();
    await expect(screen.table.range).toHaveText(/^1–10 /);
    await expect.poll(() => screen.readNumbers()).toEqual(ascending.nodes.slice(0, 10).map((n) => n.readNumber));

    // Descending by started time.
    await screen.table.sortBy("startedTime");
    await screen.table.sortBy("startedTime");
    await screen.table.expectSorted("startedTime", "descending");
    await screen.waitLoaded();
    expect(requests.variables().at(-1)).toMatchObject({ orderBy: "startedTime", descending: true, after: null });

    // 25 rows a page; the choice is remembered after a reload.
    await screen.table.pageSize.selectOption("25");
    await expect(screen.table.rows).toHaveCount(25);
    await expect(screen.table.range).toHaveText(/^1–25 /);
    await page.reload();
    await screen.waitLoaded();
    await expect(screen.table.pageSize).toHaveValue("25");
    await screen.table.pageSize.selectOption("10");
  });
});

test.describe("filter", () => {
  // A zone far from the server's: the days sent must be the browser's days.
  test.use({ timezoneId: "America/New_York" });

  test("read number must be a number; date, result and read-number filters; clear filter", async ({ page }) => {
    const token = await apiLogin(DEMO.adminA!.email);
    const seeded = await historical(token, "ReadingBI", { orderBy: "readNumber", descending: false, first: 100 });
    const sample = seeded.nodes[60]!;
    const zone = "America/New_York";
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(sample.startedAt!));
    const offset = zoneOffsetMinutes(zone, new Date(`${day}T12:00:00Z`));
    const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - offset * 60_000).toISOString();
    const end = new Date(Date.parse(`${day}T23:59:59.999Z`) - offset * 60_000).toISOString();
    const onDay = await historical(token, "ReadingBI", { filter: { dateFrom: start, dateTo: end } });
    expect(onDay.total).toBeGreaterThan(0);

    const screen = await open(page);
    const requests = watchOperation(page, PAGE_QUERY);
    await expect(screen.clearFilter).toHaveCount(0);

    // A read number that is not a number: the message under the field, Confirm disabled.
    await screen.filterButton.click();
    await expect(screen.filterDialog).toBeVisible();
    for (const name of ["sectorId", "dateFrom", "dateTo", "incubatorId", "editUserId", "sterilizerId", "result", "readNumber"]) await expect(screen.filterField(name)).toBeVisible();
    await expect(screen.filterField("disinfectorId")).toHaveCount(0);
    await expect(screen.filterField("washerId")).toHaveCount(0);
    await screen.filterField("readNumber").fill("12a");
    await expect(screen.filterDialog).toContainText(TEXT.valueMustBeNumber);
    await expect(screen.filterConfirm).toBeDisabled();
    await screen.filterField("readNumber").fill(String(sample.readNumber));
    await expect(screen.filterDialog).not.toContainText(TEXT.valueMustBeNumber);
    await expect(screen.filterConfirm).toBeEnabled();
    await screen.filterField("readNumber").fill("");
    await screen.filterField("dateFrom").fill(day);
    await screen.filterField("dateTo").fill(day);
    await expectAccessible(page);
    await snap(page, "historical-filter-modal");
    await screen.filterConfirm.click();
    await expect(screen.filterDialog).toHaveCount(0);
    await screen.waitLoaded();

    // Start and end of that day in the browser's zone, with the zone itself.
    expect(requests.variables().at(-1)).toMatchObject({ filter: { dateFrom: start, dateTo: end, timeZone: zone }, after: null });
    await expect.poll(() => screen.total()).toBe(onDay.total);
    await expect(screen.clearFilter).toBeVisible();

    // Result 'Positive' narrows further; every row shows it.
    await screen.filter({ result: "2" });
    const positives = await historical(token, "ReadingBI", { filter: { dateFrom: start, dateTo: end, result: 2 } });
    await expect.poll(() => screen.total()).toBe(positives.total);
    for (const text of await screen.table.columnTexts("result")) expect(text).toMatch(TEXT.positive);

    // Clear filter: everything again, and the button goes away.
    await screen.clearFilter.click();
    await screen.waitLoaded();
    await expect(screen.clearFilter).toHaveCount(0);
    expect(requests.variables().at(-1)!.filter).toMatchObject({ dateFrom: null, dateTo: null, result: null, readNumber: null });
    await expect.poll(() => screen.total()).toBeGreaterThanOrEqual(seeded.total);

    // An exact read number.
    await screen.filter({ readNumber: String(sample.readNumber) });
    await expect(screen.table.rows).toHaveCount(1);
    await expect(screen.row(sample.readNumber)).toBeVisible();
  });

  test("changing the type clears the filter and the ordering", async ({ page }) => {
    const screen = await open(page);
    await screen.filter({ result: "1" });
    await screen.table.sortBy("readNumber");
    await screen.table.expectSorted("readNumber", "ascending");
    await expect(screen.clearFilter).toBeVisible();

    await screen.chooseType("ReadingPRO");
    await expect(screen.clearFilter).toHaveCount(0);
    await expect(screen.table.header("readNumber")).toHaveAttribute("aria-sort", "none");
    await screen.filterButton.click();
    await expect(screen.filterField("result")).toHaveValue("");
    await expect(screen.filterField("washerId")).toBeVisible();
    await expect(screen.filterField("sterilizerId")).toHaveCount(0);
    await page.keyboard.press("Escape");

    await screen.chooseType("ReadingBI");
    await expect(screen.clearFilter).toHaveCount(0);
    await expect(screen.table.header("readNumber")).toHaveAttribute("aria-sort", "none");

    // Chemical readings have no incubator filter.
    await screen.chooseType("readingchewasher");
    await screen.filterButton.click();
    await expect(screen.filterField("incubatorId")).toHaveCount(0);
    await expect(screen.filterField("washerId")).toBeVisible();
  });

  test("a sector-limited operator has no sector filter", async ({ page }) => {
    await signIn(page, DEMO.operatorA!.email, DEMO_PASSWORD);
    const screen = new HistoricalPage(page);
    await screen.goto();
    await screen.filterButton.click();
    await expect(screen.filterField("dateFrom")).toBeVisible();
    await expect(screen.filterField("sectorId")).toHaveCount(0);
  });
});

test.describe("rows", () => {
  test("editing a saved row's notes persists after a reload", async ({ page }) => {
    const token = await apiLogin(DEMO.adminA!.email);
    // An already edited row: editing it again changes nothing but its notes (restored below).
    const target = (await historical(token, "ReadingBI", { orderBy: "readNumber", descending: false })).nodes.find((n) => n.edited)!;
    expect(target).toBeTruthy();
    const note = `E2E historical note ${Date.now()}`;
    try {
      const screen = await open(page);
      await screen.filter({ readNumber: String(target.readNumber) });
      const row = screen.row(target.readNumber);
      await screen.table.action(row, "edit").click();
      const dialog = page.getByTestId("historical-edit");
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[name="visualResult"]')).toBeVisible();
      await dialog.locator('[name="notes"]').fill(note);
      await expectAccessible(page);
      await snap(page, "historical-edit");
      await page.getByRole("dialog").getByTestId("historical-edit-save").click();
      await expect(dialog).toHaveCount(0);
      await expect(screen.banner("success")).toBeVisible();
      // The success banner goes after 3 seconds.
      await expect(screen.banner("success")).toHaveCount(0, { timeout: 5000 });

      await page.reload();
      await screen.waitLoaded();
      await screen.filter({ readNumber: String(target.readNumber) });
      await screen.table.action(screen.row(target.readNumber), "detail").click();
      const detail = page.getByTestId("detail-dialog");
      await expect(detail.locator('[data-field="notes"]')).toHaveText(note);
      await page.keyboard.press("Escape");
      const saved = (await historical(token, "ReadingBI", { filter: { readNumber: target.readNumber } })).nodes[0]!;
      expect(saved.notes).toBe(note);
    } finally {
      await graphql(token, `mutation ($ids: [ID!]!, $notes: String) { editBIReadings(ids: $ids, input: { notes: $notes }, finalEdit: true) { id } }`, { ids: [target.id], notes: target.notes ?? null });
    }
  });

  test("a chemical row's picture opens titled with its read number", async ({ page }) => {
    const token = await apiLogin(DEMO.adminA!.email);
    const { nodes } = await historical(token, "readingchesterilizer", { orderBy: "readNumber", descending: false });
    const withPicture = nodes.find((n) => n.imageId != null)!;
    const without = nodes.find((n) => n.imageId == null)!;
    const screen = await open(page, "readingchesterilizer");

    await screen.filter({ readNumber: String(without.readNumber) });
    await expect(screen.table.action(screen.row(without.readNumber), "image")).toHaveCount(0);

    await screen.filter({ readNumber: String(withPicture.readNumber) });
    await screen.table.action(screen.row(withPicture.readNumber), "image").click();
    const dialog = page.getByTestId("historical-image");
    await expect(page.getByRole("dialog")).toContainText(String(withPicture.readNumber));
    const picture = dialog.getByTestId("historical-image-picture");
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", /^data:image\/[a-z+]+;base64,/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await snap(page, "historical-image");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("a failed page load empties the table and shows the server's message", async ({ page }) => {
    const screen = await open(page);
    await expect(screen.table.rows.first()).toBeVisible();
    await page.route("**/graphql", async (route) => {
      if (PAGE_QUERY.test(route.request().postData() ?? "")) await route.fulfill({ json: { data: null, errors: [{ message: "The historical store is unavailable." }] } });
      else await route.fallback();
    });
    await screen.filter({ result: "1" });
    await expect(screen.banner("critical")).toContainText("The historical store is unavailable.");
    await expect(screen.table.rows).toHaveCount(0);
    await expect(screen.table.empty).toHaveText(TEXT.noResults);
    await expectAccessible(page);
    await page.unroute("**/graphql");
  });
});

test.describe("record and export", () => {
  test("generate record: FilterEmpty question, the record's content, printing and a PDF of it", async ({ page, context }) => {
    test.slow();
    const token = await apiLogin(DEMO.adminA!.email);
    const seeded = await historical(token, "ReadingPRO", { orderBy: "readNumber", descending: false, first: 100 });
    const sample = seeded.nodes[40]!;
    const day = new Intl.DateTimeFormat("en-CA").format(new Date(sample.startedAt!));
    const screen = await open(page, "ReadingPRO");

    // No filter: asked first; Cancel asks nothing more.
    await screen.reportButton.click();
    await expect(screen.filterEmpty).toBeVisible();
    await expect(screen.filterEmpty).toContainText(TEXT.filterEmpty);
    await expectAccessible(page);
    await page.getByTestId("filter-empty-cancel").click();
    await expect(screen.filterEmpty).toHaveCount(0);
    await expect(screen.reportViewer).toHaveCount(0);

    // Accept generates it anyway: every reading, as many rows as the total printed.
    await screen.reportButton.click();
    await page.getByTestId("filter-empty-accept").click();
    await expect(screen.reportFrame).toBeVisible({ timeout: 20_000 });
    const all = page.frameLocator('[data-testid="report-frame"]');
    await expect(all.locator('[data-field="company"]')).toHaveText("Hospital A");
    const printedTotal = Number(await all.locator('[data-field="total"]').innerText());
    expect(printedTotal).toBeGreaterThanOrEqual(seeded.total);
    await expect(all.locator("table.readings tbody tr")).toHaveCount(printedTotal);
    await page.getByRole("dialog").getByRole("button", { name: /Close|Cerrar/ }).last().click();
    await expect(screen.reportViewer).toHaveCount(0);

    // With a filter: no question; the record holds the filter's readings and totals.
    await screen.filter({ dateFrom: day, dateTo: day });
    const uiTotal = await screen.total();
    await screen.reportButton.click();
    await expect(screen.filterEmpty).toHaveCount(0);
    await expect(screen.reportFrame).toBeVisible();
    const record = page.frameLocator('[data-testid="report-frame"]');
    await expect(record.locator('[data-field="company"]')).toHaveText("Hospital A");
    // Printed in Hospital A's regional format (dd/MM/yyyy).
    const [y, m, d] = day.split("-");
    await expect(record.locator('[data-field="period"]')).toContainText(`${d}/${m}/${y}`);
    await expect(record.locator("table.readings tbody tr")).toHaveCount(uiTotal);
    await expect(record.locator('[data-field="total"]')).toHaveText(String(uiTotal));
    await expect(record.locator("table.readings")).toContainText(String(sample.readNumber));
    await expect(screen.reportFrame).toHaveAttribute("width", "750");
    await snap(page, "historical-report-viewer");

    // Print prints the frame (its window's print is watched instead of opening the dialog).
    await screen.reportFrame.evaluate((frame: HTMLIFrameElement) => {
      (frame.contentWindow as Window & { __printed?: number }).__printed = 0;
      frame.contentWindow!.print = () => {
        (frame.contentWindow as Window & { __printed?: number }).__printed! += 1;
      };
    });
    await screen.reportPrint.click();
    expect(await screen.reportFrame.evaluate((frame: HTMLIFrameElement) => (frame.contentWindow as Window & { __printed?: number }).__printed)).toBe(1);

    // The same document as a PDF (what the print dialog would save).
    const html = (await screen.reportFrame.getAttribute("srcdoc"))!;
    const pdfPage = await context.newPage();
    await pdfPage.setContent(html);
    // axe cannot run inside the viewer's sandboxed frame (no scripts there): the record is judged here.
    await expectAccessible(pdfPage);
    const pdf = await pdfPage.pdf({ format: "A4", landscape: true, printBackground: true });
    await pdfPage.close();
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(pdf.length).toBeGreaterThan(5_000);
    await page.keyboard.press("Escape");
    await expect(screen.reportViewer).toHaveCount(0);
  });

  test("a failed record shows the error text", async ({ page }) => {
    const screen = await open(page, "readingchewasher");
    await routeGraphQL(page, "useReportQuery", (route) => route.fulfill({ json: { data: null, errors: [{ message: "The record could not be printed.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] } }));
    await screen.filter({ result: "1" });
    await screen.reportButton.click();
    await expect(screen.reportViewer).toContainText("The record could not be printed.");
    await expect(screen.reportFrame).toHaveCount(0);
    await expect(screen.reportPrint).toBeDisabled();
    await expectAccessible(page);
  });

  test("export opens the exporter with the type preselected", async ({ page }) => {
    const expected: Array<[HistoricalOption, string]> = [
      ["readingchewasher", "CHEWASHER"],
      ["ReadingBIDisinfection", "BI_DISINFECTION"],
    ];
    const screen = await open(page);
    for (const [option, read] of expected) {
      await screen.goto(option);
      await screen.exportButton.click();
      await expect(page).toHaveURL(/\/AppExporter$/);
      expect(await page.evaluate(() => (window.history.state as { usr?: { indicatorSelected?: string } } | null)?.usr?.indicatorSelected)).toBe(read);
    }
  });
});

test.describe("licence", () => {
  test("Hospital A holds a licence: no banner", async ({ page }) => {
    const screen = await open(page);
    await expect(screen.table.rows.first()).toBeVisible();
    await expect(screen.licenseMissing).toHaveCount(0);
  });

  test("a company without licence sees 'NotActiveLicenseFound'; only its administrator may request one", async ({ page }) => {
    test.slow();
    const admin = await readyAdmin();
    const [sector] = await listSectors(admin.token);
    const supervisor = await readyUser(admin.token, { userType: 1, sectorId: sector!.id, name: "Sofia", lastName: "Supervisor" });
    expect(claimsOf(await apiLogin(supervisor.email, supervisor.password)).UserType).toBe(1);

    await signIn(page, supervisor.email, supervisor.password);
    const screen = new HistoricalPage(page);
    await screen.goto();
    await expect(screen.licenseMissing).toBeVisible();
    await expect(screen.requestLicense).toHaveCount(0);
    await expect(screen.table.empty).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, admin.email, admin.password);
    await screen.goto();
    await expect(screen.licenseMissing).toBeVisible();
    await expect(screen.licenseMissing).toContainText(TEXT.noLicense);
    await expectAccessible(page);
    await snap(page, "historical-license-missing");
    await screen.requestLicense.click();
    await expect(page).toHaveURL(/\/appmylicenses$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: { product?: number } } | null)?.usr?.product)).toBe(1);
  });
});
