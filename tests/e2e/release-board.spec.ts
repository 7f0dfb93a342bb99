// The release board (web/screens/release, docs/release-board.md), as Hospital A's supervisor, on
// a fresh sterilizer and a fresh lot whose positive control passed: a load incubating shows the
// time left and turns to released the moment its negative result arrives — live, no reload; an
// implant load is marked, reads negative, waits in "ready for release" and is released by a
// signature (a wrong password refused first), and its signature shows void once the record is
// changed behind the application; a positive load is held and counted. The sector
// and the period are kept in the address. The board and the signature dialog pass the
// accessibility check. The demo supervisor reads Spanish: the checks read data attributes.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
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

/** A BI reading of Hospital A through the test hook (server/testing/readings.ts). */
async function bi(body: Record<string, unknown>): Promise<{ id: number; readNumber: number }> {
  const res = await rest("POST", "/api/test/readings", { companyId: 1, kind: "BI", ...body });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json;
}

async function setResult(id: number, result: number): Promise<void> {
  const res = await rest("POST", "/api/test/readings/set-result", { id, result });
  if (res.status !== 200) throw new Error(`set result → ${res.status} ${res.text}`);
}

const card = (page: Page, readNumber: number) => page.locator(`[data-testid="release-load"][data-read-number="${readNumber}"]`);
const statusOf = (page: Page, readNumber: number) => card(page, readNumber).getAttribute("data-status");

test("loads turn from awaiting to released live; an implant load is released by a signature; a positive one is held", async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(supervisor.email, DEMO_PASSWORD);
  const suffix = uniqueSuffix();
  const name = `Autoclave board ${suffix}`;
  const created = await gql(token, `mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, {
    input: { sectorId: null, name, brand: "E2E", serial: `REL-${suffix}` },
  });
  const sterilizerId: number = created.createMachine.machineId;
  const lot = `RB${suffix}`.toUpperCase().slice(0, 20);

  // The lot's positive control read positive (it passed); three loads of the lot are incubating.
  await bi({ lot, conditionSCIB: 2, result: 2, minutesAgo: 90 });
  const load = await bi({ lot, conditionSCIB: 1, sterilizerId, noResult: true, minutesAgo: 20 });
  const implant = await bi({ lot, conditionSCIB: 1, sterilizerId, noResult: true, minutesAgo: 25 });
  const positive = await bi({ lot, conditionSCIB: 1, sterilizerId, noResult: true, minutesAgo: 30 });

  await signIn(page, supervisor.email, DEMO_PASSWORD);
  await page.goto("/AppRelease");
  const screen = page.getByTestId("screen-apprelease");
  await expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
  const awaiting = screen.getByTestId("release-column-AWAITING");
  await expect(awaiting.locator(`[data-read-number="${load.readNumber}"]`)).toBeVisible();
  await expect(card(page, load.readNumber)).toContainText(name);
  await expect(card(page, load.readNumber)).toContainText(lot);
  await expect(card(page, load.readNumber).getByTestId("release-time-left")).toHaveText(/\d/);
  await expectAccessible(page);
  await snap(page, "release-board", { fullPage: true });

  // Nothing below reloads the page: a marker set now must survive until the end.
  await page.evaluate(() => ((window as any).__boardMarker = "kept"));

  // The negative result arrives: the load is released, live.
  await setResult(load.id, 1);
  await expect(screen.getByTestId("release-column-RELEASED").locator(`[data-read-number="${load.readNumber}"]`)).toBeVisible({ timeout: 15_000 });

  // An implant load: marked while incubating, it waits for a signed release once negative.
  const implantCard = card(page, implant.readNumber);
  await implantCard.getByTestId("release-implant").check();
  await expect(implantCard.getByTestId("release-implant-label")).toBeVisible();
  await setResult(implant.id, 1);
  await expect(screen.getByTestId("release-column-READY").locator(`[data-read-number="${implant.readNumber}"]`)).toBeVisible({ timeout: 15_000 });
  await implantCard.getByTestId("release-release").click();
  const dialog = page.getByTestId("release-sign-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("release-sign-statement")).toContainText(String(implant.readNumber));
  await expectAccessible(page, '[role="dialog"]');
  // The session's first signature asks for both components: the user name too.
  await expect(page.getByTestId("release-sign-first")).toBeVisible();
  await dialog.locator('input[name="userName"]').fill(supervisor.email);
  const password = dialog.locator('input[name="password"]');
  await password.fill("Not-my-password-1");
  await page.getByTestId("release-sign-submit").click();
  await expect(dialog.getByText(/password is not correct/i)).toBeVisible();
  await snap(page, "release-sign-dialog");
  await password.fill(DEMO_PASSWORD);
  await page.getByTestId("release-sign-submit").click();
  await expect(dialog).toBeHidden();
  await expect(screen.getByTestId("release-column-RELEASED").locator(`[data-read-number="${implant.readNumber}"]`)).toBeVisible();
  await expect(implantCard.getByTestId("release-released-by")).toHaveAttribute("data-valid", "true");
  await expect(implantCard.getByTestId("release-signature-void")).toHaveCount(0);

  // A positive load is held, and counted among the held loads.
  const heldBefore = Number((await screen.locator('[data-testid="release-held-count"][data-reason="POSITIVE"]').getAttribute("data-count").catch(() => null)) ?? 0);
  await setResult(positive.id, 2);
  await expect(screen.getByTestId("release-column-HELD").locator(`[data-read-number="${positive.readNumber}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(card(page, positive.readNumber).getByTestId("release-held-reason")).toHaveAttribute("data-reason", "POSITIVE");
  await expect(screen.locator('[data-testid="release-held-count"][data-reason="POSITIVE"]')).toHaveAttribute("data-count", String(heldBefore + 1));
  expect(await statusOf(page, load.readNumber)).toBe("RELEASED");
  expect(await page.evaluate(() => (window as any).__boardMarker)).toBe("kept");
  await snap(page, "release-board-live", { fullPage: true });

  // The release signature is bound to the record: changed behind the application, the card says the signature is void.
  const changed = await rest("POST", "/api/test/sql", { sql: `UPDATE "reading_bi" SET "cycle" = 'CHANGED' WHERE "id" = $1`, params: [implant.id] });
  expect(changed.status).toBe(200);
  await page.reload();
  await expect(card(page, implant.readNumber).getByTestId("release-signature-void")).toBeVisible();
  await expect(card(page, implant.readNumber).getByTestId("release-released-by")).toHaveAttribute("data-valid", "false");
  await snap(page, "release-signature-void");

  // The sector and the period are kept in the address.
  await screen.getByTestId("release-hours").selectOption("24");
  await expect(page).toHaveURL(/hours=24/);
  const sector = screen.getByTestId("release-sector");
  const first = await sector.locator("option").nth(1).getAttribute("value");
  await sector.selectOption(first!);
  await expect(page).toHaveURL(new RegExp(`sector=${first}`));
  await expect(screen.getByTestId("release-held")).toBeVisible();
});
