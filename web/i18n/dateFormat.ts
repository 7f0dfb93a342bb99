// Dates in the user's regional format. The server stores .NET patterns
// ("dd/MM/yyyy", "hh:mm tt"); spec 000 section 9 converts them to the display
// pattern (d → D, y → Y, tt and t → a), which this tiny formatter renders.
import { readJson, storageKeys } from "../session/storage";

export interface RegionalFormat {
  languageCode: string;
  description?: string;
  dateFormat: string;
  timeFormat: string;
}

export const defaultRegionalFormat: RegionalFormat = {
  languageCode: "en",
  dateFormat: "dd/MM/yyyy",
  timeFormat: "HH:mm",
};

/**
 * .NET pattern → display pattern: d→D, y→Y, tt/t→a; literal text (quoted 'de' or "de", or
 * escaped \x) becomes the formatter's [..] so its letters are not read as tokens.
 */
export function toDisplayPattern(dotNet: string): string {
  return dotNet.replace(/'([^']*)'|"([^"]*)"|\\(.)|[^'"\\]+/g, (part, single?: string, double?: string, escaped?: string) => {
    const literal = single ?? double ?? escaped;
    if (literal !== undefined) return literal ? `[${literal}]` : "";
    return part.replace(/d/g, "D").replace(/y/g, "Y").replace(/tt?/g, "a");
  });
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function monthName(date: Date, locale: string, style: "long" | "short"): string {
  return new Intl.DateTimeFormat(locale, { month: style }).format(date);
}

function weekdayName(date: Date, locale: string, style: "long" | "short"): string {
  return new Intl.DateTimeFormat(locale, { weekday: style }).format(date);
}

const tokenPattern = /\[[^\]]*]|YYYY|YY|MMMM|MMM|MM|M|DDDD|DDD|DD|D|HH|H|hh|h|mm|m|ss|s|a|./g;

/** Renders a date with a display pattern (YYYY YY MMMM MMM MM M DDDD DDD DD D HH H hh h mm m ss s a). */
export function formatWithPattern(date: Date, pattern: string, locale = "en"): string {
  const hours12 = date.getHours() % 12 || 12;
  return pattern.replace(tokenPattern, (token) => {
    switch (token) {
      case "YYYY": return String(date.getFullYear());
      case "YY": return pad(date.getFullYear() % 100);
      case "MMMM": return monthName(date, locale, "long");
      case "MMM": return monthName(date, locale, "short");
      case "MM": return pad(date.getMonth() + 1);
      case "M": return String(date.getMonth() + 1);
      // .NET ddd/dddd are weekday names; after d→D they arrive here as DDD/DDDD.
      case "DDDD": return weekdayName(date, locale, "long");
      case "DDD": return weekdayName(date, locale, "short");
      case "DD": return pad(date.getDate());
      case "D": return String(date.getDate());
      case "HH": return pad(date.getHours());
      case "H": return String(date.getHours());
      case "hh": return pad(hours12);
      case "h": return String(hours12);
      case "mm": return pad(date.getMinutes());
      case "m": return String(date.getMinutes());
      case "ss": return pad(date.getSeconds());
      case "s": return String(date.getSeconds());
      case "a": return date.getHours() < 12 ? "AM" : "PM";
      default: return token.startsWith("[") ? token.slice(1, -1) : token;
    }
  });
}

export function currentRegionalFormat(): RegionalFormat {
  return readJson<RegionalFormat>(storageKeys.regionalFormat) ?? defaultRegionalFormat;
}

export function formatDate(value: Date | string | number, format = currentRegionalFormat()): string {
  const date = value instanceof Date ? value : new Date(value);
  return formatWithPattern(date, toDisplayPattern(format.dateFormat), format.languageCode);
}

export function formatDateTime(value: Date | string | number, format = currentRegionalFormat()): string {
  const date = value instanceof Date ? value : new Date(value);
  const pattern = `${toDisplayPattern(format.dateFormat)} ${toDisplayPattern(format.timeFormat)}`;
  return formatWithPattern(date, pattern, format.languageCode);
}

/** The time alone, in the user's format ("14:05", "02:05 PM"). */
export function formatTime(value: Date | string | number, format = currentRegionalFormat()): string {
  const date = value instanceof Date ? value : new Date(value);
  return formatWithPattern(date, toDisplayPattern(format.timeFormat), format.languageCode);
}
