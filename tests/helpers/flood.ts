// One company floods the server with the heaviest GraphQL requests the limits allow while
// another company's users go on working: the stall test (tests/api/fairness.test.ts) and its
// benchmark (bench/fairness.ts) measure the victim's latency with and without the flood.
import { getNamedType, isEnumType, isNonNullType, isScalarType, parse, type GraphQLObjectType } from "graphql";
import { LIMITS, operationCost } from "../../server/graphql/limits";
import { MAX_NODE_IDS } from "../../server/graphql/nodes";
// The server's own schema: its fields' cost extensions are not in schema.graphql.
import { schema } from "../../server/graphql/schema";

/** Every field of a type that needs no argument and returns a scalar or an enum. */
function scalars(type: GraphQLObjectType): string[] {
  return Object.values(type.getFields())
    .filter((f) => !f.args.some((a) => isNonNullType(a.type)))
    .filter((f) => {
      const named = getNamedType(f.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((f) => f.name);
}

/**
 * The heaviest request the limits let through: `nodes` with as many BI readings as fit, each
 * with its HL7 message (the dearest field a reading has: several statements), its audit trail
 * and as many plain columns as the cost limit leaves room for.
 */
export function heaviestQuery(): { query: string; variables: { ids: string[] }; cost: number } {
  const reading = schema.getType("BIReading") as GraphQLObjectType;
  const entry = schema.getType("ReadingAuditEntry") as GraphQLObjectType;
  const columns = ["hl7Message"];
  let ids: string[] = [];
  const build = () => `query Heaviest($ids: [ID!]!) { nodes(ids: $ids) { id ... on BIReading { ${columns.join(" ")} auditTrail { ${scalars(entry).join(" ")} } } } }`;
  const costOf = () => operationCost(schema, parse(build()), { ids });
  for (let n = MAX_NODE_IDS; n > 0; n--) {
    ids = Array.from({ length: n }, (_, i) => Buffer.from(`BIReading:${i + 1}`).toString("base64"));
    if (costOf() <= LIMITS.maxCost) break;
  }
  for (const c of scalars(reading).filter((c) => !columns.includes(c) && !reading.getFields()[c]!.extensions?.cost)) {
    columns.push(c);
    if (costOf() > LIMITS.maxCost) columns.pop();
  }
  return { query: build(), variables: { ids }, cost: costOf() };
}

/** A demo user's token from the server at `url`, opened as `host` (each distributor has its own: localhost, 127.0.0.1). */
export async function signInOn(url: string, email: string, host: "localhost" | "127.0.0.1", password = "Demo-2026"): Promise<string> {
  const base = url.replace(/\/\/(localhost|127\.0\.0\.1):/, `//${host}:`);
  const call = async (path: string, body: object) => {
    const r = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!r.ok) throw new Error(`${path} → ${r.status} ${await r.text()}`);
    return (await r.json()) as Record<string, string>;
  };
  const { id } = await call("/api/Distributor/PostByDomain", { Domain: host });
  return (await call("/api/login/login", { Email: email, Password: password, DistId: id! })).token!;
}

export const LIGHT_QUERY = "{ viewer { email } }";

async function post(url: string, token: string, body: object): Promise<{ status: number; text: string }> {
  const r = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body), signal: AbortSignal.timeout(120_000) });
  return { status: r.status, text: await r.text() };
}

/** `n` light requests one after the other, spread over `urls`: their latencies in ms, ascending. */
export async function lightLatencies(urls: string[], token: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await post(urls[i % urls.length]!, token, { query: LIGHT_QUERY });
    if (r.status !== 200 || !r.text.includes('"viewer":{')) throw new Error(`light request refused: ${r.status} ${r.text.slice(0, 200)}`);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

export interface Flood {
  /** Heavy requests answered with data, refused with 429 (waited too long for a share), and anything else. */
  counts: { done: number; busy: number; other: number };
  /** The first answer that was neither data nor a 429. */
  firstOther?: string;
  /** Resolves once `n` heavy requests have been answered with data; fails once 5 got another answer. */
  answered(n: number): Promise<void>;
  stop(): Promise<void>;
}

/** `concurrency` loops per url sending the heaviest request again and again until stopped. */
export function flood(urls: string[], token: string, concurrency: number): Flood {
  const { query, variables } = heaviestQuery();
  const heavy = { query, variables };
  let running = true;
  const waiting: { n: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const f: Flood = {
    counts: { done: 0, busy: 0, other: 0 },
    answered: (n) => (f.counts.done >= n ? Promise.resolve() : new Promise((resolve, reject) => waiting.push({ n, resolve, reject }))),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
  const loop = async (url: string) => {
    while (running) {
      const r = await post(url, token, heavy).catch((e) => ({ status: 0, text: String(e) }));
      if (r.status === 200 && r.text.startsWith('{"data":{"nodes":[')) f.counts.done++;
      else if (r.status === 429 || r.text.includes('"RATE_LIMITED"')) f.counts.busy++;
      else {
        f.counts.other++;
        f.firstOther ??= `${r.status} ${r.text.slice(0, 300)}`;
        if (f.counts.other >= 5) for (const w of waiting.splice(0)) w.reject(new Error(`heavy requests fail: ${f.firstOther}`));
      }
      for (const w of waiting.filter((w) => f.counts.done >= w.n)) (waiting.splice(waiting.indexOf(w), 1), w.resolve());
    }
  };
  const loops = urls.flatMap((url) => Array.from({ length: concurrency }, () => loop(url)));
  return f;
}
