// Prisma CLI configuration. The WebAssembly schema engine with a driver adapter keeps
// the CLI offline (see ../shared/STACK.md); the CLI is only used for `generate` and
// `migrate diff` — migrations are applied by server/db/migrate.ts.
import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  async adapter() {
    return new PrismaPGlite(new PGlite()) as never;
  },
});
