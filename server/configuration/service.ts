// The configuration transfer's other operations (docs/configuration-transfer.md), for provider
// staff: the export, the general objects' translations from a { name: { languageCode: text } }
// file, and the two resets to what the product ships — every translation
// (server/seed/sync.ts shippedTranslations) and the screen objects' settings
// (server/seed/screens.ts shippedObjects). Each write is one transaction with its /SysLog entry.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { requireScope, SYSTEM } from "../auth/scopes";
import { shippedTranslations } from "../seed/sync";
import { shippedObjects } from "../seed/screens";
import type { TranslationRow } from "../seed/context";
import { generalObjectsSchema, pathText } from "./document";
import { exportDocument, exportFileName, exportText } from "./export";
import { parseJson, shapeProblems } from "./parse";
import { refuse } from "./job";
import { languageOf, problem, say, type Problem } from "./texts";

type Tx = Prisma.TransactionClient;

export interface ConfigurationFile {
  fileName: string;
  text: string;
}

export async function exportConfiguration(ctx: ServiceContext, now = new Date()): Promise<ConfigurationFile> {
  requireScope(ctx.principal, SYSTEM);
  return { fileName: exportFileName(now), text: exportText(await exportDocument(ctx.prisma, now)) };
}

export interface Outcome {
  message: string;
  /** Rows changed. */
  count: number;
}

async function sysLog(tx: Tx, ctx: ServiceContext, action: string, detail: string) {
  await tx.sysLog.create({ data: { level: "info", userId: ctx.principal!.userId, entity: "Configuration", action, detail } });
}

/** Writes the given translation rows where they differ; answers how many changed. */
async function putTranslations(tx: Tx, rows: TranslationRow[]): Promise<number> {
  if (!rows.length) return 0;
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const stored = await tx.translation.findMany({ where: { kind: { in: kinds } }, select: { id: true, kind: true, itemId: true, languageId: true, text: true } });
  const have = new Map(stored.map((t) => [`${t.kind}:${t.itemId}:${t.languageId}`, t]));
  const create = rows.filter((r) => !have.has(`${r.kind}:${r.itemId}:${r.languageId}`));
  const update = rows.flatMap((r) => {
    const t = have.get(`${r.kind}:${r.itemId}:${r.languageId}`);
    return t && t.text !== r.text ? [{ id: t.id, text: r.text }] : [];
  });
  if (create.length) await tx.translation.createMany({ data: create });
  if (update.length) await tx.$executeRaw`UPDATE "translation" AS t SET "text" = v.text FROM unnest(${update.map((u) => u.id)}::int[], ${update.map((u) => u.text)}::text[]) AS v(id, text) WHERE t.id = v.id`;
  return create.length + update.length;
}

/**
 * The general objects' file: { name: { languageCode: text } }. Every name must be a general
 * object and every code a language; the texts given are written, other languages stay.
 */
export async function importGeneralObjects(ctx: ServiceContext, text: string): Promise<Outcome> {
  requireScope(ctx.principal, SYSTEM);
  const languageId = await languageOf(ctx);
  const json = parseJson(text);
  if ("problems" in json) return refuse(ctx.prisma, languageId, json.problems);
  const parsed = generalObjectsSchema.safeParse(json.value);
  if (!parsed.success) return refuse(ctx.prisma, languageId, shapeProblems(parsed.error));
  const file = parsed.data;
  const count = await ctx.prisma.$transaction(async (tx) => {
    const objects = new Map((await tx.generalObject.findMany({ where: { name: { in: Object.keys(file) } }, select: { id: true, name: true } })).map((o) => [o.name, o.id]));
    const languages = new Map((await tx.language.findMany({ select: { id: true, code: true } })).map((l) => [l.code, l.id]));
    const problems: Problem[] = [];
    for (const [name, texts] of Object.entries(file)) {
      if (!objects.has(name)) problems.push(problem("config.unknownGeneralObject", { path: pathText([name]), name }));
      for (const code of Object.keys(texts)) if (!languages.has(code)) problems.push(problem("config.unknownLanguage", { path: pathText([name, code]), code }));
    }
    if (problems.length) await refuse(tx, languageId, problems);
    const rows = Object.entries(file).flatMap(([name, texts]) => Object.entries(texts).map(([code, text]) => ({ kind: "GENERAL_OBJECT" as const, itemId: objects.get(name)!, languageId: languages.get(code)!, text })));
    const changed = await putTranslations(tx, rows);
    await sysLog(tx, ctx, "importGeneralObjects", `General objects imported: ${Object.keys(file).length} objects, ${rows.length} texts, ${changed} changed`);
    return changed;
  });
  return { message: await say(ctx, "config.generalObjectsImported", { objects: Object.keys(file).length, count }), count };
}

/** POST /api/defaultvalues: every translation back to the shipped text (texts of items the product does not ship stay). */
export async function resetTranslations(ctx: ServiceContext): Promise<Outcome> {
  requireScope(ctx.principal, SYSTEM);
  const count = await ctx.prisma.$transaction(
    async (tx) => {
      const changed = await putTranslations(tx, await shippedTranslations(tx));
      await sysLog(tx, ctx, "resetTranslations", `Translations reset to the shipped texts: ${changed} changed`);
      return changed;
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
  return { message: await say(ctx, "config.translationsReset", { count }), count };
}

/** POST /api/DefaultValues/DefaultObjectsValues: the screen objects' multiLanguage, securable and securityMode as shipped. */
export async function resetScreenObjects(ctx: ServiceContext): Promise<Outcome> {
  requireScope(ctx.principal, SYSTEM);
  const count = await ctx.prisma.$transaction(async (tx) => {
    const shipped = new Map(shippedObjects().map((o) => [o.id, o]));
    const stored = await tx.uiObject.findMany({ where: { id: { in: [...shipped.keys()] } }, select: { id: true, multiLanguage: true, securable: true, securityMode: true } });
    let changed = 0;
    for (const o of stored) {
      const { multiLanguage, securable, securityMode } = shipped.get(o.id)!;
      if (o.multiLanguage === multiLanguage && o.securable === securable && o.securityMode === securityMode) continue;
      await tx.uiObject.update({ where: { id: o.id }, data: { multiLanguage, securable, securityMode } });
      changed++;
    }
    await sysLog(tx, ctx, "resetObjects", `Screen objects reset to the shipped settings: ${changed} changed`);
    return changed;
  });
  return { message: await say(ctx, "config.objectsReset", { count }), count };
}
