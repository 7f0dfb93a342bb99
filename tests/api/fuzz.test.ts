// Fuzzing the most used writes (issue 9, "A permanent probe"): fast-check builds each body
// field by field from valid values or hostile ones (wrong JSON types, NUL and unpaired
// surrogates, huge and unicode strings, numbers and dates past their bounds). Whatever comes,
// the server never answers 500 nor leaks internals; a body with any hostile field is a 400
// that names a field (REST: the errors map; GraphQL: the error names the argument) and leaves
// the data as it was (re-read before and after). Bodies that happen to be valid may be saved.
//
// Issue 33 L3 added: JSON nested 100,000 levels deep as a hostile value of any field, text that
// LIKE would read as wildcards or an escape among the valid values ("%", "_", a trailing "\"),
// the lot search, and malformed Host headers written on a raw socket.
//
// Deterministic: FUZZ_SEED (default below) and FUZZ_RUNS (runs per operation); fast-check
// prints the seed and the failing body's path on failure, so `FUZZ_SEED=<seed>` replays it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { api as httpApi, distId, leaksInternals, outbox, type ApiOptions, type ApiResponse, type GqlResult } from "../helpers";
import { rawRequest } from "../helpers/raw-http";
import { companyUsers, createCompanyUser, createMachine, createSector, keepDemoCompaniesTidy, listMachines, listSectors, SEED, tokensOf } from "../helpers/company";
import { agentProvisional, agentStart, gid, list, productByModel, retireCreated, rowOf, type Fresh } from "../helpers/readings";
import { freshHistorical, historicalPage } from "../helpers/historical";
import { listRows, unsubscribeAll } from "./webhooks-support";

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260409);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// ───────────── values ─────────────

/** A field: what it accepts, and what it must refuse. `undefined` leaves the field out. */
interface Field {
  valid: fc.Arbitrary<unknown>;
  invalid: fc.Arbitrary<unknown>;
}
const field = (valid: fc.Arbitrary<unknown>, invalid: fc.Arbitrary<unknown>): Field => ({ valid, invalid });

/**
 * JSON nested 100,000 levels deep (it overflowed the stack of the server's text check). Neither
 * fast-check nor JSON.stringify can hold it: a marker stands in the body, replaced on the wire.
 */
const DEEP_MARKER = "\u{1F573}deep-json\u{1F573}";
const DEEP_JSON = "[".repeat(100_000) + "]".repeat(100_000);
const deep = fc.constant(DEEP_MARKER);
function api(method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse> {
  const text = opts.body === undefined ? "" : JSON.stringify(opts.body);
  if (!text.includes(DEEP_MARKER)) return httpApi(method, path, opts);
  return httpApi(method, path, { ...opts, body: undefined, rawBody: text.replaceAll(JSON.stringify(DEEP_MARKER), DEEP_JSON), headers: { "content-type": "application/json", ...opts.headers } });
}
async function gql(query: string, variables: Record<string, unknown>, token: string): Promise<GqlResult> {
  const res = await api("POST", "/graphql", { token, body: { query, variables } });
  return { status: res.status, data: res.json?.data, errors: res.json?.errors };
}

const BAD_CHARS = ["\u0000", "\ud800", "\udbff", "\udc00", "\udfff"];
const badText = fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...BAD_CHARS), fc.string({ maxLength: 12 })).map(([a, b, c]) => a + b + c);
const huge = fc.constantFrom("界".repeat(5000), "x".repeat(70_000));
const notText = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }), deep);
const NUMERIC_TEXT = /^\s*([+-]?(\d+([.,]\d*)?|[.,]\d+))?\s*$/;
const notNumber = fc.oneof(
  fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !NUMERIC_TEXT.test(s)),
  fc.boolean(),
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }),
  fc.constantFrom({}, { value: 1 }, "1e3", "0x10", "Infinity", "NaN"),
  deep,
);
/** Readable unicode text of 1..max characters (the service may still find it blank). */
const textOf = (max: number) => fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((s) => s.length <= max && !/[\u0000-\u001f]/.test(s));
const tooLong = (max: number) => fc.integer({ min: max + 1, max: max + 60 }).map((n) => "Ω".repeat(n));
/** Valid text LIKE would read as wildcards or an escape: a trailing "\" was a 500, "_" a clash with "Central Sterile". */
const likeText = (max: number) =>
  fc
    .tuple(fc.constantFrom("%", "_", "Central_Sterile", "100% "), fc.string({ maxLength: 8 }).filter((s) => !/[\u0000-\u001f]/.test(s)), fc.constantFrom("\\", "%", "_", "\\\\"))
    .map(([a, b, c]) => a + b + c)
    .filter((s) => s.length <= max);
const text = (max = 80) => field(fc.oneof({ weight: 4, arbitrary: textOf(max) }, { weight: 1, arbitrary: likeText(max) }), fc.oneof(badText, notText, tooLong(max), huge));
/** Text without a domain length: only the boundary's own refusals. */
const freeText = (valid: fc.Arbitrary<unknown>) => field(valid, fc.oneof(badText, notText, huge));

const number = (min: number, max: number) =>
  field(
    fc.oneof(fc.double({ min, max, noNaN: true }).map((n) => Math.round(n * 100) / 100).filter((n) => n >= min && n <= max), fc.constantFrom(min, max)),
    fc.oneof(notNumber, fc.double({ min: max + 0.01, max: 1e15, noNaN: true }), fc.double({ min: -1e15, max: min - 0.01, noNaN: true }), fc.constantFrom(1e308, -1e308)),
  );
const INT_BEYOND = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e20, 1.5, -0.25);
const code = (codes: number[]) => field(fc.constantFrom(...codes), fc.oneof(fc.integer({ min: -5, max: 50 }).filter((n) => !codes.includes(n)), notNumber, INT_BEYOND));
const ids = (valid: number[]) => field(fc.constantFrom(...valid), fc.oneof(notNumber, INT_BEYOND, fc.constant(-1)));
const bool = field(fc.oneof(fc.boolean(), fc.constantFrom("true", "false")), fc.oneof(fc.constantFrom("yes", "no", 1, 0, "1", "TRUE "), fc.array(fc.boolean(), { minLength: 1, maxLength: 2 })));
/** GraphQL's Boolean takes JSON booleans only (the REST door also reads "true" and "false"). */
const gqlBool = field(fc.boolean(), fc.oneof(fc.constantFrom("true", "yes", 1, 0), fc.array(fc.boolean(), { minLength: 2, maxLength: 2 })));
const day = (d: Date) => d.toISOString().slice(0, 10);
const lotDate = field(
  fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2999-12-31T00:00:00Z"), noInvalidDate: true }).map(day),
  fc.oneof(fc.constantFrom("99999-01-01", "+099999-01-01T00:00:00Z", "0000-01-01", "2026-02-30", "2026-13-01", "1850-06-01", "tomorrow"), fc.integer(), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 })),
);
/** The same text or id every time (a key the body needs), or a value of the wrong type. */
const fixed = (v: string): Field => field(fc.constant(v), fc.oneof(notText, badText));
const fixedId = (v: number): Field => field(fc.constant(v), fc.oneof(notNumber, INT_BEYOND, fc.constant(-1)));
/** Company user types 1, 2 and 4 may be created by the administrator; 0 is refused as forbidden, not as a mistake. */
const userType = field(fc.constantFrom(1, 2, 4), fc.oneof(fc.constantFrom(-1, 3, 5, 99), notNumber, INT_BEYOND));

// ───────────── bodies and answers ─────────────

interface Body {
  value: Record<string, unknown>;
  /** Names of the fields given a hostile value. */
  hostile: string[];
}
/** Each field valid (3 in 4) or hostile; dotted names build nested objects. */
function bodies(fields: Record<string, Field>): fc.Arbitrary<Body> {
  const parts = Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [k, fc.oneof({ weight: 3, arbitrary: f.valid.map((v) => ({ v, bad: false })) }, { weight: 1, arbitrary: f.invalid.map((v) => ({ v, bad: true })) })]),
  );
  return fc.record(parts).map((r) => {
    const value: Record<string, unknown> = {};
    for (const [k, { v }] of Object.entries(r)) {
      const path = k.split(".");
      let at = value;
      for (const p of path.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
      at[path.at(-1)!] = v;
    }
    return { value, hostile: Object.entries(r).filter(([, x]) => x.bad).map(([k]) => k) };
  });
}

interface Answer {
  status: number;
  text: string;
  /** A refusal of the input: REST 400; GraphQL errors and no result (graphql-js answers variable errors with 200). */
  refused: boolean;
  /** Field names the answer points at. */
  fields: string[];
}
const rest = (res: ApiResponse): Answer => ({
  status: res.status,
  text: res.text,
  refused: res.status === 400,
  fields: res.json && typeof res.json.errors === "object" && !Array.isArray(res.json.errors) ? Object.keys(res.json.errors) : [],
});
const graphql = (r: GqlResult): Answer => ({
  status: r.status,
  text: JSON.stringify(r.errors ?? r.data ?? null),
  refused: (r.status === 400 || r.status === 200) && !!r.errors?.length && Object.values(r.data ?? {}).every((v) => v === null) && r.errors.every((e) => ["BAD_USER_INPUT", "GRAPHQL_VALIDATION_FAILED", undefined].includes(e.extensions?.code as string | undefined)),
  // The errors map of a refused value, or the argument graphql-js or the guard names in the message.
  fields: (r.errors ?? []).flatMap((e) => [...Object.keys((e.extensions?.errors as object) ?? {}), ...(e.message.match(/[$"]?[A-Za-z][\w.[\]$]*/g) ?? [])]),
});

interface Op {
  name: string;
  /** Built when the test runs (the fixtures exist only after beforeAll). */
  fields: () => Record<string, Field>;
  send(body: Record<string, unknown>): Promise<Answer>;
  /** What a refused body must leave as it was. */
  state(body: Record<string, unknown>): Promise<unknown>;
  /** Only bodies with a hostile field (the op writes to seeded rows other suites rely on). */
  hostileOnly?: boolean;
  /** Public endpoints behind the lead's rate limits may answer 429. */
  limited?: boolean;
  /** Names by which the answer may point at a field (GraphQL column → wire name). */
  alias?: Record<string, string>;
  runs?: number;
}

async function fuzz(op: Op) {
  await fc.assert(
    fc.asyncProperty(bodies(op.fields()), async ({ value, hostile }) => {
      if (op.hostileOnly) fc.pre(hostile.length > 0);
      const before = await op.state(value);
      const a = await op.send(value);
      const where = `${op.name} ${JSON.stringify(value).slice(0, 300)} → ${a.status} ${a.text.slice(0, 300)}`;
      if (a.status >= 500 || leaksInternals(a.text)) throw new Error(`server failure: ${where}`);
      if (op.limited && a.status === 429) return;
      if (!hostile.length) return;
      if (!a.refused) throw new Error(`hostile ${hostile.join(", ")} not refused as a bad input: ${where}`);
      const names = hostile.flatMap((h) => [h, h.split(".").at(-1)!, op.alias?.[h] ?? h]).map((n) => n.toLowerCase());
      if (!a.fields.some((f) => names.some((n) => f.toLowerCase().includes(n)))) throw new Error(`the answer names none of ${hostile.join(", ")}: ${where}`);
      const after = await op.state(value);
      if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`partial write: ${where}\nbefore ${JSON.stringify(before).slice(0, 300)}\nafter  ${JSON.stringify(after).slice(0, 300)}`);
    }),
    { seed: FUZZ_SEED, numRuns: op.runs ?? RUNS, endOnFailure: true, interruptAfterTimeLimit: 25_000 },
  );
}

// ───────────── fixtures ─────────────

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "adminB" | "agentA">>>;
const fx = {} as {
  dist: string;
  sector: { id: number; name: string };
  user: number;
  washer: number;
  sectors: number[];
  sterilizers: number[];
  biProducts: number[];
  measures: number[];
  bi: Fresh;
  gqlBi: Fresh;
  pros: Fresh[];
  cheB: number;
  historical: { id: number; readNumber: number };
  start: Fresh;
  result: Fresh;
  countries: number[];
  languages: number[];
};

keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA", "adminB", "agentA");
  fx.dist = await distId();
  fx.sector = await createSector(t.adminA);
  fx.sectors = (await listSectors(t.adminA)).map((s) => s.id).filter((id) => [SEED.sector.aCentral, SEED.sector.aTheatre, fx.sector.id].includes(id));
  fx.user = (await createCompanyUser(t.adminA, { sectorId: SEED.sector.aCentral, userType: 2 })).item.id;
  fx.washer = (await createMachine(t.adminA, "/api/washer", fx.sector.id)).id;
  fx.sterilizers = (await listMachines(t.adminA, "/api/Sterilizer")).map((m) => m.id);
  fx.biProducts = [(await productByModel(t.adminA, "localhost", "BT220")).id, (await productByModel(t.adminA, "localhost", "BT221")).id];
  fx.measures = (await api("GET", "/api/InstrumentMeasure", { token: t.adminA })).json.map((m: { id: number }) => m.id);
  fx.bi = await agentProvisional("BI");
  fx.gqlBi = await agentProvisional("BI");
  fx.pros = [await agentProvisional("PRO"), await agentProvisional("PRO")];
  fx.cheB = (await list(t.adminB, "ReadingCHESterilizer", "getprovisional"))[0]!.id;
  const h = await freshHistorical("BI");
  fx.historical = { id: h.id, readNumber: h.readNumber };
  fx.start = await agentStart("BI");
  fx.result = await agentStart("BI");
  fx.countries = (await api("GET", "/api/Country")).json.map((c: { id: number }) => c.id).slice(0, 3);
  fx.languages = (await api("GET", "/api/Language/GetLanguages", { query: { distributorId: fx.dist } })).json.map((l: { id: number }) => l.id);
  await unsubscribeAll(t.adminA);
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
  await retireCreated();
});

const row = async (token: string, option: "ReadingBI" | "ReadingPRO" | "ReadingCHESterilizer", id: number) => rowOf(token, option, id);
const put = (token: string, path: string, body: unknown) => api("PUT", path, { token, body }).then(rest);
const post = (token: string | null, path: string, body: unknown) => api("POST", path, { token, body }).then(rest);
const email = fc.uuid().map((u) => `fz-${u.slice(0, 13)}@fuzz.test`);
const BI_FIELDS = () => ({
  valueD: number(0, 10000),
  roomVolume: number(0, 1000000),
  peroxideConcentration: number(0, 100),
  conditionSCIB: code([1, 2]),
  process: code([1, 2, 3]),
  valueDUnit: code([1, 2]),
  loteProduct: text(40),
  cycle: text(40),
  terms: text(200),
  notes: text(2000),
  visualResult: code([1, 2]),
  sterilizerId: ids(fx.sterilizers),
  productId: ids(fx.biProducts),
});

// ───────────── the operations ─────────────

const ops = (): Op[] => [
  {
    name: "POST /api/sector",
    fields: () => ({ name: text(80) }),
    send: (b) => post(t.adminA, "/api/sector", { Sector: b }),
    state: () => listSectors(t.adminA),
  },
  {
    name: "PUT /api/sector",
    fields: () => ({ id: fixedId(fx.sector.id), name: text(80) }),
    send: (b) => put(t.adminA, "/api/sector", b),
    state: async () => (await listSectors(t.adminA)).find((s) => s.id === fx.sector.id),
  },
  {
    name: "POST /api/appuser",
    fields: () => ({ name: text(80), lastName: text(80), email: field(email, fc.oneof(badText, notText, huge)), userType, sectorId: ids(fx.sectors) }),
    send: (b) => post(t.adminA, "/api/appuser", { AppUser: b }),
    state: async () => (await companyUsers(t.adminA)).map((u) => u.id),
    runs: 12,
  },
  {
    name: "PUT /api/appuser",
    fields: () => ({ id: fixedId(fx.user), name: text(80), lastName: text(80), sectorId: ids(fx.sectors) }),
    send: (b) => put(t.adminA, "/api/appuser", { AppUser: b }),
    state: async () => (await companyUsers(t.adminA)).find((u) => u.id === fx.user),
  },
  {
    name: "POST /api/Sterilizer",
    fields: () => ({ name: text(80), brand: text(80), serial: text(80), sectorId: ids(fx.sectors) }),
    send: (b) => post(t.adminA, "/api/Sterilizer", b),
    state: async () => (await listMachines(t.adminA, "/api/Sterilizer")).map((m) => m.id),
  },
  {
    name: "PUT /api/washer",
    fields: () => ({ id: fixedId(fx.washer), name: text(80), brand: text(80), serial: text(80), sectorId: ids(fx.sectors) }),
    send: (b) => put(t.adminA, "/api/washer", { Washer: b }),
    state: async () => (await listMachines(t.adminA, "/api/washer")).find((m) => m.id === fx.washer),
  },
  {
    name: "PUT /api/ReadingBI (reading edit)",
    fields: () => BI_FIELDS(),
    send: (b) => put(t.adminA, "/api/ReadingBI", { ReadingBI: { id: fx.bi.id, ...b } }),
    state: () => row(t.adminA, "ReadingBI", fx.bi.id),
  },
  {
    name: "POST /api/ReadingPRO/masiveModify (mass edit, measure association)",
    fields: () => ({ length: number(0, 100000), diameter: number(0, 100000), tool: text(80), modeId: field(fc.integer({ min: 0, max: 1 }), fc.oneof(notNumber, INT_BEYOND)), visualResult: code([1, 2]), ignoreFromIQAS: bool, instrumentMeasureId: ids(fx.measures), notes: text(2000) }),
    send: (b) => post(t.adminA, "/api/ReadingPRO/masiveModify", { ReadPROMasive: { ReadIds: fx.pros.map((p) => p.id), ...b } }),
    state: async () => Promise.all(fx.pros.map((p) => row(t.adminA, "ReadingPRO", p.id))),
  },
  {
    name: "PUT /api/ReadingCHESterilizer (seeded reading: hostile bodies only)",
    fields: () => ({ temperature: number(-273.15, 300), exposureTime: number(0, 10000), concentration: number(0, 100), relativeDampness: number(0, 100), manufactureDate: lotDate, expirationDate: lotDate, loteProduct: text(40), visualResult: code([1, 2]), notes: text(2000) }),
    send: (b) => put(t.adminB, "/api/ReadingCHESterilizer", { id: fx.cheB, ...b }),
    state: () => row(t.adminB, "ReadingCHESterilizer", fx.cheB),
    hostileOnly: true,
  },
  {
    name: "POST /api/ReadingBI/saveDataFromSavedRead (historical row edit)",
    fields: () => ({ visualResult: code([1, 2]), notes: text(2000) }),
    send: (b) => post(t.adminA, "/api/ReadingBI/saveDataFromSavedRead", { ReadingBI: { id: fx.historical.id, ...b } }),
    state: async () => (await historicalPage(t.adminA, "ReadingBI", { ReadNumber: fx.historical.readNumber })).lecturas.find((r) => r.id === fx.historical.id),
  },
  {
    name: "POST /api/Suscriptions/Save (webhook rows)",
    fields: () => ({ suscribed: bool, url: field(fc.constantFrom(null, "http://127.0.0.1:9/fuzz", "https://hooks.example.test/a?b=1"), fc.oneof(badText, notText, huge)), indicatorType: field(fc.constantFrom({ id: 1 }, { id: 2 }), fc.oneof(fc.constantFrom({ id: "BI" }, { id: [1] }, "BI"), fc.integer())) }),
    send: async (b) => post(t.adminA, "/api/Suscriptions/Save", [{ ...(await listRows(t.adminA))[0], ...b, licenseProduct: { id: 3 } }]),
    state: () => listRows(t.adminA),
    runs: 16,
  },
  {
    name: "POST /api/login/signup",
    fields: () => ({
      "Administrator.Email": field(email, fc.oneof(badText, notText, huge)),
      "Administrator.Name": text(80),
      "Administrator.LastName": text(80),
      "Company.Name": field(fc.uuid().map((u) => `Fuzz Clinic ${u}`), fc.oneof(badText, notText, tooLong(120))),
      "Company.CountryId": ids(fx.countries),
      "Company.Province": text(80),
      "Company.City": text(80),
      "Company.PostalCode": text(20),
      "Company.Addres": text(200),
      "Sector.Name": text(80),
      "Language.id": ids(fx.languages),
      DistributorId: fixed(fx.dist),
    }),
    alias: { "Company.CountryId": "Company.Country" },
    send: (b) => post(null, "/api/login/signup", b),
    state: async (b) => {
      const to = (b.Administrator as Record<string, unknown> | undefined)?.Email;
      return typeof to === "string" && !to.includes("\u0000") && to.length < 300 ? (await outbox(to)).length : null;
    },
    limited: true,
    runs: 12,
  },
  {
    name: "POST /api/login/login",
    fields: () => ({ Email: field(email, fc.oneof(badText, notText, huge)), Password: freeText(fc.string({ minLength: 1, maxLength: 40 })), DistId: fixed(fx.dist) }),
    send: (b) => post(null, "/api/login/login", b),
    state: async () => null,
    limited: true,
    runs: 16,
  },
  {
    name: "POST /api/login/forgotPassword",
    fields: () => ({ Email: field(email, fc.oneof(badText, notText, huge)), DistId: fixed(fx.dist) }),
    send: (b) => post(null, "/api/login/forgotPassword", b),
    state: async (b) => (typeof b.Email === "string" && !/[\u0000\ud800-\udfff]/.test(b.Email) && b.Email.length < 300 ? (await outbox(b.Email)).length : null),
    limited: true,
    runs: 16,
  },
  {
    // The valid fields repeat an incubation already started: the idempotent answer, no new reading.
    name: "POST /api/agent/v1/incubations (agent ingestion)",
    fields: () => ({
      serialNumber: fixed(fx.start.live.serial),
      position: field(fc.constant(fx.start.live.position), fc.oneof(fc.constantFrom(0, 1000, -1, 1.5, "3"), notNumber, INT_BEYOND)),
      kind: field(fc.constant("BI"), fc.oneof(fc.constantFrom("XX", "bi ", ""), notText, badText)),
      programIndex: field(fc.constant(1), fc.oneof(fc.constantFrom(-1, 1000, "1"), notNumber)),
      startedAt: field(fc.constant(fx.start.live.startedAt), fc.oneof(fc.constantFrom("99999-01-01T00:00:00Z", "2026-01-01", new Date(Date.now() + 86_400_000).toISOString(), "1999-12-31T00:00:00Z"), notText, badText)),
      lot: field(fc.constant(undefined), fc.oneof(notText, badText, tooLong(40))),
    }),
    send: (b) => post(t.agentA, "/api/agent/v1/incubations", b),
    state: async () => (await list(t.adminA, "ReadingBI", "getlive")).map((r) => r.id),
  },
  {
    name: "POST /api/agent/v1/incubations/result (agent ingestion)",
    fields: () => ({
      serialNumber: fixed(fx.result.live.serial),
      position: field(fc.constant(fx.result.live.position), fc.oneof(notNumber, INT_BEYOND)),
      startedAt: fixed(fx.result.live.startedAt),
      "result.result": field(fc.constant("negative"), fc.oneof(fc.constantFrom("growth", "NEG"), notText, badText)),
      "result.fluorescence": field(fc.double({ min: 0, max: 999, noNaN: true }), fc.oneof(fc.constantFrom(-1, 1e8, "12"), notNumber)),
      "result.averageTemperature": field(fc.double({ min: 20, max: 80, noNaN: true }), fc.oneof(fc.constantFrom(-51, 201, -1e308), notNumber)),
      "result.resultAt": field(fc.constant(new Date(new Date(fx.result.live.startedAt).getTime() + 20 * 60_000).toISOString()), fc.oneof(fc.constantFrom("99999-01-01T00:00:00Z", "yesterday"), notText)),
    }),
    send: (b) => post(t.agentA, "/api/agent/v1/incubations/result", b),
    state: () => row(t.adminA, "ReadingBI", fx.result.id),
  },
  {
    name: "GraphQL createSector",
    fields: () => ({ name: text(80) }),
    send: (b) => gql(`mutation($name: String!) { createSector(name: $name) { id } }`, b, t.adminA).then(graphql),
    state: () => listSectors(t.adminA),
  },
  {
    name: "GraphQL createUser",
    fields: () => ({ name: text(80), lastName: text(80), email: field(email, fc.oneof(badText, notText, huge)), userType, sectorId: field(fc.constantFrom(...fx.sectors.map(String)), fc.oneof(badText, fc.constantFrom([1], {}, true, 1.5))) }),
    send: (b) => gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { userId } }`, { input: b }, t.adminA).then(graphql),
    state: async () => (await companyUsers(t.adminA)).map((u) => u.id),
    runs: 16,
  },
  {
    name: "GraphQL editBIReadings",
    fields: () => (({ loteProduct, process, ...rest }) => ({ ...rest, lot: loteProduct, processId: process }))(BI_FIELDS()),
    alias: { lot: "loteProduct", processId: "process" },
    send: (b) => gql(`mutation($ids: [ID!]!, $input: BIReadingInput!) { editBIReadings(ids: $ids, input: $input) { readingId } }`, { ids: [gid("BIReading", fx.gqlBi.id)], input: b }, t.adminA).then(graphql),
    state: () => row(t.adminA, "ReadingBI", fx.gqlBi.id),
  },
  {
    name: "GraphQL saveWebhookSubscriptions",
    fields: () => ({ subscribed: gqlBool, url: field(fc.constantFrom(null, "http://127.0.0.1:9/gql"), fc.oneof(badText, notText, huge)), indicatorTypeId: code([1, 2, 3, 4, 5]) }),
    send: (b) => gql(`mutation($input: [WebhookSubscriptionInput!]!) { saveWebhookSubscriptions(input: $input) { message } }`, { input: [{ licenseProductId: 3, ...b }] }, t.adminA).then(graphql),
    state: () => listRows(t.adminA),
    runs: 16,
  },
  {
    // A read: what matters is that the lot is searched as written (a trailing "\" was a 500).
    name: "GraphQL lotReadings (the lot search)",
    fields: () => ({ lot: text(50) }),
    send: (b) => gql(`query($lot: String!) { lotReadings(lot: $lot) { lot } }`, b, t.adminA).then(graphql),
    state: async () => null,
  },
];

/** Host header values a browser would never send: spaces, percent signs, brackets, userinfo, paths. */
const hostHeader = fc.string({ unit: fc.constantFrom(..."ab.:%[]@/?#\\_- 09", "é"), maxLength: 16 });

describe(`fuzzing the writes (seed ${FUZZ_SEED}, ${RUNS} runs each)`, () => {
  test("at least fifteen operations are fuzzed", () => {
    expect(ops().length).toBeGreaterThanOrEqual(15);
  });
  for (const op of ops()) test(op.name, () => fuzz(op));

  test("list arguments of any length (nodes ids, a connection's first): data or BAD_USER_INPUT, never a 500, the long ones refused before they run", async () => {
    const globalIds = fc.array(fc.oneof(fc.integer({ min: 1, max: 400 }).map((n) => Buffer.from(`BIReading:${n}`).toString("base64")), fc.string({ maxLength: 8 })), { maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(globalIds, fc.integer({ min: 1, max: 30_000 }), fc.integer({ min: -5, max: 1_000 }), async (sample, count, first) => {
        const ids = Array.from({ length: count }, (_, i) => sample[i % Math.max(sample.length, 1)] ?? "x");
        const nodes = await gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, t.adminA);
        const page = await gql(`query($n: Int) { sectors(first: $n) { edges { cursor } } }`, { n: first }, t.adminA);
        for (const [what, r, allowed] of [["nodes", nodes, count <= 100], ["sectors(first)", page, first >= 1 && first <= 100]] as const) {
          const code = r.errors?.[0]?.extensions?.code;
          const where = `${what} (${count} ids, first ${first}) → ${JSON.stringify(r.errors ?? "data").slice(0, 300)}`;
          if (allowed ? r.errors?.length && code !== "BAD_USER_INPUT" : code !== "BAD_USER_INPUT") throw new Error(`unexpected answer: ${where}`);
        }
      }),
      { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  test("hostile Host headers (raw socket): never a 500, never an HTML error page", async () => {
    await fc.assert(
      fc.asyncProperty(hostHeader, async (host) => {
        const res = await rawRequest("GET", "/api/Country", [["Host", host]]);
        const where = `Host ${JSON.stringify(host)} → ${res.status} ${res.headers["content-type"]} ${res.body.slice(0, 200)}`;
        if (res.status >= 500 || leaksInternals(res.body) || /html/i.test(res.headers["content-type"] ?? "")) throw new Error(`server failure: ${where}`);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS * 3, endOnFailure: true, interruptAfterTimeLimit: 25_000 },
    );
  });
});
