// Helpers for the historical browser, report and exporter API tests (docs/historical-api.md):
// the five reading types, POST /api/historical/{option} (one page or every page), the GraphQL
// historicalReadings connection, offset cursors, file downloads (raw bytes), the report's HTML
// taken apart, and fresh Hospital A readings moved to historical (or saved) through the
// existing APIs: agent ingestion → provisional → PUT/toHistorical with the screen's required fields.
import { expect } from "bun:test";
import { api, BASE_URL, gql, type ApiResponse, type GqlResult } from "./http";
import { tokenOf } from "./company";
import { agentProvisional, machines, productByModel, put, toHistorical, type Row } from "./readings";

export type HistoricalOptionName = "ReadingBI" | "ReadingBIDisinfection" | "ReadingPRO" | "readingchesterilizer" | "readingchewasher";
export type ExportReadName = "BI" | "BI_DISINFECTION" | "PRO" | "CHESTERILIZER" | "CHEWASHER";

export interface HistoricalType {
  option: HistoricalOptionName;
  /** The reading screen's REST option (saveDataFromSavedRead, getAudit, GetReport alias). */
  screen: "ReadingBI" | "ReadingPRO" | "ReadingCHESterilizer" | "ReadingCHEWasher";
  read: ExportReadName;
  kind: "BI" | "PRO" | "CHE_STERILIZER" | "CHE_WASHER";
  disinfection?: boolean;
  /** GraphQL node type of its rows. */
  typename: "BIReading" | "PROReading" | "CheSterilizerReading" | "CheWasherReading";
  /** BI / PRO: incubations (started time, result date, incubator). */
  timed: boolean;
  /** The wire field DateFrom/DateTo filter. */
  dateField: "startedTime" | "creationTest";
}

export const TYPES: HistoricalType[] = [
  { option: "ReadingBI", screen: "ReadingBI", read: "BI", kind: "BI", disinfection: false, typename: "BIReading", timed: true, dateField: "startedTime" },
  { option: "ReadingBIDisinfection", screen: "ReadingBI", read: "BI_DISINFECTION", kind: "BI", disinfection: true, typename: "BIReading", timed: true, dateField: "startedTime" },
  { option: "ReadingPRO", screen: "ReadingPRO", read: "PRO", kind: "PRO", typename: "PROReading", timed: true, dateField: "startedTime" },
  { option: "readingchesterilizer", screen: "ReadingCHESterilizer", read: "CHESTERILIZER", kind: "CHE_STERILIZER", typename: "CheSterilizerReading", timed: false, dateField: "creationTest" },
  { option: "readingchewasher", screen: "ReadingCHEWasher", read: "CHEWASHER", kind: "CHE_WASHER", typename: "CheWasherReading", timed: false, dateField: "creationTest" },
];
export const typeOf = (option: HistoricalOptionName): HistoricalType => TYPES.find((t) => t.option === option)!;

export type Filter = Record<string, unknown>;
export interface Pagination {
  Page?: unknown;
  PageSize?: unknown;
  OrderBy?: string;
  OrderType?: "asc" | "desc" | string;
}

// ───────────── REST ─────────────

export const historicalRes = (token: string | null, option: string, filter: Filter = {}, pagination?: Pagination) =>
  api("POST", `/api/historical/${option}`, { token, body: { UserLogged: 0, Filter: filter, ...(pagination ? { Pagination: pagination } : {}) } });

/** One page; fails the test with the server's answer unless 200. */
export async function historicalPage(token: string, option: string, filter: Filter = {}, pagination?: Pagination): Promise<{ lecturas: Row[]; totalRows: number }> {
  const res = await historicalRes(token, option, filter, pagination);
  if (res.status !== 200 || !Array.isArray(res.json?.lecturas)) throw new Error(`POST /api/historical/${option} ${JSON.stringify({ filter, pagination })} → ${res.status} ${res.text.slice(0, 400)}`);
  expect(typeof res.json.totalRows).toBe("number");
  return res.json;
}

/**
 * Every matching row, pages of 100 in the given order. Checks on the way that the pages agree
 * on the total, never overlap and add up to it.
 */
export async function historicalAll(token: string, option: string, filter: Filter = {}, order: { OrderBy?: string; OrderType?: string } = {}): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const p = await historicalPage(token, option, filter, { Page: page, PageSize: 100, ...order });
    if (total === -1) total = p.totalRows;
    else expect(p.totalRows).toBe(total);
    rows.push(...p.lecturas);
    if (p.lecturas.length < 100) break;
  }
  expect(rows.length).toBe(total);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  return { rows, total };
}

export const idsOf = (rows: Row[]): number[] => rows.map((r) => r.id as number);
export const sortedIds = (rows: Row[]): number[] => idsOf(rows).sort((a, b) => a - b);

// ───────────── GraphQL ─────────────

/** base64("OffsetConnection:" + n): the cursor of the row at offset n. */
export const offsetCursor = (n: number) => Buffer.from(`OffsetConnection:${n}`).toString("base64");
/** The `after` of page p (1-based) of size s. */
export const afterOfPage = (p: number, s: number) => (p > 1 ? offsetCursor((p - 1) * s - 1) : null);

export interface GqlHistoricalVars {
  option: HistoricalOptionName;
  filter?: Record<string, unknown> | null;
  orderBy?: string | null;
  descending?: boolean | null;
  first?: number | null;
  after?: string | null;
}

const NODE_FIELDS = `__typename
  ... on BIReading { readingId readNumber state sectorId disinfection startedAt desktopMigrationId machineName disinfectorName processDescription }
  ... on PROReading { readingId readNumber state sectorId startedAt desktopMigrationId machineName measureSurface measureCode }
  ... on CheSterilizerReading { readingId readNumber state sectorId testedAt imageId machineName desktopMigrationId }
  ... on CheWasherReading { readingId readNumber state sectorId testedAt imageId machineName desktopMigrationId }`;

export async function gqlHistorical(token: string | null, v: GqlHistoricalVars, nodeFields = NODE_FIELDS): Promise<GqlResult> {
  const vars: Record<string, unknown> = { option: v.option, filter: v.filter ?? null, orderBy: v.orderBy ?? null, after: v.after ?? null };
  if (v.descending !== undefined && v.descending !== null) vars.descending = v.descending;
  if (v.first !== undefined && v.first !== null) vars.first = v.first;
  const argDecl = `$option: HistoricalOption!, $filter: HistoricalFilter, $orderBy: String, $after: String${"descending" in vars ? ", $descending: Boolean" : ""}${"first" in vars ? ", $first: Int" : ""}`;
  const args = `option: $option, filter: $filter, orderBy: $orderBy, after: $after${"descending" in vars ? ", descending: $descending" : ""}${"first" in vars ? ", first: $first" : ""}`;
  return gql(`query(${argDecl}) { historicalReadings(${args}) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ${nodeFields} } } } }`, vars, token);
}

// ───────────── files ─────────────

export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** UTF-8 text with a leading BOM kept. */
  text: string;
  json: any;
}

/** POST /api/export/{type}: the raw bytes of the answer (fetch's text() would drop a BOM). */
export async function download(token: string | null, type: "excel" | "csv" | "xml" | string, body: Record<string, unknown>): Promise<Download> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${BASE_URL}/api/export/${type}`, { method: "POST", headers, body: JSON.stringify({ UserLogged: 0, ...body }) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, bytes, text, json };
}

/** 400 validation problem naming `field` (optionally with `message`). */
export function expectProblem(res: ApiResponse | Download, field: string, message?: string | RegExp) {
  if (res.status !== 400 || !res.json?.errors || Array.isArray(res.json.errors)) throw new Error(`expected a 400 validation problem on ${field}, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(typeof res.json.title).toBe("string");
  const messages: string[] | undefined = res.json.errors[field];
  if (!messages?.length) throw new Error(`validation problem without ${field}: ${res.text.slice(0, 400)}`);
  if (typeof message === "string") expect(messages).toContain(message);
  else if (message) expect(messages.some((m) => message.test(m))).toBe(true);
}

// ───────────── report HTML ─────────────

export const unescapeHtml = (s: string) =>
  s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

export interface ParsedReport {
  field(name: string): string | null;
  headers: string[];
  /** Cell texts of each reading row (tbody of table.readings). */
  rows: string[][];
  /** [name, count] of the totals table (without the Total line). */
  totals: [string, number][];
  total: number | null;
  footer: string | null;
}

export function parseReport(html: string): ParsedReport {
  const field = (name: string) => {
    const m = new RegExp(`data-field="${name}">([^<]*)<`).exec(html);
    return m ? unescapeHtml(m[1]!) : null;
  };
  const readings = /<table class="readings">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? "";
  const headers = [...(/<thead>([\s\S]*?)<\/thead>/.exec(readings)?.[1] ?? "").matchAll(/<th>([\s\S]*?)<\/th>/g)].map((m) => unescapeHtml(m[1]!));
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(readings)?.[1] ?? "";
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => unescapeHtml(c[1]!)));
  const totalsTable = /<table class="totals">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? "";
  const totals = [...totalsTable.matchAll(/<tr><td>([\s\S]*?)<\/td><td class="n">(\d+)<\/td><\/tr>/g)].map((m) => [unescapeHtml(m[1]!), Number(m[2])] as [string, number]);
  const total = /data-field="total">(\d+)</.exec(html);
  const footer = /<footer>([\s\S]*?)<\/footer>/.exec(html);
  return { field, headers, rows, totals, total: total ? Number(total[1]) : null, footer: footer ? unescapeHtml(footer[1]!) : null };
}

/** "yyyy-MM-dd HH:mm" of an instant as the wall clock of an IANA zone. */
export function wallClock(d: Date | string | number, timeZone = "UTC", seconds = false): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(new Date(d))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ""}`;
}

// ───────────── fresh historical readings (Hospital A) ─────────────

export type FreshKind = "BI" | "BID" | "PRO";

/** Values that satisfy Hospital A's required fields for the move (condition SCIB 2 drops the Process group). */
async function completeFields(kind: FreshKind): Promise<Record<string, unknown>> {
  const token = await tokenOf("adminA");
  const common = { loteProduct: "HISTTEST", bookNumber: "1", pageNumber: "1" };
  if (kind === "BI") return { ...common, productId: (await productByModel(token, "localhost", "BT220")).id, conditionSCIB: 2, terms: "Historical API tests", disinfectorId: null };
  if (kind === "BID") return { ...common, productId: (await productByModel(token, "localhost", "BT96")).id, conditionSCIB: 2, terms: "Historical API tests" };
  return { ...common, productId: (await productByModel(token, "localhost", "PRO1")).id, cycle: "1", washerId: (await machines(token, "/api/washer"))[0]!.id, modeId: 1, visualResult: 1 };
}

/**
 * A fresh Hospital A reading in the historical record: started and resulted by the agent
 * (IC10 of Central Sterile, or the Operating Theatre's BioReader with where: "theatre"),
 * completed and moved to historical (or, BI only, confirmed and saved: SAVED). Answers its
 * historical row (REST wire shape).
 */
export async function freshHistorical(kind: FreshKind, opts: { where?: "bi" | "theatre"; extra?: Record<string, unknown>; saved?: boolean } = {}): Promise<Row> {
  const token = await tokenOf("adminA");
  const fresh =
    kind === "PRO"
      ? await agentProvisional("PRO")
      : await agentProvisional("BI", { where: opts.where, ...(kind === "BID" ? { product: { productId: (await productByModel(token, "localhost", "BT96")).id } } : {}) });
  const option = kind === "PRO" ? "ReadingPRO" : "ReadingBI";
  const body = { id: fresh.id, ...(await completeFields(kind)), ...opts.extra };
  const res = opts.saved ? await put(token, option, { ...body, moveToSaved: true }) : await toHistorical(token, option, body);
  if (res.status !== 200 || res.json?.result !== "OK") throw new Error(`moving ${kind} ${fresh.id} → ${res.status} ${res.text.slice(0, 300)}`);
  const historical = kind === "PRO" ? "ReadingPRO" : kind === "BID" ? "ReadingBIDisinfection" : "ReadingBI";
  const page = await historicalPage(token, historical, { ReadNumber: fresh.readNumber });
  const row = page.lecturas.find((r) => r.id === fresh.id);
  if (!row) throw new Error(`${kind} ${fresh.id} (read ${fresh.readNumber}) is not in ${historical} after the move: ${JSON.stringify(page).slice(0, 300)}`);
  return row;
}

/** Company users' "Name LastName" by id (GET /api/appuser/getbycompany). */
export async function userNames(adminToken: string): Promise<Map<number, string>> {
  const res = await api("GET", "/api/appuser/getbycompany", { token: adminToken });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`getbycompany → ${res.status}`);
  return new Map((res.json as { id: number; name: string; lastName: string }[]).map((u) => [u.id, `${u.name} ${u.lastName}`]));
}

/** Sectors of the caller's company by id (GET /api/sector). */
export async function sectorNames(token: string): Promise<Map<number, string>> {
  const res = await api("GET", "/api/sector", { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET /api/sector → ${res.status} ${res.text.slice(0, 200)}`);
  return new Map((res.json as { id: number; name: string }[]).map((s) => [s.id, s.name]));
}
