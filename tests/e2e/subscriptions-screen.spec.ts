// /subscriptions (screen 321): the licence-missing banner with and without the request
// button, client checks, Test against a local receiver (signed request, answer shown) and
// Confirm (saved state survives a reload). Needs WEBHOOK_ALLOW_PRIVATE=1 on the server: the
// receiver listens on 127.0.0.1.
import { expect, test, type Page } from "@playwright/test";
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiLogin } from "./support/api";
import { expectAccessible } from "./support/axe";
import { claimsOf, listSectors, readyAdmin, readyUser, rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { pageRequestsReported, routeGraphQL } from "./support/network";
import { snap } from "./support/screenshots";
import { signIn } from "./pages/CompanyPages";
import { LICENSE_NORMAL, LICENSE_PLUS, SubscriptionsPage } from "./pages/SubscriptionsPage";
import { activeLicense, PRODUCT, providerToken, transition } from "./support/licenses";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: /ok answers 200 with a text, /fail answers 500. */
async function startReceiver(): Promise<{ server: Server; url: (path: string) => string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.url?.startsWith("/fail")) {
        res.writeHead(500, { "content-type": "text/plain" }).end("receiver is down for maintenance");
      } else {
        res.writeHead(200, { "content-type": "text/plain" }).end(`accepted delivery ${req.headers["x-sterileqc-delivery"] ?? "?"}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, url: (path) => `http://127.0.0.1:${port}${path}`, received };
}

function validSignature(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers["x-sterileqc-timestamp"] ?? "");
  const given = Buffer.from(String(headers["x-sterileqc-signature"] ?? ""));
  const expected = Buffer.from("sha256=" + createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex"));
  return expected.length === given.length && timingSafeEqual(expected, given) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}

/** Signs in through the login form and opens /subscriptions. */
async function openAs(page: Page, email: string, password: string): Promise<SubscriptionsPage> {
  await signIn(page, email, password);
  const screen = new SubscriptionsPage(page);
  await screen.goto();
  return screen;
}

test.describe("licence missing", () => {
  test("Hospital B administrator sees the licence-missing banner with the request button", async ({ page }) => {
    // Hospital B has not accepted the terms in the demo data (its administrator is sent to
    // /appeula); the browser is told they are accepted so the demo stays as the sign-in tests
    // expect it. The server does not tie the subscriptions list to the terms.
    await routeGraphQL(page, "RouteGuardEulaQuery", (route) => route.fulfill({ json: { data: { eulaStatus: { acceptedEula: true } } } }));
    const token = await apiLogin(DEMO.adminB!.email);
    const answer = await rest("GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", undefined, token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([]);

    await page.goto("/login");
    await page.locator('form [name="email"]').fill(DEMO.adminB!.email);
    await page.locator('form [name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/app(main|eula)$/);
    const screen = new SubscriptionsPage(page);
    await screen.goto();
    await expect(screen.licenseMissing).toBeVisible();
    await expect(screen.rows).toHaveCount(0);
    await expect(screen.confirm).toHaveCount(0);
    await expect(screen.licenseMissing).toContainText("Integration Plus");
    await expect(screen.requestLicense).toBeVisible();
    await expectAccessible(page);
    await snap(page, "subscriptions-license-missing-1280");

    // The button opens the licences screen with licence product 2 in the navigation state.
    await screen.requestLicense.click();
    await expect(page).toHaveURL(/\/appmylicenses$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: { product?: number } } | null)?.usr?.product)).toBe(LICENSE_PLUS);
  });

  test("a supervisor of a licence-less company sees the banner without the request button", async ({ page }) => {
    const admin = await readyAdmin();
    const [sector] = await listSectors(admin.token);
    const supervisor = await readyUser(admin.token, { userType: 1, sectorId: sector!.id, name: "Sofia", lastName: "Supervisor" });
    expect(claimsOf(await apiLogin(supervisor.email, supervisor.password)).UserType).toBe(1);

    const screen = await openAs(page, supervisor.email, supervisor.password);
    await expect(screen.licenseMissing).toBeVisible();
    await expect(screen.licenseMissing).toContainText("No active licence was found for this feature.");
    await expect(screen.licenseMissing).toContainText("Integration Plus");
    await expect(screen.requestLicense).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 800 });
    await snap(page, "subscriptions-license-missing-supervisor-800");
  });

  test("the administrator of a licence-less company gets the request button", async ({ page }) => {
    const admin = await readyAdmin();
    const screen = await openAs(page, admin.email, admin.password);
    await expect(screen.licenseMissing).toBeVisible();
    await expect(screen.requestLicense).toBeVisible();
  });
});

test.describe("Hospital A", () => {
  test.describe.configure({ mode: "serial" });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let adminToken: string;

  test.beforeAll(async () => {
    receiver = await startReceiver();
    adminToken = await apiLogin(DEMO.adminA!.email);
  });

  test.afterAll(async () => {
    // Leave Hospital A's rows as seeded: nothing subscribed, no URL.
    const rows = (await rest("GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", undefined, adminToken)).json as Array<Record<string, unknown>>;
    await rest("POST", "/api/Suscriptions/Save", rows.map((row) => ({ ...row, suscribed: false, url: null })), adminToken);
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  });

  test("a subscribed row without a URL is refused on the screen and nothing is sent", async ({ page }) => {
    const screen = await openAs(page, DEMO.adminA!.email, DEMO_PASSWORD);
    await expect(screen.block("normal")).toBeVisible();
    await expect(screen.block("plus")).toBeVisible();
    await expect(screen.block("normal").getByTestId("subscription-row")).toHaveCount(5);
    await expect(screen.block("plus").getByTestId("subscription-row")).toHaveCount(5);
    await expect(screen.licenseMissing).toHaveCount(0);
    // Each block is titled by its licence product (3 Integration, 2 Integration Plus).
    await expect(screen.block("normal").getByRole("heading")).toHaveText("Integration");
    await expect(screen.block("plus").getByRole("heading")).toHaveText("Integration Plus");
    await expectAccessible(page);
    await snap(page, "subscriptions-1280", { fullPage: true });

    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && /saveWebhookSubscriptions/.test(request.postData() ?? "")) saves.push(request.postData() ?? "");
    });
    await screen.subscribed(LICENSE_PLUS, 2).check();
    await screen.confirm.click();
    await expect(screen.url(LICENSE_PLUS, 2)).toHaveAccessibleDescription(/This field is required|Este campo es obligatorio/);
    await screen.url(LICENSE_PLUS, 2).fill("ftp://files.example.com/in");
    await screen.confirm.click();
    await expect(screen.url(LICENSE_PLUS, 2)).toHaveAccessibleDescription(/https:\/\/ (or|o) http:\/\//);
    // The Test button checks the typed address the same way.
    await screen.testButton(LICENSE_PLUS, 2).click();
    await expect(screen.url(LICENSE_PLUS, 2)).toHaveAccessibleDescription(/https:\/\/ (or|o) http:\/\//);
    await pageRequestsReported(page);
    expect(saves).toHaveLength(0);
    await page.setViewportSize({ width: 800, height: 900 });
    await expectAccessible(page);
    await snap(page, "subscriptions-validation-800");
  });

  test("Test sends a signed sample to the receiver and shows its answer; Confirm saves; a reload shows the saved state", async ({ page }) => {
    const screen = await openAs(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const hookUrl = receiver.url("/hooks/sterile");
    await screen.subscribed(LICENSE_NORMAL, 1).check();
    await screen.url(LICENSE_NORMAL, 1).fill(hookUrl);

    // Test: the receiver gets a signed 'test' event; the screen shows the answer as information.
    const before = receiver.received.length;
    await screen.testButton(LICENSE_NORMAL, 1).click();
    const result = screen.testResult(LICENSE_NORMAL, 1);
    await expect(result).toHaveAttribute("data-variant", "info");
    await expect(result).toContainText("answered 200");
    await expect(result).toContainText("accepted delivery");
    expect(receiver.received.length).toBe(before + 1);
    const request = receiver.received.at(-1)!;
    expect(request.path).toBe("/hooks/sterile");
    expect(request.headers["x-sterileqc-event"]).toBe("test");
    expect(request.headers["content-type"]).toMatch(/application\/json/);
    const payload = JSON.parse(request.body);
    expect(payload.test).toBe(true);
    expect(payload.indicatorType.id).toBe(1);

    // The row's secret (shown to the administrator on the screen) verifies the signature.
    await screen.row(LICENSE_NORMAL, 1).getByTestId("subscription-secret-toggle").click();
    const secret = (await screen.row(LICENSE_NORMAL, 1).getByTestId("subscription-secret").locator("code").innerText()).trim();
    expect(secret.length).toBeGreaterThan(16);
    expect(validSignature(secret, request.headers, request.body)).toBe(true);
    expect(validSignature("not-the-secret", request.headers, request.body)).toBe(false);
    await snap(page, "subscriptions-test-ok-1280");

    // A failing endpoint: the response Message as an error.
    await screen.subscribed(LICENSE_PLUS, 3).check();
    await screen.url(LICENSE_PLUS, 3).fill(receiver.url("/fail"));
    await screen.testButton(LICENSE_PLUS, 3).click();
    const failure = screen.testResult(LICENSE_PLUS, 3);
    await expect(failure).toHaveAttribute("data-variant", "critical");
    await expect(failure).toContainText("answered 500");
    await expect(failure).toContainText("receiver is down");
    await expectAccessible(page);

    // Confirm saves every row and shows the returned text.
    await expect(screen.root.getByTestId("subscriptions-pending")).toContainText(/2/);
    await screen.confirm.click();
    await expect(screen.banner("success")).toContainText(/Subscriptions saved\.|Suscripciones guardadas\./);
    await expect(screen.root.getByTestId("subscriptions-pending")).not.toContainText(/2/);

    await page.reload();
    await expect(screen.root).toBeVisible();
    await expect(screen.subscribed(LICENSE_NORMAL, 1)).toBeChecked();
    await expect(screen.url(LICENSE_NORMAL, 1)).toHaveValue(hookUrl);
    await expect(screen.subscribed(LICENSE_PLUS, 3)).toBeChecked();
    await expect(screen.url(LICENSE_PLUS, 3)).toHaveValue(receiver.url("/fail"));
    await expect(screen.subscribed(LICENSE_NORMAL, 2)).not.toBeChecked();

    // The server agrees.
    const rows = (await rest("GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", undefined, adminToken)).json as Array<{ suscribed: boolean; url: string | null; indicatorType: { id: number }; licenseProduct: { id: number } }>;
    const saved = rows.find((r) => r.licenseProduct.id === LICENSE_NORMAL && r.indicatorType.id === 1)!;
    expect(saved).toMatchObject({ suscribed: true, url: hookUrl });
    await page.setViewportSize({ width: 800, height: 900 });
    await snap(page, "subscriptions-saved-800", { fullPage: true });
  });

  test("a supervisor of Hospital A sees the rows but no signing secret", async ({ page }) => {
    const screen = await openAs(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
    await expect(screen.rows).toHaveCount(10);
    await expect(screen.root.getByTestId("subscription-secret-toggle")).toHaveCount(0);
  });
});

test("the blocks follow the company's licences live: an Integration licence activated elsewhere shows its block, a suspension hides it", async ({ page }) => {
  test.slow();
  const admin = await readyAdmin();
  const provider = await providerToken();
  const screen = await openAs(page, admin.email, admin.password);
  await expect(screen.licenseMissing).toBeVisible();
  const license = await activeLicense(admin, provider, PRODUCT.integration);
  await expect(screen.block("normal")).toBeVisible({ timeout: 20_000 });
  await expect(screen.licenseMissing).toHaveCount(0);
  await snap(page, "subscriptions-live-licensed");
  await transition(provider, "suspend", license.licenseDetailId, "Unpaid invoice");
  await expect(screen.licenseMissing).toBeVisible({ timeout: 20_000 });
  await expect(screen.block("normal")).toHaveCount(0);
});
