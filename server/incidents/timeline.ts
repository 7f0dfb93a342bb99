// The incident timeline's entries: the facts of each step (kept as data, which screens put in
// the reader's language) and the same in English words (`detail`, for integrators and logs).
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { readingTable } from "../readings/kinds";

export type TimelineFacts =
  | { action: "opened"; reason: string; loads: number; lot?: string }
  | { action: "load.marked"; readingKind: ReadingKind; readNumber: number | null; status: string; note: string | null }
  | { action: "investigation"; fields: string[] }
  | { action: "retest"; readingKind: ReadingKind; readNumber: number | null; passed: boolean; consecutive: number; needed: number }
  | { action: "closed"; signer: string; meaning: string };

const REASON: Record<string, string> = {
  "bi.positive": "positive biological indicator",
  "pro.action": "protein over the action level",
  "che.fail": "failed chemical indicator",
  "control.failed": "positive control did not grow",
};

function words(f: TimelineFacts): string {
  switch (f.action) {
    case "opened":
      return `${REASON[f.reason] ?? f.reason}${f.lot ? ` (lot ${f.lot})` : ""}; ${f.loads} load(s) to recall`;
    case "load.marked":
      return `${f.readingKind} reading ${f.readNumber ?? "?"}: ${f.status}${f.note ? ` (${f.note})` : ""}`;
    case "investigation":
      return `${f.fields.join(", ")} updated`;
    case "retest":
      return `${f.readingKind} reading ${f.readNumber ?? "?"} ${f.passed ? "passed" : "failed"}: ${f.consecutive} of ${f.needed} consecutive`;
    case "closed":
      return `signed by ${f.signer}: ${f.meaning}`;
  }
}

/** The row's action, detail and data for these facts. */
export function timelineEntry(f: TimelineFacts) {
  const { action, ...data } = f;
  return { action, detail: words(f), data };
}

/** A reading's number (what people call it), or null when it is gone. */
export async function readNumberOf(deps: Pick<AppDeps, "db">, kind: ReadingKind, id: number): Promise<number | null> {
  return (await readingTable(deps.db.prisma, kind).findUnique({ where: { id }, select: { readNumber: true } }))?.readNumber ?? null;
}
