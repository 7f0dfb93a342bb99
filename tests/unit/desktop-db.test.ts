// The desktop database (docs/desktop-db.md): the generator (scripts/make-desktop-db.ts), the
// reader's refusals of bad files, local times across DST changes, the row validator's counts
// and first examples, and a 100k-reading round trip with its timings printed.
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CORRUPTIONS, GARBAGE, GARBAGE_MODULUS, makeDesktopDb, type Corruption } from "../../scripts/make-desktop-db";
import { DesktopDbError, desktopReader, openDesktopDb, validateDesktopDb, zone, type DesktopDb, type ProRow, type RowBatch } from "../../server/migration/desktop";
import { formatWall, parseWall } from "../../server/migration/desktop/time";

const dir = mkdtempSync(join(tmpdir(), "desktop-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const file = () => join(dir, `f${++files}.db`);
const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const NOW = new Date("2026-11-26T12:00:00Z");

/** A generated file changed with SQL (the file stays otherwise as generated). */
function edited(readings: number, ...sql: string[]): string {
  const out = file();
  makeDesktopDb({ readings, out, seed: 5 });
  const db = new Database(out);
  for (const s of sql) db.run(s);
  db.close();
  return out;
}

function refusal(path: string): DesktopDbError {
  try {
    openDesktopDb(path).close();
  } catch (e) {
    if (e instanceof DesktopDbError) return e;
    throw e;
  }
  throw new Error(`${path} was opened`);
}

function validate(path: string) {
  const db = openDesktopDb(path);
  try {
    return validateDesktopDb(db, { now: NOW });
  } finally {
    db.close();
  }
}

describe("generator", () => {
  test("the same seed and options give the same bytes; another seed another database", () => {
    const [a, b, c] = [file(), file(), file()];
    const ra = makeDesktopDb({ readings: 2000, out: a, seed: 42 });
    makeDesktopDb({ readings: 2000, out: b, seed: 42 });
    const rc = makeDesktopDb({ readings: 2000, out: c, seed: 43 });
    expect(sha(a)).toBe(sha(b));
    expect(sha(c)).not.toBe(sha(a));
    expect(rc.databaseId).not.toBe(ra.databaseId);
    expect(ra.counts.readings_bi + ra.counts.readings_pro + ra.counts.readings_che).toBe(2000);
  });

  test("a generated file opens, says its id, version and zone, and every row is valid", () => {
    const out = file();
    const made = makeDesktopDb({ readings: 3000, out, seed: 7, zone: "America/New_York" });
    const db = openDesktopDb(out);
    try {
      expect(db.meta).toMatchObject({ databaseId: made.databaseId, schemaVersion: 3, timeZone: "America/New_York", appVersion: "4.3.2" });
      expect(db.counts).toMatchObject({ ...made.counts, users: 12, incubators: 5, sterilizers: 5, washers: 3, disinfectors: 2 });
      const v = validateDesktopDb(db, { now: NOW });
      expect(v.problems.messages()).toEqual([]);
      expect(v.valid).toEqual(made.counts);
      expect(v.equipment.incubators.map((i) => i.model)).toEqual(["IC10/20FR", "IC10/20FR", "MiniBio", "BioReader 20", "ProRead 10"]);
      const [first] = desktopReader(db, { now: NOW }).batches("readings_bi", { batchSize: 10 }).next().value!.rows;
      expect(first!.startedAt).toBeInstanceOf(Date);
      expect(first!.resultAt.getTime()).toBeGreaterThanOrEqual(first!.startedAt.getTime());
      expect(typeof first!.disinfection).toBe("boolean");
      expect([1, 2, 3, 4]).toContain(first!.result);
      // The stored wall time is the zone's clock at the instant the reader gives back.
      const wall = db.sqlite.query<{ s: string }, []>("SELECT started_at AS s FROM readings_bi WHERE id = 1").get()!.s;
      expect(formatWall(zone("America/New_York").toWall(first!.startedAt.getTime()))).toBe(wall);
    } finally {
      db.close();
    }
  });
});

describe("bad files are refused with a clear message", () => {
  const cases: [Corruption, string, RegExp][] = [
    ["truncate", "truncated", /^The file is truncated: it has \d+ bytes where its header announces \d+ \(\d+ pages of 4096 bytes\)\.$/],
    ["encrypted", "encrypted", /^The file is encrypted: it has no readable SQLite header\./],
    ["corrupt-pages", "corrupt", /^The file is corrupted: SQLite's integrity check fails \(.+\)\.$/],
    ["not-sqlite", "not-sqlite", /^The file is not a SQLite database/],
    ["wrong-version", "wrong-version", /^The database has schema version 2; this importer reads version 3 only\./],
    ["missing-table", "missing-tables", /^The database lacks the table washers\.$/],
    ["missing-column", "missing-columns", /^The database lacks the columns readings_bi\.lot, readings_pro\.ignore_iqas\.$/],
  ];
  test("every --corrupt kind but garbage-rows is covered here", () => {
    expect([...cases.map((c) => c[0]), "garbage-rows"].sort()).toEqual(Object.keys(CORRUPTIONS).sort());
  });
  for (const [kind, code, message] of cases) {
    test(`${kind} → ${code}`, () => {
      const out = file();
      makeDesktopDb({ readings: 2000, out, corrupt: kind });
      const e = refusal(out);
      expect(e.code).toBe(code as DesktopDbError["code"]);
      expect(e.message).toMatch(message);
    });
  }

  test("--version 4 is refused like an older version", () => {
    const out = file();
    makeDesktopDb({ readings: 10, out, version: 4 });
    expect(refusal(out).message).toStartWith("The database has schema version 4; this importer reads version 3 only.");
  });

  test("an empty file, a missing file, a short header", () => {
    const empty = file();
    writeFileSync(empty, "");
    expect(refusal(empty).code).toBe("empty");
    expect(refusal(join(dir, "absent.db")).code).toBe("unreadable");
    const short = file();
    writeFileSync(short, "SQLite format 3\0abc");
    expect(refusal(short)).toMatchObject({ code: "truncated", message: "The file is truncated: 19 bytes, shorter than a SQLite header." });
  });

  test("an encryption extension's plain header (reserved bytes per page) is named encrypted", () => {
    const out = file();
    makeDesktopDb({ readings: 100, out });
    const bytes = readFileSync(out);
    bytes[20] = 48; // SQLCipher with cipher_plaintext_header_size keeps room for IV and HMAC
    writeFileSync(out, bytes);
    expect(refusal(out)).toMatchObject({ code: "encrypted", message: expect.stringContaining("reserve 48 bytes") });
  });

  test("a SQLite database of another program: not-desktop", () => {
    const out = file();
    const db = new Database(out, { create: true });
    db.run("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)");
    db.close();
    expect(refusal(out)).toMatchObject({ code: "not-desktop", message: "This SQLite database is not a desktop software database: it has no metadata table." });
  });

  test("metadata without a GUID or with an unknown zone: bad-metadata", () => {
    const noGuid = edited(10, "UPDATE metadata SET value = 'HOSPITAL-1' WHERE key = 'database_id'");
    expect(refusal(noGuid)).toMatchObject({ code: "bad-metadata", message: 'The database id "HOSPITAL-1" is not a GUID (metadata key database_id).' });
    const badZone = edited(10, "UPDATE metadata SET value = 'Mars/Olympus' WHERE key = 'time_zone'");
    expect(refusal(badZone).message).toBe('The database\'s time zone "Mars/Olympus" is not a known IANA zone (metadata key time_zone).');
    const noVersion = edited(10, "DELETE FROM metadata WHERE key = 'schema_version'");
    expect(refusal(noVersion).code).toBe("bad-metadata");
  });
});

describe("local times with the zone → UTC", () => {
  const madrid = zone("Europe/Madrid");
  const at = (local: string, z = madrid, notBefore?: string) => new Date(z.toInstant(parseWall(local)!, notBefore ? Date.parse(notBefore) : undefined)).toISOString();

  test("Madrid, spring 2024-03-31: 02:00–02:59 does not exist and moves forward by the gap", () => {
    expect(at("2024-03-31 01:59:59")).toBe("2024-03-31T00:59:59.000Z"); // CET +1
    expect(at("2024-03-31 02:30:00")).toBe("2024-03-31T01:30:00.000Z"); // = 03:30 CEST
    expect(at("2024-03-31 03:00:00")).toBe("2024-03-31T01:00:00.000Z"); // CEST +2
  });

  test("Madrid, autumn 2024-10-27: 02:00–02:59 happens twice; the earlier, or the later when a start comes after it", () => {
    expect(at("2024-10-27 01:59:00")).toBe("2024-10-26T23:59:00.000Z");
    expect(at("2024-10-27 02:30:00")).toBe("2024-10-27T00:30:00.000Z");
    expect(at("2024-10-27 02:30:00", madrid, "2024-10-27T00:50:00Z")).toBe("2024-10-27T01:30:00.000Z");
    expect(at("2024-10-27 03:00:00")).toBe("2024-10-27T02:00:00.000Z");
  });

  test("half-hour and southern-hemisphere changes (Lord Howe), no change (Kathmandu +05:45), New York", () => {
    const lordHowe = zone("Australia/Lord_Howe"); // +11 → +10:30 at 02:00 on 2024-04-07
    expect(at("2024-04-07 01:45:00", lordHowe)).toBe("2024-04-06T14:45:00.000Z");
    expect(at("2024-04-07 01:45:00", lordHowe, "2024-04-06T15:00:00Z")).toBe("2024-04-06T15:15:00.000Z");
    expect(at("2024-07-01 12:00:00", zone("Asia/Kathmandu"))).toBe("2024-07-01T06:15:00.000Z");
    expect(at("2024-03-10 02:30:00", zone("America/New_York"))).toBe("2024-03-10T07:30:00.000Z"); // = 03:30 EDT
  });

  test("every 7 minutes over two years the cached offsets agree with Intl, and wall → instant → wall round-trips", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    let repeated = 0;
    const transitions = [Date.UTC(2023, 9, 29, 1), Date.UTC(2024, 9, 27, 1)];
    let inRepeatedHour = 0;
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 7 * 60_000) {
      const wall = madrid.toWall(t);
      expect(formatWall(wall)).toBe(intl.format(t));
      const back = madrid.toInstant(wall);
      if (transitions.some((x) => t >= x && t < x + 3_600_000)) inRepeatedHour++;
      if (back !== t) {
        // Only the second pass of the repeated hour is read as the first.
        expect(back).toBe(t - 3_600_000);
        repeated++;
      }
    }
    expect(repeated).toBe(inRepeatedHour);
    expect(repeated).toBeGreaterThan(15); // two autumns, 8 or 9 samples each
  });

  test("in a file: a reading across the autumn change keeps its order; a result truly before its start is a problem", () => {
    const out = edited(
      400,
      "UPDATE readings_bi SET started_at = '2024-10-27 02:50:00', result_at = '2024-10-27 02:20:00' WHERE id = 1", // 02:50 CEST → 02:20 CET
      "UPDATE readings_bi SET started_at = '2024-10-27 05:00:00', result_at = '2024-10-27 04:00:00' WHERE id = 2",
    );
    const db = openDesktopDb(out);
    try {
      const reader = desktopReader(db, { now: NOW });
      const rows = [...reader.batches("readings_bi")].flatMap((b) => b.rows);
      const one = rows.find((r) => r.id === 1)!;
      expect([one.startedAt.toISOString(), one.resultAt.toISOString()]).toEqual(["2024-10-27T00:50:00.000Z", "2024-10-27T01:20:00.000Z"]);
      expect(rows.some((r) => r.id === 2)).toBe(false);
      expect(reader.problems.messages()).toEqual(["1 BI reading has a result time before its start time (first: row 2)"]);
    } finally {
      db.close();
    }
  });
});

describe("row validation: counts per problem and the first rows", () => {
  test("412 BI readings with a result code outside 1–4, named by their first three rows", () => {
    const out = edited(3000, "UPDATE readings_bi SET result = 9 WHERE id IN (17, 203, 998) OR (id > 1000 AND id <= 1409)");
    const v = validate(out);
    expect(v.problems.messages()).toEqual(["412 BI readings have a result code outside 1–4 (first: row 17, 203, 998)"]);
    expect(v.problems.list()[0]).toMatchObject({ table: "readings_bi", kind: "result:code", count: 412, examples: [17, 203, 998] });
    expect(v.problems.rejectedRows("readings_bi")).toBe(412);
  });

  test("--corrupt garbage-rows: each damage counted exactly, valid rows still read", () => {
    const out = file();
    const made = makeDesktopDb({ readings: 5000, out, seed: 3, corrupt: "garbage-rows" });
    const v = validate(out);
    const list = v.problems.list();
    expect(list).toHaveLength(GARBAGE.length);
    for (const g of GARBAGE) {
      const total = made.counts[g.table];
      const ids = Array.from({ length: total }, (_, i) => i + 1).filter((id) => id % GARBAGE_MODULUS === g.residue);
      expect(list.find((p) => p.table === g.table && p.kind === g.kind)).toMatchObject({ count: ids.length, examples: ids.slice(0, 3) });
    }
    expect(v.problems.messages()).toContain(`${Math.floor(made.counts.readings_pro / GARBAGE_MODULUS)} PRO readings have a protein amount (µg) outside 0–99,999,999 (first: row 97, 194, 291)`);
    for (const t of ["readings_bi", "readings_pro", "readings_che"] as const) {
      const bad = Array.from({ length: made.counts[t] }, (_, i) => i + 1).filter((id) => id % GARBAGE_MODULUS <= 1).length;
      expect(v.valid[t]).toBe(made.counts[t] - bad);
    }
  });

  test("equipment, references, missing values, lengths, dates in the future, several problems on one row, singular wording", () => {
    const out = edited(
      1500,
      "UPDATE users SET email = 'not-an-address' WHERE id = 3",
      "UPDATE incubators SET serial = (SELECT serial FROM incubators WHERE id = 1) WHERE id = 2",
      "UPDATE readings_bi SET started_at = NULL WHERE id IN (5, 6)",
      "UPDATE readings_bi SET sterilizer_id = 77, lot = printf('%.60c', 'X') WHERE id = 8",
      "UPDATE readings_pro SET result_at = '2031-01-01 10:00:00' WHERE id = 4",
      "UPDATE readings_pro SET alert_level = 7 WHERE id = 9",
      "UPDATE readings_che SET sterilizer_id = NULL, washer_id = NULL WHERE id = 2",
      "UPDATE readings_che SET tested_at = '2024-02-30 10:00:00' WHERE id = 3",
      "UPDATE readings_che SET visual_result = 5 WHERE id = 4",
      "UPDATE readings_bi SET avg_temperature = -80 WHERE id = 10",
    );
    const v = validate(out);
    expect(v.problems.messages().sort()).toEqual(
      [
        "1 user has an e-mail that is not an address (first: row 3)",
        "1 incubator has the serial number of an earlier one (first: row 2)",
        "2 BI readings have no start time (first: row 5, 6)",
        "1 BI reading refers to an unknown sterilizer (first: row 8)",
        "1 BI reading has a lot longer than 50 characters (first: row 8)",
        "1 PRO reading has a result time in the future (first: row 4)",
        "1 PRO reading has an alert level not below its action level (first: row 9)",
        "1 CHE reading has neither a sterilizer nor a washer (first: row 2)",
        '1 CHE reading has a test time that is not a date and time "YYYY-MM-DD HH:MM:SS" (first: row 3)',
        "1 CHE reading has a visual result code other than 1 or 2 (first: row 4)",
        "1 BI reading has an average temperature outside -50 to 300 (first: row 10)",
      ].sort(),
    );
    expect(v.problems.rejectedRows("readings_bi")).toBe(4); // row 8 once, with two problems
    expect(v.equipment.users.map((u) => u.id)).not.toContain(3);
    // The incubator with a bad serial is reported once, not again by each of its readings.
    expect(v.problems.list().filter((p) => p.kind === "incubator_id:ref")).toEqual([]);
  });

  test("batches resume after the last id: two halves read the same rows as one pass", () => {
    const out = file();
    makeDesktopDb({ readings: 3000, out, seed: 9 });
    const db: DesktopDb = openDesktopDb(out);
    try {
      const all = [...desktopReader(db, { now: NOW }).batches("readings_pro", { batchSize: 100 })].flatMap((b) => b.rows.map((r) => r.id));
      const first = desktopReader(db, { now: NOW }).batches("readings_pro", { batchSize: 100 });
      const head = [first.next().value, first.next().value] as RowBatch<ProRow>[];
      const rest = [...desktopReader(db, { now: NOW }).batches("readings_pro", { batchSize: 100, afterId: head[1]!.lastId })];
      expect([...head, ...rest].flatMap((b) => b.rows.map((r) => r.id))).toEqual(all);
      expect(all).toHaveLength(db.counts.readings_pro);
    } finally {
      db.close();
    }
  });
});

test("100,000 readings: generate, open (with the integrity check) and read every row; timings printed", () => {
  const out = file();
  const made = makeDesktopDb({ readings: 100_000, out, seed: 11 });
  const t0 = performance.now();
  const db = openDesktopDb(out);
  const t1 = performance.now();
  const v = validateDesktopDb(db, { now: NOW });
  const t2 = performance.now();
  db.close();
  expect(v.problems.isEmpty).toBe(true);
  expect(v.valid).toEqual(made.counts);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`desktop db, 100,000 readings (${(made.bytes / 1_048_576).toFixed(1)} MB): generate ${s(made.ms)}, open ${s(t1 - t0)}, read and validate ${s(t2 - t1)}`);
}, 300_000);
