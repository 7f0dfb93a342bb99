// The mails the server sends and their shipped texts (server/seed/texts.ts): the wire's
// MailNameId, the {Param}s each text must keep, and the shipped default of a language.
import { mailTemplates, type MailDef } from "../seed/texts";
import { SHIPPED_LANGUAGES, SHIPPED_LANGUAGE_ID } from "../seed/context";
import { notFound } from "../domain/errors";

/** Language 0 of the wire: the shipped default (English) template, a read-only reference. */
export const DEFAULT_LANGUAGE = 0;

export interface MailKind {
  /** The wire's MailNameId: the mail's place in seed/texts.ts (new mails are appended there). */
  id: number;
  /** The template's mailName, as renderMail looks it up. */
  name: string;
  subjectParams: string[];
  bodyParams: string[];
}

export const paramList = (s: string) => s.split(",").map((p) => p.trim()).filter(Boolean);

// The server fills the same {Param}s whatever the language: the English definition names them.
export const MAIL_KINDS: readonly MailKind[] = Object.entries(mailTemplates).map(([name, byLanguage], i) => ({
  id: i + 1,
  name,
  subjectParams: paramList(byLanguage.en.subjectParams),
  bodyParams: paramList(byLanguage.en.bodyParams),
}));

export function mailKind(id: number | null | undefined): MailKind {
  const kind = MAIL_KINDS.find((k) => k.id === id);
  if (!kind) throw notFound();
  return kind;
}

/** The shipped text of the mail in this language (language 0: English); null for a language the product does not ship. */
export function shippedText(kind: MailKind, languageId: number): MailDef | null {
  const byLanguage = mailTemplates[kind.name]!;
  if (languageId === DEFAULT_LANGUAGE) return byLanguage.en;
  const code = SHIPPED_LANGUAGES.find((c) => SHIPPED_LANGUAGE_ID[c] === languageId);
  return code ? byLanguage[code] : null;
}

/** The {Param}s of `params` that `text` lacks, written as placeholders. */
export const missingParams = (text: string, params: readonly string[]) => params.filter((p) => !text.includes(`{${p}}`)).map((p) => `{${p}}`);

/** Tags out of a subject: a mail subject is plain text (renderMail strips them again when sending). */
export const stripTags = (s: string) => s.replace(/<[^>]*>/g, "");
