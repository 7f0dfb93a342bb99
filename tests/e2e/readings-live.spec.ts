// Live screens. The tests of this file run in series (one worker), the simulator last:
// while it runs it gives every running incubation of the demo agent its result.
// - /AppPILive: the elapsed time ticks every second.
// - Live updates without reload (readingChanged subscription): a BI reading started by an
//   incubator agent appears on /appbilive, and when its result arrives it leaves that screen
//   and shows on /appbifinished — both pages open side by side, never reloaded:
//   1. through the agent API directly (deterministic);
//   2. with the simulator (`bun scripts/simulate.ts --duration 20`) as a child process.
import { expect, test, type Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { signIn } from "./pages/CompanyPages";
import { DemoAgent, ReadingScreen } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { BASE_URL, DEMO, DEMO_PASSWORD } from "./support/env";

const HHMMSS = /^\d{2}:\d{2}:\d{2}$/;
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const simulator = resolve(root, "scripts/simulate.ts");

/** Counts full page loads (a reload would add one). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => loads++);
  return () => loads;
}

async function openSideBySide(page: Page) {
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  const live = new ReadingScreen(page, "biLive");
  await live.goto();
  await live.table.pageSize.selectOption("100");
  const otherPage = await page.context().newPage();
  const finished = new ReadingScreen(otherPage, "biProvisional");
  await finished.goto();
  await finished.table.pageSize.selectOption("100");
  return { live, finished, liveLoads: countLoads(page), finishedLoads: countLoads(otherPage) };
}

test.describe("protein live readings (/AppPILive)", () => {
  test("the elapsed time ticks every second; the detail is titled with the read number", async ({ page }) => {
    const agent = new DemoAgent();
    const { reading } = await agent.start("PRO", 65_000);
    await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
    const screen = new ReadingScreen(page, "proLive");
    await screen.goto();
    const row = await screen.findRow("PRO", reading.id, reading.readNumber);
    const elapsed = row.getByTestId("elapsed-time");
    const first = (await elapsed.innerText()).trim();
    expect(first).toMatch(HHMMSS);
    expect(first >= "00:01:00").toBe(true);
    await expect.poll(async () => (await elapsed.innerText()).trim(), { timeout: 3000 }).not.toBe(first);
    const second = (await elapsed.innerText()).trim();
    expect(second > first).toBe(true);
    // ProRead (model 4) readings show the program as '10 min.'.
    await expect(row.locator('[data-column="programName"]')).toHaveText("10 min.");
    await expectAccessible(page);

    await screen.action(row, "detail").click();
    await expect(page.getByRole("dialog").locator("h1, h2").first()).toHaveText(String(reading.readNumber));
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // 'Add washer' opens the washer quick create.
    await screen.root.getByTestId("add-washer").click();
    await expect(page.getByTestId("quick-create-machine")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("quick-create-machine")).toHaveCount(0);
  });
});

test.describe("live updates", () => {
  test("an agent's BI goes from the live screen to the provisional screen without reload", async ({ page }) => {
    const { live, finished, liveLoads, finishedLoads } = await openSideBySide(page);
    const agent = new DemoAgent();
    const { reading, ref } = await agent.start("BI", 30_000);
    // Pushed by the subscription well before the 30 s fallback refresh.
    await expect(live.row("BI", reading.id)).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page);
    await expect(finished.row("BI", reading.id)).toHaveCount(0);

    await agent.result("BI", ref);
    await expect(live.row("BI", reading.id)).toHaveCount(0, { timeout: 10_000 });
    await expect(finished.row("BI", reading.id)).toBeVisible({ timeout: 10_000 });
    await expect(finished.row("BI", reading.id)).toHaveAttribute("data-unviewed", "true");
    expect(liveLoads()).toBe(0);
    expect(finishedLoads()).toBe(0);
  });

  test("with the simulator running, BI readings move from live to provisional without reload", async ({ page }) => {
    test.setTimeout(120_000);
    const { live, finished, liveLoads, finishedLoads } = await openSideBySide(page);
    const before = new Set(await finished.table.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-id"))));
    // The simulator disconnects the incubators it drove when it stops: they are reconnected
    // afterwards so that the demo company looks as seeded to the other tests.
    const agent = new DemoAgent();
    const connected = await agent.connectedSerials();

    const child = spawn(resolve(root, "node_modules/.bin/bun"), [simulator, "--url", BASE_URL, "--duration", "20"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((done) => child.on("exit", done));
    try {
      // Every BI row seen on the live screen while the simulator runs...
      const seenLive = new Set<string>();
      let moved: string | null = null;
      const deadline = Date.now() + 60_000;
      while (!moved && Date.now() < deadline) {
        for (const id of await live.table.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-id") ?? ""))) seenLive.add(id);
        // ...until one of them shows on the provisional screen (and has left the live one).
        const provisional = await finished.table.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-id") ?? ""));
        moved = provisional.find((id) => seenLive.has(id) && !before.has(id)) ?? null;
        if (!moved) await page.waitForTimeout(250);
      }
      expect(moved, `no BI moved from live to provisional; simulator said:\n${output.slice(-2000)}`).not.toBeNull();
      await expect(live.table.root.locator(`[data-row-id="${moved}"]`)).toHaveCount(0);
      expect(liveLoads()).toBe(0);
      expect(finishedLoads()).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGINT");
      await exited;
      await agent.connect(connected);
    }
  });
});
