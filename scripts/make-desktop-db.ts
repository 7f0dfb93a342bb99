// Writes a desktop software database (docs/desktop-db.md) for tests, the benchmark and users
// trying the migration import:
//
//   npm run make-desktop-db -- --readings 1000000 --out desktop.db [--seed 1] [--version 3]
//                              [--zone Europe/Madrid] [--corrupt KIND]
//
// The same options give the same file, byte for byte (fixed seed, fixed calendar: readings end
// on 2026-06-30, about 150 a day before that). One transaction, prepared statements, no
// journal: a million readings take a few seconds. --corrupt damages the file afterwards in one
// of the ways the importer must refuse (CORRUPTIONS below; tests call corruptDesktopDb).
import { Database } from "bun:sqlite";
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from "node:fs";
import { ACCEPTED_VERSION, EQUIPMENT_TABLES, META_KEYS, READING_TABLES, TABLES, createTableSql, type TableName } from "../server/migration/desktop/format";
import { formatWall, zone as zoneOf } from "../server/migration/desktop/time";
import { createRandom, type Random } from "../server/seed/random";

export const CORRUPTIONS = {
  truncate: "cut after 60 % of its pages (an interrupted copy)",
  "garbage-rows": "impossible values in known rows (GARBAGE: every 97th row of each reading table, two kinds each)",
  "missing-column": "readings_bi without lot, readings_pro without ignore_iqas",
  "missing-table": "no washers table",
  "wrong-version": "schema_version 2",
  encrypted: "every byte scrambled, header included (what SQLCipher's output looks like)",
  "corrupt-pages": "one b-tree page in the middle overwritten with noise",
  "not-sqlite": "a CSV export under a .db name",
} as const;
export type Corruption = keyof typeof CORRUPTIONS;

/**
 * The damage of --corrupt garbage-rows: rows whose id ≡ residue (mod 97) get `set`; the reader
 * must report `kind` for exactly those rows (residues differ, so no row has two problems).
 */
export const GARBAGE = [
  { table: "readings_bi", residue: 0, set: "result = 7", kind: "result:code" },
  { table: "readings_bi", residue: 1, set: "started_at = '31/12/2023 10:00'", kind: "started_at:type" },
  { table: "readings_pro", residue: 0, set: "quantitative_result = -5", kind: "quantitative_result:range" },
  { table: "readings_pro", residue: 1, set: "incubator_id = 9999", kind: "incubator_id:ref" },
  { table: "readings_che", residue: 0, set: "expiration_date = '2001-01-01', manufacture_date = '2002-01-01'", kind: "expiration_date:before-manufacture" },
  { table: "readings_che", residue: 1, set: "result = 'pass'", kind: "result:type" },
] as const;
export const GARBAGE_MODULUS = 97;

export interface MakeOptions {
  readings: number;
  out: string;
  seed?: number;
  /** schema_version written to metadata (default the accepted one). */
  version?: number;
  zone?: string;
  corrupt?: Corruption;
}

export interface MakeResult {
  databaseId: string;
  counts: Record<"readings_bi" | "readings_pro" | "readings_che", number>;
  bytes: number;
  ms: number;
}

const END = Date.UTC(2026, 5, 30, 16, 0, 0);
const PER_DAY = 150;
const MINUTE = 60_000;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

const FIRST = ["María", "José", "Lucía", "Javier", "Carmen", "Antonio", "Elena", "Pablo", "Núria", "Sergio", "Ana", "Jordi"];
const LAST = ["García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno", "Vidal", "Serra"];
const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

// [model, name, serial prefix, BI positions, PRO positions, programs (index → minutes)]
const INCUBATORS: [string, string, string, number, number, number[]][] = [
  ["IC10/20FR", "IC10 central 1", "IC1020FR", 10, 0, [20, 60, 180, 1440]],
  ["IC10/20FR", "IC10 central 2", "IC1020FR", 10, 0, [20, 60, 180, 1440]],
  ["MiniBio", "MiniBio quirófano", "MB", 4, 0, [20, 180, 1440]],
  ["BioReader 20", "BioReader", "BR20", 20, 0, [20, 60, 180, 1440]],
  ["ProRead 10", "ProRead lavado", "PR10", 0, 4, [10]],
];
// [name, brand, serial, process 1 steam 2 H2O2]
const STERILIZERS: [string, string, string, number][] = [
  ["Autoclave 1", "Matachana", "S1000-41877", 1], ["Autoclave 2", "Getinge", "GSS67H-2290", 1], ["Autoclave 3", "Steelco", "VS1-5512", 1],
  ["Plasma", "ASP", "STERRAD-100NX-7781", 2], ["Autoclave dental", "W&H", "LISA-517-9021", 1],
];
const WASHERS: [string, string, string][] = [["Lavadora 1", "Miele", "PG8528-20931"], ["Lavadora 2", "Getinge", "WD46-4-1180"], ["Lavadora endoscopios", "Olympus", "ETD4-3318"]];
const DISINFECTORS: [string, string, string][] = [["Nebulizador", "Bioquell", "BQ50-1422"], ["Glosair", "ASP", "GLOSAIR400-2051"]];
const NOTES = ["Carga de implantes", "Repetido tras reparación", "Control semanal", "Sin incidencias", "Avisado supervisor", "Bowie-Dick correcto"];
const TOOLS = ["Tijera Mayo", "Pinza Kelly", "Separador Farabeuf", "Pinza laparoscópica"];

function guid(rnd: Random): string {
  const h = rnd.hex(32).split("");
  h[12] = "4";
  h[16] = "89ab"[rnd.int(0, 3)]!;
  const s = h.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function insertSql(name: TableName): string {
  const cols = TABLES[name].columns.map((c) => `"${c.name}"`);
  return `INSERT INTO "${name}" (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`;
}

export function makeDesktopDb(options: MakeOptions): MakeResult {
  const started = performance.now();
  const rnd = createRandom(options.seed ?? 1);
  const zone = zoneOf(options.zone ?? "Europe/Madrid");
  const local = (instant: number) => formatWall(zone.toWall(instant));
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(options.out + suffix, { force: true });
  const db = new Database(options.out, { create: true });
  db.run("PRAGMA page_size = 4096");
  db.run("PRAGMA journal_mode = OFF");
  db.run("PRAGMA synchronous = OFF");
  db.run("PRAGMA cache_size = -65536"); // 64 MB: fewer page spills while the tables grow
  const databaseId = guid(rnd);
  const counts = { readings_bi: 0, readings_pro: 0, readings_che: 0 };

  db.transaction(() => {
    for (const name of ["metadata", ...EQUIPMENT_TABLES, ...READING_TABLES] as TableName[]) db.run(createTableSql(TABLES[name]));
    const meta = db.prepare("INSERT INTO metadata (key, value) VALUES (?, ?)");
    meta.run(META_KEYS.databaseId, databaseId);
    meta.run(META_KEYS.schemaVersion, String(options.version ?? ACCEPTED_VERSION));
    meta.run(META_KEYS.timeZone, zone.name);
    meta.run(META_KEYS.appVersion, "4.3.2");
    meta.run(META_KEYS.site, rnd.pick(["Hospital Universitario", "Clínica San Rafael", "Hospital Comarcal"]) + " - Esterilización");

    const users = FIRST.map((first, i) => [i + 1, `${ascii(first)}.${ascii(LAST[i]!)}@hospital.example`, first, LAST[i]!]);
    const insertUser = db.prepare(insertSql("users"));
    for (const u of users) insertUser.run(...(u as [number, string, string, string]));
    const serials = INCUBATORS.map(([, , prefix]) => `${prefix}-${String(rnd.int(1, 999_999)).padStart(6, "0")}`);
    const insertIncubator = db.prepare(insertSql("incubators"));
    INCUBATORS.forEach(([model, name], i) => insertIncubator.run(i + 1, serials[i]!, model, name, rnd.chance(0.5) ? rnd.code(6) : null));
    const machine = (table: TableName, rows: [string, string, string, ...unknown[]][]) => {
      const insert = db.prepare(insertSql(table));
      rows.forEach(([name, brand, serial], i) => insert.run(i + 1, name, brand, serial));
    };
    machine("sterilizers", STERILIZERS);
    machine("washers", WASHERS);
    machine("disinfectors", DISINFECTORS);

    const bi = db.prepare(insertSql("readings_bi"));
    const pro = db.prepare(insertSql("readings_pro"));
    const che = db.prepare(insertSql("readings_che"));
    const cycles = new Array(STERILIZERS.length + WASHERS.length).fill(0).map(() => rnd.int(100, 5000));
    const lots = Array.from({ length: 12 }, () => rnd.code(7));
    const days = Math.max(30, Math.ceil(options.readings / PER_DAY));
    const step = (days * 86_400_000) / Math.max(1, options.readings);
    let t = END - days * 86_400_000;
    const user = () => rnd.int(1, users.length);
    const edit = (after: number): [number | null, string | null] => (rnd.chance(0.3) ? [user(), local(Math.min(after + rnd.int(1, 240) * MINUTE, END))] : [null, null]);
    const register = () => (rnd.chance(0.1) ? [String(rnd.int(1, 40)), String(rnd.int(1, 200))] : [null, null]);

    for (let n = 0; n < options.readings; n++) {
      t += Math.floor(step * (0.5 + rnd.next()));
      const kind = rnd.next();
      if (kind < 0.55) {
        const id = ++counts.readings_bi;
        const inc = rnd.int(1, 4);
        const [, , , positions, , programs] = INCUBATORS[inc - 1]!;
        const program = rnd.int(1, programs.length);
        const end = t + (programs[program - 1]! + rnd.int(0, 5)) * MINUTE;
        const disinfection = rnd.chance(0.05);
        const control = rnd.chance(0.08);
        const sterilizer = rnd.int(1, STERILIZERS.length);
        const process = disinfection ? 2 : STERILIZERS[sterilizer - 1]![3];
        const result = control ? (rnd.chance(0.97) ? 2 : 4) : rnd.chance(0.96) ? 1 : rnd.pick([2, 3, 4]);
        const [editor, editedAt] = edit(end);
        const [book, page] = register();
        bi.run(
          id, id, disinfection ? 1 : 0, inc, rnd.int(1, positions), program, local(t), local(end), result,
          programs[program - 1]! >= 1440 && result <= 2 ? result : null, r3(rnd.next() * (result === 2 ? 9000 : 300)),
          programs[program - 1]! >= 1440 ? r3(36.5 + rnd.next()) : r3(59.5 + rnd.next()), rnd.chance(0.2) ? String(rnd.int(10_000, 99_999)) : null,
          disinfection ? "BT96" : process === 2 ? "BT221" : "BT220", null, rnd.pick(lots), control ? 2 : 1, control ? null : process,
          control ? null : r3(1.5 + rnd.next()), control ? null : 1, control || disinfection ? null : String(++cycles[sterilizer - 1]!),
          control || disinfection ? null : sterilizer, disinfection && !control ? rnd.int(1, DISINFECTORS.length) : null,
          control ? null : String(rnd.int(1, 6)), control || disinfection ? null : String(rnd.int(1, 4)),
          disinfection ? `Q${rnd.int(1, 12)}` : null, disinfection ? r3(40 + rnd.next() * 80) : null, disinfection ? r3(5 + rnd.next() * 30) : null,
          book, page, rnd.chance(0.05) ? rnd.pick(NOTES) : null, editor, editedAt,
        );
      } else if (kind < 0.8) {
        const id = ++counts.readings_pro;
        const washer = rnd.int(1, WASHERS.length);
        const endoscope = washer === 3;
        const end = t + (10 + rnd.int(0, 2)) * MINUTE;
        const micrograms = r3(Math.exp(rnd.next() * 4 - 1.5));
        const surface = endoscope ? 31.4 : rnd.pick([12.5, 6.8, 3.2]);
        const density = r3(micrograms / surface);
        const mode = rnd.chance(0.7) ? 0 : 1;
        const [editor, editedAt] = edit(end);
        const [book, page] = register();
        pro.run(
          id, id, 5, rnd.int(1, 4), 1, local(t), local(end), density < 3 ? 1 : density < 6.4 ? 2 : 3, rnd.chance(0.3) ? (density < 3 ? 1 : 2) : null,
          micrograms, density, density, 3, 6.4, r3(59.5 + rnd.next()), null, endoscope ? "PRO1ENDO" : "PRO1", null, rnd.pick(lots),
          String(++cycles[STERILIZERS.length + washer - 1]!), String(rnd.int(1, 8)), washer, mode, mode === 0 ? rnd.pick(TOOLS) : null,
          endoscope ? r3(100 + rnd.next() * 120) : null, endoscope ? r3(2 + rnd.next() * 4) : null, rnd.chance(0.03) ? 1 : 0,
          book, page, rnd.chance(0.05) ? rnd.pick(NOTES) : null, editor, editedAt,
        );
      } else {
        const id = ++counts.readings_che;
        const ofWasher = rnd.chance(0.3);
        const result = rnd.chance(0.97) ? 1 : 2;
        const made = new Date(t - rnd.int(30, 300) * 86_400_000).toISOString().slice(0, 10);
        const expires = new Date(Date.parse(made) + 730 * 86_400_000).toISOString().slice(0, 10);
        const sterilizer = rnd.int(1, STERILIZERS.length);
        const steam = STERILIZERS[sterilizer - 1]![3] === 1;
        const [editor, editedAt] = edit(t);
        const [book, page] = register();
        che.run(
          id, id, local(t), result, result, made, expires, ofWasher ? "CDWA3" : steam ? "CD29" : "CD42", null, rnd.pick(lots),
          String(rnd.int(1, 9000)), ofWasher ? r3(90 + rnd.next() * 3) : steam ? rnd.pick([121, 134]) : r3(45 + rnd.next() * 10),
          ofWasher ? null : sterilizer, ofWasher ? rnd.int(1, WASHERS.length) : null, ofWasher ? null : steam ? rnd.pick([3.5, 5.5, 18, 20]) : 28,
          String(rnd.int(1, 6)), !ofWasher && rnd.chance(0.3) ? String(rnd.int(1, 500)) : null, !ofWasher && !steam ? r3(55 + rnd.next() * 5) : null,
          !ofWasher && steam ? r3(rnd.next() * 100) : null, ofWasher ? rnd.pick(["Cesta superior", "Cesta inferior", "Carro MIC"]) : null,
          ofWasher ? rnd.pick([5, 10]) : null, ofWasher ? r3(0.2 + rnd.next() * 0.8) : null, ofWasher ? rnd.int(1, 3) : null,
          ofWasher ? r3(1.5 + rnd.next()) : null, ofWasher ? r3(rnd.next() * 10) : null, user(),
          book, page, rnd.chance(0.05) ? rnd.pick(NOTES) : null, editor, editedAt,
        );
      }
    }
    if (options.corrupt === "garbage-rows") for (const g of GARBAGE) db.run(`UPDATE "${g.table}" SET ${g.set} WHERE id % ${GARBAGE_MODULUS} = ${g.residue}`);
    if (options.corrupt === "missing-column") {
      db.run('ALTER TABLE readings_bi DROP COLUMN "lot"');
      db.run('ALTER TABLE readings_pro DROP COLUMN "ignore_iqas"');
    }
    if (options.corrupt === "missing-table") db.run("DROP TABLE washers");
    if (options.corrupt === "wrong-version") db.run("UPDATE metadata SET value = '2' WHERE key = 'schema_version'");
  })();
  db.close();
  if (options.corrupt) damageFile(options.out, options.corrupt, options.seed ?? 1);
  return { databaseId, counts, bytes: statSync(options.out).size, ms: performance.now() - started };
}

/** The damage done to the closed file (row, column, table and version damage is done in SQL by makeDesktopDb). */
function damageFile(path: string, kind: Corruption, seed: number): void {
  const rnd = createRandom(seed + 7);
  const size = statSync(path).size;
  const pageSize = 4096;
  const pages = size / pageSize;
  if (kind === "truncate") truncateSync(path, Math.max(1, Math.floor(pages * 0.6)) * pageSize);
  if (kind === "encrypted") {
    const bytes = readFileSync(path);
    for (let i = 0; i < bytes.length; i++) bytes[i] = bytes[i]! ^ Math.floor(rnd.next() * 256);
    writeFileSync(path, bytes);
  }
  if (kind === "corrupt-pages") {
    // A page in the middle of the readings' b-tree: its page-type byte and cell pointers become noise.
    const noise = Buffer.from(Array.from({ length: pageSize }, () => Math.floor(rnd.next() * 256)));
    const fd = openSync(path, "r+");
    writeSync(fd, noise, 0, noise.length, Math.max(2, Math.floor(pages / 2)) * pageSize);
    closeSync(fd);
  }
  if (kind === "not-sqlite") writeFileSync(path, "id;read_number;started_at;result\n1;1;2024-01-01 10:00:00;1\n");
}

/** Damages an existing generated file in place (file-level kinds only: truncate, encrypted, corrupt-pages, not-sqlite). */
export function corruptDesktopDb(path: string, kind: "truncate" | "encrypted" | "corrupt-pages" | "not-sqlite", seed = 1): void {
  if (!existsSync(path)) throw new Error(`no file ${path}`);
  damageFile(path, kind, seed);
}

function parseArgs(argv: string[]): MakeOptions {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const readings = Number(get("readings") ?? "1000");
  const out = get("out");
  const corrupt = get("corrupt");
  if (!out || !Number.isInteger(readings) || readings < 0) throw new Error("usage: make-desktop-db --readings N --out file.db [--seed S] [--version V] [--zone Area/City] [--corrupt KIND]");
  if (corrupt && !(corrupt in CORRUPTIONS)) throw new Error(`--corrupt is one of: ${Object.keys(CORRUPTIONS).join(", ")}`);
  return {
    readings,
    out,
    seed: Number(get("seed") ?? "1"),
    version: get("version") ? Number(get("version")) : undefined,
    zone: get("zone"),
    corrupt: corrupt as Corruption | undefined,
  };
}

if (import.meta.main) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const r = makeDesktopDb(options);
    const n = (v: number) => v.toLocaleString("en-US");
    console.log(
      `${options.out}: ${n(options.readings)} readings (BI ${n(r.counts.readings_bi)}, PRO ${n(r.counts.readings_pro)}, CHE ${n(r.counts.readings_che)}), ` +
        `${(r.bytes / 1_048_576).toFixed(1)} MB, database id ${r.databaseId}${options.corrupt ? `, corrupted: ${options.corrupt}` : ""}, in ${(r.ms / 1000).toFixed(2)} s`,
    );
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
