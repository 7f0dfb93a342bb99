// The one text sanitiser of both doors. PostgreSQL cannot store NUL in text, and an unpaired
// UTF-16 surrogate is not Unicode at all (it fails on the way into the database or out of
// it as JSON), so any string that carries one is refused at the boundary with the field's
// name: REST bodies, query and path parameters (router.ts), GraphQL variables and literals
// (graphql/input-guard.ts), before any service runs.

export const BAD_TEXT = "The text contains a NUL character or an unpaired UTF-16 surrogate.";

/** True when `s` holds U+0000 or a surrogate code unit without its partner. */
export function isBadText(s: string): boolean {
  // Fast path: most strings have neither (the regex engine scans once).
  return /[\u0000\ud800-\udfff]/.test(s) && /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/** A field name as it may be printed: bad characters of a key shown escaped. */
const printable = (key: string) => (isBadText(key) ? key.replace(/[\u0000\ud800-\udfff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`) : key);

/**
 * The path of the first bad string (or object key) in a JSON value, or null. Paths join
 * keys with dots and list positions in brackets: "AppUser.name", "results[3].lot".
 */
export function badTextPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isBadText(value) ? path || "body" : null;
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = badTextPath(value[i], `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${printable(k)}` : printable(k);
    if (isBadText(k)) return at;
    const hit = badTextPath(v, at);
    if (hit) return hit;
  }
  return null;
}
