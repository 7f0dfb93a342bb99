// Incidents (web/screens/incidents, docs/incidents.md), as Hospital A's supervisor: a positive BI
// reported by the incubator agent on a fresh sterilizer opens an incident — its alert's toast opens the incident page, the
// sterilizers' list shows the machine out of service; the recall list is worked through (one
// load recalled, one not needed, with its reason), downloaded (CSV, Excel) and printed without
// the shell; the investigation written; three negative re-tests arrive and are counted; the
// return to service is signed (a wrong password first, refused), and the incident shows closed
// with its signature while the sterilizer is back in service. The list, the incident page and the signature dialog pass the accessibility check.
// The demo supervisor reads Spanish: the checks read the screens' data attributes and numbers.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { RecordTablePage } from "./pages/RecordTablePage";
import { DemoAgent } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { apiLogin, uniqueSuffix } from "./support/api";
import { rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

const supervisor = DEMO.supervisorA!;

async function gql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await rest("POST", "/graphql", { query, variables }, token);
  if (res.status !== 200 || res.json?.errors) throw new Error(`graphql → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.data;
}

/** A BI reading of Hospital A on the sterilizer, through the test hook (server/testing/readings.ts). */
async function bi(sterilizerId: number, body: Record<string, unknown>): Promise<{ id: number; readNumber: number }> {
  const res = await rest("POST", "/api/test/readings", { companyId: 1, kind: "BI", sterilizerId, ...body });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json;
}

/** The sterilizers' list, searched for one machine: its row. */
async function sterilizerRow(page: Page, serial: string) {
  await page.goto("/appsterilizer");
  const table = new RecordTablePage(page, "machines-sterilizer");
  await expect(table.root).toBeVisible();
  await table.search.fill(serial);
  await table.settled();
  const row = table.row(serial);
  await expect(row).toHaveCount(1);
  return row;
}

test("a positive BI takes the sterilizer out of service until the recall, the re-tests and a signed return", async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(supervisor.email, DEMO_PASSWORD);
  const suffix = uniqueSuffix();
  const name = `Autoclave incident ${suffix}`;
  const serial = `INC-${suffix}`;
  const created = await gql(token, `mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, {
    input: { sectorId: null, name, brand: "E2E", serial },
  });
  const sterilizerId: number = created.createMachine.machineId;

  await signIn(page, supervisor.email, DEMO_PASSWORD);
  // Toasts already waiting are closed, so the new alert is easy to find.
  const stack = page.getByTestId("notification-toasts");
  while (await stack.getByRole("status").count()) await stack.getByRole("status").first().getByRole("button").last().click();

  // The last negative BI, a load still incubating, then the positive one.
  await bi(sterilizerId, { result: 1, minutesAgo: 300 });
  const incubating = await bi(sterilizerId, { noResult: true, minutesAgo: 200 });
  // The positive one arrives as an incubator's agent (and the simulator) reports it: through the agent API.
  const agent = new DemoAgent();
  const started = await agent.start("BI", 100 * 60_000, { sterilizerId });
  await agent.result("BI", started.ref, "positive");
  const positive = { id: started.reading.id, readNumber: started.reading.readNumber };

  // The alert's toast opens the incident.
  const toast = stack.getByRole("status").filter({ hasText: ` ${positive.readNumber} (` });
  await expect(toast).toHaveCount(1, { timeout: 15_000 });
  await toast.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/AppIncidents\/\d+$/);
  const incidentPath = new URL(page.url()).pathname;
  const screen = page.getByTestId("screen-appincident");
  await expect(screen.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(screen.getByTestId("incident-status")).toHaveAttribute("data-status", "OPEN");
  await expect(screen.getByTestId("incident-reason")).toHaveAttribute("data-reason", "bi.positive");
  await expect(screen.getByTestId("incident-failed-reading")).toContainText(String(positive.readNumber));

  // The recall list: the load still incubating and the failed one, both pending.
  const loads = screen.getByTestId("incident-load");
  await expect(loads).toHaveCount(2);
  const progress = screen.getByTestId("incident-recall-progress");
  await expect(progress).toHaveAttribute("data-pending", "2");
  await expect(progress).toHaveAttribute("data-total", "2");
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "incident-open", { fullPage: true });

  // The incident in the list, open, with its progress.
  await page.goto("/AppIncidents");
  const list = new RecordTablePage(page, "incidents");
  await expect(list.root).toBeVisible();
  const listed = list.row(name);
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId("incident-status")).toHaveAttribute("data-status", "OPEN");
  await expect(listed.getByTestId("incident-recall-cell")).toHaveAttribute("data-pending", "2");
  await expect(listed).toContainText("0/3");
  await expectAccessible(page);
  await snap(page, "incidents-list");
  await page.getByTestId("incidents-filter-closed").click();
  await expect(list.row(name)).toHaveCount(0);
  await page.getByTestId("incidents-filter-open").click();
  await expect(list.row(name)).toHaveCount(1);

  // The sterilizers' list shows it out of service, linked to the incident.
  const machine = await sterilizerRow(page, serial);
  await expect(machine.getByTestId("machine-out-of-service")).toBeVisible();
  await machine.getByTestId("machine-out-of-service").click();
  await expect(page).toHaveURL(new RegExp(`${incidentPath}$`));

  // Working through the recall list: the incubating load recalled; the positive one not needed, with its reason.
  const first = loads.filter({ hasText: String(incubating.readNumber) }).first();
  await first.getByTestId("incident-load-status").selectOption("RECALLED");
  await expect(first).toHaveAttribute("data-status", "RECALLED");
  await expect(progress).toHaveAttribute("data-pending", "1");
  const second = loads.filter({ hasText: String(positive.readNumber) }).first();
  await second.getByTestId("incident-load-status").selectOption("NOT_NEEDED");
  const noteDialog = page.getByTestId("incident-not-needed-dialog");
  await expect(noteDialog).toBeVisible();
  await page.getByTestId("dialog-save").click();
  const note = noteDialog.getByRole("textbox");
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await note.fill("The indicator's own test pack: nothing was released");
  await page.getByTestId("dialog-save").click();
  await expect(noteDialog).toBeHidden();
  await expect(second).toHaveAttribute("data-status", "NOT_NEEDED");
  await expect(second).toContainText("The indicator's own test pack");
  await expect(progress).toHaveAttribute("data-pending", "0");

  // The recall list handed over as CSV, with the marks just made; printed without the shell.
  const [csv] = await Promise.all([page.waitForEvent("download"), screen.getByTestId("incident-recall-csv").click()]);
  expect(csv.suggestedFilename()).toMatch(/^recall-incident-\d+\.csv$/);
  const csvText = await readFile((await csv.path())!, "utf8");
  expect(csvText).toContain(`${incubating.readNumber},Biological indicator,`);
  expect(csvText).toContain("Recalled");
  expect(csvText).toContain("The indicator's own test pack: nothing was released");
  const [xlsx] = await Promise.all([page.waitForEvent("download"), screen.getByTestId("incident-recall-xlsx").click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^recall-incident-\d+\.xlsx$/);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("top-bar")).toBeHidden();
  await expect(page.getByTestId("side-nav")).toBeHidden();
  await expect(screen.getByTestId("incident-recall-csv")).toBeHidden();
  await expect(loads).toHaveCount(2);
  await snap(page, "incident-print", { fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // The investigation.
  const investigation = screen.getByTestId("incident-investigation");
  await investigation.locator('textarea[name="cause"]').fill("Door gasket leak");
  await investigation.locator('textarea[name="actions"]').fill("Gasket replaced; Bowie-Dick test passed");
  await investigation.getByTestId("incident-investigation-save").click();
  await expect(screen.locator('[data-testid="incident-event"][data-action="investigation"]')).toHaveCount(1);
  await expect(investigation.getByTestId("incident-investigation-save")).toBeDisabled();

  // Not yet: the signature waits for three consecutive passed re-tests.
  const retestCount = screen.getByTestId("incident-retest-count");
  await expect(retestCount).toHaveAttribute("data-consecutive", "0");
  await expect(retestCount).toHaveAttribute("data-needed", "3");
  await expect(screen.getByTestId("incident-sign")).toBeDisabled();

  // Three negative re-tests, started after the opening: counted live (or on a reload, when the event was missed).
  for (const minutesAgo of [-10, -20, -30]) await bi(sterilizerId, { result: 1, minutesAgo });
  try {
    await expect(retestCount).toHaveAttribute("data-consecutive", "3", { timeout: 15_000 });
  } catch {
    await page.reload();
    await expect(retestCount).toHaveAttribute("data-consecutive", "3");
  }
  await expect(screen.getByTestId("incident-retest")).toHaveCount(3);

  // The signature: a wrong password is refused, the right one signs.
  await screen.getByTestId("incident-sign").click();
  const dialog = page.getByTestId("incident-sign-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("incident-sign-statement")).toContainText(name);
  await expectAccessible(page, '[role="dialog"]');
  // The session's first signature asks for both components: the user name too.
  await expect(page.getByTestId("incident-sign-first")).toBeVisible();
  await dialog.locator('input[name="userName"]').fill(supervisor.email);
  const password = dialog.locator('input[name="password"]');
  await password.fill("Not-my-password-1");
  await page.getByTestId("incident-sign-submit").click();
  await expect(dialog.getByText(/password is not correct/i)).toBeVisible();
  await snap(page, "incident-sign-dialog");
  await expect(screen.getByTestId("incident-status")).toHaveAttribute("data-status", "OPEN");
  await dialog.locator('select[name="meaning"]').selectOption("RETURNED_TO_SERVICE");
  await password.fill(DEMO_PASSWORD);
  await page.getByTestId("incident-sign-submit").click();
  await expect(dialog).toBeHidden();

  // Closed: read only, the signature's manifestation first.
  await expect(screen.getByTestId("incident-status")).toHaveAttribute("data-status", "CLOSED");
  const signature = screen.getByTestId("incident-signature");
  await expect(signature).toBeVisible();
  await expect(screen.getByTestId("incident-signer")).not.toHaveText("—");
  await expect(screen.getByTestId("incident-signed-at")).toContainText(new Date().getFullYear().toString());
  await expect(screen.getByTestId("incident-signature-meaning")).toHaveAttribute("data-meaning", "RETURNED_TO_SERVICE");
  await expect(screen.getByTestId("incident-sign")).toHaveCount(0);
  await expect(screen.getByTestId("incident-load-status")).toHaveCount(0);
  await expect(screen.getByTestId("incident-investigation-save")).toHaveCount(0);
  await expect(screen.getByTestId("incident-event").last()).toHaveAttribute("data-action", "closed");
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "incident-closed", { fullPage: true });

  // The sterilizer is back in service.
  const back = await sterilizerRow(page, serial);
  await expect(back.getByTestId("machine-out-of-service")).toHaveCount(0);

  // The signature is bound to the incident: its investigation rewritten behind the application, the page says the signature is void.
  await page.goto(incidentPath);
  await expect(screen.getByTestId("incident-signature").locator("dl")).toHaveAttribute("data-valid", "true");
  const id = Number(incidentPath.split("/").pop());
  expect((await rest("POST", "/api/test/sql", { sql: `UPDATE "incident" SET "cause" = 'Rewritten' WHERE "id" = $1`, params: [id] })).status).toBe(200);
  await page.reload();
  await expect(screen.getByTestId("incident-signature-void")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "incident-signature-void");
});
