// npm install hook: generates the Prisma client (offline, see prisma.config.ts). Runs with
// node_modules/.bin on PATH so the prisma-pothos-types generator is found.
import { spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";

const bin = resolve("node_modules/.bin");
const r = spawnSync(resolve(bin, "prisma"), ["generate"], {
  stdio: "inherit",
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(r.status ?? 1);
