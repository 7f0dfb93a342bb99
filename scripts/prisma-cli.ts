// Runs the Prisma CLI offline (engine "js", see prisma.config.ts).
import { spawnSync } from "node:child_process";

export function migrateDiff(fromSnapshot: string | null): string {
  const from = fromSnapshot ? ["--from-schema-datamodel", fromSnapshot] : ["--from-empty"];
  const r = spawnSync("node_modules/.bin/prisma", ["migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`prisma migrate diff failed: ${r.stderr}`);
  return r.stdout;
}
