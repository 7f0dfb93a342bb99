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
