// Reading a desktop database's rows: the equipment and users whole (a few hundred rows), the
// readings in batches by id (keyset pages: memory stays flat for a million rows, and a
// resumed import continues after the last id it wrote). Every value is checked against
// format.ts and converted: local times to UTC instants in the file's zone, 0/1 to booleans,
// calendar days to Dates. A row with any problem is left out of its batch and counted in
// Problems; the import service decides what problems mean (all-or-nothing: any problem refuses
// the import, docs/desktop-db.md).
import { EQUIPMENT_TABLES, READING_TABLES, TABLES, type Column, type DataTable, type EquipmentTable, type ReadingTable } from "./format";
import type { DesktopDb } from "./open";
import { Problems, type Phrase } from "./problems";
import { parseDate, parseWall, type Zone } from "./time";

export interface DesktopUser { id: number; email: string; name: string | null; lastName: string | null }
export interface DesktopIncubator { id: number; serial: string; model: string; name: string | null; lot: string | null }
export interface DesktopMachine { id: number; name: string; brand: string | null; serial: string }

interface ProductFields { productModel: string | null; gtin: string | null; lot: string | null }
interface RegisterFields { bookNumber: string | null; pageNumber: string | null; notes: string | null; editUserRef: number | null; editedAt: Date | null }

/** A BI reading. `...Ref` fields are desktop ids in the users, incubators and machine tables (the import maps them). */
export interface BiRow extends ProductFields, RegisterFields {
  id: number; readNumber: number; disinfection: boolean; incubatorRef: number | null; positionNumber: number; programIndex: number | null;
  startedAt: Date; resultAt: Date; result: number; visualResult: number | null; fluorescence: number | null; averageTemperature: number | null;
  ticketNumber: string | null; conditionSCIB: number | null; processId: number | null; valueD: number | null; valueDUnit: number | null;
  cycle: string | null; sterilizerRef: number | null; disinfectorRef: number | null; programNumber: string | null; loadNumber: string | null;
  roomId: string | null; roomVolume: number | null; peroxideConcentration: number | null;
}
export interface ProRow extends ProductFields, RegisterFields {
  id: number; readNumber: number; incubatorRef: number | null; positionNumber: number; programIndex: number | null;
  startedAt: Date; resultAt: Date; result: number; visualResult: number | null; quantitativeResult: number | null; density: number | null;
  protein: number | null; alertResult: number | null; actionResult: number | null; averageTemperature: number | null; ticketNumber: string | null;
  cycle: string | null; programNumber: string | null; washerRef: number | null; modeId: number | null; tool: string | null;
  length: number | null; diameter: number | null; ignoreFromIQAS: boolean;
}
/** A chemical reading: of a sterilizer (sterilizerRef set) or of a washer (washerRef set), never both. */
export interface CheRow extends ProductFields, RegisterFields {
  id: number; readNumber: number; testedAt: Date; result: number; visualResult: number | null; manufactureDate: Date | null; expirationDate: Date | null;
  cycle: string | null; temperature: number | null; sterilizerRef: number | null; washerRef: number | null; exposureTime: number | null;
  programNumber: string | null; packageNumber: string | null; concentration: number | null; relativeDampness: number | null; location: string | null;
  washingTime: number | null; detergentConcentration: number | null; detergentType: number | null; waterPressure: number | null;
  waterHardness: number | null; creationUserRef: number | null;
}
export interface RowOf { readings_bi: BiRow; readings_pro: ProRow; readings_che: CheRow }

export interface Equipment {
  users: DesktopUser[];
  incubators: DesktopIncubator[];
  sterilizers: DesktopMachine[];
  washers: DesktopMachine[];
  disinfectors: DesktopMachine[];
}

/** Times before this year cannot come from the desktop software. */
const EARLIEST_YEAR = 1990;
/** Clocks of PCs drift and zones are misconfigured: a day of slack before "in the future". */
const FUTURE_SLACK_MS = 86_400_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Context {
  zone: Zone;
  problems: Problems;
  /** Every id present in each equipment table (valid or not: a bad incubator is reported once, not again by each of its readings). */
  ids: Record<EquipmentTable, Set<number>>;
  earliest: number;
  latest: number;
}

type Convert = (value: unknown, row: Record<string, unknown>) => unknown;
const BAD = Symbol("bad");

const NOT_A: Record<Column["type"], string> = {
  int: "that is not a whole number",
  real: "that is not a number",
  text: "that is not text",
  bool: "other than 0 or 1",
  time: 'that is not a date and time "YYYY-MM-DD HH:MM:SS"',
  date: 'that is not a date "YYYY-MM-DD"',
};

const phrase = (text: string): Phrase => [
  text.replace("{have}", "has").replace("{refer}", "refers").replace("{their}", "its"),
  text.replace("{have}", "have").replace("{refer}", "refer").replace("{their}", "their"),
];
const num = (v: number | undefined) => (v ?? 0).toLocaleString("en-US");
const a = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);

/** "outside 1–4" for a run of codes, "other than 1 or 2" for a few. */
function codesText(codes: readonly number[]): string {
  const contiguous = codes.every((c, i) => i === 0 || c === codes[i - 1]! + 1);
  return contiguous && codes.length > 2 ? `outside ${codes[0]}–${codes[codes.length - 1]}` : `other than ${codes.join(", ").replace(/, (\d+)$/, " or $1")}`;
}
const rangeText = (min = 0, max = 0) => (min < 0 ? `outside ${num(min)} to ${num(max)}` : `outside ${num(min)}–${num(max)}`);

/** The converter of one column: the value for the row, or BAD after recording the problem. */
function converter(table: DataTable, column: Column, ctx: Context, rowId: () => number): Convert {
  const report = (kind: string, text: string) => {
    ctx.problems.add(table, `${column.name}:${kind}`, phrase(text), rowId());
    return BAD;
  };
  const { label } = column;
  const isText = column.type === "text";
  const typed = (value: unknown, row: Record<string, unknown>): unknown => {
    switch (column.type) {
      case "int":
      case "bool":
        if (typeof value !== "number" || !Number.isInteger(value)) return report("type", `{have} ${a(label)} ${NOT_A[column.type]}`);
        if (column.type === "bool") return value === 0 || value === 1 ? value === 1 : report("type", `{have} ${a(label)} ${NOT_A.bool}`);
        return value;
      case "real":
        return typeof value === "number" && Number.isFinite(value) ? value : report("type", `{have} ${a(label)} ${NOT_A.real}`);
      case "text":
        return typeof value === "string" ? value : typeof value === "number" ? String(value) : report("type", `{have} ${a(label)} ${NOT_A.text}`);
      case "date": {
        const d = typeof value === "string" ? parseDate(value.trim()) : null;
        return d ?? report("type", `{have} ${a(label)} ${NOT_A.date}`);
      }
      case "time": {
        const wall = typeof value === "string" ? parseWall(value.trim()) : null;
        if (wall === null) return report("type", `{have} ${a(label)} ${NOT_A.time}`);
        // A result in the repeated autumn hour takes its later instant rather than precede its start.
        const start = column.field === "resultAt" && row.startedAt instanceof Date ? row.startedAt.getTime() : undefined;
        const at = ctx.zone.toInstant(wall, start);
        if (at < ctx.earliest) return report("early", `{have} ${a(label)} before ${EARLIEST_YEAR}`);
        if (at > ctx.latest) return report("future", `{have} ${a(label)} in the future`);
        return new Date(at);
      }
    }
  };
  return (value, row) => {
    if (value === null || value === undefined || (!isText && typeof value === "string" && value.trim() === "")) {
      return column.required ? report("missing", `{have} no ${label}`) : null;
    }
    let v = typed(value, row);
    if (v === BAD) return BAD;
    if (typeof v === "string") {
      v = v.trim();
      if (v === "") return column.required ? report("missing", `{have} no ${label}`) : null;
      if (column.maxLength && (v as string).length > column.maxLength) return report("length", `{have} ${a(label)} longer than ${column.maxLength} characters`);
    }
    if (typeof v === "number") {
      if (column.codes && !column.codes.includes(v)) return report("code", `{have} ${a(label)} ${codesText(column.codes)}`);
      if ((column.min !== undefined && v < column.min) || (column.max !== undefined && v > column.max))
        return report("range", `{have} ${a(label)} ${rangeText(column.min, column.max)}`);
      if (column.ref && !ctx.ids[column.ref].has(v)) return report("ref", `{refer} to an unknown ${label}`);
    }
    return v;
  };
}

/** Checks across the fields of one row, after each field passed. */
type CrossCheck = (row: Record<string, unknown>, add: (kind: string, text: string) => void) => void;
const time = (v: unknown) => (v instanceof Date ? v.getTime() : null);
const CROSS: Record<ReadingTable, CrossCheck> = {
  readings_bi: (row, add) => {
    if (time(row.resultAt)! < time(row.startedAt)!) add("result_at:before-start", "{have} a result time before {their} start time");
    if (row.sterilizerRef !== null && row.disinfectorRef !== null) add("machine:both", "{have} both a sterilizer and a disinfector");
  },
  readings_pro: (row, add) => {
    if (time(row.resultAt)! < time(row.startedAt)!) add("result_at:before-start", "{have} a result time before {their} start time");
    if (row.alertResult !== null && row.actionResult !== null && (row.alertResult as number) >= (row.actionResult as number))
      add("alert_level:not-below-action", "{have} an alert level not below {their} action level");
  },
  readings_che: (row, add) => {
    if (row.sterilizerRef !== null && row.washerRef !== null) add("machine:both", "{have} both a sterilizer and a washer");
    if (row.sterilizerRef === null && row.washerRef === null) add("machine:none", "{have} neither a sterilizer nor a washer");
    if (row.manufactureDate && row.expirationDate && time(row.expirationDate)! < time(row.manufactureDate)!)
      add("expiration_date:before-manufacture", "{have} an expiration date before {their} manufacture date");
  },
};

/** Converts rows given as value arrays in TABLES[table].columns order. */
function rowConverter(table: DataTable, ctx: Context): (values: unknown[]) => Record<string, unknown> | null {
  const columns = TABLES[table].columns;
  let current = 0;
  const converters = columns.map((c) => converter(table, c, ctx, () => current));
  const cross = (READING_TABLES as readonly string[]).includes(table) ? CROSS[table as ReadingTable] : null;
  return (values) => {
    current = values[0] as number;
    const row: Record<string, unknown> = {};
    let ok = true;
    for (let i = 0; i < columns.length; i++) {
      const v = converters[i]!(values[i], row);
      if (v === BAD) ok = false;
      else row[columns[i]!.field] = v;
    }
    if (ok && cross) cross(row, (kind, text) => {
      ctx.problems.add(table, kind, phrase(text), current);
      ok = false;
    });
    if (!ok) ctx.problems.reject(table);
    return ok ? row : null;
  };
}

function selectSql(table: DataTable, paged: boolean): string {
  const list = TABLES[table].columns.map((c) => `"${c.name}"`).join(", ");
  return `SELECT ${list} FROM "${table}"${paged ? " WHERE id > ?1" : ""} ORDER BY id${paged ? " LIMIT ?2" : ""}`;
}

export interface Reader {
  problems: Problems;
  equipment: Equipment;
  /** Batches of valid rows in id order, after `afterId`. */
  batches<T extends ReadingTable>(table: T, options?: { batchSize?: number; afterId?: number }): Generator<RowBatch<RowOf[T]>>;
}

export interface RowBatch<R> {
  rows: R[];
  /** The last desktop id read (valid or not): where a resumed read continues. */
  lastId: number;
  /** Rows read in this batch, valid or not. */
  read: number;
}

/**
 * Reads the users and equipment (validated; duplicates of a serial or e-mail are problems) and
 * returns a reader of the readings. `now` bounds "in the future".
 */
export function desktopReader(db: DesktopDb, options: { problems?: Problems; now?: Date } = {}): Reader {
  const problems = options.problems ?? new Problems();
  const ids = {} as Record<EquipmentTable, Set<number>>;
  for (const t of EQUIPMENT_TABLES) ids[t] = new Set(db.sqlite.query<{ id: number }, []>(`SELECT id FROM "${t}"`).all().map((r) => r.id));
  const now = (options.now ?? new Date()).getTime();
  const ctx: Context = { zone: db.zone, problems, ids, earliest: Date.UTC(EARLIEST_YEAR, 0, 1), latest: now + FUTURE_SLACK_MS };

  const equipment = {} as Record<EquipmentTable, Record<string, unknown>[]>;
  for (const t of EQUIPMENT_TABLES) {
    const convert = rowConverter(t, ctx);
    const unique = t === "users" ? "email" : "serial";
    const seen = new Set<string>();
    equipment[t] = [];
    for (const values of db.sqlite.query(selectSql(t, false)).values() as unknown[][]) {
      const row = convert(values);
      if (!row) continue;
      const key = String(row[unique]).toLowerCase();
      const rowId = row.id as number;
      if (t === "users" && !EMAIL.test(key)) problems.add(t, "email:format", phrase("{have} an e-mail that is not an address"), rowId);
      else if (seen.has(key)) problems.add(t, `${unique}:duplicate`, phrase(`{have} the ${unique === "email" ? "e-mail" : "serial number"} of an earlier one`), rowId);
      else {
        seen.add(key);
        equipment[t].push(row);
        continue;
      }
      problems.reject(t);
    }
  }

  function* batches<T extends ReadingTable>(table: T, options: { batchSize?: number; afterId?: number } = {}): Generator<RowBatch<RowOf[T]>> {
    const size = options.batchSize ?? 5000;
    const convert = rowConverter(table, ctx);
    const page = db.sqlite.query(selectSql(table, true));
    let after = options.afterId ?? 0;
    try {
      for (;;) {
        const values = page.values(after, size) as unknown[][];
        if (values.length === 0) return;
        const rows: RowOf[T][] = [];
        for (const v of values) {
          const row = convert(v);
          if (row) rows.push(row as unknown as RowOf[T]);
        }
        after = values[values.length - 1]![0] as number;
        yield { rows, lastId: after, read: values.length };
        if (values.length < size) return;
      }
    } finally {
      page.finalize();
    }
  }

  return { problems, equipment: equipment as unknown as Equipment, batches };
}

export interface Validation {
  problems: Problems;
  equipment: Equipment;
  /** Valid rows per reading table. */
  valid: Record<ReadingTable, number>;
}

/** A whole pass over the file without keeping the readings: the import service's first step (all-or-nothing needs every problem before the first write). */
export function validateDesktopDb(db: DesktopDb, options: { now?: Date; batchSize?: number } = {}): Validation {
  const reader = desktopReader(db, options);
  const valid = { readings_bi: 0, readings_pro: 0, readings_che: 0 };
  for (const t of READING_TABLES) for (const batch of reader.batches(t, options)) valid[t] += batch.rows.length;
  return { problems: reader.problems, equipment: reader.equipment, valid };
}
