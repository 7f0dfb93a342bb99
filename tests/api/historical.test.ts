// Historical browser API (docs/historical-api.md; spec 001 sections 3 "Historical columns,
// Filter, Pagination" and 7 "Historical"): POST /api/historical/{option} for the five reading
// types (case-insensitive names and aliases), every Filter field, ordering by every sortable
// column both ways with ties broken by id, pagination edges and limits, only HISTORICAL/SAVED
// readings, the operator's sector, tenant scoping, 401/403; the GraphQL historicalReadings
// connection against REST (offset cursors, page sizes, global or plain ids, union types),
// hasActiveLicense; editing saved rows (POST /api/{option}/saveDataFromSavedRead and the
// GraphQL edit mutations with finalEdit) with the audit trail.
//
// The demo seed is shared with the other API files (which may have moved readings on), so
// filters are checked against the unfiltered list filtered here, never against seed counts;
// exact single rows come from fresh Hospital A readings made through the agent API and moved
// to historical (or saved) with the existing reading APIs.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData, login, signUpCompany, type GqlResult } from "../helpers";
import { SEED, expectForbidden, expectGqlError, expectNotFound, gid, tokensOf } from "../helpers/company";
import { agentProvisional, agentStart, audit, gqlEdit, productByModel, put, retireCreated, toHistorical, userName, type Row } from "../helpers/readings";
import {
  TYPES, afterOfPage, expectProblem, freshHistorical, gqlHistorical, historicalAll, historicalPage, historicalRes, idsOf, offsetCursor, sectorNames, sortedIds,
  userNames, type Filter, type HistoricalType,
} from "../helpers/historical";

type Who = "adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist";
let t: Record<Who, string>;
let names: Map<number, string>;

/** Fresh Hospital A readings (made in beforeAll). */
const F = {} as {
  /** HISTORICAL, Central Sterile (sector 1). */
  bi: Row;
  /** HISTORICAL, Operating Theatre (sector 2). */
  biTheatre: Row;
  /** SAVED (confirm and save). */
  biSaved: Row;
  /** HISTORICAL disinfection BI. */
  bid: Row;
  /** HISTORICAL protein reading. */
  pro: Row;
  /** Still PROVISIONAL / LIVE: never in the historical browser. */
  provisional: { id: number; readNumber: number };
  live: { id: number; readNumber: number };
};

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
  names = await userNames(t.adminA);
  F.bi = await freshHistorical("BI");
  F.biTheatre = await freshHistorical("BI", { where: "theatre" });
  F.biSaved = await freshHistorical("BI", { saved: true });
  F.bid = await freshHistorical("BID");
  F.pro = await freshHistorical("PRO");
  F.provisional = await agentProvisional("BI");
  F.live = await agentStart("BI");
}, 120_000);
afterAll(retireCreated);

const ALL_OPTIONS = TYPES.map((x) => x.option);
const gqlIds = (r: GqlResult) => gqlData(r).historicalReadings.edges.map((e: any) => e.node.readingId as number);
const ms = (iso: string) => new Date(iso).getTime();
const iso = (n: number) => new Date(n).toISOString();

// ───────────── options ─────────────

describe("POST /api/historical/{option}: the five reading types", () => {
  for (const T of TYPES) {
    test(`${T.option}: rows of its kind only${T.kind === "BI" ? ` (disinfection ${T.disinfection})` : ""}, HISTORICAL or SAVED, the total counts them`, async () => {
      const { rows, total } = await historicalAll(t.adminA, T.option);
      expect(total).toBeGreaterThan(0);
      for (const r of rows) {
        expect({ id: r.id, kind: r.kind, state: ["HISTORICAL", "SAVED"].includes(r.state) }).toEqual({ id: r.id, kind: T.kind, state: true });
        if (T.kind === "BI") expect({ id: r.id, disinfection: r.disinfection }).toEqual({ id: r.id, disinfection: T.disinfection! });
        expect(r.statusDescription).toBe(r.state === "SAVED" ? "Saved" : "Historical");
      }
    });

    test(`${T.option}: the option name is matched case-insensitively`, async () => {
      const base = await historicalPage(t.adminA, T.option, {}, { PageSize: 25 });
      for (const variant of [T.option.toLowerCase(), T.option.toUpperCase()]) {
        const other = await historicalPage(t.adminA, variant, {}, { PageSize: 25 });
        expect({ variant, ids: idsOf(other.lecturas), total: other.totalRows }).toEqual({ variant, ids: idsOf(base.lecturas), total: base.totalRows });
      }
    });
  }

  test("ReadingCHESterilizer / ReadingCHEWasher are aliases of the chemical options", async () => {
    for (const [alias, option] of [["ReadingCHESterilizer", "readingchesterilizer"], ["ReadingCHEWasher", "readingchewasher"]] as const) {
      const a = await historicalPage(t.adminA, alias, {}, { PageSize: 20 });
      const b = await historicalPage(t.adminA, option, {}, { PageSize: 20 });
      expect(a.totalRows).toBeGreaterThan(0);
      expect({ ids: idsOf(a.lecturas), total: a.totalRows }).toEqual({ ids: idsOf(b.lecturas), total: b.totalRows });
    }
  });

  test("an unknown option → 404", async () => {
    const res = await historicalRes(t.adminA, "ReadingXYZ");
    expect(res.status).toBe(404);
    expect(res.json?.lecturas).toBeUndefined();
  });

  test("sterilisation and disinfection BI options split the company's historical BI readings: together they are GraphQL biReadings(states: [HISTORICAL, SAVED])", async () => {
    const ster = await historicalAll(t.adminA, "ReadingBI");
    const dis = await historicalAll(t.adminA, "ReadingBIDisinfection");
    const both = [...sortedIds(ster.rows), ...sortedIds(dis.rows)].sort((a, b) => a - b);
    expect(new Set(both).size).toBe(both.length);
    const viaGql: number[] = [];
    let after: string | null = null;
    for (;;) {
      const r: GqlResult = await gql(`query($after: String) { biReadings(states: [HISTORICAL, SAVED], first: 100, after: $after) { edges { node { readingId } } pageInfo { hasNextPage endCursor } } }`, { after }, t.adminA);
      const c = gqlData(r).biReadings;
      viaGql.push(...c.edges.map((e: any) => e.node.readingId));
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    expect(both).toEqual(viaGql.sort((a, b) => a - b));
  });

  test("defaults: no Pagination → page 1 of 10 rows, by read number descending", async () => {
    const res = await historicalRes(t.adminA, "ReadingBI", {});
    expect(res.status).toBe(200);
    expect(res.json.lecturas).toHaveLength(Math.min(10, res.json.totalRows));
    const numbers = res.json.lecturas.map((r: Row) => r.readNumber);
    expect(numbers).toEqual([...numbers].sort((a: number, b: number) => b - a));
    const all = await historicalAll(t.adminA, "ReadingBI");
    expect(res.json.totalRows).toBe(all.total);
    const top = [...all.rows].sort((a, b) => b.readNumber - a.readNumber).slice(0, 10);
    expect(idsOf(res.json.lecturas)).toEqual(idsOf(top));
  });

  test("rows carry the reading wire shape (docs/readings-api.md) and the historical columns", async () => {
    const bi = (await historicalPage(t.adminA, "ReadingBI", { ReadNumber: F.bi.readNumber })).lecturas[0]!;
    for (const k of ["id", "readNumber", "positionNumber", "startedTime", "resultDate", "programName", "averageTemperatureFormat", "result", "resultDescription", "visualResultDescription", "product", "loteProduct", "processDescription", "valueD", "conditionSCIB", "bookNumber", "pageNumber", "cycle", "machine", "incubator", "loadNumber", "ticketNumber", "sector", "sectorId", "editUser", "desktopMigrationId", "disinfector", "notes"]) expect(bi).toHaveProperty(k);
    expect(bi).toMatchObject({ id: F.bi.id, state: "HISTORICAL", sectorId: SEED.sector.aCentral, sector: "Central Sterile", incubator: expect.any(String), result: 1, resultDescription: "Negative", loteProduct: "HISTTEST" });
    const pro = (await historicalPage(t.adminA, "ReadingPRO", { ReadNumber: F.pro.readNumber })).lecturas[0]!;
    for (const k of ["onlyResultString", "tool", "washer", "alertResult", "actionResult", "proteinFormat", "ignoreFromIQAS", "instrumentMeasure"]) expect(pro).toHaveProperty(k);
    const che = (await historicalPage(t.adminA, "readingchesterilizer", {}, { PageSize: 1 })).lecturas[0]!;
    for (const k of ["creationTest", "resultDescription", "manufactureDate", "brand", "expirationDate", "temperature", "packageNumber", "concentration", "relativeDampness"]) expect(che).toHaveProperty(k);
    const wash = (await historicalPage(t.adminA, "readingchewasher", {}, { PageSize: 1 })).lecturas[0]!;
    for (const k of ["location", "washingTime", "detergentConcentration", "detergentType", "waterPressure", "waterHardness"]) expect(wash).toHaveProperty(k);
  });
});

// ───────────── states ─────────────

describe("only HISTORICAL and SAVED readings", () => {
  test("a reading moved to historical and one confirmed and saved are listed (found by read number); a PROVISIONAL and a LIVE one are not", async () => {
    const h = await historicalPage(t.adminA, "ReadingBI", { ReadNumber: F.bi.readNumber });
    expect(h.totalRows).toBe(1);
    expect(h.lecturas[0]).toMatchObject({ id: F.bi.id, state: "HISTORICAL" });
    const s = await historicalPage(t.adminA, "ReadingBI", { ReadNumber: F.biSaved.readNumber });
    expect(s.totalRows).toBe(1);
    expect(s.lecturas[0]).toMatchObject({ id: F.biSaved.id, state: "SAVED", statusDescription: "Saved" });
    for (const open of [F.provisional, F.live]) {
      const p = await historicalPage(t.adminA, "ReadingBI", { ReadNumber: open.readNumber });
      expect({ readNumber: open.readNumber, total: p.totalRows, rows: p.lecturas }).toEqual({ readNumber: open.readNumber, total: 0, rows: [] });
    }
    const all = sortedIds((await historicalAll(t.adminA, "ReadingBI")).rows);
    expect(all).toContain(F.bi.id);
    expect(all).toContain(F.biSaved.id);
    expect(all).not.toContain(F.provisional.id);
    expect(all).not.toContain(F.live.id);
  });

  test("the disinfection reading is in ReadingBIDisinfection, not in ReadingBI; the protein one in ReadingPRO", async () => {
    expect(sortedIds((await historicalAll(t.adminA, "ReadingBIDisinfection")).rows)).toContain(F.bid.id);
    expect(sortedIds((await historicalAll(t.adminA, "ReadingBI")).rows)).not.toContain(F.bid.id);
    expect(F.bid.disinfection).toBe(true);
    expect(sortedIds((await historicalAll(t.adminA, "ReadingPRO")).rows)).toContain(F.pro.id);
  });

  test("once the provisional reading is moved to historical, it appears", async () => {
    const before = await historicalPage(t.adminA, "ReadingBI", { ReadNumber: F.provisional.readNumber });
    expect(before.totalRows).toBe(0);
    const moved = await toHistorical(t.adminA, "ReadingBI", { id: F.provisional.id, productId: (await productByModel(t.adminA, "localhost", "BT220")).id, conditionSCIB: 2, terms: "x", loteProduct: "HISTTEST", bookNumber: "1", pageNumber: "1" });
    expect(moved.status).toBe(200);
    const after = await historicalPage(t.adminA, "ReadingBI", { ReadNumber: F.provisional.readNumber });
    expect(after.totalRows).toBe(1);
    expect(after.lecturas[0]).toMatchObject({ id: F.provisional.id, state: "HISTORICAL" });
  });
});

// ───────────── filters ─────────────

/** The filtered list must be exactly the unfiltered list filtered here (and keep the default order). */
async function expectFilter(T: HistoricalType, filter: Filter, pred: (r: Row) => boolean, token = t.adminA): Promise<Row[]> {
  const all = (await historicalAll(token, T.option)).rows;
  const got = await historicalAll(token, T.option, filter);
  const want = all.filter(pred);
  expect({ filter, ids: sortedIds(got.rows) }).toEqual({ filter, ids: sortedIds(want) });
  const numbers = got.rows.map((r) => r.readNumber);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  return got.rows;
}

function distinct<T>(rows: Row[], get: (r: Row) => T): T[] {
  return [...new Set(rows.map(get))].filter((v) => v !== null && v !== undefined) as T[];
}

describe("Filter", () => {
  for (const T of TYPES) {
    describe(T.option, () => {
      test("SectorId: each of the company's sectors gives exactly its rows", async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        let nonEmpty = 0;
        for (const sectorId of [SEED.sector.aCentral, SEED.sector.aTheatre, SEED.sector.aEndoscopy]) {
          const rows = await expectFilter(T, { SectorId: sectorId }, (r) => r.sectorId === sectorId);
          if (rows.length) nonEmpty++;
        }
        expect(nonEmpty).toBeGreaterThan(0);
        expect(all.length).toBeGreaterThan(0);
      });

      test(`DateFrom / DateTo: inclusive bounds on the ${T.dateField === "startedTime" ? "started time" : "test (creation) time"}`, async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        const times = [...new Set(all.map((r) => ms(r[T.dateField])))].sort((a, b) => a - b);
        expect(times.length).toBeGreaterThan(3);
        const from = times[Math.floor(times.length / 3)]!;
        const to = times[Math.floor((times.length * 2) / 3)]!;
        const inRange = await expectFilter(T, { DateFrom: iso(from), DateTo: iso(to) }, (r) => ms(r[T.dateField]) >= from && ms(r[T.dateField]) <= to);
        // both bounds are inclusive: the rows exactly at the bounds are in
        expect(inRange.some((r) => ms(r[T.dateField]) === from)).toBe(true);
        expect(inRange.some((r) => ms(r[T.dateField]) === to)).toBe(true);
        // one millisecond further in leaves them out
        const inner = await historicalAll(t.adminA, T.option, { DateFrom: iso(from + 1), DateTo: iso(to - 1) });
        expect(inner.rows.some((r) => ms(r[T.dateField]) === from || ms(r[T.dateField]) === to)).toBe(false);
        expect(inner.total).toBe(inRange.filter((r) => ms(r[T.dateField]) !== from && ms(r[T.dateField]) !== to).length);
        // one bound alone
        await expectFilter(T, { DateFrom: iso(to) }, (r) => ms(r[T.dateField]) >= to);
        await expectFilter(T, { DateTo: iso(from) }, (r) => ms(r[T.dateField]) <= from);
      });

      test("DateFrom / DateTo given with a UTC offset (the client's start and end of day) mean the same instants", async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        const mid = ms(all[Math.floor(all.length / 2)]![T.dateField]);
        // the same instant written as +05:30 wall-clock time
        const withOffset = (n: number) => new Date(n + 5.5 * 3600_000).toISOString().replace("Z", "+05:30");
        const a = await historicalAll(t.adminA, T.option, { DateFrom: withOffset(mid - 86_400_000 * 5), DateTo: withOffset(mid) });
        const b = await historicalAll(t.adminA, T.option, { DateFrom: iso(mid - 86_400_000 * 5), DateTo: iso(mid) });
        expect(sortedIds(a.rows)).toEqual(sortedIds(b.rows));
        expect(a.total).toBeGreaterThan(0);
      });

      if (T.timed) {
        test("ResultDateFrom / ResultDateTo: inclusive bounds on the result date", async () => {
          const all = (await historicalAll(t.adminA, T.option)).rows;
          const times = [...new Set(all.map((r) => r.resultDate).filter(Boolean).map(ms))].sort((a, b) => a - b);
          const from = times[Math.floor(times.length / 4)]!;
          const to = times[Math.floor((times.length * 3) / 4)]!;
          const rows = await expectFilter(T, { ResultDateFrom: iso(from), ResultDateTo: iso(to) }, (r) => r.resultDate !== null && ms(r.resultDate) >= from && ms(r.resultDate) <= to);
          expect(rows.some((r) => ms(r.resultDate) === from) && rows.some((r) => ms(r.resultDate) === to)).toBe(true);
        });

        test("IncubatorId: each incubator gives exactly its rows", async () => {
          const all = (await historicalAll(t.adminA, T.option)).rows;
          const incubators = distinct(all, (r) => r.incubatorId as number);
          expect(incubators.length).toBeGreaterThan(0);
          for (const id of incubators) await expectFilter(T, { IncubatorId: id }, (r) => r.incubatorId === id);
        });
      } else {
        test("ResultDateFrom/To and IncubatorId do not apply to chemical readings (ignored)", async () => {
          const all = await historicalAll(t.adminA, T.option);
          const f = await historicalAll(t.adminA, T.option, { ResultDateFrom: iso(Date.now() - 1000), ResultDateTo: iso(Date.now()), IncubatorId: SEED.incubator.aFixed });
          expect(sortedIds(f.rows)).toEqual(sortedIds(all.rows));
        });
      }

      test("EditUserId: the rows last edited by that user", async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        const edited = distinct(all, (r) => r.editUser as string);
        let matched = 0;
        for (const [userId, name] of names) {
          const rows = await expectFilter(T, { EditUserId: userId }, (r) => r.editUser === name);
          matched += rows.length;
        }
        expect(matched).toBe(all.filter((r) => r.editUser !== null).length);
        if (T.option !== "ReadingBIDisinfection") expect(edited.length).toBeGreaterThan(0);
      });

      const machineFilters: [string, string, boolean][] = [
        ["SterilizerId", "sterilizerId", T.kind === "BI" || T.kind === "CHE_STERILIZER"],
        ["DisinfectorId", "disinfectorId", T.kind === "BI"],
        ["WasherId", "washerId", T.kind === "PRO" || T.kind === "CHE_WASHER"],
      ];
      for (const [name, field, applies] of machineFilters) {
        if (applies) {
          test(`${name}: each machine gives exactly its rows`, async () => {
            const all = (await historicalAll(t.adminA, T.option)).rows;
            const ids = distinct(all, (r) => r[field] as number);
            for (const id of ids) await expectFilter(T, { [name]: id }, (r) => r[field] === id);
            // a machine id that none of these rows use
            const unused = Math.max(0, ...ids) + 1000;
            await expectFilter(T, { [name]: unused }, (r) => r[field] === unused);
            if (name === "DisinfectorId" ? T.disinfection : name === "SterilizerId" ? !T.disinfection : true) expect(ids.length).toBeGreaterThan(0);
          });
        } else {
          test(`${name} does not apply to ${T.option} (ignored)`, async () => {
            const all = await historicalAll(t.adminA, T.option);
            const f = await historicalAll(t.adminA, T.option, { [name]: 1 });
            expect(sortedIds(f.rows)).toEqual(sortedIds(all.rows));
          });
        }
      }

      const resultKey = T.kind === "BI" ? "ResultBI" : T.kind === "PRO" ? "ResultPRO" : "ResultCHE";
      test(`${resultKey}: each result code gives exactly its rows`, async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        const codes = distinct(all, (r) => r.result as number);
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) await expectFilter(T, { [resultKey]: code }, (r) => r.result === code);
      });

      test("ReadNumber: exactly that reading; a number no historical reading has → none", async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        const r = all[Math.floor(all.length / 2)]!;
        const one = await historicalPage(t.adminA, T.option, { ReadNumber: r.readNumber });
        expect({ total: one.totalRows, ids: idsOf(one.lecturas) }).toEqual({ total: 1, ids: [r.id] });
        const asText = await historicalPage(t.adminA, T.option, { ReadNumber: String(r.readNumber) });
        expect(idsOf(asText.lecturas)).toEqual([r.id]);
        const none = await historicalPage(t.adminA, T.option, { ReadNumber: Math.max(...all.map((x) => x.readNumber)) + 100_000 });
        expect({ total: none.totalRows, rows: none.lecturas }).toEqual({ total: 0, rows: [] });
      });

      test("filters combine (AND)", async () => {
        const all = (await historicalAll(t.adminA, T.option)).rows;
        const times = all.map((r) => ms(r[T.dateField])).sort((a, b) => a - b);
        const from = times[Math.floor(times.length / 4)]!;
        const sector = all.find((r) => ms(r[T.dateField]) >= from)!.sectorId;
        const result = 1;
        await expectFilter(T, { SectorId: sector, DateFrom: iso(from), [resultKey]: result }, (r) => r.sectorId === sector && ms(r[T.dateField]) >= from && r.result === result);
      });
    });
  }

  test("empty strings, null and 0 mean 'no filter'", async () => {
    for (const T of TYPES) {
      const all = await historicalAll(t.adminA, T.option);
      const empty = { SectorId: "", DateFrom: "", DateTo: null, ResultDateFrom: null, ResultDateTo: "", IncubatorId: 0, EditUserId: "0", SterilizerId: null, DisinfectorId: "", WasherId: 0, ResultBI: 0, ResultPRO: "", ResultCHE: null, ReadNumber: 0 };
      const f = await historicalAll(t.adminA, T.option, empty);
      expect({ option: T.option, ids: sortedIds(f.rows) }).toEqual({ option: T.option, ids: sortedIds(all.rows) });
    }
  });

  test("a non-numeric read number or id → 400 { title, errors: { 'Filter.<name>': ['ValueMustBeNumber'] } }", async () => {
    const res = await historicalRes(t.adminA, "ReadingBI", { ReadNumber: "12a" });
    expectProblem(res, "Filter.ReadNumber", "ValueMustBeNumber");
    expect(res.json.status).toBe(400);
    for (const name of ["SectorId", "IncubatorId", "EditUserId", "SterilizerId", "DisinfectorId", "WasherId", "ResultBI", "ResultPRO", "ResultCHE", "ReadNumber"]) {
      for (const bad of ["abc", "1.5", "1e400"]) expectProblem(await historicalRes(t.adminA, "ReadingPRO", { [name]: bad }), `Filter.${name}`, "ValueMustBeNumber");
    }
    // several at once: every field is named
    const many = await historicalRes(t.adminA, "readingchewasher", { ReadNumber: "x", WasherId: "y" });
    expectProblem(many, "Filter.ReadNumber", "ValueMustBeNumber");
    expectProblem(many, "Filter.WasherId", "ValueMustBeNumber");
  });

  // BUG (server/historical/query.ts, parseLegacyQuery: `id` accepts any safe integer through
  // int() and `date` any date JavaScript parses): the values reach PostgreSQL as int /
  // timestamptz parameters (historical/sql.ts whereSql, and Prisma for the report and the
  // export), which refuse them ("value \"3000000000\" is out of range for type integer",
  // "time zone displacement out of range"), so the call answers 500 'Unexpected error'. Spec 001
  // section 9 caps whole numbers at 2147483647: such a value is ValueMustBeNumber (400) like any
  // other invalid number, or simply matches nothing; never a 500.
  test("ids, read numbers and dates beyond what the database holds → 400 ValueMustBeNumber / invalid date (or no rows), never 500 [server bug: 500]", async () => {
    const cases: [string, Filter][] = [
      ["ReadNumber", { ReadNumber: 3_000_000_000 }],
      ["SectorId", { SectorId: 99_999_999_999 }],
      ["ResultBI", { ResultBI: 2_147_483_648 }],
      ["IncubatorId", { IncubatorId: "2147483648" }],
      ["DateFrom", { DateFrom: "+275760-09-13T00:00:00Z" }],
    ];
    const answers = [];
    for (const [name, filter] of cases) {
      const res = await historicalRes(t.adminA, "ReadingBI", filter);
      answers.push({ name, status: res.status, ok: res.status === 400 ? !!res.json?.errors?.[`Filter.${name}`] : res.status === 200 && res.json.totalRows === 0 });
    }
    expect(answers).toEqual(cases.map(([name]) => ({ name, status: expect.any(Number), ok: true })) as never);
    // the limit itself is an ordinary number
    expect((await historicalPage(t.adminA, "ReadingBI", { ReadNumber: 2_147_483_647 })).totalRows).toBe(0);
  });

  // BUG (same cause, GraphQL door: server/historical/graphql.ts filterOf → server/graphql/ids.ts
  // localId accepts any string of digits): sectorId "99999999999" answers INTERNAL_SERVER_ERROR.
  test("GraphQL: an ID beyond the integer range in the filter → a client error or no rows, never INTERNAL_SERVER_ERROR [server bug]", async () => {
    const r = await gqlHistorical(t.adminA, { option: "ReadingBI", filter: { sectorId: "99999999999" } });
    const code = r.errors?.[0]?.extensions?.code ?? null;
    expect({ code, total: code ? null : r.data?.historicalReadings?.totalCount }).toEqual(code ? { code: expect.stringMatching(/^(BAD_USER_INPUT|NOT_FOUND)$/), total: null } : { code: null, total: 0 });
  });

  test("a date that is not a date → 400 under Filter.DateFrom / Filter.ResultDateTo", async () => {
    expectProblem(await historicalRes(t.adminA, "ReadingBI", { DateFrom: "yesterday" }), "Filter.DateFrom");
    expectProblem(await historicalRes(t.adminA, "ReadingBI", { ResultDateTo: "2026-13-45" }), "Filter.ResultDateTo");
  });
});

// ───────────── ordering ─────────────

const SORTABLE = ["readNumber", "positionNumber", "startedTime", "resultDate", "creationTest", "result", "visualResult", "loteProduct", "cycle", "bookNumber", "pageNumber", "programNumber", "ticketNumber", "manufactureDate", "expirationDate"] as const;
type Sortable = (typeof SORTABLE)[number];
const NUMERIC: Sortable[] = ["readNumber", "positionNumber", "result", "visualResult"];
const DATES: Sortable[] = ["startedTime", "resultDate", "creationTest", "manufactureDate", "expirationDate"];
const TIMED_ONLY: Sortable[] = ["positionNumber", "startedTime", "resultDate", "ticketNumber"];
const CHEMICAL_ONLY: Sortable[] = ["creationTest", "manufactureDate", "expirationDate"];
const appliesTo = (T: HistoricalType, c: Sortable) => (TIMED_ONLY.includes(c) ? T.timed : CHEMICAL_ONLY.includes(c) ? !T.timed : true);

const collators: ((a: string, b: string) => number)[] = [
  (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  new Intl.Collator("en").compare,
  new Intl.Collator("en", { ignorePunctuation: true }).compare,
];

/** Problems of `rows` as an ordering by `column` in `dir` with ties broken by id (same direction); [] when ordered. */
function orderProblems(rows: Row[], column: Sortable, dir: "asc" | "desc"): string[] {
  const sign = dir === "asc" ? 1 : -1;
  const values = rows.map((r) => r[column] as unknown);
  const isNull = values.map((v) => v === null || v === undefined);
  // nulls form one block at one end
  const firstNull = isNull.indexOf(true);
  const problems: string[] = [];
  if (firstNull !== -1) {
    const lastNull = isNull.lastIndexOf(true);
    const block = isNull.slice(firstNull, lastNull + 1).every(Boolean);
    if (!block || (firstNull !== 0 && lastNull !== rows.length - 1)) problems.push(`nulls of ${column} are not one block at an end`);
  }
  const attempt = (cmp: (a: any, b: any) => number) => {
    const out: string[] = [];
    for (let i = 0; i + 1 < rows.length; i++) {
      const a = values[i], b = values[i + 1];
      if (isNull[i] !== isNull[i + 1]) continue;
      const c = isNull[i] ? 0 : cmp(a, b) * sign;
      if (c > 0) out.push(`${column} ${dir}: row ${i} (${String(a)}, id ${rows[i]!.id}) before row ${i + 1} (${String(b)}, id ${rows[i + 1]!.id})`);
      else if (c === 0 && (rows[i]!.id - rows[i + 1]!.id) * sign > 0) out.push(`${column} ${dir}: tie ${String(a)} not broken by id (${rows[i]!.id} before ${rows[i + 1]!.id})`);
    }
    return out;
  };
  if (NUMERIC.includes(column)) problems.push(...attempt((a: number, b: number) => a - b));
  else if (DATES.includes(column)) problems.push(...attempt((a: string, b: string) => ms(a) - ms(b)));
  else {
    const tries = collators.map((c) => attempt(c));
    if (tries.every((x) => x.length)) problems.push(...tries[0]!.slice(0, 5));
  }
  return problems;
}

describe("Pagination.OrderBy / OrderType", () => {
  for (const T of TYPES) {
    for (const column of SORTABLE.filter((c) => appliesTo(T, c))) {
      test(`${T.option} by ${column}: asc and desc are ordered, ties by id, desc is asc reversed, pages never overlap`, async () => {
        const asc = await historicalAll(t.adminA, T.option, {}, { OrderBy: column, OrderType: "asc" });
        const desc = await historicalAll(t.adminA, T.option, {}, { OrderBy: column, OrderType: "desc" });
        expect(orderProblems(asc.rows, column, "asc")).toEqual([]);
        expect(orderProblems(desc.rows, column, "desc")).toEqual([]);
        expect(idsOf(desc.rows)).toEqual(idsOf(asc.rows).reverse());
      });
    }

    const fallsBack = async (columns: string[]) => {
      for (const column of columns) {
        for (const dir of ["asc", "desc"] as const) {
          const res = await historicalRes(t.adminA, T.option, {}, { PageSize: 30, OrderBy: column, OrderType: dir });
          expect({ column, dir, status: res.status }).toEqual({ column, dir, status: 200 });
          const numbers = res.json.lecturas.map((r: Row) => r.readNumber);
          expect(numbers).toEqual([...numbers].sort((a: number, b: number) => (dir === "asc" ? a - b : b - a)));
        }
        const g = await gqlHistorical(t.adminA, { option: T.option, orderBy: column, descending: false, first: 30 });
        expect({ column, errors: g.errors ?? [] }).toEqual({ column, errors: [] });
        const rest = await historicalPage(t.adminA, T.option, {}, { PageSize: 30, OrderBy: column, OrderType: "asc" });
        expect(gqlIds(g)).toEqual(idsOf(rest.lecturas));
      }
    };

    test(`${T.option}: an unknown OrderBy ('bogus', '') falls back to the read number`, () => fallsBack(["bogus", ""]));

    const otherKinds = SORTABLE.filter((c) => !appliesTo(T, c));
    const missingColumns = otherKinds.filter((c) => (T.timed ? ["manufactureDate", "expirationDate"] : ["ticketNumber"]).includes(c));
    test(`${T.option}: the other types' columns (${otherKinds.filter((c) => !missingColumns.includes(c)).join(", ")}) fall back to the read number`, () => fallsBack(otherKinds.filter((c) => !missingColumns.includes(c))));

    // Regression: before commit 2a86be3, orderOf (server/historical/query.ts) took manufactureDate /
    // expirationDate as columns of every type and ticketNumber too, so BI/PRO by manufactureDate
    // and chemical readings by ticketNumber answered 500 (PrismaClientValidationError).
    test(`${T.option}: ${missingColumns.join(" / ")} (not a column of this type) fall back to the read number, no 500`, () => fallsBack(missingColumns));
  }

  test("the sortable columns vary in the data (so the orderings above are not all the read number's)", async () => {
    const rows = (await historicalAll(t.adminA, "ReadingBI")).rows;
    const chem = (await historicalAll(t.adminA, "readingchesterilizer")).rows;
    for (const column of SORTABLE) {
      const source = appliesTo(TYPES[0]!, column) ? rows : chem;
      expect({ column, varies: new Set(source.map((r) => String(r[column]))).size > 1 }).toEqual({ column, varies: true });
    }
  });

  test("OrderType is case-insensitive; anything but asc means descending", async () => {
    const asc = await historicalPage(t.adminA, "ReadingPRO", {}, { PageSize: 15, OrderBy: "pageNumber", OrderType: "asc" });
    const ASC = await historicalPage(t.adminA, "ReadingPRO", {}, { PageSize: 15, OrderBy: "pageNumber", OrderType: "ASC" });
    expect(idsOf(ASC.lecturas)).toEqual(idsOf(asc.lecturas));
    const desc = await historicalPage(t.adminA, "ReadingPRO", {}, { PageSize: 15, OrderBy: "pageNumber", OrderType: "desc" });
    const none = await historicalPage(t.adminA, "ReadingPRO", {}, { PageSize: 15, OrderBy: "pageNumber" });
    expect(idsOf(none.lecturas)).toEqual(idsOf(desc.lecturas));
    expect(idsOf(desc.lecturas)).not.toEqual(idsOf(asc.lecturas));
  });
});

// ───────────── pagination ─────────────

describe("Pagination.Page / PageSize", () => {
  test("pages are slices of the whole ordering: first, middle, last partial page; beyond the end → lecturas [] with the total", async () => {
    for (const T of TYPES) {
      const all = await historicalAll(t.adminA, T.option, {}, { OrderBy: "readNumber", OrderType: "asc" });
      const size = 7;
      const last = Math.ceil(all.total / size);
      for (const page of [1, 2, Math.max(1, Math.floor(last / 2)), last]) {
        const p = await historicalPage(t.adminA, T.option, {}, { Page: page, PageSize: size, OrderBy: "readNumber", OrderType: "asc" });
        expect({ option: T.option, page, total: p.totalRows, ids: idsOf(p.lecturas) }).toEqual({ option: T.option, page, total: all.total, ids: idsOf(all.rows.slice((page - 1) * size, page * size)) });
      }
      const lastPage = await historicalPage(t.adminA, T.option, {}, { Page: last, PageSize: size, OrderBy: "readNumber", OrderType: "asc" });
      expect(lastPage.lecturas.length).toBe(all.total - size * (last - 1));
      for (const beyond of [last + 1, last + 50]) {
        const b = await historicalPage(t.adminA, T.option, {}, { Page: beyond, PageSize: size });
        expect({ option: T.option, beyond, rows: b.lecturas, total: b.totalRows }).toEqual({ option: T.option, beyond, rows: [], total: all.total });
      }
    }
  });

  test("walking the pages of any size gives every row once (PageSize 1, 13, 100)", async () => {
    const all = await historicalAll(t.adminA, "readingchewasher", {}, { OrderBy: "cycle", OrderType: "desc" });
    for (const size of [13, 100]) {
      const seen: number[] = [];
      for (let page = 1; seen.length < all.total; page++) {
        const p = await historicalPage(t.adminA, "readingchewasher", {}, { Page: page, PageSize: size, OrderBy: "cycle", OrderType: "desc" });
        expect(p.lecturas.length).toBe(Math.min(size, all.total - seen.length));
        seen.push(...idsOf(p.lecturas));
      }
      expect(seen).toEqual(idsOf(all.rows));
    }
    const one = await historicalPage(t.adminA, "readingchewasher", {}, { Page: 3, PageSize: 1, OrderBy: "cycle", OrderType: "desc" });
    expect(idsOf(one.lecturas)).toEqual([all.rows[2]!.id]);
  });

  test("PageSize 1 and 100 are accepted; 0, 101, -1, 'x' → 400 under Pagination.PageSize; Page 0 / 'x' → 400 under Pagination.Page", async () => {
    expect((await historicalPage(t.adminA, "ReadingBI", {}, { PageSize: 1 })).lecturas).toHaveLength(1);
    const hundred = await historicalPage(t.adminA, "ReadingBI", {}, { PageSize: 100 });
    expect(hundred.lecturas).toHaveLength(Math.min(100, hundred.totalRows));
    for (const bad of [0, 101, -1, "x", 1000]) expectProblem(await historicalRes(t.adminA, "ReadingBI", {}, { PageSize: bad }), "Pagination.PageSize");
    for (const bad of [0, -2, "x"]) expectProblem(await historicalRes(t.adminA, "ReadingBI", {}, { Page: bad, PageSize: 10 }), "Pagination.Page");
  });
});

// ───────────── who sees what ─────────────

describe("scoping", () => {
  test("the supervisor sees what the administrator sees", async () => {
    for (const T of TYPES) {
      const admin = await historicalAll(t.adminA, T.option);
      const sup = await historicalAll(t.supervisorA, T.option);
      expect({ option: T.option, ids: sortedIds(sup.rows) }).toEqual({ option: T.option, ids: sortedIds(admin.rows) });
    }
  });

  test("the sector-limited operator sees exactly the administrator's rows of its sector, even when it asks for another sector", async () => {
    let seen = 0;
    for (const T of TYPES) {
      const admin = (await historicalAll(t.adminA, T.option)).rows.filter((r) => r.sectorId === SEED.sector.aCentral);
      const op = await historicalAll(t.operatorA, T.option);
      for (const r of op.rows) expect({ id: r.id, sectorId: r.sectorId }).toEqual({ id: r.id, sectorId: SEED.sector.aCentral });
      expect({ option: T.option, ids: sortedIds(op.rows) }).toEqual({ option: T.option, ids: sortedIds(admin) });
      const other = await historicalAll(t.operatorA, T.option, { SectorId: SEED.sector.aTheatre });
      expect({ option: T.option, ids: sortedIds(other.rows) }).toEqual({ option: T.option, ids: sortedIds(admin) });
      seen += op.total;
    }
    expect(seen).toBeGreaterThan(0);
    // the fresh Operating Theatre reading is the administrator's, not the operator's
    expect((await historicalPage(t.adminA, "ReadingBI", { ReadNumber: F.biTheatre.readNumber })).totalRows).toBe(1);
    expect((await historicalPage(t.operatorA, "ReadingBI", { ReadNumber: F.biTheatre.readNumber })).totalRows).toBe(0);
    expect((await historicalPage(t.operatorA, "ReadingBI", { ReadNumber: F.bi.readNumber })).totalRows).toBe(1);
  });

  test("another company's sector, incubator, machine or user ids give no rows", async () => {
    const cases: [string, Filter][] = [
      ["ReadingBI", { SectorId: SEED.sector.bCentral }],
      ["ReadingBI", { SectorId: SEED.sector.cCentral }],
      ["ReadingBI", { IncubatorId: SEED.incubator.bFixed }],
      ["ReadingBI", { IncubatorId: SEED.incubator.cFixed }],
      ["ReadingBI", { SterilizerId: SEED.sterilizer.bAutoclaveA }],
      ["ReadingBIDisinfection", { DisinfectorId: SEED.disinfector.bFogger }],
      ["ReadingPRO", { WasherId: SEED.washer.bWasherA }],
      ["ReadingPRO", { IncubatorId: SEED.incubator.bProRead }],
      ["readingchesterilizer", { SterilizerId: SEED.sterilizer.bAutoclaveB }],
      ["readingchewasher", { WasherId: SEED.washer.bWasherA }],
      ["ReadingBI", { EditUserId: SEED.user.adminB }],
      ["readingchesterilizer", { EditUserId: SEED.user.adminC }],
    ];
    for (const [option, filter] of cases) {
      const p = await historicalPage(t.adminA, option, filter);
      expect({ option, filter, total: p.totalRows, rows: p.lecturas }).toEqual({ option, filter, total: 0, rows: [] });
    }
  });

  test("Clinic C (other distributor) and Hospital B see only their own readings, never Hospital A's", async () => {
    const aSectors = [...(await sectorNames(t.adminA)).keys()];
    for (const [who, seeded] of [["adminC", [SEED.sector.cCentral, SEED.sector.cDental]], ["adminB", [SEED.sector.bCentral, SEED.sector.bTheatre]]] as const) {
      // its sectors: the seeded ones (other API files may archive one) and any it has now
      const own = [...new Set([...seeded, ...(await sectorNames(t[who])).keys()])];
      for (const s of own) expect(aSectors).not.toContain(s);
      for (const T of TYPES) {
        const a = new Set(sortedIds((await historicalAll(t.adminA, T.option)).rows));
        const other = await historicalAll(t[who], T.option);
        expect(other.total).toBeGreaterThan(0);
        for (const r of other.rows) {
          expect({ id: r.id, own: own.includes(r.sectorId), inA: a.has(r.id) }).toEqual({ id: r.id, own: true, inA: false });
        }
        // Hospital A's sector as a filter: nothing
        const withA = await historicalPage(t[who], T.option, { SectorId: SEED.sector.aCentral });
        expect({ who, option: T.option, total: withA.totalRows }).toEqual({ who, option: T.option, total: 0 });
      }
    }
  });

  test("no token → 401; Connection (agent), distributor and system users → 403", async () => {
    for (const option of ALL_OPTIONS) {
      expect((await historicalRes(null, option)).status).toBe(401);
      for (const who of ["agentA", "dist", "sysadmin"] as const) expectForbidden(await historicalRes(t[who], option));
    }
  });
});

// ───────────── GraphQL ─────────────

/** The REST Filter as a GraphQL HistoricalFilter. */
function gqlFilter(f: Filter): Record<string, unknown> {
  const map: Record<string, string> = { SectorId: "sectorId", DateFrom: "dateFrom", DateTo: "dateTo", ResultDateFrom: "resultDateFrom", ResultDateTo: "resultDateTo", IncubatorId: "incubatorId", EditUserId: "editUserId", SterilizerId: "sterilizerId", DisinfectorId: "disinfectorId", WasherId: "washerId", ResultBI: "result", ResultPRO: "result", ResultCHE: "result", ReadNumber: "readNumber" };
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [map[k]!, typeof v === "number" && !["result", "readNumber"].includes(map[k]!) ? String(v) : v]));
}

describe("GraphQL historicalReadings", () => {
  for (const T of TYPES) {
    test(`${T.option}: the same ids and total as REST for the same filter, order and page`, async () => {
      const all = (await historicalAll(t.adminA, T.option)).rows;
      const mid = ms(all[Math.floor(all.length / 2)]![T.dateField]);
      const sector = all[0]!.sectorId;
      const cases: { filter: Filter; orderBy?: string; asc?: boolean; page: number; size: number }[] = [
        { filter: {}, page: 1, size: 10 },
        { filter: {}, orderBy: T.dateField, asc: true, page: 3, size: 5 },
        { filter: { SectorId: sector }, orderBy: "cycle", asc: false, page: 2, size: 4 },
        { filter: { DateFrom: iso(mid), [T.kind === "BI" ? "ResultBI" : T.kind === "PRO" ? "ResultPRO" : "ResultCHE"]: 1 }, orderBy: "bookNumber", asc: true, page: 1, size: 100 },
        { filter: { DateTo: iso(mid) }, orderBy: "readNumber", asc: false, page: 1000, size: 20 },
      ];
      for (const c of cases) {
        const rest = await historicalPage(t.adminA, T.option, c.filter, { Page: c.page, PageSize: c.size, OrderBy: c.orderBy, OrderType: c.asc ? "asc" : "desc" });
        const g = await gqlHistorical(t.adminA, { option: T.option, filter: gqlFilter(c.filter), orderBy: c.orderBy ?? null, descending: !c.asc, first: c.size, after: afterOfPage(c.page, c.size) });
        expect({ c, ids: gqlIds(g), total: gqlData(g).historicalReadings.totalCount }).toEqual({ c, ids: idsOf(rest.lecturas), total: rest.totalRows });
      }
    });

    test(`${T.option}: every node is a ${T.typename} (union __typename)`, async () => {
      const g = gqlData(await gqlHistorical(t.adminA, { option: T.option, first: 50 }));
      expect(g.historicalReadings.edges.length).toBeGreaterThan(0);
      for (const e of g.historicalReadings.edges) {
        expect(e.node.__typename).toBe(T.typename);
        expect(["HISTORICAL", "SAVED"]).toContain(e.node.state);
        if (T.kind === "BI") expect(e.node.disinfection).toBe(T.disinfection!);
      }
    });
  }

  test("defaults: first 10, read number descending", async () => {
    const g = gqlData(await gqlHistorical(t.adminA, { option: "ReadingPRO" }));
    const rest = await historicalPage(t.adminA, "ReadingPRO");
    expect(g.historicalReadings.edges.map((e: any) => e.node.readingId)).toEqual(idsOf(rest.lecturas));
    expect(g.historicalReadings.edges).toHaveLength(Math.min(10, rest.totalRows));
  });

  test("offset cursors: the row at offset n has cursor base64('OffsetConnection:' + n); page p is after the cursor of offset (p-1)*s-1", async () => {
    const s = 6;
    const total = gqlData(await gqlHistorical(t.adminA, { option: "readingchesterilizer", first: 1 })).historicalReadings.totalCount;
    const lastPage = Math.ceil(total / s);
    const seen: number[] = [];
    for (let p = 1; p <= lastPage; p++) {
      const c = gqlData(await gqlHistorical(t.adminA, { option: "readingchesterilizer", first: s, after: afterOfPage(p, s), orderBy: "creationTest", descending: false })).historicalReadings;
      expect(c.edges.map((e: any) => e.cursor)).toEqual(c.edges.map((_: unknown, i: number) => offsetCursor((p - 1) * s + i)));
      expect(c.pageInfo.hasNextPage).toBe(p < lastPage);
      expect(c.pageInfo.endCursor).toBe(offsetCursor((p - 1) * s + c.edges.length - 1));
      expect(c.totalCount).toBe(total);
      seen.push(...c.edges.map((e: any) => e.node.readingId));
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    const rest = await historicalAll(t.adminA, "readingchesterilizer", {}, { OrderBy: "creationTest", OrderType: "asc" });
    expect(seen).toEqual(idsOf(rest.rows));
  });

  test("the pager's moves by the connection's cursors: next after the end, previous before the start, the last rows alone", async () => {
    const s = 5;
    const Q = `query($first: Int, $after: String, $last: Int, $before: String) {
      historicalReadings(option: ReadingBI, orderBy: "readNumber", descending: false, first: $first, after: $after, last: $last, before: $before) {
        totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { ... on BIReading { readingId } } }
      }
    }`;
    const page = async (v: Record<string, unknown>) => gqlData(await gql(Q, v, t.adminA)).historicalReadings;
    const ids = (c: any) => c.edges.map((e: any) => e.node.readingId);
    const whole = await page({ first: 100 });
    const total = whole.totalCount as number;
    expect(total).toBeGreaterThan(2 * s);
    const all = ids(whole);
    const first = await page({ first: s });
    const second = await page({ first: s, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(all.slice(s, 2 * s));
    const back = await page({ last: s, before: second.pageInfo.startCursor });
    expect(ids(back)).toEqual(ids(first));
    expect(back.pageInfo.hasPreviousPage).toBe(false);
    // The last page of a grid of s rows: as many rows as it holds, counted from the total.
    const lastSize = total % s || s;
    const last = await page({ last: lastSize });
    expect(last.totalCount).toBe(total);
    expect(last.pageInfo.hasNextPage).toBe(false);
    if (total <= 100) expect(ids(last)).toEqual(all.slice(total - lastSize));
    const beforeLast = await page({ last: s, before: last.pageInfo.startCursor });
    expect(beforeLast.edges).toHaveLength(s);
    if (total <= 100) expect(ids(beforeLast)).toEqual(all.slice(total - lastSize - s, total - lastSize));
    // last obeys the same page-size rule as first.
    const r = await gql(Q, { last: 101 }, t.adminA);
    expect(r.errors?.[0]?.extensions?.errors).toEqual({ last: ["The page size must be between 1 and 100."] });
  });

  test("first 1..100 are accepted; 0, 101 and -1 → an error and no data", async () => {
    expect(gqlData(await gqlHistorical(t.adminA, { option: "ReadingBI", first: 1 })).historicalReadings.edges).toHaveLength(1);
    const hundred = gqlData(await gqlHistorical(t.adminA, { option: "ReadingBI", first: 100 })).historicalReadings;
    expect(hundred.edges).toHaveLength(Math.min(100, hundred.totalCount));
    for (const first of [0, 101, -1]) {
      const r = await gqlHistorical(t.adminA, { option: "ReadingBI", first });
      expect({ first, errors: (r.errors?.length ?? 0) > 0 }).toEqual({ first, errors: true });
      expect(r.data?.historicalReadings ?? null).toBeNull();
    }
  });

  test("filter ids may be global ids or plain numbers: both give the REST answer", async () => {
    const sectors = gqlData(await gql(`{ sectors(first: 50) { edges { node { id name } } } }`, {}, t.adminA)).sectors.edges.map((e: any) => e.node);
    const theatre = sectors.find((s: any) => s.name === "Operating Theatre");
    expect(theatre.id).toBe(gid("Sector", SEED.sector.aTheatre));
    const incubators = gqlData(await gql(`{ incubators(first: 50) { edges { node { id } } } }`, {}, t.adminA)).incubators.edges.map((e: any) => e.node.id as string);
    expect(incubators).toContain(gid("Incubator", SEED.incubator.aTheatre));
    const cases: [string, string, number, string, Filter][] = [
      ["ReadingBI", "sectorId", SEED.sector.aTheatre, theatre.id, { SectorId: SEED.sector.aTheatre }],
      ["ReadingBI", "incubatorId", SEED.incubator.aTheatre, gid("Incubator", SEED.incubator.aTheatre), { IncubatorId: SEED.incubator.aTheatre }],
      ["ReadingBI", "sterilizerId", SEED.sterilizer.aAutoclave2, gid("Sterilizer", SEED.sterilizer.aAutoclave2), { SterilizerId: SEED.sterilizer.aAutoclave2 }],
      ["ReadingBIDisinfection", "disinfectorId", SEED.disinfector.aRoom, gid("Disinfector", SEED.disinfector.aRoom), { DisinfectorId: SEED.disinfector.aRoom }],
      ["readingchewasher", "washerId", SEED.washer.aWasher1, gid("Washer", SEED.washer.aWasher1), { WasherId: SEED.washer.aWasher1 }],
      ["ReadingBI", "editUserId", SEED.user.adminA, gid("CompanyUser", SEED.user.adminA), { EditUserId: SEED.user.adminA }],
    ];
    for (const [option, name, plain, global, rest] of cases) {
      const r = await historicalPage(t.adminA, option, rest, { PageSize: 100 });
      expect({ option, name, total: r.totalRows > 0 }).toEqual({ option, name, total: true });
      for (const value of [String(plain), global]) {
        const g = gqlData(await gqlHistorical(t.adminA, { option: option as any, filter: { [name]: value }, first: 100 })).historicalReadings;
        expect({ option, name, value, total: g.totalCount, ids: g.edges.map((e: any) => e.node.readingId) }).toEqual({ option, name, value, total: r.totalRows, ids: idsOf(r.lecturas) });
      }
    }
  });

  test("a global id of another type in a filter → NOT_FOUND error", async () => {
    const r = await gqlHistorical(t.adminA, { option: "ReadingBI", filter: { sectorId: gid("Washer", 1) } });
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  test("node fields: machineName = the REST machine, chemical imageId (some readings have a picture), desktopMigrationId marks migrated readings", async () => {
    for (const option of ["ReadingBI", "readingchesterilizer", "readingchewasher"] as const) {
      const rest = new Map((await historicalAll(t.adminA, option)).rows.map((r) => [r.id, r]));
      const nodes: any[] = [];
      let after: string | null = null;
      for (;;) {
        const c: any = gqlData(await gqlHistorical(t.adminA, { option, first: 100, after })).historicalReadings;
        nodes.push(...c.edges.map((e: any) => e.node));
        if (!c.pageInfo.hasNextPage) break;
        after = c.pageInfo.endCursor;
      }
      expect(nodes.length).toBe(rest.size);
      for (const n of nodes) {
        const r = rest.get(n.readingId)!;
        expect({ id: n.readingId, machine: n.machineName, desktop: n.desktopMigrationId }).toEqual({ id: r.id, machine: r.machine?.name ?? null, desktop: r.desktopMigrationId });
      }
      if (option !== "ReadingBI") expect(nodes.some((n) => typeof n.imageId === "number")).toBe(true);
    }
  });

  test("FORBIDDEN for Connection, distributor and system users; UNAUTHENTICATED without a token", async () => {
    for (const who of ["agentA", "dist", "sysadmin"] as const) {
      const r = await gqlHistorical(t[who], { option: "ReadingBI" });
      expect({ who, code: r.errors?.[0]?.extensions?.code }).toEqual({ who, code: "FORBIDDEN" });
      expect(r.data?.historicalReadings ?? null).toBeNull();
    }
    expect((await gqlHistorical(null, { option: "ReadingBI" })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("Clinic C's connection never holds Hospital A's readings; the operator's only its sector", async () => {
    const a = new Set(sortedIds((await historicalAll(t.adminA, "ReadingBI")).rows));
    const c = gqlData(await gqlHistorical(t.adminC, { option: "ReadingBI", first: 100 })).historicalReadings;
    expect(c.totalCount).toBeGreaterThan(0);
    for (const e of c.edges) expect(a.has(e.node.readingId)).toBe(false);
    const op = gqlData(await gqlHistorical(t.operatorA, { option: "ReadingBI", first: 100, filter: { sectorId: String(SEED.sector.aTheatre) } })).historicalReadings;
    for (const e of op.edges) expect(e.node.sectorId).toBe(SEED.sector.aCentral);
    expect(op.totalCount).toBe((await historicalPage(t.operatorA, "ReadingBI")).totalRows);
  });

  test("hasActiveLicense: true for Hospital A (active Cloud licence); false for a company without one, whose type 0 browser is refused", async () => {
    expect(gqlData(await gql(`{ hasActiveLicense }`, {}, t.adminA)).hasActiveLicense).toBe(true);
    expect(gqlData(await gql(`{ hasActiveLicense }`, {}, t.operatorA)).hasActiveLicense).toBe(true);
    const s = await signUpCompany({ host: "localhost", acceptEula: true });
    const none = await login(s.email, s.password, "localhost");
    expect(gqlData(await gql(`{ hasActiveLicense }`, {}, none)).hasActiveLicense).toBe(false);
    expectGqlError(await gql(`{ historicalReadings(option: ReadingBI, first: 5) { totalCount } }`, {}, none), "FORBIDDEN", /needs an active Bionova Cloud licence/);
    expect(gqlData(await gql(`{ historicalReadings(option: ReadingPRO, first: 5) { totalCount } }`, {}, none)).historicalReadings.totalCount).toBe(0);
  });
});

// ───────────── editing saved rows ─────────────

const save = (token: string, option: string, body: Record<string, unknown>) => api("POST", `/api/${option}/saveDataFromSavedRead`, { token, body });

describe("POST /api/{option}/saveDataFromSavedRead", () => {
  test("BI: visualResult and notes are saved, the row shows them with the editor, the audit trail has old and new values", async () => {
    const r = await freshHistorical("BI");
    expect(r).toMatchObject({ visualResult: null, notes: null });
    const before = await audit(t.adminA, "ReadingBI", r.id);
    const res = await save(t.supervisorA, "ReadingBI", { ...r, visualResult: 2, notes: "Reviewed: growth seen" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", message: expect.any(String), item: { id: r.id, visualResult: 2, visualResultDescription: "Positive", notes: "Reviewed: growth seen", edited: true, editUser: names.get(SEED.user.supervisorA), state: "HISTORICAL" } });
    const row = (await historicalPage(t.adminA, "ReadingBI", { ReadNumber: r.readNumber })).lecturas[0]!;
    expect(row).toMatchObject({ visualResult: 2, notes: "Reviewed: growth seen", edited: true, editUser: names.get(SEED.user.supervisorA), state: "HISTORICAL" });
    const after = await audit(t.adminA, "ReadingBI", r.id);
    const added = after.slice(before.length);
    expect(added.map((a) => ({ action: a.action, field: a.field, oldValue: a.oldValue, newValue: a.newValue, user: a.userEmail })).sort((a, b) => a.field!.localeCompare(b.field!))).toEqual([
      { action: "edit", field: "notes", oldValue: null, newValue: "Reviewed: growth seen", user: "supervisor@hospital-a.test" },
      { action: "edit", field: "visualResult", oldValue: null, newValue: "2", user: "supervisor@hospital-a.test" },
    ]);
    // a second edit records the previous value as old
    expect((await save(t.adminA, "ReadingBI", { id: r.id, visualResult: 1 })).status).toBe(200);
    expect((await audit(t.adminA, "ReadingBI", r.id)).at(-1)).toMatchObject({ field: "visualResult", oldValue: "2", newValue: "1", userEmail: "admin@hospital-a.test" });
    // EditUserId now finds it under the last editor
    expect(idsOf((await historicalAll(t.adminA, "ReadingBI", { EditUserId: SEED.user.adminA })).rows)).toContain(r.id);
  });

  test("fields other than the review fields are ignored, not refused (clients send whole rows): 200, they keep their values, no audit entry", async () => {
    const r = await freshHistorical("BI");
    const before = await audit(t.adminA, "ReadingBI", r.id);
    const res = await save(t.adminA, "ReadingBI", { id: r.id, loteProduct: "CHANGED", cycle: "999", ticketNumber: "TK", sterilizerId: SEED.sterilizer.aAutoclave1, notes: "only this" });
    expect(res.status).toBe(200);
    expect(res.json.item).toMatchObject({ loteProduct: "HISTTEST", cycle: r.cycle, ticketNumber: r.ticketNumber, sterilizerId: r.sterilizerId, notes: "only this" });
    const added = (await audit(t.adminA, "ReadingBI", r.id)).slice(before.length);
    expect(added.map((a) => a.field)).toEqual(["notes"]);
    // only non-review fields: nothing changes at all
    const none = await save(t.adminA, "ReadingBI", { id: r.id, loteProduct: "CHANGED", result: 2, state: "LIVE" });
    expect(none.status).toBe(200);
    expect(none.json.item).toMatchObject({ loteProduct: "HISTTEST", result: r.result, state: "HISTORICAL" });
    expect((await audit(t.adminA, "ReadingBI", r.id)).length).toBe(before.length + 1);
  });

  test("the wrapped body { ReadingBI: {...}, UserLogged } is accepted; saved (SAVED) readings are editable too", async () => {
    const res = await save(t.adminA, "ReadingBI", { ReadingBI: { id: F.biSaved.id, notes: "wrapped note" }, UserLogged: SEED.user.adminA });
    expect(res.status).toBe(200);
    expect(res.json.item).toMatchObject({ id: F.biSaved.id, notes: "wrapped note", state: "SAVED" });
  });

  test("PRO: ignoreFromIQAS and notes are saved and audited; visualResult (not a review field of PRO) is ignored", async () => {
    const r = await freshHistorical("PRO");
    expect(r.ignoreFromIQAS).toBe(false);
    const before = await audit(t.adminA, "ReadingPRO", r.id);
    const res = await save(t.adminA, "ReadingPRO", { id: r.id, ignoreFromIQAS: true, notes: "excluded: test swab", visualResult: 2 });
    expect(res.status).toBe(200);
    expect(res.json.item).toMatchObject({ ignoreFromIQAS: true, notes: "excluded: test swab", visualResult: r.visualResult, edited: true });
    const added = (await audit(t.adminA, "ReadingPRO", r.id)).slice(before.length);
    expect(added.map((a) => [a.field, a.oldValue, a.newValue]).sort()).toEqual([
      ["ignoreFromIQAS", "false", "true"],
      ["notes", null, "excluded: test swab"],
    ]);
    expect((await historicalPage(t.adminA, "ReadingPRO", { ReadNumber: r.readNumber })).lecturas[0]).toMatchObject({ ignoreFromIQAS: true, notes: "excluded: test swab" });
  });

  for (const [option, screen] of [["readingchesterilizer", "ReadingCHESterilizer"], ["readingchewasher", "ReadingCHEWasher"]] as const) {
    test(`${screen}: notes are saved and audited (through /api/${option} and /api/${screen}); other fields are ignored`, async () => {
      const rows = (await historicalAll(t.adminA, option)).rows;
      const r = rows.find((x) => x.notes === null && x.sectorId === SEED.sector.aCentral) ?? rows[0]!;
      const original = r.notes;
      const before = await audit(t.adminA, screen, r.id);
      const res = await save(t.supervisorA, screen, { ...r, notes: "Strip checked again", loteProduct: "NOPE", visualResult: r.visualResult === 1 ? 2 : 1 });
      expect(res.status).toBe(200);
      expect(res.json.item).toMatchObject({ id: r.id, notes: "Strip checked again", loteProduct: r.loteProduct, visualResult: r.visualResult, edited: true, editUser: names.get(SEED.user.supervisorA) });
      const added = (await audit(t.adminA, screen, r.id)).slice(before.length);
      expect(added.map((a) => ({ field: a.field, oldValue: a.oldValue, newValue: a.newValue }))).toEqual([{ field: "notes", oldValue: original, newValue: "Strip checked again" }]);
      // the lower-case historical option name is the same route
      const again = await save(t.operatorA, option, { id: r.id, notes: original ?? "" });
      expect(again.status).toBe(200);
      expect(again.json.item.notes).toBe(original);
      expect((await audit(t.adminA, screen, r.id)).at(-1)).toMatchObject({ field: "notes", oldValue: "Strip checked again", newValue: original, userEmail: "operator@hospital-a.test" });
    });
  }

  test("a review field of the wrong type → 400 under its wire name; nothing saved", async () => {
    const r = await freshHistorical("BI");
    const res = await save(t.adminA, "ReadingBI", { id: r.id, visualResult: "positive", notes: "should not save" });
    expectProblem(res, "visualResult", "ValueMustBeNumber");
    expectProblem(await save(t.adminA, "ReadingPRO", { id: F.pro.id, ignoreFromIQAS: "maybe" }), "ignoreFromIQAS");
    expectProblem(await save(t.adminA, "ReadingBI", { id: r.id, notes: "n".repeat(2001) }), "notes");
    expect((await historicalPage(t.adminA, "ReadingBI", { ReadNumber: r.readNumber })).lecturas[0]!.notes).toBeNull();
  });

  test("a reading that is not historical yet → 400 ERRORS 'not in the historical record'", async () => {
    const p = await agentProvisional("BI");
    const res = await save(t.adminA, "ReadingBI", { id: p.id, notes: "too early" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ result: "ERRORS", errors: [expect.stringContaining("not in the historical record")] });
  });

  test("another company's reading id → 404, and it is unchanged; the operator cannot edit another sector's reading (404)", async () => {
    const b = (await historicalAll(t.adminB, "ReadingBI")).rows[0]!;
    const c = (await historicalAll(t.adminC, "readingchewasher")).rows[0]!;
    expectNotFound(await save(t.adminA, "ReadingBI", { id: b.id, notes: "foreign" }));
    expectNotFound(await save(t.adminA, "ReadingCHEWasher", { id: c.id, notes: "foreign" }));
    expect((await historicalPage(t.adminB, "ReadingBI", { ReadNumber: b.readNumber })).lecturas[0]!.notes).toBe(b.notes);
    expect((await historicalPage(t.adminC, "readingchewasher", { ReadNumber: c.readNumber })).lecturas[0]!.notes).toBe(c.notes);
    expectNotFound(await save(t.operatorA, "ReadingBI", { id: F.biTheatre.id, notes: "not my sector" }));
    expectNotFound(await save(t.adminA, "ReadingBI", { id: 99_999_999, notes: "x" }));
  });

  test("no id / a non-numeric id → 400; no token → 401; Connection users → 403", async () => {
    for (const body of [{ notes: "x" }, { id: "abc", notes: "x" }]) expect((await save(t.adminA, "ReadingBI", body)).status).toBe(400);
    expect((await save(null as unknown as string, "ReadingBI", { id: F.bi.id, notes: "x" })).status).toBe(401);
    expectForbidden(await save(t.agentA, "ReadingBI", { id: F.bi.id, notes: "x" }));
  });

  // Regression: before commit 2a86be3 only the four reading-screen options were routed, so the
  // doc's POST /api/ReadingBIDisinfection/saveDataFromSavedRead answered 404.
  test("ReadingBIDisinfection/saveDataFromSavedRead saves a disinfection reading's review fields (like ReadingBI/saveDataFromSavedRead)", async () => {
    const viaBI = await save(t.adminA, "ReadingBI", { id: F.bid.id, notes: "via ReadingBI" });
    expect(viaBI.status).toBe(200);
    expect(viaBI.json.item).toMatchObject({ id: F.bid.id, disinfection: true, notes: "via ReadingBI" });
    const res = await save(t.adminA, "ReadingBIDisinfection", { id: F.bid.id, visualResult: 1, notes: "disinfection reviewed" });
    expect(res.status).toBe(200);
    expect(res.json.item).toMatchObject({ id: F.bid.id, visualResult: 1, notes: "disinfection reviewed" });
  });

  test("GraphQL editBIReadings(finalEdit: true): review fields saved and audited, other input fields ignored", async () => {
    const r = await freshHistorical("BI");
    const before = (await audit(t.adminA, "ReadingBI", r.id)).length;
    const g = await gqlEdit(t.adminA, "ReadingBI", [r.id], { visualResult: 1, notes: "via GraphQL", lot: "IGNORED" }, { finalEdit: true }, "readingId state visualResult notes lot edited editUser");
    expect(gqlData(g).editBIReadings).toEqual([{ readingId: r.id, state: "HISTORICAL", visualResult: 1, notes: "via GraphQL", lot: "HISTTEST", edited: true, editUser: await userName(t.adminA, "admin@hospital-a.test") }]);
    const added = (await audit(t.adminA, "ReadingBI", r.id)).slice(before);
    expect(added.map((a) => [a.action, a.field, a.newValue]).sort()).toEqual([["edit", "notes", "via GraphQL"], ["edit", "visualResult", "1"]]);
    // without finalEdit a historical reading is not editable
    const open = await gqlEdit(t.adminA, "ReadingBI", [r.id], { notes: "open edit" });
    expect(open.errors?.length).toBeGreaterThan(0);
    // PUT /api/ReadingBI (the provisional screen) refuses it too
    const viaPut = await put(t.adminA, "ReadingBI", { id: r.id, notes: "open edit" });
    expect(viaPut.status).toBe(400);
    expect(viaPut.json.result).toBe("ERRORS");
  });

  test("GraphQL editPROReadings / editCheWasherReadings(finalEdit: true) save ignoreFromIQAS / notes", async () => {
    const pro = await gqlEdit(t.adminA, "ReadingPRO", [F.pro.id], { ignoreFromIQAS: true, notes: "gql pro" }, { finalEdit: true }, "readingId ignoreFromIQAS notes");
    expect(gqlData(pro).editPROReadings).toEqual([{ readingId: F.pro.id, ignoreFromIQAS: true, notes: "gql pro" }]);
    const w = (await historicalAll(t.adminA, "readingchewasher")).rows.at(-1)!;
    const che = await gqlEdit(t.adminA, "ReadingCHEWasher", [w.id], { notes: "gql washer", location: "Roof" }, { finalEdit: true }, "readingId notes location");
    expect(gqlData(che).editCheWasherReadings).toEqual([{ readingId: w.id, notes: "gql washer", location: w.location }]);
    expect(gqlData(await gqlEdit(t.adminA, "ReadingCHEWasher", [w.id], { notes: w.notes ?? "" }, { finalEdit: true }, "notes")).editCheWasherReadings[0].notes).toBe(w.notes);
  });
});
