// The request being handled, wherever its work goes: its id (X-Request-Id, the "ref" of an
// unexpected error, the requestId of every log line written meanwhile) and the labels its
// duration is counted under (metrics.ts). Carried by AsyncLocalStorage, so that a service
// deep down logs with the id without being handed it.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  id: string;
  /** The route label: "GET /api/Sector/:id", "/graphql", "static" (metrics.ts). */
  route: string;
  /** GraphQL's operation label; "" elsewhere. */
  operation: string;
  /** A WebSocket's messages: the upgrade request's id, but each error gets a ref of its own. */
  socket: boolean;
  /** When the request's time budget ends (epoch ms): database work past it is refused (db/client.ts). */
  deadline?: number;
  /** Run once the answer is ready (the fair shares the request took: limits/fair.ts). */
  onDone?: (() => void)[];
  /** Its statements running now, and those waiting their turn (db/client.ts `inTurn`). */
  statements?: { running: number; waiting: (() => void)[] };
}

const storage = new AsyncLocalStorage<RequestScope>();

/** An incoming id is kept when it is short and plain (it ends up in logs and in answers). */
const SANE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's X-Request-Id (a proxy's), or a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given !== null && SANE_ID.test(given) ? given : crypto.randomUUID();
}

export function newScope(id: string, route: string, socket = false): RequestScope {
  return { id, route, operation: "", socket };
}

export const currentRequest = (): RequestScope | undefined => storage.getStore();

export const inRequest = <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn);

/**
 * Runs `fn` outside any request: for loops a request merely wakes (the webhook worker), which
 * would otherwise carry that request's id in all their later log lines.
 */
export const outsideRequests = <T>(fn: () => T): T => storage.exit(fn);

/**
 * The reference an unexpected error is answered and logged with: the request's id, so that a
 * user's "ref" finds every log line of the request. On a WebSocket each error gets its own
 * (its log line also carries the connection's id).
 */
export function errorRef(): string {
  const scope = storage.getStore();
  return scope && !scope.socket ? scope.id : crypto.randomUUID().slice(0, 8);
}

/** Whether the current request has used up its time budget (never outside requests, nor once answered). */
export function pastDeadline(): boolean {
  const deadline = storage.getStore()?.deadline;
  return deadline !== undefined && Date.now() > deadline;
}

/** Ends the request's budget and runs its end-of-answer work (the answer is ready: later work is the app's own). */
export function finishRequest(scope: RequestScope): void {
  scope.deadline = undefined;
  for (const done of scope.onDone?.splice(0) ?? []) done();
}

/**
 * How many statements one HTTP request runs at once (DB_STATEMENTS_PER_REQUEST): a list whose
 * rows each read the database would otherwise take every pooled connection at once, and every
 * other tenant's request would wait for one.
 */
export const STATEMENTS_PER_REQUEST = Math.max(1, Number(process.env.DB_STATEMENTS_PER_REQUEST ?? 2) || 2);

/** Runs a statement in its request's turn (at most STATEMENTS_PER_REQUEST at once); outside HTTP requests at once. */
export async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (!scope || scope.socket || scope.deadline === undefined) return run();
  const s = (scope.statements ??= { running: 0, waiting: [] });
  if (s.running >= STATEMENTS_PER_REQUEST) await new Promise<void>((resolve) => s.waiting.push(resolve));
  else s.running++;
  try {
    return await run();
  } finally {
    const next = s.waiting.shift();
    if (next) next(); // the turn passes on
    else s.running--;
  }
}
