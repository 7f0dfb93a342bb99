// Test hook (mounted only when TEST_HOOKS=1): creates a LIVE BI or PRO reading for a company
// and reports its result the way the agent ingestion does — one transaction through the
// reading services' building blocks (read number, life-cycle rule, audit trail), then
// readings/events.readingResulted, which runs the result hooks (webhooks, alerts). Lets the
// webhook and alert tests produce results without an agent.
//
// POST /api/test/readings { companyId?=1, kind?="BI", disinfection?, result, density?,
//   quantitativeResult?, visualResult?, incubatorId?, lot?, productId?, resultTwice?,
//   sterilizerId?, disinfectorId?, washerId?, conditionSCIB?, minutesAgo?=30 (the incubation's start),
//   noResult? (left LIVE), hooksCut? (the result and its pending mark committed, no hook run) }
//   → { id, kind, readNumber, companyId, state }
// POST /api/test/readings/result { kind, id } → re-runs the result hooks (idempotency tests).
// POST /api/test/readings/sweep { olderThanMs?=0 } → the sweep of unfinished result hooks, now.
// POST /api/test/readings/set-result { id, result } → a LIVE BI reading gets its result.
import type { Router } from "../http/router";
import type { ReadingKind } from "../db/generated/client";
import { badRequest, notFound } from "../domain/errors";
import { int } from "../validation/checker";
import { nextReadNumber } from "../readings/numbers";
import { nextState } from "../readings/lifecycle";
import { appendAudit } from "../readings/audit";
import { readingChanged, readingResulted } from "../readings/events";
import { sweepResultHooks } from "../readings/hook-sweep";

type Body = Record<string, any>;

export function testReadingRoutes(r: Router) {
  r.post("/api/test/readings", "public", async (c) => {
    const b = await c.body<Body>();
    const kind: ReadingKind = b.kind === "PRO" ? "PRO" : "BI";
    if (b.kind !== undefined && b.kind !== "BI" && b.kind !== "PRO") throw badRequest("kind must be BI or PRO");
    const companyId = int(b.companyId) ?? 1;
    const company = await c.prisma.company.findUnique({ where: { id: companyId }, select: { id: true } });
    if (!company) throw notFound();
    const incubator = await c.prisma.incubator.findFirst({
      where: { companyId, ...(int(b.incubatorId) ? { id: int(b.incubatorId)! } : {}) },
      orderBy: { id: "asc" },
      include: { distributorIncubator: { select: { incubatorModelId: true } } },
    });
    const sectorId = incubator?.workSectorId ?? (await c.prisma.sector.findFirstOrThrow({ where: { companyId }, orderBy: { id: "asc" } })).id;
    const program = incubator ? await c.prisma.program.findFirst({ where: { incubatorModelId: incubator.distributorIncubator.incubatorModelId }, orderBy: { id: "asc" } }) : null;
    const startedAt = new Date(Date.now() - (typeof b.minutesAgo === "number" ? b.minutesAgo : 30) * 60 * 1000);
    const position = Math.floor(Math.random() * 1_000_000);
    const common = {
      companyId,
      sectorId,
      state: "LIVE" as const,
      positionNumber: position % 12 + 1,
      incubatorId: incubator?.id ?? null,
      programId: program?.id ?? null,
      startedAt,
      lot: typeof b.lot === "string" ? b.lot : null,
      productId: int(b.productId),
      agentKey: `test-${incubator?.serialNumber ?? "none"}-${position}-${startedAt.toISOString()}`,
    };

    // 1. The incubation starts (LIVE).
    const created = await c.prisma.$transaction(async (tx) => {
      const readNumber = await nextReadNumber(tx, kind, companyId);
      const row =
        kind === "BI"
          ? await tx.readingBI.create({ data: { ...common, readNumber, disinfection: b.disinfection === true, sterilizerId: int(b.sterilizerId), disinfectorId: int(b.disinfectorId), conditionSCIB: int(b.conditionSCIB) }, select: { id: true, readNumber: true, state: true } })
          : await tx.readingPRO.create({ data: { ...common, readNumber, washerId: int(b.washerId) }, select: { id: true, readNumber: true, state: true } });
      await appendAudit(tx, [{ companyId, kind, readingId: row.id, userId: null, action: "create" }]);
      return row;
    });
    readingChanged(c, { companyId, kind, id: created.id, state: created.state, sectorId });

    if (b.noResult === true) return { id: created.id, kind, readNumber: created.readNumber, companyId, state: created.state };
    // 2. The reader reports the result (LIVE → PROVISIONAL).
    const state = nextState(kind, { state: created.state, readNumber: created.readNumber }, "result");
    const result = int(b.result) ?? 1;
    const resultData = {
      state,
      resultAt: new Date(),
      result,
      visualResult: int(b.visualResult),
      averageTemperature: 59.8,
      ...(kind === "BI" ? { fluorescence: result === 2 ? 812.5 : 12.25 } : { quantitativeResult: b.quantitativeResult ?? null, density: b.density ?? null }),
    };
    await c.prisma.$transaction(async (tx) => {
      if (kind === "BI") await tx.readingBI.update({ where: { id: created.id }, data: resultData });
      else await tx.readingPRO.update({ where: { id: created.id }, data: resultData });
      await appendAudit(tx, [{ companyId, kind, readingId: created.id, userId: null, action: "result", field: "result", oldValue: null, newValue: result }]);
      await tx.resultHookPending.create({ data: { kind, readingId: created.id, companyId } });
    });
    const ref = { companyId, kind, id: created.id, state, sectorId };
    // hooksCut: the process "dies" right after the commit, before any hook runs.
    if (b.hooksCut === true) return { id: created.id, kind, readNumber: created.readNumber, companyId, state };
    await readingResulted(c, ref);
    if (b.resultTwice === true) await readingResulted(c, ref);
    return { id: created.id, kind, readNumber: created.readNumber, companyId, state };
  });

  // A LIVE BI reading gets its result, as the agent reports it (the release board's tests).
  r.post("/api/test/readings/set-result", "public", async (c) => {
    const b = await c.body<Body>();
    const row = await c.prisma.readingBI.findUnique({ where: { id: int(b.id) ?? -1 } });
    if (!row) throw notFound();
    const result = int(b.result) ?? 1;
    const state = nextState("BI", { state: row.state, readNumber: row.readNumber }, "result");
    await c.prisma.$transaction(async (tx) => {
      await tx.readingBI.update({ where: { id: row.id }, data: { state, result, resultAt: new Date() } });
      await appendAudit(tx, [{ companyId: row.companyId, kind: "BI", readingId: row.id, userId: null, action: "result", field: "result", oldValue: null, newValue: result }]);
      await tx.resultHookPending.create({ data: { kind: "BI", readingId: row.id, companyId: row.companyId } });
    });
    await readingResulted(c, { companyId: row.companyId, kind: "BI", id: row.id, state, sectorId: row.sectorId });
    return { result: "OK" };
  });

  r.post("/api/test/readings/sweep", "public", async (c) => {
    const b = await c.body<Body>();
    return { swept: await sweepResultHooks(c, typeof b.olderThanMs === "number" ? b.olderThanMs : 0) };
  });

  r.post("/api/test/readings/result", "public", async (c) => {
    const b = await c.body<Body>();
    const kind: ReadingKind = b.kind === "PRO" ? "PRO" : "BI";
    const row = kind === "BI" ? await c.prisma.readingBI.findUnique({ where: { id: int(b.id) ?? -1 } }) : await c.prisma.readingPRO.findUnique({ where: { id: int(b.id) ?? -1 } });
    if (!row) throw notFound();
    await readingResulted(c, { companyId: row.companyId, kind, id: row.id, state: row.state, sectorId: row.sectorId });
    return { result: "OK" };
  });
}
