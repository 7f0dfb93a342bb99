// The export worker (a Bun Worker, one per running export; started by stream.ts). Reading and
// rendering a million rows takes seconds of CPU: here it runs off the server's event loop, so
// other users' requests do not wait behind it.
// On PostgreSQL the worker reads its rows itself, on a connection of its own, through Bun's
// native client as server/db/client.ts's hot paths do (it prepares the keyset statement once on
// the connection; a quarter of pg's CPU per row). On PGlite (one in-process connection the
// worker cannot reach) it asks the main thread for each batch ("pull"). The bytes go back as
// transferred chunks; the worker waits while more than `inFlight` bytes are unacknowledged.
import { SQL } from "bun";
import { dlopen, FFIType } from "bun:ffi";
import { keysetBatches, type KeysetPlan, type Row } from "./keyset";
import { render, type ExportJob } from "./render";

declare const self: Worker;

export type ToWorker =
  | { type: "start"; job: ExportJob; plan: KeysetPlan; db: { url: string; statementTimeoutMs: number } | null; inFlight: number }
  | { type: "rows"; rows: Row[] }
  | { type: "ack"; bytes: number }
  | { type: "stop" };
export type FromWorker = { type: "chunk"; bytes: Uint8Array } | { type: "pull" } | { type: "done" } | { type: "error"; message: string } | { type: "stopped" };

/** Name of the worker's database sessions (pg_stat_activity.application_name). */
export const EXPORT_APPLICATION = "sqc-export";

/** Bytes per posted chunk: the renderers emit many small pieces (zip entries, XML strings); one message each would cost more than the copy. */
const CHUNK = 256 * 1024;

const encoder = new TextEncoder();
const post = (m: FromWorker, transfer: Transferable[] = []) => self.postMessage(m, transfer);

/** Batches of bytes to the main thread, with backpressure on the unacknowledged ones. */
class Outbox {
  private buf = new Uint8Array(CHUNK);
  private used = 0;
  private inFlight = 0;
  private resume: (() => void) | null = null;
  constructor(private readonly limit: number) {}

  async write(data: Uint8Array | string) {
    const bytes = typeof data === "string" ? encoder.encode(data) : data;
    for (let at = 0; at < bytes.length; ) {
      const n = Math.min(CHUNK - this.used, bytes.length - at);
      this.buf.set(bytes.subarray(at, at + n), this.used);
      this.used += n;
      at += n;
      if (this.used === CHUNK) this.flush();
    }
    while (this.inFlight > this.limit) await new Promise<void>((r) => (this.resume = r));
  }

  flush() {
    if (!this.used) return;
    const chunk = this.used === CHUNK ? this.buf : this.buf.slice(0, this.used);
    this.inFlight += chunk.byteLength;
    post({ type: "chunk", bytes: chunk }, [chunk.buffer]);
    this.buf = new Uint8Array(CHUNK);
    this.used = 0;
  }

  ack(bytes: number) {
    this.inFlight -= bytes;
    if (this.inFlight <= this.limit) this.resume?.();
  }
}

/**
 * This thread at nice 10 (Linux keeps a nice value per thread): when the cores are busy, the
 * server's own thread and other processes go first and the export takes what is left; on an
 * idle machine it loses nothing. Best effort: elsewhere the worker runs at normal priority.
 */
function yieldToRequests() {
  if (process.platform !== "linux") return;
  try {
    dlopen("libc.so.6", { setpriority: { args: [FFIType.i32, FFIType.u32, FFIType.i32], returns: FFIType.i32 } }).symbols.setpriority(0, 0, 10);
  } catch {
    /* no libc to call: normal priority */
  }
}
yieldToRequests();

let outbox: Outbox | null = null;
let client: SQL | null = null;
/** PGlite: the main thread's answer to the pending "pull". */
let delivered: ((rows: Row[]) => void) | null = null;

/** PGlite: the main thread reads the batches (it holds the only connection); one is asked at a time. */
async function* pulled(): AsyncGenerator<Row[]> {
  for (;;) {
    const rows = await new Promise<Row[]>((r) => {
      delivered = r;
      post({ type: "pull" });
    });
    if (!rows.length) return;
    yield rows;
  }
}

/**
 * Batches with a garbage collection after each: a batch leaves megabytes of row objects and
 * XML text behind, and left to itself the worker's heap grows by ~100 MB over a million rows
 * before it collects (measured: peak RSS 369 → 277 MB for one 1M-row xlsx in a bare process).
 */
async function* collected(rows: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
  for await (const batch of rows) {
    yield batch;
    Bun.gc(false);
  }
}

async function connect(db: { url: string; statementTimeoutMs: number }) {
  const sql = new SQL({ url: db.url, max: 1, connection: { application_name: EXPORT_APPLICATION, ...(db.statementTimeoutMs ? { statement_timeout: db.statementTimeoutMs } : {}) } });
  await sql.connect();
  return sql;
}

async function run(m: Extract<ToWorker, { type: "start" }>) {
  outbox = new Outbox(m.inFlight);
  let rows: AsyncIterable<Row[]>;
  if (m.db) {
    const c = (client = await connect(m.db));
    rows = keysetBatches(m.plan, async (_name, text, values) => [...(await c.unsafe(text, values))]);
  } else rows = pulled();
  for await (const bytes of await render(m.job, collected(rows))) await outbox.write(bytes);
  outbox.flush();
  await release();
  post({ type: "done" });
}

async function release() {
  const c = client;
  client = null;
  await c?.close({ timeout: 0 }).catch(() => {});
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.type === "start")
    run(m).catch(async (err) => {
      await release();
      post({ type: "error", message: err instanceof Error ? err.message : String(err) });
    });
  else if (m.type === "rows") delivered?.(m.rows);
  else if (m.type === "ack") outbox?.ack(m.bytes);
  // Cancelled: close the connection (the backend ends with it), then the main thread terminates us.
  else if (m.type === "stop") void release().then(() => post({ type: "stopped" }));
};
