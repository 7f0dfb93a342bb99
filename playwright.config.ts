// Playwright end-to-end tests, run by scripts/test.ts against the server it started
// (BASE_URL). Browsers cannot be downloaded on these machines: Debian's Chromium is used
// (see ../shared/STACK.md), with the flags that keep it off the closed network.
import { defineConfig } from "@playwright/test";

const CI = !!process.env.CI;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: [["list"], ["html", { outputFolder: "tests/.artifacts/report", open: "never" }]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3000",
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 800 },
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
  // The agent simulator changes the demo company's incubators: its spec runs alone, last.
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /readings-live\.spec\.ts/ },
    { name: "agent", use: { browserName: "chromium" }, testMatch: /readings-live\.spec\.ts/, dependencies: ["chromium"] },
  ],
});
