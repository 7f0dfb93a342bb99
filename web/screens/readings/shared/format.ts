// Formatting of reading values: dates in the user's regional format, elapsed time as
// hh:mm:ss (spec 001 section 9), numbers with a unit.
import { currentRegionalFormat, formatDate, formatDateTime, formatWithPattern, toDisplayPattern } from "../../../i18n/dateFormat";
import { temperatureIn } from "../../../settings/companySettings";

type DateLike = string | number | Date | null | undefined | unknown;

function toDate(value: DateLike): Date | null {
  if (value == null || value === "") return null;
  // Epoch milliseconds as instants, everything else as ISO text.
  const date = value instanceof Date ? value : typeof value === "number" ? new Date(value) : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in the user's format ("" for nothing). */
export function dateTimeText(value: DateLike): string {
  const date = toDate(value);
  return date ? formatDateTime(date) : "";
}

export function dateText(value: DateLike): string {
  const date = toDate(value);
  return date ? formatDate(date) : "";
}

/** Date and time with seconds (the live header's last update). */
export function dateTimeSecondsText(value: DateLike): string {
  const date = toDate(value);
  if (!date) return "";
  const format = currentRegionalFormat();
  let time = toDisplayPattern(format.timeFormat);
  if (!/s/.test(time)) time = time.replace(/(mm?)/, "$1:ss");
  return formatWithPattern(date, `${toDisplayPattern(format.dateFormat)} ${time}`, format.languageCode);
}

/** Milliseconds as hh:mm:ss (hours may exceed 24). */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}

/** The time between a start and an end (or now). */
export function elapsedSince(start: DateLike, end: DateLike = null, now = Date.now()): string {
  const from = toDate(start);
  if (!from) return "";
  const to = toDate(end)?.getTime() ?? now;
  return elapsedText(to - from.getTime());
}

export function numberText(value: number | null | undefined, digits: number, unit = "", locale?: string): string {
  if (value == null || !Number.isFinite(value)) return "";
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}${unit}`;
}

/** A temperature stored in °C, shown in the company's unit with its symbol. */
export function temperatureText(celsius: number | null | undefined, digits: number, locale?: string): string {
  if (celsius == null || !Number.isFinite(celsius)) return "";
  const { value, symbol } = temperatureIn(celsius);
  return numberText(value, digits, ` ${symbol}`, locale);
}

export function toDateValue(value: DateLike): Date | null {
  return toDate(value);
}
