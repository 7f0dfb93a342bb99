// Reading rows in the legacy wire shape of spec 001 section 3 (REST answers). Field names
// follow the spec, misspellings included (loteProduct, cuantitativeResultFormat, densidad).
import type { ReadingKind } from "../db/generated/client";
import { FIELDS } from "./fields";
import { lotExpired } from "./warnings";
import { RESULTS, VISUAL_RESULTS, PROCESSES } from "./enums";
import { companySettings, displayTemperature, temperatureSymbol, TEMPERATURE_UNIT } from "../parameters/settings";

type Row = Record<string, any>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const fmt = (v: unknown, digits: number, unit = "") => (v === null || v === undefined ? null : `${Number(v).toFixed(digits)}${unit}`);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d ?? null);
const STATE_TEXT = { LIVE: "Live", PROVISIONAL: "Provisional", HISTORICAL: "Historical", SAVED: "Saved" } as Record<string, string>;

/** Protein incubator model 4 reads in ten minutes whatever its program says. */
export const TEN_MINUTE_MODEL = 4;

/** A stored (°C) temperature written in the company's unit (parameter 14), one decimal: "121.0 °C", "249.8 °F". */
export const temperatureFormat = (celsius: unknown, unit: number) =>
  celsius === null || celsius === undefined ? null : fmt(displayTemperature(Number(celsius), unit), 1, ` ${temperatureSymbol(unit)}`);

/** A reading in the wire shape; `temperatureUnit` (the company's, 0 °C / 1 °F) decides the formatted temperatures. */
export function readingWire(kind: ReadingKind, r: Row, editUsers: Map<number, string>, temperatureUnit: number = TEMPERATURE_UNIT.celsius) {
  const fields: Record<string, unknown> = {};
  for (const d of FIELDS[kind]) {
    const v = r[d.column];
    fields[d.wire] = d.type === "decimal" ? num(v) : d.type === "date" ? iso(v) : v ?? null;
  }
  const modelId = r.incubator?.distributorIncubator?.incubatorModelId ?? null;
  const machine = r.sterilizer ?? r.washer ?? null;
  const base = {
    id: r.id,
    kind,
    readNumber: r.readNumber,
    state: r.state,
    statusDescription: STATE_TEXT[r.state],
    status: r.status ?? null,
    ...fields,
    positionNumber: r.positionNumber ?? null,
    startedTime: iso(r.startedAt ?? r.testedAt),
    creationTest: iso(r.testedAt),
    resultDate: iso(r.resultAt),
    programId: r.programId ?? null,
    programName: modelId === TEN_MINUTE_MODEL ? "10 min." : r.program?.name ?? null,
    incubator: r.incubator?.name ?? null,
    incubatorId: r.incubatorId ?? null,
    incubatorModelId: modelId,
    result: r.result ?? null,
    resultDescription: r.result ? RESULTS[kind][r.result] ?? null : null,
    lotExpired: lotExpired(r.expirationDate, r.startedAt ?? r.testedAt),
    visualResultDescription: r.visualResult ? VISUAL_RESULTS[kind][r.visualResult] ?? null : null,
    averageTemperatureFormat: temperatureFormat(r.averageTemperature, temperatureUnit),
    product: r.product ? { id: r.product.id, name: r.product.name, brand: r.product.brand, toString: `${r.product.name} (${r.product.brand})`, productModel: r.product.productModel } : null,
    brand: r.product?.brand ?? null,
    sector: r.sector?.name ?? null,
    sectorId: r.sectorId,
    viewed: r.viewed,
    edited: r.edited,
    editUser: r.editUserId ? editUsers.get(r.editUserId) ?? null : null,
    desktopMigrationId: r.desktopMigrationId ?? null,
    machine: machine ? { id: machine.id, name: machine.name, serial: machine.serial, brand: machine.brand, toString: `${machine.name} (${machine.serial})` } : null,
  };
  if (kind === "BI") {
    return { ...base, disinfection: r.disinfection, processDescription: r.processId ? PROCESSES[r.processId as 1] ?? null : null, fluorescence: num(r.fluorescence), disinfector: r.disinfector ? { id: r.disinfector.id, name: r.disinfector.name, serial: r.disinfector.serial, brand: r.disinfector.brand } : null };
  }
  if (kind === "PRO") {
    const m = r.instrumentMeasure;
    return {
      ...base,
      cuantitativeResultFormat: fmt(r.quantitativeResult, 2, " µg"),
      quantitativeResult: num(r.quantitativeResult),
      densidad: num(r.density),
      proteinFormat: fmt(r.density, 2, " µg/cm²"),
      alertResult: num(r.alertResult),
      actionResult: num(r.actionResult),
      averageTemperatureProFormat: temperatureFormat(r.averageTemperature, temperatureUnit),
      onlyResultString: r.result ? RESULTS.PRO[r.result] : null,
      washer: r.washer ? { id: r.washer.id, toString: `${r.washer.name} (${r.washer.serial})`, brand: r.washer.brand, serial: r.washer.serial } : null,
      instrumentMeasure: m ? { id: m.id, surfaceFormat: `${Number(m.surface).toFixed(2)} cm²`, bothSides: m.bothSides, instrument: m.instrument, code: m.code, description: m.description } : null,
    };
  }
  return base;
}

/** Names of the users who last edited the rows, in one query. */
export async function editUserNames(prisma: { appUser: { findMany: Function } }, rows: Row[]): Promise<Map<number, string>> {
  // Rows read with their editor (historical/sql.ts) need no query.
  const known = new Map<number, string>(rows.filter((r) => r.editUser).map((r) => [r.editUser.id, `${r.editUser.name} ${r.editUser.lastName}`]));
  const ids = [...new Set(rows.map((r) => r.editUserId).filter((x): x is number => typeof x === "number" && !known.has(x)))];
  if (!ids.length) return known;
  const users: { id: number; name: string; lastName: string }[] = await prisma.appUser.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, lastName: true } });
  for (const u of users) known.set(u.id, `${u.name} ${u.lastName}`);
  return known;
}

/** Rows in the wire shape, with their editors' names loaded in one query; temperatures in the company's unit. */
export async function wireRows(prisma: { appUser: { findMany: Function } }, kind: ReadingKind, rows: Row[], temperatureUnit: number = TEMPERATURE_UNIT.celsius) {
  const names = await editUserNames(prisma, rows);
  return rows.map((r) => readingWire(kind, r, names, temperatureUnit));
}

/** The caller's company's temperature unit (parameter 14); °C for callers outside a company. */
export async function temperatureUnitOf(c: { prisma: Parameters<typeof companySettings>[0]; principal: { companyId?: number | null } | null }): Promise<number> {
  const companyId = c.principal?.companyId;
  return companyId ? (await companySettings(c.prisma, companyId)).temperatureUnit : TEMPERATURE_UNIT.celsius;
}
