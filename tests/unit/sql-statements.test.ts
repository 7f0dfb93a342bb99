// The SQL statements one GraphQL request issues for the main lists (readings, historical page,
// users), recorded at the database (a scratch PGlite, migrated and seeded with the demo
// tenants). A list reads its rows and their relations in a fixed number of statements,
// whatever the page size: a field that falls back to one query per row (N+1) fails here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createPubSub } from "graphql-yoga";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { DEMO_IDS, seed } from "../../server/seed/index";
import { loadConfig } from "../../server/config";
import { createGraphQL } from "../../server/graphql/yoga";
import type { Principal } from "../../server/auth/principal";
import { createPGliteDir, type ScratchDatabase } from "../helpers/databases";
import { hospitalAUser } from "../helpers/principals";

let scratch: ScratchDatabase;
let db: Database;
let graphql: ReturnType<typeof createGraphQL>;
let recording: string[] | null = null;
const graphqlPubsub = createPubSub();

const adminA: Principal = hospitalAUser("adminA");

beforeAll(async () => {
  scratch = createPGliteDir("sqc-sql-");
  db = await openDatabase({ databaseUrl: null, dataDir: scratch.dataDir! }, { onStatement: (sql) => recording?.push(sql) });
  await migrate(db);
  await seed(db, { demo: true });
  graphql = createGraphQL({ db, config: loadConfig({}), pubsub: graphqlPubsub as never }, async () => adminA);
}, 180_000);

afterAll(async () => {
  graphql?.close();
  await db?.close();
  await scratch?.drop();
});

/** Runs one request as Hospital A's administrator; answers its data and the statements it ran. */
async function run(query: string, variables: Record<string, unknown>) {
  recording = [];
  const res = await graphql.yoga.fetch(
    new Request("http://unit.local/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) }),
    { principal: adminA, origin: "http://localhost", clientIp: "127.0.0.1", language: null },
  );
  const statements = recording;
  recording = null;
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, statements };
}

const READING_FIELDS = `readingId readNumber state sectorName productName productModelName brand machineName machineSerial incubatorName programName editUser resultDescription visualResultDescription processDescription`;

describe("statements per list request do not grow with the page", () => {
  test("biReadings (historical and saved, with products, machines, incubators, programs, users)", async () => {
    const query = `query ($first: Int!) { biReadings(states: [HISTORICAL, SAVED], first: $first) { totalCount edges { node { ${READING_FIELDS} } } } }`;
    // Pages big enough that every optional relation occurs (a relation no row uses is not queried).
    const small = await run(query, { first: 30 });
    const large = await run(query, { first: 60 });
    expect(small.data.biReadings.edges.length).toBe(30);
    expect(large.data.biReadings.edges.length).toBe(60);
    expect(large.statements.length).toBe(small.statements.length);
    // The rows and their total, then one statement per relation the fields read (Prisma's relation queries).
    expect(large.statements.length).toBeLessThanOrEqual(10);
  });

  test("historicalReadings page with its total", async () => {
    const query = `query ($first: Int!) { historicalReadings(option: ReadingBI, first: $first) { totalCount edges { node { ... on BIReading { ${READING_FIELDS} } } } } }`;
    const small = await run(query, { first: 2 });
    const large = await run(query, { first: 60 });
    expect(large.data.historicalReadings.edges.length).toBe(60);
    expect(large.data.historicalReadings.totalCount).toBeGreaterThan(60);
    // One prepared statement for the page with its joins, one for the count (remembered for a
    // while per company and filter, so the second request may skip it), and the Bionova Cloud
    // licence check of type 0 (one prepared statement, run beside the others), and the lookup of
    // an import of the company in progress (remembered for a second: migration/inProgress.ts).
    expect(small.statements.length).toBeLessThanOrEqual(4);
    expect(large.statements.length).toBeLessThanOrEqual(small.statements.length);
  });

  test("sectorUsers with each user's type and sector", async () => {
    const sector = Buffer.from(`Sector:${DEMO_IDS.sectors.aCentral}`).toString("base64");
    const query = `query ($sector: ID!, $first: Int!) { sectorUsers(sectorId: $sector, first: $first) { edges { node { userId name lastName email userTypeDescription sector { name } } } } }`;
    const small = await run(query, { sector, first: 1 });
    const large = await run(query, { sector, first: 50 });
    expect(small.data.sectorUsers.edges.length).toBe(1);
    expect(large.data.sectorUsers.edges.length).toBeGreaterThan(1);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(5);
  });

  test("auditTrail: one statement per page, the records, read numbers and users joined (server/audit/trail.ts)", async () => {
    const query = `query ($first: Int!, $filter: AuditTrailFilter) { auditTrail(first: $first, filter: $filter) { pageInfo { hasNextPage } edges { node { seq at recordType userName summary contentHash hash } } } }`;
    const small = await run(query, { first: 2 });
    const large = await run(query, { first: 50 });
    expect(large.data.auditTrail.edges.length).toBe(50);
    expect(large.data.auditTrail.edges.some((e: { node: { recordType: string } }) => e.node.recordType === "READING")).toBe(true);
    expect(small.statements.length).toBe(1);
    expect(large.statements.length).toBe(1);
    // A user in the filter: one statement more, the check that the user is one of the company's.
    const filtered = await run(query, { first: 50, filter: { userId: String(adminA.userId) } });
    expect(filtered.statements.length).toBe(2);
  });
});

describe("nodes(ids:) reads each type's ids together (issue 33: one query per id let 24,000 ids stall every tenant)", () => {
  const g = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
  const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on BIReading { ${READING_FIELDS} auditTrail { action at user } } ... on Sector { name } ... on CompanyUser { email } } }`;

  test("5 or 100 readings with their audit trails, sectors and users: the same statements, a few per type", async () => {
    const rows = await db.prisma.readingBI.findMany({ where: { companyId: adminA.companyId! }, select: { id: true }, orderBy: { id: "asc" }, take: 97 });
    const others = [g("Sector", DEMO_IDS.sectors.aCentral), g("CompanyUser", adminA.userId), g("Sector", 999_999)];
    const small = await run(query, { ids: [...rows.slice(0, 5).map((r) => g("BIReading", r.id)), ...others] });
    const large = await run(query, { ids: [...rows.map((r) => g("BIReading", r.id)), ...others] });
    expect(large.data.nodes.length).toBe(100);
    expect(large.data.nodes.slice(0, 97).every((n: { readingId?: number } | null) => n?.readingId)).toBe(true);
    expect(large.data.nodes[99]).toBeNull(); // no such sector
    expect(large.statements.length).toBe(small.statements.length);
    if (process.env.PRINT_STATEMENTS) console.log(large.statements.join("\n"));
    expect(large.statements.length).toBeLessThanOrEqual(15);
  });
});

describe("a live event reads its reading once, whatever the number of subscribers (server/graphql/shared-events.ts)", () => {
  const SUBSCRIPTION = `subscription { readingChanged { kind readingId state reading { __typename id readNumber ... on BIReading { ${READING_FIELDS} ruleFacts { name values } } } } }`;

  /** `count` subscribers of Hospital A's administrator; the statements one event costs them all. */
  async function eventFor(count: number) {
    const streams = await Promise.all(
      Array.from({ length: count }, async () => {
        const who = { principal: adminA, origin: "http://localhost", clientIp: "127.0.0.1", language: null };
        const { schema, subscribe, contextFactory, parse } = graphql.yoga.getEnveloped({ request: new Request("http://ws.local/graphql"), ...who, params: { query: SUBSCRIPTION } } as never);
        return (await subscribe({ schema, document: parse(SUBSCRIPTION), contextValue: await contextFactory(), rootValue: {} })) as AsyncIterableIterator<any>;
      }),
    );
    const [row] = await db.prisma.readingBI.findMany({ where: { companyId: adminA.companyId!, state: "HISTORICAL" }, take: 1, orderBy: { id: "asc" } });
    const got = streams.map((s) => s.next());
    recording = [];
    graphqlPubsub.publish("reading:company", adminA.companyId!, { kind: "BI", id: row!.id, state: "HISTORICAL", sectorId: row!.sectorId });
    const results = (await Promise.all(got)).map((r) => r.value);
    const statements = recording;
    recording = null;
    await Promise.all(streams.map((s) => s.return?.()));
    return { results, statements };
  }

  test("one subscriber and twenty: the same statements, the same payload", async () => {
    const one = await eventFor(1);
    const twenty = await eventFor(20);
    expect(one.results[0].errors).toBeUndefined();
    expect(one.results[0].data.readingChanged.reading.readNumber).toBeGreaterThan(0);
    for (const r of twenty.results) expect(r.data).toEqual(one.results[0].data);
    expect(one.statements.length).toBeGreaterThan(0);
    expect(twenty.statements.length).toBe(one.statements.length);
  });

  test("events close together are read in one batch (readings/eventReadings.ts)", async () => {
    const one = await eventFor(1);
    const who = { principal: adminA, origin: "http://localhost", clientIp: "127.0.0.1", language: null };
    const { schema, subscribe, contextFactory, parse } = graphql.yoga.getEnveloped({ request: new Request("http://ws.local/graphql"), ...who, params: { query: SUBSCRIPTION } } as never);
    const stream = (await subscribe({ schema, document: parse(SUBSCRIPTION), contextValue: await contextFactory(), rootValue: {} })) as AsyncIterableIterator<any>;
    const rows = await db.prisma.readingBI.findMany({ where: { companyId: adminA.companyId!, state: "HISTORICAL" }, take: 5, orderBy: { id: "asc" } });
    const got = rows.map(() => stream.next());
    recording = [];
    for (const r of rows) graphqlPubsub.publish("reading:company", adminA.companyId!, { kind: "BI", id: r.id, state: "HISTORICAL", sectorId: r.sectorId });
    const results = (await Promise.all(got)).map((r) => r.value);
    const statements = recording;
    recording = null;
    await stream.return?.();
    expect(results.map((r) => r.data.readingChanged.reading.readNumber)).toEqual(rows.map((r) => r.readNumber));
    // one read for the five (a relation only some of them have may add its statement), not five
    expect(statements.length).toBeLessThanOrEqual(one.statements.length + 2);
  });

  test("the reading an event carries is the reading the node query gives, for every kind (rows from historical/sql.ts)", async () => {
    const selection = `__typename id readNumber state viewed edited result resultDescription visualResult productId productName lot notes sectorName ruleFacts { name values }
      ... on BIReading { positionNumber startedAt resultAt programName incubatorName averageTemperature conditionSCIB processId valueD cycle sterilizerId disinfectorId disinfection visualResultDescription }
      ... on PROReading { status positionNumber startedAt programName incubatorName quantitativeResult density washerId tool modeId instrumentMeasureId readyToSave visualResultDescription }
      ... on CheSterilizerReading { testedAt manufactureDate expirationDate temperature sterilizerId exposureTime packageNumber }
      ... on CheWasherReading { testedAt temperature washerId location washingTime detergentType }`;
    const query = `subscription { readingChanged { readingId reading { ${selection} } } }`;
    const who = { principal: adminA, origin: "http://localhost", clientIp: "127.0.0.1", language: null };
    const { schema, subscribe, contextFactory, parse } = graphql.yoga.getEnveloped({ request: new Request("http://ws.local/graphql"), ...who, params: { query } } as never);
    const stream = (await subscribe({ schema, document: parse(query), contextValue: await contextFactory(), rootValue: {} })) as AsyncIterableIterator<any>;
    const tables = { BI: db.prisma.readingBI, PRO: db.prisma.readingPRO, CHE_STERILIZER: db.prisma.readingCheSterilizer, CHE_WASHER: db.prisma.readingCheWasher } as const;
    const types = { BI: "BIReading", PRO: "PROReading", CHE_STERILIZER: "CheSterilizerReading", CHE_WASHER: "CheWasherReading" } as const;
    try {
      for (const kind of Object.keys(tables) as (keyof typeof tables)[]) {
        const rows = await (tables[kind] as any).findMany({ where: { companyId: adminA.companyId! }, take: 3, orderBy: { id: "desc" } });
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const next = stream.next();
          graphqlPubsub.publish("reading:company", adminA.companyId!, { kind, id: row.id, state: row.state, sectorId: row.sectorId });
          const event = (await next).value;
          expect(event.errors).toBeUndefined();
          const node = await run(`query ($id: ID!) { node(id: $id) { ... on Reading { ${selection} } } }`, { id: Buffer.from(`${types[kind]}:${row.id}`).toString("base64") });
          expect(event.data.readingChanged.reading).toEqual(node.data.node);
        }
      }
    } finally {
      await stream.return?.();
    }
  });
});
