// The period every panel covers (spec 000 §9: "line charts cover the last 31 days"): today and
// the 30 days before it, as calendar days of the viewer's time zone. The project keeps no
// company time zone: like the historical report and the exporter (ClientTimeZoneId), the
// client sends its IANA zone; unknown or absent zones are UTC.
import { offsetReader, zoneOf } from "../export/format";

export const DAYS = 31;
const DAY_MS = 86_400_000;

const isoDay = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10);

export interface Window {
  zone: string;
  /** The first instant counted (local midnight of the first day). */
  from: Date;
  /** The 31 days, oldest first, as YYYY-MM-DD. */
  days: string[];
  /** Tomorrow (YYYY-MM-DD): its start ends the window. */
  dayAfter: string;
  /** The local day (YYYY-MM-DD) of an instant. */
  dayOf(ms: number): string;
  /** Epoch ms of a day's local midnight (the x of a line chart's point). */
  startOf(day: string): number;
}

export function lastDays(timeZone: string | null | undefined, now = new Date()): Window {
  const zone = zoneOf(timeZone);
  const offsetAt = offsetReader(zone);
  const wall = (ms: number) => ms + offsetAt(ms) * 60_000;
  const todayMidnightWall = Math.floor(wall(now.getTime()) / DAY_MS) * DAY_MS;
  const days = Array.from({ length: DAYS }, (_, i) => isoDay(todayMidnightWall - (DAYS - 1 - i) * DAY_MS));
  // Local midnight as an instant: subtract the offset in force then (checked once more across a DST change).
  const startOf = (day: string) => {
    const midnightWall = Date.parse(`${day}T00:00:00Z`);
    const guess = midnightWall - offsetAt(midnightWall) * 60_000;
    return midnightWall - offsetAt(guess) * 60_000;
  };
  return { zone, from: new Date(startOf(days[0]!)), days, dayAfter: isoDay(todayMidnightWall + DAY_MS), dayOf: (ms) => isoDay(wall(ms)), startOf };
}
