// The dashboard's 31 days (server/dashboard/window.ts): local calendar days of the viewer's
// zone, today last; the first instant is local midnight, across daylight-saving changes; the
// 15-minute buckets the database groups by map to the right local day.
import { describe, expect, test } from "bun:test";
import { DAYS, lastDays } from "../../server/dashboard/window";

describe("lastDays", () => {
  test("UTC: 31 consecutive days ending today, from midnight of the first", () => {
    const w = lastDays(null, new Date("2026-03-31T23:59:00Z"));
    expect(w.zone).toBe("UTC");
    expect(w.days).toHaveLength(DAYS);
    expect([w.days[0], w.days.at(-1)]).toEqual(["2026-03-01", "2026-03-31"]);
    expect(w.from.toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });

  test("a zone ahead of UTC is already on the next day; its midnight is the zone's", () => {
    const w = lastDays("Pacific/Kiritimati", new Date("2026-03-31T12:00:00Z"));
    expect(w.days.at(-1)).toBe("2026-04-01");
    expect(w.from.toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  test("across the spring change (Europe/Madrid, 29 March 2026): the first day starts at +01:00 midnight, a late reading on the 29th is the 29th", () => {
    const w = lastDays("Europe/Madrid", new Date("2026-04-10T10:00:00Z"));
    expect(w.days[0]).toBe("2026-03-11");
    expect(w.from.toISOString()).toBe("2026-03-10T23:00:00.000Z");
    expect(w.dayOf(Date.parse("2026-03-29T22:30:00Z"))).toBe("2026-03-30"); // 00:30 CEST
    expect(w.dayOf(Date.parse("2026-03-29T21:45:00Z"))).toBe("2026-03-29"); // 23:45 CEST
    expect(w.startOf("2026-03-30")).toBe(Date.parse("2026-03-29T22:00:00Z"));
  });

  test("half-hour zones: a day starts at its local midnight (India, +05:30); the window ends where tomorrow starts", () => {
    const w = lastDays("Asia/Kolkata", new Date("2026-06-15T12:00:00Z"));
    const midnight = w.startOf("2026-06-15");
    expect(midnight).toBe(Date.parse("2026-06-14T18:30:00Z"));
    expect(w.dayOf(midnight - 1)).toBe("2026-06-14");
    expect(w.dayOf(midnight)).toBe("2026-06-15");
    expect(w.dayAfter).toBe("2026-06-16");
    expect(w.startOf(w.dayAfter)).toBe(Date.parse("2026-06-15T18:30:00Z"));
  });

  test("an unknown zone is UTC", () => {
    expect(lastDays("Mars/Olympus").zone).toBe("UTC");
  });
});
