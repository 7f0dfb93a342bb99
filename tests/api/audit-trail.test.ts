// The audit trail viewer and its files (server/audit/trail.ts, export.ts; docs/audit.md "The
// viewer", "Export"), on two companies of their own: the trail pages newest first by cursor,
// each filter keeps what it says (record type, user, time) and matches the database's own
// count; the hashes are the chain's. The CSV and the workbook hold every link with its three
// hashes (each link recomputes from the file) and the verification's answer — intact, then
// broken after a database administrator edits a record, and intact again once it is put back.
// The seals' file verifies with the key it carries. Operators are refused; another company's
// user is refused as a filter, and another company's links never show.
import { beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import ExcelJS from "exceljs";
import { compactVerify, importJWK } from "jose";
import { api, claimsOf, gql, login, signUpCompany } from "../helpers";
import { createCompanyUser, createSector, tokenOf, uniqueName } from "../helpers/company";

async function sql<T = any>(text: string, params: unknown[] = [], asAdministrator = false): Promise<T[]> {
  const res = await api("POST", "/api/test/sql", { body: { sql: text, params, asAdministrator } });
  if (res.status !== 200) throw new Error(`sql → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.rows;
}

const TRAIL = `query($first: Int, $after: String, $filter: AuditTrailFilter) {
  auditTrail(first: $first, after: $after, filter: $filter) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id seq at recordType sourceId userName summary contentHash hash } }
  }
}`;

interface Entry {
  seq: number;
  at: string;
  recordType: string;
  sourceId: number;
  userName: string | null;
  summary: string;
  contentHash: string;
  hash: string;
}

interface Company {
  token: string;
  companyId: number;
  adminId: number;
  sector: string;
}

/** Every entry of the trail under `filter`, page by page (asserting each page's order). */
async function wholeTrail(token: string, filter: Record<string, unknown> = {}, first = 4): Promise<Entry[]> {
  const all: Entry[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const r: { data: any; errors?: unknown } = await gql(TRAIL, { first, after, filter }, token);
    expect(r.errors).toBeUndefined();
    const page: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Entry }[] } = r.data.auditTrail;
    const nodes = page.edges.map((e) => e.node);
    expect(nodes.length).toBeLessThanOrEqual(first);
    all.push(...nodes);
    if (!page.pageInfo.hasNextPage) return all;
    expect(nodes.length).toBe(first);
    after = page.pageInfo.endCursor;
  }
  throw new Error("the trail did not end");
}

/** The company's links as stored, newest first. */
const links = (companyId: number) =>
  sql<{ seq: string; source: string; sourceId: string; contentHash: string; hash: string; prevHash: string }>(
    `SELECT "seq"::text AS seq, "source", "sourceId"::text AS "sourceId", encode("contentHash", 'hex') AS "contentHash", encode("hash", 'hex') AS hash, encode("prevHash", 'hex') AS "prevHash" FROM "audit_chain" c WHERE "companyId" = $1 ORDER BY c."seq" DESC`,
    [companyId],
  );

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") row.push(field), (field = "");
    else if (ch === "\n") row.push(field), rows.push(row), (row = []), (field = "");
    else if (ch !== "\r") field += ch;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

/** The CSV export: its facts (label → value) and its trail rows (with the header). */
async function csvExport(token: string, query: Record<string, string | number> = {}) {
  const res = await fetch(`${process.env.BASE_URL}/api/audit/export?${new URLSearchParams({ format: "csv", ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  if (res.status !== 200) throw new Error(`export → ${res.status} ${text.slice(0, 300)}`);
  expect(res.headers.get("content-type")).toContain("text/csv");
  expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="audit-trail-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
  // UTF-8 with a byte-order mark (spreadsheets read the accents right).
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const records = parseCsv(text.slice(1));
  const blank = records.findIndex((r) => r.length === 1 && r[0] === "");
  const facts = Object.fromEntries(records.slice(0, blank).map((r) => [r[0]!, r[1]!]));
  const [header, ...rows] = records.slice(blank + 1);
  return { facts, header: header!, rows };
}

/** Each row's link hash follows from its previous hash, content hash, seq, table and id (an unfiltered file). */
function expectLinksRecompute(rows: string[][]) {
  for (const [i, r] of rows.entries()) {
    const [seq, , , source, sourceId, , , content, hash, prev] = r;
    const recomputed = createHash("sha256").update(Buffer.from(prev!, "hex")).update(Buffer.from(content!, "hex")).update(`${seq}:${source}:${sourceId}`).digest("hex");
    expect(recomputed).toBe(hash!);
    if (i > 0) expect(prev).toBe(rows[i - 1]![8]!);
  }
}

async function newCompany(): Promise<Company> {
  const s = await signUpCompany();
  const token = await login(s.email, s.password);
  const [admin] = await sql<{ id: number; companyId: number }>(`SELECT "id", "companyId" FROM "app_user" WHERE lower("email") = lower($1)`, [s.email]);
  const sector = uniqueName("Audit sector");
  await createSector(token, sector);
  return { token, companyId: admin!.companyId, adminId: admin!.id, sector };
}

let a: Company;
let b: Company;
let supervisor: { id: number; token: string; name: string; sector: string };

describe("audit trail viewer", () => {
  beforeAll(async () => {
    [a, b] = [await newCompany(), await newCompany()];
    // Readings of Hospital A made and resulted (reading_audit, by the system).
    for (let i = 0; i < 3; i++) {
      const r = await api("POST", "/api/test/readings", { body: { companyId: a.companyId, kind: "BI", noResult: true } });
      expect(r.status).toBe(200);
      expect((await api("POST", "/api/test/readings/set-result", { body: { id: r.json.id, result: 1 } })).status).toBe(200);
    }
    // A supervisor of A who creates a sector of its own (app_log, by that user).
    const sectorId = Number(claimsOf(a.token).SectorId);
    const u = await createCompanyUser(a.token, { sectorId, userType: 1, name: "Trail", lastName: `Supervisor ${Date.now()}` });
    const token = await login(u.email, u.password);
    const sector = uniqueName("Supervisor sector");
    await createSector(token, sector);
    supervisor = { id: u.item.id, token, name: `${u.item.name} ${u.item.lastName}`, sector };
  });

  test("pages newest first by cursor, every link once, with the chain's hashes", async () => {
    const stored = await links(a.companyId);
    expect(stored.length).toBeGreaterThanOrEqual(8);
    const trail = await wholeTrail(a.token, {}, 3);
    expect(trail.map((e) => e.seq)).toEqual(stored.map((l) => Number(l.seq)));
    for (const [i, e] of trail.entries()) {
      expect(e.contentHash).toBe(stored[i]!.contentHash);
      expect(e.hash).toBe(stored[i]!.hash);
      expect(e.sourceId).toBe(Number(stored[i]!.sourceId));
      expect(e.summary.length).toBeGreaterThan(0);
    }
    // Each source's summary says what was done.
    expect(trail.find((e) => e.recordType === "COMPANY_LOG" && e.summary.includes(a.sector))?.summary).toBe(`Sector — created: '${a.sector}'`);
    expect(trail.find((e) => e.recordType === "READING")?.summary).toMatch(/^Biological indicator No\. \d+ — /);
    // A page size outside 1..100, backward paging and a forged cursor are refused.
    for (const [vars, field] of [[{ first: 0 }, "first"], [{ first: 101 }, "first"], [{ after: "bm90LWEtY3Vyc29y" }, "after"]] as const) {
      const r = await gql(TRAIL, vars, a.token);
      expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(Object.keys(r.errors![0]!.extensions!.errors ?? {})).toContain(field);
    }
    expect((await gql(`{ auditTrail(last: 2) { edges { cursor } } }`, {}, a.token)).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("a record type keeps its records only, as many as its table holds", async () => {
    const logs = await wholeTrail(a.token, { recordType: "COMPANY_LOG" });
    expect(logs.length).toBeGreaterThan(0);
    expect(new Set(logs.map((e) => e.recordType))).toEqual(new Set(["COMPANY_LOG"]));
    const [{ n: logCount }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "app_log" WHERE "companyId" = $1`, [a.companyId]);
    expect(logs.length).toBe(logCount!);
    const readings = await wholeTrail(a.token, { recordType: "READING" }, 25);
    const [{ n: readingCount }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "reading_audit" WHERE "companyId" = $1`, [a.companyId]);
    expect(readings.length).toBe(readingCount!);
    expect(readings.every((e) => e.recordType === "READING")).toBe(true);
    const licences = await wholeTrail(a.token, { recordType: "LICENSE" }, 25);
    expect(licences.every((e) => e.recordType === "LICENSE" && e.summary.startsWith("Licence #"))).toBe(true);
  });

  test("a user keeps that user's records; another company's user, or no user, is refused", async () => {
    const mine = await wholeTrail(a.token, { userId: String(supervisor.id) });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.userName === supervisor.name)).toBe(true);
    expect(mine.some((e) => e.summary.includes(supervisor.sector))).toBe(true);
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "audit_chain" c WHERE c."companyId" = $1 AND $2 IN (
         (SELECT "userId" FROM "app_log" WHERE c."source" = 'app_log' AND "id" = c."sourceId"),
         (SELECT "userId" FROM "reading_audit" WHERE c."source" = 'reading_audit' AND "id" = c."sourceId"),
         (SELECT "userId" FROM "license_event" WHERE c."source" = 'license_event' AND "id" = c."sourceId"),
         (SELECT "userId" FROM "incident_event" WHERE c."source" = 'incident_event' AND "id" = c."sourceId"))`,
      [a.companyId, supervisor.id],
    );
    expect(mine.length).toBe(n!);
    // The global id names the same user.
    const byGlobal = await gql(TRAIL, { filter: { userId: btoa(`CompanyUser:${supervisor.id}`) } }, a.token);
    expect(byGlobal.data.auditTrail.edges.length).toBe(Math.min(25, mine.length));
    for (const userId of [String(b.adminId), "999999999", "abc"]) {
      const r = await gql(TRAIL, { filter: { userId } }, a.token);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(r.errors![0]!.extensions!.errors).toEqual({ userId: ["The user is not a user of your company."] });
    }
    const rest = await api("GET", "/api/audit/export", { token: a.token, query: { format: "csv", userId: b.adminId } });
    expect(rest.status).toBe(400);
    expect(rest.json.errors).toEqual({ userId: ["The user is not a user of your company."] });
  });

  test("a time window keeps the records of that time; dates out of order or not dates are refused", async () => {
    const all = await wholeTrail(a.token, {}, 50);
    const middle = all[Math.floor(all.length / 2)]!;
    const exact = await wholeTrail(a.token, { from: middle.at, to: middle.at });
    expect(exact.map((e) => e.seq)).toContain(middle.seq);
    expect(exact.every((e) => e.at === middle.at)).toBe(true);
    const since = await wholeTrail(a.token, { from: middle.at }, 50);
    expect(since.length).toBe(all.filter((e) => e.at >= middle.at).length);
    const until = await wholeTrail(a.token, { to: middle.at }, 50);
    expect(until.length).toBe(all.filter((e) => e.at <= middle.at).length);

    const reversed = await gql(TRAIL, { filter: { from: "2026-03-02T00:00:00Z", to: "2026-03-01T00:00:00Z" } }, a.token);
    expect(reversed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(reversed.errors![0]!.extensions!.errors).toEqual({ to: ["The date from must be on or before the date to."] });
    const notADate = await gql(TRAIL, { filter: { from: "2026-02-30" } }, a.token);
    expect(notADate.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(notADate.errors![0]!.message).toMatch(/DateTime/);
    const restBad = await api("GET", "/api/audit/export", { token: a.token, query: { format: "csv", from: "yesterday" } });
    expect(restBad.status).toBe(400);
    expect(Object.keys(restBad.json.errors)).toEqual(["from"]);
    const restReversed = await api("GET", "/api/audit/export", { token: a.token, query: { format: "csv", from: "2026-03-02", to: "2026-03-01" } });
    expect(restReversed.status).toBe(400);
    expect(restReversed.json.errors).toEqual({ to: ["The date from must be on or before the date to."] });
    const restType = await api("GET", "/api/audit/export", { token: a.token, query: { format: "pdf" } });
    expect(restType.status).toBe(400);
    expect(Object.keys(restType.json.errors)).toEqual(["format"]);
  });

  test("another company's links never show; operators are refused", async () => {
    const ownHashes = new Set((await links(a.companyId)).map((l) => l.hash));
    const trail = await wholeTrail(a.token, {}, 100);
    expect(trail.every((e) => ownHashes.has(e.hash))).toBe(true);
    expect(trail.some((e) => e.summary.includes(b.sector))).toBe(false);
    const theirs = await wholeTrail(b.token, {}, 100);
    expect(theirs.some((e) => e.summary.includes(b.sector))).toBe(true);
    expect(theirs.some((e) => ownHashes.has(e.hash))).toBe(false);
    const { rows } = await csvExport(b.token);
    expect(rows.some((r) => ownHashes.has(r[8]!))).toBe(false);

    const operator = await tokenOf("operatorA");
    expect((await gql(TRAIL, {}, operator)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await api("GET", "/api/audit/export", { token: operator, query: { format: "csv" } })).status).toBe(403);
    expect((await api("GET", "/api/audit/seals/export", { token: operator })).status).toBe(403);
    expect((await api("GET", "/api/audit/export", { query: { format: "csv" } })).status).toBe(401);
  });

  test("the CSV holds every link oldest first with its hashes and the verification; filters apply", async () => {
    const stored = (await links(a.companyId)).reverse();
    const { facts, header, rows } = await csvExport(a.token);
    expect(header).toEqual(["Seq", "Time (UTC)", "Record type", "Source table", "Record id", "User", "Summary", "Content hash", "Hash", "Previous hash"]);
    expect(rows.map((r) => Number(r[0]))).toEqual(stored.map((l) => Number(l.seq)));
    for (const [i, r] of rows.entries()) {
      expect(r.slice(7)).toEqual([stored[i]!.contentHash, stored[i]!.hash, stored[i]!.prevHash]);
      expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    expectLinksRecompute(rows);
    expect(facts).toMatchObject({ Verification: "INTACT", "First break": "none", "Head seq": String(stored.length), "Head hash": stored.at(-1)!.hash, "Links up to seq": String(stored.length) });
    expect(new Date(facts["Exported at (UTC)"]!).getTime()).toBeGreaterThan(Date.now() - 120_000);

    const logs = await csvExport(a.token, { recordType: "COMPANY_LOG", userId: supervisor.id });
    expect(logs.rows.length).toBeGreaterThan(0);
    expect(logs.rows.every((r) => r[2] === "Company log" && r[3] === "app_log" && r[5] === supervisor.name)).toBe(true);
    expect(logs.facts["Filter: user"]).toBe(`${supervisor.name} (#${supervisor.id})`);
  });

  test("the workbook holds the trail with the chain's hashes and the verification in its second sheet", async () => {
    const stored = (await links(a.companyId)).reverse();
    const res = await fetch(`${process.env.BASE_URL}/api/audit/export?format=xlsx`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(["Audit trail", "Verification"]);
    const sheet = book.getWorksheet("Audit trail")!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(["Seq", "Time (UTC)", "Record type", "Source table", "Record id", "User", "Summary", "Content hash", "Hash", "Previous hash"]);
    expect(sheet.actualRowCount).toBe(stored.length + 1);
    for (const [i, l] of stored.entries()) {
      const row = values(i + 2);
      expect(row[0]).toBe(Number(l.seq));
      expect(row.slice(7, 10)).toEqual([l.contentHash, l.hash, l.prevHash]);
    }
    const facts = new Map<string, unknown>();
    book.getWorksheet("Verification")!.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get("Verification")).toBe("INTACT");
    expect(facts.get("Head hash")).toBe(stored.at(-1)!.hash);
  });

  test("a record edited by a database administrator: the export says where the chain breaks; put back, intact", async () => {
    const [audit] = await sql<{ id: string; newValue: string | null }>(`SELECT "id"::text AS id, "newValue" FROM "reading_audit" WHERE "companyId" = $1 ORDER BY "id" LIMIT 1`, [a.companyId]);
    const [link] = await sql<{ seq: string }>(`SELECT "seq"::text AS seq FROM "audit_chain" WHERE "source" = 'reading_audit' AND "sourceId" = $1`, [audit!.id]);
    await sql(`UPDATE "reading_audit" SET "newValue" = 'tampered' WHERE "id" = $1`, [audit!.id], true);
    try {
      const { facts, rows } = await csvExport(a.token);
      expect(facts.Verification).toBe("BROKEN");
      expect(facts["First break"]).toBe(`EDITED at link ${link!.seq}: reading_audit ${audit!.id} was changed after it was written`);
      // The edited record still shows, with the content hash its link was written with.
      const row = rows.find((r) => r[0] === link!.seq)!;
      expect(row[6]).toContain("'tampered'");
    } finally {
      await sql(`UPDATE "reading_audit" SET "newValue" = $2 WHERE "id" = $1`, [audit!.id, audit!.newValue], true);
    }
    expect((await csvExport(a.token)).facts.Verification).toBe("INTACT");
  });

  test("the seals' file carries every seal and the key that verifies them", async () => {
    const sealed = await gql(`mutation { sealAuditChain { seq hash jws } }`, {}, a.token);
    expect(sealed.errors).toBeUndefined();
    const res = await api("GET", "/api/audit/seals/export", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="audit-seals-\d+-\d{4}-\d{2}-\d{2}\.json"/);
    const file = res.json as { companyId: number; key: { keys: any[] }; seals: { seq: number; hash: string; jws: string }[] };
    expect(file.companyId).toBe(a.companyId);
    expect(file.seals.at(-1)).toMatchObject({ seq: sealed.data.sealAuditChain.seq, hash: sealed.data.sealAuditChain.hash });
    const key = await importJWK(file.key.keys[0], "EdDSA");
    for (const seal of file.seals) {
      const { payload } = await compactVerify(seal.jws, key);
      expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ companyId: a.companyId, seq: seal.seq, hash: seal.hash });
    }
    // The export names the seal it checked.
    const { facts } = await csvExport(a.token);
    expect(facts["Seal checked (seq)"]).toBe(String(sealed.data.sealAuditChain.seq));
    expect(facts["Seal checked (JWS)"]).toBe(sealed.data.sealAuditChain.jws);
  });

  test("the newest seal is the one of the highest seq, not the last in text order (9 before 10)", async () => {
    const head = async () => (await gql(`{ auditVerification { ok headSeq sealedSeq } }`, {}, b.token)).data.auditVerification as { ok: boolean; headSeq: number; sealedSeq: number | null };
    // Company B's chain is short: seal it below 10, then write records until it passes 10 and seal again.
    expect((await head()).headSeq).toBeLessThan(10);
    expect((await gql(`mutation { sealAuditChain { seq } }`, {}, b.token)).errors).toBeUndefined();
    while ((await head()).headSeq < 10) await createSector(b.token, uniqueName("Audit sector"));
    const second = (await gql(`mutation { sealAuditChain { seq } }`, {}, b.token)).data.sealAuditChain.seq as number;
    expect(second).toBeGreaterThanOrEqual(10);
    expect(await head()).toMatchObject({ ok: true, sealedSeq: second });
    expect((await api("GET", "/api/audit/seals", { token: b.token, query: { first: 1 } })).json[0].seq).toBe(second);
    const file = (await api("GET", "/api/audit/seals/export", { token: b.token })).json as { seals: { seq: number }[] };
    expect(file.seals.map((x) => x.seq)).toEqual([...file.seals.map((x) => x.seq)].sort((x, y) => x - y));
    expect(file.seals.at(-1)!.seq).toBe(second);
  });
});
