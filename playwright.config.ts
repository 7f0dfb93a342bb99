// Playwright end-to-end tests, run by scripts/test.ts against the server it started
// (BASE_URL). Browsers cannot be downloaded on these machines: Debian's Chromium is used
// (see ../shared/STACK.md), with the flags that keep it off the closed network.
//
// Two projects, run by scripts/test.ts as two invocations, one after the other:
//   1. `playwright test --project=chromium`  every spec but readings-live.spec.ts;
//   2. `playwright test --project=agent`     readings-live.spec.ts alone, last: its agent
//      simulator changes the demo company's incubators under the other specs' feet.
// The second runs whatever the first's outcome (a project dependency would silently skip it
// when any spec of the first failed). Running `npx playwright test` by hand, pass --project:
// without it both projects run at the same time.
import { defineConfig } from "@playwright/test";

const CI = !!process.env.CI;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/test-results",
  // A whole scenario (sign-up of a fresh company, sign-in, several dialogs) on a 2-core CI
  // machine with two browsers: 60 s. Without retries, a time limit at the edge would only
  // measure the machine's load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  workers: 2,
  // No retries: a test that passes only on its second try is a failure to look at, not a pass.
  retries: 0,
  failOnFlakyTests: true,
  reporter: [["list"], ["html", { outputFolder: "tests/.artifacts/report", open: "never" }]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3000",
    browserName: "chromium",
    // Recording a trace costs a quarter of the suite's time (every action snapshots the page)
    // and CI keeps only its log: off there, kept on failure elsewhere; E2E_TRACE overrides.
    trace: (process.env.E2E_TRACE as "on" | "off" | "retain-on-failure" | undefined) ?? (CI ? "off" : "retain-on-failure"),
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 800 },
    // Primer's dialogs fade in over 200 ms unless the user prefers reduced motion: axe-core run
    // while one is still fading measures the half-transparent text (a dialog's primary button
    // read as 4.04:1 instead of its 4.9:1 under a loaded CI). The settled page is what is judged.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The agent simulator changes the demo company's incubators: its spec runs alone, last, in
  // its own invocation (see above), with its own output folder so that the first
  // invocation's traces and screenshots survive the second. The chemical intake's spec adds
  // provisional chemical readings to Hospital A, which would push the chemical specs' rows off
  // their first page: it runs in that last invocation too, as does the temperature unit's spec,
  // whose change of Hospital A's unit redraws every open Hospital A screen.
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /(readings-live|chemical-intake|parameters-unit)\.spec\.ts/ },
    { name: "agent", use: { browserName: "chromium" }, testMatch: /(readings-live|chemical-intake|parameters-unit)\.spec\.ts/, outputDir: "tests/.artifacts/test-results-agent" },
  ],
});
