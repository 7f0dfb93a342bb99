// Demo activity around the readings: notifications, the company and system logs, dashboard
// panels, webhook subscriptions, a finished desktop-database import and the audit trail of
// edited readings.
import { randomBytes } from "node:crypto";
import { DAY_MS, HOUR_MS, type Tx } from "./context";
import { DEMO_IDS } from "./demo-tenants";
import type { AuditRow } from "./demo-reading-kit";
import type { ReadingHighlights } from "./demo-readings";
import { LICENSE_PRODUCT } from "./reference";
import { alertTexts } from "../alerts/texts";

const C = DEMO_IDS.companies;
const S = DEMO_IDS.sectors;
const U = DEMO_IDS.users;

export async function seedDemoActivity(tx: Tx, now: Date, audit: AuditRow[], highlights: ReadingHighlights): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  // The import the 15 oldest Hospital A BI readings came from (readings point at id 1).
  await tx.desktopMigration.createMany({
    data: [{
      id: 1, companyId: C.hospitalA, sectorId: S.aCentral, userId: U.adminA, dbId: "cssd-desktop-2019-7f3c9a2e",
      fileName: "cssd_2019.db", status: "Completed", statusEnum: 2, totalImportedResults: 15, migrationDate: at(-121),
    }],
  });
  await tx.readingAudit.createMany({ data: audit });

  const latest = <T extends { companyId: number; readNumber: number }>(list: T[], companyId: number) =>
    list.filter((h) => h.companyId === companyId).sort((a, b) => b.readNumber - a.readNumber)[0];
  const positiveA = latest(highlights.positiveBI, C.hospitalA);
  const proA = latest(highlights.proAboveAction, C.hospitalA);
  // Hospital A's users read Spanish (their company's language): each notification is written in
  // it, as the alerts write theirs (alerts/texts.ts).
  const es = alertTexts("es");
  const notifications = [
    ...(positiveA
      ? [U.adminA, U.supervisorA].map((userId) => ({
          companyId: C.hospitalA, userId, type: 2, url: "/appbifinished", viewed: false, createdAt: at(-0.1),
          detail: es.notification({ reason: "bi.positive", readNumber: positiveA.readNumber, sector: positiveA.machine, disinfection: false, density: null, actionLevel: null }),
        }))
      : []),
    ...(proA
      ? [{
          companyId: C.hospitalA, userId: U.supervisorA, type: 1, url: "/AppHistorical", viewed: false, createdAt: at(-3),
          detail: es.notification({ reason: "pro.action", readNumber: proA.readNumber, sector: proA.machine, disinfection: false, density: null, actionLevel: null }),
        }]
      : []),
    { companyId: C.hospitalA, userId: U.adminA, type: 0, url: "/AppMyLicenses", viewed: true, createdAt: at(-60), viewedAt: at(-59), detail: "Su licencia de Bionova Cloud está activa hasta el año que viene." },
    { companyId: C.hospitalA, userId: U.operatorA, type: 0, url: null, viewed: false, createdAt: at(-1), detail: "La incubadora MiniBio spare lleva más de 10 minutos desconectada." },
    { companyId: C.hospitalB, userId: U.adminB, type: 1, url: "/AppMyLicenses", viewed: false, createdAt: at(-2), detail: "No active licence: request one to keep your records." },
    { companyId: C.clinicC, userId: U.adminC, type: 1, url: "/AppMyLicenses", viewed: false, createdAt: at(-1), detail: "Your trial licence ends in 12 days." },
  ];
  await tx.appNotification.createMany({ data: notifications });

  // Company log (screen 320): a plausible recent history of Hospital A, plus a line for the others.
  const logA: [number, number, string, string | null, string, string][] = [
    [-120.9, U.adminA, "DesktopMigration", "1", "import", "Imported cssd_2019.db into Central Sterile (15 readings)"],
    [-90, U.adminA, "Sector", String(S.aEndoscopy), "create", "Created sector Endoscopy"],
    [-89.5, U.adminA, "AppUser", String(U.operatorA), "create", "Created user operator@hospital-a.test (Operator)"],
    [-60, U.adminA, "License", "1", "activate", "Activated licence for Bionova Cloud, Integration Plus and Integration"],
    [-30, U.adminA, "AppParameter", "0", "update", "Security mode set to Medium"],
    [-14, U.supervisorA, "Washer", "3", "create", "Created washer Endoscope washer"],
    [-7, U.supervisorA, "ReadingBI", null, "to-historical", "Moved 12 BI readings to historical"],
    [-3, U.operatorA, "ReadingPRO", null, "edit", "Associated instrument measures to 4 protein readings"],
    [-1, U.adminA, "License", "3", "request", "Requested an Exporter licence (1 year)"],
    [-0.2, U.supervisorA, "Session", null, "login", "Signed in"],
  ];
  await tx.appLog.createMany({
    data: [
      ...logA.map(([days, userId, entity, entityId, action, detail]) => ({ companyId: C.hospitalA, userId, at: at(days), entity, entityId, action, detail })),
      { companyId: C.hospitalB, userId: U.adminB, at: at(-400), entity: "Company", entityId: String(C.hospitalB), action: "signup", detail: "Company signed up" },
      { companyId: C.clinicC, userId: U.adminC, at: at(-18), entity: "License", entityId: "2", action: "activate", detail: "Activated trial licence for Bionova Cloud" },
    ],
  });
  await tx.sysLog.createMany({
    data: [
      { at: at(-400), level: "info", userId: U.sysadmin, detail: "Distributor Bionova Iberia created" },
      { at: at(-400), level: "info", userId: U.sysadmin, detail: "Distributor Steriline Nordic created" },
      { at: at(-18), level: "info", userId: U.sysadmin, detail: "Licence code issued to Clinic C (trial)" },
      { at: new Date(now.getTime() - 5 * HOUR_MS), level: "warn", userId: null, detail: "Mail delivery deferred: no SMTP server configured, kept in the outbox" },
    ],
  });

  // Dashboard panels of the landing page (types 0 and 1 only).
  await tx.panelUser.createMany({
    data: [
      { panelId: 1, userId: U.adminA }, { panelId: 3, userId: U.adminA }, { panelId: 4, userId: U.adminA },
      { panelId: 2, userId: U.supervisorA }, { panelId: 3, userId: U.supervisorA },
      { panelId: 1, userId: U.adminC },
      // A removed panel: removal is soft.
      { panelId: 5, userId: U.adminA, inactive: true },
    ].map((p) => ({ ...p, createdAt: at(-30) })),
  });

  // Hospital A's licensed integration products, one row per indicator type, not yet subscribed.
  await tx.webhookSubscription.createMany({
    data: [LICENSE_PRODUCT.normal, LICENSE_PRODUCT.plus].flatMap((licenseProductId) =>
      [1, 2, 3, 4, 5].map((indicatorTypeId) => ({
        companyId: C.hospitalA, licenseProductId, indicatorTypeId, subscribed: false, url: null,
        secret: randomBytes(32).toString("hex"), // a real secret even in the demo: it signs deliveries
      })),
    ),
  });
}
