// The committed schema.graphql (read by relay-compiler and by reviewers) must be exactly
// the schema the server builds with Pothos.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { printSchemaSDL, SCHEMA_FILE } from "../../scripts/print-schema";

/** The first differing line, to make the failure readable without a 600-line diff. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split("\n");
  const b = actual.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}: printed ${JSON.stringify(a[i] ?? "<end>")}, schema.graphql has ${JSON.stringify(b[i] ?? "<end>")}`;
  }
  return "none";
}

describe("schema.graphql", () => {
  test("matches the printed Pothos schema", () => {
    const printed = printSchemaSDL();
    const committed = readFileSync(SCHEMA_FILE, "utf8");
    if (printed !== committed) {
      throw new Error(
        `schema.graphql is out of date with the Pothos schema (first difference at ${firstDifference(printed, committed)}): run bun scripts/print-schema.ts and commit the result`,
      );
    }
    expect(committed).toBe(printed);
  });

  test("is a non-trivial schema with the session operations", () => {
    const printed = printSchemaSDL();
    expect(printed).toContain("type Query {");
    expect(printed).toContain("type Mutation {");
    expect(printed).toMatch(/\n  viewer: Viewer\n/);
  });
});
