// The seed on a fresh database: idempotent, fast, and with the demo data the README and the
// other test suites rely on. Runs on a scratch PGlite folder, and also on a scratch
// PostgreSQL database when TEST_DATABASE_URL is set (as scripts/test.ts does for CI).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { DEMO_IDS, DEMO_PASSWORD, demoAccounts, seed } from "../../server/seed/index";
import { uiTexts } from "../../server/seed/data/ui-texts";
import { mailTemplates } from "../../server/seed/texts";
import { SHIPPED_LANGUAGES, SHIPPED_LANGUAGE_ID } from "../../server/seed/context";
import { syncMailTemplates, syncUiTexts } from "../../server/seed/sync";
import { syncShippedItems } from "../../server/seed/sync-items";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`);
    counts[table_name] = row!.n;
  }
  return counts;
}

/** Independent GS1 mod-10 check (weights 3,1,3... from the right of the body). */
function validGtin(code: string): boolean {
  if (!/^\d{14}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

function seedSuite(name: string, createScratch: () => Promise<ScratchDatabase>) {
  describe(`seed on ${name}`, () => {
    let scratch: ScratchDatabase;
    let db: Database;
    let firstRun: { seeded: boolean };
    let secondRun: { seeded: boolean };
    let firstMs = 0;
    let countsAfterFirst: Record<string, number>;
    let countsAfterSecond: Record<string, number>;

    beforeAll(async () => {
      scratch = await createScratch();
      db = await openDatabase({ databaseUrl: scratch.url ?? null, dataDir: scratch.dataDir ?? "" });
      await migrate(db);
      const started = performance.now();
      firstRun = await seed(db, { demo: true });
      firstMs = performance.now() - started;
      countsAfterFirst = await tableCounts(db);
      secondRun = await seed(db, { demo: true });
      countsAfterSecond = await tableCounts(db);
    }, 120_000);

    afterAll(async () => {
      await db?.close();
      await scratch?.drop();
    });

    test("seeds once, quickly, and a second run changes nothing", () => {
      expect(firstRun.seeded).toBe(true);
      expect(firstMs).toBeLessThan(10_000);
      expect(secondRun.seeded).toBe(false);
      expect(countsAfterSecond).toEqual(countsAfterFirst);
    });

    test("serial sequences continue after the explicit ids", async () => {
      const region = await db.prisma.region.create({ data: { name: "Seed test region" } });
      const max = await db.prisma.region.aggregate({ _max: { id: true } });
      expect(region.id).toBe(max._max.id!);
      await db.prisma.region.delete({ where: { id: region.id } });
    });

    test("all eight demo accounts exist with the right kind, type and company, and the demo password", async () => {
      const expected: Record<string, { kind: string; type: number | null; company: string | null; distributor: number | null }> = {
        "sysadmin@demo.test": { kind: "SYSTEM", type: null, company: null, distributor: null },
        "dist@demo.test": { kind: "DISTRIBUTOR", type: 3, company: null, distributor: 1 },
        "admin@hospital-a.test": { kind: "COMPANY", type: 0, company: "Hospital A", distributor: 1 },
        "supervisor@hospital-a.test": { kind: "COMPANY", type: 1, company: "Hospital A", distributor: 1 },
        "operator@hospital-a.test": { kind: "COMPANY", type: 2, company: "Hospital A", distributor: 1 },
        "agent@hospital-a.test": { kind: "COMPANY", type: 4, company: "Hospital A", distributor: 1 },
        "admin@hospital-b.test": { kind: "COMPANY", type: 0, company: "Hospital B", distributor: 1 },
        "admin@clinic-c.test": { kind: "COMPANY", type: 0, company: "Clinic C", distributor: 2 },
      };
      expect(demoAccounts.map((a) => a.email).sort()).toEqual(Object.keys(expected).sort());
      expect(DEMO_PASSWORD).toBe("Demo-2026");
      for (const account of demoAccounts) {
        const user = await db.prisma.appUser.findUniqueOrThrow({ where: { email: account.email }, include: { company: true } });
        const want = expected[account.email]!;
        expect(user.email).toBe(user.email.toLowerCase());
        expect(user.kind).toBe(want.kind as never);
        expect(user.userTypeId).toBe(want.type);
        expect(user.company?.name ?? null).toBe(want.company);
        expect(user.company?.distributorId ?? user.distributorId).toBe(want.distributor);
        if (want.kind === "COMPANY") expect(user.sectorId).not.toBeNull();
        expect(await Bun.password.verify(DEMO_PASSWORD, user.passwordHash)).toBe(true);
        expect(account.home).toBe(want.kind === "SYSTEM" ? "/sysmain" : want.kind === "DISTRIBUTOR" ? "/distmain" : "/appmain");
      }
      const admin = await db.prisma.appUser.findUniqueOrThrow({ where: { email: "admin@hospital-a.test" } });
      expect(admin.permittedLanguage).toBe("es");
      expect(admin.id).toBe(DEMO_IDS.users.adminA);
    });

    test("distributors are resolved by localhost and 127.0.0.1", async () => {
      const distributors = await db.prisma.distributor.findMany({ orderBy: { id: "asc" } });
      expect(distributors.map((d) => [d.id, d.name, d.domain, d.themeFileName])).toEqual([
        [1, "Bionova Iberia", "localhost", "bionova"],
        [2, "Steriline Nordic", "127.0.0.1", "steriline"],
      ]);
      for (const d of distributors) expect(d.encryptedId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    });

    test("BI and PRO readings exist in every state; chemical ones are provisional or finished", async () => {
      for (const [table, states] of [
        ["reading_bi", ["HISTORICAL", "LIVE", "PROVISIONAL", "SAVED"]],
        ["reading_pro", ["HISTORICAL", "LIVE", "PROVISIONAL", "SAVED"]],
        ["reading_che_sterilizer", ["HISTORICAL", "PROVISIONAL", "SAVED"]],
        ["reading_che_washer", ["HISTORICAL", "PROVISIONAL", "SAVED"]],
      ] as const) {
        const rows = await db.query<{ state: string }>(`SELECT DISTINCT state::text AS state FROM ${table} WHERE "companyId" = 1 ORDER BY 1`);
        expect(rows.map((r) => r.state)).toEqual([...states]);
      }
      const live = await db.prisma.readingBI.findMany({ where: { state: "LIVE", companyId: 1 } });
      expect(live.length).toBeGreaterThanOrEqual(8);
      for (const r of live) {
        expect(r.result).toBeNull();
        expect(Date.now() - r.startedAt.getTime()).toBeLessThan(3_600_000 + 60_000);
      }
      expect(await db.prisma.readingBI.count({ where: { companyId: 1, result: 2, conditionSCIB: 1 } })).toBeGreaterThanOrEqual(2);
      expect(await db.prisma.readingBI.count({ where: { companyId: 1, disinfection: true } })).toBeGreaterThan(0);
      expect(await db.prisma.readingBI.count({ where: { companyId: 1, viewed: false, state: "PROVISIONAL" } })).toBeGreaterThan(0);
      expect(await db.prisma.readingBI.count({ where: { companyId: 1, edited: true } })).toBeGreaterThan(0);
      const pro = await db.prisma.readingPRO.findMany({ where: { companyId: 1, density: { not: null } }, select: { density: true } });
      const densities = pro.map((p) => Number(p.density));
      expect(densities.filter((d) => d < 3).length).toBeGreaterThan(densities.length / 2);
      expect(densities.some((d) => d >= 3 && d < 6.4)).toBe(true);
      expect(densities.some((d) => d >= 6.4)).toBe(true);
    });

    test("read numbers are unique per company and grow with time", async () => {
      for (const [table, time] of [["reading_bi", "startedAt"], ["reading_pro", "startedAt"], ["reading_che_sterilizer", "testedAt"], ["reading_che_washer", "testedAt"]]) {
        const [bad] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT "readNumber", lag("${time}") OVER (PARTITION BY "companyId" ORDER BY "readNumber") AS prev, "${time}" AS t FROM ${table}) x WHERE prev > t`,
        );
        expect(bad!.n).toBe(0);
      }
    });

    test("every GTIN has a valid GS1 check digit and DOMAIN.md's example maps to a BI product", async () => {
      const gtins = await db.prisma.gtin.findMany({ include: { product: { include: { productModel: true } } } });
      expect(gtins.length).toBeGreaterThan(10);
      for (const g of gtins) expect(validGtin(g.code)).toBe(true);
      const example = gtins.find((g) => g.code === "09521234543213" && g.distributorId === 1);
      expect(example?.product.productModel.type).toBe(0);
    });

    test("Hospital B has not accepted its terms; Hospital A and Clinic C have", async () => {
      const accepted = await db.prisma.eulaAcceptance.findMany({ select: { companyId: true } });
      expect(accepted.map((a) => a.companyId).sort()).toEqual([DEMO_IDS.companies.hospitalA, DEMO_IDS.companies.clinicC]);
    });

    test("licences: Hospital A holds active Cloud, Plus (2) and Normal (3); Hospital B Cloud only", async () => {
      const active = await db.prisma.licenseDetail.findMany({ where: { status: 2, license: { companyId: 1 } }, select: { licenseProductId: true } });
      expect(active.map((d) => d.licenseProductId).sort()).toEqual([1, 2, 3]);
      const hospitalB = await db.prisma.licenseDetail.findMany({ where: { license: { companyId: 2 } }, select: { licenseProductId: true, status: true } });
      expect(hospitalB).toEqual([{ licenseProductId: 1, status: 2 }]);
    });

    test("reference data carries the spec's fixed numbers", async () => {
      expect(await db.prisma.incubatorModel.findUnique({ where: { id: 4 } })).not.toBeNull();
      const biObjects = await db.prisma.uiObject.findMany({ where: { screenId: 400 }, select: { id: true } });
      expect(biObjects.map((o) => o.id)).toEqual(expect.arrayContaining([1225, 1235, 1250, 1260, 1261, 1275, 1285, 1295, 1297, 1305, 1320, 1330, 1345, 1481, 1482, 1484, 1485, 1486]));
      const proObjects = await db.prisma.uiObject.findMany({ where: { screenId: 500 }, select: { id: true } });
      expect(proObjects.map((o) => o.id).sort()).toEqual([1531, 1545, 1555, 1565, 1575, 1585, 1595, 1610, 1636]);
      expect(await db.prisma.uiObject.count({ where: { screenId: { in: [600, 700] }, securityMode: { gt: 0 } } })).toBeGreaterThan(10);
      const screens = await db.prisma.screen.findMany({ select: { id: true, moduleId: true } });
      const moduleOf = new Map(screens.map((s) => [s.id, s.moduleId]));
      expect([110, 120, 130, 310, 320, 321, 322, 800, 805, 830, 840, 1100].map((id) => moduleOf.get(id))).toEqual([5, 5, 5, 100, 100, 100, 100, 110, 120, 40, 40, 150]);
      expect((await db.prisma.userType.findMany({ orderBy: { id: "asc" } })).map((t) => t.description)).toEqual(["Administrator", "Supervisor", "Operator", "Distributor", "Connection"]);
    });

    test("company menu grants follow the user types", async () => {
      const items = await db.prisma.menuItem.findMany({ where: { group: { menu: "APP" } }, include: { grants: true } });
      const urlsFor = (type: number) => items.filter((i) => i.grants.some((g) => g.userTypeId === type)).map((i) => i.url).sort();
      const all = items.map((i) => i.url).sort();
      expect(urlsFor(0)).toEqual(all);
      expect(urlsFor(1)).toEqual(all);
      expect(urlsFor(4)).toEqual(["/appmain", "/changepassword"]);
      const operator = urlsFor(2);
      expect(operator).toEqual(expect.arrayContaining(["/appmain", "/appbilive", "/AppPIProvisional", "/AppHistorical", "/appsterilizer", "/changepassword"]));
      expect(operator).not.toContain("/appconnectedincubators");
      expect(operator).not.toContain("/appuser");
      const translated = await db.prisma.translation.count({ where: { kind: "MENU_ITEM" } });
      expect(translated).toBe((await db.prisma.menuItem.count()) * SHIPPED_LANGUAGES.length);
    });

    test("every interface text is a general object with a translation in each of the five shipped languages", async () => {
      const keys = Object.keys(uiTexts);
      const objects = await db.prisma.generalObject.findMany();
      expect(objects.map((o) => o.name).sort()).toEqual([...keys].sort());
      expect(await db.prisma.translation.count({ where: { kind: "GENERAL_OBJECT" } })).toBe(keys.length * SHIPPED_LANGUAGES.length);
      for (const code of SHIPPED_LANGUAGES) {
        expect(await db.prisma.translation.count({ where: { kind: "GENERAL_OBJECT", languageId: SHIPPED_LANGUAGE_ID[code] } })).toBe(keys.length);
      }
    });

    test("menus, modules, screens, messages, special objects and the privacy policy exist in the five languages", async () => {
      const items = {
        MENU_GROUP: await db.prisma.menuGroup.count(),
        MENU_ITEM: await db.prisma.menuItem.count(),
        MODULE: await db.prisma.module.count(),
        SCREEN: await db.prisma.screen.count(),
        OBJECT: await db.prisma.uiObject.count(),
        MESSAGE: await db.prisma.message.count(),
        SPECIAL_OBJECT: await db.prisma.specialObject.count(),
      } as const;
      for (const [kind, count] of Object.entries(items)) {
        for (const code of SHIPPED_LANGUAGES) {
          expect({ kind, code, n: await db.prisma.translation.count({ where: { kind: kind as keyof typeof items, languageId: SHIPPED_LANGUAGE_ID[code] } }) }).toEqual({ kind, code, n: count });
        }
      }
      const policies = await db.prisma.privacyPolicy.findMany({ select: { languageId: true } });
      expect(policies.map((p) => p.languageId).sort()).toEqual(SHIPPED_LANGUAGES.map((c) => SHIPPED_LANGUAGE_ID[c]).sort());
    });

    test("the start-up sync adds languages an older database lacks and never overwrites an edited text", async () => {
      const older = { languageId: { in: [SHIPPED_LANGUAGE_ID.it, SHIPPED_LANGUAGE_ID.pt, SHIPPED_LANGUAGE_ID.ja] } };
      const before = await db.prisma.translation.count();
      const mailsBefore = await db.prisma.mailTemplate.count();
      const login = await db.prisma.generalObject.findUniqueOrThrow({ where: { name: "login.title" } });
      const edited = { kind: "GENERAL_OBJECT" as const, itemId: login.id, languageId: SHIPPED_LANGUAGE_ID.it };
      try {
        // A database seeded when only English and Spanish shipped, where an administrator then
        // wrote one Italian text by hand.
        await db.prisma.translation.deleteMany({ where: older });
        await db.prisma.mailTemplate.deleteMany({ where: older });
        await db.prisma.translation.create({ data: { ...edited, text: "Entra (testo dell'amministratore)" } });
        expect(await syncUiTexts(db.prisma)).toBeGreaterThan(0);
        expect(await syncMailTemplates(db.prisma)).toBe(Object.keys(mailTemplates).length * 3);
        expect(await db.prisma.translation.count()).toBe(before);
        expect(await db.prisma.mailTemplate.count()).toBe(mailsBefore);
        const kept = await db.prisma.translation.findUniqueOrThrow({ where: { kind_itemId_languageId: edited } });
        expect(kept.text).toBe("Entra (testo dell'amministratore)");
        // Nothing left to add: a second start changes nothing.
        expect(await syncUiTexts(db.prisma)).toBe(0);
        expect(await syncMailTemplates(db.prisma)).toBe(0);
      } finally {
        await db.prisma.translation.update({ where: { kind_itemId_languageId: edited }, data: { text: uiTexts["login.title"]!.it } });
      }
    });

    test("the start-up sync adds screens and menu items an older database lacks, then their texts", async () => {
      // A database seeded before the configuration transfer existed: no screen 2048, no menu item.
      const item = await db.prisma.menuItem.findFirstOrThrow({ where: { name: "ConfigurationTransfer", group: { menu: "SYSTEM", name: "Configuration" } } });
      expect({ url: item.url, image: item.image, screenId: item.screenId }).toEqual({ url: "/sysconfiguration", image: "upload", screenId: 2048 });
      await db.prisma.translation.deleteMany({ where: { OR: [{ kind: "MENU_ITEM", itemId: item.id }, { kind: "SCREEN", itemId: 2048 }] } });
      await db.prisma.menuItem.delete({ where: { id: item.id } });
      await db.prisma.screen.delete({ where: { id: 2048 } });
      const edited = await db.prisma.menuItem.findFirstOrThrow({ where: { name: "GeneralObjects", group: { menu: "SYSTEM" } } });
      await db.prisma.menuItem.update({ where: { id: edited.id }, data: { order: 99 } });

      expect(await syncShippedItems(db.prisma)).toBe(2);
      expect(await syncUiTexts(db.prisma)).toBeGreaterThan(0);
      const back = await db.prisma.menuItem.findFirstOrThrow({ where: { name: "ConfigurationTransfer", group: { menu: "SYSTEM", name: "Configuration" } } });
      expect({ url: back.url, screenId: back.screenId, route: (await db.prisma.screen.findUniqueOrThrow({ where: { id: 2048 } })).route }).toEqual({ url: "/sysconfiguration", screenId: 2048, route: "/sysconfiguration" });
      expect(await db.prisma.translation.count({ where: { OR: [{ kind: "MENU_ITEM", itemId: back.id }, { kind: "SCREEN", itemId: 2048 }] } })).toBe(2 * SHIPPED_LANGUAGES.length);
      // What an administrator changed stays, and a second start adds nothing.
      expect((await db.prisma.menuItem.findUniqueOrThrow({ where: { id: edited.id } })).order).toBe(99);
      expect(await syncShippedItems(db.prisma)).toBe(0);
    });

    test("mail templates use every declared parameter", async () => {
      const rows = await db.prisma.mailTemplate.findMany();
      expect(rows.length).toBe(Object.keys(mailTemplates).length * SHIPPED_LANGUAGES.length);
      for (const t of rows) {
        for (const p of t.subjectParams.split(",").filter(Boolean)) expect(t.subject).toContain(`{${p}}`);
        for (const p of t.bodyParams.split(",").filter(Boolean)) expect(t.body).toContain(`{${p}}`);
      }
    });
  });
}

seedSuite("PGlite", async () => createPGliteDir("seed-test-"));
if (process.env.TEST_DATABASE_URL) seedSuite("PostgreSQL", () => createPostgresDatabase(process.env.TEST_DATABASE_URL!, "seed_test"));
