// Helpers for the reading screens' API tests (docs/readings-api.md): the four REST options,
// lists, detail, audit trail, edits and moves, and fresh readings to work on so that the
// tests do not use up the seeded provisional readings the end-to-end suite relies on:
// - Hospital A: made the way production makes them, through the incubator agent API
//   (/api/agent/v1, signed in as agent@hospital-a.test) on the company's seeded incubators;
// - Hospital B / Clinic C (no agent installation in the demo): the TEST_HOOKS reading hook
//   (POST /api/test/readings), which creates a LIVE reading and reports its result.
// Every reading made here is remembered; `retireCreated` moves the ones still open to
// historical at the end of a file, so the provisional screens look as seeded afterwards.
import { expect } from "bun:test";
import { api, distId, gql, type ApiResponse, type GqlResult, type Host } from "./index";
import { tokenOf } from "./company";

export type Option = "ReadingBI" | "ReadingPRO" | "ReadingCHESterilizer" | "ReadingCHEWasher";
export type Kind = "BI" | "PRO" | "CHE_STERILIZER" | "CHE_WASHER";
export const OPTIONS: Option[] = ["ReadingBI", "ReadingPRO", "ReadingCHESterilizer", "ReadingCHEWasher"];
export const KIND_OF: Record<Option, Kind> = { ReadingBI: "BI", ReadingPRO: "PRO", ReadingCHESterilizer: "CHE_STERILIZER", ReadingCHEWasher: "CHE_WASHER" };
/** GraphQL names per option: node type, connection field, edit mutation, view mutation. */
export const GQL: Record<Option, { type: string; list: string; edit: string; view: string }> = {
  ReadingBI: { type: "BIReading", list: "biReadings", edit: "editBIReadings", view: "viewBIReading" },
  ReadingPRO: { type: "PROReading", list: "proReadings", edit: "editPROReadings", view: "viewPROReading" },
  ReadingCHESterilizer: { type: "CheSterilizerReading", list: "cheSterilizerReadings", edit: "editCheSterilizerReadings", view: "viewCheSterilizerReading" },
  ReadingCHEWasher: { type: "CheWasherReading", list: "cheWasherReadings", edit: "editCheWasherReadings", view: "viewCheWasherReading" },
};

export type Row = Record<string, any>;

export interface AuditRow {
  at: string;
  user: string | null;
  userEmail: string | null;
  action: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

// ───────────── reading REST calls ─────────────

export async function list(token: string, option: Option, which: "getlive" | "getprovisional"): Promise<Row[]> {
  const res = await api("GET", `/api/${option}/${which}`, { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET /api/${option}/${which} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export const getDetail = (token: string, option: Option, id: number | string) => api("GET", `/api/${option}/getDetail`, { token, query: { Id: id } });
export const getAuditRes = (token: string, option: Option, id: number | string) => api("GET", `/api/${option}/getAudit`, { token, query: { Id: id } });
export const put = (token: string, option: Option, body: Record<string, unknown>) => api("PUT", `/api/${option}`, { token, body });
export const toHistorical = (token: string, option: Option, body: Record<string, unknown>) => api("POST", `/api/${option}/toHistorical`, { token, body });
export const masiveToHistorical = (token: string, option: Option, ids: unknown[]) => api("POST", `/api/${option}/masiveToHistorical`, { token, body: { ReadIds: ids } });
export const masiveModify = (token: string, option: Option, body: Record<string, unknown>, method: "POST" | "PUT" = "POST") => api(method, `/api/${option}/masiveModify`, { token, body });

export async function audit(token: string, option: Option, id: number): Promise<AuditRow[]> {
  const res = await getAuditRes(token, option, id);
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`getAudit ${option} ${id} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

/**
 * The reading as the provisional/live lists show it (does not mark it viewed, unlike getDetail).
 * Null when it is in neither list (historical/saved, or not the caller's).
 */
export async function rowOf(token: string, option: Option, id: number): Promise<Row | null> {
  const lists = option === "ReadingBI" || option === "ReadingPRO" ? (["getprovisional", "getlive"] as const) : (["getprovisional"] as const);
  for (const which of lists) {
    const hit = (await list(token, option, which)).find((r) => r.id === id);
    if (hit) return hit;
  }
  return null;
}

/** The reading through GraphQL `node` (any state; does not mark it viewed). */
export async function nodeOf(token: string, option: Option, id: number, fields = "readingId state viewed edited"): Promise<Row | null> {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on ${GQL[option].type} { ${fields} } } }`, { id: gid(GQL[option].type, id) }, token);
  if (r.errors?.length) throw new Error(`node ${option} ${id}: ${JSON.stringify(r.errors)}`);
  return r.data?.node ?? null;
}

/** Its state through GraphQL (works for final readings too). */
export async function stateOf(token: string, option: Option, id: number): Promise<string | null> {
  return (await nodeOf(token, option, id, "state"))?.state ?? null;
}

export function gid(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString("base64");
}

export async function gqlEdit(token: string, option: Option, ids: (number | string)[], input: Record<string, unknown>, extra: { move?: "TO_HISTORICAL" | "CONFIRM_AND_SAVE"; finalEdit?: boolean } = {}, fields = "readingId state edited"): Promise<GqlResult> {
  const { type, edit } = GQL[option];
  return gql(
    `mutation($ids: [ID!]!, $input: ${type}Input!, $move: ReadingMove, $finalEdit: Boolean) { ${edit}(ids: $ids, input: $input, move: $move, finalEdit: $finalEdit) { ${fields} } }`,
    { ids: ids.map((i) => (typeof i === "number" ? gid(type, i) : i)), input, move: extra.move ?? null, finalEdit: extra.finalEdit ?? null },
    token,
  );
}

// ───────────── answers ─────────────

/** 400 validation problem whose `field` messages include `message`. */
export function expectFieldProblem(res: ApiResponse, field: string, message?: string | RegExp) {
  if (res.status !== 400 || !res.json?.errors || Array.isArray(res.json.errors)) throw new Error(`expected a 400 validation problem on ${field}, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(res.json.status).toBe(400);
  expect(typeof res.json.title).toBe("string");
  const messages: string[] | undefined = res.json.errors[field];
  if (!messages?.length) throw new Error(`validation problem without ${field}: ${res.text.slice(0, 400)}`);
  if (typeof message === "string") expect(messages).toContain(message);
  else if (message) expect(messages.some((m) => message.test(m))).toBe(true);
}

/** The wire names a RequiredFieldError lists ("RequiredFieldError: reading 12 needs cycle, sterilizerId."). */
export function missingOf(errors: string[]): string[][] {
  return errors
    .filter((e) => e.includes("RequiredFieldError"))
    .map((e) => {
      const m = /needs\s+(.+?)\.?$/.exec(e);
      return m ? m[1]!.split(/,\s*/).map((s) => s.trim().replace(/\.$/, "")) : [];
    });
}

// ───────────── reference data ─────────────

export interface Product {
  id: number;
  name: string;
  brand: string;
  productModel: { type: number; name: string };
}

const productCache = new Map<string, Product[]>();
/** GET /api/Product/GetByDistributorEncrypted for the caller's distributor (all families, or one option's). */
export async function products(token: string, host: Host, option?: Option): Promise<Product[]> {
  const key = `${token}:${option ?? "*"}`;
  const hit = productCache.get(key);
  if (hit) return hit;
  const res = await api("GET", "/api/Product/GetByDistributorEncrypted", { token, query: { distributorId: await distId(host), kind: option } });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GetByDistributorEncrypted → ${res.status} ${res.text.slice(0, 300)}`);
  productCache.set(key, res.json);
  return res.json;
}

export async function productByModel(token: string, host: Host, model: string): Promise<Product> {
  const p = (await products(token, host)).find((x) => x.productModel.name === model);
  if (!p) throw new Error(`no product of model ${model} for the caller's distributor`);
  return p;
}

export async function machines(token: string, path: "/api/Sterilizer" | "/api/washer" | "/api/disinfector"): Promise<{ id: number; sectorId: number; name: string }[]> {
  const res = await api("GET", path, { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET ${path} → ${res.status}`);
  return res.json;
}

// ───────────── fresh readings ─────────────

/** Readings made by this file: retired (moved to historical) by `retireCreated`. */
const created: { company: "A" | "B" | "C"; option: Option; id: number; live?: LiveRef }[] = [];

interface LiveRef {
  serial: string;
  position: number;
  startedAt: string;
  kind: "BI" | "PRO";
}

const V1 = "/api/agent/v1";

/**
 * Hospital A's seeded incubators the agent reports on (server/seed/demo-catalogue.ts): the
 * IC10 of Central Sterile (sector 1, 10 BI positions), the ProRead of Central Sterile (model
 * 4, '10 min.', 4 protein positions) and the BioReader of the Operating Theatre (sector 2).
 * Incubations only add readings; the incubators themselves are not changed (other suites
 * expect them as seeded, and expect no other incubators in Hospital A).
 */
const INCUBATORS = {
  bi: { serial: "IC1020FR-001234", ports: 10 },
  pro: { serial: "PR10-000412", ports: 4 },
  theatre: { serial: "BR20-000190", ports: 20 },
} as const;
const nextPosition: Record<keyof typeof INCUBATORS, number> = { bi: 0, pro: 0, theatre: 0 };

async function agentPost(path: string, body: unknown): Promise<ApiResponse> {
  return api("POST", V1 + path, { token: await tokenOf("agentA"), body });
}

/**
 * Start times fifty minutes ago, strictly increasing and taken from the clock, so that no two
 * incubations of any test file share the agent's idempotency key (serial, position, start).
 */
let lastStart = 0;
function startTime(): string {
  lastStart = Math.max(lastStart + 1, Date.now() - 50 * 60_000);
  return new Date(lastStart).toISOString();
}

export interface Fresh {
  id: number;
  readNumber: number;
  live: LiveRef;
}

/**
 * A Hospital A reading started by the agent (LIVE). `product` is a GTIN or product id;
 * `where` picks the incubator (PRO readings always go to the run's ProRead).
 */
export async function agentStart(kind: "BI" | "PRO", opts: { product?: { gtin: string } | { productId: number }; lot?: string; where?: "bi" | "theatre" } = {}): Promise<Fresh> {
  const which = kind === "PRO" ? "pro" : opts.where ?? "bi";
  const inc = INCUBATORS[which];
  const position = (nextPosition[which] = (nextPosition[which] % inc.ports) + 1);
  const startedAt = startTime();
  const body = { serialNumber: inc.serial, position, kind, programIndex: 1, startedAt, ...(opts.product ? { product: opts.product } : {}), ...(opts.lot ? { lot: opts.lot } : {}) };
  const res = await agentPost("/incubations", body);
  if (res.status !== 201) throw new Error(`start incubation → ${res.status} ${res.text.slice(0, 300)}`);
  const live: LiveRef = { serial: inc.serial, position, startedAt, kind };
  created.push({ company: "A", option: kind === "BI" ? "ReadingBI" : "ReadingPRO", id: res.json.id, live });
  return { id: res.json.id, readNumber: res.json.readNumber, live };
}

/** The agent reports the result of a LIVE reading: BI negative, PRO the given amount (µg). */
export async function agentResult(r: Fresh | LiveRef, pro: { quantitativeResult?: number; visualResult?: number } = {}): Promise<ApiResponse> {
  const live = "live" in r ? r.live : r;
  const resultAt = new Date(new Date(live.startedAt).getTime() + (live.kind === "BI" ? 20 : 10) * 60_000).toISOString();
  const result = live.kind === "BI" ? { result: "negative", fluorescence: 25.5, averageTemperature: 60.1, resultAt } : { quantitativeResult: pro.quantitativeResult ?? 1.5, ...(pro.visualResult ? { visualResult: pro.visualResult } : {}), averageTemperature: 59.9, resultAt };
  const res = await agentPost("/incubations/result", { serialNumber: live.serial, position: live.position, startedAt: live.startedAt, kind: live.kind, result });
  if (res.status !== 200) throw new Error(`result → ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/** A fresh PROVISIONAL Hospital A reading (agent start + result). */
export async function agentProvisional(kind: "BI" | "PRO", opts: Parameters<typeof agentStart>[1] & { quantitativeResult?: number } = {}): Promise<Fresh> {
  const r = await agentStart(kind, opts);
  await agentResult(r, { quantitativeResult: opts.quantitativeResult });
  return r;
}

/**
 * A fresh PROVISIONAL reading of Hospital B (2) or Clinic C (3) through the test hook; the PRO
 * ones on the company's protein reader when it has one.
 */
export async function hookProvisional(company: "B" | "C", kind: "BI" | "PRO", extra: Record<string, unknown> = {}): Promise<{ id: number; readNumber: number }> {
  const companyId = company === "B" ? 2 : 3;
  const incubatorId = kind === "PRO" ? (company === "B" ? 7 : 11) : company === "B" ? 6 : 9;
  const res = await api("POST", "/api/test/readings", { body: { companyId, kind, result: 1, incubatorId, ...(kind === "PRO" ? { quantitativeResult: 1.2 } : {}), ...extra } });
  if (res.status !== 200 || typeof res.json?.id !== "number") throw new Error(`POST /api/test/readings → ${res.status} ${res.text.slice(0, 300)} (is TEST_HOOKS=1 set?)`);
  created.push({ company, option: kind === "BI" ? "ReadingBI" : "ReadingPRO", id: res.json.id });
  return { id: res.json.id, readNumber: res.json.readNumber };
}

/** Registers a seeded reading this file may leave open (retired at the end like a fresh one). */
export function adopt(company: "A" | "B" | "C", option: Option, id: number) {
  created.push({ company, option, id });
}

const ADMIN = { A: "adminA", B: "adminB", C: "adminC" } as const;
const HOST: Record<"A" | "B" | "C", Host> = { A: "localhost", B: "localhost", C: "loopback" };

/** Values that satisfy every company's required fields (condition SCIB 2 drops the Process group). */
async function completeFields(company: "A" | "B" | "C", option: Option): Promise<Record<string, unknown>> {
  const token = await tokenOf(ADMIN[company]);
  const common = { loteProduct: "RETIRED", bookNumber: "1", pageNumber: "1" };
  if (option === "ReadingBI") return { ...common, productId: (await productByModel(token, HOST[company], "BT220")).id, conditionSCIB: 2, terms: "Retired by the API tests", disinfectorId: null };
  if (option === "ReadingPRO") {
    return { ...common, productId: (await productByModel(token, HOST[company], "PRO1")).id, cycle: "1", washerId: (await machines(token, "/api/washer"))[0]!.id, modeId: 1, visualResult: 1 };
  }
  return {};
}

/** Moves every still-open reading this file made to historical (best effort, never throws). */
export async function retireCreated(): Promise<void> {
  for (const c of created.splice(0)) {
    try {
      const token = await tokenOf(ADMIN[c.company]);
      const state = await stateOf(token, c.option, c.id);
      if (state === "LIVE" && c.live) await agentResult(c.live).catch(() => undefined);
      if (state !== "LIVE" && state !== "PROVISIONAL") continue;
      const res = await toHistorical(token, c.option, { id: c.id, ...(await completeFields(c.company, c.option)) });
      if (res.status !== 200) console.warn(`could not retire ${c.option} ${c.id}: ${res.status} ${res.text.slice(0, 200)}`);
    } catch (e) {
      console.warn(`could not retire ${c.option} ${c.id}: ${(e as Error).message}`);
    }
  }
}

/** Collects the events of a graphql-ws subscription as they arrive. */
export function collect(sub: { next(timeoutMs?: number): Promise<any>; dispose(): Promise<void> }) {
  const events: any[] = [];
  let stopped = false;
  void (async () => {
    while (!stopped) {
      try {
        events.push(await sub.next(120_000));
      } catch {
        return;
      }
    }
  })();
  return {
    events,
    stop: async () => {
      stopped = true;
      await sub.dispose();
    },
    async waitFor(pred: (e: any) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events).slice(0, 600)}`);
        await Bun.sleep(25);
      }
    },
  };
}

/** Bun 1.4's toMatchObject writes asymmetric matchers (expect.any) into the received object: match a copy. */
export const copy = <T>(v: T): T => structuredClone(v);

/** "Name LastName" of a company user, from the company's user list (GET /api/appuser/getbycompany). */
export async function userName(adminToken: string, email: string): Promise<string> {
  const res = await api("GET", "/api/appuser/getbycompany", { token: adminToken });
  const u = (res.json as { email: string; name: string; lastName: string }[]).find((x) => x.email === email);
  if (!u) throw new Error(`no user ${email} in the company`);
  return `${u.name} ${u.lastName}`;
}
