// From a file's text to a configuration document, or the problems that keep it out: not JSON,
// bad text (NUL, unpaired surrogates), another format, another version, a shape that is not
// version 1's (each wrong field with its path). References to rows are checked apart
// (references.ts), against the database.
import { BAD_TEXT, TOO_DEEP, badTextPath, tooDeepPath } from "../validation/text";
import { documentSchema, FORMAT, pathText, VERSION, type ConfigDocument } from "./document";
import { problem, type Problem } from "./texts";
import type { z } from "zod";

/** The bytes of an uploaded file as text: UTF-8 only (a byte-order mark is dropped), never guessed. */
export function fileText(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** JSON of strings without NUL or unpaired surrogates, or the problem. */
export function parseJson(text: string): { value: unknown } | { problems: Problem[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: [problem("config.notJson")] };
  }
  const deep = tooDeepPath(value);
  if (deep) return { problems: [problem("config.badValue", { path: deep, problem: TOO_DEEP })] };
  const bad = badTextPath(value);
  return bad ? { problems: [problem("config.badValue", { path: bad, problem: BAD_TEXT })] } : { value };
}

/** Each issue of a zod parse as a problem with its path. */
export const shapeProblems = (error: z.ZodError, prefix: PropertyKey[] = []): Problem[] =>
  error.issues.map((i) => problem("config.badValue", { path: pathText([...prefix, ...i.path]), problem: i.message }));

export function parseDocument(text: string): { doc: ConfigDocument } | { problems: Problem[] } {
  const json = parseJson(text);
  if ("problems" in json) return json;
  const raw = json.value as Record<string, unknown> | null;
  // Format and version first: a file of another kind gets one clear sentence, not its every field.
  if (!raw || typeof raw !== "object" || Array.isArray(raw) || raw.format !== FORMAT) return { problems: [problem("config.wrongFormat", { format: FORMAT })] };
  if (raw.version !== VERSION) return { problems: [problem("config.wrongVersion", { version: JSON.stringify(raw.version ?? null), supported: VERSION })] };
  const parsed = documentSchema.safeParse(raw);
  return parsed.success ? { doc: parsed.data } : { problems: shapeProblems(parsed.error) };
}
