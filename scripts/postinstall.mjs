// npm install hook: applies the patches in patches/ to the installed packages (patch-package;
// each patch says why), then generates the Prisma client (offline, see prisma.config.ts). Runs
// with node_modules/.bin on PATH so the prisma-pothos-types generator is found.
import { spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";

const bin = resolve("node_modules/.bin");
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
const patched = spawnSync(resolve(bin, "patch-package"), ["--error-on-fail"], { stdio: "inherit", env });
if (patched.status !== 0) process.exit(patched.status ?? 1);
const r = spawnSync(resolve(bin, "prisma"), ["generate"], {
  stdio: "inherit",
  env,
});
process.exit(r.status ?? 1);
