// Turns any server answer into the lines an alert shows (spec 000 section 8):
// - { result: "ERRORS", errors: [...] }         → one paragraph per error
// - { title, errors: { Field: ["msg", ...] } }  → the title, then the first message of each field
// - otherwise the response message, title, or raw text.

export class ApiError extends Error {
  readonly status: number;
  readonly lines: string[];
  readonly data: unknown;
  readonly network: boolean;

  constructor(opts: { status: number; lines: string[]; data?: unknown; network?: boolean }) {
    super(opts.lines.join("\n") || `HTTP ${opts.status}`);
    this.name = "ApiError";
    this.status = opts.status;
    this.lines = opts.lines.length ? opts.lines : [this.message];
    this.data = opts.data;
    this.network = opts.network ?? false;
  }
}

function nonEmpty(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

export function messageLines(data: unknown): string[] {
  if (data == null) return [];
  if (typeof data === "string") return nonEmpty(data) ? [data] : [];
  if (typeof data !== "object") return [String(data)];
  const body = data as Record<string, unknown>;
  const errors = body.errors ?? body.Errors;
  if (Array.isArray(errors) && errors.length) {
    return errors.map((e) => (typeof e === "string" ? e : JSON.stringify(e)));
  }
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    const lines: string[] = [];
    const title = body.title ?? body.Title;
    if (nonEmpty(title)) lines.push(title);
    for (const messages of Object.values(errors as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (first != null) lines.push(String(first));
    }
    if (lines.length) return lines;
  }
  for (const key of ["message", "Message", "title", "Title"]) {
    if (nonEmpty(body[key])) return [body[key] as string];
  }
  return [JSON.stringify(data)];
}

/** Lines to show for anything thrown by a call. */
export function errorLines(error: unknown): string[] {
  if (error instanceof ApiError) return error.lines;
  if (error instanceof Error) return [error.message];
  return [String(error)];
}
