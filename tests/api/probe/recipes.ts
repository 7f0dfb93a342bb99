// One recipe per operation: how to call it with the victim's ids and values. The key is the
// operation's key (operations.ts); tests/api/probe/coverage.test.ts fails when an operation
// has neither a recipe nor an exemption, and when a recipe names an operation that is gone.
//
// A recipe answers the calls to make (REST: path parameters, query, body; GraphQL: arguments,
// the selection is built from the schema) for one attacker. Options:
//   mutates  - changes data when allowed: the victim's rows are fingerprinted before and
//              after each call (default: REST methods other than GET, GraphQL mutations);
//   last     - ends the caller's session: run after every other operation of the attacker,
//              in a session of its own (the very last one in the attacker's main session);
//   refuse   - classes of attacker that must be refused outright (4xx / GraphQL error, no
//              data): for answers that carry no victim value to look for (a yes/no status);
//   anonymousOnly - a public entry point that does not look at the caller's session: called
//              by the anonymous caller only (signing in costs a password hash per call);
//   staticText - the answer is a static public text: only victim global ids are looked for;
//   control  - reads: who of the victim sees victim data through the same calls (the
//              positive control that proves the recipe reaches the data): "admin" by
//              default, "user" (the victim supervisor), "agent" (Hospital A's Connection
//              user), or false with the reason in `why` (reference data, no victim value).
import { gid } from "../../helpers/company";
import type { Attacker } from "./attackers";
import { settingsRecipes } from "./recipes-settings";
import { licenseRecipes } from "./recipes-licenses";
import { licenseAdminRecipes } from "./recipes-license-admin";
import { scoreRecipes } from "./recipes-score";
import { incidentRecipes } from "./recipes-incidents";
import { accountRecipes } from "./recipes-account";
import { logoRecipes } from "./recipes-logo";
import { desktopImportRecipes } from "./recipes-desktop-import";
import { sysadminRecipes } from "./recipes-sysadmin";
import { translateRecipes } from "./recipes-translate";
import { mailConfigRecipes } from "./recipes-mailconfig";
import { sysParameterRecipes } from "./recipes-sysparameters";
import { configRecipes } from "./recipes-config";
import { backOfficeRecipes } from "./recipes-backoffice";
import { washerChartRecipes } from "./recipes-washer-charts";
import { dashboardRecipes } from "./recipes-dashboard";
import { auditRecipes } from "./recipes-audit";
import { fhirRecipes } from "./recipes-fhir";
import { intakeRecipes } from "./recipes-intake";
import { observabilityRecipes } from "./recipes-observability";
import { hl7Recipes } from "./recipes-hl7";
import { MACHINE, READING, victimNodes, type AttackerClass, type MachineKind, type ReadingKind, type Victim } from "./victim";

export interface RestSpec {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** This call may answer even where the recipe demands refusals (it names no victim id). */
  mayAnswer?: true;
}
export interface GqlSpec {
  args?: Record<string, unknown>;
  /** node(id): ask for this member of the Node interface only. */
  only?: string;
  mayAnswer?: true;
}
export interface Ctx {
  v: Victim;
  a: Attacker;
}

export interface Recipe<S = RestSpec | GqlSpec> {
  calls: (c: Ctx) => S[];
  mutates?: boolean;
  last?: true;
  refuse?: AttackerClass[];
  anonymousOnly?: true;
  staticText?: true;
  control?: "admin" | "user" | "agent" | false;
  why?: string;
}

const R: Record<string, Recipe<RestSpec>> = {};
const G: Record<string, Recipe<GqlSpec>> = {};

/** Operations that are not probed, with the reason. */
export const EXEMPT: Record<string, string> = {};

const OUTSIDERS: AttackerClass[] = ["outsider"];
const BOTH: AttackerClass[] = ["outsider", "insider"];
const NEW_PASSWORD = "Hijacked-Probe-2026";

// ───────────── victim picks ─────────────
const centralMachine = (v: Victim, k: MachineKind) => v.machines[k].find((m) => m.sectorId === v.centralSectorId) ?? v.machines[k][0]!;
const markerMachine = (v: Victim, k: MachineKind) => v.machines[k].find((m) => m.sectorId === v.sector.id)!;
const readingsOf = (v: Victim, k: ReadingKind) => v.readings.filter((r) => r.kind === k);
const openReading = (v: Victim, k: ReadingKind) => readingsOf(v, k).find((r) => r.state === "PROVISIONAL") ?? readingsOf(v, k)[0]!;
const finalReading = (v: Victim, k: ReadingKind, disinfection?: boolean) =>
  readingsOf(v, k).find((r) => (r.state === "HISTORICAL" || r.state === "SAVED") && (disinfection === undefined || r.disinfection === disinfection)) ?? readingsOf(v, k)[0]!;
/** An incubator that can be given a sector (model type other than 1, connected). */
const assignable = (v: Victim) => v.incubators.find((i) => i.modelType !== 1 && i.workSectorId !== null) ?? v.incubators[0]!;
const victimSub = (v: Victim) => v.subscriptions[0]!;
const fresh = (c: Ctx, what: string) => `Probe ${what} ${c.v.suffix} ${c.a.key}`;

// ───────────── session, sign-up, password ─────────────
R["POST /api/Distributor/PostByDomain"] = { calls: () => [{ body: { Domain: "localhost" } }], mutates: false, control: false, why: "public: the distributor of a host name (branding), no company data" };
R["POST /api/login/login"] = { calls: ({ v }) => [{ body: { Email: v.user.email, Password: NEW_PASSWORD, DistId: v.distId } }], anonymousOnly: true, why: "sign-in with the victim's email and a wrong password; ignores the caller's session" };
R["POST /api/login/logout"] = { calls: ({ v }) => [{ body: { UserId: v.user.id } }], last: true };
R["POST /api/login/forgotPassword"] = { calls: ({ v }) => [{ body: { Email: v.user.email, DistId: v.distId } }] };
R["POST /api/login/password-recovery"] = { calls: ({ v }) => [{ body: { email: v.user.email, distId: v.distId, token: "0".repeat(64), password: NEW_PASSWORD } }] };
R["POST /api/login/signup"] = {
  calls: ({ v }) => [
    {
      body: {
        Administrator: { Email: v.user.email, Name: "Probe", LastName: "Attacker" },
        Company: { Name: "Hospital A", CountryId: 1, City: "Madrid", Addres: "1 Probe St", Phone: "+1 555 0100", Province: "Madrid", Contact: "Probe", PostalCode: "28007" },
        DistributorId: v.distId,
        Sector: { Name: "Central Sterile" },
        Language: { id: 1 },
      },
    },
  ],
};
R["POST /api/login/getNewAppToken"] = { calls: ({ v }) => [{ body: { UserId: v.admin.id } }] };
R["POST /api/appuser/getmustchangepasswordtext"] = { calls: ({ v }) => [{ body: { AppUser: { id: v.user.id } } }], mutates: false, control: false, why: "a fixed text" };
// With the attacker's own password: if the server applied it to the victim, its row changes;
// applied to the attacker, nothing changes (its other sessions end: it has none open).
R["POST /api/appuser/restorepassword"] = { calls: ({ v, a }) => [{ body: { AppUser: { id: v.user.id }, Password: a.password || "Probe-Password-1" } }] };

// ───────────── reference data, terms, menus ─────────────
R["GET /api/Country"] = { calls: () => [{}], control: false, why: "public reference list, no id" };
R["GET /api/Language/GetLanguages"] = { calls: ({ v }) => [{ query: { distributorId: v.distId } }], control: false, why: "public languages of a distributor" };
R["GET /api/language/GetUserLanguage"] = { calls: ({ v }) => [{ query: { userId: v.admin.id } }], control: false, why: "the caller's own language" };
R["GET /api/regionalformat/GetByUser"] = { calls: ({ v }) => [{ query: { userId: v.admin.id } }], control: false, why: "the caller's own format" };
R["GET /api/GeneralObject/getgeneralobjectjson"] = { calls: () => [{}], control: false, why: "interface texts" };
R["GET /api/screen/getjson"] = { calls: () => [{ query: { ScreenNameId: 1 } }], control: false, why: "screen labels" };
R["GET /api/menu/getsysmenujson"] = { calls: () => [{}], control: false, why: "the caller's menu" };
R["GET /api/menu/getdistmenujson"] = { calls: () => [{}], control: false, why: "the caller's menu" };
R["GET /api/menu/getappmenujson"] = { calls: () => [{}], control: false, why: "the caller's menu" };
R["POST /api/Eula/GetByDistributorAndRegion"] = { calls: ({ v }) => [{ body: { DistributorId: v.distId, RegionId: v.regionId } }], mutates: false, control: false, why: "public terms text of a distributor" };
R["GET /api/EulaCompanies/validateeulacompany/:companyId"] = { calls: ({ v }) => [{ params: { companyId: v.companyId } }], refuse: OUTSIDERS, control: false, why: "a yes/no status: outsiders must be refused" };
R["PUT /api/EulaCompanies/saveeulacompany"] = { calls: ({ v }) => [{ body: { EulaId: v.eulaId, CompanyId: v.companyId } }], refuse: OUTSIDERS };
R["GET /api/Company/CompareCompaniesNames"] = { calls: ({ v }) => [{ query: { companyName: "Hospital A", distributorId: v.distId } }], control: false, why: "public name check (echoes the name it is given)" };
R["GET /api/PrivacyPolicy"] = { calls: () => [{}], control: false, why: "public text" };
R["GET /api/DownloaderManager/file/:name"] = { calls: () => [{ params: { name: "agent-setup.zip" }, query: { exp: 1, sig: "x" } }], control: false, why: "public documents behind a signature" };
R["GET /api/DownloaderManager/:method"] = { calls: ({ v }) => [{ params: { method: "GetAgent" }, query: { distributorId: v.distId } }], control: false, why: "public documents" };

// ───────────── notifications ─────────────
R["GET /api/appnotification"] = { calls: ({ v }) => [{ query: { userId: v.user.id } }], control: "user" };
R["POST /api/appnotification/view"] = { calls: ({ v }) => [{ body: { id: v.notification.id } }] };
R["GET /api/sysnotification"] = { calls: () => [{}], control: false, why: "provider staff only" };
R["GET /api/sysnotification/GetByDist"] = { calls: ({ v }) => [{ query: { distId: v.distId } }], control: false, why: "distributor staff only (the victim's distributor's notices name Hospital A)" };
// Notice 3 of the seed is the victim's distributor's ("Hospital A has a pending licence request").
R["POST /api/sysnotification/view"] = { calls: () => [{ body: { id: 3 } }] };

// ───────────── sectors and users ─────────────
R["GET /api/sector"] = { calls: ({ v }) => [{ query: { companyId: v.companyId } }] };
R["GET /api/sector/GetIdNameSectorsByCompanyId"] = { calls: ({ v }) => [{ query: { companyId: v.companyId } }] };
R["GET /api/Sector/getSectorsToAssign"] = { calls: ({ v }) => [{ query: { userId: v.admin.id } }] };
R["GET /api/Sector/:id"] = { calls: ({ v }) => [{ params: { id: v.sector.id } }, { params: { id: v.centralSectorId } }], refuse: OUTSIDERS };
R["POST /api/sector"] = { calls: (c) => [{ body: { Sector: { name: fresh(c, "sector"), companyId: c.v.companyId, CompanyId: c.v.companyId } } }] };
R["PUT /api/sector"] = { calls: ({ v }) => [{ body: { Sector: { id: v.sector.id, name: "Hijacked sector" } } }] };
R["DELETE /api/sector"] = { calls: ({ v }) => [{ body: { Sector: { id: v.sector.id }, ForcedDelete: true } }] };
R["GET /api/appuser"] = { calls: ({ v }) => [{ query: { sectorId: v.centralSectorId } }], refuse: BOTH };
R["GET /api/appuser/getbycompany"] = { calls: ({ v }) => [{ query: { companyId: v.companyId } }, {}] };
R["POST /api/appuser"] = {
  calls: (c) => [{ body: { AppUser: { name: "Probe", lastName: fresh(c, "user"), email: `probe-${c.v.suffix}-${c.a.key.toLowerCase()}@probe.test`, userType: 2, sectorId: c.v.centralSectorId }, UserLogged: c.v.admin.id } }],
};
R["PUT /api/appuser"] = { calls: ({ v }) => [{ body: { AppUser: { id: v.user.id, name: "Hijacked", lastName: "User", sectorId: v.sector.id } } }] };
R["DELETE /api/appuser"] = { calls: ({ v }) => [{ body: { AppUser: { id: v.user.id } } }] };
R["POST /api/appuser/resetpassword"] = { calls: ({ v }) => [{ body: { AppUser: { id: v.user.id } } }] };

// ───────────── machines ─────────────
for (const kind of Object.keys(MACHINE) as MachineKind[]) {
  const base = `/api/${kind}`;
  R[`GET ${base}`] = { calls: ({ v }) => [{ query: { CompanyId: v.companyId } }] };
  R[`GET ${base}/GetByUserLogged`] = { calls: ({ v }) => [{ query: { userId: v.admin.id } }] };
  R[`GET ${base}/GetBySector`] = { calls: ({ v }) => [{ query: { SectorId: v.centralSectorId, CompanyId: v.companyId } }, { query: { SectorId: v.sector.id } }], refuse: OUTSIDERS };
  R[`POST ${base}/QuickSave`] = { calls: (c) => [{ body: { Name: fresh(c, kind), Brand: "Probe", Serial: `PQ-${c.v.suffix}-${c.a.key}`, SectorId: c.v.sector.id, CompanyId: c.v.companyId } }] };
  R[`POST ${base}`] = { calls: (c) => [{ body: { name: fresh(c, kind), brand: "Probe", serial: `PC-${c.v.suffix}-${c.a.key}`, sectorId: c.v.sector.id } }] };
  R[`PUT ${base}`] = { calls: ({ v }) => [{ body: { id: markerMachine(v, kind).id, name: "Hijacked", brand: "Hijacked", serial: `HJ-${v.suffix}`, sectorId: v.sector.id } }] };
  R[`DELETE ${base}`] = { calls: ({ v }) => [{ body: { id: markerMachine(v, kind).id, ForcedDelete: true } }, { body: { id: centralMachine(v, kind).id, ForcedDelete: true } }] };
}

// ───────────── incubators, measures, screens ─────────────
R["GET /api/Incubator"] = { calls: ({ v }) => [{ query: { appUserId: v.admin.id } }, {}] };
R["POST /api/Incubator/SetSector"] = {
  calls: ({ v, a }) => [{ body: { Incubator: { id: assignable(v).id }, Sector: { id: v.sector.id } } }, ...(a.sectorId ? [{ body: { Incubator: { id: assignable(v).id }, Sector: { id: a.sectorId } } }] : [])],
};
R["POST /api/Incubator/FreeIncubator"] = { calls: ({ v }) => [{ body: { Incubator: { id: assignable(v).id } } }] };
R["GET /api/InstrumentMeasure"] = { calls: ({ v }) => [{ query: { companyId: v.companyId } }] };
R["GET /api/instrumentmeasure/SASUriInstrumentFile"] = { calls: ({ v }) => v.measures.filter((m) => m.fileName).slice(0, 2).map((m) => ({ query: { fileName: m.fileName! } })), refuse: OUTSIDERS };
R["GET /api/instrumentmeasure/image/:id"] = { calls: ({ v }) => [{ params: { id: v.measures[0]!.id }, query: { exp: Math.floor(Date.now() / 1000) + 600, sig: "AAAA" } }], control: false, why: "public behind a signature the attacker does not have" };
R["GET /api/Screen/GetRequiredFields"] = { calls: ({ v }) => [{ query: { Screen: 1, companyId: v.companyId } }], control: false, why: "the caller's own required fields" };

// ───────────── agent API (Connection users only) ─────────────
const AGENT = "/api/agent/v1";
const serials = (v: Victim) => v.incubators.map((i) => i.serial);
R[`GET /api/agent/openapi.json`] = { calls: () => [{}], staticText: true, control: false, why: "public API description (its examples reuse two demo incubator serials)" };
R[`GET ${AGENT}/me`] = { calls: () => [{}], control: false, why: "who the caller is" };
R[`GET ${AGENT}/incubators`] = { calls: () => [{}], control: "agent" };
R[`POST ${AGENT}/incubators/announce`] = { calls: ({ v }) => [{ body: { serialNumber: v.live.serial, model: "IC10", connection: { vid: "0x1234", pid: "0x5678" } } }] };
R[`GET ${AGENT}/incubators/:serial`] = { calls: ({ v }) => serials(v).map((serial) => ({ params: { serial } })), refuse: BOTH, control: "agent" };
R[`POST ${AGENT}/incubators/:serial/connect`] = { calls: ({ v }) => serials(v).map((serial) => ({ params: { serial }, body: {} })) };
R[`POST ${AGENT}/incubators/:serial/disconnect`] = { calls: ({ v }) => serials(v).map((serial) => ({ params: { serial }, body: {} })) };
R[`POST ${AGENT}/incubators/:serial/status`] = { calls: ({ v }) => serials(v).map((serial) => ({ params: { serial }, body: { temperatureOk: false } })) };
R[`POST ${AGENT}/incubations`] = { calls: ({ v }) => [{ body: { serialNumber: v.live.serial, position: v.live.position, kind: "BI", programIndex: 1, startedAt: v.live.startedAt, lot: "HIJACK" } }] };
R[`GET ${AGENT}/incubations`] = { calls: ({ v }) => [{ query: { serialNumber: v.live.serial, position: v.live.position, startedAt: v.live.startedAt } }], refuse: BOTH, control: "agent" };
const hijackResult = (v: Victim) => ({ serialNumber: v.live.serial, position: v.live.position, startedAt: v.live.startedAt, kind: "BI", result: { result: "positive", fluorescence: 900, averageTemperature: 60, resultAt: new Date().toISOString() } });
R[`POST ${AGENT}/incubations/result`] = { calls: ({ v }) => [{ body: hijackResult(v) }] };
R[`POST ${AGENT}/incubations/results`] = { calls: ({ v }) => [{ body: { results: [hijackResult(v)] } }] };

// ───────────── readings ─────────────
for (const kind of Object.keys(READING) as ReadingKind[]) {
  const base = `/api/${READING[kind].option}`;
  const ids = (v: Victim) => readingsOf(v, kind).map((r) => r.id);
  if (kind === "BI" || kind === "PRO") R[`GET ${base}/getlive`] = { calls: ({ v }) => [{ query: { SectorId: v.centralSectorId } }] };
  R[`GET ${base}/getprovisional`] = { calls: ({ v }) => [{ query: { SectorId: v.centralSectorId } }] };
  R[`GET ${base}/getDetail`] = { calls: ({ v }) => ids(v).map((Id) => ({ query: { Id } })), refuse: BOTH };
  R[`GET ${base}/GetPossibleResults`] = { calls: () => [{}], control: false, why: "reference list" };
  R[`GET ${base}/getAudit`] = { calls: ({ v }) => ids(v).map((Id) => ({ query: { Id } })), refuse: BOTH, control: false, why: "an audit entry may name no one: a refusal is demanded instead" };
  R[`PUT ${base}`] = { calls: ({ v }) => [{ body: { id: openReading(v, kind).id, notes: "Hijacked", loteProduct: "HIJACK" } }, { body: { id: openReading(v, kind).id, moveToSaved: true } }] };
  for (const method of ["POST", "PUT"]) R[`${method} ${base}/masiveModify`] = { calls: ({ v }) => [{ body: { ReadIds: ids(v), notes: "Hijacked" } }] };
  R[`POST ${base}/toHistorical`] = { calls: ({ v }) => [{ body: { id: openReading(v, kind).id } }] };
  R[`POST ${base}/masiveToHistorical`] = { calls: ({ v }) => [{ body: { ReadIds: ids(v) } }] };
}
for (const path of ["/api/ReadingBI/GetProcessBI", "/api/ReadingBI/GetconditionSCIB", "/api/Enum/GetVisualResultsBI", "/api/Enum/GetVisualResultsPRO", "/api/Enum/getDetergentTypes", "/api/Enum/getUserEvaluation", "/api/Enum/GetValueDUnits", "/api/Program"]) {
  R[`GET ${path}`] = { calls: () => [{}], control: false, why: "reference list, no id" };
}
R["GET /api/Product/GetByDistributorEncrypted"] = { calls: ({ v }) => [{ query: { distributorId: v.distId } }], control: false, why: "the distributor's catalogue, not company data" };
R["GET /api/Product/GetProductByGTIN"] = { calls: ({ v }) => [{ query: { gtin: "09521234543213", distributor: v.distId } }], control: false, why: "the distributor's catalogue, not company data" };

// ───────────── historical browser, report, pictures, exporter ─────────────
type HistOption = "ReadingBI" | "ReadingBIDisinfection" | "ReadingPRO" | "readingchesterilizer" | "readingchewasher";
const HIST: Record<HistOption, { kind: ReadingKind; disinfection?: boolean; machine?: MachineKind; read: string }> = {
  ReadingBI: { kind: "BI", disinfection: false, machine: "sterilizer", read: "BI" },
  ReadingBIDisinfection: { kind: "BI", disinfection: true, machine: "disinfector", read: "BI_DISINFECTION" },
  ReadingPRO: { kind: "PRO", machine: "washer", read: "PRO" },
  readingchesterilizer: { kind: "CHE_STERILIZER", machine: "sterilizer", read: "CHESTERILIZER" },
  readingchewasher: { kind: "CHE_WASHER", machine: "washer", read: "CHEWASHER" },
};
const FILTER_KEY: Record<MachineKind, string> = { sterilizer: "SterilizerId", washer: "WasherId", disinfector: "DisinfectorId" };
const legacyFilters = (v: Victim, o: HistOption) => {
  const h = HIST[o];
  return [{ SectorId: v.centralSectorId }, ...(h.machine ? [{ [FILTER_KEY[h.machine]]: centralMachine(v, h.machine).id }] : [])];
};
/** The victim's sector and one of its final readings: a one-row report or export for its owner. */
const reportFilter = (v: Victim, o: HistOption) => ({ SectorId: v.centralSectorId, ReadNumber: finalReading(v, HIST[o].kind, HIST[o].disinfection).readNumber });
/**
 * The record prints the names its filter ids point at (issue 33 L1): one filter per victim row
 * of the kind — the probe sector's machines (their names are secrets), a Central Sterile
 * incubator, the victim supervisor (as editing user). [REST key, GraphQL key, node type, id]
 */
const namedFilters = (v: Victim, o: HistOption): [string, string, string, number][] => {
  const kind = HIST[o].kind;
  const machines: MachineKind[] = kind === "BI" ? ["sterilizer", "disinfector"] : kind === "CHE_STERILIZER" ? ["sterilizer"] : ["washer"];
  const incubator = v.incubators.find((i) => i.workSectorId === v.centralSectorId);
  return [
    ...machines.map((m) => [FILTER_KEY[m], `${m}Id`, MACHINE[m].type, markerMachine(v, m).id] as [string, string, string, number]),
    ...(incubator && (kind === "BI" || kind === "PRO") ? [["IncubatorId", "incubatorId", "Incubator", incubator.id] as [string, string, string, number]] : []),
    ["EditUserId", "editUserId", "CompanyUser", v.user.id],
  ];
};
for (const option of Object.keys(HIST) as HistOption[]) {
  const h = HIST[option];
  R[`POST /api/${option}/GetReport`] = {
    calls: ({ v }) => [{ body: { Filter: reportFilter(v, option) } }, ...namedFilters(v, option).map(([key, , , id]) => ({ body: { Filter: { [key]: id } } }))],
    mutates: false,
  };
  R[`GET /api/${option}/GetIncubatorsFromReadings`] = h.kind === "BI" || h.kind === "PRO" ? { calls: ({ v }) => [{ query: { companyId: v.companyId } }] } : { calls: ({ v }) => [{ query: { companyId: v.companyId } }], control: false, why: "chemical readings have no incubator: always empty" };
  if (option === "readingchesterilizer" || option === "readingchewasher") {
    R[`GET /api/${option}/GetImage`] = {
      calls: ({ v }) => v.images.filter((i) => i.option === option).map((i) => ({ query: { imageId: i.id } })),
      refuse: BOTH,
      control: false,
      why: "the victim's pictures by id: a refusal is demanded (and their content is looked for)",
    };
  }
  const saveOption = option === "readingchesterilizer" ? "ReadingCHESterilizer" : option === "readingchewasher" ? "ReadingCHEWasher" : option;
  R[`POST /api/${saveOption}/saveDataFromSavedRead`] = { calls: ({ v }) => [{ body: { id: finalReading(v, h.kind, h.disinfection).id, notes: "Hijacked", ticketNumber: "HIJACK" } }] };
}
R["POST /api/historical/:option"] = {
  calls: ({ v }) => (Object.keys(HIST) as HistOption[]).flatMap((option) => legacyFilters(v, option).map((Filter) => ({ params: { option }, body: { Filter, Pagination: { Page: 1, PageSize: 25 } } }))),
  mutates: false,
};
R["POST /api/export/getexportcols"] = { calls: () => [{ body: { Read: "BI" } }], mutates: false, control: false, why: "column names" };
for (const type of ["excel", "csv", "xml"]) {
  R[`POST /api/export/${type}`] = {
    calls: ({ v }) =>
      (["ReadingBI", "readingchewasher"] as HistOption[]).map((o) => ({
        body: { Read: HIST[o].read, Filter: reportFilter(v, o), CSVSeparator: ",", Cols: ["readNumber", "loteProduct", `${HIST[o].machine}Serial`] },
      })),
    mutates: false,
  };
}

// ───────────── webhooks ─────────────
const hijackRow = (v: Victim) => ({ id: victimSub(v).id, suscribed: true, url: "https://hijack.probe.test/hook", licenseProduct: { id: victimSub(v).licenseProductId }, indicatorType: { id: victimSub(v).indicatorTypeId }, companyId: v.companyId });
R["GET /api/Suscriptions/GetLicensesByIndicatorTypes"] = { calls: ({ v }) => [{ query: { companyId: v.companyId } }] };
R["POST /api/Suscriptions/Save"] = { calls: ({ v }) => [{ body: { companyId: v.companyId, subscriptions: [hijackRow(v)] } }, { body: [hijackRow(v)] }] };
R["POST /api/Suscriptions/TestRequest"] = { calls: ({ v }) => [{ body: { subscription: { ...hijackRow(v), url: "http://127.0.0.1:9/probe" } } }, { body: { subscription: { id: victimSub(v).id } } }] };
R["POST /api/Suscriptions/RotateSecret"] = { calls: ({ v }) => [{ body: { id: victimSub(v).id } }] };
R["GET /api/Suscriptions/GetDeliveries"] = { calls: ({ v }) => [{ query: { id: victimSub(v).id, take: 50 } }], control: false, why: "the victim may have no deliveries yet" };

// ═════════════ GraphQL ═════════════
const ALL_STATES = ["LIVE", "PROVISIONAL", "HISTORICAL", "SAVED"];
const sectorGid = (v: Victim) => gid("Sector", v.centralSectorId);

// Queries
// Lists: the first page is enough to show rows that should not be there (and keeps the
// control, Hospital A's administrator with its hundreds of readings, quick).
const PAGE = 10;
for (const kind of Object.keys(READING) as ReadingKind[])
  G[`Query.${READING[kind].list}`] = { calls: () => [{ args: { states: ALL_STATES, first: PAGE } }, { args: { states: ALL_STATES, first: PAGE, search: "1", orderBy: "PRODUCT", descending: true } }] };
G["Query.readings"] = { calls: () => (Object.keys(READING) as ReadingKind[]).map((kind) => ({ args: { kind, states: ALL_STATES, first: PAGE, search: "1", orderBy: "READ_NUMBER" } })) };
G["Query.countries"] = { calls: () => [{}], control: false, why: "public reference list" };
G["Query.machines"] = {
  calls: ({ v }) =>
    (Object.keys(MACHINE) as MachineKind[]).flatMap((k) => [
      { args: { kind: MACHINE[k].enum, sectorId: sectorGid(v), first: 100 } },
      { args: { kind: MACHINE[k].enum, first: 100 }, mayAnswer: true as const },
      // The search box and a relation ordering go through the same scope.
      { args: { kind: MACHINE[k].enum, first: 100, search: "a", orderBy: "SECTOR" }, mayAnswer: true as const },
    ]),
  refuse: OUTSIDERS,
};
G["Query.distributorByDomain"] = { calls: () => [{ args: { domain: "localhost" } }], control: false, why: "public branding" };
G["Query.eulaStatus"] = { calls: ({ v }) => [{ args: { companyId: v.companyId } }], refuse: OUTSIDERS, control: false, why: "a yes/no status: outsiders must be refused" };
G["Query.eulaText"] = { calls: ({ v }) => [{ args: { distributorId: v.distId, regionId: v.regionId } }], control: false, why: "public terms text" };
G["Query.exportColumns"] = { calls: () => [{ args: { read: "BI" } }], control: false, why: "column names" };
G["Query.generalObjects"] = { calls: () => [{}], control: false, why: "interface texts" };
G["Query.hasActiveLicense"] = { calls: () => [{}], control: false, why: "the caller's own licence" };
G["Query.historicalReadings"] = {
  calls: ({ v }) =>
    (Object.keys(HIST) as HistOption[]).flatMap((option) => {
      const h = HIST[option];
      const machine = h.machine ? { [`${h.machine}Id`]: gid(MACHINE[h.machine].type, centralMachine(v, h.machine).id) } : {};
      return [{ args: { option, filter: { sectorId: sectorGid(v) }, first: PAGE } }, ...(option === "ReadingBI" ? [{ args: { option, filter: machine, first: PAGE } }] : [])];
    }),
};
G["Query.historicalReport"] = {
  calls: ({ v }) =>
    (["ReadingBI", "ReadingPRO"] as HistOption[]).flatMap((option) => [
      { args: { option, filter: { sectorId: sectorGid(v), readNumber: reportFilter(v, option).ReadNumber } } },
      ...namedFilters(v, option).map(([, key, type, id]) => ({ args: { option, filter: { [key]: gid(type, id) } } })),
    ]),
};
G["Query.filterOptions"] = { calls: () => [{ args: { option: "ReadingBI" } }, { args: { option: "ReadingPRO" } }, {}] };
G["Query.readingImage"] = {
  calls: ({ v }) => v.images.map((i) => ({ args: { imageId: i.id } })),
  refuse: BOTH,
  control: false,
  why: "the victim's pictures by id: a refusal is demanded (and their content is looked for)",
};
G["Query.privacyPolicy"] = { calls: () => [{}, { args: { languageCode: "es" } }], staticText: true, control: false, why: "public text" };
G["Query.incubators"] = { calls: () => [{ args: { first: 100 } }, { args: { first: 100, search: "a", orderBy: "WORK_SECTOR" } }] };
G["Query.instrumentMeasures"] = { calls: () => [{ args: { first: 100 } }, { args: { first: 100, search: "a", orderBy: "DESCRIPTION" } }] };
G["Query.languages"] = { calls: ({ v }) => [{ args: { distributorId: v.distId } }], control: false, why: "public reference list" };
G["Query.menu"] = { calls: () => [{}], control: false, why: "the caller's menu" };
G["Query.products"] = { calls: () => [{}, { args: { kind: "CHE_STERILIZER" } }], control: false, why: "the caller's own distributor's catalogue" };
G["Query.readingForm"] = { calls: () => [{ args: { kind: "BI" } }, { args: { kind: "CHE_WASHER" } }], control: false, why: "field descriptions of the caller's own company" };
G["Query.requiredFields"] = { calls: () => [{ args: { screen: 400 } }], control: false, why: "object names of the caller's own company's mode" };
G["Query.notifications"] = { calls: () => [{}], control: "user" };
G["Query.node"] = { calls: ({ v, a }) => victimNodes(v, a.cls).map((n) => ({ args: { id: n.id }, only: n.type })) };
G["Query.nodes"] = { calls: ({ v, a }) => [{ args: { ids: victimNodes(v, a.cls).map((n) => n.id) } }] };
G["Query.productByBarcode"] = { calls: ({ v }) => [{ args: { code: "]d201095212345432131727063010ABC123", distributor: v.distId } }], control: false, why: "the distributor's catalogue" };
G["Query.regionalFormat"] = { calls: () => [{}], control: false, why: "the caller's own format" };
G["Query.screenLabels"] = { calls: () => [{ args: { screenId: 1 } }], control: false, why: "screen labels" };
G["Query.sectorUsers"] = { calls: ({ v }) => [{ args: { sectorId: sectorGid(v), first: 100 } }], refuse: BOTH };
G["Query.sectors"] = { calls: () => [{ args: { first: 100 } }] };
G["Query.similarCompanyName"] = { calls: ({ v }) => [{ args: { distributorId: v.distId, name: "Hospital A" } }], control: false, why: "public name check (echoes the name it is given)" };
G["Query.viewer"] = { calls: () => [{}] };
G["Query.signatureNeedsIdentity"] = { calls: () => [{}], control: false, why: "a flag of the caller's own session (has it signed yet)" };
G["Query.webhookDeliveries"] = { calls: ({ v }) => [{ args: { subscriptionId: victimSub(v).id, first: 50 } }], control: false, why: "the victim may have no deliveries yet" };
G["Query.webhookSubscriptions"] = { calls: () => [{}] };

// Mutations
const machineInput = (c: Ctx, sectorId: number) => ({ name: fresh(c, "machine"), brand: "Probe", serial: `PG-${c.v.suffix}-${c.a.key}`, sectorId: gid("Sector", sectorId) });
G["Mutation.viewNotification"] = { calls: ({ v }) => [{ args: { id: gid("AppNotification", v.notification.id) } }, { args: { id: gid("SysNotification", 3) } }] };
G["Mutation.acceptEula"] = { calls: ({ v }) => [{ args: { eulaId: v.eulaId } }] };
G["Mutation.assignIncubatorSector"] = {
  calls: ({ v, a }) => [
    { args: { incubatorId: gid("Incubator", assignable(v).id), sectorId: gid("Sector", v.sector.id) } },
    ...(a.sectorId ? [{ args: { incubatorId: gid("Incubator", assignable(v).id), sectorId: gid("Sector", a.sectorId) } }] : []),
  ],
};
G["Mutation.createMachine"] = { calls: (c) => (Object.keys(MACHINE) as MachineKind[]).map((k) => ({ args: { kind: MACHINE[k].enum, input: machineInput(c, c.v.sector.id) } })) };
G["Mutation.createSector"] = { calls: (c) => [{ args: { name: fresh(c, "gql sector") } }] };
G["Mutation.createUser"] = { calls: (c) => [{ args: { input: { email: `probe-gql-${c.v.suffix}-${c.a.key.toLowerCase()}@probe.test`, name: "Probe", lastName: "User", sectorId: sectorGid(c.v), userType: 2 } } }] };
G["Mutation.deleteMachine"] = { calls: ({ v }) => (Object.keys(MACHINE) as MachineKind[]).map((k) => ({ args: { kind: MACHINE[k].enum, id: gid(MACHINE[k].type, markerMachine(v, k).id), forcedDelete: true } })) };
G["Mutation.deleteSector"] = { calls: ({ v }) => [{ args: { id: gid("Sector", v.sector.id), forcedDelete: true } }] };
G["Mutation.deleteUser"] = { calls: ({ v }) => [{ args: { id: gid("CompanyUser", v.user.id) } }] };
for (const kind of Object.keys(READING) as ReadingKind[]) {
  const type = READING[kind].type;
  G[`Mutation.${READING[kind].edit}`] = {
    calls: ({ v }) => [
      { args: { ids: readingsOf(v, kind).map((r) => gid(type, r.id)), input: { notes: "Hijacked" } } },
      { args: { ids: [gid(type, openReading(v, kind).id)], input: {}, move: "TO_HISTORICAL" } },
      { args: { ids: [gid(type, finalReading(v, kind).id)], input: { notes: "Hijacked" }, finalEdit: true } },
    ],
  };
  G[`Mutation.${READING[kind].view}`] = { calls: ({ v }) => readingsOf(v, kind).map((r) => ({ args: { id: gid(type, r.id) } })) };
}
G["Mutation.viewReading"] = { calls: ({ v }) => (Object.keys(READING) as ReadingKind[]).flatMap((kind) => readingsOf(v, kind).map((r) => ({ args: { id: gid(READING[kind].type, r.id) } }))) };
G["Mutation.forgotPassword"] = { calls: ({ v }) => [{ args: { distributorId: v.distId, email: v.user.email } }] };
G["Mutation.freeIncubator"] = { calls: ({ v }) => [{ args: { incubatorId: gid("Incubator", assignable(v).id) } }] };
G["Mutation.login"] = { calls: ({ v }) => [{ args: { input: { distributorId: v.distId, email: v.user.email, password: NEW_PASSWORD } } }], anonymousOnly: true, why: "sign-in with the victim's email and a wrong password; ignores the caller's session" };
G["Mutation.logout"] = { calls: () => [{}], last: true };
G["Mutation.recoverPassword"] = { calls: ({ v }) => [{ args: { input: { distributorId: v.distId, email: v.user.email, password: NEW_PASSWORD, token: "0".repeat(64) } } }] };
G["Mutation.refreshToken"] = { calls: () => [{}] };
G["Mutation.resetUserPassword"] = { calls: ({ v }) => [{ args: { id: gid("CompanyUser", v.user.id) } }] };
// It acts on the caller alone (no id to pass): a password the rule refuses keeps it cheap.
G["Mutation.restorePassword"] = { calls: () => [{ args: { password: "short" } }] };
G["Mutation.rotateWebhookSecret"] = { calls: ({ v }) => [{ args: { subscriptionId: victimSub(v).id } }] };
G["Mutation.saveWebhookSubscriptions"] = {
  calls: ({ v }) => [{ args: { input: [{ subscriptionId: victimSub(v).id, licenseProductId: victimSub(v).licenseProductId, indicatorTypeId: victimSub(v).indicatorTypeId, subscribed: true, url: "https://hijack.probe.test/hook" }] } }],
};
G["Mutation.signUp"] = {
  calls: ({ v }) => [
    {
      args: {
        input: {
          adminEmail: v.user.email, adminName: "Probe", adminLastName: "Attacker", companyName: "Hospital A", city: "Madrid", province: "Madrid", postalCode: "28007",
          countryId: 1, distributorId: v.distId, languageId: 1, sectorName: "Central Sterile",
        },
      },
    },
  ],
};
G["Mutation.testWebhook"] = { calls: ({ v }) => [{ args: { subscriptionId: victimSub(v).id } }, { args: { subscriptionId: victimSub(v).id, url: "http://127.0.0.1:9/probe" } }] };
G["Mutation.updateMachine"] = { calls: (c) => (Object.keys(MACHINE) as MachineKind[]).map((k) => ({ args: { kind: MACHINE[k].enum, id: gid(MACHINE[k].type, markerMachine(c.v, k).id), input: machineInput(c, c.v.sector.id) } })) };
G["Mutation.updateSector"] = { calls: ({ v }) => [{ args: { id: gid("Sector", v.sector.id), name: "Hijacked sector" } }] };
G["Mutation.updateUser"] = { calls: ({ v }) => [{ args: { input: { id: gid("CompanyUser", v.user.id), name: "Hijacked", lastName: "User", sectorId: gid("Sector", v.sector.id) } } }] };

// Areas that keep their recipes beside their own tests' concerns.
for (const area of [settingsRecipes, licenseRecipes, licenseAdminRecipes, accountRecipes, logoRecipes, mailConfigRecipes, sysParameterRecipes, translateRecipes, configRecipes, backOfficeRecipes, washerChartRecipes, scoreRecipes, dashboardRecipes, desktopImportRecipes, intakeRecipes, observabilityRecipes, incidentRecipes, auditRecipes, fhirRecipes]) {
  Object.assign(R, area.rest);
  Object.assign(G, area.graphql);
}
Object.assign(R, hl7Recipes.rest); // HL7 v2 (recipes-hl7.ts), kept on a line of its own
Object.assign(G, hl7Recipes.graphql);
// Generated from the entity descriptions; a path another area already serves (the reference
// list GET /api/Program) keeps that area's recipe, as the router keeps its route.
for (const [key, recipe] of Object.entries(sysadminRecipes.rest)) if (!Object.keys(R).some((k) => k.toLowerCase() === key.toLowerCase())) R[key] = recipe;
Object.assign(G, sysadminRecipes.graphql);

export const REST_RECIPES = R;
export const GRAPHQL_RECIPES = G;

/**
 * Subscriptions take no id: each is opened by the attacker while the victim's event happens
 * (tests/api/probe/subscriptions.ts); the attacker must hear nothing of it.
 */
export const SUBSCRIPTION_PROBES = ["Subscription.configImportProgress", "Subscription.desktopMigrationProgress", "Subscription.incidentChanged", "Subscription.incubatorChanged", "Subscription.licenseChanged", "Subscription.notificationAdded", "Subscription.parameterChanged", "Subscription.readingChanged"] as const;

/**
 * GraphQL fields that answer without a session (the REST routes say so in the route table).
 * The anonymous probe demands UNAUTHENTICATED and no data from every other field.
 */
export const PUBLIC_GRAPHQL: Record<string, string> = {
  "Query.countries": "reference list of the sign-up page",
  "Query.distributorByDomain": "branding of the sign-in page",
  "Query.eulaText": "terms shown before sign-up",
  "Query.languages": "language picker of the sign-in page",
  "Query.generalObjects": "interface texts of the sign-in page",
  "Query.privacyPolicy": "the public privacy policy page",
  "Query.similarCompanyName": "company-name check of the sign-up page",
  "Query.viewer": "null without a session (the client's way to ask whether it is signed in)",
  "Mutation.login": "sign-in",
  "Mutation.signUp": "sign-up",
  "Mutation.forgotPassword": "password recovery request",
  "Mutation.recoverPassword": "password recovery with the mailed token",
  "Query.intakeTokenInfo": "the phone's question about its intake token (the token is the credential)",
  "Mutation.submitChemicalIntake": "the phone's chemical reading (the intake token is the credential)",
};

/** One area's recipes, kept in a file of its own (recipes-<area>.ts) and merged above. */
export interface AreaRecipes {
  rest: Record<string, Recipe<RestSpec>>;
  graphql: Record<string, Recipe<GqlSpec>>;
}
