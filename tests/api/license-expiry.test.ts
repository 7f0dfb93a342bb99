// The licence clock (server/licenses/expiry.ts): N days before its end (N = the company's
// parameter 2) an active licence brings its company's administrators one notice in their
// language; past its end it becomes expired. Driven through the test hooks on a company
// signed up for this file, at chosen moments, so no other company's licences move.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, login, signUpCompany } from "../helpers";

const DAY = 86_400_000;
let token: string;
let companyId: number;
let end: Date;

const clock = async (now: Date) => (await api("POST", "/api/test/license-clock", { body: { companyId, now: now.toISOString() } })).json as { expired: number; noticed: number };
const notices = async () => ((await api("GET", "/api/appnotification", { token })).json as { notificationDetail: string; urlDescription: string | null }[]).filter((n) => n.urlDescription === "/AppMyLicenses");

beforeAll(async () => {
  const company = await signUpCompany({ acceptEula: true });
  token = await login(company.email, company.password);
  companyId = claimsOf(token).Company.Id as number;
  end = new Date(Date.now() + 100 * DAY);
  const res = await api("POST", "/api/test/license", { body: { companyId, endDate: end.toISOString() } });
  expect(res.status).toBe(200);
});

describe("the licence clock", () => {
  test("outside the notice days: nothing", async () => {
    expect(await clock(new Date(end.getTime() - 45 * DAY))).toEqual({ expired: 0, noticed: 0 });
    expect(await notices()).toHaveLength(0);
  });

  test("within the notice days (30 by default): one notice to the administrator, once", async () => {
    expect(await clock(new Date(end.getTime() - 20 * DAY))).toEqual({ expired: 0, noticed: 1 });
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice!.notificationDetail).toBe(`The licence Bionova Cloud expires on ${end.toISOString().slice(0, 10)}. Renew it in My licences.`);
    expect(await clock(new Date(end.getTime() - 10 * DAY))).toEqual({ expired: 0, noticed: 0 });
    expect(await notices()).toHaveLength(1);
  });

  test("past its end the licence is expired, and its feature with it", async () => {
    expect(await clock(new Date(end.getTime() + DAY))).toEqual({ expired: 1, noticed: 0 });
    const res = await api("POST", "/api/LicenseCode/SeeLicenses", { token, body: {} });
    expect(res.status).toBe(200);
    const statuses = (res.json as { licenseDetails: { licenseStatusDescription: string }[] }[]).flatMap((l) => l.licenseDetails.map((d) => d.licenseStatusDescription));
    expect(statuses).toContain("Expired");
  });
});
