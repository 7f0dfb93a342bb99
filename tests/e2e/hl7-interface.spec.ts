// The HL7 v2 screens (docs/interoperability.md, issue 19), as Hospital A's administrator (who
// reads Spanish: the checks read test ids, data attributes and the messages themselves):
//  - /subscriptions, "Hospital interface engine (HL7 over MLLP)": the server's field messages
//    under their fields (a port out of range, a host that is no host name), then a destination
//    pointing at a real MLLP listener (node-hl7-server) started here on loopback — the e2e
//    server runs with WEBHOOK_ALLOW_PRIVATE=1 (scripts/test.ts), so a private address is allowed
//    and its refusal is the API test's (tests/api/hl7.test.ts) —; a reading that gets its result
//    reaches the listener, and after Refresh the list shows it delivered, ACK AA;
//  - /AppHistorical: a reading's detail downloads its HL7 message and its load's, asked only on
//    the click; the files are parsed by an independent parser (@medplum/core's Hl7Message) and
//    hold the reading's SDD, SCD and SLT, the same segments the REST door gives.
// Both screens pass the accessibility check; screenshots in tests/.artifacts/screenshots.
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import type { Hl7Message, Hl7Segment } from "@medplum/core";
import { listenMllp, type MllpListener } from "../helpers/mllp-listener";
import { signIn } from "./pages/CompanyPages";
import { graphql, HistoricalPage } from "./pages/HistoricalPage";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { routeGraphQL } from "./support/network";
import { snap } from "./support/screenshots";

const admin = DEMO.adminA!;

/**
 * @medplum/core's HL7 v2 parser (the API tests' independent parser). The package reads the global
 * WebSocket when it loads (its FHIR subscriptions); Node 20 has none and the parser never uses it.
 */
async function hl7Parser(): Promise<typeof Hl7Message> {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= class WebSocketUnused {};
  return (await import("@medplum/core")).Hl7Message;
}

interface Listener extends MllpListener {
  /** The messages received whose MSH-10 is `controlId` (waits for the first). */
  waitFor(controlId: string, ms?: number): Promise<Hl7Message>;
}

/** A real MLLP listener on 127.0.0.1 answering every message with ACK AA (tests/helpers/mllp-listener.ts). */
async function listen(): Promise<Listener> {
  const l = await listenMllp(["AA"]);
  return {
    ...l,
    async waitFor(controlId, ms = 20_000) {
      const Hl7 = await hl7Parser();
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = l.received.map((r) => Hl7.parse(r)).find((m) => m.header.getField(10).toString() === controlId);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the listener got no message ${controlId} (${l.received.length} received in all)`);
    },
  };
}

const section = (page: Page) => page.getByTestId("mllp-section");
const field = (page: Page, name: string) => section(page).getByTestId(`mllp-field-${name}`);
const input = (page: Page, name: string) => section(page).locator(`input[name="${name}"]`);

async function destinationOf(token: string): Promise<any> {
  const res = await rest("GET", "/api/hl7/destination", undefined, token);
  expect(res.status).toBe(200);
  return res.json.destination;
}

test.describe("hospital interface engine on /subscriptions", () => {
  // Tall enough for the whole section in one screenshot (a full-page one draws the fixed bars mid-page).
  test.use({ viewport: { width: 1280, height: 1000 } });
  let engine: Listener | null = null;
  let token = "";

  test.afterEach(async () => {
    // Hospital A's engine is switched off again: other specs' results are not pushed to a closed port.
    const saved = token ? await destinationOf(token) : null;
    if (saved?.enabled) await rest("PUT", "/api/hl7/destination", { host: saved.host, port: saved.port, enabled: false }, token);
    await engine?.close();
  });

  test("the server's field messages show under their fields; a destination on a real listener gets a result, delivered with ACK AA", async ({ page }) => {
    test.setTimeout(120_000);
    token = await apiLogin(admin.email);
    engine = await listen();
    const before = await destinationOf(token);

    await signIn(page, admin.email, DEMO_PASSWORD);
    await page.goto("/subscriptions");
    await expect(section(page)).toBeVisible();
    await expect(section(page).getByRole("heading", { level: 2 })).toBeVisible();

    // Required fields are the client's check: nothing is sent.
    await input(page, "host").fill("");
    await input(page, "port").fill("");
    await section(page).getByTestId("mllp-save").click();
    await expect(field(page, "host")).toContainText(/This field is required|Este campo es obligatorio/);
    await expect(field(page, "port")).toContainText(/This field is required|Este campo es obligatorio/);

    // A port out of range and a host that is no host name: the server's messages, each under its field, nothing saved.
    await input(page, "host").fill("engine/../x");
    await input(page, "port").fill("70000");
    await section(page).getByTestId("mllp-save").click();
    await expect(field(page, "port")).toContainText(/1 (to|a) 65535/);
    await expect(field(page, "host")).toContainText(/host name or an IP address|nombre de host o una dirección IP/);
    await expect(input(page, "port")).toHaveAttribute("aria-invalid", "true");
    expect(await destinationOf(token)).toEqual(before);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await snap(page, "hl7-mllp-field-errors");

    // The listener's address: saved and switched on.
    await input(page, "host").fill("127.0.0.1");
    await expect(field(page, "host")).not.toContainText(/host name or an IP address|nombre de host/);
    await input(page, "port").fill(String(engine.port));
    await input(page, "receivingApplication").fill("ENGINE");
    await input(page, "receivingFacility").fill("HOSP-A");
    const toggle = section(page).getByTestId("mllp-field-enabled").getByRole("button");
    if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await section(page).getByTestId("mllp-save").click();
    await expect(section(page).getByTestId("alert-success")).toBeVisible();
    await expect(section(page).getByTestId("mllp-state")).toHaveAttribute("data-enabled", "true");
    await expect(field(page, "port")).not.toContainText(/65535/);
    const saved = await destinationOf(token);
    expect(saved).toMatchObject({ host: "127.0.0.1", port: engine.port, enabled: true, receivingApplication: "ENGINE", receivingFacility: "HOSP-A" });

    // A reading gets its result (the test hook runs the result hooks): the engine receives its message.
    const made = await rest("POST", "/api/test/readings", { companyId: 1, kind: "BI", result: 1, lot: "HL7-E2E" });
    expect(made.status).toBe(200);
    const reading = made.json as { id: number; readNumber: number };
    const controlId = `QBI${reading.id}D${saved.id}`;
    const message = await engine.waitFor(controlId);
    expect(message.header.getComponent(5, 1)).toBe("ENGINE");
    expect(message.header.getComponent(6, 1)).toBe("HOSP-A");
    expect(message.getSegment("SLT")!.getComponent(4, 1)).toBe(String(reading.readNumber));

    // Refresh until the worker has recorded the ACK: delivered, AA, one attempt.
    const row = section(page).getByTestId("table-row").filter({ hasText: controlId });
    await expect(async () => {
      await section(page).getByTestId("mllp-refresh").click();
      await expect(row.getByTestId("mllp-delivery-status")).toHaveAttribute("data-status", "delivered", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row.locator('[data-column="ackCode"]')).toHaveText("AA");
    await expect(row.locator('[data-column="attempts"]')).toHaveText("1");
    await expect(row.locator('[data-column="reading"]')).toContainText(`ID ${reading.id}`);
    await expect(row.locator('[data-column="lastError"]')).toHaveText("—");

    await expectAccessible(page, '[data-testid="mllp-section"]');
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await snap(page, "hl7-mllp-delivered");

    // Nothing listens on the port any more: the next result's attempts fail with the network
    // error — pending between the retries (the e2e server waits 0.3 s, 0.6 s ... 4.8 s), then failed.
    const closedPort = await new Promise<number>((ok) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const port = (probe.address() as AddressInfo).port;
        probe.close(() => ok(port));
      });
    });
    await input(page, "port").fill(String(closedPort));
    await section(page).getByTestId("mllp-save").click();
    await expect.poll(async () => (await destinationOf(token))?.port).toBe(closedPort);
    const refused = await rest("POST", "/api/test/readings", { companyId: 1, kind: "BI", result: 1 });
    expect(refused.status).toBe(200);
    const failing = section(page).getByTestId("table-row").filter({ hasText: `QBI${refused.json.id}D${saved.id}` });
    await expect(async () => {
      await section(page).getByTestId("mllp-refresh").click();
      await expect(failing.locator('[data-column="lastError"]')).toHaveText(/ECONNREFUSED|refused|connect/i, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(failing.locator('[data-column="ackCode"]')).toHaveText("—");
    await expect(async () => {
      await section(page).getByTestId("mllp-refresh").click();
      await expect(failing.getByTestId("mllp-delivery-status")).toHaveAttribute("data-status", "failed", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(failing.locator('[data-column="attempts"]')).toHaveText("6");
    await expectAccessible(page, '[data-testid="mllp-section"]');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await snap(page, "hl7-mllp-failed");
  });

  test("supervisors do not see the interface engine", async ({ page }) => {
    await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
    await page.goto("/subscriptions");
    await expect(page.getByTestId("screen-subscriptions")).toBeVisible();
    await expect(page.getByTestId("subscriptions-block-normal").or(page.getByTestId("subscriptions-block-plus")).or(page.getByTestId("license-missing")).first()).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  });
});

// ───────────── historical browser ─────────────

const seg = (m: Hl7Message, name: string) => m.getAllSegments(name);
const names = (m: Hl7Message) => m.segments.map((s) => s.name).filter(Boolean);
/** Everything after MSH (MSH-7 and MSH-10 are the time of the call). */
const body = (text: string) => text.split("\r").slice(1).join("\r");

test("a historical reading's detail downloads its HL7 message and its load's, asked only on the click", async ({ page }) => {
  const token = await apiLogin(admin.email);
  // A seeded historical BI of a sterilizer with a cycle (old data other specs do not change).
  const data = await graphql<{ historicalReadings: { edges: Array<{ node: { id: string; readingId: number; readNumber: number; cycle: string | null; machineSerial: string | null } }> } }>(
    token,
    `query { historicalReadings(option: ReadingBI, orderBy: "readNumber", descending: false, first: 100) { edges { node { ... on BIReading { id readingId readNumber cycle machineSerial } } } } }`,
  );
  const reading = data.historicalReadings.edges.map((e) => e.node).find((n) => n.cycle && n.machineSerial);
  expect(reading, "a seeded historical BI with a sterilizer and a cycle").toBeTruthy();
  const { readingId, readNumber, cycle, machineSerial } = reading!;

  const hl7Asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && request.method() === "POST" && /hl7/i.test(request.postData() ?? "")) hl7Asked.push(request.postData() ?? "");
  });

  await signIn(page, admin.email, DEMO_PASSWORD);
  const screen = new HistoricalPage(page);
  await page.goto(`/AppHistorical?option=ReadingBI&readNumber=${readNumber}`);
  await expect(screen.root).toBeVisible();
  await screen.waitLoaded();
  await screen.table.action(screen.row(readNumber), "detail").click();
  const detail = page.getByTestId("detail-dialog");
  await expect(detail).toBeVisible();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("hl7-download-reading")).toBeVisible();
  // The list and the detail never ask for the message: it is built by the server per call.
  expect(hl7Asked).toEqual([]);
  await expectAccessible(page);
  await snap(page, "hl7-historical-detail");

  // A failed call says why in the footer and saves nothing.
  await routeGraphQL(page, "Hl7DownloadQuery", (route) => route.abort("connectionrefused"));
  let saved = 0;
  page.on("download", () => saved++);
  await dialog.getByTestId("hl7-download-reading").click();
  await expect(dialog.getByTestId("hl7-download-error")).toBeVisible();
  await expect(dialog.getByTestId("hl7-download-reading")).toBeEnabled();
  expect(saved).toBe(0);
  await snap(page, "hl7-historical-download-error");
  await page.unroute("**/graphql");
  hl7Asked.length = 0;

  // The reading's message.
  const [readingFile] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("hl7-download-reading").click()]);
  expect(readingFile.suggestedFilename()).toBe(`reading-BI-${readingId}.hl7`);
  const text = await readFile((await readingFile.path())!, "utf8");
  expect(text.startsWith("MSH|^~\\&|")).toBe(true);
  expect(text).not.toContain("\n");
  expect(text.endsWith("\r")).toBe(true);
  expect(hl7Asked.length).toBe(1);
  const Hl7 = await hl7Parser();
  const m = Hl7.parse(text);
  expect(m.header.getComponent(9, 1) + "^" + m.header.getComponent(9, 2)).toBe("SCN^S37");
  expect(m.header.getField(12).toString()).toBe("2.6");
  expect(names(m).slice(0, 6)).toEqual(["MSH", "EVN", "SDD", "SCD", "SLT", "OBX"]);
  const sdd = m.getSegment("SDD") as Hl7Segment;
  expect(sdd.getComponent(1, 1)).toBe(cycle);
  expect(sdd.getComponent(1, 2)).toBe(machineSerial);
  expect(sdd.getComponent(2, 1)).toBe(machineSerial);
  expect(sdd.getComponent(2, 2)).toBe("SQC-STERILIZER");
  expect(m.getSegment("SCD")).toBeTruthy();
  expect(seg(m, "SLT").map((s) => `${s.getComponent(4, 1)}^${s.getComponent(4, 2)}`)).toEqual([`${readNumber}^SQC-BI`]);
  const result = seg(m, "OBX").find((o) => o.getComponent(3, 1) === "BI-RESULT")!;
  expect(result.getField(11).toString()).toBe("F"); // historical: final
  // The same segments the REST door gives for the reading (after MSH: its time and control id differ).
  const viaRest = await rest("GET", `/api/hl7/readings/BI/${readingId}`, undefined, token);
  expect(viaRest.status).toBe(200);
  expect(body(text)).toBe(body(viaRest.text));

  // The load's message: one SDD and SCD, one SLT per reading of the same sterilizer and cycle, this one among them.
  const [loadFile] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("hl7-download-load").click()]);
  expect(loadFile.suggestedFilename()).toBe(`load-BI-${readingId}.hl7`);
  const loadText = await readFile((await loadFile.path())!, "utf8");
  expect(loadText.startsWith("MSH|^~\\&|")).toBe(true);
  const load = Hl7.parse(loadText);
  expect(seg(load, "SDD").length).toBe(1);
  expect(seg(load, "SCD").length).toBe(1);
  expect(load.getSegment("SDD")!.getComponent(1, 1)).toBe(cycle);
  const slts = seg(load, "SLT").map((s) => s.getComponent(4, 1));
  expect(slts).toContain(String(readNumber));
  const loadRest = await rest("GET", `/api/hl7/loads/BI/${readingId}`, undefined, token);
  expect(body(loadText)).toBe(body(loadRest.text));
  expect(hl7Asked.length).toBe(2);
  await expect(dialog.getByTestId("hl7-download-error")).toHaveCount(0);
});
