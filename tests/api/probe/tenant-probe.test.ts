// The generated tenant probe (issue 9, "A permanent probe in the test suite"). Every GraphQL
// field of schema.graphql and every REST route of the route table is called by each attacker
// with the ids and values of Hospital A (victim.ts, attackers.ts, recipes.ts); a call fails
// when its answer holds the victim's data or when it changed the victim's rows (runner.ts).
// One describe per attacker, one test per operation, generated from the tables; an anonymous
// caller runs the same calls and must get 401 / UNAUTHENTICATED from everything not public.
// coverage.test.ts fails when an operation has no recipe.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api } from "../../helpers";
import { allows, type ScopeRule } from "../../../server/auth/scopes";
import type { Principal } from "../../../server/auth/principal";
import { removeCreatedSince, snapshotCompany, tokenOf, type CompanySnapshot } from "../../helpers/company";
import { retireCreated } from "../../helpers/readings";
import { subscribe } from "../../helpers/ws";
import { ATTACKERS, makeAttacker, type Attacker } from "./attackers";
import { gqlCall } from "./documents";
import { plan, type Planned } from "./plan";
import { PUBLIC_GRAPHQL, type Ctx, type GqlSpec, type RestSpec } from "./recipes";
import { callOperation, changedTables, excerpt, fingerprint, leaksOf, refused, requestRejected, type Fingerprint, type Outcome } from "./runner";
import { apiSnapshot, snapshotDiff, type Snapshot } from "./snapshot";
import { isCompanyWide, probeSubscriptions, type SubscriptionOutcome } from "./subscriptions";
import { gatherVictim, type Victim } from "./victim";

const { reads, writes, last, subscriptions } = plan();

let v: Victim;
let hospitalA: CompanySnapshot;
/** The attackers, made side by side (and all made before any call: the insiders are rows of Hospital A). */
const made = new Map<string, Promise<Attacker>>();

let setupMs = 0;

beforeAll(async () => {
  const started = performance.now();
  hospitalA = await snapshotCompany(await tokenOf("adminA"));
  v = await gatherVictim();
  const victimMs = performance.now() - started;
  for (const spec of ATTACKERS) {
    const p = makeAttacker(spec, v);
    p.catch(() => undefined); // reported by the attacker's own describe
    made.set(spec.key, p);
  }
  await Promise.allSettled(made.values());
  await tokenOf("agentA"); // signed in now, not in the middle of an attacker's calls
  setupMs = performance.now() - started;
  console.log(`tenant probe setup: victim ${(victimMs / 1000).toFixed(1)} s, attackers ${((setupMs - victimMs) / 1000).toFixed(1)} s`);
}, 120_000);

/** Calls made per caller, printed at the end (the size of the probe). */
const callCount = new Map<string, { operations: number; calls: number }>();

afterAll(async () => {
  const total = [...callCount.values()].reduce((n, c) => n + c.calls, 0);
  console.log(`tenant probe: ${total} calls — ${[...callCount].map(([k, c]) => `${k} ${c.operations} operations / ${c.calls} calls`).join("; ")}`);
  await retireCreated();
  if (hospitalA) await removeCreatedSince(hospitalA);
}, 120_000);

/** What went wrong with one call, or null. */
function judge(o: Outcome, p: Planned, spec: RestSpec | GqlSpec, a: Pick<Attacker, "cls">, anonymous: boolean): string | null {
  const rejected = requestRejected(o);
  if (rejected && !(anonymous && /UNAUTHENTICATED/.test(rejected))) return `${o.label}: the server could not run the probe's request (${rejected}); fix the recipe`;
  const leaks = leaksOf(o, v, a.cls, p.recipe.staticText);
  if (leaks.length) return `${o.label} → ${o.status}: leaked ${leaks.slice(0, 6).join(", ")}${leaks.length > 6 ? ` (+${leaks.length - 6})` : ""}\n    ${excerpt(o, leaks)}`;
  if (anonymous) {
    const isPublic = p.op.door === "rest" ? p.op.auth === "public" : !!PUBLIC_GRAPHQL[p.op.key];
    if (!isPublic) {
      if (p.op.door === "rest" && o.status !== 401) return `${o.label} → ${o.status} without a token (expected 401): ${o.text.slice(0, 200)}`;
      if (p.op.door === "graphql") {
        const code = o.errors?.[0]?.extensions?.code;
        if (code !== "UNAUTHENTICATED" || (o.field !== null && o.field !== undefined)) return `${o.label} without a token: expected UNAUTHENTICATED and no data, got ${o.text.slice(0, 240)}`;
      }
    }
  }
  if (p.recipe.refuse?.includes(a.cls) && !spec.mayAnswer && !refused(o)) return `${o.label} → ${o.status}: must be refused (401/403/404 or a GraphQL error without data), got ${o.text.slice(0, 240)}`;
  return null;
}

/**
 * Runs every call of a recipe and judges each answer; fingerprints the victim's rows after
 * an operation that may write (once per operation: the message names its calls).
 */
async function probe(p: Planned, a: Attacker | null, state: ProbeState, token: string | null, freshSession = false) {
  const who = a ?? ANONYMOUS;
  const ctx: Ctx = { v, a: who };
  const problems: string[] = [];
  const outcomes: Outcome[] = [];
  const count = callCount.get(who.key) ?? callCount.set(who.key, { operations: 0, calls: 0 }).get(who.key)!;
  count.operations++;
  for (const spec of p.recipe.calls(ctx)) {
    count.calls++;
    const sessionToken = freshSession && a ? await secondSession(token!) : token;
    const o = await callOperation(p.op, spec, sessionToken);
    outcomes.push(o);
    const bad = judge(o, p, spec, who, a === null);
    if (bad) problems.push(bad);
  }
  const turnedAway = routerRefuses(p, who);
  if (turnedAway) for (const o of outcomes) if (o.status !== 401 && o.status !== 403) problems.push(`${o.label} → ${o.status}: the route's scope rule does not let this caller in, yet it was not answered 401/403`);
  if (p.mutates && !turnedAway) {
    const after = await fingerprint(v, state.except);
    const changed = state.fp ? changedTables(state.fp, after) : [];
    if (changed.length) problems.push(`changed the victim's rows: ${changed.join(", ")}\n    calls: ${outcomes.map((o) => `${o.label} → ${o.status} ${o.text.slice(0, 160)}`).join("\n           ")}`);
    state.fp = after;
  }
  if (problems.length) throw new Error(`${p.op.key} as ${who.key}:\n  ${problems.join("\n  ")}`);
}

/** Another session of the same user (a renewed token: no password to hash). */
async function secondSession(token: string): Promise<string> {
  const res = await api("POST", "/api/login/getNewAppToken", { token });
  if (res.status !== 200 || typeof res.json?.token !== "string") throw new Error(`getNewAppToken → ${res.status} ${res.text.slice(0, 200)}`);
  return res.json.token;
}

interface ProbeState {
  fp: Fingerprint | null;
  except?: { sectorId: number | null; userId: number };
}

const ANONYMOUS: Attacker = { key: "anonymous", title: "anonymous", cls: "outsider", reads: true, writes: true, email: "", password: "", host: "localhost", token: "", userId: 0, companyId: null, sectorId: null, kind: null, userType: null };

/**
 * Whether the REST router turns the caller away before the route's handler runs (its scope
 * rule, server/auth/scopes.ts): such a call cannot have written anything.
 */
function routerRefuses(p: Planned, a: Attacker): boolean {
  if (p.op.door !== "rest" || p.op.auth === "public") return false;
  if (!a.kind) return true;
  const principal = { kind: a.kind, userType: a.userType, companyId: a.companyId } as unknown as Principal;
  return !allows(principal, p.op.auth as ScopeRule);
}

// ───────────── positive control ─────────────

describe("positive control: Hospital A's own users see its data through the read recipes", () => {
  // A recipe that cannot reach the data as its owner proves nothing when an attacker is refused.
  for (const p of reads.filter((r) => r.recipe.control !== false)) {
    test(p.op.key, async () => {
      const control = p.recipe.control ?? "admin";
      const token = control === "user" ? v.user.token : control === "agent" ? await tokenOf("agentA") : v.token;
      const self: Attacker = { key: "victim", cls: "outsider", sectorId: v.centralSectorId, userId: v.admin.id, password: "", email: v.admin.email, host: "localhost", token, title: "victim", companyId: v.companyId, reads: true, writes: false, kind: "COMPANY", userType: 0 };
      const seen: string[] = [];
      const answers: string[] = [];
      for (const spec of p.recipe.calls({ v, a: self })) {
        const o = await callOperation(p.op, spec, token);
        const rejected = requestRejected(o);
        if (rejected || o.status >= 500) throw new Error(`${o.label} → ${o.status} for the victim's own ${control}: ${rejected ?? o.text.slice(0, 300)}`);
        seen.push(...leaksOf(o, v, "outsider"));
        answers.push(`${o.label} → ${o.status} ${o.text.slice(0, 200)}`);
      }
      if (!seen.length) throw new Error(`${p.op.key}: the victim's own ${control} sees none of its data through this recipe; fix the recipe or mark it control: false with a reason\n  ${answers.join("\n  ")}`);
    });
  }
});

// ───────────── attackers ─────────────

for (const spec of ATTACKERS) {
  describe(`attacker: ${spec.title}`, () => {
    let a: Attacker;
    let before: Snapshot;
    const state: ProbeState = { fp: null };

    beforeAll(async () => {
      a = await made.get(spec.key)!;
      if (a.cls === "insider") state.except = { sectorId: a.sectorId, userId: a.userId };
      before = await apiSnapshot(v, state.except);
      state.fp = await fingerprint(v, state.except);
    }, 60_000);

    const mine = (list: Planned[]) => list.filter((p) => !p.recipe.anonymousOnly && !spec.skip?.(p.op.key));
    if (spec.reads) for (const p of mine(reads)) test(p.op.key, () => probe(p, a, state, a.token));
    if (spec.writes) for (const p of mine(writes)) test(p.op.key, () => probe(p, a, state, a.token));

    test("the victim's data reads as before (through its administrator) and its rows are unchanged", async () => {
      const diff = snapshotDiff(before, await apiSnapshot(v, state.except));
      const changed = changedTables(state.fp!, await fingerprint(v, state.except));
      expect({ screens: diff, rows: changed }).toEqual({ screens: [], rows: [] });
    });

    test("the attacker's session still works (the calls above were not refused for want of it)", async () => {
      const o = await callOperation({ door: "graphql", key: "Query.viewer", root: "Query", field: "viewer" }, {}, a.token);
      expect(o.field).toBeTruthy();
    });

    // The subscriptions are probed together (their sockets open side by side), judged one by one.
    let heard: Promise<Record<string, SubscriptionOutcome>> | null = null;
    for (const op of subscriptions) {
      test(op.key, async () => {
        heard ??= probeSubscriptions(v, a.token).finally(async () => {
          // The victim's events changed its rows: the calls that follow compare with the new state.
          state.fp = await fingerprint(v, state.except);
        });
        const out = (await heard)[op.key]!;
        if (out.leaks.length && !(spec.cls === "insider" && isCompanyWide(op.key))) throw new Error(`${op.key} as ${spec.key} heard the victim's event: ${out.leaks.join("\n")}`);
      }, 30_000);
    }

    // Sign-outs: each in a session of its own, but the very last in the attacker's own.
    if (spec.writes) mine(last).forEach((p, i, all) => test(p.op.key, () => probe(p, a, state, a.token, i < all.length - 1)));
  });
}

// ───────────── anonymous ─────────────

describe("anonymous caller: 401 / UNAUTHENTICATED from everything that is not public", () => {
  const state: ProbeState = { fp: null };
  beforeAll(async () => {
    state.fp = await fingerprint(v);
  });
  for (const p of [...reads, ...writes, ...last]) test(p.op.key, () => probe(p, null, state, null));

  for (const op of subscriptions) {
    test(op.key, async () => {
      const { query } = gqlCall("Subscription", (op as { field: string }).field);
      const sub = subscribe(query, null);
      try {
        const first = await sub.next(5000).then(
          (r) => ({ ok: true as const, r }),
          (e) => ({ ok: false as const, e }),
        );
        const text = JSON.stringify(first.ok ? first.r : Array.isArray(first.e) ? first.e : String(first.e));
        // Refused: an error with UNAUTHENTICATED, or the socket closed for want of a session.
        if (first.ok && first.r.data) throw new Error(`${op.key} without a token answered data: ${text.slice(0, 300)}`);
        expect(text).toMatch(/UNAUTHENTICATED|Unauthorized|4401|4403|closed/i);
      } finally {
        await sub.dispose().catch(() => undefined);
      }
    });
  }
});
