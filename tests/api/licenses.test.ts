// The licence screen's calls (screen 805, spec 002 sections 4, 5 and 7.4; docs/licenses.md):
// the list (REST SeeLicenses, GraphQL myLicenses), the catalogue (ProductPeriod,
// licenseCatalogue) with the SM product rule and the trial rule, the periods, ProductUsedTrial,
// the request and the activation by code, on both doors; roles and tenancy.
//
// Reads use the demo companies; every write happens in companies signed up for this file, so
// Hospital A stays as seeded for the probe and the end-to-end suite. The seed's demo codes
// used here: BNV-DEMO-CLOUD-0002, BNV-DEMO-INTEG-0001, STN-DEMO-CLOUD-0001 (activated);
// BNV-DEMO-HOSPA-0001 (refused, reserved for Hospital A).
import { beforeAll, describe, expect, test } from "bun:test";
import { api, distId, gql, gqlData, login, signUpCompany, type Host } from "../helpers";
import { createCompanyUser, expectForbidden, expectGqlError, expectNotFound, expectSaveErrors, expectValidation, tokenOf } from "../helpers/company";
import { offeredOnLicenseScreen, requestablePeriods } from "../../server/licenses/service";

const PRODUCT = { cloud: 1, plus: 2, normal: 3, exporter: 4, exchange: 5, exchangePlus: 6 };
const PERIOD = { trial: 1, oneYear: 2, twoYears: 3, threeYears: 4 };
const MSG = {
  requested: "Your licence request was sent to your distributor.",
  activated: "The licence was activated.",
  invalidCode: "The activation code is not valid.",
  usedCode: "This activation code has already been used.",
  notOffered: "Your distributor does not offer this product with this period.",
  trialUsed: "The trial of this product was already used: choose a period that is not a trial.",
  trialFirst: "This product starts with its trial: choose the trial period.",
  pending: "A request for this product is already pending.",
};

interface Fresh {
  email: string;
  password: string;
  token: string;
  host: Host;
}

async function freshCompany(host: Host = "localhost"): Promise<Fresh> {
  const s = await signUpCompany({ host, acceptEula: true });
  return { email: s.email, password: s.password, token: await login(s.email, s.password, host), host };
}

const seeLicenses = (token: string | null) => api("POST", "/api/LicenseCode/SeeLicenses", { token, body: {} });
const productPeriod = (token: string | null, idDistributor?: unknown) => api("POST", "/api/LicenseProduct/ProductPeriod", { token, body: idDistributor === undefined ? {} : { idDistributor } });
const usedTrial = (token: string | null, licenseProductId?: number | string) => api("GET", "/api/LicenseCode/ProductUsedTrial", { token, query: { licenseProductId } });
const requestLicense = (token: string | null, body: Record<string, unknown>) => api("POST", "/api/license/requestlicense", { token, body });
const activate = (token: string | null, Code: unknown) => api("POST", "/api/LicenseCode/Activate", { token, body: { Code } });

const LIST = `query($first: Int, $after: String, $search: String, $orderBy: LicenseOrder, $descending: Boolean) {
  myLicenses(first: $first, after: $after, search: $search, orderBy: $orderBy, descending: $descending) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id licenseDetailId licenseId licenseProductId productName periodName trial startDate endDate status statusDescription observations code invoiceNumber requestedAt } }
  }
}`;
const CATALOGUE = `{ licenseCatalogue { licenseProductId name isCloud trialUsed periods { licensePeriodId name days trial } requestablePeriods { licensePeriodId name trial } } }`;
const REQUEST = `mutation($p: Int!, $q: Int!, $start: DateTime) { requestLicense(licenseProductId: $p, licensePeriodId: $q, startDate: $start) { message license { id status statusDescription productName periodName trial startDate endDate } } }`;
const ACTIVATE = `mutation($code: String!) { activateLicense(code: $code) { message license { id status statusDescription productName periodName code startDate endDate } } }`;
const HAS_LICENSE = `query($p: Int!) { hasActiveLicense(licenseProduct: $p) }`;

const flatDetails = (licenses: any[]) => licenses.flatMap((l) => l.licenseDetails.map((d: any) => ({ ...d, licenseId: l.licenseId, licenseCode: l.code, invoiceNumber: l.invoiceNumber })));
const DAY = 86_400_000;

describe("the SM product rule and the trial rule (the service's own functions)", () => {
  test("exchange, exchange-plus and exporter products are hidden unless named SM", () => {
    expect(offeredOnLicenseScreen("Bionova Cloud")).toBe(true);
    expect(offeredOnLicenseScreen("Integration Plus")).toBe(true);
    expect(offeredOnLicenseScreen("Exporter")).toBe(false);
    expect(offeredOnLicenseScreen("Exchange")).toBe(false);
    expect(offeredOnLicenseScreen("Exchange Plus")).toBe(false);
    expect(offeredOnLicenseScreen("Exchange SM")).toBe(true);
    expect(offeredOnLicenseScreen("Exporter SM")).toBe(true);
    expect(offeredOnLicenseScreen("Exchange Plus SM")).toBe(true);
  });

  test("trial periods until the trial is used, then the others; no trial sold: the others", () => {
    const periods = [{ id: 1, trial: true }, { id: 2, trial: false }, { id: 3, trial: false }];
    expect(requestablePeriods(periods, false).map((p) => p.id)).toEqual([1]);
    expect(requestablePeriods(periods, true).map((p) => p.id)).toEqual([2, 3]);
    expect(requestablePeriods(periods.slice(1), false).map((p) => p.id)).toEqual([2, 3]);
  });
});

describe("the licence list", () => {
  test("SeeLicenses: Hospital A's licences, newest first, in the wire shape of spec section 3", async () => {
    const res = await seeLicenses(await tokenOf("adminA"));
    expect(res.status).toBe(200);
    const licenses = res.json as any[];
    expect(licenses.length).toBeGreaterThanOrEqual(2);
    const annual = licenses.find((l) => l.invoiceNumber === "INV-2026-0142");
    expect(annual).toBeDefined();
    expect(annual.code).toMatch(/^BNV-/);
    expect(annual.licenseDetails).toHaveLength(3);
    expect(annual.licenseDetails.map((d: any) => d.licenseProductId).sort()).toEqual([1, 2, 3]);
    const cloud = annual.licenseDetails.find((d: any) => d.licenseProductId === PRODUCT.cloud);
    // Hospital A's administrator reads Spanish: the status description is served translated.
    expect(cloud).toMatchObject({ licenseProductName: "Bionova Cloud", licenseStatus: 2, licenseStatusDescription: "Activa", licensePeriodObject: { periodName: "1 year", trial: false }, observations: "Annual renewal" });
    expect(Date.parse(cloud.startDate)).toBeLessThan(Date.now());
    expect(Date.parse(cloud.endDate)).toBeGreaterThan(Date.now());
    // The seed's pending Exporter request is the newest licence.
    const pending = flatDetails(licenses).find((d) => d.licenseProductId === PRODUCT.exporter);
    expect(pending).toMatchObject({ licenseStatus: 0, licenseStatusDescription: "Solicitada" });
    expect(licenses.indexOf(licenses.find((l) => l.licenseId === pending.licenseId))).toBeLessThan(licenses.indexOf(annual));
  });

  test("myLicenses: the same rows as a paged connection, newest first; search and order", async () => {
    const token = await tokenOf("adminA");
    const all = gqlData(await gql(LIST, { first: 100 }, token)).myLicenses;
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const nodes = all.edges.map((e: any) => e.node);
    const created = nodes.map((n: any) => Date.parse(n.requestedAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const cloud = nodes.find((n: any) => n.licenseProductId === PRODUCT.cloud && n.invoiceNumber === "INV-2026-0142");
    expect(cloud).toMatchObject({ productName: "Bionova Cloud", periodName: "1 year", trial: false, status: 2, statusDescription: "Activa", observations: "Annual renewal" });
    expect(cloud.code).toMatch(/^BNV-/);
    expect(cloud.id).toBe(Buffer.from(`CompanyLicense:${cloud.licenseDetailId}`).toString("base64"));

    // Pages of two follow each other without overlap.
    const first = gqlData(await gql(LIST, { first: 2 }, token)).myLicenses;
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = gqlData(await gql(LIST, { first: 2, after: first.pageInfo.endCursor }, token)).myLicenses;
    expect(second.edges.map((e: any) => e.node.id)).toEqual(nodes.slice(2, 4).map((n: any) => n.id));

    const searched = gqlData(await gql(LIST, { first: 100, search: "integration plus" }, token)).myLicenses;
    expect(searched.totalCount).toBeGreaterThanOrEqual(1);
    expect(searched.edges.every((e: any) => e.node.productName === "Integration Plus")).toBe(true);
    const byCode = gqlData(await gql(LIST, { first: 100, search: cloud.code.toLowerCase() }, token)).myLicenses;
    expect(byCode.edges.map((e: any) => e.node.id)).toEqual([cloud.id]);

    const byProduct = gqlData(await gql(LIST, { first: 100, orderBy: "PRODUCT" }, token)).myLicenses.edges.map((e: any) => e.node.productName);
    expect(byProduct).toEqual([...byProduct].sort((a: string, b: string) => a.localeCompare(b)));
    expect(gqlData(await gql(LIST, { first: 100, orderBy: "END", descending: true }, token)).myLicenses.totalCount).toBe(all.totalCount);
    expectGqlError(await gql(LIST, { first: 5, search: "x".repeat(101) }, token), "BAD_USER_INPUT");
    // node(id) reads a licence of the viewer's company only.
    const node = gqlData(await gql(`query($id: ID!) { node(id: $id) { ... on CompanyLicense { productName } } }`, { id: cloud.id }, token)).node;
    expect(node).toEqual({ productName: "Bionova Cloud" });
    const foreign = await gql(`query($id: ID!) { node(id: $id) { ... on CompanyLicense { productName } } }`, { id: cloud.id }, await tokenOf("adminB"));
    expect(foreign.data?.node ?? null).toBeNull();
  });

  test("Clinic C sees its own trial, nothing of Hospital A; a company without licences sees none", async () => {
    const c = (await seeLicenses(await tokenOf("adminC"))).json as any[];
    expect(flatDetails(c).map((d) => [d.licenseProductId, d.licensePeriodObject.trial])).toEqual([[PRODUCT.cloud, true]]);
    expect(c.some((l) => l.invoiceNumber === "INV-2026-0142")).toBe(false);
    const none = await freshCompany();
    expect((await seeLicenses(none.token)).json).toEqual([]);
    expect(gqlData(await gql(LIST, { first: 10 }, none.token)).myLicenses.totalCount).toBe(0);
  });
});

describe("the catalogue, the periods and the trial check", () => {
  test("ProductPeriod: the distributor's products without exchange, exchange plus and exporter; the caller's own distributor only", async () => {
    const token = await tokenOf("adminA");
    const res = await productPeriod(token, await distId("localhost"));
    expect(res.status).toBe(200);
    const products = res.json as any[];
    expect(products.map((p) => p.id).sort()).toEqual([PRODUCT.cloud, PRODUCT.plus, PRODUCT.normal]);
    expect(products.map((p) => p.name)).toEqual(["Bionova Cloud", "Integration", "Integration Plus"]);
    const cloud = products.find((p) => p.id === PRODUCT.cloud);
    expect(cloud.periods.map((p: any) => p.periodName)).toEqual(["Trial", "1 year", "2 years", "3 years"]);
    expect(cloud.periods[0]).toMatchObject({ licensePeriodId: PERIOD.trial, trial: true, days: 30 });
    // Hospital A never had a trial: only the trial period can be requested.
    expect(cloud.trialUsed).toBe(false);
    expect(cloud.requestablePeriods.map((p: any) => p.licensePeriodId)).toEqual([PERIOD.trial]);

    // The numeric id and no id at all name the same distributor; another one is Not found.
    expect((await productPeriod(token, 1)).json).toEqual(products);
    expect((await productPeriod(token)).json).toEqual(products);
    expectNotFound(await productPeriod(token, await distId("loopback")));
    expectNotFound(await productPeriod(token, 2));
    expectNotFound(await productPeriod(token, "no-such-distributor"));
    expectNotFound(await productPeriod(await tokenOf("adminC"), await distId("localhost")));
  });

  test("licenseCatalogue answers the same catalogue over GraphQL", async () => {
    const rest = (await productPeriod(await tokenOf("adminC"))).json as any[];
    const catalogue = gqlData(await gql(CATALOGUE, {}, await tokenOf("adminC"))).licenseCatalogue;
    expect(catalogue.map((p: any) => p.licenseProductId)).toEqual(rest.map((p) => p.id));
    // Clinic C used its Cloud trial: the paid periods only.
    const cloud = catalogue.find((p: any) => p.licenseProductId === PRODUCT.cloud);
    expect(cloud.trialUsed).toBe(true);
    expect(cloud.requestablePeriods.map((p: any) => p.licensePeriodId)).toEqual([PERIOD.oneYear, PERIOD.twoYears, PERIOD.threeYears]);
    expect(catalogue.find((p: any) => p.licenseProductId === PRODUCT.plus).requestablePeriods.map((p: any) => p.trial)).toEqual([true]);
    expect(catalogue.some((p: any) => /Exchange|Exporter/.test(p.name))).toBe(false);
  });

  test("GET /api/licenseperiod: every period with its trial flag", async () => {
    const res = await api("GET", "/api/licenseperiod", { token: await tokenOf("supervisorA") });
    expect(res.status).toBe(200);
    expect(res.json.map((p: any) => [p.licensePeriodId, p.periodName, p.trial])).toEqual([
      [PERIOD.trial, "Trial", true],
      [PERIOD.oneYear, "1 year", false],
      [PERIOD.twoYears, "2 years", false],
      [PERIOD.threeYears, "3 years", false],
    ]);
  });

  test("ProductUsedTrial: true only where the company had the product's trial", async () => {
    expect((await usedTrial(await tokenOf("adminC"), PRODUCT.cloud)).json).toBe(true);
    expect((await usedTrial(await tokenOf("adminC"), PRODUCT.plus)).json).toBe(false);
    expect((await usedTrial(await tokenOf("adminA"), PRODUCT.cloud)).json).toBe(false);
    expectValidation(await usedTrial(await tokenOf("adminA")), "licenseProductId");
    expectNotFound(await usedTrial(await tokenOf("adminA"), 999));
  });
});

describe("requesting a licence", () => {
  let admin: Fresh;
  beforeAll(async () => {
    admin = await freshCompany();
  });

  test("product and period are required ('This field is required'); a wrong type is named", async () => {
    const res = await requestLicense(admin.token, { DistributorId: await distId() });
    expectValidation(res, "LicenseProductId");
    expectValidation(res, "LicensePeriodId");
    expectValidation(await requestLicense(admin.token, { LicenseProductId: "abc", LicensePeriodId: PERIOD.trial }), "LicenseProductId", /whole number/);
    expectValidation(await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.trial, UtcStartDateInput: new Date(Date.now() - 5 * DAY).toISOString() }), "UtcStartDateInput", "The start date cannot be in the past.");
    expect((await seeLicenses(admin.token)).json).toEqual([]);
  });

  test("a product the screen does not offer, or a period not sold, is refused", async () => {
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: PRODUCT.exporter, LicensePeriodId: PERIOD.oneYear }), MSG.notOffered);
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: PRODUCT.exchange, LicensePeriodId: PERIOD.trial }), MSG.notOffered);
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: 999, LicensePeriodId: PERIOD.trial }), MSG.notOffered);
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: 999 }), MSG.notOffered);
    // Another distributor named in the body: Not found.
    expectNotFound(await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.trial, DistributorId: await distId("loopback") }));
    expect((await seeLicenses(admin.token)).json).toEqual([]);
  });

  test("the trial rule: trial first; once asked for, only paid periods; a second trial is refused", async () => {
    // Trial not used: a paid period is refused.
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.oneYear }), MSG.trialFirst);

    const start = new Date();
    const res = await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.trial, UtcStartDateInput: start.toISOString(), DistributorId: await distId(), UserLogged: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", message: MSG.requested });
    const [detail] = flatDetails((await seeLicenses(admin.token)).json);
    expect(detail).toMatchObject({ licenseProductId: PRODUCT.cloud, licenseProductName: "Bionova Cloud", licenseStatus: 0, licenseStatusDescription: "Requested", licensePeriodObject: { periodName: "Trial", trial: true }, code: null, invoiceNumber: null });
    expect(Date.parse(detail.startDate)).toBe(start.getTime());
    expect(Date.parse(detail.endDate) - Date.parse(detail.startDate)).toBe(30 * DAY);
    // A pending request is no licence: the features stay locked.
    expect(gqlData(await gql(HAS_LICENSE, { p: PRODUCT.cloud }, admin.token)).hasActiveLicense).toBe(false);

    // The trial is used now: both doors say so and offer the paid periods only.
    expect((await usedTrial(admin.token, PRODUCT.cloud)).json).toBe(true);
    const cloud = gqlData(await gql(CATALOGUE, {}, admin.token)).licenseCatalogue.find((p: any) => p.licenseProductId === PRODUCT.cloud);
    expect(cloud.requestablePeriods.map((p: any) => p.trial)).toEqual([false, false, false]);
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.trial }), MSG.trialUsed);
    expectGqlError(await gql(REQUEST, { p: PRODUCT.cloud, q: PERIOD.trial }, admin.token), "SAVE_ERRORS", MSG.trialUsed);
    // A paid period while the trial request is still pending: one request per product at a time.
    expectSaveErrors(await requestLicense(admin.token, { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.oneYear }), MSG.pending);
    expect(flatDetails((await seeLicenses(admin.token)).json)).toHaveLength(1);
  });

  test("requestLicense over GraphQL: a pending licence in the list", async () => {
    const r = gqlData(await gql(REQUEST, { p: PRODUCT.normal, q: PERIOD.trial }, admin.token)).requestLicense;
    expect(r.message).toBe(MSG.requested);
    expect(r.license).toMatchObject({ status: 0, statusDescription: "Requested", productName: "Integration", periodName: "Trial", trial: true });
    const list = gqlData(await gql(LIST, { first: 10 }, admin.token)).myLicenses;
    expect(list.totalCount).toBe(2);
    expect(list.edges[0].node.id).toBe(r.license.id);
    expectGqlError(await gql(REQUEST, { p: PRODUCT.exporter, q: PERIOD.oneYear }, admin.token), "SAVE_ERRORS", MSG.notOffered);
  });

  test("roles: supervisors may request; operators and Connection users may not (both doors)", async () => {
    const sector = (await api("GET", "/api/sector", { token: admin.token })).json[0];
    const supervisor = await createCompanyUser(admin.token, { sectorId: sector.id, userType: 1 });
    const supervisorToken = await login(supervisor.email, supervisor.password);
    expect((await requestLicense(supervisorToken, { LicenseProductId: PRODUCT.plus, LicensePeriodId: PERIOD.trial })).json).toMatchObject({ result: "OK" });
    expect((await seeLicenses(supervisorToken)).status).toBe(200);

    const operator = await createCompanyUser(admin.token, { sectorId: sector.id, userType: 2 });
    const operatorToken = await login(operator.email, operator.password);
    for (const res of [
      await requestLicense(operatorToken, { LicenseProductId: PRODUCT.plus, LicensePeriodId: PERIOD.oneYear }),
      await seeLicenses(operatorToken),
      await productPeriod(operatorToken),
      await usedTrial(operatorToken, PRODUCT.cloud),
      await activate(operatorToken, "BNV-DEMO-CLOUD-0001"),
      await api("GET", "/api/licenseperiod", { token: operatorToken }),
    ])
      expectForbidden(res);
    for (const [query, variables] of [
      [REQUEST, { p: PRODUCT.plus, q: PERIOD.oneYear }],
      [ACTIVATE, { code: "BNV-DEMO-CLOUD-0001" }],
      [LIST, { first: 5 }],
      [CATALOGUE, {}],
    ] as const)
      expectGqlError(await gql(query, variables, operatorToken), "FORBIDDEN");
    expectForbidden(await seeLicenses(await tokenOf("agentA")));
    expect((await seeLicenses(null)).status).toBe(401);
    expect((await requestLicense(null, { LicenseProductId: 1, LicensePeriodId: 1 })).status).toBe(401);
    // Distributor staff are no company: Forbidden.
    expectForbidden(await requestLicense(await tokenOf("dist"), { LicenseProductId: PRODUCT.cloud, LicensePeriodId: PERIOD.trial }));
    expect(flatDetails((await seeLicenses(admin.token)).json)).toHaveLength(3);
  });
});

describe("activating a licence with a code", () => {
  let admin: Fresh;
  let other: Fresh;
  beforeAll(async () => {
    [admin, other] = await Promise.all([freshCompany(), freshCompany()]);
  });

  test("a code of the caller's distributor: an active licence now, the Cloud features unlock, the code is spent", async () => {
    expect(gqlData(await gql(HAS_LICENSE, { p: PRODUCT.cloud }, admin.token)).hasActiveLicense).toBe(false);
    const before = Date.now();
    // Blanks around and lower case are forgiven.
    const res = await activate(admin.token, "  bnv-demo-cloud-0002 ");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", message: MSG.activated });
    const [detail] = flatDetails((await seeLicenses(admin.token)).json);
    expect(detail).toMatchObject({ licenseProductId: PRODUCT.cloud, licenseStatus: 2, licenseStatusDescription: "Active", code: "BNV-DEMO-CLOUD-0002", licenseCode: "BNV-DEMO-CLOUD-0002", licensePeriodObject: { periodName: "1 year", trial: false } });
    expect(Date.parse(detail.startDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(detail.endDate) - Date.parse(detail.startDate)).toBe(365 * DAY);
    // holdsActiveLicense: the historical browser's licence check now passes.
    expect(gqlData(await gql(HAS_LICENSE, { p: PRODUCT.cloud }, admin.token)).hasActiveLicense).toBe(true);
    expect(gqlData(await gql(HAS_LICENSE, { p: PRODUCT.plus }, admin.token)).hasActiveLicense).toBe(false);

    // Used once: for this company and for any other, with no change.
    expectSaveErrors(await activate(admin.token, "BNV-DEMO-CLOUD-0002"), MSG.usedCode);
    expectSaveErrors(await activate(other.token, "BNV-DEMO-CLOUD-0002"), MSG.usedCode);
    expect(flatDetails((await seeLicenses(admin.token)).json)).toHaveLength(1);
    expect((await seeLicenses(other.token)).json).toEqual([]);
  });

  test("unknown, another distributor's and another company's codes read alike and change nothing", async () => {
    expectValidation(await activate(other.token, ""), "Code");
    expectValidation(await activate(other.token, undefined), "Code");
    expectSaveErrors(await activate(other.token, "BNV-NO-SUCH-CODE"), MSG.invalidCode);
    expectSaveErrors(await activate(other.token, "STN-DEMO-CLOUD-0001"), MSG.invalidCode);
    expectSaveErrors(await activate(other.token, "BNV-DEMO-HOSPA-0001"), MSG.invalidCode);
    expectGqlError(await gql(ACTIVATE, { code: "BNV-NO-SUCH-CODE" }, other.token), "SAVE_ERRORS", MSG.invalidCode);
    expect((await seeLicenses(other.token)).json).toEqual([]);
    expect(gqlData(await gql(HAS_LICENSE, { p: PRODUCT.cloud }, other.token)).hasActiveLicense).toBe(false);
    // The second distributor's code was not spent by those attempts: its own company activates it.
    const clinic = await freshCompany("loopback");
    expect((await activate(clinic.token, "STN-DEMO-CLOUD-0001")).json).toMatchObject({ result: "OK", message: MSG.activated });
    expectSaveErrors(await activate(clinic.token, "BNV-DEMO-INTEG-0001"), MSG.invalidCode);
  });

  test("activateLicense over GraphQL", async () => {
    const r = gqlData(await gql(ACTIVATE, { code: "BNV-DEMO-INTEG-0001" }, other.token)).activateLicense;
    expect(r.message).toBe(MSG.activated);
    expect(r.license).toMatchObject({ status: 2, statusDescription: "Active", productName: "Integration", periodName: "1 year", code: "BNV-DEMO-INTEG-0001" });
    expect(gqlData(await gql(HAS_LICENSE, { p: PRODUCT.normal }, other.token)).hasActiveLicense).toBe(true);
    expectGqlError(await gql(ACTIVATE, { code: "BNV-DEMO-INTEG-0001" }, other.token), "SAVE_ERRORS", MSG.usedCode);
    const list = gqlData(await gql(LIST, { first: 10 }, other.token)).myLicenses;
    expect(list.edges.map((e: any) => e.node.code)).toEqual(["BNV-DEMO-INTEG-0001"]);
  });
});
