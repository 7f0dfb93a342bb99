// Prints the Pothos schema as SDL into schema.graphql (read by relay-compiler).
// A unit test fails when the committed file differs: run `bun scripts/print-schema.ts`.
import { lexicographicSortSchema, printSchema } from "graphql";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { schema } from "../server/graphql/schema";

export const SCHEMA_FILE = resolve(import.meta.dir, "../schema.graphql");

export function printSchemaSDL(): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}

if (import.meta.main) {
  writeFileSync(SCHEMA_FILE, printSchemaSDL());
  console.log(`wrote ${SCHEMA_FILE}`);
}
