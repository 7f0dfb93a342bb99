// The victim's data as its own users see it, read through its administrator (and its
// supervisor for its notifications) before and after an attacker's calls. Complements the
// row fingerprint of the TEST_HOOKS route with what the screens show. For an operator of
// Hospital A, its own sector and its own account are left out (it may change those).
import { api, gql } from "../../helpers";
import { MACHINE, READING, type MachineKind, type ReadingKind, type Victim } from "./victim";

export type Snapshot = Record<string, string>;

export async function apiSnapshot(v: Victim, except?: { sectorId: number | null; userId: number }): Promise<Snapshot> {
  const token = v.token;
  const get = async (path: string, query?: Record<string, string | number>, as = token) => {
    const res = await api("GET", path, { token: as, query });
    if (res.status !== 200) throw new Error(`snapshot: GET ${path} → ${res.status} ${res.text.slice(0, 200)}`);
    return res.json;
  };
  const notMine = (rows: any[]) => rows.filter((r) => r.sectorId === undefined || r.sectorId !== except?.sectorId);
  const jobs: Record<string, Promise<unknown>> = {};
  jobs.sectors = get("/api/sector").then((rows) => rows.filter((s: any) => s.id !== except?.sectorId));
  jobs.users = get("/api/appuser/getbycompany").then((rows) => rows.filter((u: any) => u.id !== except?.userId));
  for (const kind of Object.keys(MACHINE) as MachineKind[]) jobs[kind] = get(MACHINE[kind].path).then(notMine);
  jobs.incubators = get("/api/Incubator");
  jobs.measures = get("/api/InstrumentMeasure");
  for (const kind of Object.keys(READING) as ReadingKind[]) {
    const option = READING[kind].option;
    if (kind === "BI" || kind === "PRO") jobs[`${option} live`] = get(`/api/${option}/getlive`).then(notMine);
    jobs[`${option} provisional`] = get(`/api/${option}/getprovisional`).then(notMine);
  }
  for (const option of ["ReadingBI", "ReadingBIDisinfection", "ReadingPRO", "readingchesterilizer", "readingchewasher"]) {
    jobs[`historical ${option}`] = api("POST", `/api/historical/${option}`, { token, body: { Filter: {}, Pagination: { Page: 1, PageSize: 10 } } }).then((res) => ({ total: res.json?.totalRows, rows: notMine(res.json?.lecturas ?? []) }));
  }
  jobs.subscriptions = get("/api/Suscriptions/GetLicensesByIndicatorTypes");
  jobs.terms = get(`/api/EulaCompanies/validateeulacompany/${v.companyId}`);
  jobs.company = gql(`{ viewer { company { name address city phone postalCode province } } }`, {}, token).then((r) => r.data);
  jobs.notifications = get("/api/appnotification", undefined, v.user.token);
  jobs.parameters = get("/api/appparameter");
  const out: Record<string, unknown> = {};
  for (const [k, job] of Object.entries(jobs)) out[k] = await job;
  return Object.fromEntries(Object.entries(out).map(([k, x]) => [k, JSON.stringify(x)]));
}

/** What differs: "ReadingBI provisional", "users"... */
export function snapshotDiff(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter((k) => before[k] !== after[k]);
}
