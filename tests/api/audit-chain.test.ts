// The tamper-evident audit chain (server/audit, docs/audit.md), on a company of its own: its
// records are chained as they are written; a manager verifies the chain (GraphQL and REST) and
// seals its head, a JWS that verifies with the published key. Then a database administrator
// tampers behind the application's back (/api/test/sql with the triggers off) — a record
// edited, deleted, two records' times swapped, two links swapped, a record written around the
// chain, the chain cut back below its seal, and a record edited with the whole chain after it
// recomputed — and each time the verification names the break; put back, the chain holds again.
// Operators may not verify; another company's chain is not this company's.
import { beforeAll, describe, expect, test } from "bun:test";
import { compactVerify, importJWK } from "jose";
import { api, gql, login, signUpCompany } from "../helpers";
import { tokenOf } from "../helpers/company";

async function sql<T = any>(text: string, params: unknown[] = [], asAdministrator = true): Promise<T[]> {
  const res = await api("POST", "/api/test/sql", { body: { sql: text, params, asAdministrator } });
  if (res.status !== 200) throw new Error(`sql → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.rows;
}

async function reading(companyId: number, body: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/test/readings", { body: { companyId, kind: "BI", noResult: true, ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number };
}

const VERIFY = `{ auditVerification { ok links headSeq headHash sealedSeq firstBreak { kind seq source sourceId detail } } }`;

let token: string;
let companyId: number;

async function verify() {
  const r = await gql(VERIFY, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data.auditVerification as { ok: boolean; links: number; headSeq: number; headHash: string | null; sealedSeq: number | null; firstBreak: { kind: string; seq: number | null; source: string | null; sourceId: number | null; detail: string } | null };
}

async function expectBreak(kind: string, sourceId?: number) {
  const v = await verify();
  expect(v.ok).toBe(false);
  expect(v.firstBreak?.kind).toBe(kind);
  if (sourceId !== undefined) expect(v.firstBreak?.sourceId).toBe(sourceId);
  return v;
}

async function expectHolds() {
  const v = await verify();
  expect(v.firstBreak).toBeNull();
  expect(v.ok).toBe(true);
  return v;
}

/** The company's reading audit rows, oldest first, as they are stored. */
const auditRows = () => sql<{ id: string; at: string; newValue: string | null }>(`SELECT "id"::text AS id, "at"::text AS at, "newValue" FROM "reading_audit" WHERE "companyId" = $1 ORDER BY "id"`, [companyId], false);

describe("audit chain", () => {
  beforeAll(async () => {
    const s = await signUpCompany();
    token = await login(s.email, s.password);
    [{ companyId }] = await sql<{ companyId: number }>(`SELECT "companyId" FROM "app_user" WHERE lower("email") = lower($1)`, [s.email], false);
    // A few records of several kinds: readings created and resulted (reading_audit).
    for (let i = 0; i < 3; i++) {
      const r = await reading(companyId);
      const set = await api("POST", "/api/test/readings/set-result", { body: { id: r.id, result: 1 } });
      expect(set.status).toBe(200);
    }
    expect((await auditRows()).length).toBeGreaterThanOrEqual(3);
  });

  test("records are chained as they are written; the chain holds; REST says the same", async () => {
    const v = await expectHolds();
    const chained = await sql<{ n: string }>(`SELECT count(*)::text AS n FROM "audit_chain" WHERE "companyId" = $1`, [companyId], false);
    expect(v.links).toBe(Number(chained[0]!.n));
    expect(v.headSeq).toBe(v.links);
    expect(v.headHash).toMatch(/^[0-9a-f]{64}$/);
    const rest = await api("GET", "/api/audit/verify", { token });
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ ok: true, links: v.links, headSeq: v.headSeq, headHash: v.headHash, firstBreak: null });
  });

  test("a seal signs the head; it verifies with the published key; sealing again changes nothing until the chain moves", async () => {
    const sealed = await gql(`mutation { sealAuditChain { seq hash jws } }`, {}, token);
    expect(sealed.errors).toBeUndefined();
    const seal = sealed.data.sealAuditChain;
    const v = await expectHolds();
    expect(seal.seq).toBe(v.headSeq);
    expect(seal.hash).toBe(v.headHash);
    expect(v.sealedSeq).toBe(v.headSeq);
    const { keys } = (await api("GET", "/api/audit/seal-key")).json;
    const { payload, protectedHeader } = await compactVerify(seal.jws, await importJWK(keys[0], "EdDSA"));
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ companyId, seq: seal.seq, hash: seal.hash });
    expect((await gql(`mutation { sealAuditChain { seq } }`, {}, token)).data.sealAuditChain).toBeNull();
    const seals = await api("GET", "/api/audit/seals", { token });
    expect(seals.status).toBe(200);
    expect(seals.json[0]).toMatchObject({ seq: seal.seq, hash: seal.hash, jws: seal.jws });
  });

  test("a record edited, deleted or moved in time is caught, and the chain holds once it is put back", async () => {
    const [first, second] = await auditRows();
    // Edited.
    await sql(`UPDATE "reading_audit" SET "newValue" = 'tampered' WHERE "id" = $1`, [first!.id]);
    await expectBreak("EDITED", Number(first!.id));
    await sql(`UPDATE "reading_audit" SET "newValue" = $2 WHERE "id" = $1`, [first!.id, first!.newValue]);
    await expectHolds();
    // Deleted (kept aside as JSON, then put back as it was).
    const [kept] = await sql<{ row: unknown }>(`DELETE FROM "reading_audit" WHERE "id" = $1 RETURNING to_jsonb("reading_audit".*) AS row`, [second!.id]);
    await expectBreak("DELETED", Number(second!.id));
    await sql(`INSERT INTO "reading_audit" SELECT * FROM jsonb_populate_record(NULL::"reading_audit", $1::jsonb)`, [JSON.stringify(kept!.row)]);
    await expectHolds();
    // Reordered: two records' times swapped.
    await sql(`UPDATE "reading_audit" SET "at" = CASE WHEN "id" = $1 THEN $4::timestamptz ELSE $3::timestamptz END WHERE "id" IN ($1, $2)`, [first!.id, second!.id, first!.at, second!.at]);
    await expectBreak("EDITED");
    await sql(`UPDATE "reading_audit" SET "at" = CASE WHEN "id" = $1 THEN $3::timestamptz ELSE $4::timestamptz END WHERE "id" IN ($1, $2)`, [first!.id, second!.id, first!.at, second!.at]);
    await expectHolds();
  });

  test("links swapped, a record written around the chain and a chain cut back below its seal are caught", async () => {
    // Two links swapped.
    await sql(`UPDATE "audit_chain" SET "seq" = -"seq" WHERE "companyId" = $1 AND "seq" IN (1, 2)`, [companyId]);
    await sql(`UPDATE "audit_chain" SET "seq" = CASE WHEN "seq" = -1 THEN 2 ELSE 1 END WHERE "companyId" = $1 AND "seq" IN (-1, -2)`, [companyId]);
    const swapped = await verify();
    expect(swapped.ok).toBe(false);
    expect(["LINK_ALTERED", "MISSING_LINK"]).toContain(swapped.firstBreak!.kind);
    expect(swapped.firstBreak!.seq).toBe(1);
    await sql(`UPDATE "audit_chain" SET "seq" = -"seq" WHERE "companyId" = $1 AND "seq" IN (1, 2)`, [companyId]);
    await sql(`UPDATE "audit_chain" SET "seq" = CASE WHEN "seq" = -1 THEN 2 ELSE 1 END WHERE "companyId" = $1 AND "seq" IN (-1, -2)`, [companyId]);
    await expectHolds();

    // Written with the chain's trigger off: a record with no link.
    const [row] = await sql<{ id: string }>(
      `INSERT INTO "reading_audit" ("companyId", "readingKind", "readingId", "action", "field", "newValue") VALUES ($1, 'BI', 0, 'edit', 'result', 'forged') RETURNING "id"::text AS id`,
      [companyId],
    );
    await expectBreak("UNCHAINED", Number(row!.id));
    await sql(`DELETE FROM "reading_audit" WHERE "id" = $1`, [row!.id]);
    await expectHolds();

    // Cut back below the seal: the last link removed and the head moved back.
    const head = await expectHolds();
    expect(head.sealedSeq).toBe(head.headSeq);
    const [last] = await sql<{ row: unknown; prev: string }>(
      `DELETE FROM "audit_chain" WHERE "companyId" = $1 AND "seq" = $2 RETURNING to_jsonb("audit_chain".*) AS row, encode("prevHash", 'hex') AS prev`,
      [companyId, head.headSeq],
    );
    const { source, sourceId } = last!.row as { source: string; sourceId: number };
    const [lastRecord] = await sql<{ row: unknown }>(`DELETE FROM "${source}" WHERE "id" = $1 RETURNING to_jsonb("${source}".*) AS row`, [sourceId]);
    await sql(`UPDATE "audit_chain_head" SET "seq" = "seq" - 1, "hash" = decode($2, 'hex') WHERE "companyId" = $1`, [companyId, last!.prev]);
    await expectBreak("TRUNCATED");
    await sql(`INSERT INTO "${source}" SELECT * FROM jsonb_populate_record(NULL::"${source}", $1::jsonb)`, [JSON.stringify(lastRecord!.row)]);
    await sql(`INSERT INTO "audit_chain" SELECT * FROM jsonb_populate_record(NULL::"audit_chain", $1::jsonb)`, [JSON.stringify(last!.row)]);
    await sql(`UPDATE "audit_chain_head" SET "seq" = $2, "hash" = (SELECT "hash" FROM "audit_chain" WHERE "companyId" = $1 AND "seq" = $2) WHERE "companyId" = $1`, [companyId, head.headSeq]);
    await expectHolds();
  });

  test("a record edited with every link after it recomputed holds link by link, but not under its seal", async () => {
    const v = await expectHolds();
    const [first] = await auditRows();
    const [link] = await sql<{ seq: string }>(`SELECT "seq"::text AS seq FROM "audit_chain" WHERE "source" = 'reading_audit' AND "sourceId" = $1`, [first!.id], false);
    const from = Number(link!.seq);
    const saved = await sql<{ row: unknown }>(`SELECT to_jsonb(c.*) AS row FROM "audit_chain" c WHERE "companyId" = $1 AND "seq" >= $2 ORDER BY "seq"`, [companyId, from], false);
    // The administrator's rewrite: the record changed, its links and every later one rebuilt with the database's own functions.
    await sql(`UPDATE "reading_audit" SET "newValue" = 'rewritten' WHERE "id" = $1`, [first!.id]);
    await sql(`DELETE FROM "audit_chain" WHERE "companyId" = $1 AND "seq" >= $2`, [companyId, from]);
    await sql(`UPDATE "audit_chain_head" SET "seq" = $2 - 1, "hash" = COALESCE((SELECT "hash" FROM "audit_chain" WHERE "companyId" = $1 AND "seq" = $2 - 1), '\\x0000000000000000000000000000000000000000000000000000000000000000'::bytea) WHERE "companyId" = $1`, [companyId, from]);
    for (const s of saved as { row: { source: string; sourceId: number } }[]) {
      await sql(`SELECT audit_chain_link($1, $2, $3, (SELECT audit_content_hash(r) FROM "${s.row.source}" r WHERE r."id" = $3))`, [companyId, s.row.source, s.row.sourceId]);
    }
    const broken = await expectBreak("SEAL_MISMATCH");
    expect(broken.firstBreak!.seq).toBe(v.sealedSeq);
    // Put back: the record, then the original links.
    await sql(`UPDATE "reading_audit" SET "newValue" = $2 WHERE "id" = $1`, [first!.id, first!.newValue]);
    await sql(`DELETE FROM "audit_chain" WHERE "companyId" = $1 AND "seq" >= $2`, [companyId, from]);
    for (const s of saved) await sql(`INSERT INTO "audit_chain" SELECT * FROM jsonb_populate_record(NULL::"audit_chain", $1::jsonb)`, [JSON.stringify(s.row)]);
    await sql(`UPDATE "audit_chain_head" SET "seq" = $2, "hash" = (SELECT "hash" FROM "audit_chain" WHERE "companyId" = $1 AND "seq" = $2) WHERE "companyId" = $1`, [companyId, v.headSeq]);
    await expectHolds();
  });

  test("the chain's own rows are append-only for the application", async () => {
    const res = await api("POST", "/api/test/sql", { body: { sql: `UPDATE "audit_chain" SET "seq" = "seq" WHERE "companyId" = $1`, params: [companyId] } });
    expect(res.status).toBe(500);
    await expectHolds();
  });

  test("operators may not verify; a manager of another company sees their own chain only", async () => {
    const operator = await tokenOf("operatorA");
    expect((await gql(VERIFY, {}, operator)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await api("GET", "/api/audit/verify", { token: operator })).status).toBe(403);
    const other = await gql(VERIFY, {}, await tokenOf("supervisorA"));
    expect(other.errors).toBeUndefined();
    expect(other.data.auditVerification.headHash).not.toBe((await verify()).headHash);
  });
});
