// Signatures on records (record_signature): what a reading's and a licence approval's signature
// signs, their writing in the record's own transaction, and their manifestation with its
// validity (§11.70: the signature is bound to the record's content; a later change shows it void).
import type { Prisma, PrismaClient, ReadingKind } from "../db/generated/client";
import { factsHash } from "../domain/signed-hash";
import { readingTable } from "../readings/kinds";
import type { SignatureMeaning, Signer } from "./signer";
import { signedHash as releaseHash, type SignedFacts } from "../release/signature";

type Db = PrismaClient | Prisma.TransactionClient;
export type RecordKind = ReadingKind | "LICENSE";

// A reading's columns that change without changing what was recorded: opening its detail marks
// it viewed; searchText is generated from the others.
const UNSIGNED_COLUMNS = new Set(["viewed", "searchText"]);

/** The hash a reading's signature binds: every column of its row (but UNSIGNED_COLUMNS), by name. */
export function readingRowHash(row: Record<string, unknown>): string {
  return factsHash(Object.keys(row).filter((k) => !UNSIGNED_COLUMNS.has(k)).sort().map((k) => [k, row[k] === null ? null : String(row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k])]));
}

export async function readingHash(db: Db, kind: ReadingKind, id: number): Promise<string | null> {
  const row = (await readingTable(db, kind).findUnique({ where: { id } })) as Record<string, unknown> | null;
  return row ? readingRowHash(row) : null;
}

/**
 * The hash a licence approval's signature binds: the licence's company and invoice, the detail's
 * product, period, code and length in days. Not its status or its dates, which move on when the
 * company activates it (the period starts then: not a change of what was approved), nor its
 * observations (each later transition writes its own); a back-office change of its length is.
 */
export async function licenseDetailHash(db: Db, id: number): Promise<string | null> {
  const d = await db.licenseDetail.findUnique({ where: { id }, include: LICENSE_FACTS });
  return d ? licenseFactsHash(d) : null;
}

const LICENSE_FACTS = { license: { select: { companyId: true, invoiceNumber: true } } } as const;
type LicenseFacts = Prisma.LicenseDetailGetPayload<{ include: typeof LICENSE_FACTS }>;

function licenseFactsHash(d: LicenseFacts): string {
  const days = Math.round((d.endDate.getTime() - d.startDate.getTime()) / 86_400_000);
  return factsHash([d.id, d.licenseId, d.license.companyId, d.license.invoiceNumber, d.licenseProductId, d.licensePeriodId, d.licenseCodeId, days]);
}

/** The approval signatures of licence details (a list's rows together: two statements), by detail id. */
export async function signaturesOfLicenses(db: Db, ids: number[]): Promise<Map<number, SignatureView[]>> {
  const found = await db.recordSignature.findMany({ where: { recordKind: "LICENSE", recordId: { in: ids } }, orderBy: { id: "asc" } });
  const out = new Map<number, SignatureView[]>();
  if (!found.length) return out;
  const details = await db.licenseDetail.findMany({ where: { id: { in: [...new Set(found.map((r) => r.recordId))] } }, include: LICENSE_FACTS });
  const byId = new Map(details.map((d) => [d.id, { companyId: d.license.companyId, hash: licenseFactsHash(d) }]));
  for (const r of found) {
    // The signature belongs to the licence's company (a detail moved to another company is not this one's).
    const d = byId.get(r.recordId);
    if (!d || d.companyId !== r.companyId) continue;
    out.set(r.recordId, [...(out.get(r.recordId) ?? []), view(r, d.hash)]);
  }
  return out;
}

const hashOf = (db: Db, kind: RecordKind, id: number) => (kind === "LICENSE" ? licenseDetailHash(db, id) : readingHash(db, kind, id));

/** Writes the signature of records as they now stand in the transaction. */
export async function signRecords(tx: Prisma.TransactionClient, s: { companyId: number; kind: RecordKind; ids: number[]; action: string; signer: Signer; meaning: SignatureMeaning; at: Date }) {
  const data = [];
  for (const id of s.ids) {
    data.push({ companyId: s.companyId, recordKind: s.kind, recordId: id, action: s.action, userId: s.signer.userId, signerName: s.signer.name, meaning: s.meaning, signedAt: s.at, signedHash: (await hashOf(tx, s.kind, id))! });
  }
  await tx.recordSignature.createMany({ data });
}

export interface SignatureView {
  signatureId: number;
  action: string;
  signedBy: string;
  signedAt: Date;
  meaning: string;
  /** False when the record changed after it was signed. */
  valid: boolean;
}

/**
 * The signatures of readings already loaded (whole rows, e.g. the printed record's), by reading
 * id: those of record_signature and, for a BI, its load's signed implant release (load_release,
 * docs/release-board.md), each judged against the row.
 */
export async function signaturesOfReadings(db: Db, companyId: number, kind: ReadingKind, rows: Record<string, unknown>[]): Promise<Map<number, SignatureView[]>> {
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  const found = await db.recordSignature.findMany({ where: { companyId, recordKind: kind, recordId: { in: [...byId.keys()] } }, orderBy: { id: "asc" } });
  const out = kind === "BI" ? await releasesOf(db, companyId, byId) : new Map<number, SignatureView[]>();
  const hashes = new Map<number, string>();
  for (const r of found) {
    const row = byId.get(r.recordId)!;
    if (!hashes.has(r.recordId)) hashes.set(r.recordId, readingRowHash(row));
    const list = out.get(r.recordId) ?? [];
    list.push(view(r, hashes.get(r.recordId)!));
    out.set(r.recordId, list);
  }
  return out;
}

/** The signed releases of BI loads among `rows`. */
async function releasesOf(db: Db, companyId: number, rows: Map<number, Record<string, unknown>>): Promise<Map<number, SignatureView[]>> {
  const releases = await db.loadRelease.findMany({
    where: { companyId, readingId: { in: [...rows.keys()] }, releasedAt: { not: null } },
    select: { id: true, readingId: true, releasedAt: true, signatureMeaning: true, signedHash: true, releasedBy: { select: { name: true, lastName: true } } },
  });
  return new Map(
    releases.map((r) => [
      r.readingId,
      [{ signatureId: r.id, action: "release", signedBy: r.releasedBy ? `${r.releasedBy.name} ${r.releasedBy.lastName}` : "—", signedAt: r.releasedAt!, meaning: r.signatureMeaning ?? "", valid: r.signedHash !== null && r.signedHash === releaseHash(rows.get(r.readingId) as unknown as SignedFacts) }],
    ]),
  );
}

const view = (r: { id: number; action: string; signerName: string; signedAt: Date; meaning: string; signedHash: string }, now: string | null): SignatureView => ({
  signatureId: r.id, action: r.action, signedBy: r.signerName, signedAt: r.signedAt, meaning: r.meaning, valid: r.signedHash === now,
});

/** One reading's signatures (its detail), each checked against the reading as it stands now. */
export async function readingSignatures(db: Db, companyId: number, kind: ReadingKind, id: number): Promise<SignatureView[]> {
  const row = (await readingTable(db, kind).findFirst({ where: { id, companyId } })) as Record<string, unknown> | null;
  return row ? (await signaturesOfReadings(db, companyId, kind, [row])).get(id) ?? [] : [];
}
