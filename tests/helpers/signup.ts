// Creates a fresh company through the public sign-up, so that tests which change state
// (passwords, terms acceptance) never touch the demo data the end-to-end suite relies on.
import { api, uniqueSuffix, type Host } from "./http";
import { temporaryPassword, waitForMail } from "./mail";
import { distId } from "./session";

export interface Country {
  id: number;
  regionId: number;
  name: string;
}

export async function countries(): Promise<Country[]> {
  const res = await api("GET", "/api/Country/");
  if (res.status !== 200 || !Array.isArray(res.json) || !res.json.length) throw new Error(`GET /api/Country/ → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export async function languages(host: Host = "localhost"): Promise<{ id: number; code: string; description: string }[]> {
  const res = await api("GET", "/api/Language/GetLanguages", { query: { distributorId: await distId(host) } });
  if (res.status !== 200 || !Array.isArray(res.json) || !res.json.length) throw new Error(`GetLanguages → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export async function eulaFor(regionId: number, host: Host = "localhost"): Promise<{ id: number; text: string }> {
  const res = await api("POST", "/api/Eula/GetByDistributorAndRegion", { body: { DistributorId: await distId(host), RegionId: regionId } });
  if (res.status !== 200 || res.json?.id === undefined) throw new Error(`GetByDistributorAndRegion → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

/** A complete sign-up payload for a new company; `eulaId` records the terms acceptance. */
export async function signUpPayload(opts: { host?: Host; eulaId?: number; suffix?: string } = {}) {
  const host = opts.host ?? "localhost";
  const suffix = opts.suffix ?? uniqueSuffix();
  const [country] = await countries();
  const lang = (await languages(host)).find((l) => l.code === "en") ?? (await languages(host))[0];
  return {
    Administrator: { Email: `admin-${suffix}@signup.test`, Name: "Ada", LastName: "Tester" },
    Company: {
      Name: `Test Clinic ${suffix}`,
      Country: country.name,
      CountryId: country.id,
      City: "Springfield",
      Addres: "1 Main St",
      Phone: "+1 555 0100",
      Province: "North",
      Contact: "Ada Tester",
      PostalCode: "12345",
    },
    DistributorId: await distId(host),
    Sector: { Name: "Central sterile" },
    Language: { id: lang.id },
    ...(opts.eulaId !== undefined ? { EulaId: opts.eulaId } : {}),
    _country: country,
  };
}

export interface SignedUp {
  email: string;
  /** The temporary password mailed by the sign-up. */
  password: string;
  companyName: string;
  countryRegionId: number;
  host: Host;
}

/** Signs a new company up and reads its administrator's temporary password from the outbox. */
export async function signUpCompany(opts: { host?: Host; acceptEula?: boolean } = {}): Promise<SignedUp> {
  const host = opts.host ?? "localhost";
  let payload = await signUpPayload({ host });
  if (opts.acceptEula) payload = await signUpPayload({ host, eulaId: (await eulaFor(payload._country.regionId, host)).id });
  const { _country, ...body } = payload;
  const started = new Date();
  const res = await api("POST", "/api/login/signup", { body });
  if (res.status !== 200 || res.json?.result !== "OK") throw new Error(`signup → ${res.status} ${res.text.slice(0, 300)}`);
  const mail = await waitForMail(body.Administrator.Email, started);
  return { email: body.Administrator.Email, password: temporaryPassword(mail.body), companyName: body.Company.Name, countryRegionId: _country.regionId, host };
}
