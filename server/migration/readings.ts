// Writes the desktop readings as HISTORICAL readings of the chosen sector (docs/desktop-import.md):
// original times, results, editors and notes kept; read numbers come from ranges reserved on the
// company's counters before the import's transaction (the desktop number stays in the audit
// record, whose "create" entry names the migration as the reading's origin).
import type { ReadingKind } from "../db/generated/client";
import type { Sql } from "../db/client";
import { READING_TABLES, type BiRow, type CheRow, type DesktopDb, type ProRow, type Reader } from "./desktop";
import type { EquipmentMap } from "./equipment";
import { TABLE_NAME } from "../readings/kinds";
import { takeReadNumbersSql } from "../readings/numbers";

export interface WriteTarget {
  companyId: number;
  sectorId: number;
  migrationId: number;
  fileName: string;
  /** Who imports: the audit entries' user. */
  userId: number | null;
}

/** The read numbers reserved for a file, per kind: [first, last] (desktop_migration.readNumbers). */
export type ReadNumberRanges = Partial<Record<ReadingKind, [number, number]>>;

/** How many readings of each kind the file holds (a chemical reading is a washer's unless it names a sterilizer, as cheData decides). */
export function readingsPerKind(file: DesktopDb): Record<ReadingKind, number> {
  const n = (sql: string) => file.sqlite.query<{ n: number }, []>(sql).get()!.n;
  const sterilizer = n(`SELECT COUNT(*) AS n FROM readings_che WHERE sterilizer_id IS NOT NULL AND trim(CAST(sterilizer_id AS TEXT)) <> ''`);
  return { BI: file.counts.readings_bi, PRO: file.counts.readings_pro, CHE_STERILIZER: sterilizer, CHE_WASHER: file.counts.readings_che - sterilizer };
}

/**
 * Takes the file's read numbers from the company's counters (server/readings/numbers.ts), in
 * the caller's short transaction: the import's long one then holds no counter, and the
 * company's agents and screens go on numbering their readings after the reserved ranges.
 */
export async function reserveReadNumbers(sql: Sql, companyId: number, perKind: Record<ReadingKind, number>): Promise<ReadNumberRanges> {
  const ranges: ReadNumberRanges = {};
  for (const [kind, count] of Object.entries(perKind) as [ReadingKind, number][]) {
    if (count <= 0) continue;
    const first = await takeReadNumbersSql(sql, kind, companyId, count);
    ranges[kind] = [first, first + count - 1];
  }
  return ranges;
}

const registerFields = (r: BiRow | ProRow | CheRow, map: EquipmentMap) => ({
  bookNumber: r.bookNumber,
  pageNumber: r.pageNumber,
  notes: r.notes,
  editUserId: r.editUserRef === null ? null : (map.user.get(r.editUserRef) ?? null),
  editedAt: r.editedAt,
  edited: r.editedAt !== null,
  viewed: true,
  lot: r.lot,
  productId: map.product(r.productModel, r.gtin),
});

function biData(r: BiRow, map: EquipmentMap) {
  const inc = r.incubatorRef === null ? undefined : map.incubator.get(r.incubatorRef);
  return {
    ...registerFields(r, map),
    disinfection: r.disinfection, positionNumber: r.positionNumber, incubatorId: inc?.id ?? null, programId: map.program(inc?.modelDbId, r.programIndex),
    startedAt: r.startedAt, resultAt: r.resultAt, result: r.result, visualResult: r.visualResult, fluorescence: r.fluorescence, averageTemperature: r.averageTemperature,
    ticketNumber: r.ticketNumber, conditionSCIB: r.conditionSCIB, processId: r.processId, valueD: r.valueD, valueDUnit: r.valueDUnit, cycle: r.cycle,
    sterilizerId: r.sterilizerRef === null ? null : (map.sterilizer.get(r.sterilizerRef) ?? null), disinfectorId: r.disinfectorRef === null ? null : (map.disinfector.get(r.disinfectorRef) ?? null),
    programNumber: r.programNumber, loadNumber: r.loadNumber, roomId: r.roomId, roomVolume: r.roomVolume, peroxideConcentration: r.peroxideConcentration,
  };
}

function proData(r: ProRow, map: EquipmentMap) {
  const inc = r.incubatorRef === null ? undefined : map.incubator.get(r.incubatorRef);
  return {
    ...registerFields(r, map),
    positionNumber: r.positionNumber, incubatorId: inc?.id ?? null, programId: map.program(inc?.modelDbId, r.programIndex), startedAt: r.startedAt, resultAt: r.resultAt,
    result: r.result, visualResult: r.visualResult, quantitativeResult: r.quantitativeResult, density: r.density, protein: r.protein, alertResult: r.alertResult,
    actionResult: r.actionResult, averageTemperature: r.averageTemperature, ticketNumber: r.ticketNumber, cycle: r.cycle, programNumber: r.programNumber,
    washerId: r.washerRef === null ? null : (map.washer.get(r.washerRef) ?? null), modeId: r.modeId, tool: r.tool, length: r.length, diameter: r.diameter, ignoreFromIQAS: r.ignoreFromIQAS,
  };
}

function cheData(r: CheRow, map: EquipmentMap) {
  const common = {
    ...registerFields(r, map),
    testedAt: r.testedAt, result: r.result, visualResult: r.visualResult, manufactureDate: r.manufactureDate, expirationDate: r.expirationDate, cycle: r.cycle,
    temperature: r.temperature, programNumber: r.programNumber, creationUserId: r.creationUserRef === null ? null : (map.user.get(r.creationUserRef) ?? null),
  };
  if (r.sterilizerRef !== null)
    return { kind: "CHE_STERILIZER" as const, data: { ...common, sterilizerId: map.sterilizer.get(r.sterilizerRef) ?? null, exposureTime: r.exposureTime, packageNumber: r.packageNumber, concentration: r.concentration, relativeDampness: r.relativeDampness } };
  return {
    kind: "CHE_WASHER" as const,
    data: { ...common, washerId: map.washer.get(r.washerRef!) ?? null, location: r.location, washingTime: r.washingTime, detergentConcentration: r.detergentConcentration, detergentType: r.detergentType, waterPressure: r.waterPressure, waterHardness: r.waterHardness },
  };
}

const INT = "readNumber positionNumber incubatorId programId result visualResult productId conditionSCIB processId valueDUnit sterilizerId disinfectorId editUserId washerId modeId creationUserId detergentType".split(" ");
const NUMERIC = "fluorescence averageTemperature valueD roomVolume peroxideConcentration quantitativeResult density protein alertResult actionResult length diameter temperature exposureTime concentration relativeDampness washingTime detergentConcentration waterPressure waterHardness".split(" ");
const TIME = "startedAt resultAt editedAt testedAt".split(" ");
const DATE = "manufactureDate expirationDate".split(" ");
const BOOL = "disinfection viewed edited ignoreFromIQAS".split(" ");
const typeOf = (c: string) => (INT.includes(c) ? "int" : NUMERIC.includes(c) ? "numeric" : TIME.includes(c) ? "timestamptz" : DATE.includes(c) ? "date" : BOOL.includes(c) ? "boolean" : "text");

/**
 * One statement per batch and kind: the rows go as ONE json parameter (no per-row parameters,
 * no ORM per row; json, not jsonb: parsed once by json_to_recordset), are inserted, and their
 * "create" audit entries are staged from the inserted ids in the same statement. The entries
 * reach reading_audit in one statement at the end (AUDIT_FLUSH): writing them there links them
 * into the company's audit chain, which locks the chain's head until the commit — taken at the
 * start, it would hold every other audit write of the company (each result of the agents) for
 * the whole import.
 */
function insertSql(kind: ReadingKind, columns: string[]): string {
  const record = [...columns, "auditNote"].map((c) => `"${c}" ${c === "auditNote" ? "text" : typeOf(c)}`).join(", ");
  const list = columns.map((c) => `"${c}"`).join(", ");
  return `WITH x AS (SELECT * FROM json_to_recordset($1::json) AS r(${record})),
  ins AS (INSERT INTO "${TABLE_NAME[kind]}" ("companyId", "sectorId", "state", "desktopMigrationId", ${list})
    SELECT $2, $3, 'HISTORICAL'::"ReadingState", $4, ${list} FROM x RETURNING id, "readNumber")
  INSERT INTO desktop_import_audit ("companyId", "readingKind", "readingId", "userId", "action", "field", "newValue")
  SELECT $2, '${kind}'::"ReadingKind", ins.id, $5, 'create', 'origin', x."auditNote" FROM ins JOIN x ON x."readNumber" = ins."readNumber"`;
}

/** The staging of the import's audit entries: this transaction's own, gone at its end. */
const AUDIT_STAGING = `CREATE TEMP TABLE IF NOT EXISTS desktop_import_audit (
  n bigserial, "companyId" int, "readingKind" "ReadingKind", "readingId" int, "userId" int, "action" text, "field" text, "newValue" text) ON COMMIT DROP`;
const AUDIT_FLUSH = `INSERT INTO "reading_audit" ("companyId", "readingKind", "readingId", "userId", "action", "field", "newValue")
  SELECT "companyId", "readingKind", "readingId", "userId", "action", "field", "newValue" FROM desktop_import_audit ORDER BY n`;

/** Rows read from the file between two yields to other requests (a few milliseconds of work). */
export const SLICE_ROWS = 250;
/** Readings per INSERT statement. */
export const BATCH_SIZE = 2000;
/** Readings written between two full garbage collections (see send()). */
const GC_EVERY_ROWS = 10_000;

const yieldToOthers = () => new Promise((r) => setImmediate(r));

/**
 * Reads, checks, converts and writes every reading of the file in ONE pass (the import service's
 * all-or-nothing rests on its transaction: a problem found after some writes rolls them back).
 *
 * Two things keep it fast and the server responsive:
 *   - a pipeline: while PostgreSQL inserts one batch, the next is read and converted here;
 *   - slices: the file is read SLICE_ROWS at a time with a yield between slices, so other
 *     users' requests wait a few milliseconds at most for the event loop.
 * Once a problem is found nothing more is written, but the reading goes on to count every
 * problem for the report. `onProgress(rowsRead)` is called after each slice.
 * Answers the readings written (meaningless when reader.problems is not empty).
 */
export async function writeReadings(sql: Sql, reader: Reader, map: EquipmentMap, target: WriteTarget, ranges: ReadNumberRanges, onProgress: (read: number) => void): Promise<number> {
  /** Each kind's next reserved number; past its range is a bug of readingsPerKind, never a number another reading may have. */
  const next: Partial<Record<ReadingKind, number>> = Object.fromEntries(Object.entries(ranges).map(([kind, range]) => [kind, range![0]]));
  const nextNumber = (kind: ReadingKind) => {
    const n = next[kind];
    if (n === undefined || n > ranges[kind]![1]) throw new Error(`desktop import: more ${kind} readings than read numbers reserved`);
    next[kind] = n + 1;
    return n;
  };
  const sqlOf: Partial<Record<ReadingKind, string>> = {};
  const waiting = new Map<ReadingKind, Record<string, unknown>[]>();
  let waitingRows = 0;
  let written = 0;
  let collectedAt = 0;
  let inFlight: Promise<void> = Promise.resolve();
  let failure: unknown = null;

  const send = (kind: ReadingKind, rows: Record<string, unknown>[]) => async () => {
    const audited = await sql.execute(sqlOf[kind]!, [JSON.stringify(rows), target.companyId, target.sectorId, target.migrationId, target.userId]);
    if (audited !== rows.length) throw new Error(`desktop import: ${audited} audit entries for ${rows.length} readings`);
    written += rows.length;
    // JavaScriptCore collects the batches' large strings lazily: left alone the heap holds a few
    // hundred MB of them by the end of a large file. A full collection every GC_EVERY_ROWS
    // keeps the server near its idle size (bench/README.md) for ~30 ms each time.
    if (written - collectedAt >= GC_EVERY_ROWS) {
      collectedAt = written;
      Bun.gc(true);
    }
  };
  /** Waits for the batch in flight (at most one), then starts the waiting rows as the next. */
  const flush = async () => {
    await inFlight;
    if (failure) throw failure;
    const work = [...waiting].map(([kind, rows]) => send(kind, rows));
    waiting.clear();
    waitingRows = 0;
    inFlight = (async () => {
      for (const w of work) await w();
    })().catch((e) => {
      failure = e;
    });
  };

  await sql.query(AUDIT_STAGING);
  let read = 0;
  for (const table of READING_TABLES) {
    for (const batch of reader.batches(table, { batchSize: SLICE_ROWS })) {
      read += batch.read;
      if (reader.problems.isEmpty) {
        for (const row of batch.rows) {
          const { kind, data } = table === "readings_bi" ? { kind: "BI" as const, data: biData(row as BiRow, map) } : table === "readings_pro" ? { kind: "PRO" as const, data: proData(row as ProRow, map) } : cheData(row as CheRow, map);
          const out = data as Record<string, unknown>;
          out.readNumber = nextNumber(kind);
          sqlOf[kind] ??= insertSql(kind, Object.keys(out));
          const editor = row.editUserRef !== null && !map.user.has(row.editUserRef) ? `; edited by ${map.userLabel.get(row.editUserRef) ?? `desktop user ${row.editUserRef}`}` : "";
          out.auditNote = `Desktop migration ${target.migrationId} (${target.fileName}): desktop reading ${row.id}, number ${row.readNumber}${editor}`;
          let list = waiting.get(kind);
          if (!list) waiting.set(kind, (list = []));
          list.push(out);
          waitingRows++;
        }
        if (waitingRows >= BATCH_SIZE) await flush();
      }
      onProgress(read);
      await yieldToOthers();
    }
  }
  if (reader.problems.isEmpty && waitingRows) await flush();
  await inFlight;
  if (failure) throw failure;
  if (written) await sql.execute(AUDIT_FLUSH);
  return written;
}
