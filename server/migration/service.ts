// The desktop database import (spec 002 §2.8, §4, §7.6; docs/desktop-import.md). One service
// behind both doors (REST /api/desktopmigrator*, GraphQL desktopMigration*).
//
// Life of a migration (statusEnum): 0 uploaded → 1 in progress → 2 done | 3 failed.
// - Upload: streamed to disk and hashed; the file's own checks (SQLite, version, tables) run
//   here, so a refused file leaves nothing, not even a row. Once only: the same file (SHA-256)
//   or the same desktop database id as a migration uploaded, running or done is refused.
// - Read numbers: first, in a short transaction of their own, the file's readings get their read
//   numbers from the company's counters (stored on the row, reused by a resume): the long
//   transaction below then holds nothing the company's agents and screens need to number
//   theirs. A failed migration leaves those numbers unused (its row names them).
// - Processing: ALL-OR-NOTHING in ONE transaction (raw SQL on its own connection,
//   server/db/client.ts) that first locks the migration's row (FOR UPDATE SKIP LOCKED: a second
//   instance finds it locked and leaves it), maps the equipment, then reads, checks and writes
//   the readings and their audit entries in one pass (readings.ts), and ends by writing the row
//   done. Any row problem rolls the writes back; the migration is then recorded failed with the
//   error report (every problem counted). A kill -9 rolls the transaction back; the row still
//   says 1, and the next start (resumeInterrupted) processes it again from its file, so nothing
//   is duplicated or half-done.
import { Prisma, type PrismaClient } from "../db/generated/client";
import type { Database } from "../db/client";
import type { ServiceContext } from "../context";
import type { Config } from "../config";
import type { PubSub, MigrationProgress } from "../pubsub";
import { conflict, DomainError, notFound, SaveErrors } from "../domain/errors";
import { ownCompanyId } from "../auth/company";
import { requireScope, MANAGERS } from "../auth/scopes";
import { log } from "../log";
import { once } from "../jobs/singleton";
import { openDesktopDb, desktopReader, DesktopDbError, type DesktopDb, type Problems } from "./desktop";
import { deleteUpload, saveUpload, uploadDir } from "./upload";
import { mapEquipment } from "./equipment";
import { readingsPerKind, reserveReadNumbers, writeReadings, type ReadNumberRanges } from "./readings";

export const STATUS = { UPLOADED: 0, IN_PROGRESS: 1, DONE: 2, FAILED: 3 } as const;
export const STATUS_TEXT: Record<number, string> = { 0: "Uploaded", 1: "In progress", 2: "Completed", 3: "Failed" };

export interface ErrorReport {
  code?: string;
  messages: string[];
  problems?: { table: string; kind: string; count: number; examples: number[] }[];
}

const migrationInclude = { sector: { select: { name: true } } } as const;
export type MigrationRow = Awaited<ReturnType<typeof findMigration>>;
const findMigration = (prisma: PrismaClient, id: number) => prisma.desktopMigration.findUnique({ where: { id }, include: migrationInclude });

/** Progress of the migrations this instance processes. */
const running = new Map<number, MigrationProgress>();
export const liveProgress = (id: number) => running.get(id) ?? null;

export async function listMigrations(ctx: ServiceContext) {
  requireScope(ctx.principal, MANAGERS);
  return ctx.prisma.desktopMigration.findMany({ where: { companyId: ownCompanyId(ctx.principal) }, include: migrationInclude, orderBy: [{ migrationDate: "desc" }, { id: "desc" }] });
}

export async function getMigration(ctx: ServiceContext, id: number) {
  requireScope(ctx.principal, MANAGERS);
  const row = await findMigration(ctx.prisma, id);
  if (!row || row.companyId !== ownCompanyId(ctx.principal)) throw notFound();
  return row;
}

/** Streams the request's file to disk, checks it and records the migration (status 0). */
export async function uploadMigration(ctx: ServiceContext, request: Request) {
  const companyId = ownCompanyId(requireScope(ctx.principal, MANAGERS));
  const saved = await saveUpload(request, uploadDir(ctx.config.dataDir), ctx.config.desktopDbMaxBytes);
  try {
    if (!/\.db$/i.test(saved.fileName)) throw new SaveErrors(["Only .db files (the desktop software's database) can be imported."]);
    const sectorId = Number(saved.fields.sectorId ?? saved.fields.SectorId);
    const sector = Number.isInteger(sectorId) && sectorId > 0 ? await ctx.prisma.sector.findUnique({ where: { id: sectorId }, select: { companyId: true } }) : null;
    if (!sector || sector.companyId !== companyId) throw new SaveErrors([saved.fields.sectorId ? "The sector does not exist." : "This field is required"]);
    const sameFile = await ctx.prisma.desktopMigration.findFirst({ where: { companyId, fileHash: saved.sha256, statusEnum: { in: [STATUS.UPLOADED, STATUS.IN_PROGRESS, STATUS.DONE] } } });
    if (sameFile) throw new SaveErrors([`This file has already been uploaded (migration of ${sameFile.migrationDate.toISOString().slice(0, 10)}, database ${sameFile.dbId}, ${STATUS_TEXT[sameFile.statusEnum]!.toLowerCase()}).`]);
    let db: DesktopDb;
    try {
      db = openDesktopDb(saved.path);
    } catch (e) {
      if (e instanceof DesktopDbError) throw new SaveErrors([e.message]);
      throw e;
    }
    const dbId = db.meta.databaseId;
    db.close();
    const same = await ctx.prisma.desktopMigration.findUnique({ where: { companyId_dbId: { companyId, dbId } } });
    if (same && same.statusEnum !== STATUS.FAILED) throw new SaveErrors([same.statusEnum === STATUS.DONE ? `The database ${dbId} has already been imported (${same.migrationDate.toISOString().slice(0, 10)}): a database can only be imported once.` : `The database ${dbId} has already been uploaded and waits to be processed.`]);
    const data = { companyId, sectorId, userId: ctx.principal!.userId, dbId, fileName: saved.fileName, fileHash: saved.sha256, fileSize: BigInt(saved.size), filePath: saved.path, status: STATUS_TEXT[0]!, statusEnum: STATUS.UPLOADED, totalImportedResults: 0, totalRows: 0, errorReport: undefined, finishedAt: null, migrationDate: new Date() };
    // A failed attempt of the same database (nothing of it was written) gives way to the new upload.
    const row = await ctx.prisma.desktopMigration
      .upsert({ where: { companyId_dbId: { companyId, dbId } }, update: { ...data, errorReport: undefined, readNumbers: Prisma.DbNull }, create: data, include: migrationInclude })
      .catch((e) => {
        throw (e as { code?: string }).code === "P2002" ? new SaveErrors([`The database ${dbId} has already been uploaded.`]) : e;
      });
    if (same?.filePath) await deleteUpload(same.filePath);
    // The new file gets numbers of its own when processed; the failed attempt's stay unused.
    if (same?.readNumbers) log.info("desktop migration uploaded again: the failed attempt's read numbers stay unused", { id: row.id, readNumbers: same.readNumbers });
    return row;
  } catch (e) {
    await deleteUpload(saved.path);
    throw e;
  }
}

/** Starts processing an uploaded migration (answers at once, status 1; progress by subscription). */
export async function startProcessing(ctx: ServiceContext, id: number) {
  const row = await getMigration(ctx, id);
  if (row.statusEnum === STATUS.DONE) throw new SaveErrors([`The database ${row.dbId} has already been imported: a database can only be imported once.`]);
  if (row.statusEnum === STATUS.IN_PROGRESS) throw conflict("This migration is already being processed.");
  if (row.statusEnum === STATUS.FAILED || !row.filePath) throw new SaveErrors(["This migration failed; upload the file again to retry."]);
  const claimed = await ctx.prisma.desktopMigration.updateMany({ where: { id, statusEnum: STATUS.UPLOADED }, data: { statusEnum: STATUS.IN_PROGRESS, status: STATUS_TEXT[1]!, migrationDate: new Date() } });
  if (!claimed.count) throw conflict("This migration is already being processed.");
  void processMigration({ db: ctx.db, prisma: ctx.prisma, pubsub: ctx.pubsub, config: ctx.config }, id);
  return (await findMigration(ctx.prisma, id))!;
}

interface Deps {
  db: Database;
  prisma: PrismaClient;
  pubsub: PubSub;
  config: Config;
}

/**
 * Processes the migrations a stopped server left in progress (their transaction rolled back).
 * Called at start; one instance at a time (server/jobs/singleton.ts), holding the lock until the
 * imports it resumed have ended, so instances starting together resume each import once. An
 * import another instance is running holds its row locked: it is not interrupted, and is left
 * alone (its file may not even be on this instance's disk: it must not be failed from here).
 */
export async function resumeInterrupted(deps: Deps): Promise<void> {
  await once(deps.db, "desktop-migrations.resume", async () => {
    const rows = await deps.db.transaction((sql) => sql.query<{ id: number }>(`SELECT id FROM "desktop_migration" WHERE "statusEnum" = $1 FOR UPDATE SKIP LOCKED`, [STATUS.IN_PROGRESS]));
    const resumed = rows.filter((r) => !running.has(r.id));
    for (const r of resumed) log.info("resuming an interrupted desktop migration", { id: r.id });
    await Promise.all(resumed.map((r) => processMigration(deps, r.id)));
  }).catch((e) => log.error("interrupted desktop migrations could not be resumed", { error: e instanceof Error ? e.stack : String(e) }));
}

/** Rows with problems: the transaction is rolled back and the migration recorded as failed with the report. */
class RowsRefused extends Error {
  constructor(readonly report: ErrorReport) {
    super("desktop rows refused");
  }
}

/** Progress events at most this often (a million rows would be thousands of events otherwise). */
const PROGRESS_MS = 250;

/** The import itself; see the header. Never throws (a failure is the row's status). */
export async function processMigration(deps: Deps, id: number): Promise<"done" | "failed" | "skipped"> {
  if (running.has(id)) return "skipped";
  const started = await findMigration(deps.prisma, id);
  if (!started || started.statusEnum !== STATUS.IN_PROGRESS) return "skipped";
  const progress: MigrationProgress = { id, companyId: started.companyId, dbId: started.dbId, statusEnum: 1, status: STATUS_TEXT[1]!, phase: "validating", done: 0, total: 0, message: null, totalImportedResults: 0 };
  running.set(id, progress);
  const publish = (p: Partial<MigrationProgress>) => {
    Object.assign(progress, p);
    deps.pubsub.publish("migration:company", started.companyId, { ...progress });
  };
  let db: DesktopDb | null = null;
  const finish = async (data: object) => {
    (db as DesktopDb | null)?.close();
    running.delete(id);
    await deps.prisma.desktopMigration.update({ where: { id }, data: { ...data, finishedAt: new Date(), filePath: null } });
    await deleteUpload(started.filePath);
  };
  try {
    if (!started.filePath) throw new SaveErrors(["The uploaded file is gone; upload it again."]);
    try {
      db = openDesktopDb(started.filePath, { quickCheck: false });
    } catch (e) {
      throw e instanceof DesktopDbError ? new SaveErrors([e.message]) : e;
    }
    const file: DesktopDb = db;
    const ranges = await readNumbersOf(deps, id, file);
    if (!ranges) {
      file.close();
      running.delete(id);
      return "skipped";
    }
    // Raw SQL on a connection of its own, not a Prisma transaction: see Database.transaction.
    const outcome = await deps.db.transaction(async (sql) => {
      const locked = await sql.query<{ id: number }>(`SELECT id FROM "desktop_migration" WHERE id = $1 AND "statusEnum" = 1 FOR UPDATE SKIP LOCKED`, [id]);
      if (!locked.length) return "skipped" as const;
      // Each batch is a statement of its own; none may be cut by the request timeout meant for screens.
      if (deps.db.kind === "postgres") await sql.query(`SET LOCAL statement_timeout = 0`);
      const t0 = performance.now();
      const total = readingCount(file);
      const reader = desktopReader(file);
      publish({ phase: "equipment", done: 0, total });
      const map = await mapEquipment(sql, reader.equipment, { companyId: started.companyId, sectorId: started.sectorId, migrationId: id });
      const mappedAt = performance.now();
      // One pass: every row is checked as it is written; a problem stops the writes (rolled
      // back below) and the pass goes on counting problems for the report.
      publish({ phase: "readings", done: 0 });
      let last = 0;
      const target = { companyId: started.companyId, sectorId: started.sectorId, migrationId: id, fileName: started.fileName, userId: started.userId };
      const written = await writeReadings(sql, reader, map, target, ranges, (done) => {
        const now = performance.now();
        if (now - last < PROGRESS_MS) return;
        last = now;
        publish({ done, phase: reader.problems.isEmpty ? "readings" : "validating" });
      });
      if (!reader.problems.isEmpty) throw new RowsRefused(reportOf(reader.problems));
      log.info("desktop migration written", { id, readings: written, equipmentMs: Math.round(mappedAt - t0), writeMs: Math.round(performance.now() - mappedAt), rssMb: Math.round(process.memoryUsage().rss / 1048576) });
      await sql.execute(
        `UPDATE "desktop_migration" SET "statusEnum" = $2, status = $3, "totalImportedResults" = $4, "totalRows" = $5, "finishedAt" = now(), "filePath" = NULL, "errorReport" = NULL WHERE id = $1`,
        [id, STATUS.DONE, STATUS_TEXT[2]!, written, total],
      );
      return { written, total };
    });
    (db as DesktopDb | null)?.close();
    running.delete(id);
    if (outcome === "skipped") return "skipped";
    await deleteUpload(started.filePath);
    publish({ statusEnum: 2, status: STATUS_TEXT[2]!, phase: "done", done: outcome.total, totalImportedResults: outcome.written, message: `${outcome.written} readings imported.` });
    return "done";
  } catch (e) {
    // Refused rows carry their report (and the file's row count); any other failure its message.
    const report: ErrorReport =
      e instanceof RowsRefused ? e.report : { messages: (e instanceof SaveErrors ? e.errors.join("\n") : e instanceof DomainError ? e.message : failureRef(e, id)).split("\n") };
    try {
      await finish({ statusEnum: STATUS.FAILED, status: STATUS_TEXT[3]!, errorReport: report as object, ...(e instanceof RowsRefused && db ? { totalRows: readingCount(db) } : {}) });
    } catch (e2) {
      log.error("desktop migration: the failure could not be recorded", { id, error: e2 instanceof Error ? e2.stack : String(e2) });
    }
    publish({ statusEnum: 3, status: STATUS_TEXT[3]!, phase: "failed", message: report.messages.join("\n") });
    return "failed";
  }
}

/**
 * The migration's reserved read numbers: those a stopped run already took, or new ones taken
 * and stored in a short transaction of their own. Null when the migration is no longer in
 * progress or another instance is processing it.
 */
async function readNumbersOf(deps: Deps, id: number, file: DesktopDb): Promise<ReadNumberRanges | null> {
  return deps.db.transaction(async (sql) => {
    const rows = await sql.query<{ companyId: number; readNumbers: ReadNumberRanges | null }>(
      `SELECT "companyId", "readNumbers" FROM "desktop_migration" WHERE id = $1 AND "statusEnum" = 1 FOR UPDATE SKIP LOCKED`,
      [id],
    );
    if (!rows.length) return null;
    if (rows[0]!.readNumbers) return rows[0]!.readNumbers;
    const ranges = await reserveReadNumbers(sql, rows[0]!.companyId, readingsPerKind(file));
    await sql.execute(`UPDATE "desktop_migration" SET "readNumbers" = $2::jsonb WHERE id = $1`, [id, JSON.stringify(ranges)]);
    return ranges;
  });
}

/** The readings the desktop file holds, all tables together. */
const readingCount = (file: DesktopDb) => file.counts.readings_bi + file.counts.readings_pro + file.counts.readings_che;

const reportOf = (problems: Problems): ErrorReport => ({
  code: "rows",
  messages: problems.messages(),
  problems: problems.list().map(({ table, kind, count, examples }) => ({ table, kind, count, examples })),
});

function failureRef(e: unknown, id: number): string {
  const ref = crypto.randomUUID().slice(0, 8);
  log.error("desktop migration failed", { id, ref, error: e instanceof Error ? e.stack : String(e) });
  return `The import failed and nothing was written (ref ${ref}). Upload the file again to retry.`;
}

/** The message a migration's state tells the user (REST answers and GraphQL). */
export function messageOf(row: NonNullable<MigrationRow>): string {
  if (row.statusEnum === STATUS.FAILED) return ((row.errorReport as ErrorReport | null)?.messages ?? ["The import failed."]).join("\n");
  if (row.statusEnum === STATUS.DONE) return `${row.totalImportedResults} readings imported.`;
  if (row.statusEnum === STATUS.IN_PROGRESS) return "The import is in progress.";
  return "The file was uploaded; confirm to import it.";
}
