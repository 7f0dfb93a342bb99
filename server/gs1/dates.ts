// GS1 dates: YYMMDD (AIs 11-17). Decisions written down in GS1 General Specifications 7.12:
//  - the century: with YY the two-digit year and the current year's last two digits C,
//    if (YY - C) is 51..99 the year is in the previous century, if -99..-50 in the next
//    century, else in the current one (so a 2029 expiry read in 2026 is 2029, and "99" read
//    in 2026 is 1999, "75" is 2075);
//  - day 00 means the last day of the month.
// Dates are returned as ISO calendar dates ("2027-06-30"): they have no time zone.

export function resolveCentury(yy: number, now: Date): number {
  const year = now.getUTCFullYear();
  const current = year % 100;
  const century = year - current;
  const diff = yy - current;
  if (diff >= 51) return century - 100 + yy;
  if (diff <= -50) return century + 100 + yy;
  return century + yy;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "YYYY-MM-DD" for a GS1 YYMMDD value, or an error text. */
export function gs1Date(value: string, now: Date): { date: string } | { error: string } {
  if (!/^\d{6}$/.test(value)) return { error: `'${value}' is not a YYMMDD date.` };
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  let day = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return { error: `'${value}' has no month ${month}.` };
  const year = resolveCentury(yy, now);
  const last = daysIn(year, month);
  if (day === 0) day = last;
  if (day > last) return { error: `'${value}': ${year}-${String(month).padStart(2, "0")} has no day ${day}.` };
  return { date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` };
}
