// The audit trail as a file for an auditor (docs/audit.md "Export"): every link of the
// caller's company's chain that matches the filter, oldest first up to the head it verified,
// with its record's summary and the three hashes (so each link can be recomputed from the file:
// sha256(previous hash ‖ content hash ‖ "seq:source table:record id")), and the verification's
// answer — on top of the CSV, in a second sheet of the workbook. The rows stream in batches
// (memory stays flat whatever the chain's length); the exporter's slots bound how many files
// are made at once, and each user may ask for a few a quarter of an hour.
import { PassThrough, Readable } from "node:stream";
import type ExcelJS from "exceljs";
import type { ServiceContext } from "../context";
import { csvRecord } from "../export/render";
import { exportSlot } from "../export/slots";
import { tooManyAttempts } from "../limits/errors";
import { makeLimiter } from "../limits/store";
import { log } from "../log";
import { ownSeals, verifyOwnChain } from "./service";
import { checkTrailFilter, trailRows, type RecordType, type TrailEntry, type TrailFilter } from "./trail";
import type { Verification } from "./verify";

export type AuditFileFormat = "csv" | "xlsx";

/** Links read per statement. */
export const EXPORT_BATCH = 1000;
/** Audit files (trail or seals) one user may ask for in 15 minutes. */
export const AUDIT_EXPORTS_PER_USER = { points: 30, seconds: 15 * 60, lockSeconds: 15 * 60 };
/** Bytes the file may hold that the client has not taken yet before the next batch is read. */
const HIGH_WATER = 2 * 1024 * 1024;

let limiter: ReturnType<typeof makeLimiter> | null = null;

/** Counts one audit file against the caller (429 past the rule). */
export async function countAuditExport(ctx: ServiceContext): Promise<void> {
  limiter ??= makeLimiter("auditExportUser", AUDIT_EXPORTS_PER_USER);
  try {
    await limiter.consume(String(ctx.principal!.userId));
  } catch (r) {
    throw await tooManyAttempts(ctx.prisma, ctx.language, r instanceof Error ? 60_000 : (r as { msBeforeNext: number }).msBeforeNext);
  }
}

const TYPE_NAME: Record<RecordType, string> = { READING: "Reading", LICENSE: "Licence", COMPANY_LOG: "Company log", INCIDENT: "Incident", SIGNATURE: "Signature" };
export const TRAIL_HEADER = ["Seq", "Time (UTC)", "Record type", "Source table", "Record id", "User", "Summary", "Content hash", "Hash", "Previous hash"];
const cells = (e: TrailEntry) => [e.seq, e.at.toISOString(), TYPE_NAME[e.recordType], e.source, e.sourceId, e.userName ?? "", e.summary, e.contentHash, e.hash, e.prevHash];

type Pairs = [string, string | number][];

/** The verification's answer and the export's facts, as label/value lines. */
function facts(company: string, filter: TrailFilter, userName: string | null, v: Verification, seal: { at: Date; jws: string } | null, upTo: number, now: Date): Pairs {
  const brk = v.firstBreak;
  return [
    ["Audit trail of", company],
    ["Exported at (UTC)", now.toISOString()],
    ["Filter: user", filter.userId != null ? `${userName ?? ""} (#${filter.userId})`.trim() : "all"],
    ["Filter: from (UTC)", filter.from ? filter.from.toISOString() : "—"],
    ["Filter: to (UTC)", filter.to ? filter.to.toISOString() : "—"],
    ["Filter: record type", filter.recordType ? TYPE_NAME[filter.recordType] : "all"],
    ["Links up to seq", upTo],
    ["Verification", v.ok ? "INTACT" : "BROKEN"],
    ["First break", brk ? `${brk.kind}${brk.seq !== null ? ` at link ${brk.seq}` : ""}: ${brk.detail}` : "none"],
    ["Links walked", v.links],
    ["Head seq", v.headSeq],
    ["Head hash", v.headHash ?? "—"],
    ["Seal checked (seq)", v.sealedSeq ?? "none"],
    ["Seal checked (at, UTC)", seal ? seal.at.toISOString() : "—"],
    ["Seal checked (JWS)", seal ? seal.jws : "—"],
    ["Verified at (UTC)", v.checkedAt.toISOString()],
  ];
}

/** The file of the caller's company's trail, streamed. */
export async function auditTrailFile(ctx: ServiceContext, filter: TrailFilter, format: AuditFileFormat, signal?: AbortSignal): Promise<Response> {
  const { companyId, userName } = await checkTrailFilter(ctx, filter);
  await countAuditExport(ctx);
  const release = await exportSlot(signal);
  try {
    // The head first: the file holds the links the verification walked, not those written since.
    const [head] = await ctx.db.query<{ seq: string }>(`SELECT "seq"::text AS seq FROM "audit_chain_head" WHERE "companyId" = $1`, [companyId]);
    const upTo = Number(head?.seq ?? 0);
    const verification = await verifyOwnChain(ctx);
    const newestSeal = verification.sealedSeq === null ? null : ((await ownSeals(ctx, 1))[0] ?? null);
    const company = await ctx.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true } });
    const now = new Date();
    const lines = facts(company.name, filter, userName, verification, newestSeal, upTo, now);
    async function* batches() {
      let after: number | null = null;
      for (;;) {
        const rows = await trailRows(ctx, companyId, filter, { order: "oldest", from: after, upTo, limit: EXPORT_BATCH });
        if (rows.length) yield rows;
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.seq;
      }
    }
    const out = format === "csv" ? csvFile(lines, batches()) : xlsxFile((await import("exceljs")).default, lines, batches());
    out.once("close", release);
    out.once("error", (e) => log.error("audit export failed", { companyId, format, error: e.message }));
    const name = `audit-trail-${companyId}-${now.toISOString().slice(0, 10)}.${format}`;
    return new Response(webStream(out), {
      headers: {
        "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-disposition": `attachment; filename="${name}"`,
        "access-control-expose-headers": "Content-Disposition",
        "cache-control": "no-store",
      },
    });
  } catch (e) {
    release();
    throw e;
  }
}

/** The file's bytes as the response's body: read when the client takes them; a client gone stops the file. */
function webStream(out: Readable): ReadableStream<Uint8Array> {
  const chunks = out[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === "string" ? encoder.encode(value) : new Uint8Array(value));
    },
    cancel: () => void out.destroy(),
  });
}

/** CSV (UTF-8 with a byte-order mark): the facts as label,value lines, a blank line, then the trail. */
function csvFile(lines: Pairs, rows: AsyncGenerator<TrailEntry[]>): Readable {
  const record = csvRecord(",");
  async function* chunks() {
    yield `\ufeff${lines.map((l) => record(l)).join("")}\r\n${record(TRAIL_HEADER)}`;
    for await (const batch of rows) yield batch.map((e) => record(cells(e))).join("");
  }
  return Readable.from(chunks());
}

/** A workbook streamed as it is written: the trail (sheet 1), the verification and export facts (sheet 2). */
function xlsxFile(excelJs: typeof ExcelJS, lines: Pairs, rows: AsyncGenerator<TrailEntry[]>): Readable {
  const out = new PassThrough();
  const book = new excelJs.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false } as never);
  (async () => {
    const sheet = book.addWorksheet("Audit trail", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = TRAIL_HEADER.map((h, i) => ({ header: h, width: i >= 7 ? 66 : i === 6 ? 60 : Math.max(10, h.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of rows) {
      for (const e of batch) sheet.addRow(cells(e)).commit();
      // The client reads slowly: wait for it before reading the next batch (memory stays flat).
      while (out.readableLength > HIGH_WATER && !out.destroyed) await Bun.sleep(5);
      if (out.destroyed) return;
    }
    sheet.commit();
    const facts = book.addWorksheet("Verification");
    facts.columns = [{ width: 26 }, { width: 90 }];
    for (const [label, value] of lines) {
      const row = facts.addRow([label, value]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    facts.commit();
    await book.commit();
  })().catch((e: Error) => out.destroy(e));
  return out;
}

/** Every seal of the caller's company, oldest first, and the public key that checks them: a JSON file. */
export async function sealsFile(ctx: ServiceContext, companyId: number, key: unknown): Promise<Response> {
  await countAuditExport(ctx);
  const seals = await ctx.db.query<{ seq: string; hash: string; at: Date | string; jws: string }>(
    `SELECT "seq"::text AS seq, encode("hash", 'hex') AS hash, "at", "jws" FROM "audit_seal" s WHERE "companyId" = $1 ORDER BY s."seq", s."id"`,
    [companyId],
  );
  const now = new Date();
  const body = {
    companyId,
    exportedAt: now.toISOString(),
    about: "Each seal is a compact JWS (EdDSA, Ed25519) of { companyId, seq, hash, at }: verify it with the key below (GET /api/audit/seal-key).",
    key,
    seals: seals.map((s) => ({ seq: Number(s.seq), hash: s.hash, at: new Date(s.at).toISOString(), jws: s.jws })),
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="audit-seals-${companyId}-${now.toISOString().slice(0, 10)}.json"`,
      "access-control-expose-headers": "Content-Disposition",
      "cache-control": "no-store",
    },
  });
}
