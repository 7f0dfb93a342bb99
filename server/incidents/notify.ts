// The company's administrators and supervisors hear that a machine is out of service (when no
// positive-result alert told them: a failed chemical indicator, a failed positive control) and
// that it is back in service, each in their own language, with a link to the incident.
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { COMPANY_ADMIN, SUPERVISOR } from "../auth/scopes";
import { notifyUser } from "../notifications/service";
import { renderMail, sendMail } from "../mail/outbox";
import { recipientLanguage } from "../i18n/languages";
import { readingTable } from "../readings/kinds";
import { log } from "../log";
import { incidentTexts, type OpenedFacts } from "./texts";
import { machineNameAndSerial } from "./announce";

export const incidentUrl = (id: number) => `/AppIncidents/${id}`;

const recipientsOf = (deps: AppDeps, companyId: number) =>
  deps.db.prisma.appUser.findMany({ where: { companyId, kind: "COMPANY", userTypeId: { in: [COMPANY_ADMIN, SUPERVISOR] }, active: true, deletedAt: null }, select: { id: true, email: true }, orderBy: { id: "asc" } });

/**
 * A failed chemical indicator or positive control took a machine out of service: an error
 * notification linking to the incident and the positive-result alert mail ('PositiveResult',
 * the company's template) to each administrator and supervisor, in their language. Each
 * recipient's failure is logged and the others still hear it.
 */
export async function notifyOpened(deps: AppDeps, incidentId: number): Promise<void> {
  const prisma = deps.db.prisma;
  const i = await prisma.incident.findUnique({ where: { id: incidentId }, include: { company: { select: { name: true } }, sector: { select: { name: true } }, _count: { select: { loads: true } } } });
  if (!i) return;
  const reading = (await readingTable(prisma, i.readingKind as ReadingKind).findUnique({ where: { id: i.readingId }, select: { readNumber: true, lot: true } })) as { readNumber: number; lot: string | null } | null;
  const machine = await machineNameAndSerial(deps, i.machineKind, i.machineId);
  const facts = (code: string): OpenedFacts => ({
    id: i.id,
    reason: i.reason,
    machine: `${incidentTexts(code).machine(i.machineKind)} ${machine.name}`,
    readNumber: reading?.readNumber ?? 0,
    sector: i.sector.name,
    lot: reading?.lot ?? null,
    loads: i._count.loads,
  });
  for (const u of await recipientsOf(deps, i.companyId)) {
    try {
      const language = await recipientLanguage(prisma, u.id);
      const code = language?.code ?? "en";
      const t = incidentTexts(code);
      const f = facts(code);
      await notifyUser({ prisma, pubsub: deps.pubsub }, { userId: u.id, companyId: i.companyId, type: 2, url: incidentUrl(i.id), detail: (c) => incidentTexts(c).opened(facts(c)) });
      const mail = await renderMail(prisma, "PositiveResult", language?.id ?? null, { Company: i.company.name, Sector: f.sector, ReadNumber: String(f.readNumber), Indicator: t.indicator(f), Result: t.result(f) });
      await sendMail(prisma, deps.config, { to: u.email, ...mail });
    } catch (e) {
      log.error("incident opened: notifying a manager failed", { id: i.id, userId: u.id, error: e instanceof Error ? e.stack : String(e) });
    }
  }
}

export async function notifyClosed(deps: AppDeps, incident: { id: number; companyId: number; machineKind: string; machineId: number; signatureMeaning: string | null }, signer: string): Promise<void> {
  const prisma = deps.db.prisma;
  const recipients = await recipientsOf(deps, incident.companyId);
  const machine = await machineNameAndSerial(deps, incident.machineKind, incident.machineId);
  for (const u of recipients) {
    await notifyUser(
      { prisma, pubsub: deps.pubsub },
      {
        userId: u.id,
        companyId: incident.companyId,
        type: 0,
        url: incidentUrl(incident.id),
        detail: (code) => {
          const t = incidentTexts(code);
          return t.closed({ id: incident.id, machine: `${t.machine(incident.machineKind)} ${machine.name}`, signer, meaning: t.meaning(incident.signatureMeaning ?? "") });
        },
      },
    );
  }
}
