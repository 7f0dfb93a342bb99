// Remembered principals (server/auth/principals.ts): a token's session, user and company are
// read once and then forgotten as soon as one of those rows changes, whoever changes it. Here
// the changes are plain SQL on the database, as another instance or a script would make them
// (the database's NOTIFY tells the listener); PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { DEMO_IDS, seed } from "../../server/seed/index";
import { Principals } from "../../server/auth/principals";
import { initTokenSecret, signToken, tokenHash } from "../../server/auth/tokens";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";

const kinds: [string, () => Promise<ScratchDatabase>][] = [["PGlite", async () => createPGliteDir("sqc-principals-")]];
if (process.env.TEST_DATABASE_URL) kinds.push(["PostgreSQL", () => createPostgresDatabase(process.env.TEST_DATABASE_URL!, "sqc_principals")]);

for (const [name, make] of kinds) {
  describe(`remembered principals (${name})`, () => {
    let scratch: ScratchDatabase;
    let db: Database;
    let principals: Principals;
    let reads = 0;

    beforeAll(async () => {
      initTokenSecret({ tokenSecret: "unit-principals", dataDir: "/tmp" });
      scratch = await make();
      db = await openDatabase({ databaseUrl: scratch.url ?? null, dataDir: scratch.dataDir ?? "/tmp/unused" });
      await migrate(db);
      await seed(db, { demo: true });
      const prepared = db.prepared.bind(db);
      db.prepared = ((n: string, sql: string, p: unknown[]) => (n === "principal_by_session" && reads++, prepared(n, sql, p))) as typeof db.prepared;
      principals = new Principals(db);
      await principals.start();
    }, 180_000);

    afterAll(async () => {
      await principals?.close();
      await db?.close();
      await scratch?.drop();
    });

    /** A signed-in session of Hospital A's administrator, as sign-in writes it. */
    async function session() {
      const { token, expiresAt } = await signToken({ Id: DEMO_IDS.users.adminA, Email: "admin@hospital-a.test", Company: null, Distributor: null, Sector: null, SectorId: null, PermittedLanguage: null, MustChangePassword: false, IdDistributorCompany: null, UserTypeDescription: null }, 3600);
      await db.query(`INSERT INTO "session" ("id", "userId", "expiresAt") VALUES ($1, $2, $3)`, [tokenHash(token), DEMO_IDS.users.adminA, expiresAt]);
      return token;
    }

    /** Until the notification of a change has reached the listener (it forgets what it knew). */
    async function forgotten() {
      for (let i = 0; i < 100 && principals.size > 0; i++) await Bun.sleep(10);
      expect(principals.size).toBe(0);
    }

    test("a token's principal is read once, then remembered", async () => {
      const token = await session();
      const before = reads;
      const a = await principals.of(token);
      const b = await principals.of(token);
      expect(b).toEqual(a);
      expect(a.userType).toBe(0);
      expect(reads - before).toBe(1);
    });

    test("a change of the user (role, sector) made elsewhere is seen on the next request", async () => {
      const token = await session();
      await principals.of(token);
      await db.exec(`UPDATE "app_user" SET "userTypeId" = 1 WHERE "id" = ${DEMO_IDS.users.adminA}`);
      await forgotten();
      expect((await principals.of(token)).userType).toBe(1);
      await db.exec(`UPDATE "app_user" SET "userTypeId" = 0 WHERE "id" = ${DEMO_IDS.users.adminA}`);
      await forgotten();
    });

    test("a session revoked elsewhere, or a company deactivated, refuses the token at once", async () => {
      const token = await session();
      await principals.of(token);
      await db.query(`UPDATE "session" SET "revokedAt" = now() WHERE "id" = $1`, [tokenHash(token)]);
      await forgotten();
      await expect(principals.of(token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });

      const other = await session();
      await principals.of(other);
      await db.exec(`UPDATE "company" SET "active" = false WHERE "id" = ${DEMO_IDS.companies.hospitalA}`);
      await forgotten();
      await expect(principals.of(other)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      await db.exec(`UPDATE "company" SET "active" = true WHERE "id" = ${DEMO_IDS.companies.hospitalA}`);
    });

    test("this instance's own revocations are forgotten without waiting for the notification", async () => {
      const token = await session();
      await principals.of(token);
      principals.forgetUser(DEMO_IDS.users.adminA);
      expect(principals.size).toBe(0);
    });
  });
}
