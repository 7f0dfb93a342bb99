// Dates in the client's time zone. The offset of a zone is looked up once per hour of time
// (Intl is slow per call; an export formats millions of dates), then applied arithmetically.

const VALID = new Map<string, boolean>();

/** The zone if the runtime knows it (IANA name), else UTC. */
export function zoneOf(tz: string | null | undefined): string {
  if (!tz) return "UTC";
  if (!VALID.has(tz)) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      VALID.set(tz, true);
    } catch {
      VALID.set(tz, false);
    }
  }
  return VALID.get(tz) ? tz : "UTC";
}

const HOUR = 3_600_000;

export function offsetReader(tz: string) {
  const zone = zoneOf(tz);
  const fmt = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  const cache = new Map<number, number>();
  /** Minutes to add to UTC to get the zone's wall clock at `ms`. */
  return (ms: number): number => {
    const bucket = Math.floor(ms / HOUR);
    let off = cache.get(bucket);
    if (off === undefined) {
      const at = bucket * HOUR;
      const p = Object.fromEntries(fmt.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
      off = Math.round((Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - at) / 60_000);
      cache.set(bucket, off);
    }
    return off;
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** Formatting of instants as the zone's wall-clock time. */
export function zonedClock(tz: string | null | undefined) {
  const offsetAt = offsetReader(zoneOf(tz));
  /** A Date whose UTC fields are the zone's wall clock (what spreadsheets store). */
  const wallClock = (d: Date) => new Date(d.getTime() + offsetAt(d.getTime()) * 60_000);
  const local = (d: Date, seconds = true) => {
    const w = wallClock(d);
    return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}${seconds ? `:${pad(w.getUTCSeconds())}` : ""}`;
  };
  /** ISO 8601 with the zone's offset: 2026-11-22T10:15:00+01:00. */
  const iso = (d: Date) => {
    const off = offsetAt(d.getTime());
    const sign = off < 0 ? "-" : "+";
    return `${local(d).replace(" ", "T")}${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
  };
  return { zone: zoneOf(tz), wallClock, local, iso };
}

export const escapeHtml = (s: unknown) =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A company's regional format as stored (.NET style patterns, as served to the client). */
export interface RegionalPattern {
  dateFormat: string;
  timeFormat: string;
}

const TOKENS = /yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|ss|tt/g;

/** A .NET-style pattern (dd/MM/yyyy, hh:mm tt) applied to a Date whose UTC fields hold the wall clock. */
export function formatPattern(w: Date, pattern: string): string {
  const h = w.getUTCHours();
  return pattern.replace(TOKENS, (tok) => {
    switch (tok) {
      case "yyyy": return pad(w.getUTCFullYear(), 4);
      case "yy": return pad(w.getUTCFullYear() % 100);
      case "MM": return pad(w.getUTCMonth() + 1);
      case "M": return String(w.getUTCMonth() + 1);
      case "dd": return pad(w.getUTCDate());
      case "d": return String(w.getUTCDate());
      case "HH": return pad(h);
      case "H": return String(h);
      case "hh": return pad(h % 12 || 12);
      case "h": return String(h % 12 || 12);
      case "mm": return pad(w.getUTCMinutes());
      case "ss": return pad(w.getUTCSeconds());
      default: return h < 12 ? "AM" : "PM"; // tt
    }
  });
}

/** The time pattern with seconds (files keep the seconds the screens leave out): HH:mm → HH:mm:ss. */
export const withSeconds = (time: string) => (time.includes("ss") ? time : time.replace(/mm/, "mm:ss"));

/** The same pattern as an Excel number format (dd/MM/yyyy hh:mm tt → dd/mm/yyyy hh:mm AM/PM). */
export function excelFormat(f: RegionalPattern, withTime: boolean): string {
  const date = f.dateFormat.replace(/M/g, "m");
  if (!withTime) return date;
  return `${date} ${f.timeFormat.replace(/H/g, "h").replace(/tt/, "AM/PM")}`;
}

/** Instants in the client's zone and calendar days, written in the company's regional format. */
export function regionalClock(tz: string | null | undefined, f: RegionalPattern) {
  const clock = zonedClock(tz);
  return {
    ...clock,
    /** An instant's date and time where the user is (seconds when asked: files). */
    dateTime: (d: Date, seconds = false) => formatPattern(clock.wallClock(d), `${f.dateFormat} ${seconds ? withSeconds(f.timeFormat) : f.timeFormat}`),
    /** An instant's day where the user is. */
    date: (d: Date) => formatPattern(clock.wallClock(d), f.dateFormat),
    /** A calendar date (stored as UTC midnight) as the day it is. */
    day: (d: Date) => formatPattern(d, f.dateFormat),
  };
}
