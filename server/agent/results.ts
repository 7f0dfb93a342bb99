// Results: the incubator read the indicator. LIVE → PROVISIONAL through the life cycle's
// "result" move, the result columns, one 'result' audit entry per column, then (after the
// commit) the company's screens and the result hooks (webhooks, positive alerts).
//
// One message or a batch of them (an agent catching up after being offline, or many
// incubators at once): a batch is looked up with one query per table, moved with one UPDATE
// per table and audited with one INSERT, in one transaction. Each message still gets its own
// answer: the same result again is "unchanged" (200), a different one for a reading that has
// its result is a conflict (409), an unknown incubation is Not found (404), a malformed
// message a validation problem (400). A bad message never spoils the others.
import type { ReadingKind, ReadingState } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { DomainError, conflict, notFound } from "../domain/errors";
import { nextState } from "../readings/lifecycle";
import { auditText } from "../readings/audit";
import { readingChanged, runResultHooks, type ReadingRef } from "../readings/events";
import { log } from "../log";
import { readingsIngested } from "../observability/metrics";
import { agentOf, type Agent } from "./caller";
import { outOfServiceFlags, type OutOfServiceFlag } from "../readings/warnings";
import { byKeys, findWithoutKey, incubationMachine, readingWire, unknownIncubation, type Found, type IncubationWire, type ReadingRow } from "./incubations";
import {
  agentKey, biResultCode, proteinDensity, proteinResultCode,
} from "./rules";
import { companySettings, proteinLevels } from "../parameters/settings";
import { parseBiResult, parseProResult, parseResultRef, type ResultRef } from "./validation";

/** At most this many results in one batch. */
export const MAX_BATCH = 500;

export type ResultOutcome = { ok: true; unchanged: boolean; incubation: IncubationWire; messageId: string | null } | { ok: false; error: DomainError };

/** The columns a result sets. */
type ResultData = Record<string, number | Date | null> & { resultAt: Date; result: number };

interface Item {
  index: number;
  ref?: ResultRef;
  raw?: Record<string, unknown>;
  resultAt?: Date;
  found?: Found;
  data?: ResultData;
  error?: DomainError;
  /** Earlier item of the batch for the same reading: compared with it, never moved twice. */
  sameAs?: Item;
  moved?: boolean;
  /** The state a moved reading reached. */
  state?: ReadingState;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const num = (d: unknown): number | null => (d === null || d === undefined ? null : Number(d));

/** The levels of the company's working mode: its single threshold, or its alert and action thresholds. */
async function companyProteinLevels(ctx: ServiceContext, companyId: number): Promise<{ alert: number; action: number }> {
  return proteinLevels(await companySettings(ctx.prisma, companyId));
}

/** BI columns from the message; PRO columns from the message, the company's levels and the measure's surface. */
function resultData(item: Item, levels: { alert: number; action: number } | null, measures: Map<number, { surface: number; bothSides: boolean }>): ResultData {
  const { kind, row } = item.found!;
  if (kind === "BI") {
    const r = parseBiResult(item.raw!, item.resultAt!);
    return {
      result: biResultCode(r.result, r.fluorescence),
      fluorescence: r.fluorescence === null ? null : round(r.fluorescence, 3),
      averageTemperature: r.averageTemperature === null ? null : round(r.averageTemperature, 2),
      resultAt: r.resultAt,
    };
  }
  const r = parseProResult(item.raw!, item.resultAt!);
  const quantity = round(r.quantitativeResult, 4);
  const density = proteinDensity(quantity, row.instrumentMeasureId ? (measures.get(row.instrumentMeasureId) ?? null) : null);
  return {
    result: proteinResultCode(density ?? quantity, levels!.alert, levels!.action),
    quantitativeResult: quantity,
    density,
    alertResult: levels!.alert,
    actionResult: levels!.action,
    visualResult: r.visualResult,
    averageTemperature: r.averageTemperature === null ? null : round(r.averageTemperature, 2),
    resultAt: r.resultAt,
  };
}

/**
 * A result already recorded is "the same" when the measured values and the result time are:
 * BI result code and fluorescence, PRO amount. (Review fields such as the visual result may
 * have been edited since, and the PRO result code is re-judged when a measure is associated.)
 */
function sameResult(kind: "BI" | "PRO", row: Record<string, unknown>, data: ResultData): boolean {
  if ((row.resultAt as Date | null)?.getTime() !== data.resultAt.getTime()) return false;
  if (kind === "BI") return row.result === data.result && num(row.fluorescence) === data.fluorescence;
  return num(row.quantitativeResult) === data.quantitativeResult;
}

const differentResult = (item: Item, row: ReadingRow) =>
  conflict(`Reading ${row.readNumber} (position ${item.ref!.position} of '${item.ref!.serialNumber}') already has a different result, reported at ${row.resultAt?.toISOString()}.`);

/** The result columns of each kind, in the order of the VALUES rows below, with their SQL types. */
const COLUMNS: Record<"BI" | "PRO", [string, string][]> = {
  BI: [["result", "int"], ["fluorescence", "numeric"], ["averageTemperature", "numeric"], ["resultAt", "timestamptz"]],
  PRO: [["result", "int"], ["quantitativeResult", "numeric"], ["density", "numeric"], ["alertResult", "numeric"], ["actionResult", "numeric"], ["visualResult", "int"], ["averageTemperature", "numeric"], ["resultAt", "timestamptz"]],
};
const TABLE = { BI: "reading_bi", PRO: "reading_pro" } as const;

/**
 * Moves the LIVE readings among `items` to `state` with their result columns and writes their
 * 'result' audit entries, in one statement per table (an UPDATE and an INSERT joined in a
 * CTE: atomic without an interactive transaction, one round trip). A reading no longer LIVE
 * (a concurrent duplicate got there first) is left alone and gets no audit entry. Answers
 * the ids moved.
 */
async function moveAll(db: Pick<ServiceContext["db"], "prepared">, agent: Agent, kind: "BI" | "PRO", items: Item[], state: ReadingState): Promise<Set<number>> {
  if (!items.length) return new Set();
  const cols = COLUMNS[kind];
  const params: unknown[] = [state, agent.companyId, kind, agent.userId];
  const p = (v: unknown, type: string) => {
    params.push(v);
    return `$${params.length}::${type}`;
  };
  const rows = items.map((it) => `(${[p(it.found!.row.id, "int"), ...cols.map(([name, type]) => p(it.data![name] ?? null, type))].join(", ")})`);
  const audits = items.flatMap((it) => {
    const row = it.found!.row as Record<string, unknown>;
    const entries: [string, unknown, unknown][] = [["state", row.state, state], ...Object.entries(it.data!).filter(([, v]) => v !== null).map(([f, v]): [string, unknown, unknown] => [f, row[f] ?? null, v])];
    return entries.map(([field, before, after]) => `(${p(row.id, "int")}, ${p(field, "text")}, ${p(auditText(before), "text")}, ${p(auditText(after), "text")})`);
  });
  const names = ["id", ...cols.map(([n]) => n)];
  const sql =
    `WITH moved AS (UPDATE "${TABLE[kind]}" AS r SET "state" = $1::"ReadingState", ${cols.map(([n]) => `"${n}" = v."${n}"`).join(", ")} ` +
    `FROM (VALUES ${rows.join(", ")}) AS v(${names.map((n) => `"${n}"`).join(", ")}) ` +
    `WHERE r."id" = v."id" AND r."state" = 'LIVE' RETURNING r."id"), ` +
    `audit AS (INSERT INTO "reading_audit" ("companyId", "readingKind", "readingId", "userId", "action", "field", "oldValue", "newValue") ` +
    `SELECT $2::int, $3::"ReadingKind", a."id", $4::int, 'result', a."field", a."old", a."new" FROM (VALUES ${audits.join(", ")}) AS a("id", "field", "old", "new") JOIN moved m ON m."id" = a."id"), ` +
    // The result's hooks are owed from this commit on, until they are done (readings/hook-sweep.ts).
    `pending AS (INSERT INTO "result_hook_pending" ("kind", "readingId", "companyId") SELECT $3::"ReadingKind", m."id", $2::int FROM moved m ON CONFLICT DO NOTHING) ` +
    `SELECT "id" FROM moved`;
  const moved = await db.prepared<{ id: number }>(`agent_result_${Bun.hash(sql).toString(36)}`, sql, params);
  return new Set(moved.map((m) => Number(m.id)));
}

/** Ingests result messages; one outcome per message, in order. */
export async function ingestResults(ctx: ServiceContext, bodies: unknown[]): Promise<ResultOutcome[]> {
  const agent = agentOf(ctx.principal);
  const items: Item[] = bodies.map((body, index) => {
    try {
      const { ref, result, resultAt } = parseResultRef(body);
      return { index, ref, raw: result, resultAt };
    } catch (e) {
      if (e instanceof DomainError) return { index, error: e };
      throw e;
    }
  });

  await locate(ctx, agent, items);
  await prepare(ctx, agent, items);

  // Readings still LIVE take their result; the others are compared with what they have.
  const toMove = items.filter((it) => !it.error && !it.sameAs && it.found!.row.state === "LIVE");
  if (toMove.length) {
    // The life cycle decides the target state (and refuses anything but LIVE).
    const state = nextState(toMove[0]!.found!.kind, toMove[0]!.found!.row, "result");
    for (const it of toMove) nextState(it.found!.kind, it.found!.row, "result");
    const [bi, pro] = await Promise.all(
      (["BI", "PRO"] as const).map((kind) => moveAll(ctx.db, agent, kind, toMove.filter((i) => i.found!.kind === kind), state)),
    );
    for (const it of toMove) {
      if (!(it.found!.kind === "BI" ? bi : pro)!.has(it.found!.row.id)) continue;
      it.moved = true;
      it.state = state;
    }
    // A concurrent duplicate moved some first: read them again and compare.
    const raced = toMove.filter((it) => !it.moved);
    if (raced.length) {
      const again = await byKeys(ctx, agent.companyId, raced.map((it) => it.found!.row.agentKey ?? ""), null);
      for (const it of raced) {
        const fresh = it.found!.row.agentKey ? again.get(it.found!.row.agentKey) : (await findWithoutKey(ctx, agent, { ...it.ref!, kind: it.found!.kind })) ?? undefined;
        if (fresh) it.found = fresh;
      }
    }
  }

  // The answers' out-of-service warnings: one query for the batch (none when no reading names a machine).
  const answered = items.filter((it) => !it.error);
  const flags = new Map<Item, OutOfServiceFlag | null>();
  const refs = answered.map((it) => incubationMachine(it.found!.kind, it.found!.row));
  if (refs.some((r) => r !== null)) (await outOfServiceFlags(ctx.prisma, agent.companyId, refs)).forEach((f, i) => flags.set(answered[i]!, f));

  const outcomes: ResultOutcome[] = [];
  for (const it of items) {
    if (it.error) {
      outcomes.push({ ok: false, error: it.error });
      continue;
    }
    const { kind } = it.found!;
    let row = it.found!.row;
    if (it.moved) {
      row = { ...row, ...(it.data as object), state: it.state! } as ReadingRow;
    } else {
      const first = it.sameAs;
      const recorded = first ? (first.moved ? { ...first.found!.row, ...(first.data as object) } : first.found!.row) : row;
      if (first?.moved) row = { ...row, ...(first.data as object), state: first.state! } as ReadingRow;
      if (!sameResult(kind, recorded as Record<string, unknown>, it.data!)) {
        outcomes.push({ ok: false, error: differentResult(it, recorded as ReadingRow) });
        continue;
      }
    }
    outcomes.push({ ok: true, unchanged: !it.moved, incubation: await readingWire(ctx, kind, row, it.ref!.serialNumber, flags.get(it) ?? null), messageId: it.ref!.messageId });
  }

  // After the commit, without holding up the answer: the screens hear of each result and the
  // result hooks (webhooks, alerts) run, in order, a few at a time.
  for (const it of items) {
    if (!it.moved) continue;
    readingsIngested[it.found!.kind].inc();
    afterResult(ctx, { companyId: agent.companyId, kind: it.found!.kind as ReadingKind, id: it.found!.row.id, state: it.state!, sectorId: it.found!.row.sectorId, known: { result: it.data!.result, density: it.data!.density } });
  }
  return outcomes;
}

/**
 * At most this many readings' result hooks run at once. Each queries the database; a batch of
 * hundreds started together would take every pooled connection and starve the requests being
 * answered. When results arrive faster than hooks can run, their hooks wait their turn here,
 * in order. The screens are told at once, never behind the hooks: a slow webhook check under
 * load used to delay every live event queued behind it.
 */
export const RESULT_EVENTS_AT_ONCE = 6;
const waiting: (() => void)[] = [];
let running = 0;

function afterResult(ctx: ServiceContext, ref: ReadingRef) {
  readingChanged(ctx, ref);
  const run = () => {
    running++;
    runResultHooks(ctx, ref)
      .catch((e) => log.error("result hooks failed", { kind: ref.kind, id: ref.id, error: String(e) }))
      .finally(() => {
        running--;
        waiting.shift()?.();
      });
  };
  if (running < RESULT_EVENTS_AT_ONCE) run();
  else waiting.push(run);
}

/** Finds each message's reading: by key (one query per table for the batch), else without key. */
async function locate(ctx: ServiceContext, agent: Agent, items: Item[]) {
  const pending = items.filter((it) => !it.error);
  const keyOf = (it: Item) => agentKey(it.ref!.serialNumber, it.ref!.position, it.ref!.startedAt);
  // One table is enough when every message names the same kind.
  const kinds = new Set(pending.map((it) => it.ref!.kind));
  const kind = kinds.size === 1 ? [...kinds][0]! : null;
  const found = await byKeys(ctx, agent.companyId, [...new Set(pending.map(keyOf))], kind);
  for (const it of pending) {
    let f = found.get(keyOf(it)) ?? null;
    if (f && it.ref!.kind && f.kind !== it.ref!.kind) f = null;
    f ??= await findWithoutKey(ctx, agent, it.ref!);
    if (f) it.found = f;
    else it.error = notFound(unknownIncubation(it.ref!));
  }
}

/** Reads each message's kind-specific fields and computes its columns; links repeats within the batch. */
async function prepare(ctx: ServiceContext, agent: Agent, items: Item[]) {
  const pending = items.filter((it) => !it.error);
  const pro = pending.filter((it) => it.found!.kind === "PRO");
  const measureIds = [...new Set(pro.map((it) => it.found!.row.instrumentMeasureId).filter((id): id is number => typeof id === "number"))];
  const [levels, measureRows] = await Promise.all([
    pro.length ? companyProteinLevels(ctx, agent.companyId) : null,
    measureIds.length ? ctx.prisma.instrumentMeasure.findMany({ where: { id: { in: measureIds }, companyId: agent.companyId }, select: { id: true, surface: true, bothSides: true } }) : [],
  ]);
  const measures = new Map(measureRows.map((m) => [m.id, { surface: Number(m.surface), bothSides: m.bothSides }]));
  const firstOf = new Map<string, Item>();
  for (const it of pending) {
    try {
      it.data = resultData(it, levels, measures);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      it.error = e;
      continue;
    }
    const id = `${it.found!.kind}:${it.found!.row.id}`;
    const first = firstOf.get(id);
    if (first) it.sameAs = first;
    else firstOf.set(id, it);
  }
}

/** One result message: its outcome, or its error thrown. */
export async function reportResult(ctx: ServiceContext, body: unknown): Promise<{ unchanged: boolean; incubation: IncubationWire; messageId: string | null }> {
  const [outcome] = await ingestResults(ctx, [body]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!;
}
