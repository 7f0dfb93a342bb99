// A signed-in user's own language and regional format (account menu). The language must be
// one the user's distributor offers; the format overrides the company's for this user only
// (null: follow the company's parameter again).
import type { ServiceContext } from "../context";
import { unauthorized, ValidationError } from "../domain/errors";
import { languagesFor } from "../i18n/languages";
import { appLog } from "../applog/service";
import { regionalFormatFor } from "../reference/service";
import { readerText } from "../account/texts";

export async function setMyPreferences(ctx: ServiceContext, input: { languageId: number; regionalFormatId?: number | null }) {
  const p = ctx.principal;
  if (!p) throw unauthorized();
  const user = await ctx.prisma.appUser.findUniqueOrThrow({ where: { id: p.userId }, select: { distributor: { select: { themeFileName: true } }, company: { select: { distributor: { select: { themeFileName: true } } } } } });
  const theme = user.company?.distributor.themeFileName ?? user.distributor?.themeFileName ?? null;
  const errors: Record<string, string[]> = {};
  const language = (await languagesFor(ctx.prisma, theme)).find((l) => l.id === input.languageId);
  const formatId = input.regionalFormatId ?? null;
  const format = formatId === null ? null : await ctx.prisma.regionalFormat.findUnique({ where: { id: formatId } });
  if (!language || (formatId !== null && !format)) {
    const notAnOption = await readerText(ctx.prisma, p, "parameters.notAnOption");
    if (!language) errors.languageId = [notAnOption];
    if (formatId !== null && !format) errors.regionalFormatId = [notAnOption];
    throw new ValidationError(errors);
  }
  // The log names the language and the format (their own names), or "As the company" in the reader's language.
  const data = { key: "applog.preferences.changed", args: { language: language.description, format: format ? `${format.description} (${format.dateFormat} ${format.timeFormat})` : { t: "account.companyFormat" } } };
  await ctx.prisma.$transaction(async (tx) => {
    await tx.appUser.update({ where: { id: p.userId }, data: { languageId: input.languageId, regionalFormatId: formatId } });
    await appLog(tx, p, { entity: "AppUser", entityId: p.userId, action: "update", data });
  });
  return regionalFormatFor(ctx.prisma, p);
}

/** The formats a user may choose from: all of them, grouped by language in the picker. */
export function regionalFormats(ctx: ServiceContext) {
  return ctx.prisma.regionalFormat.findMany({ orderBy: { id: "asc" }, select: { id: true, languageCode: true, description: true, dateFormat: true, timeFormat: true } });
}
