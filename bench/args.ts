// What the bench scripts share: their command-line options (each script names its flags and
// defaults) and the latency percentile they report.

type Kind = "string" | "number" | "numbers" | "strings" | "flag";

/**
 * Reads `--name value` options (and bare `--flag`s) into a copy of `defaults`; `flags` maps each
 * option to the field it sets and how its text is read (comma lists for numbers/strings). An
 * unknown option or a missing value stops the script.
 */
export function parseArgs<O extends object>(argv: string[], defaults: O, flags: Record<string, [keyof O, Kind]>): O {
  const o = { ...defaults } as Record<keyof O, unknown>;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const flag = flags[a];
    if (!flag) throw new Error(`unknown option ${a}`);
    const [field, kind] = flag;
    if (kind === "flag") {
      o[field] = true;
      continue;
    }
    const text = argv[++i];
    if (text === undefined) throw new Error(`${a} needs a value`);
    o[field] = kind === "number" ? Number(text) : kind === "numbers" ? text.split(",").map(Number) : kind === "strings" ? text.split(",") : text;
  }
  return o as O;
}

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
