// The desktop software's SQLite database as this importer expects it (docs/desktop-db.md):
// the accepted schema version, every table and column with its type and limits. The reader
// (open.ts, rows.ts) checks files against it and the generator (scripts/make-desktop-db.ts)
// writes its CREATE TABLE statements from it, so the two cannot drift apart.

/** The only schema version this importer reads (desktop software 4.x writes it). */
export const ACCEPTED_VERSION = 3;

/** SQLite's file header (https://www.sqlite.org/fileformat.html#the_database_header). */
export const SQLITE_MAGIC = "SQLite format 3\0";

/**
 * int, real, text: as SQLite stores them. bool: 0 or 1. time: local wall time "YYYY-MM-DD
 * HH:MM:SS" in the metadata's zone. date: "YYYY-MM-DD" (a calendar day, no zone).
 */
export type ColumnType = "int" | "real" | "text" | "bool" | "time" | "date";

export interface Column {
  /** The desktop column. */
  name: string;
  /** The property of the typed row (the domain name the import service writes). */
  field: string;
  type: ColumnType;
  /** Words for problem messages: "have a result code outside 1–4". */
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** Allowed codes (ints), reported as a range when contiguous. */
  codes?: readonly number[];
  maxLength?: number;
  /** The table an id column points into. */
  ref?: EquipmentTable;
}

export type EquipmentTable = "users" | "incubators" | "sterilizers" | "washers" | "disinfectors";
export type ReadingTable = "readings_bi" | "readings_pro" | "readings_che";
export type DataTable = EquipmentTable | ReadingTable;
export type TableName = "metadata" | DataTable;

export interface Table {
  name: TableName;
  /** Singular and plural for problem messages. */
  noun: [string, string];
  columns: readonly Column[];
}

const id: Column = { name: "id", field: "id", type: "int", label: "id", required: true };
const text = (name: string, field: string, label: string, maxLength = 200, required = false): Column => ({ name, field, type: "text", label, maxLength, required });
const real = (name: string, field: string, label: string, min: number, max: number): Column => ({ name, field, type: "real", label, min, max });
const code = (name: string, field: string, label: string, codes: number[], required = false): Column => ({ name, field, type: "int", label, codes, required });
const ref = (name: string, field: string, label: string, table: EquipmentTable): Column => ({ name, field, type: "int", label, ref: table });
const time = (name: string, field: string, label: string, required = false): Column => ({ name, field, type: "time", label, required });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Meta keys of the metadata (key, value) table. */
export const META_KEYS = { databaseId: "database_id", schemaVersion: "schema_version", timeZone: "time_zone", appVersion: "app_version", site: "site_name" } as const;

const machine = (name: EquipmentTable, noun: [string, string]): Table => ({
  name,
  noun,
  columns: [id, text("name", "name", "name", 100, true), text("brand", "brand", "brand", 100), text("serial", "serial", "serial number", 100, true)],
});

// Shared by the three reading tables: the book and page of the paper register, notes, the last editor.
const register = [text("book_number", "bookNumber", "book number", 50), text("page_number", "pageNumber", "page number", 50), text("notes", "notes", "notes", 4000)];
const edit = [ref("edited_by", "editUserRef", "editor", "users"), time("edited_at", "editedAt", "edit time")];
const product = [text("product_model", "productModel", "product model", 50), text("gtin", "gtin", "GTIN", 14), text("lot", "lot", "lot", 50)];

export const TABLES: Record<TableName, Table> = {
  metadata: {
    name: "metadata",
    noun: ["metadata entry", "metadata entries"],
    columns: [
      { name: "key", field: "key", type: "text", label: "key", required: true },
      { name: "value", field: "value", type: "text", label: "value", required: true },
    ],
  },
  users: {
    name: "users",
    noun: ["user", "users"],
    columns: [id, text("email", "email", "email", 254, true), text("first_name", "name", "first name", 100), text("last_name", "lastName", "last name", 100)],
  },
  incubators: {
    name: "incubators",
    noun: ["incubator", "incubators"],
    columns: [id, text("serial", "serial", "serial number", 100, true), text("model", "model", "model", 50, true), text("name", "name", "name", 100), text("lot", "lot", "lot", 50)],
  },
  sterilizers: machine("sterilizers", ["sterilizer", "sterilizers"]),
  washers: machine("washers", ["washer", "washers"]),
  disinfectors: machine("disinfectors", ["disinfector", "disinfectors"]),
  readings_bi: {
    name: "readings_bi",
    noun: ["BI reading", "BI readings"],
    columns: [
      id,
      { name: "read_number", field: "readNumber", type: "int", label: "read number", required: true, min: 1, max: 2_147_483_647 },
      { name: "disinfection", field: "disinfection", type: "bool", label: "disinfection flag", required: true },
      ref("incubator_id", "incubatorRef", "incubator", "incubators"),
      { name: "position", field: "positionNumber", type: "int", label: "position", required: true, min: 1, max: 99 },
      { name: "program_index", field: "programIndex", type: "int", label: "program", min: 1, max: 99 },
      time("started_at", "startedAt", "start time", true),
      time("result_at", "resultAt", "result time", true),
      code("result", "result", "result code", [1, 2, 3, 4], true),
      code("visual_result", "visualResult", "visual result code", [1, 2]),
      real("fluorescence", "fluorescence", "fluorescence", 0, 9_999_999),
      real("avg_temperature", "averageTemperature", "average temperature", -50, 300),
      text("ticket_number", "ticketNumber", "ticket number", 50),
      ...product,
      code("condition_scib", "conditionSCIB", "condition code", [1, 2]),
      code("process", "processId", "process code", [1, 2, 3]),
      real("value_d", "valueD", "D value", 0, 9_999_999),
      code("value_d_unit", "valueDUnit", "D-value unit code", [1, 2]),
      text("cycle", "cycle", "cycle", 50),
      ref("sterilizer_id", "sterilizerRef", "sterilizer", "sterilizers"),
      ref("disinfector_id", "disinfectorRef", "disinfector", "disinfectors"),
      text("program_number", "programNumber", "program number", 50),
      text("load_number", "loadNumber", "load number", 50),
      text("room_id", "roomId", "room", 50),
      real("room_volume", "roomVolume", "room volume", 0, 9_999_999),
      real("peroxide_concentration", "peroxideConcentration", "peroxide concentration", 0, 9_999_999),
      ...register,
      ...edit,
    ],
  },
  readings_pro: {
    name: "readings_pro",
    noun: ["PRO reading", "PRO readings"],
    columns: [
      id,
      { name: "read_number", field: "readNumber", type: "int", label: "read number", required: true, min: 1, max: 2_147_483_647 },
      ref("incubator_id", "incubatorRef", "incubator", "incubators"),
      { name: "position", field: "positionNumber", type: "int", label: "position", required: true, min: 1, max: 99 },
      { name: "program_index", field: "programIndex", type: "int", label: "program", min: 1, max: 99 },
      time("started_at", "startedAt", "start time", true),
      time("result_at", "resultAt", "result time", true),
      code("result", "result", "result code", [1, 2, 3], true),
      code("visual_result", "visualResult", "visual result code", [1, 2]),
      real("quantitative_result", "quantitativeResult", "protein amount (µg)", 0, 99_999_999),
      real("density", "density", "protein density (µg/cm²)", 0, 99_999_999),
      real("protein", "protein", "protein value", 0, 99_999_999),
      real("alert_level", "alertResult", "alert level", 0, 99_999),
      real("action_level", "actionResult", "action level", 0, 99_999),
      real("avg_temperature", "averageTemperature", "average temperature", -50, 300),
      text("ticket_number", "ticketNumber", "ticket number", 50),
      ...product,
      text("cycle", "cycle", "cycle", 50),
      text("program_number", "programNumber", "program number", 50),
      ref("washer_id", "washerRef", "washer", "washers"),
      code("mode", "modeId", "working mode", [0, 1]),
      text("tool", "tool", "tool", 100),
      real("length", "length", "length", 0, 9_999_999),
      real("diameter", "diameter", "diameter", 0, 9_999_999),
      { name: "ignore_iqas", field: "ignoreFromIQAS", type: "bool", label: "ignore-from-IQAS flag", required: true },
      ...register,
      ...edit,
    ],
  },
  readings_che: {
    name: "readings_che",
    noun: ["CHE reading", "CHE readings"],
    columns: [
      id,
      { name: "read_number", field: "readNumber", type: "int", label: "read number", required: true, min: 1, max: 2_147_483_647 },
      time("tested_at", "testedAt", "test time", true),
      code("result", "result", "result code", [1, 2], true),
      code("visual_result", "visualResult", "visual result code", [1, 2]),
      { name: "manufacture_date", field: "manufactureDate", type: "date", label: "manufacture date" },
      { name: "expiration_date", field: "expirationDate", type: "date", label: "expiration date" },
      ...product,
      text("cycle", "cycle", "cycle", 50),
      real("temperature", "temperature", "temperature", -50, 300),
      ref("sterilizer_id", "sterilizerRef", "sterilizer", "sterilizers"),
      ref("washer_id", "washerRef", "washer", "washers"),
      real("exposure_time", "exposureTime", "exposure time", 0, 999_999),
      text("program_number", "programNumber", "program number", 50),
      text("package_number", "packageNumber", "package number", 50),
      real("concentration", "concentration", "concentration", 0, 9_999_999),
      real("relative_humidity", "relativeDampness", "relative humidity", 0, 100),
      text("location", "location", "location", 100),
      real("washing_time", "washingTime", "washing time", 0, 999_999),
      real("detergent_concentration", "detergentConcentration", "detergent concentration", 0, 99_999),
      code("detergent_type", "detergentType", "detergent type", [1, 2, 3]),
      real("water_pressure", "waterPressure", "water pressure", 0, 99_999),
      real("water_hardness", "waterHardness", "water hardness", 0, 99_999),
      ref("created_by", "creationUserRef", "creator", "users"),
      ...register,
      ...edit,
    ],
  },
};

export const EQUIPMENT_TABLES: readonly EquipmentTable[] = ["users", "incubators", "sterilizers", "washers", "disinfectors"];
export const READING_TABLES: readonly ReadingTable[] = ["readings_bi", "readings_pro", "readings_che"];

const SQL_TYPE: Record<ColumnType, string> = { int: "INTEGER", real: "REAL", text: "TEXT", bool: "INTEGER", time: "TEXT", date: "TEXT" };

/**
 * The CREATE TABLE statement of a table, as the desktop software issues it: declared types
 * only, no NOT NULL or CHECK (its forms enforce the rules, and columns added by its upgrades
 * could not have them), which is why every row is validated on import.
 */
export function createTableSql(table: Table): string {
  const columns = table.columns.map((c) => {
    if (c.name === "id") return `"id" INTEGER PRIMARY KEY`;
    if (table.name === "metadata" && c.name === "key") return `"key" TEXT PRIMARY KEY`;
    return `"${c.name}" ${SQL_TYPE[c.type]}`;
  });
  return `CREATE TABLE "${table.name}" (${columns.join(", ")})`;
}
