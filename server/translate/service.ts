// The Translate button (spec 000: a company administrator with a permitted language opens the
// current screen's texts at /accesstotranslate): the screen's labels in that language, and
// the company's own wording of each. A company's wording shows to its own users only, over
// the product's translation (server/i18n/translations.ts screenLabels), so no tenant changes
// what another sees; the provider's texts stay on /sysscreen.
import type { ServiceContext } from "../context";
import { COMPANY_ADMIN } from "../auth/scopes";
import { appLog } from "../applog/service";
import { forbidden, notFound, ValidationError } from "../domain/errors";
import { ownCompanyId } from "../auth/company";
import { translationsFor } from "../i18n/translations";

export interface ScreenText {
  objectId: number;
  name: string;
  /** The product's English text. */
  base: string;
  /** The product's text in the permitted language (the base when it has none). */
  shipped: string;
  /** The company's own wording, if it has one. */
  own: string | null;
}

const MAX_TEXT = 200;

/** The caller's permitted language: a company administrator's, or Forbidden. */
async function permittedLanguage(ctx: ServiceContext) {
  const companyId = ownCompanyId(ctx.principal);
  const user = await ctx.prisma.appUser.findUnique({ where: { id: ctx.principal!.userId }, select: { userTypeId: true, permittedLanguage: true } });
  if (user?.userTypeId !== COMPANY_ADMIN || !user.permittedLanguage) throw forbidden("Translating needs a company administrator with a permitted language.");
  const language = await ctx.prisma.language.findUnique({ where: { code: user.permittedLanguage } });
  if (!language) throw forbidden("The permitted language does not exist.");
  return { companyId, language };
}

export async function screenTexts(ctx: ServiceContext, screenId: number): Promise<{ language: { id: number; code: string; description: string }; texts: ScreenText[] }> {
  const { companyId, language } = await permittedLanguage(ctx);
  const objects = await ctx.prisma.uiObject.findMany({ where: { screenId, multiLanguage: true }, orderBy: { name: "asc" }, select: { id: true, name: true, description: true } });
  const ids = objects.map((o) => o.id);
  const [shipped, own] = await Promise.all([
    translationsFor(ctx.prisma, "OBJECT", language.id, ids),
    ctx.prisma.companyTranslation.findMany({ where: { companyId, kind: "OBJECT", languageId: language.id, itemId: { in: ids } }, select: { itemId: true, text: true } }),
  ]);
  const owned = new Map(own.map((t) => [t.itemId, t.text]));
  return { language, texts: objects.map((o) => ({ objectId: o.id, name: o.name, base: o.description, shipped: shipped.get(o.id) ?? o.description, own: owned.get(o.id) ?? null })) };
}

/** Saves the company's wording of one label (empty: back to the product's), logged in the company's log. */
export async function saveScreenText(ctx: ServiceContext, input: { screenId: number; objectId: number; text: string | null }): Promise<ScreenText> {
  const { companyId, language } = await permittedLanguage(ctx);
  const object = await ctx.prisma.uiObject.findFirst({ where: { id: input.objectId, screenId: input.screenId, multiLanguage: true } });
  if (!object) throw notFound();
  const text = (input.text ?? "").trim();
  if (text.length > MAX_TEXT) throw new ValidationError({ text: [`The field must be at most ${MAX_TEXT} characters.`] });
  const key = { companyId, kind: "OBJECT" as const, itemId: object.id, languageId: language.id };
  await ctx.prisma.$transaction(async (tx) => {
    if (!text) await tx.companyTranslation.deleteMany({ where: key });
    else await tx.companyTranslation.upsert({ where: { companyId_kind_itemId_languageId: key }, update: { text, userId: ctx.principal!.userId }, create: { ...key, text, userId: ctx.principal!.userId } });
    await appLog(tx, ctx.principal!, { entity: "Translation", entityId: object.id, action: text ? "update" : "reset", detail: `${object.name} (${language.code}): '${text}'` });
  });
  return (await screenTexts(ctx, input.screenId)).texts.find((t) => t.objectId === object.id)!;
}
