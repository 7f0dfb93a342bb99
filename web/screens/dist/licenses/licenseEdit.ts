// The licence table's small rules (spec 002 sections 2.12, 4, 9), pure so they read in one place
// (tests/unit/backoffice-screen.test.ts): back-office dates are DD/MM/YYYY; the statuses the
// edit offers; the days to modify are a whole number, negative to shorten the licence (empty: 0).
import { formatWithPattern } from "../../../i18n/dateFormat";

/** The back office's date: DD/MM/YYYY whatever the viewer's regional format. */
export const backOfficeDate = (value: unknown) => (value == null || value === "" ? "" : formatWithPattern(new Date(String(value)), "DD/MM/YYYY"));

/** The statuses the edit's dropdown offers: 0 Requested, 2 Active, 3 Expired, 4 Suspended, 5 Cancelled. */
export const EDIT_STATUSES = [0, 2, 3, 4, 5] as const;

/** The days typed, as a whole number (null: not one, the save waits). */
export function daysToModify(text: string): number | null {
  const t = text.trim();
  if (t === "") return 0;
  if (!/^[+-]?\d{1,5}$/.test(t)) return null;
  return Number(t);
}
