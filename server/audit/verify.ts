// Verification of a company's audit chain (docs/audit.md): walks the links in order and reports
// the first that does not hold — a record edited (its content no longer hashes to its link's),
// deleted (its link names a row that is gone), links removed or reordered (a gap in the sequence,
// a link that does not follow its predecessor), a link rewritten (its hash does not follow from
// its content and predecessor), records written around the chain (rows with no link), and a
// chain cut back or rewritten below a seal (the signed checkpoints, checked with the public key).
// The link hashes are recomputed here, not by the database, so a replaced database function
// cannot vouch for itself.
import { createHash } from "node:crypto";
import type { Database } from "../db/client";
import { AUDIT_SOURCES, type AuditSource } from "./sources";
import { checkSeal } from "./seal";

export type BreakKind = "EDITED" | "DELETED" | "MISSING_LINK" | "LINK_ALTERED" | "UNCHAINED" | "SEAL_INVALID" | "TRUNCATED" | "SEAL_MISMATCH";

export interface ChainBreak {
  kind: BreakKind;
  /** The link's place in the chain (null: a row with no link). */
  seq: number | null;
  source: AuditSource | null;
  sourceId: number | null;
  detail: string;
}

export interface Verification {
  companyId: number;
  /** Links walked. */
  links: number;
  /** The head: the last link's seq and hash (hex). */
  headSeq: number;
  headHash: string | null;
  /** The newest seal checked (its seq), null when the company has none yet. */
  sealedSeq: number | null;
  ok: boolean;
  firstBreak: ChainBreak | null;
  checkedAt: Date;
}

const GENESIS = Buffer.alloc(32);
const BATCH = 5000;

const actualHash = AUDIT_SOURCES.map((s) => `WHEN '${s}' THEN (SELECT encode(audit_content_hash(r), 'hex') FROM "${s}" r WHERE r."id" = c."sourceId")`).join("\n      ");
const WALK = `
  SELECT c."seq"::text AS seq, c."source", c."sourceId"::text AS "sourceId", encode(c."contentHash", 'hex') AS content,
    encode(c."prevHash", 'hex') AS prev, encode(c."hash", 'hex') AS hash,
    CASE c."source"
      ${actualHash}
    END AS actual
  FROM "audit_chain" c WHERE c."companyId" = $1 AND c."seq" > $2 ORDER BY c."seq" LIMIT ${BATCH}`;

interface Row {
  seq: string;
  source: AuditSource;
  sourceId: string;
  content: string;
  prev: string;
  hash: string;
  actual: string | null;
}

/** The hash of link `seq`: sha256(previous hash ‖ content hash ‖ "seq:source:sourceId"). */
export function linkHash(prev: Buffer, content: Buffer, seq: number, source: string, sourceId: number): Buffer {
  return createHash("sha256").update(prev).update(content).update(`${seq}:${source}:${sourceId}`, "utf8").digest();
}

export async function verifyChain(db: Database, companyId: number): Promise<Verification> {
  const hashes = new Map<number, string>(); // seq → hash of the sealed links only (filled below)
  const seals = await db.query<{ seq: string; hash: string; jws: string }>(
    `SELECT "seq"::text AS seq, encode("hash", 'hex') AS hash, "jws" FROM "audit_seal" s WHERE "companyId" = $1 ORDER BY s."seq" DESC, s."id" DESC LIMIT 1`,
    [companyId],
  );
  const seal = seals[0] ?? null;
  const sealedSeq = seal ? Number(seal.seq) : null;
  let prev = GENESIS;
  let expected = 1;
  let links = 0;
  let found: ChainBreak | null = null;
  let after = 0;
  walk: for (;;) {
    const rows = await db.query<Row>(WALK, [companyId, after]);
    for (const r of rows) {
      const seq = Number(r.seq);
      const at = { seq, source: r.source, sourceId: Number(r.sourceId) };
      links++;
      if (seq !== expected) {
        found = { kind: "MISSING_LINK", ...at, detail: `link ${expected} is missing (the next is ${seq})` };
        break walk;
      }
      if (r.prev !== prev.toString("hex")) {
        found = { kind: "LINK_ALTERED", ...at, detail: `link ${seq} does not follow link ${seq - 1}` };
        break walk;
      }
      if (r.actual === null) {
        found = { kind: "DELETED", ...at, detail: `${r.source} ${r.sourceId} was deleted` };
        break walk;
      }
      if (r.actual !== r.content) {
        found = { kind: "EDITED", ...at, detail: `${r.source} ${r.sourceId} was changed after it was written` };
        break walk;
      }
      const hash = linkHash(prev, Buffer.from(r.content, "hex"), seq, r.source, Number(r.sourceId));
      if (hash.toString("hex") !== r.hash) {
        found = { kind: "LINK_ALTERED", ...at, detail: `link ${seq}'s hash does not follow from its record and its predecessor` };
        break walk;
      }
      if (seq === sealedSeq) hashes.set(seq, r.hash);
      prev = hash;
      expected++;
      after = seq;
    }
    if (rows.length < BATCH) break;
  }
  const headSeq = expected - 1;
  if (!found) found = await unchained(db, companyId);
  if (!found && seal) found = await sealBreak(seal, companyId, headSeq, hashes);
  return { companyId, links, headSeq, headHash: headSeq ? prev.toString("hex") : null, sealedSeq, ok: !found, firstBreak: found, checkedAt: new Date() };
}

/** A record written while the chain's trigger was off has no link. */
async function unchained(db: Database, companyId: number): Promise<ChainBreak | null> {
  for (const source of AUDIT_SOURCES) {
    const company = source === "incident_event" ? `(SELECT i."companyId" FROM "incident" i WHERE i."id" = r."incidentId")` : `r."companyId"`;
    const [row] = await db.query<{ id: string }>(
      `SELECT r."id"::text AS id FROM "${source}" r WHERE ${company} = $1 AND NOT EXISTS (SELECT 1 FROM "audit_chain" c WHERE c."source" = '${source}' AND c."sourceId" = r."id") ORDER BY r."id" LIMIT 1`,
      [companyId],
    );
    if (row) return { kind: "UNCHAINED", seq: null, source, sourceId: Number(row.id), detail: `${source} ${row.id} has no link in the chain` };
  }
  return null;
}

/** The newest seal: its signature, and the chain still reaching it with the hash it signed. */
async function sealBreak(seal: { seq: string; hash: string; jws: string }, companyId: number, headSeq: number, hashes: Map<number, string>): Promise<ChainBreak | null> {
  const seq = Number(seal.seq);
  const signed = await checkSeal(seal.jws);
  if (!signed || signed.companyId !== companyId || signed.seq !== seq || signed.hash !== seal.hash) {
    return { kind: "SEAL_INVALID", seq, source: null, sourceId: null, detail: `the seal at link ${seq} is not signed by this server's seal key` };
  }
  if (headSeq < seq) return { kind: "TRUNCATED", seq, source: null, sourceId: null, detail: `the chain ends at link ${headSeq}, before the seal at link ${seq}` };
  if (hashes.get(seq) !== seal.hash) return { kind: "SEAL_MISMATCH", seq, source: null, sourceId: null, detail: `link ${seq} is not the link that was sealed` };
  return null;
}
