// The victim of the tenant probe: Hospital A (first distributor). Its ids and a set of its
// unique values are gathered at the start through its own administrator, over the same APIs
// the attackers then call; a few rows are added so that every kind of victim data carries a
// value found nowhere else (a sector, a machine of each kind, a user, readings with a marker
// lot, a notification). What an attacker must never see depends on who it is:
//   - "outsider" (another company, another distributor): anything of Hospital A;
//   - "insider" (an operator of another sector of Hospital A): the other sectors' machines,
//     incubators and readings, the other users, the administrators' data (webhook secrets,
//     other users' notifications). Company-wide references (the company, sector names,
//     instrument measures) are not secrets to it.
import { api, claimsOf, distId, gql, gqlData, login, uniqueSuffix, type Host } from "../../helpers";
import { companyUsers, createCompanyUser, createMachine, createSector, gid, listMachines, listSectors, tokenOf, type MachinePath } from "../../helpers/company";
import { agentProvisional, agentStart, list as readingList } from "../../helpers/readings";

export type AttackerClass = "outsider" | "insider";
export type MachineKind = "sterilizer" | "washer" | "disinfector";
export type ReadingKind = "BI" | "PRO" | "CHE_STERILIZER" | "CHE_WASHER";

export const MACHINE: Record<MachineKind, { path: MachinePath; enum: "STERILIZER" | "WASHER" | "DISINFECTOR"; type: string }> = {
  sterilizer: { path: "/api/Sterilizer", enum: "STERILIZER", type: "Sterilizer" },
  washer: { path: "/api/washer", enum: "WASHER", type: "Washer" },
  disinfector: { path: "/api/disinfector", enum: "DISINFECTOR", type: "Disinfector" },
};

export const READING: Record<ReadingKind, { option: "ReadingBI" | "ReadingPRO" | "ReadingCHESterilizer" | "ReadingCHEWasher"; type: string; edit: string; view: string; list: string }> = {
  BI: { option: "ReadingBI", type: "BIReading", edit: "editBIReadings", view: "viewBIReading", list: "biReadings" },
  PRO: { option: "ReadingPRO", type: "PROReading", edit: "editPROReadings", view: "viewPROReading", list: "proReadings" },
  CHE_STERILIZER: { option: "ReadingCHESterilizer", type: "CheSterilizerReading", edit: "editCheSterilizerReadings", view: "viewCheSterilizerReading", list: "cheSterilizerReadings" },
  CHE_WASHER: { option: "ReadingCHEWasher", type: "CheWasherReading", edit: "editCheWasherReadings", view: "viewCheWasherReading", list: "cheWasherReadings" },
};

export interface MachineRef {
  id: number;
  sectorId: number;
  serial: string;
}
export interface ReadingRef {
  kind: ReadingKind;
  id: number;
  readNumber: number;
  state: string;
  sectorId: number;
  disinfection?: boolean;
}
export interface UserRef {
  id: number;
  email: string;
  sectorId: number | null;
}

export interface Victim {
  suffix: string;
  /** Hospital A's administrator. */
  token: string;
  companyId: number;
  /** DistId of the first (victim's) and second distributor. */
  distId: string;
  otherDistId: string;
  eulaId: number;
  regionId: number;
  centralSectorId: number;
  /** Sector added for the probe, with a name no other tenant has. */
  sector: { id: number; name: string };
  sectorIds: number[];
  admin: UserRef;
  /** A supervisor added for the probe (known password): target of the account operations. */
  user: UserRef & { password: string; token: string };
  users: UserRef[];
  machines: Record<MachineKind, MachineRef[]>;
  incubators: { id: number; serial: string; workSectorId: number | null; modelType: number }[];
  measures: { id: number; code: string; fileName: string | null; instrument: string }[];
  readings: ReadingRef[];
  /** The marker lot of the probe's readings. */
  lot: string;
  /** A LIVE BI incubation of the victim (agent key). */
  live: { serial: string; position: number; startedAt: string; id: number };
  images: { option: "readingchesterilizer" | "readingchewasher"; id: number }[];
  subscriptions: { id: number; licenseProductId: number; indicatorTypeId: number }[];
  /** An open incident of Central Sterile (a positive BI on the probe's sterilizer) and one of its loads. */
  incident: { id: number; loadId: number };
  /** The victim user's notification (marker text). */
  notification: { id: number; detail: string };
  /** Strings and GraphQL global ids an attacker of each class must never receive. */
  hidden: Record<AttackerClass, { strings: string[]; nodeIds: Set<string> }>;
}

/** Node ids the probe asks node()/nodes() for, with their type (one fragment per call). */
export function victimNodes(v: Victim, cls: AttackerClass): { id: string; type: string }[] {
  const out: { id: string; type: string }[] = [];
  const add = (type: string, id: number) => out.push({ id: gid(type, id), type });
  if (cls === "outsider") {
    add("Company", v.companyId);
    add("Sector", v.sector.id);
    add("Sector", v.centralSectorId);
    for (const m of v.measures.slice(0, 2)) add("InstrumentMeasure", m.id);
  }
  add("CompanyUser", v.admin.id);
  add("CompanyUser", v.user.id);
  add("Incident", v.incident.id);
  for (const kind of Object.keys(MACHINE) as MachineKind[]) {
    const rows = v.machines[kind];
    const pick = [rows.find((m) => m.sectorId === v.centralSectorId), rows.find((m) => m.sectorId === v.sector.id)].filter(Boolean) as MachineRef[];
    for (const m of pick) add(MACHINE[kind].type, m.id);
  }
  // One incubator of Central Sterile and one of another sector; one reading of each kind.
  const central = v.incubators.find((i) => i.workSectorId === v.centralSectorId);
  const other = v.incubators.find((i) => i.workSectorId !== v.centralSectorId);
  for (const i of [central, other]) if (i) add("Incubator", i.id);
  for (const kind of Object.keys(READING) as ReadingKind[]) {
    const r = v.readings.find((x) => x.kind === kind);
    if (r) add(READING[kind].type, r.id);
  }
  return out;
}

async function gqlList<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return gqlData(await gql(query, variables, token));
}

/** A positive BI on the sterilizer (test hook): its incident, open in Central Sterile, and the incident's first load. */
export async function openIncident(token: string, sterilizerId: number): Promise<{ id: number; loadId: number }> {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", result: 2, sterilizerId } });
  if (res.status !== 200) throw new Error(`positive BI → ${res.status} ${res.text.slice(0, 200)}`);
  const found = await gqlList<any>(token, `{ incidents(first: 50, status: OPEN) { edges { node { incidentId machine { machineId } loads { loadId } } } } }`);
  const i = found.incidents.edges.map((e: any) => e.node).find((n: any) => n.machine.machineId === sterilizerId);
  if (!i) throw new Error("the victim's incident was not opened");
  return { id: i.incidentId, loadId: i.loads[0].loadId };
}

export async function gatherVictim(): Promise<Victim> {
  const suffix = uniqueSuffix();
  const token = await tokenOf("adminA");
  const claims = claimsOf(token);
  const companyId: number = claims.Company.Id;
  const dist = await distId("localhost");
  const otherDist = await distId("loopback");
  const eula = (await api("GET", `/api/EulaCompanies/validateeulacompany/${companyId}`, { token })).json;
  const viewer = (await gqlList<any>(token, `{ viewer { userId email sector { sectorId } company { name address phone country { regionId } } } }`)).viewer;

  // Rows of the probe: a sector with one machine of each kind, a supervisor, readings.
  const sector = await createSector(token, `Probe victim sector ${suffix}`);
  for (const kind of Object.keys(MACHINE) as MachineKind[]) await createMachine(token, MACHINE[kind].path, sector.id, { name: `Probe ${kind} ${suffix}`, serial: `PV-${kind.slice(0, 3).toUpperCase()}-${suffix}` });
  const created = await createCompanyUser(token, { sectorId: viewer.sector.sectorId, userType: 1, email: `probe-victim-${suffix}@hospital-a.test`, name: "Vera", lastName: `Victim ${suffix}` });
  const userToken = await login(created.email, created.password);
  const userPassword = created.password;

  const lot = `PVLOT${suffix}`.toUpperCase().slice(0, 20);
  const markerBI = await agentProvisional("BI", { lot });
  const markerPRO = await agentProvisional("PRO", { lot });
  const live = await agentStart("BI", { lot });
  const livePRO = await agentStart("PRO", { lot });

  const detail = `Probe victim notice ${suffix}`;
  const notified = await api("POST", "/api/test/notify", { body: { userId: created.item.id, detail } });
  if (notified.status !== 200) throw new Error(`notify hook → ${notified.status} ${notified.text.slice(0, 200)}`);
  const notes = (await api("GET", "/api/appnotification", { token: userToken })).json as { id: number; notificationDetail: string }[];
  const notification = notes.find((n) => n.notificationDetail === detail);
  if (!notification) throw new Error(`the victim's notification is not listed: ${JSON.stringify(notes).slice(0, 300)}`);

  const sectors = await listSectors(token);
  const users = (await companyUsers(token)).map((u) => ({ id: u.id, email: u.email, sectorId: u.sectorId }));
  const machines = {} as Record<MachineKind, MachineRef[]>;
  for (const kind of Object.keys(MACHINE) as MachineKind[]) machines[kind] = (await listMachines(token, MACHINE[kind].path)).map((m) => ({ id: m.id, sectorId: m.sectorId, serial: m.serial }));
  const incident = await openIncident(token, machines.sterilizer.find((m) => m.serial === `PV-STE-${suffix}`)!.id);
  const incubators = ((await api("GET", "/api/Incubator", { token })).json as any[]).map((i) => ({ id: i.id, serial: i.serialNumber, workSectorId: i.workSectorId, modelType: i.incubatorModel.type }));
  const measures = ((await api("GET", "/api/InstrumentMeasure", { token })).json as any[]).map((m) => ({ id: m.id, code: m.code, fileName: m.fileName, instrument: m.instrument?.code as string }));

  // Readings: the probe's markers, and seeded ones in every list and state.
  const central = viewer.sector.sectorId as number;
  const readings: ReadingRef[] = [
    { kind: "BI", id: markerBI.id, readNumber: markerBI.readNumber, state: "PROVISIONAL", sectorId: central },
    { kind: "PRO", id: markerPRO.id, readNumber: markerPRO.readNumber, state: "PROVISIONAL", sectorId: central },
    { kind: "BI", id: live.id, readNumber: live.readNumber, state: "LIVE", sectorId: central },
    { kind: "PRO", id: livePRO.id, readNumber: livePRO.readNumber, state: "LIVE", sectorId: central },
  ];
  // Seeded chemical readings of Central Sterile, already viewed ones first: the probe's own
  // reads (getDetail) mark a reading viewed, and the other suites expect the seed's unviewed ones.
  const pickFrom = (kind: ReadingKind, rows: any[], state: string) => {
    const central_ = rows.filter((r) => r.sectorId === central);
    const row = central_.find((r) => r.viewed) ?? central_[0] ?? rows[0];
    if (row) readings.push({ kind, id: row.id, readNumber: row.readNumber, state, sectorId: row.sectorId });
  };
  pickFrom("CHE_STERILIZER", await readingList(token, "ReadingCHESterilizer", "getprovisional"), "PROVISIONAL");
  pickFrom("CHE_WASHER", await readingList(token, "ReadingCHEWasher", "getprovisional"), "PROVISIONAL");
  const images: Victim["images"] = [];
  for (const [option, kind, disinfection] of [
    ["ReadingBI", "BI", false],
    ["ReadingBIDisinfection", "BI", true],
    ["ReadingPRO", "PRO", undefined],
    ["readingchesterilizer", "CHE_STERILIZER", undefined],
    ["readingchewasher", "CHE_WASHER", undefined],
  ] as const) {
    const page = await gqlList<any>(
      token,
      `query($option: HistoricalOption!, $filter: HistoricalFilter) { historicalReadings(option: $option, filter: $filter, first: 100) { edges { node { __typename ... on BIReading { readingId readNumber sectorId state } ... on PROReading { readingId readNumber sectorId state } ... on CheSterilizerReading { readingId readNumber sectorId state imageId } ... on CheWasherReading { readingId readNumber sectorId state imageId } } } } }`,
      { option, filter: { sectorId: gid("Sector", central) } },
    );
    const nodes = page.historicalReadings.edges.map((e: any) => e.node);
    const row = nodes[0];
    if (row) readings.push({ kind, id: row.readingId, readNumber: row.readNumber, state: row.state, sectorId: row.sectorId, ...(disinfection !== undefined ? { disinfection } : {}) });
    const pictured = nodes.find((n: any) => n.imageId);
    if (pictured && (option === "readingchesterilizer" || option === "readingchewasher")) images.push({ option, id: pictured.imageId });
  }
  // Pictures are drawn from the read number alone (another company's may be byte-equal):
  // the probe demands a refusal for the victim's picture ids instead of looking for them.

  const subscriptions = ((await api("GET", "/api/Suscriptions/GetLicensesByIndicatorTypes", { token })).json as any[]).map((s) => ({
    id: s.id,
    licenseProductId: s.licenseProduct.id,
    indicatorTypeId: s.indicatorType.id,
    secret: s.secret as string | null,
    url: s.url as string | null,
  }));

  const serials = [...Object.values(machines).flat().map((m) => m.serial), ...incubators.map((i) => i.serial)];
  const userStrings = users.map((u) => u.email);
  const adminOnly = [...subscriptions.flatMap((s) => [s.secret, s.url]).filter((x): x is string => !!x && x.length >= 8), detail];
  const outsiderStrings = [
    viewer.company.name,
    viewer.company.address,
    viewer.company.phone,
    sector.name,
    ...userStrings,
    ...serials,
    ...measures.flatMap((m) => [m.code, m.instrument, `instrumentmeasure/image/${m.id}?`]),
    lot,
    ...adminOnly,
  ];
  // Names the printable record resolves its filter ids to (issue 33 L1): the probe sector's machines, the victim supervisor.
  const names = [...(Object.keys(MACHINE) as MachineKind[]).map((kind) => `Probe ${kind} ${suffix}`), `Victim ${suffix}`];
  outsiderStrings.push(...names);
  const insiderStrings = [...userStrings, ...serials, lot, ...adminOnly, ...names];

  const v: Victim = {
    suffix,
    token,
    companyId,
    distId: dist,
    otherDistId: otherDist,
    eulaId: eula.eula.id,
    regionId: viewer.company.country.regionId,
    centralSectorId: central,
    sector: { id: sector.id, name: sector.name },
    sectorIds: sectors.map((s) => s.id),
    admin: { id: viewer.userId, email: viewer.email, sectorId: central },
    user: { id: created.item.id, email: created.email, sectorId: central, password: userPassword, token: userToken },
    users,
    machines,
    incubators,
    measures,
    readings,
    lot,
    live: { ...live.live, id: live.id },
    images,
    subscriptions: subscriptions.map(({ id, licenseProductId, indicatorTypeId }) => ({ id, licenseProductId, indicatorTypeId })),
    notification: { id: notification.id, detail },
    incident,
    hidden: {
      outsider: { strings: unique(outsiderStrings), nodeIds: new Set() },
      insider: { strings: unique(insiderStrings), nodeIds: new Set() },
    },
  };
  for (const cls of ["outsider", "insider"] as const) for (const n of victimNodes(v, cls)) v.hidden[cls].nodeIds.add(n.id);
  // Every victim row the probe knows is a secret, whether or not node() asks for it.
  for (const cls of ["outsider", "insider"] as const) {
    for (const kind of Object.keys(MACHINE) as MachineKind[]) for (const m of machines[kind]) v.hidden[cls].nodeIds.add(gid(MACHINE[kind].type, m.id));
    for (const i of incubators) v.hidden[cls].nodeIds.add(gid("Incubator", i.id));
    for (const r of readings) v.hidden[cls].nodeIds.add(gid(READING[r.kind].type, r.id));
  }
  // Other users of Hospital A (and their global ids) are secrets to the insider too.
  for (const u of users) {
    v.hidden.insider.nodeIds.add(gid("CompanyUser", u.id));
    v.hidden.outsider.nodeIds.add(gid("CompanyUser", u.id));
  }
  return v;
}

/** Values short or generic enough to appear by chance are left out. */
function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((s): s is string => typeof s === "string" && s.trim().length >= 6 && /[A-Za-z]/.test(s)))];
}

export type { Host };
