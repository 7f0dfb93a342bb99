// Live fan-out: one event, executed once per view rather than once per subscriber.
//
// graphql-js runs a subscription's selection for every event and every socket: 200 screens of
// one company listening to readingChanged meant 200 executions (and 200 reads of the reading)
// per result. Here the source stream is graphql-js's own, but each event's execution is
// remembered for the event (the pubsub payload object, which every subscriber on this instance
// receives as the same object) under the operation, its variables and the viewer's *view*: the
// principal's fields that decide what a viewer may see (kind, role, distributor, company,
// sector, language). Subscribers with the same view and the same operation get the same result
// object; graphql-ws still writes one frame per socket (its subscription id differs).
//
// A resolver that reads something personal (the user's id, e-mail, session, address or origin)
// during a shared execution marks the result personal: it is then kept for that session only,
// and every other subscriber runs its own execution. The guard is what makes sharing safe for
// fields added later.
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { Plugin } from "graphql-yoga";
import type { Principal } from "../auth/principal";
import type { ServiceContext } from "../context";

/** The principal's fields a result may depend on and still be shared. */
const VIEW_FIELDS = ["kind", "userType", "distributorId", "companyId", "sectorId", "languageId"] as const;
const PERSONAL_PRINCIPAL = ["userId", "email", "sessionId", "expiresAt"] as const;
const PERSONAL_CONTEXT = ["clientIp", "origin"] as const;

interface Shared {
  result: ExecutionResult;
  /** A resolver read a personal field: the result belongs to `owner` only. */
  personal: boolean;
  owner: string;
}

/** Per event payload: the executions done for it, by operation and view. */
const executions = new WeakMap<object, Map<string, Promise<Shared>>>();

export function useSharedSubscriptionEvents(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeShared as never);
    },
  };
}

export async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source as ExecutionResult;
  const ctx = args.contextValue as ServiceContext;
  const operation = `${args.operationName ?? ""}\u0000${args.document.loc?.source.body ?? ""}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  const viewKey = `${operation}\u0000${viewOf(ctx.principal)}\u0000${ctx.language ?? ""}`;
  const owner = ctx.principal?.sessionId ?? "";
  const personalKey = `${viewKey}\u0000${owner}`;
  const run = (event: unknown) => executeEvent(args, event, ctx);
  return mapEvents(source as AsyncIterable<unknown>, async (event) => {
    if (typeof event !== "object" || event === null) return run(event);
    let byView = executions.get(event);
    if (!byView) executions.set(event, (byView = new Map()));
    const mine = byView.get(personalKey);
    if (mine) return (await mine).result;
    let shared = byView.get(viewKey);
    if (!shared) byView.set(viewKey, (shared = guarded(args, event, owner)));
    const s = await shared;
    if (!s.personal || s.owner === owner) return s.result;
    // Someone else's personal result: this subscriber's own execution.
    const own = Promise.resolve(run(event)).then((result) => ({ result, personal: true, owner }));
    byView.set(personalKey, own);
    return (await own).result;
  });
}

/** Executes with a context that notices reads of personal fields. */
async function guarded(args: ExecutionArgs, event: object, owner: string): Promise<Shared> {
  let personal = false;
  const touch = <T>(v: T) => ((personal = true), v);
  const ctx = args.contextValue as ServiceContext;
  const guardedCtx = watch(ctx, PERSONAL_CONTEXT, touch);
  if (ctx.principal) guardedCtx.principal = watch(ctx.principal, PERSONAL_PRINCIPAL, touch);
  const result = await executeEvent(args, event, guardedCtx);
  return { result, personal, owner };
}

/**
 * One event through the operation's selection, compiled once per document (graphql-jit, as
 * queries and mutations are: yoga.ts): the reading screens' selection of ~60 fields ran through
 * graphql-js's interpreter for every event. graphql-js when the compiler refuses the document.
 */
const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

function executeEvent(args: ExecutionArgs, event: unknown, contextValue: unknown): Promise<ExecutionResult> | ExecutionResult {
  let byName = compiled.get(args.document);
  if (!byName) compiled.set(args.document, (byName = new Map()));
  const name = args.operationName ?? "";
  if (!byName.has(name)) {
    // GRAPHQL_JIT=0 turns the compiler off here as for queries (yoga.ts).
    const c = process.env.GRAPHQL_JIT === "0" ? null : compileQuery(args.schema, args.document, args.operationName ?? undefined);
    byName.set(name, c && isCompiledQuery(c) ? c : null);
  }
  const c = byName.get(name);
  return c ? c.query(event, contextValue, args.variableValues ?? {}) : execute({ ...args, contextValue, rootValue: event });
}

/** A copy whose `fields` call `touch` when read. */
function watch<T extends object>(o: T, fields: readonly string[], touch: <V>(v: V) => V): T {
  const copy = { ...o } as Record<string, unknown>;
  for (const f of fields) {
    const value = copy[f];
    Object.defineProperty(copy, f, { get: () => touch(value), enumerable: true, configurable: true });
  }
  return copy as T;
}

function viewOf(p: Principal | null | undefined): string {
  return p ? VIEW_FIELDS.map((f) => String(p[f] ?? "")).join("|") : "anonymous";
}

export function isAsyncIterable(x: unknown): x is AsyncIterable<unknown> {
  return !!x && typeof (x as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function";
}

/** Events mapped ahead of a subscriber that has not asked for them yet, at most (the oldest go first, as in pubsub.ts). */
export const MAPPED_AHEAD = 1024;

/**
 * The source's events, each mapped as soon as it arrives, handed out in order. Mapping when a
 * subscriber asks would run one event's execution at a time per socket: the next could only
 * start once the previous was sent, so a socket could never take more events per second than
 * one execution allows, and the executions of close events could not be read together
 * (readings/eventReadings.ts). Not an async generator: its return() would wait for the next
 * event, and a socket that unsubscribes must end its source at once.
 */
export function mapEvents<T>(source: AsyncIterable<unknown>, map: (e: unknown) => Promise<T>): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const done = { done: true, value: undefined } as IteratorReturnResult<undefined>;
  const ready: Promise<IteratorResult<T>>[] = [];
  const asking: ((r: Promise<IteratorResult<T>>) => void)[] = [];
  let ended = false;
  const hand = (r: Promise<IteratorResult<T>>) => {
    r.catch(() => {}); // observed by whoever takes it
    const taker = asking.shift();
    if (taker) return taker(r);
    ready.push(r);
    if (ready.length > MAPPED_AHEAD) ready.shift();
  };
  void (async () => {
    try {
      for (;;) {
        const r = await it.next();
        if (r.done) break;
        hand(map(r.value).then((value) => ({ done: false, value })));
      }
    } catch (e) {
      hand(Promise.reject(e));
    }
    ended = true;
    for (const taker of asking.splice(0)) taker(Promise.resolve(done));
  })();
  return {
    next: () => ready.shift() ?? (ended ? Promise.resolve(done) : new Promise<Promise<IteratorResult<T>>>((res) => asking.push(res)).then((r) => r)),
    return: (v?: unknown) => {
      ready.length = 0;
      return (it.return ? it.return(v) : Promise.resolve(done)) as never;
    },
    throw: (e?: unknown) => (it.throw ? it.throw(e) : Promise.reject(e)) as never,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
