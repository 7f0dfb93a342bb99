// The server's messages of the configuration transfer, in the caller's language: general
// objects "config.*" (server/seed/data/ui-texts-config.ts), as an administrator may have edited
// them, else the shipped English. A problem is kept as its key and values until it is shown.
import type { PrismaClient } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { userLanguage } from "../i18n/languages";
import { uiTexts } from "../seed/data/ui-texts";

export interface Problem {
  key: string;
  values: Record<string, string | number>;
}
export const problem = (key: string, values: Problem["values"] = {}): Problem => ({ key, values });

export type Say = (key: string, values?: Problem["values"]) => string;

/** The texts of the given keys in one language, read at once. */
export async function sayIn(prisma: Pick<PrismaClient, "generalObject" | "translation">, languageId: number | null, keys: string[]): Promise<Say> {
  const objects = await prisma.generalObject.findMany({ where: { name: { in: [...new Set(keys)] } }, select: { id: true, name: true, description: true } });
  const texts = languageId
    ? await prisma.translation.findMany({ where: { kind: "GENERAL_OBJECT", languageId, itemId: { in: objects.map((o) => o.id) } }, select: { itemId: true, text: true } })
    : [];
  const byId = new Map(texts.map((t) => [t.itemId, t.text]));
  const byName = new Map(objects.map((o) => [o.name, byId.get(o.id) ?? o.description]));
  return (key, values = {}) => Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), byName.get(key) ?? uiTexts[key]?.en ?? key);
}

/** The caller's language id (their own, their company's, else English). */
export const languageOf = async (ctx: ServiceContext) => (await userLanguage(ctx.prisma, ctx.principal)).id;

/** One message in the caller's language. */
export async function say(ctx: ServiceContext, key: string, values: Problem["values"] = {}): Promise<string> {
  return (await sayIn(ctx.prisma, await languageOf(ctx), [key]))(key, values);
}

/** At most this many problems are listed; the rest are counted. */
export const MAX_PROBLEMS = 20;

/** The lines of a refused file: the title with the count, the first problems, how many more. */
export async function problemLines(prisma: Pick<PrismaClient, "generalObject" | "translation">, languageId: number | null, problems: Problem[]): Promise<string[]> {
  const shown = problems.slice(0, MAX_PROBLEMS);
  const t = await sayIn(prisma, languageId, ["config.problems", "config.moreProblems", ...shown.map((p) => p.key)]);
  const more = problems.length - shown.length;
  return [t("config.problems", { count: problems.length }), ...shown.map((p) => t(p.key, p.values)), ...(more > 0 ? [t("config.moreProblems", { count: more })] : [])];
}
