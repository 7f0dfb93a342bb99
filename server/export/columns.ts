// The columns of a reading type, as the exporter and the printed record see them: key, label
// (English / Spanish), cell type, and how to read the value from a reading row. Rows are read
// with their scalar columns only; names of related records (product, sector, machines,
// incubator, program, measure, editor) come from lookup maps loaded once per export, so a
// million-row export costs one query per batch of rows.
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { CONDITIONS_SCIB, DETERGENT_TYPES, PROCESSES, RESULTS, VALUE_D_UNITS, VISUAL_RESULTS } from "../readings/enums";
import { TEN_MINUTE_MODEL } from "../readings/wire";
import { userLanguage } from "../i18n/languages";
import { ValidationError } from "../domain/errors";
import { uiTexts } from "../seed/data/ui-texts";
import type { HistoricalOption } from "../historical/options";
import { companySettings, displayTemperature, temperatureSymbol } from "../parameters/settings";
import { ownCompanyId } from "../auth/company";
import { SHIPPED_LANGUAGES, type ShippedLanguage } from "../seed/context";
import { columnHeader } from "../i18n/report-texts";

/** "day" is a calendar date (manufacture, expiry): no time, no time zone. */
export type CellType = "string" | "number" | "date" | "day" | "boolean";
type Row = Record<string, any>;

export interface Lookups {
  products: Map<number, { name: string; brand: string }>;
  sectors: Map<number, string>;
  machines: { sterilizer: Map<number, Machine>; washer: Map<number, Machine>; disinfector: Map<number, Machine> };
  incubators: Map<number, { name: string; modelId: number | null }>;
  programs: Map<number, string>;
  measures: Map<number, { code: string; surface: number }>;
  users: Map<number, string>;
  /** The language coded values (results, processes...) are written in. */
  lang: ShippedLanguage;
  /** The company's temperature unit (0 °C as stored, 1 °F): temperature columns are converted. */
  temperatureUnit: number;
}
interface Machine {
  name: string;
  serial: string;
  brand: string;
}

export interface ColumnDef {
  key: string;
  en: string;
  es: string;
  type: CellType;
  value: (r: Row, l: Lookups) => unknown;
  /** Printed in the record (A4 landscape holds about a dozen columns). */
  report?: boolean;
  /** A temperature (stored in °C): its value is converted to the company's unit and its label names the unit. */
  temperature?: boolean;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** A coded value's description in the export's language (the interface texts translate them). */
const code = (names: Record<number, string>) => (v: unknown, l: Lookups) => {
  const name = typeof v === "number" ? names[v] : undefined;
  return name === undefined ? null : l.lang === "en" ? name : uiTexts[name]?.[l.lang] ?? name;
};

/** A stored °C value in the company's unit. */
const temperatureIn = (v: unknown, l: Lookups) => (v === null || v === undefined ? null : displayTemperature(Number(v), l.temperatureUnit));
const temperatureCol = (key: string, column: string, en: string, es: string, report = false): ColumnDef => ({
  key,
  en: `${en} (°C)`,
  es: `${es} (°C)`,
  type: "number",
  value: (r, l) => temperatureIn(r[column], l),
  report,
  temperature: true,
});

/** A column's label in the language, a temperature's with the company's unit (°C / °F). */
export const columnLabel = (c: ColumnDef, lang: ShippedLanguage, temperatureUnit: number) => {
  const label = columnHeader(c.en, c.es, lang);
  return c.temperature ? label.replace("°C", temperatureSymbol(temperatureUnit)) : label;
};

const col = (key: string, en: string, es: string, type: CellType, value: ColumnDef["value"], report = false): ColumnDef => ({ key, en, es, type, value, report });
const scalar = (key: string, column: string, en: string, es: string, type: CellType = "string", report = false) =>
  col(key, en, es, type, (r) => (type === "number" ? num(r[column]) : r[column] ?? null), report);

const machineCols = (relation: "sterilizer" | "washer" | "disinfector", en: string, es: string, report = true): ColumnDef[] => {
  const m = (r: Row, l: Lookups) => (r[`${relation}Id`] ? l.machines[relation].get(r[`${relation}Id`]) : undefined);
  return [
    col(relation, en, es, "string", (r, l) => m(r, l)?.name ?? null, report),
    col(`${relation}Serial`, `${en} serial`, `Nº de serie ${es.toLowerCase()}`, "string", (r, l) => m(r, l)?.serial ?? null),
    col(`${relation}Brand`, `${en} brand`, `Marca ${es.toLowerCase()}`, "string", (r, l) => m(r, l)?.brand ?? null),
  ];
};

const readNumber = col("readNumber", "Read number", "Nº de lectura", "number", (r) => r.readNumber, true);
const product = col("product", "Product", "Producto", "string", (r, l) => (r.productId ? l.products.get(r.productId)?.name ?? null : null), true);
const brand = col("brand", "Brand", "Marca", "string", (r, l) => (r.productId ? l.products.get(r.productId)?.brand ?? null : null));
const lot = scalar("loteProduct", "lot", "Lot", "Lote", "string", true);
const cycle = scalar("cycle", "cycle", "Cycle", "Ciclo", "string", true);
const book = scalar("bookNumber", "bookNumber", "Book number", "Nº de libro");
const page = scalar("pageNumber", "pageNumber", "Page number", "Nº de página");
const programNumber = scalar("programNumber", "programNumber", "Program number", "Nº de programa");
const sector = col("sector", "Sector", "Sector", "string", (r, l) => l.sectors.get(r.sectorId) ?? null);
const editUser = col("editUser", "Edited by", "Editado por", "string", (r, l) => (r.editUserId ? l.users.get(r.editUserId) ?? null : null));
const notes = scalar("notes", "notes", "Notes", "Notas");
const result = (kind: ReadingKind) => col("result", "Result", "Resultado", "string", (r, l) => code(RESULTS[kind])(r.result, l), true);
const visual = (kind: ReadingKind) => col("visualResult", "Visual result", "Resultado visual", "string", (r, l) => code(VISUAL_RESULTS[kind])(r.visualResult, l));

/** Incubation columns shared by BI and PRO. */
const incubation: ColumnDef[] = [
  scalar("positionNumber", "positionNumber", "Position", "Posición", "number"),
  scalar("startedTime", "startedAt", "Started", "Inicio", "date", true),
  scalar("resultDate", "resultAt", "Result date", "Fecha de resultado", "date", true),
  col("programName", "Program", "Programa", "string", (r, l) => {
    const model = r.incubatorId ? l.incubators.get(r.incubatorId)?.modelId : null;
    return model === TEN_MINUTE_MODEL ? "10 min." : r.programId ? l.programs.get(r.programId) ?? null : null;
  }),
  programNumber,
  col("incubator", "Incubator", "Incubadora", "string", (r, l) => (r.incubatorId ? l.incubators.get(r.incubatorId)?.name ?? null : null), true),
  temperatureCol("averageTemperature", "averageTemperature", "Average temperature", "Temperatura media"),
];

const BI: ColumnDef[] = [
  readNumber,
  ...incubation,
  result("BI"),
  visual("BI"),
  product,
  brand,
  lot,
  col("process", "Process", "Proceso", "string", (r, l) => code(PROCESSES)(r.processId, l)),
  scalar("valueD", "valueD", "D value", "Valor D", "number"),
  col("valueDUnit", "D value unit", "Unidad del valor D", "string", (r, l) => code(VALUE_D_UNITS)(r.valueDUnit, l)),
  // The cycle's exposure minutes (processed BIs): what the sterilisation score reads.
  scalar("exposureMinutes", "exposureMinutes", "Exposure (minutes)", "Exposición (minutos)", "number"),
  col("conditionSCIB", "Condition", "Condición", "string", (r, l) => code(CONDITIONS_SCIB)(r.conditionSCIB, l)),
  cycle,
  ...machineCols("sterilizer", "Sterilizer", "Esterilizador"),
  scalar("loadNumber", "loadNumber", "Load number", "Nº de carga"),
  book,
  page,
  scalar("ticketNumber", "ticketNumber", "Ticket number", "Nº de ticket"),
  scalar("terms", "terms", "Terms", "Términos"),
  scalar("fluorescence", "fluorescence", "Fluorescence", "Fluorescencia", "number"),
  sector,
  editUser,
  notes,
];

const BI_DISINFECTION: ColumnDef[] = [
  ...BI.filter((c) => !["sterilizer", "sterilizerSerial", "sterilizerBrand", "exposureMinutes"].includes(c.key)),
  ...machineCols("disinfector", "Disinfector", "Desinfector"),
  scalar("roomId", "roomId", "Room", "Sala"),
  scalar("roomVolume", "roomVolume", "Room volume", "Volumen de la sala", "number"),
  scalar("peroxideConcentration", "peroxideConcentration", "Peroxide concentration", "Concentración de peróxido", "number"),
];

const PRO: ColumnDef[] = [
  readNumber,
  ...incubation,
  result("PRO"),
  visual("PRO"),
  scalar("quantitativeResult", "quantitativeResult", "Protein (µg)", "Proteína (µg)", "number", true),
  scalar("density", "density", "Protein (µg/cm²)", "Proteína (µg/cm²)", "number", true),
  scalar("alertResult", "alertResult", "Alert level", "Nivel de alerta", "number"),
  scalar("actionResult", "actionResult", "Action level", "Nivel de acción", "number"),
  product,
  brand,
  lot,
  scalar("tool", "tool", "Tool", "Instrumento"),
  col("surface", "Surface (cm²)", "Superficie (cm²)", "number", (r, l) => (r.instrumentMeasureId ? l.measures.get(r.instrumentMeasureId)?.surface ?? null : null)),
  col("measure", "Measure", "Medida", "string", (r, l) => (r.instrumentMeasureId ? l.measures.get(r.instrumentMeasureId)?.code ?? null : null)),
  cycle,
  ...machineCols("washer", "Washer", "Lavadora"),
  book,
  page,
  scalar("ticketNumber", "ticketNumber", "Ticket number", "Nº de ticket"),
  scalar("ignoreFromIQAS", "ignoreFromIQAS", "Ignored from IQAS", "Ignorada en IQAS", "boolean"),
  sector,
  editUser,
  notes,
];

const chemical = (kind: "CHE_STERILIZER" | "CHE_WASHER", own: ColumnDef[]): ColumnDef[] => [
  readNumber,
  scalar("creationTest", "testedAt", "Test date", "Fecha del test", "date", true),
  result(kind),
  visual(kind),
  product,
  brand,
  lot,
  scalar("manufactureDate", "manufactureDate", "Manufacture date", "Fecha de fabricación", "day"),
  scalar("expirationDate", "expirationDate", "Expiration date", "Fecha de caducidad", "day"),
  cycle,
  temperatureCol("temperature", "temperature", "Temperature", "Temperatura", true),
  ...own,
  programNumber,
  book,
  page,
  sector,
  editUser,
  notes,
];

const CHE_STERILIZER = chemical("CHE_STERILIZER", [
  ...machineCols("sterilizer", "Sterilizer", "Esterilizador"),
  scalar("exposureTime", "exposureTime", "Exposure time", "Tiempo de exposición", "number"),
  scalar("packageNumber", "packageNumber", "Package number", "Nº de paquete"),
  scalar("concentration", "concentration", "Concentration", "Concentración", "number"),
  scalar("relativeDampness", "relativeDampness", "Relative humidity", "Humedad relativa", "number"),
]);

const CHE_WASHER = chemical("CHE_WASHER", [
  ...machineCols("washer", "Washer", "Lavadora"),
  scalar("location", "location", "Location", "Ubicación", "string", true),
  scalar("washingTime", "washingTime", "Washing time", "Tiempo de lavado", "number"),
  scalar("detergentConcentration", "detergentConcentration", "Detergent concentration", "Concentración de detergente", "number"),
  col("detergentType", "Detergent type", "Tipo de detergente", "string", (r, l) => code(DETERGENT_TYPES)(r.detergentType, l)),
  scalar("waterPressure", "waterPressure", "Water pressure", "Presión del agua", "number"),
  scalar("waterHardness", "waterHardness", "Water hardness", "Dureza del agua", "number"),
]);

/** The exporter's reading types (spec 001 Exporter) and the historical option each one is. */
export const EXPORT_READS = [
  { read: "BI", option: "ReadingBI", columns: BI },
  { read: "BI_DISINFECTION", option: "ReadingBIDisinfection", columns: BI_DISINFECTION },
  { read: "PRO", option: "ReadingPRO", columns: PRO },
  { read: "CHESTERILIZER", option: "readingchesterilizer", columns: CHE_STERILIZER },
  { read: "CHEWASHER", option: "readingchewasher", columns: CHE_WASHER },
] as const;

export type ExportRead = (typeof EXPORT_READS)[number];

export function exportRead(read: unknown): ExportRead {
  const r = EXPORT_READS.find((e) => e.read === String(read ?? "").toUpperCase());
  if (!r) throw new ValidationError({ Read: [`Choose a reading type: ${EXPORT_READS.map((e) => e.read).join(", ")}.`] });
  return r;
}

export function columnsOfOption(o: HistoricalOption): readonly ColumnDef[] {
  return EXPORT_READS.find((e) => e.option === o.option)!.columns;
}

/** The shipped language the caller reads (their own, else their company's; English otherwise). */
export async function labelLanguage(ctx: ServiceContext): Promise<ShippedLanguage> {
  const code = (await userLanguage(ctx.prisma as never, ctx.principal)).code.toLowerCase();
  return (SHIPPED_LANGUAGES as readonly string[]).includes(code.slice(0, 2)) ? (code.slice(0, 2) as ShippedLanguage) : "en";
}

export async function exportColumns(ctx: ServiceContext, read: unknown) {
  const r = exportRead(read);
  const [lang, settings] = await Promise.all([labelLanguage(ctx), companySettings(ctx.prisma, ownCompanyId(ctx.principal))]);
  return r.columns.map((c) => ({ key: c.key, label: columnLabel(c, lang, settings.temperatureUnit), type: c.type === "day" ? "date" : c.type }));
}

/** The selected columns, in the order given; none or an unknown key → 'ColumnsErrorText'. */
export function selectColumns(read: ExportRead, keys: unknown): ColumnDef[] {
  const list = Array.isArray(keys) ? keys.map(String) : [];
  const picked = list.map((k) => read.columns.find((c) => c.key === k));
  if (!list.length || picked.some((c) => !c)) throw new ValidationError({ Cols: ["ColumnsErrorText"] });
  return [...new Map(picked.map((c) => [c!.key, c!])).values()];
}

/** Names of everything a company's readings point at, loaded once per export or report. */
export async function loadLookups(ctx: ServiceContext, companyId: number, lang: ShippedLanguage, temperatureUnit: number): Promise<Lookups> {
  const p = ctx.prisma;
  const where = { companyId };
  const machine = { id: true, name: true, serial: true, brand: true } as const;
  const [products, sectors, sterilizers, washers, disinfectors, incubators, programs, measures, users] = await Promise.all([
    p.product.findMany({ select: { id: true, name: true, brand: true } }),
    p.sector.findMany({ where, select: { id: true, name: true } }),
    p.sterilizer.findMany({ where, select: machine }),
    p.washer.findMany({ where, select: machine }),
    p.disinfector.findMany({ where, select: machine }),
    p.incubator.findMany({ where, select: { id: true, name: true, distributorIncubator: { select: { incubatorModelId: true } } } }),
    p.program.findMany({ select: { id: true, name: true } }),
    p.instrumentMeasure.findMany({ where, select: { id: true, code: true, surface: true } }),
    p.appUser.findMany({ where, select: { id: true, name: true, lastName: true } }),
  ]);
  const machines = (rows: { id: number; name: string; serial: string; brand: string }[]) => new Map(rows.map((m) => [m.id, m]));
  return {
    products: new Map(products.map((x) => [x.id, { name: x.name, brand: x.brand }])),
    sectors: new Map(sectors.map((s) => [s.id, s.name])),
    machines: { sterilizer: machines(sterilizers), washer: machines(washers), disinfector: machines(disinfectors) },
    incubators: new Map(incubators.map((i) => [i.id, { name: i.name, modelId: i.distributorIncubator?.incubatorModelId ?? null }])),
    programs: new Map(programs.map((x) => [x.id, x.name])),
    measures: new Map(measures.map((m) => [m.id, { code: m.code, surface: Number(m.surface) }])),
    users: new Map(users.map((u) => [u.id, `${u.name} ${u.lastName}`])),
    lang,
    temperatureUnit,
  };
}
