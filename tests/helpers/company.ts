// Helpers for the company-administration API tests (issue 3): demo ids, sign-ins, the
// contract's error shapes, throw-away sectors / users / machines, and the temporary
// passwords of the SignUp and ResetPassword mails (English or Spanish templates).
import { expect } from "bun:test";
import { api, gql, uniqueSuffix, type ApiResponse, type GqlResult } from "./http";
import { claimsOf, distId, loginAs, type DemoKey } from "./session";
import { outbox, plainText, temporaryPassword, type OutboxMail } from "./mail";

/** Fixed ids of the demo seed (server/seed/demo-tenants.ts, demo-catalogue.ts). */
export const SEED = {
  company: { A: 1, B: 2, C: 3 },
  sector: { aCentral: 1, aTheatre: 2, aEndoscopy: 3, bCentral: 4, bTheatre: 5, cCentral: 6, cDental: 7 },
  user: { sysadmin: 1, dist: 2, adminA: 3, supervisorA: 4, operatorA: 5, agentA: 6, adminB: 7, adminC: 8 },
  /** Hospital A: 1 IC10 (model type 1, connected), 2 MiniBio, 3 ProRead, 4 BioReader (type 2, connected), 5 MiniBio spare (disconnected, no work sector). */
  incubator: { aFixed: 1, aMiniBio: 2, aProRead: 3, aTheatre: 4, aSpareDisconnected: 5, bFixed: 6, bProRead: 7, bDisconnected: 8, cFixed: 9 },
  sterilizer: { aAutoclave1: 1, aAutoclave2: 2, aPlasma: 3, aTheatre: 4, bAutoclaveA: 5, bAutoclaveB: 6 },
  washer: { aWasher1: 1, aWasher2: 2, aEndoscope: 3, bWasherA: 4 },
  disinfector: { aRoom: 1, aGlosair: 2, bFogger: 3 },
} as const;

export const REQUIRED = "This field is required";

/** Relay global id, as the server builds it (base64 of "Type:id"). */
export function gid(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString("base64");
}

/** A name unique to this run, e.g. "Sector lq3k9abcde". */
export function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueSuffix()}`;
}

const tokenCache = new Map<DemoKey, string>();
/** After a test changed a demo user's password (its other sessions end): sign in afresh next time. */
export function forgetTokens(): void {
  tokenCache.clear();
}
/** Signs demo accounts in once per test file (tokens are not revoked by these tests). */
export async function tokenOf(who: DemoKey): Promise<string> {
  let t = tokenCache.get(who);
  if (!t) {
    t = await loginAs(who);
    tokenCache.set(who, t);
  }
  return t;
}

export async function tokensOf<K extends DemoKey>(...who: K[]): Promise<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const w of who) out[w] = await tokenOf(w);
  return out;
}

// ───────────── error shapes (docs/session-api.md) ─────────────

/** 400 validation problem naming `field` with "This field is required" (or `message`). */
export function expectValidation(res: ApiResponse, field: string, message: string | RegExp = REQUIRED) {
  if (res.status !== 400 || !res.json?.errors || Array.isArray(res.json.errors)) throw new Error(`expected a 400 validation problem for ${field}, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(res.json.title).toBe("One or more validation errors occurred.");
  expect(res.json.status).toBe(400);
  const messages: string[] | undefined = res.json.errors[field];
  if (!messages) throw new Error(`validation problem without ${field}: ${res.text.slice(0, 400)}`);
  if (typeof message === "string") expect(messages).toContain(message);
  else expect(messages.some((m) => message.test(m))).toBe(true);
}

/** 400 { result: "ERRORS", errors: [...], message } whose errors match `pattern`. */
export function expectSaveErrors(res: ApiResponse, pattern?: RegExp | string) {
  if (res.status !== 400 || res.json?.result !== "ERRORS") throw new Error(`expected 400 result ERRORS, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(Array.isArray(res.json.errors)).toBe(true);
  expect(res.json.errors.length).toBeGreaterThan(0);
  expect(typeof res.json.message).toBe("string");
  if (pattern !== undefined) {
    const all = res.json.errors.join(" ");
    if (typeof pattern === "string") expect(res.json.errors).toContain(pattern);
    else expect(all).toMatch(pattern);
  }
}

export function expectNotFound(res: ApiResponse) {
  if (res.status !== 404) throw new Error(`expected 404 Not found, got ${res.status} ${res.text.slice(0, 300)}`);
  expect(res.json).toEqual({ message: "Not found" });
}

/** 403 { message } (default "Access denied"; services give their own reason). */
export function expectForbidden(res: ApiResponse, message?: string | RegExp) {
  if (res.status !== 403) throw new Error(`expected 403, got ${res.status} ${res.text.slice(0, 300)}`);
  expect(typeof res.json?.message).toBe("string");
  if (message === undefined) return;
  if (typeof message === "string") expect(res.json.message).toBe(message);
  else expect(res.json.message).toMatch(message);
}

/** A bad value of an id or number field: a validation problem or Not found, never a 500 or a save. */
export function expectBadInput(res: ApiResponse) {
  if (res.status !== 400 && res.status !== 404) throw new Error(`expected 400 or 404, got ${res.status} ${res.text.slice(0, 300)}`);
  if (res.status === 404) expect(res.json).toEqual({ message: "Not found" });
  else expect(res.json?.result).not.toBe("OK");
}

export function expectOk(res: ApiResponse) {
  if (res.status !== 200 || res.json?.result !== "OK") throw new Error(`expected 200 result OK, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(typeof res.json.message).toBe("string");
}

/** The first GraphQL error's extensions.code (fails when there is no error). */
export function gqlCode(r: GqlResult): string | undefined {
  if (!r.errors?.length) throw new Error(`expected a GraphQL error, got data ${JSON.stringify(r.data)}`);
  return r.errors[0]!.extensions?.code as string | undefined;
}

export function expectGqlError(r: GqlResult, code: string, message?: string | RegExp) {
  const got = gqlCode(r);
  if (got !== code) throw new Error(`expected GraphQL error ${code}, got ${got}: ${JSON.stringify(r.errors).slice(0, 400)}`);
  if (message !== undefined) {
    if (typeof message === "string") expect(r.errors![0]!.message).toBe(message);
    else expect(r.errors![0]!.message).toMatch(message);
  }
}

// ───────────── throw-away rows ─────────────

export interface SectorRow {
  id: number;
  name: string;
}

export async function createSector(token: string, name = uniqueName("Sector")): Promise<SectorRow> {
  const res = await api("POST", "/api/sector", { token, body: { name } });
  expectOk(res);
  return res.json.item;
}

export async function listSectors(token: string): Promise<SectorRow[]> {
  const res = await api("GET", "/api/sector", { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET /api/sector → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export async function deleteSectorQuietly(token: string, id: number, forced = false): Promise<void> {
  await api("DELETE", "/api/sector", { token, body: { id, ForcedDelete: forced } });
}

export interface CompanyUserRow {
  id: number;
  name: string;
  lastName: string;
  email: string;
  sectorId: number;
  userType: number;
  userTypeDescription: string | null;
  creationUser: number | null;
  creationDate: string;
  editUser: number | null;
  editDate: string | null;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${uniqueSuffix()}@company-admin.test`;
}

export async function companyUsers(token: string): Promise<CompanyUserRow[]> {
  const res = await api("GET", "/api/appuser/getbycompany", { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`getbycompany → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export interface NewUser {
  item: CompanyUserRow;
  email: string;
  /** The temporary password of the SignUp mail. */
  password: string;
  mail: OutboxMail;
}

/** POST /api/appuser and reads the temporary password from the mailed SignUp message. */
export async function createCompanyUser(token: string, opts: { sectorId: number; userType: number; email?: string; name?: string; lastName?: string; host?: "localhost" | "loopback" }): Promise<NewUser> {
  const email = opts.email ?? uniqueEmail(`t${opts.userType}`);
  const res = await api("POST", "/api/appuser", {
    token,
    body: { AppUser: { name: opts.name ?? "Test", lastName: opts.lastName ?? `User ${uniqueSuffix()}`, email, userType: opts.userType, sectorId: opts.sectorId }, DistributorId: null, UserLogged: claimsOf(token).Id },
  });
  expectOk(res);
  const mail = await nextMail(email, 0);
  return { item: res.json.item, email, password: temporaryPasswordOf(mail.body), mail };
}

/** Waits until the outbox holds more than `known` mails to `to`; returns the newest. */
export async function nextMail(to: string, known: number, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await outbox(to);
    if (mails.length > known) return mails[0]!;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} within ${timeoutMs} ms (had ${known})`);
    await Bun.sleep(100);
  }
}

/**
 * The temporary password of a SignUp or ResetPassword mail in any shipped language: "Temporary
 * password: X", "Your temporary password is X.", "Contraseña temporal: X", "Password
 * temporanea è X", "Senha temporária: X", "仮パスワード: X" / "仮パスワードは X です".
 */
/** The temporary password of a sign-up or reset mail, in any shipped language. */
export const temporaryPasswordOf = temporaryPassword;

/** Signs in and returns the HTTP answer (does not throw). */
export async function tryLogin(email: string, password: string, host: "localhost" | "loopback" = "localhost"): Promise<ApiResponse> {
  return api("POST", "/api/login/login", { body: { Email: email, Password: password, DistId: await distId(host) } });
}

export interface MachineRow {
  id: number;
  sectorId: number;
  sectorName: string;
  name: string;
  brand: string;
  serial: string;
  desktopMigrationId: number | null;
}

export type MachinePath = "/api/Sterilizer" | "/api/washer" | "/api/disinfector";
export const MACHINE_PATHS: { path: MachinePath; kind: "STERILIZER" | "WASHER" | "DISINFECTOR"; type: "Sterilizer" | "Washer" | "Disinfector"; wrapper: string }[] = [
  { path: "/api/Sterilizer", kind: "STERILIZER", type: "Sterilizer", wrapper: "Sterilizer" },
  { path: "/api/washer", kind: "WASHER", type: "Washer", wrapper: "Washer" },
  { path: "/api/disinfector", kind: "DISINFECTOR", type: "Disinfector", wrapper: "Disinfector" },
];

/** GET a machine list: the kind's path, or its /GetByUserLogged or /GetBySector variant. */
export async function listMachines(token: string, path: MachinePath | `${MachinePath}/${"GetByUserLogged" | "GetBySector"}`, query?: Record<string, string | number>): Promise<MachineRow[]> {
  const res = await api("GET", path, { token, query });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET ${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export async function createMachine(token: string, path: MachinePath, sectorId: number, extra: Partial<{ name: string; brand: string; serial: string }> = {}): Promise<MachineRow> {
  const s = uniqueSuffix();
  const res = await api("POST", path, { token, body: { sectorId, name: extra.name ?? `Machine ${s}`, brand: extra.brand ?? "Brand", serial: extra.serial ?? `SN-${s}` } });
  expectOk(res);
  return res.json.item;
}

// ───────────── leaving the demo companies as they were ─────────────

export interface CompanySnapshot {
  token: string;
  sectors: Set<number>;
  users: Set<number>;
  machines: Map<MachinePath, Set<number>>;
}

/** The sectors, users and machines a company has now (read with an administrator's token). */
export async function snapshotCompany(adminToken: string): Promise<CompanySnapshot> {
  const machines = new Map<MachinePath, Set<number>>();
  for (const { path } of MACHINE_PATHS) machines.set(path, new Set((await listMachines(adminToken, path)).map((m) => m.id)));
  return {
    token: adminToken,
    sectors: new Set((await listSectors(adminToken)).map((s) => s.id)),
    users: new Set((await companyUsers(adminToken)).map((u) => u.id)),
    machines,
  };
}

/**
 * Removes what a test file added since the snapshot (users, then machines, then sectors), so
 * the end-to-end suite that runs next on the same database sees the demo data. Rows created
 * by the tests have no readings, so this never archives anything of the seed.
 */
export async function removeCreatedSince(s: CompanySnapshot): Promise<void> {
  const token = s.token;
  for (const u of await companyUsers(token)) if (!s.users.has(u.id)) await api("DELETE", "/api/appuser", { token, body: { AppUser: { id: u.id } } });
  for (const { path } of MACHINE_PATHS) {
    const known = s.machines.get(path)!;
    for (const m of await listMachines(token, path)) if (!known.has(m.id)) await api("DELETE", path, { token, body: { id: m.id } });
  }
  for (const sector of await listSectors(token)) if (!s.sectors.has(sector.id)) await api("DELETE", "/api/sector", { token, body: { id: sector.id, ForcedDelete: true } });
}

/** beforeAll/afterAll pair: snapshot Hospital A and Hospital B, clean up after the file. */
export function keepDemoCompaniesTidy(hooks: { beforeAll: (fn: () => Promise<void>) => void; afterAll: (fn: () => Promise<void>) => void }) {
  const snaps: CompanySnapshot[] = [];
  hooks.beforeAll(async () => {
    snaps.push(await snapshotCompany(await tokenOf("adminA")), await snapshotCompany(await tokenOf("adminB")));
  });
  hooks.afterAll(async () => {
    for (const s of snaps) await removeCreatedSince(s);
  });
}
