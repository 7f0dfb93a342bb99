// Authors a migration: the SQL that takes the latest migration's schema snapshot to the
// current prisma/schema.prisma (prisma migrate diff needs no database), plus a new snapshot.
// Usage: bun scripts/new-migration.ts <name>
import { mkdirSync, copyFileSync, writeFileSync } from "node:fs";
import { latestSnapshot, MIGRATIONS_DIR } from "../server/db/migrate";
import { migrateDiff } from "./prisma-cli";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: bun scripts/new-migration.ts <snake_case_name>");
const sql = migrateDiff(latestSnapshot());
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.log("schema unchanged: no migration needed");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = `${MIGRATIONS_DIR}/${stamp}_${name}`;
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/migration.sql`, sql);
copyFileSync("prisma/schema.prisma", `${dir}/schema.snapshot.prisma`);
console.log(`wrote ${dir}`);
