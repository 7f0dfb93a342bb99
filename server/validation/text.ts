// The one text sanitiser of both doors. PostgreSQL cannot store NUL in text, and an unpaired
// UTF-16 surrogate is not Unicode at all (it fails on the way into the database or out of
// it as JSON), so any string that carries one is refused at the boundary with the field's
// name: REST bodies, query and path parameters (router.ts), GraphQL variables and literals
// (graphql/input-guard.ts), before any service runs.
import { ValidationError } from "../domain/errors";

export const BAD_TEXT = "The text contains a NUL character or an unpaired UTF-16 surrogate.";

/** True when `s` holds U+0000 or a surrogate code unit without its partner. */
export function isBadText(s: string): boolean {
  // Fast path: most strings have neither (the regex engine scans once).
  return /[\u0000\ud800-\udfff]/.test(s) && /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/** A field name as it may be printed: bad characters of a key shown escaped. */
const printable = (key: string) => (isBadText(key) ? key.replace(/[\u0000\ud800-\udfff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`) : key);

/** How deep lists and objects may nest in a request's JSON (the deepest form sends a handful of levels). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP = `The JSON nests lists and objects deeper than ${MAX_JSON_DEPTH} levels.`;

/**
 * The path of the first list or object nested deeper than MAX_JSON_DEPTH in a JSON value, or
 * null. No recursion: a value of any depth is safe to look at (JSON.parse takes any depth, and
 * whatever walked the value after it did not: 100,000 levels overflowed the stack, issue 33).
 */
export function tooDeepPath(value: unknown, path = ""): string | null {
  type Level = { value: object; depth: number; at: () => string };
  const stack: Level[] = value !== null && typeof value === "object" ? [{ value, depth: 0, at: () => path }] : [];
  while (stack.length) {
    const { value: v, depth, at } = stack.pop()!;
    if (depth >= MAX_JSON_DEPTH) return at() || "body";
    // Paths are built only for the one that is reported.
    const push = (child: unknown, step: () => string) => {
      if (child !== null && typeof child === "object") stack.push({ value: child, depth: depth + 1, at: () => join(at(), step()) });
    };
    if (Array.isArray(v)) v.forEach((child, i) => push(child, () => `[${i}]`));
    else for (const k in v) push((v as Record<string, unknown>)[k], () => `.${printable(k)}`);
  }
  return null;
}
const join = (at: string, step: string) => (at || step.startsWith("[") ? at + step : step.slice(1));

/**
 * The path of the first bad string (or object key) in a JSON value, or null. Paths join
 * keys with dots and list positions in brackets: "AppUser.name", "results[3].lot". A value
 * nested deeper than MAX_JSON_DEPTH is refused first (400 naming where: tooDeepPath).
 */
export function badTextPath(value: unknown, path = ""): string | null {
  const deep = tooDeepPath(value, path);
  if (deep) throw new ValidationError({ [deep]: [TOO_DEEP] });
  // Depth first, in order: a task is a value at its path, or an object key to check before its value.
  const stack: ({ value: unknown; at: string } | { key: string; value: unknown; at: string })[] = [{ value, at: path }];
  while (stack.length) {
    const task = stack.pop()!;
    if ("key" in task) {
      if (isBadText(task.key)) return task.at;
      stack.push({ value: task.value, at: task.at });
      continue;
    }
    const v = task.value;
    if (typeof v === "string") {
      if (isBadText(v)) return task.at || "body";
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], at: `${task.at}[${i}]` });
    } else if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        stack.push({ key: k, value: child, at: task.at ? `${task.at}.${printable(k)}` : printable(k) });
      }
    }
  }
  return null;
}
