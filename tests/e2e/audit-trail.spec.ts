// The audit trail viewer (/AppAudit, screen 880; docs/audit.md "The viewer"), in Chromium. A new
// company's administrator (English) adds a sector on /appsector, opens the trail from the
// Company menu and finds the change at the top, with its hashes; filters the company log (in
// the address) and then readings (none yet); sees the chain verified intact, seals it, and
// downloads the CSV — whose rows are the screen's, with the verification on top. The demo
// administrator's longer trail pages with Load more. No WCAG 2.1 A/AA violation on the way.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { expectAccessible } from "./support/axe";
import { readyAdmin, rest, unique } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

/** A screen's first draw may wait on a busy machine (other runs share its two cores). */
const FIRST_DRAW = { timeout: 30_000 };

test("a change shows in the audit trail; filtered, verified, sealed and exported as CSV", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);

  // An audited change made through a screen: a new sector (the company log).
  const sectors = new CompanyScreen(page, "sectors");
  await sectors.goto();
  await expect(sectors.table.rows.first()).toBeVisible(FIRST_DRAW);
  const name = unique("Audited sector");
  await sectors.table.newButton.click();
  await sectors.dialog.fill({ name });
  await sectors.dialog.save.click();
  await sectors.dialog.expectClosed();

  // The trail, from the Company menu.
  const menu = page.getByRole("navigation", { name: "Menu" });
  // (The group is open already on /appsector, a screen of its own.)
  const company = menu.getByRole("button", { name: "Company" });
  if ((await company.getAttribute("aria-expanded")) !== "true") await company.click();
  await menu.getByRole("link", { name: "Audit trail" }).click();
  await expect(page).toHaveURL(/\/AppAudit$/);
  const screen = page.getByTestId("screen-appaudit");
  await expect(screen.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible(FIRST_DRAW);
  const first = screen.getByTestId("audit-row").first();
  await expect(first).toHaveAttribute("data-type", "COMPANY_LOG", FIRST_DRAW);
  await expect(first).toContainText(`Sector — created: '${name}'`);
  await expect(first.locator("code").last()).toHaveAttribute("title", /^[0-9a-f]{64}$/);
  const seq = Number(await first.getAttribute("data-seq"));
  const hash = (await first.getAttribute("data-hash"))!;

  // Verified on arrival: intact, its length the head's number.
  const verification = screen.getByTestId("audit-verification");
  await expect(verification).toHaveAttribute("data-state", "intact", FIRST_DRAW);
  await expect(verification).toContainText(`The audit trail is intact: ${seq} links, head #${seq}.`);
  // Not sealed yet, unless the server's own sealer (first run 30 s after start, then every
  // AUDIT_SEAL_SECONDS) came first; "Seal now" below seals the head either way.
  await expect(verification).toContainText(/Not sealed yet\.|Last sealed at link #\d+ /);
  await expectAccessible(page);
  await snap(page, "audit-trail", { fullPage: true });

  // Sealed now: the panel verifies again and names the seal.
  await screen.getByTestId("audit-seal").click();
  // (Or, when the server's own sealer got to this head first, it says so.)
  await expect(screen.getByText(new RegExp(`^(Sealed: link #${seq} is signed\\.|The newest link is sealed already\\.)$`))).toBeVisible();
  await expect(verification).toContainText(`Last sealed at link #${seq}`, FIRST_DRAW);
  await screen.getByTestId("audit-verify-again").click();
  await expect(verification).toHaveAttribute("data-state", "intact", FIRST_DRAW);

  // The company log only: kept in the address; then readings, of which there are none yet.
  await screen.getByTestId("audit-type").selectOption("COMPANY_LOG");
  await screen.getByTestId("audit-apply").click();
  await expect(page).toHaveURL(/\/AppAudit\?type=COMPANY_LOG$/);
  await expect(screen.getByTestId("audit-row").first()).toHaveAttribute("data-seq", String(seq), FIRST_DRAW);
  const types = await screen.getByTestId("audit-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-type")));
  expect(new Set(types)).toEqual(new Set(["COMPANY_LOG"]));
  await screen.getByTestId("audit-type").selectOption("READING");
  await screen.getByTestId("audit-apply").click();
  await expect(screen.getByTestId("audit-empty")).toBeVisible(FIRST_DRAW);
  await expectAccessible(page);
  await snap(page, "audit-trail-empty");
  await page.goBack();
  await expect(screen.getByTestId("audit-type")).toHaveValue("COMPANY_LOG");
  await expect(screen.getByTestId("audit-row").first()).toHaveAttribute("data-seq", String(seq), FIRST_DRAW);

  // A period out of order is refused under the field, and nothing is asked.
  await screen.getByTestId("audit-from").fill("2026-03-02");
  await screen.getByTestId("audit-to").fill("2026-03-01");
  await screen.getByTestId("audit-apply").click();
  await expect(screen.getByText("The date from must be on or before the date to.")).toBeVisible();
  await expect(page).toHaveURL(/\/AppAudit\?type=COMPANY_LOG$/);
  await screen.getByTestId("audit-from").fill("");
  await screen.getByTestId("audit-to").fill("");

  // The CSV of what the screen shows: the verification on top, the same links and hashes.
  const [download] = await Promise.all([page.waitForEvent("download"), screen.getByTestId("audit-export-csv").click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain("Verification,INTACT");
  expect(csv).toContain(`Seal checked (seq),${seq}`);
  expect(csv).toContain("Filter: record type,Company log");
  const line = csv.split("\r\n").find((l) => l.startsWith(`${seq},`))!;
  expect(line).toContain(`Sector — created: '${name}'`);
  expect(line).toContain(hash);
  expect(csv).not.toContain(",Reading,reading_audit,");

  // The seals' file, with the key.
  const [seals] = await Promise.all([page.waitForEvent("download"), screen.getByTestId("audit-export-seals").click()]);
  const file = JSON.parse(readFileSync((await seals.path())!, "utf8")) as { key: { keys: { kty: string }[] }; seals: { seq: number }[] };
  expect(file.key.keys[0]!.kty).toBe("OKP");
  // "Seal now" made the newest seal; the server's own sealer may have sealed an earlier link first.
  expect(Number(file.seals.at(-1)?.seq)).toBe(Number(seq));
  expect(file.seals.every((s) => Number(s.seq) <= Number(seq))).toBe(true);

  // A database administrator edits the sector's log entry behind the application's back: the
  // panel turns red and names the link and what it means; put back, the trail holds again.
  const [entry] = (await rest("POST", "/api/test/sql", { sql: `SELECT "sourceId"::int AS id FROM "audit_chain" WHERE "hash" = decode($1, 'hex')`, params: [hash] })).json.rows as { id: number }[];
  const edit = (detail: string) => rest("POST", "/api/test/sql", { sql: `UPDATE "app_log" SET "detail" = $2 WHERE "id" = $1 RETURNING "detail"`, params: [entry!.id, detail], asAdministrator: true });
  const original = `Sector '${name}' created`;
  expect((await edit("Sector 'Rewritten' created")).status).toBe(200);
  await screen.getByTestId("audit-verify-again").click();
  await expect(verification).toHaveAttribute("data-state", "broken", FIRST_DRAW);
  await expect(verification).toHaveAttribute("data-kind", "EDITED");
  await expect(verification).toContainText(`The audit trail is broken at link #${seq}.`);
  await expect(verification).toContainText("A record was changed after it was written.");
  await expectAccessible(page);
  await snap(page, "audit-trail-broken");
  expect((await edit(original)).status).toBe(200);
  await screen.getByTestId("audit-verify-again").click();
  await expect(verification).toHaveAttribute("data-state", "intact", FIRST_DRAW);
});

test("a long trail pages with Load more, newest first", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  await page.goto("/AppAudit");
  const screen = page.getByTestId("screen-appaudit");
  const rows = screen.getByTestId("audit-row");
  await expect(rows).toHaveCount(25, FIRST_DRAW);
  await screen.getByTestId("audit-load-more").click();
  await expect(rows).toHaveCount(50, FIRST_DRAW);
  const seqs = (await rows.evaluateAll((r) => r.map((x) => Number(x.getAttribute("data-seq"))))) as number[];
  expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  expect(new Set(seqs).size).toBe(50);
  await expect(screen.getByTestId("audit-count")).toHaveAttribute("data-count", "50");
  await expectAccessible(page);
  await snap(page, "audit-trail-long");
});
