// What the exporter offers (spec 001 "Exporter", docs/historical-api.md "Export"): reading
// types, file types and CSV separators, with the text key of each label.

export const EXPORT_READS = ["BI", "BI_DISINFECTION", "PRO", "CHESTERILIZER", "CHEWASHER"] as const;
export type ExportRead = (typeof EXPORT_READS)[number];

export const readLabelKeys: Record<ExportRead, string> = {
  BI: "exporter.read.BI",
  BI_DISINFECTION: "exporter.read.BI_DISINFECTION",
  PRO: "exporter.read.PRO",
  CHESTERILIZER: "exporter.read.CHESTERILIZER",
  CHEWASHER: "exporter.read.CHEWASHER",
};

/** The historical option whose incubators the filter offers; chemical readings have no incubator. */
export const incubatorOption: Record<ExportRead, string | null> = {
  BI: "ReadingBI",
  BI_DISINFECTION: "ReadingBIDisinfection",
  PRO: "ReadingPRO",
  CHESTERILIZER: null,
  CHEWASHER: null,
};

/** Incubated types: they have an incubator and a result date to filter on. */
export const isIncubated = (read: ExportRead | "") => read !== "" && incubatorOption[read] !== null;

/**
 * The historical browser may hand over either the exporter's name ("PRO") or its own option
 * name ("ReadingPRO", "readingchesterilizer"): both select the same type.
 */
const aliases: Record<string, ExportRead> = {
  bi: "BI",
  readingbi: "BI",
  bi_disinfection: "BI_DISINFECTION",
  readingbidisinfection: "BI_DISINFECTION",
  pro: "PRO",
  readingpro: "PRO",
  chesterilizer: "CHESTERILIZER",
  readingchesterilizer: "CHESTERILIZER",
  chewasher: "CHEWASHER",
  readingchewasher: "CHEWASHER",
};

export function readFromState(state: unknown): ExportRead | "" {
  const selected = (state as { indicatorSelected?: unknown } | null)?.indicatorSelected;
  return typeof selected === "string" ? (aliases[selected.trim().toLowerCase()] ?? "") : "";
}

export const FILE_TYPES = ["excel", "csv", "xml"] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const fileExtension: Record<FileType, string> = { excel: "xlsx", csv: "csv", xml: "xml" };
export const fileLabelKeys: Record<FileType, string> = { excel: "exporter.file.excel", csv: "exporter.file.csv", xml: "exporter.file.xml" };

export const SEPARATORS = [
  { value: ",", key: "exporter.separator.comma" },
  { value: ";", key: "exporter.separator.semicolon" },
  { value: "|", key: "exporter.separator.pipe" },
  { value: "\t", key: "exporter.separator.tab" },
] as const;

/** The server's default and ours. */
export const DEFAULT_SEPARATOR = ",";

export interface ExportColumn {
  key: string;
  label: string;
  type: "string" | "number" | "date" | "boolean";
}
