// GraphQL door of the readings' warnings (warnings.ts, docs/readings-api.md "Warnings"):
// `outOfService` and `lotExpired` on every reading kind (and the Reading interface), and
// `lotExpired` on a reading summary (the lot search). A page of readings costs one query for
// its out-of-service flags; the expiry is read from the row itself.
import { builder } from "../graphql/builder";
import type { ReadingKind } from "../db/generated/client";
import { MachineKindEnum } from "../equipment/graphql";
import { IncidentReading } from "../incidents/graphql";
import type { ReadingSummary } from "../incidents/readings";
import { READING_NODE, ReadingInterface } from "./graphql";
import { perRequestBatch } from "./batch";
import { MACHINE_COLUMNS, lotExpired, machineAt, outOfServiceOf, type OutOfServiceFlag } from "./warnings";

export const OutOfServiceFlagRef = builder.objectRef<OutOfServiceFlag>("OutOfServiceFlag").implement({
  description: "The reading's machine was out of service (an open incident) when the reading started: loads processed on it must not be released",
  fields: (t) => ({
    incidentId: t.exposeInt("incidentId", { description: "The incident (/AppIncidents/<id>)" }),
    machineKind: t.field({ type: MachineKindEnum, resolve: (f) => f.machineKind.toUpperCase() as never }),
    machineId: t.exposeInt("machineId"),
    since: t.field({ type: "DateTime", description: "The incident's opening", resolve: (f) => f.since }),
    until: t.field({ type: "DateTime", nullable: true, description: "The machine's return to service (null: still out of service)", resolve: (f) => f.until }),
    reason: t.exposeString("reason", { description: "bi.positive or pro.action" }),
  }),
});

const OUT_OF_SERVICE = "The machine the reading names was out of service (an open incident) when it started (chemical: when tested); null when in service then or no machine is named";
const LOT_EXPIRED = "The lot's expiry date (expirationDate) is before the reading's date (UTC calendar days; a lot is good through its expiry day)";

for (const kind of ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"] as ReadingKind[]) {
  const time = kind === "BI" || kind === "PRO" ? { startedAt: true } : { testedAt: true };
  const machines = Object.fromEntries(MACHINE_COLUMNS[kind].map(([column]) => [column, true]));
  builder.prismaObjectField(READING_NODE[kind], "outOfService", (t: any) =>
    t.field({
      type: OutOfServiceFlagRef,
      nullable: true,
      description: OUT_OF_SERVICE,
      select: { companyId: true, ...time, ...machines },
      resolve: (r: any, _a: unknown, ctx: any) => outOfServiceOf(ctx, r.companyId, machineAt(kind, r)),
    }),
  );
  builder.prismaObjectField(READING_NODE[kind], "lotExpired", (t: any) =>
    t.boolean({ description: LOT_EXPIRED, select: { expirationDate: true, ...time }, resolve: (r: any) => lotExpired(r.expirationDate, r.startedAt ?? r.testedAt) }),
  );
}

// The interface declares them; each kind's node resolves them itself.
builder.interfaceField(ReadingInterface, "outOfService", (t) => t.field({ type: OutOfServiceFlagRef, nullable: true, description: OUT_OF_SERVICE, resolve: () => null }));
builder.interfaceField(ReadingInterface, "lotExpired", (t) => t.boolean({ description: LOT_EXPIRED, resolve: (r) => lotExpired(r.expirationDate, r.startedAt ?? r.testedAt) }));

const EXPIRY_TABLE = { BI: "readingBI", PRO: "readingPRO", CHE_STERILIZER: "readingCheSterilizer", CHE_WASHER: "readingCheWasher" } as const;

/** The stored expiry of summarised readings, one query per kind for a whole list. */
function expiryOf(ctx: any, r: ReadingSummary): Promise<Date | null> {
  return perRequestBatch<ReadingSummary, Date | null>(ctx, "summaryExpiry", `${r.kind}:${r.id}`, r, async (items) => {
    const found = new Map<string, Date | null>();
    for (const kind of new Set(items.map((i) => i.kind))) {
      const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
      const rows: { id: number; expirationDate: Date | null }[] = await ctx.prisma[EXPIRY_TABLE[kind]].findMany({ where: { id: { in: ids } }, select: { id: true, expirationDate: true } });
      for (const row of rows) found.set(`${kind}:${row.id}`, row.expirationDate);
    }
    return items.map((i) => found.get(`${i.kind}:${i.id}`) ?? null);
  });
}

builder.objectField(IncidentReading, "lotExpired", (t) =>
  t.boolean({ description: LOT_EXPIRED, resolve: async (r, _a, ctx) => lotExpired(await expiryOf(ctx, r), r.date) }),
);
builder.objectField(IncidentReading, "expirationDate", (t) =>
  t.field({ type: "DateTime", nullable: true, description: "The lot's expiry date stored on the reading", resolve: (r, _a, ctx) => expiryOf(ctx, r) }),
);
