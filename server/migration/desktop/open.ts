// Opening a desktop database file read-only, after checks that name what is wrong with a bad
// file before anything is read from it: not a file at all, not SQLite, encrypted, truncated,
// corrupted, not the desktop software's, another schema version, missing tables or columns.
// Every refusal is a DesktopDbError: a code the import service can branch on and a message
// a user can act on (docs/desktop-db.md lists them).
import { Database } from "bun:sqlite";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { ACCEPTED_VERSION, META_KEYS, SQLITE_MAGIC, TABLES, EQUIPMENT_TABLES, READING_TABLES, type DataTable } from "./format";
import { isTimeZone, zone, type Zone } from "./time";

export type DesktopDbErrorCode =
  | "unreadable" // no such file, or not a regular file
  | "empty"
  | "not-sqlite"
  | "encrypted"
  | "truncated"
  | "corrupt"
  | "not-desktop" // SQLite, but not the desktop software's (no metadata table)
  | "wrong-version"
  | "bad-metadata"
  | "missing-tables"
  | "missing-columns";

export class DesktopDbError extends Error {
  constructor(
    readonly code: DesktopDbErrorCode,
    message: string,
    /** SQLite's own words, the missing names...: for the log and the error report. */
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

export interface DesktopMeta {
  /** The desktop installation's database GUID (lower case): what makes an import once-only. */
  databaseId: string;
  schemaVersion: number;
  /** IANA zone of the PC whose local times the file holds. */
  timeZone: string;
  appVersion: string | null;
  site: string | null;
}

export interface DesktopDb {
  path: string;
  sqlite: Database;
  meta: DesktopMeta;
  zone: Zone;
  /** Rows per table (before validation). */
  counts: Record<DataTable, number>;
  close(): void;
}

export interface OpenOptions {
  /** PRAGMA quick_check over the whole file (default true; about a second per 100 MB). */
  quickCheck?: boolean;
}

const GUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;
const HEADER_BYTES = 100;
const SAMPLE_BYTES = 1024;

/** What the first bytes of the file and its size say, before SQLite opens it. */
export function checkHeader(head: Uint8Array, size: number): void {
  if (size === 0) throw new DesktopDbError("empty", "The file is empty.");
  const magic = new TextDecoder("latin1").decode(head.subarray(0, 16));
  if (magic !== SQLITE_MAGIC) {
    if (looksEncrypted(head, size))
      throw new DesktopDbError("encrypted", "The file is encrypted: it has no readable SQLite header. Export the database from the desktop software without a password and upload that copy.");
    throw new DesktopDbError("not-sqlite", 'The file is not a SQLite database (it does not begin with "SQLite format 3").');
  }
  if (size < HEADER_BYTES) throw new DesktopDbError("truncated", `The file is truncated: ${size} bytes, shorter than a SQLite header.`);
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const raw = view.getUint16(16);
  const pageSize = raw === 1 ? 65_536 : raw;
  if (pageSize < 512 || pageSize > 65_536 || (pageSize & (pageSize - 1)) !== 0)
    throw new DesktopDbError("corrupt", `The file is corrupted: its header names an impossible page size (${raw}).`);
  // Encryption extensions that keep the header readable reserve room on every page for their nonce and MAC.
  const reserved = head[20]!;
  if (reserved >= 32)
    throw new DesktopDbError("encrypted", `The file is encrypted: its pages reserve ${reserved} bytes as encryption extensions do. Export the database from the desktop software without a password and upload that copy.`);
  // The page count in the header is valid when the change counter equals "version valid for".
  const pages = view.getUint32(28);
  const expected = pages * pageSize;
  if (pages > 0 && view.getUint32(24) === view.getUint32(92)) {
    if (size < expected) throw new DesktopDbError("truncated", `The file is truncated: it has ${size} bytes where its header announces ${expected} (${pages} pages of ${pageSize} bytes).`);
  } else if (size % pageSize !== 0) {
    throw new DesktopDbError("truncated", `The file is truncated: ${size} bytes is not a whole number of ${pageSize}-byte pages.`);
  }
}

/**
 * SQLCipher and SEE encrypt the header too: the file starts with random bytes and its size is
 * a whole number of pages. Text, images and archives are neither (decide: 200 of 256 byte
 * values in the first kilobyte; random data shows about 251).
 */
function looksEncrypted(head: Uint8Array, size: number): boolean {
  if (size < SAMPLE_BYTES || size % 512 !== 0 || head.length < SAMPLE_BYTES) return false;
  const seen = new Set(head.subarray(0, SAMPLE_BYTES));
  return seen.size >= 200;
}

function readHead(path: string): { head: Uint8Array; size: number } {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error("not a file");
    size = stat.size;
  } catch {
    throw new DesktopDbError("unreadable", "The file cannot be read.");
  }
  const head = new Uint8Array(Math.min(size, SAMPLE_BYTES));
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return { head, size };
}

/** Opens the file read-only and checks it is a desktop database of the accepted version; throws DesktopDbError. */
export function openDesktopDb(path: string, options: OpenOptions = {}): DesktopDb {
  const { head, size } = readHead(path);
  checkHeader(head, size);
  let sqlite: Database;
  try {
    sqlite = new Database(path, { readonly: true });
  } catch (e) {
    throw new DesktopDbError("corrupt", "The file cannot be opened as a SQLite database.", [(e as Error).message]);
  }
  try {
    const db = inspect(sqlite, path, options);
    return db;
  } catch (e) {
    sqlite.close();
    throw e;
  }
}

function inspect(sqlite: Database, path: string, options: OpenOptions): DesktopDb {
  let tables: Set<string>;
  try {
    tables = new Set(sqlite.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((r) => r.name));
  } catch (e) {
    // A plain header over unreadable pages: encrypted with a plaintext header, or overwritten.
    throw new DesktopDbError("corrupt", "The file's pages cannot be read: it is corrupted or encrypted.", [(e as Error).message]);
  }
  if (options.quickCheck !== false) {
    let report: string[];
    try {
      report = sqlite.query<{ quick_check: string }, []>("PRAGMA quick_check(5)").all().map((r) => r.quick_check);
    } catch (e) {
      report = [(e as Error).message];
    }
    if (report.length !== 1 || report[0] !== "ok") throw new DesktopDbError("corrupt", `The file is corrupted: SQLite's integrity check fails (${report[0]}).`, report);
  }
  if (!tables.has("metadata")) throw new DesktopDbError("not-desktop", "This SQLite database is not a desktop software database: it has no metadata table.", [...tables].slice(0, 10));

  const meta = readMeta(sqlite);
  const missingTables = [...EQUIPMENT_TABLES, ...READING_TABLES].filter((t) => !tables.has(t));
  if (missingTables.length) throw new DesktopDbError("missing-tables", `The database lacks ${missingTables.length === 1 ? "the table" : "the tables"} ${missingTables.join(", ")}.`, missingTables);
  const lacking: string[] = [];
  for (const name of [...EQUIPMENT_TABLES, ...READING_TABLES]) {
    const present = new Set(sqlite.query<{ name: string }, []>(`PRAGMA table_info("${name}")`).all().map((c) => c.name));
    const missing = TABLES[name].columns.map((c) => c.name).filter((c) => !present.has(c));
    lacking.push(...missing.map((c) => `${name}.${c}`));
  }
  if (lacking.length) throw new DesktopDbError("missing-columns", `The database lacks ${lacking.length === 1 ? "the column" : "the columns"} ${lacking.join(", ")}.`, lacking);

  const counts = {} as Record<DataTable, number>;
  for (const name of [...EQUIPMENT_TABLES, ...READING_TABLES]) counts[name] = sqlite.query<{ n: number }, []>(`SELECT COUNT(*) AS n FROM "${name}"`).get()!.n;
  return { path, sqlite, meta, zone: zone(meta.timeZone), counts, close: () => sqlite.close() };
}

function readMeta(sqlite: Database): DesktopMeta {
  const rows = sqlite.query<{ key: unknown; value: unknown }, []>("SELECT key, value FROM metadata").all();
  const get = (key: string) => {
    const v = rows.find((r) => r.key === key)?.value;
    return v === undefined || v === null ? null : String(v).trim();
  };
  const version = get(META_KEYS.schemaVersion);
  if (version === null) throw new DesktopDbError("bad-metadata", "The database does not say its schema version (metadata key schema_version).");
  if (!/^\d+$/.test(version) || Number(version) !== ACCEPTED_VERSION)
    throw new DesktopDbError("wrong-version", `The database has schema version ${version}; this importer reads version ${ACCEPTED_VERSION} only. Open the file once in the desktop software 4.x (it upgrades it) and upload it again.`, [version]);
  const databaseId = get(META_KEYS.databaseId);
  if (!databaseId || !GUID.test(databaseId)) throw new DesktopDbError("bad-metadata", `The database id ${databaseId === null ? "is missing" : `"${databaseId}" is not a GUID`} (metadata key database_id).`);
  const timeZone = get(META_KEYS.timeZone);
  if (!timeZone || !isTimeZone(timeZone)) throw new DesktopDbError("bad-metadata", `The database's time zone ${timeZone === null ? "is missing" : `"${timeZone}" is not a known IANA zone`} (metadata key time_zone).`);
  return {
    databaseId: databaseId.replace(/[{}]/g, "").toLowerCase(),
    schemaVersion: ACCEPTED_VERSION,
    timeZone,
    appVersion: get(META_KEYS.appVersion),
    site: get(META_KEYS.site),
  };
}
