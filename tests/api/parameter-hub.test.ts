// The SignalR-compatible parameter hub /hubs/parameter (docs/realtime.md; spec 002 section 7.1):
// the official @microsoft/signalr client connects unchanged (with and without negotiation),
// authenticated by the session token; a change of a company parameter by another user of the
// company reaches it as ChangeWorkingMode / ChangeProteinThreshold / ChangeTemperatureUnit /
// ChangeDateTimeFormat with the current values; another company hears nothing; a missing,
// forged, expired or revoked token is refused; logout closes the connection; the raw protocol
// (browser-style ?access_token=, several records per frame, unknown methods, bad handshakes,
// oversize frames) and the per-user connection cap behave.
//
// /hubs/* is not an /api route, so the cross-tenant probe (tests/api/probe) does not see it:
// the tenancy proof of the hub is here.
import { afterEach, beforeAll, describe, expect, test } from "bun:test";
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from "@microsoft/signalr";
import { api, BASE_URL, claimsOf, DEMO, distId, gql, gqlData, login, loginAs, mintToken, subscribe } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";

const HUB = `${BASE_URL}/hubs/parameter`;
const WS_HUB = HUB.replace(/^http/, "ws");
const RS = "\x1e";
const TARGETS = ["ChangeWorkingMode", "ChangeProteinThreshold", "ChangeTemperatureUnit", "ChangeDateTimeFormat"] as const;
/** How long a listener waits for an event, and how long silence must last to count as "nothing". */
const EVENT_MS = 5_000;
const QUIET_MS = 600;
/** Lets the server's pub/sub subscription (a Redis SUBSCRIBE with REDIS_URL) settle after the handshake. */
const SETTLE_MS = process.env.REDIS_URL ? 400 : 150;

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "adminB" | "adminC" | "dist" | "sysadmin">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "adminB", "adminC", "dist", "sysadmin");
});

// ───────────────────────── helpers ─────────────────────────

interface Heard {
  target: string;
  args: unknown[];
}

interface Listener {
  connection: HubConnection;
  heard: Heard[];
  /** Resolves with the first message (already heard or to come) matching, or rejects after `ms`. */
  waitFor(target: string, match?: (args: any[]) => boolean, ms?: number): Promise<any[]>;
  /** Resolves when the connection closes, with the error it closed with. */
  closed: Promise<Error | undefined>;
  stop(): Promise<void>;
}

// Every connection a test opens is closed after it, whatever its outcome (the per-user cap counts them).
const open: Listener[] = [];
const rawOpen: WebSocket[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((l) => l.stop().catch(() => {})));
  for (const ws of rawOpen.splice(0)) ws.close();
});

/** Connects the official client to the hub with `token` (negotiating unless told otherwise). */
async function listen(token: string, options: { skipNegotiation?: boolean } = {}): Promise<Listener> {
  const connection = new HubConnectionBuilder()
    .withUrl(HUB, {
      accessTokenFactory: () => token,
      ...(options.skipNegotiation ? { skipNegotiation: true, transport: HttpTransportType.WebSockets } : {}),
    })
    .configureLogging(LogLevel.None)
    .build();
  const heard: Heard[] = [];
  const waiters = new Set<() => void>();
  for (const target of TARGETS) {
    connection.on(target, (...args: unknown[]) => {
      heard.push({ target, args });
      for (const w of [...waiters]) w();
    });
  }
  let onClosed!: (e: Error | undefined) => void;
  const closed = new Promise<Error | undefined>((resolve) => (onClosed = resolve));
  connection.onclose((e) => onClosed(e));
  await withTimeout(connection.start(), EVENT_MS, "hub connection");
  const listener: Listener = {
    connection,
    heard,
    closed,
    waitFor: (target, match = () => true, ms = EVENT_MS) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const hit = heard.find((h) => h.target === target && match(h.args as any[]));
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit.args as any[]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${target} within ${ms} ms; heard ${JSON.stringify(heard)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    stop: () => connection.stop(),
  };
  open.push(listener);
  await Bun.sleep(SETTLE_MS);
  return listener;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** A raw WebSocket on the hub, as a browser opens it (token in ?access_token=), with the records it receives. */
async function rawSocket(query: Record<string, string>): Promise<{ ws: WebSocket; records: any[]; next(match?: (r: any) => boolean, ms?: number): Promise<any>; closed: Promise<{ code: number; reason: string }> }> {
  const url = new URL(WS_HUB);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const ws = new WebSocket(url.toString());
  rawOpen.push(ws);
  const records: any[] = [];
  let notify = () => {};
  ws.onmessage = (m) => {
    for (const part of String(m.data).split(RS)) if (part) records.push(JSON.parse(part));
    notify();
  };
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      ws.onopen = () => resolve();
      ws.onerror = () => reject(new Error("WebSocket refused"));
    }),
    EVENT_MS,
    "raw WebSocket",
  );
  let seen = 0;
  return {
    ws,
    records,
    closed,
    next: (match = () => true, ms = EVENT_MS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching record within ${ms} ms; got ${JSON.stringify(records)}`)), ms);
        const check = () => {
          while (seen < records.length) {
            const r = records[seen++];
            if (match(r)) {
              clearTimeout(timer);
              notify = () => {};
              resolve(r);
              return;
            }
          }
        };
        notify = check;
        check();
      }),
  };
}

/** The WebSocket upgrade request as a client sends it, to read the status of a refusal. */
async function upgradeStatus(query: Record<string, string>, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL(HUB);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const { request } = await import("node:http");
  return withTimeout(
    new Promise<number>((resolve, reject) => {
      const req = request(url, {
        method: "GET",
        headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64"), ...headers },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("upgrade", (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 101);
      });
      req.on("error", reject);
      req.end();
    }),
    EVENT_MS,
    "upgrade request",
  );
}

const negotiate = (token?: string | null, path = "/hubs/parameter/negotiate?negotiateVersion=1", method = "POST") => api(method, path, { token });

/** Company parameters of Hospital A (GET /api/appparameter as its administrator): type → value. */
async function parametersA(): Promise<Map<number, string>> {
  const res = await api("GET", "/api/appparameter", { token: t.adminA, query: { userLoggedId: SEED.user.adminA } });
  expect(res.status).toBe(200);
  return new Map((res.json as { appParameterType: number; value: string }[]).map((p) => [p.appParameterType, p.value]));
}

async function setParameter(type: number, value: string, token = t.adminA, userId: number = SEED.user.adminA) {
  const res = await api("PUT", "/api/appparameter", { token, body: { UserLogged: userId, AppParameter: { appParameterType: type, value } } });
  if (res.status !== 200) throw new Error(`PUT /api/appparameter ${type}=${value} → ${res.status} ${res.text}`);
  expect(res.json.result).toBe("OK");
  return res;
}

async function setIsoThresholds(alert: string, action: string) {
  const res = await api("PUT", "/api/appparameter/saveisothresholds", {
    token: t.adminA,
    body: { UserLogged: SEED.user.adminA, Parameters: [{ appParameterType: 11, value: alert }, { appParameterType: 12, value: action }] },
  });
  if (res.status !== 200) throw new Error(`saveisothresholds ${alert}/${action} → ${res.status} ${res.text}`);
  return res;
}

/**
 * A value of a select parameter other than `current`, from its options; `current` itself when
 * it is the only one (the regional formats offered are those of the company's language, and
 * Spanish has one): saving it again publishes the change all the same.
 */
async function otherOption(type: number, current: string, token = t.adminA, userId: number = SEED.user.adminA): Promise<string> {
  const res = await api("GET", "/api/appparameter", { token, query: { userLoggedId: userId } });
  const p = (res.json as { appParameterType: number; options: { value: string }[] | null }[]).find((x) => x.appParameterType === type);
  if (!p?.options?.length) throw new Error(`parameter ${type} has no options: ${JSON.stringify(p)}`);
  return p.options.find((o) => o.value !== current)?.value ?? current;
}

/** Runs `body`, then puts Hospital A's parameters back as they were. */
async function restoringA(body: () => Promise<void>) {
  const before = await parametersA();
  try {
    await body();
  } finally {
    const now = await parametersA();
    if (now.get(11) !== before.get(11) || now.get(12) !== before.get(12)) await setIsoThresholds(before.get(11)!, before.get(12)!);
    for (const type of [10, 4, 14, 13]) if (now.get(type) !== before.get(type)) await setParameter(type, before.get(type)!);
  }
}

// ───────────────────────── negotiate and authentication ─────────────────────────

describe("negotiate", () => {
  test("POST /hubs/parameter/negotiate?negotiateVersion=1 with the bearer token → version 1, WebSockets with text only", async () => {
    const res = await negotiate(t.supervisorA);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    });
    expect(res.json.connectionToken).not.toBe(res.json.connectionId);
    const again = await negotiate(t.supervisorA);
    expect(again.json.connectionId).not.toBe(res.json.connectionId);
  });

  test("without a token, with a forged, an expired or a revoked token → 401", async () => {
    expect((await negotiate(null)).status).toBe(401);
    expect((await negotiate("not-a-token")).status).toBe(401);
    const claims = claimsOf(t.supervisorA);
    expect((await negotiate(await mintToken(claims, "some-other-secret"))).status).toBe(401);
    expect((await negotiate(await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))).status).toBe(401);
    const revoked = await loginAs("supervisorA");
    expect((await api("POST", "/api/login/logout", { token: revoked, body: { Email: DEMO.supervisorA.email, DistId: await distId() } })).status).toBe(200);
    expect((await negotiate(revoked)).status).toBe(401);
  });

  test("users without a company (distributor, system administrator) → 403", async () => {
    expect((await negotiate(t.dist)).status).toBe(403);
    expect((await negotiate(t.sysadmin)).status).toBe(403);
  });

  test("negotiate is POST only; other paths under /hubs are 404", async () => {
    expect((await negotiate(t.supervisorA, "/hubs/parameter/negotiate?negotiateVersion=1", "GET")).status).toBe(405);
    expect((await api("POST", "/hubs/other/negotiate", { token: t.supervisorA })).status).toBe(404);
  });

  test("a plain GET of the hub (no WebSocket) → 400: WebSockets is the only transport", async () => {
    expect((await api("GET", "/hubs/parameter", { token: t.supervisorA })).status).toBe(400);
  });
});

describe("the WebSocket upgrade", () => {
  test("is refused with 401 without a token, with a forged or an expired one, and with a revoked one", async () => {
    expect(await upgradeStatus({})).toBe(401);
    expect(await upgradeStatus({ access_token: "not-a-token" })).toBe(401);
    const claims = claimsOf(t.supervisorA);
    expect(await upgradeStatus({ access_token: await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }) })).toBe(401);
    const revoked = await loginAs("supervisorA");
    expect((await api("POST", "/api/login/logout", { token: revoked, body: { Email: DEMO.supervisorA.email, DistId: await distId() } })).status).toBe(200);
    expect(await upgradeStatus({ access_token: revoked })).toBe(401);
    expect(await upgradeStatus({}, { authorization: `Bearer ${revoked}` })).toBe(401);
  });

  test("is refused with 403 for a user without a company", async () => {
    expect(await upgradeStatus({ access_token: t.dist })).toBe(403);
  });

  test("a connection token negotiated by another user → 403", async () => {
    const n = await negotiate(t.adminA);
    expect(await upgradeStatus({ id: n.json.connectionToken, access_token: t.supervisorA })).toBe(403);
  });

  test("the official client refuses to start with a revoked token (negotiated or not)", async () => {
    const revoked = await loginAs("supervisorA");
    expect((await api("POST", "/api/login/logout", { token: revoked, body: { Email: DEMO.supervisorA.email, DistId: await distId() } })).status).toBe(200);
    await expect(listen(revoked)).rejects.toThrow();
    await expect(listen(revoked, { skipNegotiation: true })).rejects.toThrow();
    await expect(listen("not-a-token", { skipNegotiation: true })).rejects.toThrow();
  });
});

// ───────────────────────── messages ─────────────────────────

describe("parameter changes reach the company's connections", () => {
  test("the supervisor hears each of the four messages, with the current values, when the administrator changes a parameter", async () => {
    await restoringA(async () => {
      const before = await parametersA();
      const hub = await listen(t.supervisorA);

      // Working mode (10): its new value.
      const mode = before.get(10) === "1" ? "0" : "1";
      await setParameter(10, mode);
      expect(await hub.waitFor("ChangeWorkingMode", (a) => a[0] === Number(mode))).toEqual([Number(mode)]);

      // Protein threshold (4): the three protein levels.
      const threshold = before.get(4) === "4.5" ? "5.5" : "4.5";
      await setParameter(4, threshold);
      const [levels] = await hub.waitFor("ChangeProteinThreshold", (a) => a[0]?.proteinThreshold === Number(threshold));
      expect(levels).toEqual({ proteinThreshold: Number(threshold), proteinAlert: expect.any(Number), proteinAction: expect.any(Number) });

      // ISO alert and action (11, 12), saved together: one message with both.
      await setIsoThresholds("2.5", "7.5");
      const [iso] = await hub.waitFor("ChangeProteinThreshold", (a) => a[0]?.proteinAlert === 2.5 && a[0]?.proteinAction === 7.5);
      expect(iso).toEqual({ proteinThreshold: Number(threshold), proteinAlert: 2.5, proteinAction: 7.5 });

      // Temperature unit (14): 0 °C or 1 °F.
      const unit = before.get(14) === "1" ? "0" : "1";
      await setParameter(14, unit);
      expect(await hub.waitFor("ChangeTemperatureUnit", (a) => a[0] === Number(unit))).toEqual([Number(unit)]);

      // Regional format (13): the format's date and time patterns.
      const formatId = await otherOption(13, before.get(13) ?? "");
      const formats = await api("GET", "/api/regionalformat/GetRegionalFormatsForLanguage", { token: t.adminA, query: { userLoggedId: SEED.user.adminA } });
      const format = (formats.json as { id: number; dateFormat: string; timeFormat: string }[]).find((f) => String(f.id) === formatId);
      expect(format).toBeDefined();
      await setParameter(13, formatId);
      const [dt] = await hub.waitFor("ChangeDateTimeFormat", (a) => a[0]?.dateFormat === format!.dateFormat && a[0]?.timeFormat === format!.timeFormat);
      expect(dt).toEqual({ dateFormat: format!.dateFormat, timeFormat: format!.timeFormat });

      // Every message came as a separate invocation and nothing else was sent.
      expect(new Set(hub.heard.map((h) => h.target))).toEqual(new Set(TARGETS));
      await hub.stop();
    });
  });

  test("skipNegotiation: true with the WebSockets transport connects and hears changes too", async () => {
    await restoringA(async () => {
      const before = await parametersA();
      const hub = await listen(t.supervisorA, { skipNegotiation: true });
      expect(hub.connection.state).toBe(HubConnectionState.Connected);
      const unit = before.get(14) === "1" ? "0" : "1";
      await setParameter(14, unit);
      expect(await hub.waitFor("ChangeTemperatureUnit")).toEqual([Number(unit)]);
      await hub.stop();
    });
  });

  test("skipNegotiation: false (default) uses the negotiated connection id", async () => {
    const hub = await listen(t.supervisorA);
    expect(hub.connection.state).toBe(HubConnectionState.Connected);
    expect(hub.connection.connectionId).toEqual(expect.any(String));
    expect(hub.connection.connectionId!.length).toBeGreaterThan(10);
    await hub.stop();
  });

  test("another company's users hear nothing of Hospital A's changes; Hospital A's do", async () => {
    await restoringA(async () => {
      const before = await parametersA();
      const clinic = await listen(t.adminC); // Clinic C, of the second distributor
      const hospitalB = await listen(t.adminB); // Hospital B, same distributor as A
      const supervisor = await listen(t.supervisorA);
      const admin = await listen(t.adminA); // the one who changes hears it too
      const mode = before.get(10) === "1" ? "0" : "1";
      await setParameter(10, mode);
      await setParameter(14, before.get(14) === "1" ? "0" : "1");
      await setParameter(13, await otherOption(13, before.get(13) ?? ""));
      // The last change reached Hospital A's connections: the others were delivered by then.
      await supervisor.waitFor("ChangeDateTimeFormat");
      await admin.waitFor("ChangeDateTimeFormat");
      await Bun.sleep(QUIET_MS);
      expect(clinic.heard).toEqual([]);
      expect(hospitalB.heard).toEqual([]);
      expect(supervisor.heard.map((h) => h.target)).toEqual(["ChangeWorkingMode", "ChangeTemperatureUnit", "ChangeDateTimeFormat"]);
      await Promise.all([clinic.stop(), hospitalB.stop(), supervisor.stop(), admin.stop()]);
    });
  });

  test("graphql-ws and the hub share the server's WebSocket handler: a parameterChanged subscription and a hub connection both hear the change", async () => {
    await restoringA(async () => {
      const before = await parametersA();
      const sub = subscribe(`subscription { parameterChanged { types settings { temperatureUnit } } }`, t.supervisorA);
      try {
        await withTimeout(sub.connected, EVENT_MS, "graphql-ws connection");
        const hub = await listen(t.supervisorA);
        const unit = before.get(14) === "1" ? "0" : "1";
        await setParameter(14, unit);
        expect(await hub.waitFor("ChangeTemperatureUnit")).toEqual([Number(unit)]);
        const e = await sub.next(EVENT_MS);
        expect(e.errors).toBeUndefined();
        expect(e.data).toEqual({ parameterChanged: { types: [14], settings: { temperatureUnit: Number(unit) } } });
      } finally {
        await sub.dispose();
      }
    });
  });

  test("ChangeDateTimeFormat carries the formats each user's screens follow: a user's own regional format wins over the company's", async () => {
    // The administrator (the only demo user of Hospital A with a language of their own, so the
    // preference can be put back exactly) chooses a format of their own; the supervisor has none.
    const viewer = gqlData(await gql(`{ viewer { language { id } ownRegionalFormatId regionalFormat { dateFormat timeFormat } } }`, {}, t.adminA)).viewer;
    expect(viewer.language?.id).toEqual(expect.any(Number));
    const all = gqlData(await gql(`{ regionalFormats { id dateFormat timeFormat } }`, {}, t.adminA)).regionalFormats as { id: number; dateFormat: string; timeFormat: string }[];
    const own = all.find((f) => f.dateFormat !== viewer.regionalFormat.dateFormat)!;
    const setOwn = (regionalFormatId: number | null) =>
      gql(`mutation($i: PreferencesInput!) { setMyPreferences(input: $i) { dateFormat } }`, { i: { languageId: viewer.language.id, regionalFormatId } }, t.adminA).then(gqlData);
    await restoringA(async () => {
      const before = await parametersA();
      await setOwn(own.id);
      try {
        const companyFormat = (await api("GET", "/api/regionalformat/GetByUser", { token: t.supervisorA, query: { userLoggedId: SEED.user.supervisorA } })).json;
        const admin = await listen(t.adminA);
        const supervisor = await listen(t.supervisorA);
        await setParameter(13, before.get(13)!); // saved again: published all the same
        expect(await admin.waitFor("ChangeDateTimeFormat")).toEqual([{ dateFormat: own.dateFormat, timeFormat: own.timeFormat }]);
        expect(await supervisor.waitFor("ChangeDateTimeFormat")).toEqual([{ dateFormat: companyFormat.dateFormat, timeFormat: companyFormat.timeFormat }]);
      } finally {
        await setOwn(viewer.ownRegionalFormatId ?? null);
      }
    });
  });

  test("Clinic C's own changes reach Clinic C (its regional format with its date and time patterns) and not Hospital A", async () => {
    const clinic = await listen(t.adminC);
    const supervisor = await listen(t.supervisorA);
    const res = await api("GET", "/api/appparameter", { token: t.adminC, query: { userLoggedId: SEED.user.adminC } });
    expect(res.status).toBe(200);
    const valueOf = (type: number) => (res.json as { appParameterType: number; value: string }[]).find((p) => p.appParameterType === type)?.value ?? "";
    const unit = valueOf(14) || "0";
    const format = valueOf(13);
    const otherUnit = unit === "1" ? "0" : "1";
    const otherFormat = await otherOption(13, format, t.adminC, SEED.user.adminC);
    const formats = await api("GET", "/api/regionalformat/GetRegionalFormatsForLanguage", { token: t.adminC, query: { userLoggedId: SEED.user.adminC } });
    const expected = (formats.json as { id: number; dateFormat: string; timeFormat: string }[]).find((f) => String(f.id) === otherFormat)!;
    try {
      await setParameter(14, otherUnit, t.adminC, SEED.user.adminC);
      expect(await clinic.waitFor("ChangeTemperatureUnit")).toEqual([Number(otherUnit)]);
      await setParameter(13, otherFormat, t.adminC, SEED.user.adminC);
      expect(await clinic.waitFor("ChangeDateTimeFormat")).toEqual([{ dateFormat: expected.dateFormat, timeFormat: expected.timeFormat }]);
      await Bun.sleep(QUIET_MS);
      expect(supervisor.heard).toEqual([]);
    } finally {
      await setParameter(14, unit, t.adminC, SEED.user.adminC);
      if (format) await setParameter(13, format, t.adminC, SEED.user.adminC);
    }
  });
});

// ───────────────────────── sessions ─────────────────────────

describe("the connection ends with its session", () => {
  test("logout (POST /api/login/logout) closes the hub connection with the error 'Session ended'", async () => {
    const token = await loginAs("supervisorA");
    const hub = await listen(token);
    expect((await api("POST", "/api/login/logout", { token, body: { Email: DEMO.supervisorA.email, DistId: await distId() } })).status).toBe(200);
    const error = await withTimeout(hub.closed, EVENT_MS, "close after logout");
    expect(String(error?.message)).toContain("Session ended");
    expect(hub.connection.state).toBe(HubConnectionState.Disconnected);
  });

  test("logout closes a raw socket with the close message {type:7, error:'Session ended'} then the socket", async () => {
    const token = await login(DEMO.supervisorA.email);
    const raw = await rawSocket({ access_token: token });
    raw.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await raw.next()).toEqual({});
    expect((await api("POST", "/api/login/logout", { token, body: { Email: DEMO.supervisorA.email, DistId: await distId() } })).status).toBe(200);
    expect(await raw.next((r) => r.type === 7)).toEqual({ type: 7, error: "Session ended" });
    const closed = await withTimeout(raw.closed, EVENT_MS, "socket close");
    expect(closed.code).toBe(4401);
  });
});

// ───────────────────────── the raw protocol ─────────────────────────

describe("the JSON hub protocol over a raw WebSocket (?access_token=, as browsers connect)", () => {
  test("handshake {} then invocations; pings answered by nothing; unknown methods get a completion with an error", async () => {
    await restoringA(async () => {
      const before = await parametersA();
      const n = await negotiate(t.supervisorA);
      const raw = await rawSocket({ id: n.json.connectionToken, access_token: t.supervisorA });
      // The handshake and two messages in one frame.
      raw.ws.send(`{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"invocationId":"1","target":"SetWorkingMode","arguments":[1]}${RS}`);
      expect(await raw.next()).toEqual({});
      expect(await raw.next((r) => r.type === 3)).toEqual({ type: 3, invocationId: "1", error: "Unknown hub method 'SetWorkingMode'." });
      // A fire-and-forget invocation is ignored; a message split over two frames is assembled.
      raw.ws.send(`{"type":1,"target":"Whatever","arguments":[]}${RS}{"type":1,"invocationId":"2",`);
      raw.ws.send(`"target":"Other","arguments":[]}${RS}`);
      expect(await raw.next((r) => r.type === 3)).toEqual({ type: 3, invocationId: "2", error: "Unknown hub method 'Other'." });
      await Bun.sleep(SETTLE_MS);
      const mode = before.get(10) === "1" ? "0" : "1";
      await setParameter(10, mode);
      expect(await raw.next((r) => r.type === 1)).toEqual({ type: 1, target: "ChangeWorkingMode", arguments: [Number(mode)] });
      // The client's close message ends the connection.
      raw.ws.send(`{"type":7}${RS}`);
      await withTimeout(raw.closed, EVENT_MS, "close after the client's close message");
      expect(raw.records.filter((r) => r.type === 3)).toHaveLength(2);
    });
  });

  test("the Authorization header works on the socket too (non-browser clients)", async () => {
    const ws = new WebSocket(WS_HUB, { headers: { authorization: `Bearer ${t.supervisorA}` } } as never);
    const reply = await withTimeout(
      new Promise<string>((resolve, reject) => {
        ws.onopen = () => ws.send(`{"protocol":"json","version":1}${RS}`);
        ws.onmessage = (m) => resolve(String(m.data));
        ws.onerror = () => reject(new Error("refused"));
      }),
      EVENT_MS,
      "handshake",
    );
    expect(reply).toBe(`{}${RS}`);
    ws.close();
  });

  test("an unsupported protocol or version gets an error handshake answer and the socket closes", async () => {
    for (const handshake of [`{"protocol":"messagepack","version":1}`, `{"protocol":"json","version":99}`]) {
      const raw = await rawSocket({ access_token: t.supervisorA });
      raw.ws.send(handshake + RS);
      const answer = await raw.next();
      expect(answer.error).toEqual(expect.any(String));
      await withTimeout(raw.closed, EVENT_MS, "close after a refused handshake");
      expect(raw.records).toHaveLength(1);
    }
  });

  test("an invalid message closes the connection with an error close message", async () => {
    const raw = await rawSocket({ access_token: t.supervisorA });
    raw.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await raw.next()).toEqual({});
    raw.ws.send(`not json${RS}`);
    const close = await raw.next((r) => r.type === 7);
    expect(close.error).toEqual(expect.any(String));
    await withTimeout(raw.closed, EVENT_MS, "close after an invalid message");
  });

  test("a frame over 64 KB closes the connection (1009)", async () => {
    const raw = await rawSocket({ access_token: t.supervisorA });
    raw.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await raw.next()).toEqual({});
    raw.ws.send(`{"type":1,"target":"x","arguments":["${"x".repeat(70_000)}"]}${RS}`);
    expect((await raw.next((r) => r.type === 7)).error).toContain("64 KB");
    expect((await withTimeout(raw.closed, EVENT_MS, "close after an oversize frame")).code).toBe(1009);
  });

  test("at most 20 connections per user: the 21st upgrade is refused with 429, and allowed again once one closes", async () => {
    const token = await login(DEMO.operatorA.email); // a user with no other hub connection
    const sockets = [];
    try {
      for (let i = 0; i < 20; i++) sockets.push(await rawSocket({ access_token: token }));
      expect(await upgradeStatus({ access_token: token })).toBe(429);
      expect((await negotiate(token)).status).toBe(429);
      // Another user is not affected.
      expect((await negotiate(t.supervisorA)).status).toBe(200);
      sockets.pop()!.ws.close();
      await Bun.sleep(200);
      sockets.push(await rawSocket({ access_token: token }));
    } finally {
      for (const s of sockets) s.ws.close();
      await api("POST", "/api/login/logout", { token, body: { Email: DEMO.operatorA.email, DistId: await distId() } });
    }
  });
});
