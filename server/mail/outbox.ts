// Outgoing mail. Every message is recorded in mail_outbox first (so nothing is lost and tests
// can read it); with SMTP_URL it is then delivered by nodemailer, otherwise only logged.
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { Config } from "../config";
import { log } from "../log";
import { recipientLanguage } from "../i18n/languages";

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

let transport: { sendMail(m: { from: string; to: string; subject: string; html: string }): Promise<unknown> } | null = null;

async function smtp(config: Config) {
  if (!config.smtpUrl) return null;
  if (!transport) {
    const nodemailer = await import("nodemailer");
    transport = nodemailer.createTransport(config.smtpUrl);
  }
  return transport;
}

export async function sendMail(prisma: PrismaClient, config: Config, mail: Mail): Promise<void> {
  await deliverMail(prisma, config, await queueMail(prisma, mail), mail);
}

/** Records a message in the outbox (inside the caller's transaction when given one); deliver it after commit. */
export async function queueMail(db: PrismaClient | Prisma.TransactionClient, mail: Mail): Promise<{ id: number }> {
  return db.mailOutbox.create({ data: mail, select: { id: true } });
}

/** Sends a queued message over SMTP (when configured) and records the outcome on its outbox row. */
export async function deliverMail(prisma: PrismaClient, config: Config, row: { id: number }, mail: Mail): Promise<void> {
  const t = await smtp(config);
  if (!t) {
    log.info("mail queued in outbox (no SMTP configured)", { id: row.id, to: mail.to, subject: mail.subject });
    return;
  }
  try {
    await t.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, html: mail.body });
    await prisma.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
  } catch (e) {
    log.warn("mail delivery failed", { id: row.id, error: (e as Error).message });
    await prisma.mailOutbox.update({ where: { id: row.id }, data: { error: (e as Error).message } });
  }
}

/** Fills a template's {Param} placeholders; values are HTML-escaped. */
export function fillTemplate(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? escapeHtml(params[name]!) : all));
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The mail template in the recipient's language (their own, else their company's, else English) filled with params. */
export async function renderMailForUser(prisma: PrismaClient | Prisma.TransactionClient, mailName: string, userId: number, params: Record<string, string>): Promise<{ subject: string; body: string }> {
  return renderMail(prisma, mailName, (await recipientLanguage(prisma, userId)).id, params);
}

/** The mail template in the given language (falling back to English) filled with params. */
export async function renderMail(prisma: PrismaClient | Prisma.TransactionClient, mailName: string, languageId: number | null, params: Record<string, string>): Promise<{ subject: string; body: string }> {
  const templates = await prisma.mailTemplate.findMany({ where: { mailName }, include: { language: true } });
  const t = templates.find((x) => x.languageId === languageId) ?? templates.find((x) => x.language.code === "en") ?? templates[0];
  if (!t) throw new Error(`mail template ${mailName} missing`);
  return { subject: fillTemplate(t.subject, params).replace(/<[^>]*>/g, ""), body: fillTemplate(t.body, params) };
}
