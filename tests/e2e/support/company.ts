// Test data for the company administration screens, made through the REST API so that
// each test owns its rows: a fresh company with a ready administrator (English, terms
// accepted), its sectors, machines and users, and ready-to-sign-in users of other types.
import { apiLogin, distributorId, freshCompany, temporaryPassword, uniqueSuffix, waitForMail } from "./api";
import { ORIGIN } from "./env";

export interface Rest<T = any> {
  status: number;
  json: T;
  text: string;
}

/** One REST call with a bearer token; never throws on an HTTP error. */
export async function rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<Rest<T>> {
  const res = await fetch(ORIGIN.first + path, {
    method,
    headers: {
      accept: "application/json",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, json, text };
}

async function ok<T = any>(method: string, path: string, body: unknown, token: string): Promise<T> {
  const res = await rest<T>(method, path, body, token);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export interface Claims {
  Id: number;
  Email: string;
  UserType?: number;
  SectorId?: number;
  Sector?: string;
  MustChangePassword?: boolean | string;
}

export function claimsOf(token: string): Claims {
  const raw = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
  return { ...raw, MustChangePassword: raw.MustChangePassword === true || String(raw.MustChangePassword).toLowerCase() === "true", Id: Number(raw.Id), UserType: raw.UserType == null ? undefined : Number(raw.UserType), SectorId: raw.SectorId == null ? undefined : Number(raw.SectorId) };
}

export interface Admin {
  email: string;
  password: string;
  companyName: string;
  token: string;
  claims: Claims;
}

/** A new company whose administrator signs in straight away (English, terms accepted). */
export async function readyAdmin(): Promise<Admin> {
  const company = await freshCompany({ acceptTerms: true, ready: true });
  const token = await apiLogin(company.email, company.password);
  return { ...company, token, claims: claimsOf(token) };
}

export interface SectorRef {
  id: number;
  name: string;
}

export async function createSector(token: string, name: string): Promise<SectorRef> {
  return (await ok("POST", "/api/sector", { name }, token)).item;
}

export async function listSectors(token: string): Promise<SectorRef[]> {
  return ok("GET", "/api/sector", undefined, token);
}

export type MachineKindRest = "Sterilizer" | "washer" | "disinfector";

export async function createMachine(token: string, kind: MachineKindRest, machine: { sectorId: number; name: string; brand: string; serial: string }) {
  return (await ok("POST", `/api/${kind}`, machine, token)).item as { id: number; name: string; serial: string; sectorId: number };
}

export async function createUser(token: string, user: { name: string; lastName: string; email: string; userType: number; sectorId: number }) {
  const distId = await distributorId("first");
  return (await ok("POST", "/api/appuser", { AppUser: user, DistributorId: distId, UserLogged: claimsOf(token).Id }, token)).item as { id: number; email: string };
}

export async function deleteUser(token: string, id: number) {
  return ok("DELETE", "/api/appuser", { AppUser: { id } }, token);
}

export interface ReadyUser {
  email: string;
  password: string;
  id: number;
}

/** A user created by `adminToken`, with its temporary password already replaced. */
export async function readyUser(adminToken: string, opts: { userType: number; sectorId: number; name?: string; lastName?: string }): Promise<ReadyUser> {
  const email = `user-${uniqueSuffix()}@e2e.test`;
  const started = new Date();
  const user = await createUser(adminToken, { name: opts.name ?? "Uma", lastName: opts.lastName ?? "User", email, userType: opts.userType, sectorId: opts.sectorId });
  const temporary = temporaryPassword((await waitForMail(email, started)).body);
  const token = await apiLogin(email, temporary);
  const password = "Ready-2026u";
  await ok("POST", "/api/appuser/restorepassword", { AppUser: { email, id: user.id }, Password: password, DistributorId: await distributorId("first") }, token);
  return { email, password, id: user.id };
}

/** A name unique to this run, e.g. unique("Sector") → "Sector 1732...". */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** The temporary password of a sign-up or reset mail ("... password: X" or "... password is X."). */
export function mailedPassword(body: string): string {
  const text = body.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  const m = /password(?: is|:)\s+(\S+?)[.,;]?(?:\s|$)/i.exec(text);
  if (!m) throw new Error(`no temporary password in mail: ${text.slice(0, 300)}`);
  return m[1]!;
}
