// Local wall-clock times of the desktop database ↔ UTC instants, for one IANA zone.
//
// The desktop software writes the PC's local time ("2024-10-27 02:30:00") and keeps the zone
// once, in its metadata (docs/desktop-db.md). A wall time is resolved the way Temporal's
// "compatible" disambiguation does: in the repeated hour of autumn the earlier instant, in the
// skipped hour of spring the instant after the gap (02:30 in Madrid on the spring change is
// 03:30 CEST). `notBefore` lets a result time in the repeated hour take the later instant
// when the earlier one would put it before its reading's start.
//
// Intl is slow (microseconds a call) and a million readings carry three million times, so the
// offset is asked once per UTC day (at both ends: equal means no change that day) and per
// quarter hour only on the days of a change, which fall on quarter hours in every zone.

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const DAY = 86_400_000;
const CACHE_LIMIT = 50_000;

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** "YYYY-MM-DD HH:MM[:SS[.fff]]" as milliseconds of a UTC clock showing that wall time; null when unreadable or impossible (30 February, 25:00). */
export function parseWall(text: string): number | null {
  let y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number;
  if (text.length === 19 && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45 && text.charCodeAt(13) === 58 && text.charCodeAt(16) === 58) {
    // The desktop software's own form, read without a regular expression (three per reading, a million readings).
    y = digits(text, 0, 4); mo = digits(text, 5, 2); d = digits(text, 8, 2); h = digits(text, 11, 2); mi = digits(text, 14, 2); s = digits(text, 17, 2); ms = 0;
    const sep = text.charCodeAt(10);
    if (Number.isNaN(y + mo + d + h + mi + s) || (sep !== 32 && sep !== 84)) return null;
  } else {
    const m = WALL.exec(text);
    if (!m) return null;
    [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [number, number, number, number, number, number];
    ms = m[7] ? Number(m[7].padEnd(3, "0")) : 0;
  }
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s, ms);
}

/** The decimal number of `length` ASCII digits at `from`; NaN when one is not a digit. */
function digits(text: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    n = n * 10 + c;
  }
  return n;
}

const daysIn = (year: number, month: number) => (month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** "YYYY-MM-DD" as a Date at UTC midnight (how Prisma takes @db.Date); null when unreadable or impossible. */
export function parseDate(text: string): Date | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return mo >= 1 && mo <= 12 && at.getUTCDate() === d ? at : null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** A wall-clock millisecond value written as the desktop software writes it: "YYYY-MM-DD HH:MM:SS". */
export function formatWall(wall: number): string {
  const d = new Date(wall);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export interface Zone {
  readonly name: string;
  /** Offset from UTC (ms, east positive) in force at a UTC instant. */
  offsetAt(instant: number): number;
  /** The wall clock (as UTC ms) at an instant. */
  toWall(instant: number): number;
  /** The instant of a wall time (see the file comment for the two DST cases). */
  toInstant(wall: number, notBefore?: number): number;
}

export function zone(name: string): Zone {
  if (!isTimeZone(name)) throw new RangeError(`unknown time zone "${name}"`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: name, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
  });
  const exact = (at: number): number => {
    const p: Record<string, number> = {};
    for (const part of format.formatToParts(at)) if (part.type !== "literal") p[part.type] = Number(part.value);
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
  };
  /** Offset of each UTC day, or NaN on the days the offset changes. */
  const days = new Map<number, number>();
  const quarters = new Map<number, number>();
  const remember = (map: Map<number, number>, key: number, value: number) => {
    if (map.size > CACHE_LIMIT) map.clear();
    map.set(key, value);
    return value;
  };

  function offsetAt(instant: number): number {
    const day = Math.floor(instant / DAY);
    let offset = days.get(day);
    if (offset === undefined) {
      const start = exact(day * DAY);
      offset = remember(days, day, start === exact((day + 1) * DAY) ? start : NaN);
    }
    if (!Number.isNaN(offset)) return offset;
    const quarter = Math.floor(instant / QUARTER);
    return quarters.get(quarter) ?? remember(quarters, quarter, exact(quarter * QUARTER));
  }

  /** The offsets a wall time can have: two in the repeated hour, none in the skipped hour (then the offset before the gap, twice). */
  function candidates(wall: number): { earlier: number; later: number } {
    const before = offsetAt(wall - DAY);
    const after = offsetAt(wall + DAY);
    if (before === after) return { earlier: before, later: before };
    // Near a change: which offsets give back this wall time (wall times of changes fall on quarter hours too).
    const fits = [before, after].filter((o) => offsetAt(wall - o) === o);
    // Larger offset = earlier instant. No fit: a gap; the offset before it moves the time forward.
    return fits.length ? { earlier: Math.max(...fits), later: Math.min(...fits) } : { earlier: before, later: before };
  }

  return {
    name,
    offsetAt,
    toWall: (instant) => instant + offsetAt(instant),
    toInstant(wall, notBefore) {
      const c = candidates(wall);
      const earlier = wall - c.earlier;
      return notBefore !== undefined && earlier < notBefore ? wall - c.later : earlier;
    },
  };
}
