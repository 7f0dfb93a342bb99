// Results as coloured dots (spec 001 "result status as a coloured dot"): BI 1 Negative
// (pass, green), 2 Positive (fail, red), 3 Cancelled, 4 Error; PRO 1 Pass, 2 Alert (amber),
// 3 Fail; chemical 1 Pass, 2 Fail. Descriptions come from the server in English and are
// translated as interface-text keys.
import { useTranslation } from "react-i18next";
import { ResultDot } from "../../../components/table/indicators";

export type ResultFamily = "BI" | "PRO" | "CHE";

const GREEN = "var(--fgColor-success)";
const RED = "var(--fgColor-danger)";
const AMBER = "var(--fgColor-attention)";
const GREY = "var(--fgColor-muted)";

export function resultColor(family: ResultFamily, result: number | null | undefined): string {
  if (result == null) return GREY;
  if (family === "BI") return result === 1 ? GREEN : result === 2 ? RED : result === 4 ? AMBER : GREY;
  if (family === "PRO") return result === 1 ? GREEN : result === 2 ? AMBER : result === 3 ? RED : GREY;
  return result === 1 ? GREEN : result === 2 ? RED : GREY;
}

export function ReadingResult({ family, result, description }: { family: ResultFamily; result: number | null | undefined; description: string | null | undefined }) {
  const { t } = useTranslation();
  if (result == null && !description) return <span aria-label={t("readings.noResult")}>—</span>;
  return <ResultDot color={resultColor(family, result)} label={description ? t(description) : String(result)} />;
}

/** The server's result descriptions by reading kind (server/readings/enums.ts RESULTS): English text keys. */
const RESULT_TEXTS: Record<string, Record<number, string>> = {
  BI: { 1: "Negative", 2: "Positive", 3: "Cancelled", 4: "Error" },
  PRO: { 1: "Pass", 2: "Alert", 3: "Fail" },
  CHE_STERILIZER: { 1: "Pass", 2: "Fail" },
  CHE_WASHER: { 1: "Pass", 2: "Fail" },
};

/** A reading kind's colour family (CHE_STERILIZER and CHE_WASHER are both chemical). */
export const resultFamily = (kind: string): ResultFamily => (kind === "BI" ? "BI" : kind === "PRO" ? "PRO" : "CHE");

/** A result code's description (an interface-text key), when its kind knows it. */
export const resultDescription = (kind: string, result: number | null | undefined): string | null => (result == null ? null : (RESULT_TEXTS[kind]?.[result] ?? null));
