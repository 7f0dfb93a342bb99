// Demo tenants: two distributors (resolved by host name: localhost and 127.0.0.1), their
// configuration, three companies with sectors, parameters, terms acceptances and licences,
// and the eight sign-in accounts. Ids are fixed so tests and docs can name them.
import { randomUUID } from "node:crypto";
import { DAY_MS, LANG, type Tx } from "./context";
import { countryId, countryRegionId, LICENSE_PERIOD, LICENSE_PRODUCT, REGIONAL_FORMAT, REGIONS, USER_TYPE } from "./reference";
import { appParameterRows, sysParameterRows } from "./parameters";
import type { Random } from "./random";

export const DEMO_IDS = {
  distributors: { bionova: 1, steriline: 2 },
  companies: { hospitalA: 1, hospitalB: 2, clinicC: 3 },
  sectors: {
    aCentral: 1, aTheatre: 2, aEndoscopy: 3,
    bCentral: 4, bTheatre: 5,
    cCentral: 6, cDental: 7,
  },
  users: {
    sysadmin: 1, distributor: 2,
    adminA: 3, supervisorA: 4, operatorA: 5, agentA: 6,
    adminB: 7, adminC: 8,
  },
} as const;

const D = DEMO_IDS.distributors;
const C = DEMO_IDS.companies;
const S = DEMO_IDS.sectors;
const U = DEMO_IDS.users;

interface DemoUser {
  id: number;
  email: string;
  role: string;
  home: string;
  kind: "SYSTEM" | "DISTRIBUTOR" | "COMPANY";
  name: string;
  lastName: string;
  userTypeId: number | null;
  distributorId: number | null;
  companyId: number | null;
  sectorId: number | null;
  languageId?: number;
  permittedLanguage?: string;
}

const USERS: DemoUser[] = [
  { id: U.sysadmin, email: "sysadmin@demo.test", role: "System administrator", home: "/sysmain", kind: "SYSTEM", name: "Sam", lastName: "Provider", userTypeId: null, distributorId: null, companyId: null, sectorId: null },
  { id: U.distributor, email: "dist@demo.test", role: "Distributor user (Bionova Iberia)", home: "/distmain", kind: "DISTRIBUTOR", name: "Diana", lastName: "Ruiz", userTypeId: USER_TYPE.distributor, distributorId: D.bionova, companyId: null, sectorId: null },
  { id: U.adminA, email: "admin@hospital-a.test", role: "Company administrator (Hospital A)", home: "/appmain", kind: "COMPANY", name: "Laura", lastName: "García", userTypeId: USER_TYPE.administrator, distributorId: D.bionova, companyId: C.hospitalA, sectorId: S.aCentral, languageId: LANG.es, permittedLanguage: "es" },
  { id: U.supervisorA, email: "supervisor@hospital-a.test", role: "Supervisor (Hospital A)", home: "/appmain", kind: "COMPANY", name: "Javier", lastName: "Martín", userTypeId: USER_TYPE.supervisor, distributorId: D.bionova, companyId: C.hospitalA, sectorId: S.aCentral },
  { id: U.operatorA, email: "operator@hospital-a.test", role: "Operator (Hospital A)", home: "/appmain", kind: "COMPANY", name: "Lucía", lastName: "Fernández", userTypeId: USER_TYPE.operator, distributorId: D.bionova, companyId: C.hospitalA, sectorId: S.aCentral },
  { id: U.agentA, email: "agent@hospital-a.test", role: "Connection / incubator agent (Hospital A)", home: "/appmain", kind: "COMPANY", name: "Agent", lastName: "CSSD PC", userTypeId: USER_TYPE.connection, distributorId: D.bionova, companyId: C.hospitalA, sectorId: S.aCentral },
  { id: U.adminB, email: "admin@hospital-b.test", role: "Company administrator (Hospital B, terms not accepted)", home: "/appmain", kind: "COMPANY", name: "Pedro", lastName: "Santos", userTypeId: USER_TYPE.administrator, distributorId: D.bionova, companyId: C.hospitalB, sectorId: S.bCentral },
  { id: U.adminC, email: "admin@clinic-c.test", role: "Company administrator (Clinic C)", home: "/appmain", kind: "COMPANY", name: "Ingrid", lastName: "Larsen", userTypeId: USER_TYPE.administrator, distributorId: D.steriline, companyId: C.clinicC, sectorId: S.cCentral },
];

export const demoUsers = USERS.map(({ email, role, home }) => ({ email, role, home }));

const DISTRIBUTORS = [
  { id: D.bionova, name: "Bionova Iberia", domain: "localhost", themeFileName: "bionova", ownDistributor: true },
  { id: D.steriline, name: "Steriline Nordic", domain: "127.0.0.1", themeFileName: "steriline", ownDistributor: false },
];

const COMPANIES = [
  { id: C.hospitalA, distributorId: D.bionova, name: "Hospital A", country: "ES", province: "Madrid", city: "Madrid", address: "Calle del Doctor Esquerdo 46", phone: "+34 915 550 100", contact: "Laura García", postalCode: "28007", languageId: LANG.es, securityMode: 2, regionalFormatId: REGIONAL_FORMAT.es },
  { id: C.hospitalB, distributorId: D.bionova, name: "Hospital B", country: "PT", province: "Porto", city: "Porto", address: "Rua de Santa Catarina 120", phone: "+351 220 000 100", contact: "Pedro Santos", postalCode: "4000-442", languageId: LANG.en, securityMode: 1, regionalFormatId: REGIONAL_FORMAT.enGB },
  { id: C.clinicC, distributorId: D.steriline, name: "Clinic C", country: "SE", province: "Stockholm County", city: "Stockholm", address: "Sveavagen 44", phone: "+46 8 555 100 00", contact: "Ingrid Larsen", postalCode: "111 34", languageId: LANG.en, securityMode: 3, regionalFormatId: REGIONAL_FORMAT.enGB },
];

const SECTORS = [
  { id: S.aCentral, companyId: C.hospitalA, name: "Central Sterile" },
  { id: S.aTheatre, companyId: C.hospitalA, name: "Operating Theatre" },
  { id: S.aEndoscopy, companyId: C.hospitalA, name: "Endoscopy" },
  { id: S.bCentral, companyId: C.hospitalB, name: "Central Sterile" },
  { id: S.bTheatre, companyId: C.hospitalB, name: "Operating Theatre" },
  { id: S.cCentral, companyId: C.clinicC, name: "Central Sterile" },
  { id: S.cDental, companyId: C.clinicC, name: "Dental" },
];

/** EULA id of a distributor and region (one per pair, ids in that order). */
function eulaId(distributorId: number, regionId: number): number {
  return (distributorId - 1) * REGIONS.length + regionId;
}

function eulaText(distributor: string, region: string): string {
  return `<h2>${distributor} — Terms of use (${region})</h2>
<p>These terms govern your organisation's use of the cloud quality-control records service supplied by ${distributor}.</p>
<ol>
<li><b>Service.</b> The service records and stores indicator readings and equipment data entered by your staff or sent by your incubators' agent. It supports, and does not replace, your sterilisation procedures and professional judgement.</li>
<li><b>Accounts.</b> You are responsible for the users you create, for keeping passwords secret and for the accuracy of the data entered.</li>
<li><b>Records.</b> Readings are kept with an audit trail of every change. You remain responsible for meeting your record-retention obligations.</li>
<li><b>Licences.</b> Features are available while a valid licence is active. Trial licences end automatically.</li>
<li><b>Data protection.</b> Personal data is processed according to the privacy policy and the data-processing terms applicable in ${region}.</li>
<li><b>Liability.</b> The service is provided with reasonable care; liability is limited to the fees paid in the last twelve months, except where the law does not allow it.</li>
</ol>
<p>By accepting, you confirm that you may accept these terms on behalf of your organisation.</p>`;
}

export async function seedDemoTenants(tx: Tx, rng: Random, passwordHash: string, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  await tx.distributor.createMany({
    // The encrypted id is opaque: the browser keeps it and sends it back as DistId.
    data: DISTRIBUTORS.map((d) => ({ ...d, encryptedId: randomUUID().replaceAll("-", ""), createdAt: at(-400) })),
  });
  await tx.sysParameter.createMany({ data: sysParameterRows(DISTRIBUTORS.map((d) => d.id)) });
  await tx.eula.createMany({
    data: DISTRIBUTORS.flatMap((d) =>
      REGIONS.map((r) => ({ id: eulaId(d.id, r.id), distributorId: d.id, regionId: r.id, text: eulaText(d.name, r.name), createdAt: at(-400) })),
    ),
  });
  await tx.sysNotification.createMany({
    data: [
      { id: 1, distributorId: null, type: 0, detail: "Scheduled maintenance on Sunday from 02:00 to 03:00 UTC: the service may be briefly unavailable.", url: null, createdAt: at(-2) },
      { id: 2, distributorId: null, type: 1, detail: "Agent version 2.4 is available: update your companies' agents to keep incubator readings flowing.", url: "/downloadagent", createdAt: at(-5) },
      { id: 3, distributorId: D.bionova, type: 1, detail: "Hospital A has a pending licence request (Exporter).", url: "/distlicenses", createdAt: at(-1) },
      { id: 4, distributorId: D.steriline, type: 0, detail: "Clinic C's trial licence ends in 12 days.", url: "/distcompany", createdAt: at(-1) },
    ],
  });
  // Every distributor sells every product in every period in the demo.
  await tx.licenseProductPeriod.createMany({
    data: DISTRIBUTORS.flatMap((d) =>
      Object.values(LICENSE_PRODUCT).flatMap((licenseProductId) =>
        Object.values(LICENSE_PERIOD).map((licensePeriodId) => ({ distributorId: d.id, licenseProductId, licensePeriodId })),
      ),
    ),
  });

  await tx.company.createMany({
    data: COMPANIES.map(({ securityMode: _s, regionalFormatId: _r, country, ...c }) => ({ ...c, countryId: countryId(country), createdAt: at(-400) })),
  });
  await tx.sector.createMany({ data: SECTORS.map((s) => ({ ...s, createdAt: at(-400) })) });
  await tx.appUser.createMany({
    data: USERS.map(({ role: _r, home: _h, ...u }) => ({
      ...u,
      passwordHash,
      creationUserId: u.kind === "COMPANY" && u.userTypeId !== USER_TYPE.administrator ? adminOf(u.companyId!) : null,
      creationDate: at(-400),
      lastLoginAt: u.id === U.adminB ? null : at(-1),
    })),
  });
  await tx.appParameter.createMany({ data: COMPANIES.flatMap((c) => appParameterRows(c.id, c)) });

  // Hospital B has not accepted its terms: its administrator is sent to /appeula.
  await tx.eulaAcceptance.createMany({
    data: [C.hospitalA, C.clinicC].map((companyId) => {
      const company = COMPANIES.find((c) => c.id === companyId)!;
      return {
        eulaId: eulaId(company.distributorId, countryRegionId(company.country)),
        companyId,
        userId: adminOf(companyId),
        acceptedAt: at(-399),
      };
    }),
  });

  await seedLicenses(tx, rng, at);
}

function adminOf(companyId: number): number {
  return { [C.hospitalA]: U.adminA, [C.hospitalB]: U.adminB, [C.clinicC]: U.adminC }[companyId]!;
}

/** Activation codes look like BNV-XXXX-XXXX-XXXX (distributor prefix + random groups). */
function licenseCode(rng: Random, prefix: string): string {
  return `${prefix}-${rng.code(4)}-${rng.code(4)}-${rng.code(4)}`;
}

async function seedLicenses(tx: Tx, rng: Random, at: (days: number) => Date): Promise<void> {
  const P = LICENSE_PRODUCT;
  const yearStart = at(-60);
  const yearEnd = at(305);
  // Hospital A: one active licence (status 2) covering Bionova Cloud, Integration Plus and Integration.
  const active = [P.cloud, P.plus, P.normal].map((licenseProductId, i) => ({
    id: i + 1, code: licenseCode(rng, "BNV"), distributorId: D.bionova, companyId: C.hospitalA, licenseProductId,
    licensePeriodId: LICENSE_PERIOD.oneYear, used: true, status: 2, startDate: yearStart, endDate: yearEnd, createdAt: at(-61),
  }));
  const clinicTrial = {
    id: 4, code: licenseCode(rng, "STN"), distributorId: D.steriline, companyId: C.clinicC, licenseProductId: P.cloud,
    licensePeriodId: LICENSE_PERIOD.trial, used: true, status: 2, startDate: at(-18), endDate: at(12), createdAt: at(-18),
  };
  // Unused activation codes for the distributors' code lists.
  const unused = [
    { id: 5, distributorId: D.bionova, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear, prefix: "BNV" },
    { id: 6, distributorId: D.bionova, licenseProductId: P.normal, licensePeriodId: LICENSE_PERIOD.twoYears, prefix: "BNV" },
    { id: 7, distributorId: D.bionova, licenseProductId: P.plus, licensePeriodId: LICENSE_PERIOD.trial, prefix: "BNV" },
    { id: 8, distributorId: D.steriline, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.threeYears, prefix: "STN" },
  ].map(({ prefix, ...c }) => ({ ...c, code: licenseCode(rng, prefix), companyId: null, used: false, status: 0, startDate: null, endDate: null, createdAt: at(-30) }));
  // Demo activation codes with known values (README "Demo accounts"; tests use them too).
  const demo = [
    { id: 9, code: "BNV-DEMO-CLOUD-0001", distributorId: D.bionova, companyId: null, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear },
    { id: 10, code: "BNV-DEMO-CLOUD-0002", distributorId: D.bionova, companyId: null, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear },
    { id: 11, code: "BNV-DEMO-CLOUD-0003", distributorId: D.bionova, companyId: null, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear },
    { id: 12, code: "BNV-DEMO-INTEG-0001", distributorId: D.bionova, companyId: null, licenseProductId: P.normal, licensePeriodId: LICENSE_PERIOD.oneYear },
    { id: 13, code: "BNV-DEMO-PLUS-0001", distributorId: D.bionova, companyId: null, licenseProductId: P.plus, licensePeriodId: LICENSE_PERIOD.twoYears },
    // Reserved for Hospital A: no other company may activate it.
    { id: 14, code: "BNV-DEMO-HOSPA-0001", distributorId: D.bionova, companyId: C.hospitalA, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear },
    { id: 15, code: "STN-DEMO-CLOUD-0001", distributorId: D.steriline, companyId: null, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear },
  ].map((c) => ({ ...c, used: false, status: 0, startDate: null, endDate: null, createdAt: at(-30) }));
  // Hospital B: an active Bionova Cloud licence of its own (no integration products).
  const hospitalBCloud = {
    id: 16, code: "BNV-DEMO-HOSPB-CLOUD", distributorId: D.bionova, companyId: C.hospitalB, licenseProductId: P.cloud,
    licensePeriodId: LICENSE_PERIOD.oneYear, used: true, status: 2, startDate: yearStart, endDate: yearEnd, createdAt: at(-61),
  };
  await tx.licenseCode.createMany({ data: [...active, clinicTrial, ...unused, ...demo, hospitalBCloud] });

  await tx.license.createMany({
    data: [
      { id: 1, companyId: C.hospitalA, invoiceNumber: "INV-2026-0142", createdAt: at(-61) },
      { id: 2, companyId: C.clinicC, invoiceNumber: null, createdAt: at(-18) },
      // A pending request (status 0) so the system licence screen has something to approve.
      { id: 3, companyId: C.hospitalA, invoiceNumber: null, createdAt: at(-1) },
      { id: 4, companyId: C.hospitalB, invoiceNumber: "INV-2026-0150", createdAt: at(-61) },
    ],
  });
  await tx.licenseDetail.createMany({
    data: [
      ...active.map((c) => ({
        licenseId: 1, licenseCodeId: c.id, licenseProductId: c.licenseProductId, licensePeriodId: c.licensePeriodId,
        startDate: yearStart, endDate: yearEnd, status: 2, observations: "Annual renewal",
      })),
      {
        licenseId: 2, licenseCodeId: clinicTrial.id, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.trial,
        startDate: clinicTrial.startDate, endDate: clinicTrial.endDate, status: 2, observations: "Trial",
      },
      {
        licenseId: 3, licenseCodeId: null, licenseProductId: P.exporter, licensePeriodId: LICENSE_PERIOD.oneYear,
        startDate: at(0), endDate: at(365), status: 0, observations: "Requested from the licence screen",
      },
      {
        licenseId: 4, licenseCodeId: hospitalBCloud.id, licenseProductId: P.cloud, licensePeriodId: LICENSE_PERIOD.oneYear,
        startDate: yearStart, endDate: yearEnd, status: 2, observations: "Annual renewal",
      },
    ],
  });
}
