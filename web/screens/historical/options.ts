// The five reading types of the historical browser (spec 001 "Historical browser",
// docs/historical-api.md "Reading types"): the GraphQL / REST option, the exporter's Read,
// the result family (dots and GetPossibleResults) and which filters apply to each.
import type { ResultFamily } from "../readings/shared/results";

export type HistoricalOptionName = "ReadingBI" | "ReadingBIDisinfection" | "ReadingPRO" | "readingchesterilizer" | "readingchewasher";
export type ExportRead = "BI" | "BI_DISINFECTION" | "PRO" | "CHESTERILIZER" | "CHEWASHER";
/** The button group's three families; BI and chemical have a second choice. */
export type HistoricalFamily = "BI" | "PRO" | "CHE";
export type FilterField = "sectorId" | "dateFrom" | "dateTo" | "incubatorId" | "editUserId" | "sterilizerId" | "disinfectorId" | "washerId" | "result" | "readNumber";
export type MachineField = "sterilizerId" | "disinfectorId" | "washerId";

export interface HistoricalType {
  option: HistoricalOptionName;
  family: HistoricalFamily;
  exportRead: ExportRead;
  resultFamily: ResultFamily;
  /** The machine filter of the type (the server ignores the others). */
  machine: MachineField;
  /** Incubators exist only for incubated readings (BI, PRO). */
  incubated: boolean;
  /** Text key of the second choice inside the family (sterilisation / disinfection, sterilizer / washer). */
  variantKey?: string;
}

export const HISTORICAL_TYPES: readonly HistoricalType[] = [
  { option: "ReadingBI", family: "BI", exportRead: "BI", resultFamily: "BI", machine: "sterilizerId", incubated: true, variantKey: "historical.type.sterilisation" },
  { option: "ReadingBIDisinfection", family: "BI", exportRead: "BI_DISINFECTION", resultFamily: "BI", machine: "disinfectorId", incubated: true, variantKey: "historical.type.disinfection" },
  { option: "ReadingPRO", family: "PRO", exportRead: "PRO", resultFamily: "PRO", machine: "washerId", incubated: true },
  { option: "readingchesterilizer", family: "CHE", exportRead: "CHESTERILIZER", resultFamily: "CHE", machine: "sterilizerId", incubated: false, variantKey: "historical.type.sterilizer" },
  { option: "readingchewasher", family: "CHE", exportRead: "CHEWASHER", resultFamily: "CHE", machine: "washerId", incubated: false, variantKey: "historical.type.washer" },
];

export const FAMILIES: readonly { family: HistoricalFamily; labelKey: string }[] = [
  { family: "BI", labelKey: "historical.type.bi" },
  { family: "PRO", labelKey: "historical.type.pro" },
  { family: "CHE", labelKey: "historical.type.che" },
];

export const DEFAULT_OPTION: HistoricalOptionName = "ReadingBI";

export function historicalType(option: HistoricalOptionName): HistoricalType {
  return HISTORICAL_TYPES.find((type) => type.option === option)!;
}

/** The first type of a family (what the family button selects). */
export function firstOfFamily(family: HistoricalFamily): HistoricalType {
  return HISTORICAL_TYPES.find((type) => type.family === family)!;
}

/**
 * A read option from navigation state or the query string, else null. Case-insensitive like
 * the server, so the readings' REST names (ReadingCHESterilizer, ReadingCHEWasher) work too.
 */
export function parseOption(value: unknown): HistoricalOptionName | null {
  if (typeof value !== "string" || !value) return null;
  const lower = value.toLowerCase();
  return HISTORICAL_TYPES.find((type) => type.option.toLowerCase() === lower)?.option ?? null;
}

/** Filters that apply to a type, in the modal's order. */
export function filterFields(type: HistoricalType, sectorLimited: boolean): FilterField[] {
  return [
    ...(sectorLimited ? [] : (["sectorId"] as const)),
    "dateFrom",
    "dateTo",
    ...(type.incubated ? (["incubatorId"] as const) : []),
    "editUserId",
    type.machine,
    "result",
    "readNumber",
  ];
}
