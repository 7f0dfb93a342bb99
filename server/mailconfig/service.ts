// Mail templates (/sysmailconfiguration; spec 002 sections 3, 5, 7.7): the mails the server
// sends, per mail name and language, read and changed by provider staff. A language's saved
// text is what renderMail sends from then on; language 0 is the shipped default, read-only.
// A save keeps every {Param} the server fills and strips tags from the subject; each change
// is written with its /SysLog entry in one transaction.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { requireScope, SYSTEM } from "../auth/scopes";
import { notFound, REQUIRED, ValidationError, type FieldErrors } from "../domain/errors";
import { userLanguage } from "../i18n/languages";
import { generalObjects } from "../i18n/translations";
import { mailTexts } from "../seed/data/ui-texts-mail";
import { DEFAULT_LANGUAGE, MAIL_KINDS, mailKind, missingParams, shippedText, stripTags, type MailKind } from "./catalogue";

type Db = Prisma.TransactionClient;
type Translate = (key: string, values?: Record<string, string>) => string;

export const SUBJECT_MAX = 255;
export const BODY_MAX = 20_000;
export const SUBJECT_MISSING = "Mail Subject has some missing parameters:";
export const BODY_MISSING = "Mail Body has some missing parameters:";

interface Language {
  id: number;
  code: string;
  description: string;
}

export interface MailNameView extends MailKind {
  description: string;
}

export interface MailLanguageView extends Language {
  readOnly: boolean;
}

export interface MailTemplateView {
  mailNameId: number;
  mailName: string;
  description: string;
  languageId: number;
  language: string;
  /** The language's own row; null for language 0 and for a language without a template. */
  recordId: number | null;
  subject: string;
  body: string;
  subjectParams: string[];
  bodyParams: string[];
  readOnly: boolean;
  /** Whether the language has a template of its own (without one, renderMail sends the English). */
  stored: boolean;
  /** Whether the text is the shipped default of the language. */
  shipped: boolean;
}

export interface MailTemplateChange {
  message: string;
  template: MailTemplateView;
}

export interface MailTemplateRef {
  mailNameId: number | null | undefined;
  languageId: number | null | undefined;
}

export interface MailTemplateInput extends MailTemplateRef {
  subject: string | null | undefined;
  body: string | null | undefined;
  /** The row the legacy client read (0 or absent: none); another row's id is refused. */
  id?: number | null;
}

/** Interface texts in the caller's language (edited general objects win over the seed's). */
async function translator(ctx: ServiceContext): Promise<Translate> {
  const texts = await generalObjects(ctx.prisma, (await userLanguage(ctx.prisma, ctx.principal)).id);
  return (key, values = {}) => (texts[key] ?? mailTexts[key]?.en ?? key).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? "");
}

const describe = (t: Translate, kind: MailKind) => {
  const key = `mailconfig.mail.${kind.name}`;
  const text = t(key);
  return text === key ? kind.name : text;
};

async function languageOf(db: Db, t: Translate, id: number): Promise<Language> {
  if (id === DEFAULT_LANGUAGE) return { id, code: "default", description: t("mailconfig.defaultLanguage") };
  const language = await db.language.findFirst({ where: { id, enabled: true }, select: { id: true, code: true, description: true } });
  if (!language) throw notFound();
  return language;
}

/** The mails and the languages to choose from: language 0 (the shipped default) first. */
export async function mailTemplateOptions(ctx: ServiceContext): Promise<{ mailNames: MailNameView[]; languages: MailLanguageView[] }> {
  requireScope(ctx.principal, SYSTEM);
  const t = await translator(ctx);
  const languages = await ctx.prisma.language.findMany({ where: { enabled: true }, orderBy: { id: "asc" }, select: { id: true, code: true, description: true } });
  return {
    mailNames: MAIL_KINDS.map((k) => ({ ...k, description: describe(t, k) })),
    languages: [{ ...(await languageOf(ctx.prisma, t, DEFAULT_LANGUAGE)), readOnly: true }, ...languages.map((l) => ({ ...l, readOnly: false }))],
  };
}

const rowKey = (kind: MailKind, language: Language) => ({ mailName_languageId: { mailName: kind.name, languageId: language.id } });

/** The template as renderMail sends it in that language (language 0: the shipped default). */
async function viewOf(db: Db, t: Translate, kind: MailKind, language: Language): Promise<MailTemplateView> {
  const base = { mailNameId: kind.id, mailName: kind.name, description: describe(t, kind), languageId: language.id, language: language.description, subjectParams: kind.subjectParams, bodyParams: kind.bodyParams };
  const shipped = shippedText(kind, language.id) ?? shippedText(kind, DEFAULT_LANGUAGE)!;
  if (language.id === DEFAULT_LANGUAGE) return { ...base, recordId: null, subject: shipped.subject, body: shipped.body, readOnly: true, stored: false, shipped: true };
  const row = await db.mailTemplate.findUnique({ where: rowKey(kind, language) });
  // Without a row of its own, renderMail falls back to the English template.
  const text = row ?? (await db.mailTemplate.findFirst({ where: { mailName: kind.name, language: { code: "en" } } })) ?? shipped;
  return { ...base, recordId: row?.id ?? null, subject: text.subject, body: text.body, readOnly: false, stored: !!row, shipped: text.subject === shipped.subject && text.body === shipped.body };
}

/** The mail and language a call names; an edit of language 0 is refused. */
async function target(ctx: ServiceContext, t: Translate, ref: MailTemplateRef, edit: boolean): Promise<{ kind: MailKind; language: Language }> {
  const errors: FieldErrors = {};
  if (ref.mailNameId == null) errors.mailName = [REQUIRED];
  if (ref.languageId == null) errors.language = [REQUIRED];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const kind = mailKind(ref.mailNameId);
  if (edit && ref.languageId === DEFAULT_LANGUAGE) {
    const message = t("mailconfig.defaultReadOnly");
    throw new ValidationError({ language: [message] }, message);
  }
  return { kind, language: await languageOf(ctx.prisma, t, ref.languageId!) };
}

export async function readMailTemplate(ctx: ServiceContext, ref: MailTemplateRef): Promise<MailTemplateView> {
  requireScope(ctx.principal, SYSTEM);
  const t = await translator(ctx);
  const { kind, language } = await target(ctx, t, ref, false);
  return viewOf(ctx.prisma, t, kind, language);
}

/** Subject (tags stripped, one line) and body as they will be stored, or every field's problem. */
function checkedText(t: Translate, kind: MailKind, input: MailTemplateInput): { subject: string; body: string } {
  const errors: FieldErrors = {};
  const subject = stripTags(input.subject ?? "").trim();
  const body = input.body ?? "";
  if (!subject) errors.subject = [REQUIRED];
  else if (/[\r\n]/.test(subject)) errors.subject = [t("mailconfig.subjectOneLine")];
  else if (subject.length > SUBJECT_MAX) errors.subject = [`The field must be at most ${SUBJECT_MAX} characters.`];
  if (!body.trim()) errors.body = [REQUIRED];
  else if (body.length > BODY_MAX) errors.body = [`The field must be at most ${BODY_MAX} characters.`];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // Every {Param} the server fills must stay in its text (spec 002 section 5).
  const missing: FieldErrors = {};
  const inSubject = missingParams(subject, kind.subjectParams);
  const inBody = missingParams(body, kind.bodyParams);
  if (inSubject.length) missing.subject = [`${t(SUBJECT_MISSING)} ${inSubject.join(", ")}`];
  if (inBody.length) missing.body = [`${t(BODY_MISSING)} ${inBody.join(", ")}`];
  if (Object.keys(missing).length) throw new ValidationError(missing, (missing.subject ?? missing.body)![0]);
  return { subject, body };
}

type Text = { subject: string; body: string };

/** What a change did, for the log: the subject old → new, the body's length old → new. */
function changes(before: Text | null, after: Text | null): string {
  if (!before && after) return `subject '${after.subject}', body ${after.body.length} characters`;
  if (before && !after) return `removed (the English template is sent): subject '${before.subject}', body ${before.body.length} characters`;
  if (!before || !after) return "no template of its own";
  const parts: string[] = [];
  if (before.subject !== after.subject) parts.push(`subject '${before.subject}' → '${after.subject}'`);
  if (before.body !== after.body) parts.push(`body ${before.body.length} → ${after.body.length} characters`);
  return parts.join("; ") || "no change";
}

const PAST: Record<string, string> = { create: "created", update: "updated", reset: "reset to the shipped default" };

async function sysLog(db: Db, ctx: ServiceContext, kind: MailKind, language: Language, entityId: number | null, action: string, detail: string) {
  await db.sysLog.create({
    data: { level: "info", userId: ctx.principal?.userId ?? null, entity: "MailTemplate", entityId: entityId === null ? null : String(entityId), action, detail: `MailTemplate '${kind.name}' (${language.code}) ${PAST[action]}: ${detail}` },
  });
}

const rowData = (kind: MailKind, text: Text) => ({ ...text, subjectParams: kind.subjectParams.join(","), bodyParams: kind.bodyParams.join(",") });

/** Saves a language's template: what renderMail sends in that language from now on. */
export async function saveMailTemplate(ctx: ServiceContext, input: MailTemplateInput): Promise<MailTemplateChange> {
  requireScope(ctx.principal, SYSTEM);
  const t = await translator(ctx);
  const { kind, language } = await target(ctx, t, input, true);
  const text = checkedText(t, kind, input);
  const template = await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.mailTemplate.findUnique({ where: rowKey(kind, language) });
    if (input.id && input.id !== before?.id) throw new ValidationError({ id: [t("mailconfig.idMismatch")] });
    const data = rowData(kind, text);
    const row = await tx.mailTemplate.upsert({ where: rowKey(kind, language), update: data, create: { mailName: kind.name, languageId: language.id, ...data } });
    await sysLog(tx, ctx, kind, language, row.id, before ? "update" : "create", changes(before, row));
    return viewOf(tx, t, kind, language);
  });
  return { message: t("mailconfig.saved", { name: template.description, language: language.description }), template };
}

/** Puts a language's shipped text back; a language the product does not ship loses its own template (the English one is sent). */
export async function resetMailTemplate(ctx: ServiceContext, ref: MailTemplateRef): Promise<MailTemplateChange> {
  requireScope(ctx.principal, SYSTEM);
  const t = await translator(ctx);
  const { kind, language } = await target(ctx, t, ref, true);
  const shipped = shippedText(kind, language.id);
  const template = await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.mailTemplate.findUnique({ where: rowKey(kind, language) });
    let after: Text | null = null;
    if (shipped) after = await tx.mailTemplate.upsert({ where: rowKey(kind, language), update: rowData(kind, shipped), create: { mailName: kind.name, languageId: language.id, ...rowData(kind, shipped) } });
    else if (before) await tx.mailTemplate.delete({ where: { id: before.id } });
    const view = await viewOf(tx, t, kind, language);
    await sysLog(tx, ctx, kind, language, view.recordId ?? before?.id ?? null, "reset", changes(before, after));
    return view;
  });
  return { message: t("mailconfig.wasReset", { name: template.description, language: language.description }), template };
}
