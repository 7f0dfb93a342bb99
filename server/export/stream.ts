// Exports of historical readings as files that stream. The request thread prepares what needs
// the request context (the tenant-scoped keyset statement, the company's look, lookups, labels,
// title) as plain data; an export worker (worker.ts) reads the rows and renders the file
// (render.ts) off the event loop, and its chunks flow into the response as they come, with
// backpressure both ways, so memory stays flat and other users' requests are not held up.
// At most a few exports run at once per process (slots.ts).
import type { ServiceContext } from "../context";
import { TABLE_NAME } from "../readings/kinds";
import { countRows, whereSql } from "../historical/sql";
import { historicalOption } from "../historical/options";
import { dateColumnOf, historicalWhere, type HistoricalFilter } from "../historical/query";
import { columnLabel, loadLookups, type ColumnDef, type ExportRead } from "./columns";
import { regionalClock } from "./format";
import { companyLook } from "./company";
import { temperatureSymbol } from "../parameters/settings";
import { uiTexts } from "../seed/data/ui-texts";
import { keysetBatches, type KeysetPlan } from "./keyset";
import type { ExportJob, FileType } from "./render";
import type { FromWorker, ToWorker } from "./worker";
import { exportSlot } from "./slots";
import { log } from "../log";

export { EXCEL_HEADER_ROW, neutralizeFormula, type FileType } from "./render";

export const FILE_EXTENSION: Record<FileType, string> = { excel: "xlsx", csv: "csv", xml: "xml" };
export const CONTENT_TYPE: Record<FileType, string> = {
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  xml: "application/xml; charset=utf-8",
};
export const CSV_SEPARATORS = [",", ";", "|", "\t"];

/** Rows per database read. */
const BATCH = 2500;
/** Bytes the worker may have sent that the response has not taken yet (then it waits). */
export const IN_FLIGHT = { bytes: 4 * 1024 * 1024 };
/** How long a cancelled worker gets to close its database connection before it is terminated. */
const STOP_GRACE_MS = 2000;

export interface ExportRequest {
  read: ExportRead;
  type: FileType;
  filter: HistoricalFilter;
  columns: ColumnDef[];
  separator: string;
}

/** The keyset read of the matching rows, oldest first, inside the caller's tenant scope. */
function keysetPlan(ctx: ServiceContext, req: ExportRequest): KeysetPlan {
  const o = historicalOption(req.read.option)!;
  const params: unknown[] = [];
  const where = whereSql(historicalWhere(ctx, o, req.filter), params);
  const date = dateColumnOf(o.kind);
  const at = params.length + 1;
  const sql = `SELECT r.* FROM "${TABLE_NAME[o.kind]}" r WHERE ${where} AND (r."${date}", r."id") > ($${at}::timestamptz, $${at + 1}::int) ORDER BY r."${date}", r."id" LIMIT ${BATCH}`;
  return { name: `export_${Bun.hash(sql).toString(36)}`, sql, params, date, batch: BATCH };
}

/** How many rows the export will hold (sent before the first byte, for the progress bar). */
export async function exportCount(ctx: ServiceContext, req: ExportRequest): Promise<number> {
  const o = historicalOption(req.read.option)!;
  // The historical browser's own count statement (prepared, never remembered: the header must match the file).
  return countRows(ctx, o.kind, historicalWhere(ctx, o, req.filter));
}

async function exportJob(ctx: ServiceContext, req: ExportRequest): Promise<ExportJob> {
  const companyId = ctx.principal!.companyId!;
  // Temperatures in the company's unit; dates shown as text in its regional format (XML keeps ISO 8601).
  const look = await companyLook(ctx, companyId, { logo: req.type === "excel" });
  const lookups = await loadLookups(ctx, companyId, look.lang, look.temperatureUnit);
  const clock = regionalClock(req.filter.timeZone, look.format);
  return {
    read: req.read.read,
    keys: req.columns.map((c) => c.key),
    type: req.type,
    separator: req.separator,
    labels: req.columns.map((c) => columnLabel(c, look.lang, look.temperatureUnit)),
    title: `${uiTexts[`exporter.read.${req.read.read}`]?.[look.lang] ?? req.read.read} · ${clock.dateTime(new Date())}`,
    look,
    lookups,
    timeZone: req.filter.timeZone ?? null,
    temperatureSymbol: temperatureSymbol(look.temperatureUnit),
  };
}

/**
 * The file as a stream of bytes. Errors after the first byte end the stream with an error;
 * `signal` (the request's) gives up a turn still waiting for a free export slot.
 */
export async function exportStream(ctx: ServiceContext, req: ExportRequest, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const release = await exportSlot(signal);
  try {
    // Prepared once the export has its place (the title's time is when the file starts).
    return workerStream(ctx, await exportJob(ctx, req), keysetPlan(ctx, req), release);
  } catch (e) {
    release();
    throw e;
  }
}

function workerStream(ctx: ServiceContext, job: ExportJob, plan: KeysetPlan, release: () => void): ReadableStream<Uint8Array> {
  const worker = new Worker(new URL("./worker.ts", import.meta.url).href);
  const send = (m: ToWorker) => worker.postMessage(m);
  // PostgreSQL: the worker connects to the same database itself. PGlite: the worker cannot reach
  // the embedded database, so this thread reads the batches and hands them over on request.
  const url = ctx.db.kind === "postgres" ? ctx.db.url : undefined;
  const local = url ? null : keysetBatches(plan, (name, sql, params) => ctx.db.prepared(name, sql, params));
  let unacked = 0;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    worker.terminate();
    void local?.return(undefined);
    release();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (e: Error) => {
          if (ended) return;
          log.error("export failed", { read: job.read, type: job.type, error: e.message });
          controller.error(e);
          end();
        };
        worker.onmessage = async (e: MessageEvent<FromWorker>) => {
          const m = e.data;
          if (ended) return;
          if (m.type === "chunk") {
            controller.enqueue(m.bytes);
            unacked += m.bytes.byteLength;
            if ((controller.desiredSize ?? 0) > 0) ack();
          } else if (m.type === "pull") {
            try {
              const next = await local!.next();
              send({ type: "rows", rows: next.done ? [] : next.value });
            } catch (err) {
              fail(err as Error);
            }
          } else if (m.type === "done") {
            controller.close();
            end();
          } else if (m.type === "error") fail(new Error(m.message));
        };
        worker.onerror = (e) => fail(e.error instanceof Error ? e.error : new Error(e.message));
        send({ type: "start", job, plan, db: url ? { url, statementTimeoutMs: ctx.config.statementTimeoutMs } : null, inFlight: IN_FLIGHT.bytes });
      },
      // The response took bytes: the worker may send more.
      pull: () => ack(),
      // The client went away: the worker closes its connection, then it is terminated.
      cancel() {
        if (ended) return;
        const stopped = new Promise<void>((r) => {
          worker.onmessage = (e: MessageEvent<FromWorker>) => e.data.type === "stopped" && r();
          setTimeout(r, STOP_GRACE_MS);
        });
        send({ type: "stop" });
        return stopped.then(end);
      },
    },
    { highWaterMark: 1024 * 1024, size: (c) => c?.byteLength ?? 0 },
  );

  function ack() {
    if (!unacked || ended) return;
    send({ type: "ack", bytes: unacked });
    unacked = 0;
  }
}
