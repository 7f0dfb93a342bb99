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
