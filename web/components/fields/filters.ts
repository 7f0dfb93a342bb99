// Input filters of spec 000 section 5.

/** Text fields keep word characters (letters and digits of any script, _), whitespace, - + & @ ' and '.'. */
export function filterText(value: string): string {
  return value.replace(/[^\p{L}\p{N}_\s\-+&@'.]/gu, "");
}

/** Phone fields keep digits, whitespace, - and +. */
export function filterPhone(value: string): string {
  return value.replace(/[^\d\s\-+]/g, "");
}

export const INT_MAX = 2147483647;

/**
 * Number fields keep digits with one optional decimal separator ('.' or ',').
 * With a maximum the value is clamped; `clamped` tells the caller to show the message.
 */
export function filterNumber(value: string, opts: { max?: number; decimals?: boolean } = {}): { value: string; clamped: boolean } {
  let cleaned = value.replace(/[^\d.,]/g, "");
  if (opts.decimals === false) cleaned = cleaned.replace(/[.,]/g, "");
  const sep = cleaned.search(/[.,]/);
  if (sep >= 0) cleaned = cleaned.slice(0, sep + 1) + cleaned.slice(sep + 1).replace(/[.,]/g, "");
  const max = opts.max ?? INT_MAX;
  const numeric = Number(cleaned.replace(",", "."));
  if (cleaned !== "" && Number.isFinite(numeric) && numeric > max) return { value: String(max), clamped: true };
  return { value: cleaned, clamped: false };
}

export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === "string" && value.trim() === "");
}
