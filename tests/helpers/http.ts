// HTTP access to the server under test. scripts/test.ts starts the server and passes its
// address as BASE_URL; against a server you started yourself, set BASE_URL by hand.

const configured = process.env.BASE_URL;
export const BASE_URL = (configured ?? "http://localhost:3000").replace(/\/$/, "");

function requireServer(): void {
  if (!configured) {
    throw new Error(
      "The API tests drive a running server: run them with `npm test -- --api` (which starts one), or set BASE_URL to a server started with TEST_HOOKS=1 and TOKEN_SECRET=test-secret-not-for-production.",
    );
  }
}
export const PORT = new URL(BASE_URL).port || "80";

/** Page origins of the two demo distributors: localhost and 127.0.0.1 (the port is ignored). */
export const ORIGIN = {
  localhost: `http://localhost:${PORT}`,
  loopback: `http://127.0.0.1:${PORT}`,
} as const;
export type Host = keyof typeof ORIGIN;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** Raw body text. */
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: T;
}

export interface ApiOptions {
  token?: string | null;
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent verbatim (for malformed-body tests); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Another server than the suite's (one a test started itself, e.g. tests/helpers/cluster.ts). */
  baseUrl?: string;
  /** Give up (reject) after this long. */
  timeoutMs?: number;
}

export async function api<T = any>(method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse<T>> {
  if (!opts.baseUrl) requireServer();
  const url = new URL((opts.baseUrl ?? BASE_URL) + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  // The test server trusts one proxy hop (TRUST_PROXY=1): each call comes from its own client
  // address, so the suite's hundreds of sign-ins and sign-ups do not trip the per-address
  // limits that tests/api/rate-limits.test.ts proves. A test may fix the address itself.
  const headers: Record<string, string> = { accept: "application/json", "x-forwarded-for": randomClientAddress(), ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json";
  const res = await fetch(url, { method, headers, body, signal: opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** An address in 10.0.0.0/8, different on (almost) every call. */
export function randomClientAddress(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export interface GqlResult<T = any> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[] | undefined;
}

export async function gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GqlResult<T>> {
  const res = await api("POST", "/graphql", { token, body: { query, variables } });
  if (res.json === undefined) throw new Error(`/graphql answered ${res.status} with a non-JSON body: ${res.text.slice(0, 300)}`);
  return { status: res.status, data: res.json.data, errors: res.json.errors };
}

/** Fails the test with the server's errors when a GraphQL answer carries any. */
export function gqlData<T = any>(r: GqlResult<T>): T {
  if (r.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors)}`);
  if (!r.data) throw new Error(`GraphQL answered ${r.status} without data`);
  return r.data;
}

/** A run-unique suffix so that tests can create rows on a server that outlives one run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** True when a body shows signs of a leaked stack trace or internal error details. */
export function leaksInternals(text: string): boolean {
  return /\n\s+at\s|\bat\s+\S+\s+\(|node_modules|\.ts:\d+|Prisma|SyntaxError|TypeError|stack/i.test(text);
}
