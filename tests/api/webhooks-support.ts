// Shared by the webhook and alert API tests: a local receiver (Bun.serve on a random port)
// that records every request and answers as told, the receivers' side of the signature
// check written independently of the server (HMAC-SHA256 of "<timestamp>.<body>"), and
// helpers to set Hospital A's subscription rows and to produce reading results through the
// TEST_HOOKS route POST /api/test/readings.
import { createHmac } from "node:crypto";
import { api } from "../helpers";

export interface Received {
  at: number;
  path: string;
  headers: Headers;
  body: string;
  json: any;
}

/** `until`: the answer is held until that promise settles (e.g. until the test changed something meanwhile). */
export type Answer = { status: number; body?: string; headers?: Record<string, string>; until?: Promise<unknown> } | "hang";

export interface Receiver {
  url(path?: string): string;
  requests: Received[];
  /** Answers of the next requests, in order; when exhausted, `fallback`. */
  plan(answers: Answer[], fallback?: Answer): void;
  /** Resolves with the requests matching `pred` once there are `count` of them. */
  waitFor(pred: (r: Received) => boolean, count?: number, timeoutMs?: number): Promise<Received[]>;
  stop(): void;
}

export function startReceiver(): Receiver {
  const requests: Received[] = [];
  let queue: Answer[] = [];
  let fallback: Answer = { status: 200, body: "ok" };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const body = await req.text();
      let json: any;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      requests.push({ at: Date.now(), path: new URL(req.url).pathname, headers: req.headers, body, json });
      const answer = queue.shift() ?? fallback;
      if (answer === "hang") return new Promise<Response>(() => {});
      if (answer.until) await answer.until.catch(() => {});
      return new Response(answer.body ?? "", { status: answer.status, headers: answer.headers });
    },
  });
  return {
    url: (path = "/hook") => `http://127.0.0.1:${server.port}${path}`,
    requests,
    plan(answers, fb) {
      queue = [...answers];
      if (fb) fallback = fb;
    },
    async waitFor(pred, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hits = requests.filter(pred);
        if (hits.length >= count) return hits;
        if (Date.now() > deadline) throw new Error(`receiver: ${hits.length} of ${count} expected requests within ${timeoutMs} ms (got ${requests.length} in all: ${requests.map((r) => r.headers.get("x-sterileqc-event")).join(", ")})`);
        await Bun.sleep(50);
      }
    },
    stop: () => server.stop(true),
  };
}

/** The receiver's check, as docs/webhooks.md tells integrators to write it. */
export function signatureOk(secret: string, r: Received): boolean {
  const timestamp = r.headers.get("x-sterileqc-timestamp");
  const signature = r.headers.get("x-sterileqc-signature");
  if (!timestamp || !signature) return false;
  const expected = "sha256=" + createHmac("sha256", secret).update(`${timestamp}.${r.body}`).digest("hex");
  return expected === signature;
}

export interface WireRow {
  id: number;
  suscribed: boolean;
  url: string | null;
  indicatorType: { id: number; name: string };
  licenseProduct: { id: number; name: string };
  companyId: number;
  block: "normal" | "plus";
  secret: string | null;
}

export const NORMAL = 3;
export const PLUS = 2;
export const TYPE = { BI: 1, PRO: 2, CHE_STERILIZER: 3, CHE_WASHER: 4, BI_DISINFECTION: 5 } as const;

export async function listRows(token: string): Promise<WireRow[]> {
  const res = await api("GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GetLicensesByIndicatorTypes → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export function rowOf(rows: WireRow[], licenseProductId: number, indicatorTypeId: number): WireRow {
  const row = rows.find((r) => r.licenseProduct.id === licenseProductId && r.indicatorType.id === indicatorTypeId);
  if (!row) throw new Error(`no row for licence product ${licenseProductId} / indicator type ${indicatorTypeId}`);
  return row;
}

/** Saves Hospital A's rows with only the given ones subscribed (all others off, URL kept empty). */
export async function subscribeOnly(adminToken: string, wanted: { licenseProductId: number; indicatorTypeId: number; url: string }[]): Promise<WireRow[]> {
  const rows = await listRows(adminToken);
  const body = rows.map((r) => {
    const w = wanted.find((x) => x.licenseProductId === r.licenseProduct.id && x.indicatorTypeId === r.indicatorType.id);
    return { ...r, suscribed: !!w, url: w?.url ?? null };
  });
  const res = await api("POST", "/api/Suscriptions/Save", { token: adminToken, body });
  if (res.status !== 200 || res.text !== "Subscriptions saved.") throw new Error(`Save → ${res.status} ${res.text.slice(0, 400)}`);
  return listRows(adminToken);
}

export async function unsubscribeAll(adminToken: string): Promise<void> {
  await subscribeOnly(adminToken, []);
}

export interface TestReading {
  id: number;
  kind: "BI" | "PRO";
  readNumber: number;
  companyId: number;
  state: string;
}

/** A reading that goes LIVE → PROVISIONAL with the given result (TEST_HOOKS route). */
export async function resultedReading(body: { kind: "BI" | "PRO"; result: number; companyId?: number; disinfection?: boolean; density?: number; quantitativeResult?: number; resultTwice?: boolean; conditionSCIB?: number; lot?: string }): Promise<TestReading> {
  const res = await api("POST", "/api/test/readings", { body });
  if (res.status !== 200) throw new Error(`POST /api/test/readings → ${res.status} ${res.text.slice(0, 300)} (is the server running with TEST_HOOKS=1?)`);
  return res.json;
}

export async function deliveries(token: string, subscriptionId?: number): Promise<any[]> {
  const res = await api("GET", "/api/Suscriptions/GetDeliveries", { token, query: { id: subscriptionId, take: 200 } });
  if (res.status !== 200) throw new Error(`GetDeliveries → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

/**
 * The deliveries of a reading once every one of them is finished (delivered or failed). The
 * test route POST /api/test/readings answers after the result hooks ran, so the rows a reading
 * gets exist by then; a finished row is sent no more, and its `attempts` is the number of
 * requests made for it (each attempt reaches the receiver before the row records it). So once
 * this resolves, the requests a receiver got about the reading are all it will ever get.
 */
export async function settledDeliveries(token: string, reading: { kind: string; id: number }, timeoutMs = 15_000): Promise<any[]> {
  return waitForDeliveries(token, reading, (ds) => ds.every((d) => d.status === "delivered" || d.status === "failed"), timeoutMs);
}

/** Polls the deliveries of a reading until `until` holds for them. */
export async function waitForDeliveries(token: string, reading: { kind: string; id: number }, until: (ds: any[]) => boolean, timeoutMs = 15_000): Promise<any[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ds = (await deliveries(token)).filter((d) => d.readingId === reading.id && d.readingKind === reading.kind);
    if (until(ds)) return ds;
    if (Date.now() > deadline) throw new Error(`deliveries of ${reading.kind} reading ${reading.id} never reached the expected state: ${JSON.stringify(ds)}`);
    await Bun.sleep(100);
  }
}
