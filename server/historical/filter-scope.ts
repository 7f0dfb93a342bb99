// The printable record names its filter's rows (sector, machine, incubator, editing user), so
// each id is checked first against what the caller may see (issue 33 L1): a row of its lists
// (its sectors, machineScope, incubatorScope, userScope) or one a reading it sees refers to (the
// record's rows print those names anyway: an archived machine, an incubator that changed
// sector, a deleted user). Another sector's or company's id, or no row at all: Not found,
// never a name.
import type { ServiceContext } from "../context";
import { notFound } from "../domain/errors";
import { readingTable } from "../readings/kinds";
import { readingScope } from "../readings/scope";
import { machineScope } from "../equipment/service";
import { incubatorScope } from "../incubators/service";
import { userScope } from "../users/service";
import type { HistoricalOption } from "./options";
import { idFilters, type HistoricalFilter, type IdFilter } from "./query";

/** Throws Not found unless every id of the filter is one the caller may see. */
export async function checkFilterScope(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter): Promise<void> {
  const p = ctx.principal!;
  const scope = readingScope(p);
  const db = ctx.prisma;
  const found = (n: number) => n > 0;
  const listed: Record<IdFilter, (id: number) => Promise<boolean>> = {
    incubatorId: (id) => db.incubator.count({ where: { id, ...incubatorScope(p) } }).then(found),
    editUserId: (id) => db.appUser.count({ where: { id, ...userScope(p) } }).then(found),
    sterilizerId: (id) => db.sterilizer.count({ where: { id, ...machineScope(p) } }).then(found),
    disinfectorId: (id) => db.disinfector.count({ where: { id, ...machineScope(p) } }).then(found),
    washerId: (id) => db.washer.count({ where: { id, ...machineScope(p) } }).then(found),
  };
  const readings = readingTable(db, o.kind) as unknown as { count(a: object): Promise<number> };
  const visible = async (key: IdFilter, id: number) => (await listed[key](id)) || found(await readings.count({ where: { ...scope, [key]: id } }));
  const sector = async (id: number) => (scope.sectorId !== undefined ? id === scope.sectorId : found(await db.sector.count({ where: { id, companyId: scope.companyId } })));
  const checks = [...idFilters(o, f).map(([key, id]) => visible(key, id)), ...(f.sectorId ? [sector(f.sectorId)] : [])];
  if ((await Promise.all(checks)).includes(false)) throw notFound();
}
