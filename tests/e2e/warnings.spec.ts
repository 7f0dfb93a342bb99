// Warnings on the reading screens (docs/readings-api.md "Warnings"), as Hospital A's supervisor:
// a positive BI takes a fresh sterilizer out of service (test hook); choosing it in a BI
// reading's form warns at once, beside the field, since when and why, with the link to the
// incident — and saving stays possible. A scanned code whose lot expired before the reading's
// date warns under the expiry, as does a typed expiry; the saved reading's detail shows both
// flags, the live BI row on that sterilizer shows "Out of service" linking to the incident, and
// the lot search marks the lot expired. Axe on the form, the live list and the lot search.
// The demo supervisor reads Spanish: the checks read data attributes, links and numbers.
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { provisionalReading, ReadingForm, ReadingScreen } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { apiLogin, uniqueSuffix } from "./support/api";
import { rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { scan } from "./support/scanner";
import { snap } from "./support/screenshots";

const supervisor = DEMO.supervisorA!;
/** Hospital A's distributor's BT220 (DOMAIN.md example GTIN). */
const BT220 = "09521234543213";
const FIRST_DRAW = { timeout: 30_000 };

async function gql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await rest("POST", "/graphql", { query, variables }, token);
  if (res.status !== 200 || res.json?.errors) throw new Error(`graphql → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.data;
}

test("an out-of-service sterilizer and an expired lot are warned of in the form, the detail, the live row and the lot search", async ({ page }) => {
  test.setTimeout(240_000);
  const token = await apiLogin(supervisor.email, DEMO_PASSWORD);
  const suffix = uniqueSuffix();
  // Named to sort first among the form's sterilizers (the options are the first 100 by name).
  const name = `AA Warn autoclave ${suffix}`;
  const created = await gql(token, `mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, {
    input: { sectorId: null, name, brand: "E2E", serial: `WRN-${suffix}` },
  });
  const sterilizerId: number = created.createMachine.machineId;

  // A positive BI on it opens the incident: the sterilizer is out of service.
  await provisionalReading("BI", { sterilizerId, conditionSCIB: 1, result: 2, minutesAgo: 60 });
  const machines = await gql(token, `{ machines(kind: STERILIZER, first: 100, search: ${JSON.stringify(`WRN-${suffix}`)}) { edges { node { machineId openIncident { incidentId } } } } }`);
  const incidentId: number = machines.machines.edges[0].node.openIncident.incidentId;
  // Readings started after the opening: one to review (no machine yet), one still incubating on the sterilizer.
  const reading = await provisionalReading("BI", { conditionSCIB: 1, result: 1, minutesAgo: 0 });
  const live = await provisionalReading("BI", { sterilizerId, conditionSCIB: 1, noResult: true, minutesAgo: 0 });
  const lot = `XP${suffix}`.toUpperCase().slice(0, 20);

  await signIn(page, supervisor.email, DEMO_PASSWORD);
  const screen = new ReadingScreen(page, "biProvisional");
  await screen.goto();
  const row = await screen.findRow("BI", reading.id, reading.readNumber);
  await screen.action(row, "edit").click();
  const form = new ReadingForm(page);
  await expect(form.root).toBeVisible(FIRST_DRAW);

  // Choosing the sterilizer warns at once, beside the field, with the incident's link.
  await expect(form.root.getByTestId("out-of-service-warning")).toHaveCount(0);
  await form.field("sterilizerId").selectOption(String(sterilizerId));
  const warning = form.root.getByTestId("out-of-service-warning");
  await expect(warning).toBeVisible();
  await expect(form.root.locator('[data-field-warning="sterilizerId"]')).toBeVisible();
  await expect(warning.getByTestId("out-of-service-incident")).toHaveAttribute("href", `/AppIncidents/${incidentId}`);

  // A scanned code whose lot expired on 1 Jan 2024: product, lot and expiry filled, the warning at once.
  await form.field("productId").focus();
  await scan(page, `]d201${BT220}1724010110${lot}`);
  await expect(form.field("lot")).toHaveValue(lot);
  await expect(form.field("expirationDate")).toHaveValue("2024-01-01");
  const expired = form.root.getByTestId("lot-expired-warning");
  await expect(expired).toBeVisible();
  await expectAccessible(page);
  await form.root.locator('[data-field-warning="sterilizerId"]').scrollIntoViewIfNeeded();
  await snap(page, "warnings-form-out-of-service");
  await form.field("expirationDate").scrollIntoViewIfNeeded();
  await snap(page, "warnings-form-lot-expired");

  // A typed expiry decides it too: far ahead, no warning; back to the past, warned again.
  await form.field("expirationDate").fill("2099-12-31");
  await expect(expired).toHaveCount(0);
  await form.field("expirationDate").fill("2024-01-01");
  await expect(expired).toBeVisible();

  // Saving stays possible (a re-test is recorded on it).
  await form.chooseFirst("processId");
  await form.fill({ cycle: "W1", programNumber: "P1", loadNumber: "L1" });
  await form.confirm.click();
  await expect(form.root).toHaveCount(0, FIRST_DRAW);

  // The reading's detail shows both flags, the incident linked.
  await screen.table.search.fill(String(reading.readNumber));
  const saved = screen.row("BI", reading.id);
  await expect(saved.getByTestId("reading-out-of-service")).toBeVisible(FIRST_DRAW);
  await expect(saved.getByTestId("lot-expired")).toBeVisible();
  await screen.action(saved, "detail").click();
  const detail = page.getByTestId("detail-dialog");
  await expect(detail).toBeVisible(FIRST_DRAW);
  await expect(detail.getByTestId("detail-out-of-service").getByRole("link").last()).toHaveAttribute("href", `/AppIncidents/${incidentId}`);
  await expect(detail.getByTestId("detail-lot-expired")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "warnings-detail");
  await page.keyboard.press("Escape");

  // The live row on the sterilizer: "Out of service", linking to the incident.
  const liveScreen = new ReadingScreen(page, "biLive");
  await liveScreen.goto();
  const liveRow = await liveScreen.findRow("BI", live.id, live.readNumber);
  const label = liveRow.getByTestId("reading-out-of-service");
  await expect(label).toBeVisible();
  await expect(label).toHaveAttribute("href", `/AppIncidents/${incidentId}`);
  await expectAccessible(page);
  await snap(page, "warnings-live-row");
  await label.click();
  await expect(page).toHaveURL(new RegExp(`/AppIncidents/${incidentId}$`));

  // The lot search marks the lot expired.
  await page.goto(`/AppLots?lot=${encodeURIComponent(lot)}`);
  const results = page.getByTestId("screen-applots");
  await expect(results.getByTestId("lots-count")).toHaveAttribute("data-count", "1", FIRST_DRAW);
  await expect(results.getByTestId("lot-expired")).toHaveCount(1);
  await expectAccessible(page);
  await snap(page, "warnings-lot-search");
});
