// Positive-result alerts. When a reading gets its result and it is
//   - a positive biological indicator (BI result 2), or
//   - a protein reading above the company's action level (PRO result 3 "fail", or a density
//     above app parameter 12, default 6.4 µg/cm² as in ISO 15883-5:2021),
// the company is told at once, three ways:
//   1. an in-app notification (type 2, error) for every active administrator (type 0) and
//      supervisor (type 1) of the company, each in the recipient's language (their own, else
//      the company's, else English; i18n/languages.recipientLanguage), linking to the
//      provisional screen (/appbifinished or /AppPIProvisional), pushed live to their open
//      sessions (notifications/service.notifyUser → GraphQL subscription notificationAdded);
//   2. the 'PositiveResult' mail to each of them (in the user's language, else the company's);
//   3. a "reading.positive" webhook event to every subscribed URL of the company for the
//      reading's indicator type (the same delivery queue as "reading.result").
// An alert is recorded once per reading (table reading_alert): a result hook that runs twice
// alerts once. Each of the three channels is attempted even when another fails.
import { POSITIVE_CONTROL } from "../controls/service";
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { log } from "../log";
import { notifyUser } from "../notifications/service";
import { renderMail, sendMail } from "../mail/outbox";
import { enqueueReadingEvent } from "../webhooks/deliveries";
import { COMPANY_ADMIN, SUPERVISOR } from "../auth/scopes";
import { alertTexts, type AlertFacts } from "./texts";
import { companySettings, proteinLevels } from "../parameters/settings";
import { openIncidentFor } from "../incidents/service";
import { incidentUrl } from "../incidents/notify";

export const BI_POSITIVE = 2; // BI results: 1 negative, 2 positive, 3 cancelled, 4 error
export const PRO_FAIL = 3; // PRO results: 1 pass, 2 alert, 3 fail

export const PROVISIONAL_SCREEN: Partial<Record<ReadingKind, string>> = { BI: "/appbifinished", PRO: "/AppPIProvisional" };

/** The level a protein result fails from in the company's working mode (its threshold, or its action threshold). */
export async function actionLevel(deps: AppDeps, companyId: number): Promise<number> {
  return proteinLevels(await companySettings(deps.db.prisma, companyId)).action;
}

/** What the result hook may already know of the reading (the ingestion just wrote it): spares a read. */
export interface ResultFacts {
  result: number | null;
  density?: unknown;
}

interface Judged {
  facts: AlertFacts;
  companyId: number;
  company: { name: string; languageId: number | null; languageCode: string | null };
}

/** The alert a reading calls for, or null (negative, not yet resulted, not BI/PRO). */
export async function judgeReading(deps: AppDeps, kind: ReadingKind, id: number, known?: ResultFacts): Promise<Judged | null> {
  const prisma = deps.db.prisma;
  const include = { sector: { select: { name: true } }, company: { select: { name: true, languageId: true, language: { select: { code: true } } } } } as const;
  // Most results are negative: decide on the result alone first, load names only for an alert.
  if (kind === "BI") {
    const quick = known ?? (await prisma.readingBI.findUnique({ where: { id }, select: { result: true } }));
    if (!quick || quick.result !== BI_POSITIVE) return null;
    const r = await prisma.readingBI.findUnique({ where: { id }, include });
    // A positive control that grows is the expected result (docs/incidents.md "Positive controls"): no alert.
    if (!r || r.result !== BI_POSITIVE || r.conditionSCIB === POSITIVE_CONTROL) return null;
    return {
      companyId: r.companyId,
      company: { name: r.company.name, languageId: r.company.languageId, languageCode: r.company.language?.code ?? null },
      facts: { reason: "bi.positive", readNumber: r.readNumber, sector: r.sector.name, disinfection: r.disinfection, density: null, actionLevel: null },
    };
  }
  if (kind === "PRO") {
    const quick = known ?? (await prisma.readingPRO.findUnique({ where: { id }, select: { result: true, density: true } }));
    if (!quick || quick.result === null || (quick.result !== PRO_FAIL && (quick.density ?? null) === null)) return null;
    const r = await prisma.readingPRO.findUnique({ where: { id }, include });
    if (!r || r.result === null) return null;
    const level = await actionLevel(deps, r.companyId);
    const density = r.density === null ? null : Number(r.density);
    if (r.result !== PRO_FAIL && !(density !== null && density > level)) return null;
    return {
      companyId: r.companyId,
      company: { name: r.company.name, languageId: r.company.languageId, languageCode: r.company.language?.code ?? null },
      facts: { reason: "pro.action", readNumber: r.readNumber, sector: r.sector.name, disinfection: false, density, actionLevel: level },
    };
  }
  return null;
}

/** Raises the alert for a reading that calls for one, once. Returns whether it was raised now. */
export async function raisePositiveAlert(deps: AppDeps, reading: { companyId: number; kind: ReadingKind; id: number; known?: ResultFacts }): Promise<boolean> {
  const judged = await judgeReading(deps, reading.kind, reading.id, reading.known);
  if (!judged || judged.companyId !== reading.companyId) return false;
  const prisma = deps.db.prisma;
  const { facts } = judged;

  // The machine goes out of service first (idempotent: one incident per reading); the alert links to it.
  let incidentId: number | null = null;
  try {
    incidentId = await openIncidentFor(deps, reading, facts.reason);
  } catch (e) {
    log.error("positive alert: opening the incident failed", { kind: reading.kind, id: reading.id, error: e instanceof Error ? e.stack : String(e) });
  }

  // The record comes first: a second run of the hook (or a second instance) stops here.
  const { count } = await prisma.readingAlert.createMany({ data: [{ companyId: judged.companyId, readingKind: reading.kind, readingId: reading.id, reason: facts.reason }], skipDuplicates: true });
  if (!count) return false;

  const recipients = await prisma.appUser.findMany({
    where: { companyId: judged.companyId, kind: "COMPANY", userTypeId: { in: [COMPANY_ADMIN, SUPERVISOR] }, active: true, deletedAt: null },
    select: { id: true, email: true, languageId: true },
    orderBy: { id: "asc" },
  });
  const url = incidentId !== null ? incidentUrl(incidentId) : PROVISIONAL_SCREEN[reading.kind];
  // Each recipient reads the alert in their own language, else the company's (English when neither is set).
  const codes = new Map((await prisma.language.findMany({ select: { id: true, code: true } })).map((l) => [l.id, l.code]));
  const languageOf = (u: { languageId: number | null }) => {
    const id = u.languageId ?? judged.company.languageId;
    return { id, code: (id ? codes.get(id) : null) ?? judged.company.languageCode ?? "en" };
  };

  const step = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (e) {
      log.error(`positive alert: ${what} failed`, { kind: reading.kind, id: reading.id, error: e instanceof Error ? e.stack : String(e) });
    }
  };

  await step("notifications", async () => {
    for (const u of recipients) {
      await notifyUser({ prisma, pubsub: deps.pubsub }, { userId: u.id, companyId: judged.companyId, type: 2, detail: alertTexts(languageOf(u).code).notification(facts), url });
    }
  });
  await step("webhooks", () => enqueueReadingEvent(deps, reading, "reading.positive", { reason: facts.reason, actionLevel: facts.actionLevel }));
  await step("mails", async () => {
    for (const u of recipients) {
      const language = languageOf(u);
      const t = alertTexts(language.code);
      const mail = await renderMail(prisma, "PositiveResult", language.id, {
        Company: judged.company.name,
        Sector: facts.sector,
        ReadNumber: String(facts.readNumber),
        Indicator: t.indicator(facts),
        Result: t.result(facts),
      });
      await sendMail(prisma, deps.config, { to: u.email, ...mail });
    }
  });
  await step("record", () => prisma.readingAlert.updateMany({ where: { readingKind: reading.kind, readingId: reading.id }, data: { recipients: recipients.length } }));
  log.info("positive-result alert raised", { kind: reading.kind, id: reading.id, reason: facts.reason, recipients: recipients.length });
  return true;
}
