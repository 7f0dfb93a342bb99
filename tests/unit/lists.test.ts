// The paged lists' rules (server/domain/lists.ts, server/domain/search.ts): the search term is
// folded exactly as the database folds searchText, the search looks into the row, its
// relations and the read number, the order always ends with the id, and a list refuses a
// column it has not.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_DIR, migrationNames } from "../../server/db/migrate";
import { ValidationError } from "../../server/domain/errors";
import { orderOf, searchWhere, type ListSpec } from "../../server/domain/lists";
import { FOLD_FROM, FOLD_TO, foldSearch, searchTextSql } from "../../server/domain/search";
import { readingList } from "../../server/readings/lists";

const SPEC: ListSpec<"NAME" | "SECTOR"> = {
  searchRelations: ["sector", "incubator.distributorIncubator"],
  searchNumber: "readNumber",
  order: { NAME: (d) => ({ name: d }), SECTOR: (d) => ({ sector: { name: d } }) },
  defaultOrder: [{ name: "asc" }],
};

describe("folding", () => {
  test("lower-cases ASCII and drops the accents of the product's languages", () => {
    expect(foldSearch("Esterilización")).toBe("esterilizacion");
    expect(foldSearch("ÇÃO Ñandú Øre Łódź Straße")).toBe("cao nandu ore lodz straße");
    expect(foldSearch("ABC-123 xyz")).toBe("abc-123 xyz");
  });

  test("the two alphabets pair up one to one", () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
    expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
    expect(/^[a-z]+$/.test(FOLD_TO)).toBe(true);
  });

  test("the migration's generated columns use this very table", () => {
    const name = migrationNames().find((n) => n.endsWith("_list_search"))!;
    const sql = readFileSync(join(MIGRATIONS_DIR, name, "migration.sql"), "utf8");
    expect(sql).toContain(searchTextSql(["name"]));
    expect(sql).toContain(searchTextSql(["name", "lastName", "email"]));
    const tables = sql.match(/ALTER TABLE "\w+" ADD COLUMN "searchText"/g) ?? [];
    expect(tables.length).toBe(14);
    for (const line of sql.split("\n").filter((l) => l.startsWith("ALTER TABLE"))) expect(line).toContain(`'${FOLD_FROM}', '${FOLD_TO}'`);
  });
});

describe("searchWhere", () => {
  test("nothing to search: no condition", () => {
    expect(searchWhere(SPEC, null)).toBeNull();
    expect(searchWhere(SPEC, "   ")).toBeNull();
  });

  test("the row's searchText or a relation's, the term folded and trimmed", () => {
    const contains = { searchText: { contains: "munoz" } };
    expect(searchWhere(SPEC, "  MUÑOZ ")).toEqual({ OR: [contains, { sector: contains }, { incubator: { distributorIncubator: contains } }] });
  });

  test("a whole number also matches the read number", () => {
    const where = searchWhere(SPEC, "287") as { OR: object[] };
    expect(where.OR).toContainEqual({ readNumber: 287 });
    expect((searchWhere(SPEC, "28.7") as { OR: object[] }).OR).not.toContainEqual({ readNumber: 28.7 });
    expect((searchWhere({}, "287") as { OR: object[] }).OR).toEqual([{ searchText: { contains: "287" } }]);
  });

  test("over 100 characters is a field error", () => {
    expect(() => searchWhere(SPEC, "x".repeat(101))).toThrow(ValidationError);
    expect(searchWhere(SPEC, "x".repeat(100))).not.toBeNull();
  });
});

describe("orderOf", () => {
  test("the default order, then the id", () => {
    expect(orderOf(SPEC, {})).toEqual([{ name: "asc" }, { id: "asc" }]);
  });

  test("a named column either way, the id following its direction", () => {
    expect(orderOf(SPEC, { orderBy: "SECTOR", descending: true })).toEqual([{ sector: { name: "desc" } }, { id: "desc" }]);
    expect(orderOf(SPEC, { orderBy: "NAME" })).toEqual([{ name: "asc" }, { id: "asc" }]);
  });

  test("a default order that names the id already is kept as it is", () => {
    expect(orderOf(readingList("BI", true), {})).toEqual([{ startedAt: "desc" }, { id: "desc" }]);
    expect(orderOf(readingList("CHE_WASHER", false), {})).toEqual([{ readNumber: "desc" }, { id: "desc" }]);
  });

  test("a column the list has not is a field error", () => {
    expect(() => orderOf(SPEC, { orderBy: "DENSITY" })).toThrow(ValidationError);
    try {
      orderOf(readingList("BI", false), { orderBy: "DENSITY" });
      throw new Error("accepted");
    } catch (error) {
      expect((error as ValidationError).errors).toEqual({ orderBy: ["This list cannot be ordered by DENSITY."] });
    }
    expect(orderOf(readingList("PRO", false), { orderBy: "DENSITY" })[0]).toEqual({ density: { sort: "asc", nulls: "last" } });
  });
});
