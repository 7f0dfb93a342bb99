// Sign-in helpers and the demo accounts seeded by the server (SEED_DEMO, on by default).
import { SignJWT, decodeJwt } from "jose";
import { api, ORIGIN, type Host } from "./http";

export const DEMO_PASSWORD = "Demo-2026";

/**
 * The eight demo accounts. `host` is the distributor the account belongs to: localhost
 * (first distributor) or 127.0.0.1 (second). System administrators have no distributor
 * and may sign in through either.
 */
export const DEMO = {
  sysadmin: { email: "sysadmin@demo.test", host: "localhost", userType: undefined, company: null },
  dist: { email: "dist@demo.test", host: "localhost", userType: 3, company: null },
  adminA: { email: "admin@hospital-a.test", host: "localhost", userType: 0, company: "Hospital A" },
  supervisorA: { email: "supervisor@hospital-a.test", host: "localhost", userType: 1, company: "Hospital A" },
  operatorA: { email: "operator@hospital-a.test", host: "localhost", userType: 2, company: "Hospital A" },
  agentA: { email: "agent@hospital-a.test", host: "localhost", userType: 4, company: "Hospital A" },
  adminB: { email: "admin@hospital-b.test", host: "localhost", userType: 0, company: "Hospital B" },
  adminC: { email: "admin@clinic-c.test", host: "loopback", userType: 0, company: "Clinic C" },
} as const satisfies Record<string, { email: string; host: Host; userType: number | undefined; company: string | null }>;
export type DemoKey = keyof typeof DEMO;

/** Secret the test runner gives the server (scripts/test.ts), so tests can mint tokens. */
export const TOKEN_SECRET = process.env.TOKEN_SECRET ?? "test-secret-not-for-production";

export interface Distributor {
  id: string;
  name: string;
  domain: string;
  themeFileName: string;
}

const distCache = new Map<Host, Distributor>();

/** POST /api/Distributor/PostByDomain for the page origin of `host`. */
export async function distributor(host: Host = "localhost"): Promise<Distributor> {
  const hit = distCache.get(host);
  if (hit) return hit;
  const res = await api("POST", "/api/Distributor/PostByDomain", { body: { Domain: ORIGIN[host] } });
  if (res.status !== 200 || !res.json?.id) throw new Error(`PostByDomain ${ORIGIN[host]} → ${res.status} ${res.text}`);
  distCache.set(host, res.json);
  return res.json;
}

export async function distId(host: Host = "localhost"): Promise<string> {
  return (await distributor(host)).id;
}

/** Signs in and returns the token; throws with the server's answer when refused. */
export async function login(email: string, password: string = DEMO_PASSWORD, host: Host = "localhost"): Promise<string> {
  const res = await api("POST", "/api/login/login", { body: { Email: email, Password: password, DistId: await distId(host) } });
  if (res.status !== 200 || typeof res.json?.token !== "string") throw new Error(`login ${email} via ${host} → ${res.status} ${res.text}`);
  return res.json.token;
}

/** Signs a demo account in through its own distributor. */
export async function loginAs(who: DemoKey): Promise<string> {
  const d = DEMO[who];
  return login(d.email, DEMO_PASSWORD, d.host);
}

export type Claims = Record<string, any>;

export function claimsOf(token: string): Claims {
  return decodeJwt(token) as Claims;
}

/** Signs claims with the server's secret (HS256), e.g. an already expired token. */
export async function mintToken(claims: Claims, secret: string = TOKEN_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(new TextEncoder().encode(secret));
}
