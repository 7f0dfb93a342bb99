// Impossible values found in a desktop database, counted per kind with the first rows that
// show them: "412 BI readings have a result code outside 1–4 (first: row 17, 203, 998)".
// Rows are named by their desktop id, which is what a user can look up in the desktop software.
import { TABLES, type DataTable } from "./format";

/** How many rows a problem lists. */
export const EXAMPLES = 3;

export interface Problem {
  table: DataTable;
  /** Stable key: "<column or check>:<kind>", e.g. "result:code", "result_at:before-start". */
  kind: string;
  count: number;
  /** Desktop ids of the first rows. */
  examples: number[];
  message: string;
}

/** A verb phrase in its singular and plural forms: ["has no lot", "have no lot"]. */
export type Phrase = readonly [string, string];

export class Problems {
  private readonly found = new Map<string, { table: DataTable; kind: string; phrase: Phrase; count: number; examples: number[] }>();
  private readonly rejected = new Map<DataTable, number>();

  add(table: DataTable, kind: string, phrase: Phrase, rowId: number): void {
    const key = `${table}|${kind}`;
    let p = this.found.get(key);
    if (!p) this.found.set(key, (p = { table, kind, phrase, count: 0, examples: [] }));
    p.count++;
    if (p.examples.length < EXAMPLES) p.examples.push(rowId);
  }

  /** Counts a row left out (once, whatever number of problems it has). */
  reject(table: DataTable): void {
    this.rejected.set(table, (this.rejected.get(table) ?? 0) + 1);
  }

  rejectedRows(table: DataTable): number {
    return this.rejected.get(table) ?? 0;
  }

  get isEmpty(): boolean {
    return this.found.size === 0;
  }

  list(): Problem[] {
    return [...this.found.values()].map((p) => ({ table: p.table, kind: p.kind, count: p.count, examples: [...p.examples], message: describe(p.table, p.phrase, p.count, p.examples) }));
  }

  messages(): string[] {
    return this.list().map((p) => p.message);
  }
}

export function describe(table: DataTable, phrase: Phrase, count: number, examples: number[]): string {
  const [one, many] = TABLES[table].noun;
  const rows = examples.length ? ` (first: row ${examples.join(", ")})` : "";
  return `${count} ${count === 1 ? one : many} ${count === 1 ? phrase[0] : phrase[1]}${rows}`;
}
