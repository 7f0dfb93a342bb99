// The desktop database import (spec 002 §2.8, §4, §7.6; docs/desktop-import.md): a generated file
// imported through the REST doors with its counts and markers, every bad file kind refused with
// nothing written, once only (by database id and by identical file), tenancy, the GraphQL
// history, mutation and progress subscription.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { api, BASE_URL, gql, gqlData, randomClientAddress, subscribe } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";
import { corruptDesktopDb, makeDesktopDb, type Corruption } from "../../scripts/make-desktop-db";

let t: Record<"adminA" | "adminB" | "operatorA", string>;
const dir = mkdtempSync(join(tmpdir(), "desktop-import-"));
/** Seeds unique to this run, so a PostgreSQL database reused by hand never holds their ids. */
const SEED0 = 1000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  t = await tokensOf("adminA", "adminB", "operatorA");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, readings: number, seed: number, corrupt?: Corruption) {
  const out = join(dir, name);
  const made = makeDesktopDb({ readings, out, seed, corrupt: corrupt && !["truncate", "encrypted", "corrupt-pages", "not-sqlite"].includes(corrupt) ? corrupt : undefined });
  if (corrupt && ["truncate", "encrypted", "corrupt-pages", "not-sqlite"].includes(corrupt)) corruptDesktopDb(out, corrupt as "truncate", seed);
  return { path: out, ...made };
}

async function upload(path: string, sectorId: number | null, token = t.adminA, name = path.split("/").pop()!) {
  const form = new FormData();
  if (sectorId !== null) form.append("sectorId", String(sectorId));
  form.append("file", new Blob([readFileSync(path)]), name);
  const res = await fetch(`${BASE_URL}/api/desktopmigrator`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": randomClientAddress() } });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
}

const processIt = (id: unknown, token = t.adminA) => api("POST", "/api/desktopmigrator/processMigration", { token, body: id as never });
const history = async (token = t.adminA, companyId: number = SEED.company.A) => (await api("GET", `/api/DesktopMigrator/${companyId}`, { token })).json as any[];
const written = async (id: number) => (await api("GET", `/api/test/desktop-migration/${id}`)).json;

async function finished(id: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await history()).find((m) => m.id === id);
    if (row && row.statusEnum !== 1) return row;
    if (Date.now() > deadline) throw new Error(`migration ${id} still in progress after ${timeoutMs} ms`);
    await Bun.sleep(150);
  }
}

describe("a good file", () => {
  let good: ReturnType<typeof file>;
  let migration: any;

  test("uploads (status 0), processes and lands as historical readings with their markers and audit", async () => {
    good = file("hospital.db", 600, SEED0);
    const up = await upload(good.path, SEED.sector.aTheatre);
    expect(up.status).toBe(200);
    migration = up.json.migration;
    expect(migration).toMatchObject({ dbId: good.databaseId, statusEnum: 0, status: "Uploaded", sectorId: SEED.sector.aTheatre, totalImportedResults: 0 });
    expect(up.json.message).toBeString();

    const events = subscribe(`subscription { desktopMigrationProgress { id phase done total statusEnum totalImportedResults } }`, t.adminA);
    await events.connected;
    await Bun.sleep(200);
    const started = await processIt(migration.id);
    expect(started.status).toBe(200);
    expect(started.json.migration).toMatchObject({ id: migration.id, statusEnum: 1 });
    const done = await finished(migration.id);
    const total = good.counts.readings_bi + good.counts.readings_pro + good.counts.readings_che;
    expect(done).toMatchObject({ statusEnum: 2, status: "Completed", totalImportedResults: total, sectorName: expect.any(String) });

    const w = await written(migration.id);
    expect(w.readings).toBe(total);
    expect(w.bi).toBe(good.counts.readings_bi);
    expect(w.pro).toBe(good.counts.readings_pro);
    expect(w.cheSterilizer + w.cheWasher).toBe(good.counts.readings_che);
    expect(w.audit).toBe(total);
    expect(w.notHistorical).toBe(0);
    expect(w.duplicateNumbers).toBe(0);
    // The seeded company has none of the generator's machines: all created with the marker.
    expect(w.sterilizers).toBe(5);
    expect(w.washers).toBe(3);
    expect(w.disinfectors).toBe(2);
    // Each kind's readings took exactly the numbers reserved for them, which the history names.
    const g = gqlData(await gql(`{ desktopMigrations { id readNumbers { kind first last } } }`, {}, t.adminA));
    const reserved = g.desktopMigrations.find((m: any) => m.id === migration.id).readNumbers as { kind: string; first: number; last: number }[];
    expect(reserved.map((r) => r.kind).sort()).toEqual(["BI", "CHE_STERILIZER", "CHE_WASHER", "PRO"]);
    for (const r of reserved) expect(w.numbers[r.kind]).toEqual([r.first, r.last]);

    const seen: any[] = [];
    for (let i = 0; i < 200 && !seen.some((e) => e.data?.desktopMigrationProgress?.statusEnum === 2); i++) {
      const e = await events.next(2000).catch(() => null);
      if (!e) break;
      seen.push(e);
    }
    await events.dispose();
    const phases = new Set(seen.map((e) => e.data?.desktopMigrationProgress?.phase));
    expect(phases.has("readings")).toBe(true);
    expect(seen.at(-1)?.data?.desktopMigrationProgress).toMatchObject({ id: migration.id, statusEnum: 2, totalImportedResults: total });
  });

  test("the history lists it newest first, also through /api/appmigrationdatabase and GraphQL", async () => {
    const rows = await history();
    expect(rows[0].id).toBe(migration.id);
    const screen = await api("GET", "/api/appmigrationdatabase", { token: t.adminA });
    expect(screen.json[0].id).toBe(migration.id);
    const g = gqlData(await gql(`{ desktopMigrations { id dbId statusEnum sectorName totalImportedResults } }`, {}, t.adminA));
    expect(g.desktopMigrations[0]).toMatchObject({ id: migration.id, dbId: good.databaseId, statusEnum: 2 });
  });

  test("the same database id cannot be imported twice, nor the identical file uploaded again", async () => {
    const again = await upload(good.path, SEED.sector.aCentral);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.text).toMatch(/already been uploaded/);
    // Another file (other bytes) of the same desktop database: refused by its id.
    const other = file("hospital-later.db", 650, SEED0);
    const second = await upload(other.path, SEED.sector.aCentral);
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(second.text).toMatch(/already been imported.*only be imported once/);
    const again2 = await processIt(migration.id);
    expect(again2.text).toMatch(/only be imported once/);
    expect((await written(migration.id)).readings).toBe(good.counts.readings_bi + good.counts.readings_pro + good.counts.readings_che);
  });

  test("another company can neither see nor process it", async () => {
    expect((await history(t.adminB, 2)).some((m) => m.id === migration.id)).toBe(false);
    const res = await processIt(migration.id, t.adminB);
    expect(res.status).toBe(404);
    const other = await api("GET", `/api/DesktopMigrator/${1}`, { token: t.adminB });
    expect(other.status).toBe(404);
  });
});

describe("bad files: a clear message, nothing written", () => {
  const kinds: [Corruption, RegExp][] = [
    ["not-sqlite", /not a SQLite database/],
    ["truncate", /truncated/],
    ["encrypted", /encrypted/],
    ["corrupt-pages", /corrupted/],
    ["wrong-version", /schema version 2/],
    ["missing-table", /lacks the table washers/],
    ["missing-column", /lacks the columns/],
  ];
  for (const [kind, message] of kinds)
    test(`${kind}: refused at upload, no migration row`, async () => {
      const before = (await history()).length;
      const f = file(`bad-${kind}.db`, 300, SEED0 + 100 + kinds.findIndex(([k]) => k === kind), kind);
      const res = await upload(f.path, SEED.sector.aCentral);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.text).toMatch(message);
      expect((await history()).length).toBe(before);
    });

  test("impossible values in rows: the migration fails with the report (counts, first rows), nothing written", async () => {
    const f = file("garbage.db", 1200, SEED0 + 200, "garbage-rows");
    const up = await upload(f.path, SEED.sector.aCentral);
    expect(up.status).toBe(200);
    await processIt(up.json.migration.id);
    const row = await finished(up.json.migration.id);
    expect(row.statusEnum).toBe(3);
    expect(row.errors.length).toBe(6);
    expect(row.errors.join("\n")).toMatch(/BI readings? ha(s|ve) .*first: row/);
    const w = await written(up.json.migration.id);
    expect(w).toMatchObject({ readings: 0, audit: 0, sterilizers: 0, washers: 0, incubators: 0 });
    // Its reserved numbers stay unused, and the history says which: the company's next reading comes after them.
    const g = gqlData(await gql(`{ desktopMigrations { id readNumbers { kind first last } } }`, {}, t.adminA));
    const bi = (g.desktopMigrations.find((m: any) => m.id === up.json.migration.id).readNumbers as any[]).find((r) => r.kind === "BI");
    expect(bi.last - bi.first + 1).toBe(f.counts.readings_bi);
    const next = await api("POST", "/api/test/readings", { body: { companyId: SEED.company.A, kind: "BI", result: 2 } });
    expect(next.status).toBe(200);
    expect(next.json.readNumber).toBeGreaterThan(bi.last);
    // A failed migration gives way: the fixed file of the same database can be uploaded again.
    const fixed = file("garbage-fixed.db", 1200, SEED0 + 200);
    const again = await upload(fixed.path, SEED.sector.aCentral);
    expect(again.status).toBe(200);
    expect(again.json.migration.id).toBe(up.json.migration.id);
  });

  test("not a .db name, no sector, another company's sector, no file: refused", async () => {
    const f = file("fine.db", 50, SEED0 + 300);
    const named = await upload(f.path, SEED.sector.aCentral, t.adminA, "fine.sqlite");
    expect(named.text).toMatch(/Only \.db files/);
    expect((await upload(f.path, null)).text).toMatch(/This field is required/);
    expect((await upload(f.path, SEED.sector.bCentral)).text).toMatch(/sector does not exist/);
    const res = await fetch(`${BASE_URL}/api/desktopmigrator`, { method: "POST", body: JSON.stringify({ sectorId: 1 }), headers: { authorization: `Bearer ${t.adminA}`, "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect((await written(0)).readings).toBe(0);
  });

  test("an operator may not import; processMigration needs an id", async () => {
    const f = file("op.db", 20, SEED0 + 400);
    expect((await upload(f.path, SEED.sector.aCentral, t.operatorA)).status).toBe(403);
    expect((await processIt("x")).status).toBe(400);
    expect((await processIt(999999)).status).toBe(404);
  });
});

describe("a large body", () => {
  test("the upload route streams past the JSON limit (2 MB) while others still refuse it", async () => {
    const f = file("big.db", 16_000, SEED0 + 500);
    expect(readFileSync(f.path).length).toBeGreaterThan(2 * 1024 * 1024);
    const up = await upload(f.path, SEED.sector.aCentral);
    expect(up.status).toBe(200);
    expect(up.json.migration.statusEnum).toBe(0);
    const json = await fetch(`${BASE_URL}/api/sector`, { method: "POST", body: "x".repeat(3 * 1024 * 1024), headers: { authorization: `Bearer ${t.adminA}`, "content-type": "application/json" } });
    expect(json.status).toBe(413);
    // Not processed: 16,000 imported readings would crowd Hospital A's lists for the suites
    // that share this database. The GraphQL mutation processes a small database instead.
    const small = file("graphql.db", 30, SEED0 + 600);
    const smallUp = await upload(small.path, SEED.sector.aCentral);
    expect(smallUp.status).toBe(200);
    const r = gqlData(await gql(`mutation($id: Int!) { processDesktopMigration(id: $id) { id statusEnum } }`, { id: smallUp.json.migration.id }, t.adminA));
    expect(r.processDesktopMigration.statusEnum).toBe(1);
    const done = await finished(smallUp.json.migration.id, 120_000);
    expect(done.statusEnum).toBe(2);
    expect(done.totalImportedResults).toBe(small.counts.readings_bi + small.counts.readings_pro + small.counts.readings_che);
  }, 180_000);
});


describe("the upload's size limit (the test server runs with DESKTOP_DB_MAX_MB=24)", () => {
  const LIMIT = 24 * 1024 * 1024;
  const uploads = async () => (await api("GET", "/api/test/desktop-uploads")).json.files as number;

  /** Sends only the request head of a POST with this declared length, and answers the status line and body. */
  async function declaredOnly(length: number): Promise<string> {
    const { hostname, port } = new URL(BASE_URL);
    let answer = "";
    const done = Promise.withResolvers<void>();
    const socket = await Bun.connect({
      hostname,
      port: Number(port),
      socket: {
        data: (_s, d) => {
          answer += d.toString();
          if (answer.includes("\r\n\r\n") && /"message"/.test(answer)) done.resolve();
        },
        close: () => done.resolve(),
        error: () => done.resolve(),
      },
    });
    socket.write(
      `POST /api/desktopmigrator HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${t.adminA}\r\nX-Forwarded-For: ${randomClientAddress()}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="huge.db"\r\n\r\n`,
    );
    await Promise.race([done.promise, Bun.sleep(10_000)]);
    socket.end();
    return answer;
  }

  test("a declared length over the limit is refused (413) before the body is read; nothing is recorded", async () => {
    const before = { rows: (await history()).length, files: await uploads() };
    const answer = await declaredOnly(LIMIT + 1);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain("larger than");
    expect({ rows: (await history()).length, files: await uploads() }).toEqual(before);
  });

  test("a stream without a declared length is cut at the limit (413), its partial file deleted; nothing is recorded", async () => {
    const before = { rows: (await history()).length, files: await uploads() };
    const head = new TextEncoder().encode(`--b\r\nContent-Disposition: form-data; name="sectorId"\r\n\r\n${SEED.sector.aCentral}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="huge.db"\r\n\r\n`);
    const chunk = new Uint8Array(256 * 1024).fill(7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent === 0) c.enqueue(head);
        if (sent > LIMIT + 2 * chunk.length) return c.close(); // past our limit, below Bun's cut (1 MB above it)
        sent += chunk.length;
        c.enqueue(chunk);
      },
    });
    const res = await fetch(`${BASE_URL}/api/desktopmigrator`, { method: "POST", body, headers: { authorization: `Bearer ${t.adminA}`, "content-type": "multipart/form-data; boundary=b", "x-forwarded-for": randomClientAddress() }, duplex: "half" } as RequestInit).catch((e: Error) => e);
    if (res instanceof Error) throw new Error(`the server cut the connection instead of answering: ${res.message}`);
    expect(res.status).toBe(413);
    const text = await res.text();
    expect((JSON.parse(text) as { message: string }).message).toBe("The file is larger than 24 MB, the most this server accepts.");
    expect({ rows: (await history()).length, files: await uploads() }).toEqual(before);
  });
});
