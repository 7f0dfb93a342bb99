// The licence clock: active licences past their end date become expired (status 3), and N days
// before the end (N = the company's parameter 2) the company's administrators get a notice in
// their language, once. Runs at start and every hour. Safe with several instances: expiring is
// idempotent, and each notice is claimed by one atomic update before it is sent.
import type { AppDeps } from "../context";
import { notifyUser } from "../notifications/service";
import { companySettings } from "../parameters/settings";
import { uiTexts } from "../seed/data/ui-texts";
import { SHIPPED_LANGUAGES, type ShippedLanguage } from "../seed/context";
import { COMPANY_ADMIN } from "../auth/scopes";
import { LICENSE_STATUS } from "./service";
import { log } from "../log";

const DAY_MS = 86_400_000;
const EVERY_MS = 60 * 60 * 1000;

const shipped = (code: string): ShippedLanguage => {
  const short = code.toLowerCase().slice(0, 2);
  return (SHIPPED_LANGUAGES as readonly string[]).includes(short) ? (short as ShippedLanguage) : "en";
};

/** The notice in a language: "The licence {{product}} expires on {{date}}." */
function noticeText(code: string, product: string, end: Date): string {
  const lang = shipped(code);
  const text = uiTexts["licenses.expiryNotice"]?.[lang] ?? uiTexts["licenses.expiryNotice"]?.en ?? "The licence {{product}} expires on {{date}}.";
  const date = end.toISOString().slice(0, 10);
  return text.replace("{{product}}", product).replace("{{date}}", date);
}

export interface ClockRun {
  expired: number;
  noticed: number;
}

/** `companyId`: one company's licences only (the test hook's clock). */
export async function runLicenceClock(deps: AppDeps, now = new Date(), companyId?: number): Promise<ClockRun> {
  const prisma = deps.db.prisma;
  const scope = companyId === undefined ? {} : { license: { companyId } };
  const expired = await prisma.licenseDetail.updateMany({ where: { ...scope, status: LICENSE_STATUS.active, endDate: { lt: now } }, data: { status: LICENSE_STATUS.expired } });
  const soon = await prisma.licenseDetail.findMany({
    where: { ...scope, status: LICENSE_STATUS.active, noticeSentAt: null, endDate: { gte: now, lte: new Date(now.getTime() + 365 * DAY_MS) } },
    select: { id: true, endDate: true, licenseProduct: { select: { name: true } }, license: { select: { companyId: true } } },
  });
  let noticed = 0;
  for (const d of soon) {
    const { companyId } = d.license;
    const { noticeDays } = await companySettings(prisma, companyId);
    if (d.endDate.getTime() - now.getTime() > noticeDays * DAY_MS) continue;
    // Claimed first: a notice is never sent twice, even by two rounds at once.
    const claimed = await prisma.licenseDetail.updateMany({ where: { id: d.id, noticeSentAt: null }, data: { noticeSentAt: now } });
    if (!claimed.count) continue;
    const admins = await prisma.appUser.findMany({ where: { companyId, userTypeId: COMPANY_ADMIN, deletedAt: null, active: true }, select: { id: true } });
    for (const a of admins) {
      await notifyUser({ prisma, pubsub: deps.pubsub }, { userId: a.id, companyId, type: 1, detail: (code) => noticeText(code, d.licenseProduct.name, d.endDate), url: "/AppMyLicenses" });
    }
    noticed += 1;
  }
  if (expired.count || noticed) log.info("licence clock", { expired: expired.count, noticed });
  return { expired: expired.count, noticed };
}

/** Runs the clock shortly after start, then every hour. */
export function startLicenceClock(deps: AppDeps): { stop(): void } {
  const tick = () => void runLicenceClock(deps).catch((e) => log.error("licence clock failed", { error: String(e) }));
  const first = setTimeout(tick, 10_000);
  const every = setInterval(tick, EVERY_MS);
  return { stop: () => (clearTimeout(first), clearInterval(every)) };
}
