// The first screen (issue 16): what the sign-in page and /appmain cost a browser with an empty
// cache, and how fast `npm start` answers. Real processes: `bun scripts/start.ts` on a fresh
// embedded database (PGlite, its own data folder), headless Chromium through Playwright.
// Prints, per page and run: the JavaScript transferred (as served: Brotli) and the same files'
// gzip size, the number of scripts, the CSS, and the largest contentful paint; then the start
// times: the first start (the web client built, the database migrated and seeded) and a start
// on the built checkout. Median of --runs (default 3).
//
//   bun bench/first-screen.ts [--runs 3] [--files: list each page's files]
//                             [--modules: and what each file holds, biggest first, by package]
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1] ?? 3) || 3;
const root = resolve(import.meta.dir, "..");
const PORT = 3986;
const BASE = `http://localhost:${PORT}`;
const webDir = join(root, "dist", "web");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `npm start` (scripts/start.ts) on a data folder; answers the process and the ms until /healthz answered. */
async function start(dataDir: string) {
  const began = performance.now();
  const proc = Bun.spawn([process.execPath, "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", PORT: String(PORT), TOKEN_SECRET: "bench-first-screen", DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await Bun.sleep(50)) {
    if (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) return { proc, ms: performance.now() - began };
  }
  throw new Error("the server did not answer within 120 s");
}

async function stop(proc: ReturnType<typeof Bun.spawn>) {
  proc.kill();
  await proc.exited;
}

interface PageFigures {
  jsBytes: number;
  jsGzip: number;
  scripts: number;
  cssBytes: number;
  lcp: number;
}

/** Loads a page in a fresh context (empty cache); the storage state signs it in when given. */
async function measure(browser: Browser, path: string, storageState?: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>): Promise<PageFigures> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const transferred = new Map<string, number>();
  page.on("response", async (res) => {
    const url = new URL(res.url());
    if (url.origin !== BASE || !/\.(js|css)$/.test(url.pathname)) return;
    const sizes = await res.request().sizes().catch(() => null);
    if (sizes) transferred.set(url.pathname, sizes.responseBodySize);
  });
  await page.addInitScript(() => {
    (window as any).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as any).__lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(BASE + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const lcp = (await page.evaluate(() => (window as any).__lcp)) as number;
  await context.close();
  let jsBytes = 0;
  let jsGzip = 0;
  let scripts = 0;
  let cssBytes = 0;
  if (args.includes("--files")) console.log(path, [...transferred].sort((a, b) => b[1] - a[1]).map(([p, b]) => `${p} ${kb(b)}`).join(", "));
  if (args.includes("--modules")) printModules(path, [...transferred.keys()].filter((f) => f.endsWith(".js")));
  for (const [file, bytes] of transferred) {
    if (file.endsWith(".css")) cssBytes += bytes;
    else {
      scripts++;
      jsBytes += bytes;
      const gz = join(webDir, `${file}.gz`);
      jsGzip += statSync(existsSync(gz) ? gz : join(webDir, file)).size;
    }
  }
  return { jsBytes, jsGzip, scripts, cssBytes, lcp };
}

/**
 * Each file of a page, gzipped size first, with the inputs it holds grouped by package (a
 * Primer component by its folder) from the build's metafile (scripts/build-web.ts writes
 * dist/web-meta.json): where the page's bytes are. Sizes of the inputs are minified, not gzipped.
 */
function printModules(path: string, files: string[]) {
  const metaPath = join(root, "dist", "web-meta.json");
  if (!existsSync(metaPath)) return console.log(`${path}: no dist/web-meta.json`);
  const meta = JSON.parse(readFileSync(metaPath, "utf8")) as { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
  const byName = new Map(Object.entries(meta.outputs).map(([out, o]) => [`/${out.split("/").pop()}`, o]));
  const gzipOf = (file: string) => statSync(existsSync(join(webDir, `${file}.gz`)) ? join(webDir, `${file}.gz`) : join(webDir, file)).size;
  console.log(`${path}:`);
  for (const file of files.sort((a, b) => gzipOf(b) - gzipOf(a))) {
    const groups = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(byName.get(file)?.inputs ?? {})) {
      const pkg = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/)?([^/]+)/);
      const key = !pkg ? input.replace(/^.*?\bweb\//, "web/") : pkg[1] === "@primer/react" ? `@primer/react ${pkg[2]!.replace(/\.js$/, "")}` : pkg[1]!;
      groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
    }
    const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, b]) => `${k} ${kb(b)}`);
    console.log(`  ${file} ${kb(gzipOf(file))} gz: ${top.join(", ")}`);
  }
}

async function signedInState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.locator('form [name="email"]').fill("admin@hospital-a.test");
  await page.locator('form [name="password"]').fill("Demo-2026");
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/(appmain|appeula)/, { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
const firstStarts: number[] = [];
const builtStarts: number[] = [];
const pages: Record<string, PageFigures[]> = { "/login": [], "/appmain": [] };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), "sqc-first-screen-"));
    try {
      // The first start after an install: no web build, no database.
      rmSync(webDir, { recursive: true, force: true });
      let server = await start(dataDir);
      firstStarts.push(server.ms);
      await stop(server.proc);
      // A start on the built checkout and its database.
      server = await start(dataDir);
      builtStarts.push(server.ms);
      try {
        pages["/login"]!.push(await measure(browser, "/login"));
        const state = await signedInState(browser);
        pages["/appmain"]!.push(await measure(browser, "/appmain", state));
      } finally {
        await stop(server.proc);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`run ${run + 1}: first start ${(firstStarts.at(-1)! / 1000).toFixed(1)} s, built start ${(builtStarts.at(-1)! / 1000).toFixed(1)} s, ` +
      Object.entries(pages).map(([p, f]) => `${p} ${kb(f.at(-1)!.jsBytes)} JS (gzip ${kb(f.at(-1)!.jsGzip)}) LCP ${f.at(-1)!.lcp.toFixed(0)} ms`).join(", "));
  }
} finally {
  await browser.close();
}
console.log(`\nmedian of ${RUNS} runs:`);
console.log(`npm start, first start (build, migrate, seed): ${(median(firstStarts) / 1000).toFixed(1)} s; on the built checkout: ${(median(builtStarts) / 1000).toFixed(1)} s`);
for (const [path, f] of Object.entries(pages)) {
  console.log(
    `${path}: JavaScript ${kb(median(f.map((x) => x.jsBytes)))} transferred (Brotli), ${kb(median(f.map((x) => x.jsGzip)))} gzipped, ${median(f.map((x) => x.scripts))} scripts; ` +
      `CSS ${kb(median(f.map((x) => x.cssBytes)))}; largest contentful paint ${median(f.map((x) => x.lcp)).toFixed(0)} ms`,
  );
}
