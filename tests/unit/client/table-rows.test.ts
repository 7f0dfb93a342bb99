// The shared table's client mode (web/components/table/clientRows.ts): accent- and
// case-insensitive search over the searchable columns, stable sorting with empty cells last,
// paging and the header's sort toggle.
import { describe, expect, test } from "bun:test";
import { fold, nextSort, pageCount, pageRows, searchRows, sortRows } from "../../../web/components/table/clientRows";
import type { Column } from "../../../web/components/table/types";

interface Row {
  name: string;
  surface: number | null;
  created: Date | null;
}
const rows: Row[] = [
  { name: "Esterilización central", surface: 12.5, created: new Date("2026-01-02") },
  { name: "Quirófano", surface: null, created: new Date("2025-12-31") },
  { name: "Endoscopia 10", surface: 3, created: null },
  { name: "Endoscopia 9", surface: 3, created: new Date("2026-03-01") },
];
const columns: Column<Row>[] = [
  { key: "name", header: "Name", value: (r) => r.name },
  { key: "surface", header: "Surface", value: (r) => r.surface },
  { key: "created", header: "Created", value: (r) => r.created },
];

describe("search", () => {
  test("folds accents and case both ways", () => {
    expect(fold("Esterilización")).toBe("esterilizacion");
    expect(searchRows(rows, columns, "STERILIZACION").map((r) => r.name)).toEqual(["Esterilización central"]);
    expect(searchRows(rows, columns, "quirofano").map((r) => r.name)).toEqual(["Quirófano"]);
  });

  test("looks at every searchable column's text and ignores surrounding blanks; a blank search keeps all", () => {
    expect(searchRows(rows, columns, " 12.5 ").map((r) => r.name)).toEqual(["Esterilización central"]);
    expect(searchRows(rows, columns, "   ")).toHaveLength(4);
    const nameOnly: Column<Row>[] = [columns[0]!, { ...columns[1]!, searchable: false }];
    expect(searchRows(rows, nameOnly, "12.5")).toEqual([]);
  });
});

describe("sort", () => {
  test("text sorts numerically inside words (Endoscopia 9 before 10) and turns around descending", () => {
    expect(sortRows(rows, columns, { key: "name", direction: "asc" }).map((r) => r.name)).toEqual(["Endoscopia 9", "Endoscopia 10", "Esterilización central", "Quirófano"]);
    expect(sortRows(rows, columns, { key: "name", direction: "desc" }).map((r) => r.name)[0]).toBe("Quirófano");
  });

  test("numbers and dates sort by value; empty cells go last ascending; equal keys keep their order", () => {
    expect(sortRows(rows, columns, { key: "surface", direction: "asc" }).map((r) => r.name)).toEqual(["Endoscopia 10", "Endoscopia 9", "Esterilización central", "Quirófano"]);
    expect(sortRows(rows, columns, { key: "created", direction: "asc" }).map((r) => r.name)).toEqual(["Quirófano", "Esterilización central", "Endoscopia 9", "Endoscopia 10"]);
  });

  test("an unknown column or no sort keeps the given order (a copy)", () => {
    const same = sortRows(rows, columns, { key: "nope", direction: "asc" });
    expect(same).toEqual(rows);
    expect(same).not.toBe(rows);
    expect(sortRows(rows, columns, null)).toEqual(rows);
  });

  test("a header click sorts ascending, then turns the order around; another header starts ascending", () => {
    expect(nextSort(null, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "desc" }, "surface")).toEqual({ key: "surface", direction: "asc" });
  });
});

describe("paging", () => {
  test("pages slice the list; an empty list still has one page", () => {
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageRows(many, 1, 10)).toEqual([10, 11]);
    expect(pageRows(many, 2, 5)).toEqual([10, 11]);
    expect(pageRows(many, 3, 5)).toEqual([]);
  });
});
