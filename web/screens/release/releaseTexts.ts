// How the release board's codes read: a column's status, a held load's reason, a time span.
import type { TFunction } from "i18next";

export const COLUMNS = ["AWAITING", "READY", "RELEASED", "HELD"] as const;
export type BoardStatus = (typeof COLUMNS)[number];

const HELD_REASONS = new Set(["POSITIVE", "INVALID_RESULT", "CONTROL_FAILED", "CONTROL_MISSING", "NO_LOT"]);

export const columnText = (t: TFunction, status: string) => t(`release.column.${status}`);
export const heldReasonText = (t: TFunction, reason: string | null | undefined) => (reason && HELD_REASONS.has(reason) ? t(`release.reason.${reason}`) : (reason ?? ""));

/** A span of time in hours and minutes, rounded up to the minute ("1 h 05 min", "12 min"). */
export function durationText(t: TFunction, ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? t("release.duration.hm", { h, m: String(m).padStart(2, "0") }) : t("release.duration.m", { m });
}
