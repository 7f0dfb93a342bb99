// The historical browser's reading types (spec 001: ReadingBI, ReadingBIDisinfection,
// ReadingPRO, readingchesterilizer, readingchewasher), matched case-insensitively.
import type { ReadingKind } from "../db/generated/client";

export interface HistoricalOption {
  option: string;
  kind: ReadingKind;
  disinfection?: boolean;
}

export const HISTORICAL_OPTIONS: HistoricalOption[] = [
  { option: "ReadingBI", kind: "BI", disinfection: false },
  { option: "ReadingBIDisinfection", kind: "BI", disinfection: true },
  { option: "ReadingPRO", kind: "PRO" },
  { option: "readingchesterilizer", kind: "CHE_STERILIZER" },
  { option: "readingchewasher", kind: "CHE_WASHER" },
];

export function historicalOption(name: string | null | undefined): HistoricalOption | null {
  return HISTORICAL_OPTIONS.find((o) => o.option.toLowerCase() === (name ?? "").toLowerCase()) ?? null;
}
