// Direct server calls for test set-up: fresh companies through the public sign-up,
// sign-in, and the mail outbox hook (GET /api/test/outbox, served when TEST_HOOKS=1).
// Runs under Node (Playwright), so it only uses fetch and timers.
import { recoveryLink, temporaryPassword } from "../../helpers/mail";
import { DEMO_PASSWORD, ORIGIN, type Site } from "./env";

export { recoveryLink, temporaryPassword };

async function call<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: T; text: string }> {
  const res = await fetch(ORIGIN.first + path, {
    method,
    headers: {
      accept: "application/json",
      // Setup calls look like distinct clients (the test server trusts one proxy hop), so the
      // per-address sign-up and sign-in limits only meet the browser's own requests.
      "x-forwarded-for": `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
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
    json = undefined;
  }
  return { status: res.status, json, text };
}

export async function distributorId(site: Site = "first"): Promise<string> {
  const res = await call("POST", "/api/Distributor/PostByDomain", { Domain: ORIGIN[site] });
  if (res.status !== 200) throw new Error(`PostByDomain ${ORIGIN[site]} → ${res.status} ${res.text}`);
  return res.json.id;
}

export async function apiLogin(email: string, password = DEMO_PASSWORD, site: Site = "first"): Promise<string> {
  const res = await call("POST", "/api/login/login", { Email: email, Password: password, DistId: await distributorId(site) });
  if (res.status !== 200) throw new Error(`login ${email} → ${res.status} ${res.text}`);
  return res.json.token;
}

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Waits for a mail to `to` created at or after `after`. */
export async function waitForMail(to: string, after: Date, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call<OutboxMail[]>("GET", `/api/test/outbox?to=${encodeURIComponent(to)}`);
    if (res.status !== 200) throw new Error(`outbox hook → ${res.status} ${res.text.slice(0, 200)} (is TEST_HOOKS=1 set?)`);
    const fresh = res.json.find((m) => new Date(m.createdAt).getTime() >= after.getTime() - 1000);
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface FreshCompany {
  email: string;
  password: string;
  companyName: string;
}

/**
 * Signs a new company up through the API (so tests that change passwords or accept
 * terms never touch the demo accounts) and reads the temporary password from the mail.
 * With `ready`, the temporary password is replaced by `newPassword` so the
 * administrator signs in without the must-change-password step.
 */
export async function freshCompany(opts: { acceptTerms: boolean; ready?: boolean; newPassword?: string }): Promise<FreshCompany> {
  const distId = await distributorId("first");
  const countries = (await call<{ id: number; regionId: number; name: string }[]>("GET", "/api/Country/")).json;
  const country = countries[0]!;
  const languages = (await call<{ id: number; code: string }[]>("GET", `/api/Language/GetLanguages?distributorId=${encodeURIComponent(distId)}`)).json;
  const language = languages.find((l) => l.code === "en") ?? languages[0]!;
  let eulaId: number | undefined;
  if (opts.acceptTerms) {
    eulaId = (await call("POST", "/api/Eula/GetByDistributorAndRegion", { DistributorId: distId, RegionId: country.regionId })).json.id;
  }
  const suffix = uniqueSuffix();
  const email = `admin-${suffix}@e2e.test`;
  const companyName = `E2E Clinic ${suffix}`;
  const started = new Date();
  const res = await call("POST", "/api/login/signup", {
    Administrator: { Email: email, Name: "Erin", LastName: "Tester" },
    Company: { Name: companyName, Country: country.name, CountryId: country.id, City: "Springfield", Addres: "1 Main St", Phone: "+1 555 0100", Province: "North", Contact: "Erin", PostalCode: "12345" },
    DistributorId: distId,
    Sector: { Name: "Central sterile" },
    Language: { id: language.id },
    ...(eulaId !== undefined ? { EulaId: eulaId } : {}),
  });
  if (res.status !== 200) throw new Error(`signup → ${res.status} ${res.text}`);
  const mail = await waitForMail(email, started);
  let password = temporaryPassword(mail.body);
  if (opts.ready) {
    const token = await apiLogin(email, password);
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
    const next = opts.newPassword ?? "Ready-2026x";
    const restore = await call("POST", "/api/appuser/restorepassword", { AppUser: { email, id: claims.Id }, Password: next, DistributorId: distId }, token);
    if (restore.status !== 200) throw new Error(`restorepassword → ${restore.status} ${restore.text}`);
    password = next;
  }
  return { email, password, companyName };
}

/** An unsigned JWT-shaped token whose exp lies in the past (the client only reads claims). */
export function expiredToken(claims: Record<string, unknown> = {}): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const payload = { Id: 1, Email: "someone@demo.test", UserType: 0, MustChangePassword: false, exp: Math.floor(Date.now() / 1000) - 3600, ...claims };
  return `${enc({ alg: "HS256", typ: "JWT" })}.${enc(payload)}.signature`;
}
