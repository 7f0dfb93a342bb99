// Runs the probe's calls and judges their answers.
//   - A call leaks when its answer holds a value the attacker must never see (victim.ts:
//     `hidden`): one of the victim's unique strings anywhere in the body (REST, GraphQL data
//     or error messages; xlsx exports are unzipped first), or a victim's global id as a value
//     in GraphQL data (node(victimId) answering the object). Values the request itself carries
//     are not counted (a name check echoes the name it was given).
//   - A call changes the victim when the victim's rows differ before and after it: the
//     TEST_HOOKS fingerprint (server/testing/probe.ts) hashes every row of Hospital A (for an
//     operator of Hospital A: every row but its own sector's and its own).
//   - Recipes with `refuse` demand a refusal: REST 401/403/404, GraphQL errors and no data.
import ExcelJS from "exceljs";
import { BASE_URL, randomClientAddress } from "../../helpers";
import { gqlCall } from "./documents";
import type { Operation } from "./operations";
import type { GqlSpec, RestSpec } from "./recipes";
import type { AttackerClass, Victim } from "./victim";

export interface Outcome {
  door: "rest" | "graphql";
  /** Short description of the request (method, path, query / variables). */
  label: string;
  status: number;
  /** The answer as text (xlsx: the text of its cells). */
  text: string;
  json: any;
  /** Strings of the request (for the echo rule). */
  sent: string;
  /** GraphQL: the root field's value and the errors. */
  field?: unknown;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function readBody(res: Response): Promise<{ text: string; json: any }> {
  const type = res.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (type.startsWith(XLSX) && res.status === 200) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text ?? cell.value ?? "")))));
    return { text: cells.join("\t"), json: undefined };
  }
  const text = new TextDecoder().decode(bytes);
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { text, json };
}

async function send(method: string, path: string, token: string | null, query?: RestSpec["query"], body?: unknown): Promise<{ status: number; text: string; json: any }> {
  const url = new URL(BASE_URL + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: "application/json", "x-forwarded-for": randomClientAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...(await readBody(res)) };
}

function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => {
    if (params[k] === undefined) throw new Error(`probe recipe for ${path} gives no value for :${k}`);
    return encodeURIComponent(String(params[k]));
  });
}

/** Makes one call of an operation's recipe as `token` (null: anonymous). */
export async function callOperation(op: Operation, spec: RestSpec | GqlSpec, token: string | null): Promise<Outcome> {
  if (op.door === "rest") {
    const s = spec as RestSpec;
    const path = fillPath(op.path, s.params);
    const res = await send(op.method, path, token, s.query, s.body);
    const qs = s.query ? `?${new URLSearchParams(Object.entries(s.query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))}` : "";
    return { door: "rest", label: `${op.method} ${path}${qs}${s.body !== undefined ? ` ${JSON.stringify(s.body).slice(0, 160)}` : ""}`, ...res, sent: JSON.stringify([path, s.query ?? null, s.body ?? null]) };
  }
  const s = spec as GqlSpec;
  const { query, variables } = gqlCall(op.root, op.field, s.args, s.only);
  const res = await send("POST", "/graphql", token, undefined, { query, variables });
  const field = res.json?.data?.[op.field];
  return {
    door: "graphql",
    label: `${op.key}(${JSON.stringify(variables).slice(0, 200)})`,
    ...res,
    sent: JSON.stringify(variables),
    field,
    errors: res.json?.errors,
  };
}

function collectStrings(value: unknown, out: Set<string>) {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const x of value) collectStrings(x, out);
  else if (value && typeof value === "object") for (const x of Object.values(value)) collectStrings(x, out);
}

/**
 * The victim values an answer carries (empty: no leak). `ids` only: look for victim global
 * ids, not strings (static public texts whose examples reuse demo values).
 */
export function leaksOf(o: Outcome, v: Victim, cls: AttackerClass, idsOnly = false): string[] {
  const hidden = v.hidden[cls];
  const found: string[] = [];
  if (idsOnly) return found;
  const lower = o.sent.toLowerCase();
  const answer = o.door === "graphql" ? JSON.stringify({ data: o.json?.data ?? null, errors: o.errors ?? null }) : o.text;
  for (const s of hidden.strings) if (!lower.includes(s.toLowerCase()) && answer.includes(s)) found.push(JSON.stringify(s));
  if (o.door === "graphql") {
    const values = new Set<string>();
    collectStrings(o.json?.data ?? null, values);
    for (const id of values) if (hidden.nodeIds.has(id)) found.push(`node ${Buffer.from(id, "base64").toString()} (${id})`);
  }
  return found;
}

/**
 * A GraphQL request the server could not run at all (parse or validation errors, variables
 * of the wrong type, a request limit). The probe's own document is then at fault, and a
 * "refusal" would prove nothing.
 */
export function requestRejected(o: Outcome): string | null {
  if (o.door !== "graphql") return null;
  if (o.status >= 500) return `HTTP ${o.status}`;
  if (o.json === undefined) return `HTTP ${o.status}, not JSON: ${o.text.slice(0, 120)}`;
  // Request-level refusals answer 400 (parse, validation, variables, cost and size limits);
  // a refused field is an execution error with HTTP 200 (or 401/403/429 of its own).
  if (o.status === 400) return o.errors?.map((e) => `${e.message} (${e.extensions?.code ?? "no code"})`).join("; ") || o.text.slice(0, 200);
  const e = o.errors?.find((x) => {
    const code = String(x.extensions?.code ?? "");
    return ["GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "QUERY_TOO_EXPENSIVE", "TOO_MANY_ATTEMPT_FIELDS"].includes(code) || /^Variable "\$|^Syntax Error|^Cannot query field/i.test(x.message);
  });
  return e ? `${e.message} (${e.extensions?.code ?? "no code"})` : null;
}

/** An answer that refused: REST 401/403/404, GraphQL an error and no value for the field. */
export function refused(o: Outcome): boolean {
  if (o.door === "rest") return [401, 403, 404].includes(o.status);
  return (o.errors?.length ?? 0) > 0 && (o.field === null || o.field === undefined);
}

/** A short excerpt around the first leaked value, for the failure message. */
export function excerpt(o: Outcome, leaks: string[]): string {
  const text = o.door === "graphql" ? JSON.stringify(o.json ?? null) : o.text;
  const first = leaks[0]?.startsWith('"') ? JSON.parse(leaks[0]) : null;
  const at = first ? Math.max(0, text.indexOf(first) - 120) : 0;
  return text.slice(at, at + 360);
}

// ───────────── the victim's fingerprint ─────────────

export type Fingerprint = Record<string, { rows: number; hash: string }>;

export async function fingerprint(v: Victim, except?: { sectorId: number | null; userId: number }): Promise<Fingerprint> {
  const res = await send("GET", "/api/test/probe/fingerprint", null, { companyId: v.companyId, exceptSectorId: except?.sectorId ?? undefined, exceptUserId: except?.userId });
  if (res.status !== 200 || !res.json?.tables) throw new Error(`fingerprint hook → ${res.status} ${res.text.slice(0, 200)} (is TEST_HOOKS=1 set?)`);
  return res.json.tables;
}

/** Tables whose rows differ: "reading_bi (300 → 300 rows)". */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((t) => before[t]?.hash !== after[t]?.hash).map((t) => `${t} (${before[t]?.rows ?? 0} → ${after[t]?.rows ?? 0} rows)`);
}
