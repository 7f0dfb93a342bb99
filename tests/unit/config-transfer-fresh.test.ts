// Issue 12: "a config export imported into a fresh database reproduces the configuration".
// Two scratch databases (PGlite, migrated and seeded alike): the first one's configuration is
// changed (a translation, a mail template, a screen object's security mode, a system
// parameter), exported, and imported into the second through the import's own steps
// (readRefs, referenceProblems, applyDocument, in one transaction); the second one's export is
// then the same document.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { seed } from "../../server/seed/index";
import { exportDocument } from "../../server/configuration/export";
import { readRefs, referenceProblems } from "../../server/configuration/references";
import { applyDocument } from "../../server/configuration/apply";
import { createPGliteDir, type ScratchDatabase } from "../helpers/databases";

let scratch: ScratchDatabase[] = [];
let source: Database;
let fresh: Database;

async function open(prefix: string): Promise<Database> {
  const dir = createPGliteDir(prefix);
  scratch.push(dir);
  const db = await openDatabase({ databaseUrl: null, dataDir: dir.dataDir! });
  await migrate(db);
  await seed(db, { demo: true });
  return db;
}

beforeAll(async () => {
  source = await open("sqc-config-a-");
  fresh = await open("sqc-config-b-");
}, 300_000);

afterAll(async () => {
  await source?.close();
  await fresh?.close();
  for (const s of scratch) await s.drop();
});

test("an export imported into a fresh database reproduces the configuration", async () => {
  const p = source.prisma;
  // Change the source's configuration where an administrator would.
  const spanish = await p.language.findFirstOrThrow({ where: { code: "es" } });
  const object = await p.generalObject.findFirstOrThrow({ where: { name: "licenses.title" } });
  await p.translation.upsert({
    where: { kind_itemId_languageId: { kind: "GENERAL_OBJECT", itemId: object.id, languageId: spanish.id } },
    create: { kind: "GENERAL_OBJECT", itemId: object.id, languageId: spanish.id, text: "Licencias de la casa" },
    update: { text: "Licencias de la casa" },
  });
  await p.mailTemplate.updateMany({ where: { mailName: "LicenseExpiry", languageId: spanish.id }, data: { subject: "Aviso: {Product} vence el {Date}" } });
  const uiObject = await p.uiObject.findFirstOrThrow({ orderBy: { id: "asc" } });
  await p.uiObject.update({ where: { id: uiObject.id }, data: { securityMode: (uiObject.securityMode + 1) % 4 } });
  const parameter = await p.sysParameter.findFirstOrThrow({ where: { type: 5 }, orderBy: { id: "asc" } });
  await p.sysParameter.update({ where: { id: parameter.id }, data: { value: "45" } });

  const exported = await exportDocument(p);
  const before = await exportDocument(fresh.prisma);
  expect(before.items).not.toEqual(exported.items);

  await fresh.prisma.$transaction(
    async (tx) => {
      const refs = await readRefs(tx as never);
      expect(referenceProblems(exported.items, refs)).toEqual([]);
      await applyDocument(tx as never, exported.items, refs, () => {});
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  const after = await exportDocument(fresh.prisma);
  expect(after.items).toEqual(exported.items);
}, 300_000);
