// The licence clock: active and suspended licences past their end date become expired (status 3), and N days
// before the end (N = the company's parameter 2) the company's administrators get a notice in
// their language, once. Runs shortly after start and every hour (LICENCE_CLOCK_SECONDS), once
// per period across instances (server/jobs/singleton.ts). Safe even if two runs overlapped:
// expiring is idempotent, and each notice is claimed by one atomic update before it is sent.
import type { AppDeps } from "../context";
import { announceNotification, writeNotification } from "../notifications/service";
import { companySettings } from "../parameters/settings";
import { COMPANY_ADMIN } from "../auth/scopes";
import { LICENSE_STATUS } from "./service";
import { TRANSITIONS } from "./lifecycle";
import { afterChange, record } from "./admin";
import { textIn } from "./texts";
import { deliverMail, queueMail, renderMailForUser, type Mail } from "../mail/outbox";
import { publicBaseUrl } from "../distributors/service";
import { log } from "../log";
import { every } from "../jobs/singleton";

const DAY_MS = 86_400_000;

/** The notice in a language: "The licence {{product}} expires on {{date}}." */
const noticeText = (code: string, product: string, end: Date) => textIn("licenses.expiryNotice", code, { product, date: end.toISOString().slice(0, 10) });

export interface ClockRun {
  expired: number;
  noticed: number;
}

/** `companyId`: one company's licences only (the test hook's clock). */
export async function runLicenceClock(deps: AppDeps, now = new Date(), companyId?: number): Promise<ClockRun> {
  const prisma = deps.db.prisma;
  const scope = companyId === undefined ? {} : { license: { companyId } };
  const expired = await expire(deps, now, scope);
  const soon = await prisma.licenseDetail.findMany({
    where: { ...scope, status: LICENSE_STATUS.active, noticeSentAt: null, endDate: { gte: now, lte: new Date(now.getTime() + 365 * DAY_MS) } },
    select: { id: true, endDate: true, licenseProduct: { select: { name: true } }, license: { select: { companyId: true, company: { select: { name: true, distributor: { select: { domain: true } } } } } } },
  });
  let noticed = 0;
  for (const d of soon) {
    const { companyId } = d.license;
    const { noticeDays } = await companySettings(prisma, companyId);
    if (d.endDate.getTime() - now.getTime() > noticeDays * DAY_MS) continue;
    // The claim, the notifications and the queued mails commit together: a notice is never
    // written twice (even by two rounds or instances at once), and a process killed halfway
    // leaves nothing claimed, so the next round writes it whole.
    const date = d.endDate.toISOString().slice(0, 10);
    const written = await prisma.$transaction(async (tx) => {
      const claimed = await tx.licenseDetail.updateMany({ where: { id: d.id, noticeSentAt: null }, data: { noticeSentAt: now } });
      if (!claimed.count) return null;
      const admins = await tx.appUser.findMany({ where: { companyId, userTypeId: COMPANY_ADMIN, deletedAt: null, active: true }, select: { id: true, email: true } });
      const out: { userId: number; notification: number; mail: Mail; queued: { id: number } }[] = [];
      for (const a of admins) {
        const notification = await writeNotification(tx, { userId: a.id, companyId, type: 1, detail: (code) => noticeText(code, d.licenseProduct.name, d.endDate), url: "/AppMyLicenses" });
        const rendered = await renderMailForUser(tx, "LicenseExpiry", a.id, { Product: d.licenseProduct.name, Company: d.license.company.name, Date: date, Link: `${publicBaseUrl(deps.config, d.license.company.distributor)}/AppMyLicenses` });
        const mail = { to: a.email, ...rendered };
        out.push({ userId: a.id, notification: notification.id, mail, queued: await queueMail(tx, mail) });
      }
      return out;
    });
    if (!written) continue;
    for (const w of written) {
      announceNotification(deps, w.userId, w.notification);
      await deliverMail(prisma, deps.config, w.queued, w.mail);
    }
    noticed += 1;
  }
  if (expired || noticed) log.info("licence clock", { expired, noticed });
  return { expired, noticed };
}

/**
 * Active and suspended licences past their end become expired, each with its licence event and
 * /SysLog line (by nobody: the clock). Each row is taken by a conditional update, so two
 * instances never expire (or record) one twice.
 */
async function expire(deps: AppDeps, now: Date, scope: object): Promise<number> {
  const prisma = deps.db.prisma;
  const due = await prisma.licenseDetail.findMany({
    where: { ...scope, status: { in: [...TRANSITIONS.expire.from] }, endDate: { lt: now } },
    select: { id: true, licenseId: true, status: true, licenseCodeId: true, licenseProduct: { select: { name: true } }, license: { select: { companyId: true, company: { select: { name: true } } } } },
  });
  const companies = new Set<number>();
  let expired = 0;
  for (const d of due) {
    const done = await prisma.$transaction(async (tx) => {
      const taken = await tx.licenseDetail.updateMany({ where: { id: d.id, status: d.status }, data: { status: LICENSE_STATUS.expired } });
      if (!taken.count) return false;
      if (d.licenseCodeId !== null) await tx.licenseCode.update({ where: { id: d.licenseCodeId }, data: { status: LICENSE_STATUS.expired } });
      await record(tx, { principal: null }, d, { action: "expire", from: d.status, to: LICENSE_STATUS.expired, observations: null, extra: "end date reached" });
      return true;
    });
    if (done) (expired += 1), companies.add(d.license.companyId);
  }
  for (const c of companies) await afterChange({ pubsub: deps.pubsub }, c);
  return expired;
}

/** Runs the clock 10 s after start (sooner with a shorter period), then every period: on one instance each time. */
export function startLicenceClock(deps: AppDeps): { stop(): void } {
  const periodMs = deps.config.licenceClockMs;
  return every(deps.db, "licence-clock", { firstMs: Math.min(10_000, periodMs), periodMs }, () => runLicenceClock(deps));
}
