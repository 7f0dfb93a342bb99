// The attackers of the tenant probe. Each calls every operation with the victim's ids.
//   - Hospital B's administrator (demo, same distributor) and Clinic C's administrator (demo,
//     second distributor, signs in through 127.0.0.1) run the operations that only read: their
//     companies are demo data the other suites rely on (Hospital B must keep its terms
//     unaccepted), so they do not run writes that would succeed on their own company;
//   - administrators of companies signed up for the run, in the first and in the second
//     distributor, run the writes in their place (their own data is disposable);
//   - a Connection (agent) user of the first of those companies runs everything too: it is the
//     only kind of caller the agent API (/api/agent/v1) lets through, with the victim's
//     incubator serials;
//   - a distributor user of the second distributor (made by a TEST_HOOKS route: the demo seed
//     has none) runs everything;
//   - an operator of another sector of Hospital A (made through the API by Hospital A's
//     administrator) runs everything: for it, the victim is the data of the other sectors;
//   - a Connection user of that sector reads (it sees no more than an operator outside the
//     agent API, which serves the whole company's incubators by design).
import { api, claimsOf, distId, login, signUpCompany, uniqueSuffix, type Host } from "../../helpers";
import { createCompanyUser, createSector, tokenOf } from "../../helpers/company";
import type { AttackerClass, Victim } from "./victim";

export interface Attacker {
  key: string;
  title: string;
  cls: AttackerClass;
  /** Runs the operations that only read. */
  reads: boolean;
  /** Runs the operations that change data. */
  writes: boolean;
  email: string;
  password: string;
  host: Host;
  token: string;
  userId: number;
  companyId: number | null;
  sectorId: number | null;
  /** As the server's scope rules see the caller (null: anonymous). */
  kind: "SYSTEM" | "DISTRIBUTOR" | "COMPANY" | null;
  userType: number | null;
}

export interface AttackerSpec {
  key: string;
  title: string;
  cls: AttackerClass;
  reads: boolean;
  writes: boolean;
  /** Operations this attacker does not call, with the reason. */
  skip?: (key: string) => string | null;
  make(v: Victim): Promise<Omit<Attacker, "key" | "title" | "cls" | "reads" | "writes">>;
}

async function signedIn(email: string, password: string, host: Host) {
  const token = await login(email, password, host);
  const c = claimsOf(token);
  const userType = (c.UserType ?? null) as number | null;
  const kind = c.Company ? ("COMPANY" as const) : userType === 3 ? ("DISTRIBUTOR" as const) : ("SYSTEM" as const);
  return { email, password, host, token, userId: c.Id as number, companyId: (c.Company?.Id ?? null) as number | null, sectorId: (c.SectorId ?? null) as number | null, kind, userType };
}

/** A company signed up for the run; its administrator (signed in with the mailed password). */
async function freshAdmin(host: Host) {
  const signed = await signUpCompany({ host, acceptEula: true });
  return signedIn(signed.email, signed.password, host);
}

/** A user created by an administrator (signed in with the mailed password). */
async function madeUser(adminToken: string, sectorId: number, userType: number, host: Host) {
  const u = await createCompanyUser(adminToken, { sectorId, userType, email: `probe-${userType}-${uniqueSuffix()}@probe.test`, name: "Probe", lastName: `Attacker ${uniqueSuffix()}`, host });
  return signedIn(u.email, u.password, host);
}

let sameDistributorCompany: Promise<Awaited<ReturnType<typeof freshAdmin>>> | null = null;
const sameDistributorAdmin = () => (sameDistributorCompany ??= freshAdmin("localhost"));
let attackerSector: Promise<{ id: number }> | null = null;
/** The second sector of Hospital A, home of the insiders. */
const insiderSector = (v: Victim) => (attackerSector ??= tokenOf("adminA").then((t) => createSector(t, `Probe attacker sector ${v.suffix}`)));

export const ATTACKERS: AttackerSpec[] = [
  {
    key: "hospitalB",
    title: "Hospital B's administrator (another company, same distributor; reads)",
    cls: "outsider",
    reads: true,
    writes: false,
    make: () => signedIn("admin@hospital-b.test", "Demo-2026", "localhost"),
  },
  {
    key: "companySameDist",
    title: "administrator of another company of the same distributor (signed up for the run; writes)",
    cls: "outsider",
    reads: false,
    writes: true,
    make: () => sameDistributorAdmin(),
  },
  {
    key: "agentOtherCompany",
    title: "Connection (agent) user of another company of the same distributor",
    cls: "outsider",
    reads: true,
    writes: true,
    make: async () => {
      // A session of its own: the administrator's main one ends with its last probes.
      const admin = await sameDistributorAdmin();
      return madeUser(await login(admin.email, admin.password, admin.host), admin.sectorId!, 4, "localhost");
    },
  },
  {
    key: "clinicC",
    title: "Clinic C's administrator (another distributor; reads)",
    cls: "outsider",
    reads: true,
    writes: false,
    make: () => signedIn("admin@clinic-c.test", "Demo-2026", "loopback"),
  },
  {
    key: "companyOtherDist",
    title: "administrator of a company of the other distributor (signed up for the run; writes)",
    cls: "outsider",
    reads: false,
    writes: true,
    make: () => freshAdmin("loopback"),
  },
  {
    key: "distributorOther",
    title: "distributor user of the other distributor",
    cls: "outsider",
    reads: true,
    writes: true,
    make: async () => {
      const email = `probe-dist-${uniqueSuffix()}@probe.test`;
      const password = `Probe-${uniqueSuffix()}-7Q`;
      const res = await api("POST", "/api/test/probe/user", { body: { distributorId: await distId("loopback"), email, password } });
      if (res.status !== 200) throw new Error(`probe user hook → ${res.status} ${res.text.slice(0, 200)} (is TEST_HOOKS=1 set?)`);
      return signedIn(email, password, "loopback");
    },
  },
  {
    key: "operatorOtherSector",
    title: "operator of another sector of Hospital A",
    cls: "insider",
    reads: true,
    writes: true,
    make: async (v) => madeUser(await tokenOf("adminA"), (await insiderSector(v)).id, 2, "localhost"),
  },
  {
    key: "agentOtherSector",
    title: "Connection (agent) user of another sector of Hospital A (reads)",
    cls: "insider",
    reads: true,
    writes: false,
    // The agent API serves the company's incubators to its Connection user whatever its sector
    // (docs/agent-api.md): not a sector boundary.
    skip: (key) => (key.startsWith("GET /api/agent/v1/") ? "the agent API is company-wide by design" : null),
    make: async (v) => madeUser(await tokenOf("adminA"), (await insiderSector(v)).id, 4, "localhost"),
  },
];

export async function makeAttacker(spec: AttackerSpec, v: Victim): Promise<Attacker> {
  return { key: spec.key, title: spec.title, cls: spec.cls, reads: spec.reads, writes: spec.writes, ...(await spec.make(v)) };
}
