// The configuration import as a background job (docs/configuration-transfer.md): the file is
// checked in the request (a refused file changes nothing, not even the job table), a job row is
// written `running`, and the import runs after the answer, in ONE transaction that ends by
// writing the row `done` with its counts and its /SysLog entry, so `done` means committed. A
// failure rolls everything back and writes the row `failed` with the reason. The row lives in
// the database, so any instance answers the status; each step is published on the event bus
// (`configImportProgress`), and the instance running the job also answers its progress.
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { ConfigImportStatus, PubSub } from "../pubsub";
import { conflict, DomainError, SaveErrors } from "../domain/errors";
import { requireScope, SYSTEM } from "../auth/scopes";
import { log } from "../log";
import { applyDocument, stepsOf } from "./apply";
import type { ConfigDocument, Counts } from "./document";
import { parseDocument } from "./parse";
import { readRefs, referenceProblems } from "./references";
import { languageOf, problemLines, sayIn, type Problem } from "./texts";

/** The import's transaction may run this long; a job `running` for longer was cut off (the server stopped). */
export const JOB_TIMEOUT_MS = 10 * 60_000;
/** Arbitrary key of the advisory lock that lets one import start at a time, across instances. */
const START_LOCK_KEY = 727_002;

type JobRow = Prisma.ConfigImportJobGetPayload<object>;

/** Progress of the jobs this instance runs (the row says `running` until the end). */
const progress = new Map<number, { stepsDone: number; counts: Counts }>();

export const IDLE: ConfigImportStatus = { jobId: null, status: "idle", counts: {}, stepsDone: 0, stepsTotal: 0, error: null, startedAt: null, finishedAt: null };

const cutOff = (row: JobRow) => row.status === "running" && row.startedAt.getTime() < Date.now() - JOB_TIMEOUT_MS - 60_000;

function statusOf(row: JobRow): ConfigImportStatus {
  const mine = progress.get(row.id);
  return {
    jobId: row.id,
    status: row.status as ConfigImportStatus["status"],
    counts: (mine?.counts ?? (row.counts as Counts | null) ?? {}) as Record<string, number>,
    stepsDone: row.status === "done" ? row.stepsTotal : (mine?.stepsDone ?? 0),
    stepsTotal: row.stepsTotal,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The newest import's status ("idle" before the first one). */
export async function importStatus(ctx: ServiceContext): Promise<ConfigImportStatus> {
  requireScope(ctx.principal, SYSTEM);
  const row = await ctx.prisma.configImportJob.findFirst({ orderBy: { id: "desc" } });
  if (!row) return IDLE;
  if (!cutOff(row)) return statusOf(row);
  const t = await sayIn(ctx.prisma, await languageOf(ctx), ["config.interrupted"]);
  return { ...statusOf(row), status: "failed", error: t("config.interrupted") };
}

/** Throws the problems of a file as one refusal, in the caller's language. */
export async function refuse(prisma: Pick<PrismaClient, "generalObject" | "translation">, languageId: number, problems: Problem[]): Promise<never> {
  throw new SaveErrors(await problemLines(prisma, languageId, problems));
}

/** Checks the file and starts its import; answers the job's status (running). */
export async function startImport(ctx: ServiceContext, text: string): Promise<ConfigImportStatus> {
  const userId = requireScope(ctx.principal, SYSTEM).userId;
  const languageId = await languageOf(ctx);
  const parsed = parseDocument(text);
  if ("problems" in parsed) return refuse(ctx.prisma, languageId, parsed.problems);
  const problems = referenceProblems(parsed.doc.items, await readRefs(ctx.prisma));
  if (problems.length) return refuse(ctx.prisma, languageId, problems);

  const job = await ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${START_LOCK_KEY})`);
    const t = await sayIn(tx, languageId, ["config.alreadyRunning", "config.interrupted"]);
    const running = await tx.configImportJob.findFirst({ where: { status: "running" }, orderBy: { id: "desc" } });
    if (running && !cutOff(running)) throw conflict(t("config.alreadyRunning"));
    if (running) await tx.configImportJob.updateMany({ where: { status: "running" }, data: { status: "failed", error: t("config.interrupted"), finishedAt: new Date() } });
    return tx.configImportJob.create({ data: { status: "running", userId, stepsTotal: stepsOf(parsed.doc.items).length } });
  });
  progress.set(job.id, { stepsDone: 0, counts: {} });
  const status = statusOf(job);
  ctx.pubsub.publish("config:import", status);
  void runImport({ prisma: ctx.prisma, pubsub: ctx.pubsub, userId, languageId }, job, parsed.doc);
  return status;
}

interface JobDeps {
  prisma: PrismaClient;
  pubsub: PubSub;
  userId: number;
  languageId: number;
}

const describeCounts = (counts: Counts) =>
  Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");

async function runImport(deps: JobDeps, job: JobRow, doc: ConfigDocument): Promise<void> {
  const base = statusOf(job);
  const publish = (s: Partial<ConfigImportStatus>) => deps.pubsub.publish("config:import", { ...base, ...s });
  try {
    const { counts, finishedAt } = await deps.prisma.$transaction(
      async (tx) => {
        // Checked again inside: the rows may have changed since the request checked them.
        const refs = await readRefs(tx);
        const problems = referenceProblems(doc.items, refs);
        if (problems.length) await refuse(tx, deps.languageId, problems);
        const counts = await applyDocument(tx, doc.items, refs, (stepsDone, counts) => {
          progress.set(job.id, { stepsDone, counts });
          publish({ stepsDone, counts: counts as Record<string, number> });
        });
        const finishedAt = new Date();
        await tx.configImportJob.update({ where: { id: job.id }, data: { status: "done", counts, finishedAt } });
        await tx.sysLog.create({ data: { level: "info", userId: deps.userId, entity: "Configuration", entityId: String(job.id), action: "import", detail: `Configuration imported: ${describeCounts(counts)}` } });
        return { counts, finishedAt };
      },
      { maxWait: 30_000, timeout: JOB_TIMEOUT_MS },
    );
    progress.delete(job.id);
    publish({ status: "done", counts: counts as Record<string, number>, stepsDone: base.stepsTotal, finishedAt: finishedAt.toISOString() });
  } catch (e) {
    progress.delete(job.id);
    const error = await failureText(deps, e);
    const finishedAt = new Date();
    try {
      await deps.prisma.configImportJob.update({ where: { id: job.id }, data: { status: "failed", error, finishedAt } });
      await deps.prisma.sysLog.create({ data: { level: "warn", userId: deps.userId, entity: "Configuration", entityId: String(job.id), action: "import", detail: `Configuration import failed: ${error}` } });
    } catch (e2) {
      log.error("configuration import: the failure could not be recorded", { jobId: job.id, error: e2 instanceof Error ? e2.stack : String(e2) });
    }
    publish({ status: "failed", error, finishedAt: finishedAt.toISOString() });
  }
}

/** A refusal keeps its lines; anything else is logged with a reference the message gives. */
async function failureText(deps: JobDeps, e: unknown): Promise<string> {
  if (e instanceof SaveErrors) return e.errors.join("\n");
  if (e instanceof DomainError) return e.message;
  const ref = crypto.randomUUID().slice(0, 8);
  log.error("configuration import failed", { ref, error: e instanceof Error ? e.stack : String(e) });
  return (await sayIn(deps.prisma, deps.languageId, ["config.failedRef"]).catch(() => null))?.("config.failedRef", { ref }) ?? `The import failed (ref ${ref}).`;
}
