// The realtime parameter hub /hubs/parameter, compatible with SignalR clients (the legacy
// client and the official @microsoft/signalr package connect to it unchanged): negotiate,
// then the WebSocket transport with the JSON hub protocol (hubProtocol.ts). docs/realtime.md.
//
//   POST /hubs/parameter/negotiate?negotiateVersion=1   Authorization: Bearer <token>
//        → { negotiateVersion: 1, connectionId, connectionToken, availableTransports: [WebSockets/Text] }
//   GET  /hubs/parameter?id=<connectionToken>&access_token=<token>   (WebSocket upgrade; the token
//        may come as an Authorization header instead, which non-browser clients send)
//
// A connection belongs to a company user (principal.companyId): it hears the "parameter:company"
// events of that company only (on every instance, through Redis when configured) and receives,
// for the types that changed, ChangeWorkingMode, ChangeProteinThreshold, ChangeTemperatureUnit
// and ChangeDateTimeFormat with the company's current values, read when the event arrives.
// It never outlives its session: server/session/sockets.ts LiveSession closes it (close
// message {"type":7,"error":"Session ended"}) on logout, password change, deactivation or
// token expiry, and events are only delivered after the session is re-checked (RECHECK_MS).
//
// The connection token is not a credential: every socket authenticates with the session token.
// A token negotiated on this instance is single-use and must belong to the same user; one this
// instance does not know (negotiated on another instance, or long ago) is accepted, so the hub
// works behind a load balancer without sticky sessions.
import { currentRequest } from "../observability/request";
import type { Server, ServerWebSocket } from "bun";
import type { AppDeps, Caller } from "../context";
import { bearerToken, principalFromToken, type Principal } from "../auth/principal";
import { LiveSession } from "../session/sockets";
import { DomainError } from "../domain/errors";
import { json } from "../http/router";
import { regionalFormatFor } from "../reference/service";
import { companySettings } from "./settings";
import { log } from "../log";
import {
  MAX_MESSAGE_BYTES,
  closeMessage,
  handshakeResponse,
  longerThan,
  messagesFor,
  negotiateResponse,
  parameterInvocations,
  parseHandshake,
  parseMessage,
  ping,
  reactTo,
  splitRecords,
  type HubValues,
} from "./hubProtocol";

export const HUB_PATH = "/hubs/parameter";
const NEGOTIATE_PATH = `${HUB_PATH}/negotiate`;

/** Open (and upgrading) hub connections one user may hold on an instance. */
export const MAX_CONNECTIONS_PER_USER = 20;
/** The server pings this often; the client's default server timeout is 30 s. */
export const PING_INTERVAL_MS = 15_000;
/** A client that sends nothing (not even its 15 s ping) for this long is dropped (as ASP.NET does). */
export const CLIENT_TIMEOUT_MS = 30_000;
/** The handshake must arrive this soon after the socket opens. */
export const HANDSHAKE_TIMEOUT_MS = 15_000;
/** A negotiated connection token is honoured this long. */
const NEGOTIATED_TTL_MS = 60_000;
const MAX_NEGOTIATED = 10_000;

/** ws.data of a hub socket: app.ts dispatches on `hub`; graphql-ws sockets carry the Caller. */
export interface HubSocketData extends Omit<Caller, "principal"> {
  hub: "parameter";
  principal: Principal;
  token: string;
  connectionId: string;
}

export function isHubSocket(ws: ServerWebSocket<unknown>): ws is ServerWebSocket<HubSocketData> {
  return (ws.data as { hub?: unknown } | undefined)?.hub === "parameter";
}

type Socket = ServerWebSocket<HubSocketData>;

interface Connection {
  ws: Socket;
  live: LiveSession;
  handshaken: boolean;
  closing: boolean;
  pending: string;
  lastReceived: number;
  timer: ReturnType<typeof setInterval> | ReturnType<typeof setTimeout> | null;
  events: AsyncIterator<unknown> | null;
}

export function createParameterHub(deps: AppDeps) {
  const prisma = deps.db.prisma;
  /** Open and upgrading connections per user id (this instance). */
  const perUser = new Map<number, number>();
  /** Connection tokens handed out by negotiate on this instance. */
  const negotiated = new Map<string, { connectionId: string; userId: number; until: number }>();
  const connections = new Map<Socket, Connection>();

  const count = (userId: number) => perUser.get(userId) ?? 0;
  function release(userId: number) {
    const n = count(userId) - 1;
    if (n > 0) perUser.set(userId, n);
    else perUser.delete(userId);
  }

  /** The caller of a hub request, or the refusal: 401 without a valid session, 403 outside a company. */
  async function authenticate(token: string | null): Promise<Principal | Response> {
    if (!token) return json({ message: "Unauthorized" }, 401);
    let principal: Principal;
    try {
      principal = await principalFromToken(deps.db, token);
    } catch (e) {
      if (e instanceof DomainError) return json({ message: e.code === "TOKEN_EXPIRED" ? "TokenExpired" : "Unauthorized" }, 401);
      throw e;
    }
    if (principal.companyId === null) return json({ message: "The parameter hub is for company users." }, 403);
    return principal;
  }

  async function negotiate(request: Request, url: URL): Promise<Response> {
    if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
    const who = await authenticate(bearerToken(request.headers.get("authorization")) ?? url.searchParams.get("access_token"));
    if (who instanceof Response) return who;
    if (count(who.userId) >= MAX_CONNECTIONS_PER_USER) return tooMany();
    sweep();
    const connectionId = randomId();
    const connectionToken = randomId();
    negotiated.set(connectionToken, { connectionId, userId: who.userId, until: Date.now() + NEGOTIATED_TTL_MS });
    // negotiateVersion 0 (old clients): the id is the connectionId, and there is no token.
    if (Number(url.searchParams.get("negotiateVersion") ?? 0) >= 1) return json(negotiateResponse(connectionId, connectionToken));
    negotiated.set(connectionId, { connectionId, userId: who.userId, until: Date.now() + NEGOTIATED_TTL_MS });
    negotiated.delete(connectionToken);
    const { availableTransports } = negotiateResponse(connectionId, connectionToken);
    return json({ connectionId, availableTransports });
  }

  function sweep() {
    if (negotiated.size < 100) return;
    const now = Date.now();
    for (const [k, v] of negotiated) if (v.until < now) negotiated.delete(k);
    // Still full: a flood of negotiations. Forget the oldest (tokens are not credentials).
    for (const k of negotiated.keys()) {
      if (negotiated.size < MAX_NEGOTIATED) break;
      negotiated.delete(k);
    }
  }

  async function upgrade(request: Request, url: URL, server: Server<unknown>, caller: Omit<Caller, "principal">): Promise<Response | undefined> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return json({ message: "This hub offers the WebSockets transport only: negotiate, then connect with a WebSocket." }, 400);
    }
    const id = url.searchParams.get("id");
    if (id !== null && (id.length > 128 || !/^[A-Za-z0-9_-]+$/.test(id))) return json({ message: "Invalid connection id." }, 400);
    // Browsers cannot set headers on a WebSocket: the token comes as ?access_token=.
    const token = url.searchParams.get("access_token") || bearerToken(request.headers.get("authorization"));
    const who = await authenticate(token);
    if (who instanceof Response) return who;
    let connectionId = randomId();
    if (id !== null) {
      const known = negotiated.get(id);
      if (known && known.until >= Date.now()) {
        if (known.userId !== who.userId) return json({ message: "This connection was negotiated by another user." }, 403);
        connectionId = known.connectionId;
      }
      negotiated.delete(id);
    }
    if (count(who.userId) >= MAX_CONNECTIONS_PER_USER) return tooMany();
    perUser.set(who.userId, count(who.userId) + 1);
    const data: HubSocketData = { ...caller, hub: "parameter", principal: who, token: token!, connectionId };
    const requestId = currentRequest()?.id;
    if (server.upgrade(request, { data, headers: requestId ? { "x-request-id": requestId } : {} })) return undefined;
    release(who.userId);
    return json({ message: "WebSocket upgrade failed" }, 400);
  }

  /** Answers /hubs/parameter and /hubs/parameter/negotiate; null for other paths. */
  async function handle(request: Request, server: Server<unknown>, caller: Omit<Caller, "principal">): Promise<Response | undefined | null> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, "").toLowerCase();
    if (path === NEGOTIATE_PATH) return negotiate(request, url);
    if (path === HUB_PATH) return upgrade(request, url, server, caller);
    return null;
  }

  // ───────────────────────── the socket ─────────────────────────

  function send(c: Connection, record: string) {
    if (c.closing) return;
    try {
      c.ws.send(record);
    } catch (e) {
      log.debug("parameter hub send failed", { error: (e as Error).message });
    }
  }

  /** Sends the close message (with `error`; null: none at all), then closes the socket. */
  function closeWith(c: Connection, error: string | undefined | null, code = 1000, reason = "", allowReconnect = false) {
    if (c.closing) return;
    if (error !== null) send(c, closeMessage(error, allowReconnect));
    c.closing = true;
    c.live.forget();
    try {
      c.ws.close(code, reason);
    } catch (e) {
      log.debug("closing a parameter hub socket", { error: (e as Error).message });
    }
  }

  function open(ws: Socket) {
    const { principal, token } = ws.data;
    const c: Connection = { ws, live: null as unknown as LiveSession, handshaken: false, closing: false, pending: "", lastReceived: Date.now(), timer: null, events: null };
    // Logout, password change, deactivation (session:ended, on every instance) and expiry close it.
    // 1013: the session could not be re-checked (database unavailable): the client comes back.
    const ended = (code?: number, reason?: string) => (code === 1013 ? closeWith(c, "The server is briefly unavailable.", code, reason, true) : closeWith(c, "Session ended", code, reason));
    c.live = new LiveSession({ close: ended }, principal, token, deps.db);
    connections.set(ws, c);
    c.timer = setTimeout(() => {
      if (!c.handshaken) closeWith(c, "The handshake did not arrive in time.", 1002, "Handshake timeout");
    }, HANDSHAKE_TIMEOUT_MS);
  }

  function message(ws: Socket, data: string | Buffer) {
    const c = connections.get(ws);
    if (!c || c.closing) return;
    const tooLarge = typeof data === "string" ? longerThan(data, MAX_MESSAGE_BYTES) : data.byteLength > MAX_MESSAGE_BYTES;
    if (tooLarge) return closeWith(c, `Messages are limited to ${MAX_MESSAGE_BYTES / 1024} KB.`, 1009, "Message too large");
    c.lastReceived = Date.now();
    const text = typeof data === "string" ? data : new TextDecoder().decode(data);
    const { records, rest, overflow } = splitRecords(c.pending, text);
    c.pending = rest;
    if (overflow) return closeWith(c, `Messages are limited to ${MAX_MESSAGE_BYTES / 1024} KB.`, 1009, "Message too large");
    for (const record of records) {
      if (c.closing) return;
      if (!c.handshaken) {
        const h = parseHandshake(record);
        if (!h.ok) {
          // The error answer ends the connection: no close message after it (as ASP.NET).
          send(c, handshakeResponse(h.error));
          return closeWith(c, null, 1002, "Handshake refused");
        }
        start(c);
        send(c, handshakeResponse());
        continue;
      }
      const parsed = parseMessage(record);
      if (!parsed.ok) return closeWith(c, parsed.error, 1002, "Invalid message");
      const reaction = reactTo(parsed.message);
      for (const reply of reaction.replies) send(c, reply);
      if (reaction.close) return closeWith(c, reaction.close.error);
    }
  }

  /** After the handshake: listen for the company's parameter changes and keep the connection alive. */
  function start(c: Connection) {
    c.handshaken = true;
    if (c.timer) clearTimeout(c.timer);
    c.timer = setInterval(() => {
      if (Date.now() - c.lastReceived > CLIENT_TIMEOUT_MS) closeWith(c, "Server timeout elapsed without receiving a message from the client.", 1000, "Client timeout");
      else send(c, ping());
    }, PING_INTERVAL_MS);
    const { principal } = c.ws.data;
    const events = deps.pubsub.subscribe("parameter:company", principal.companyId!);
    c.events = events as AsyncIterator<unknown>;
    void (async () => {
      for await (const e of events) {
        if (c.closing) break;
        if (!messagesFor(e.types).length) continue;
        if (!(await c.live.valid())) break; // valid() closed the socket
        const values = await currentValues(principal, e.types);
        for (const record of parameterInvocations(e.types, values)) send(c, record);
      }
    })().catch((e) => {
      log.error("parameter hub listener stopped", { error: (e as Error).message });
      closeWith(c, "The server could not read the parameters.", 1011, "Server error");
    });
  }

  /**
   * The company's values behind the messages. The date and time formats (read only when asked
   * for) are the ones this user's screens follow, as GET /api/regionalformat/GetByUser and
   * GraphQL's settings.regionalFormat give them: the user's own format when they chose one,
   * else the company's regional-format parameter, else their language's (regionalFormatFor).
   */
  async function currentValues(p: Principal, types: readonly number[]): Promise<HubValues> {
    const s = await companySettings(prisma, p.companyId!);
    const format = messagesFor(types).includes("ChangeDateTimeFormat") ? await regionalFormatFor(prisma, p) : null;
    return {
      workingMode: s.workingMode,
      proteinThreshold: s.proteinThreshold,
      proteinAlert: s.proteinAlert,
      proteinAction: s.proteinAction,
      temperatureUnit: s.temperatureUnit,
      dateFormat: format?.dateFormat ?? "",
      timeFormat: format?.timeFormat ?? "",
    };
  }

  function close(ws: Socket) {
    release(ws.data.principal.userId); // counted at the upgrade, whether or not it opened
    const c = connections.get(ws);
    if (!c) return;
    connections.delete(ws);
    c.closing = true;
    if (c.timer) {
      clearTimeout(c.timer);
      clearInterval(c.timer);
    }
    c.live.forget();
    void c.events?.return?.();
  }

  /** Shutdown: closes this instance's hub connections. */
  function stop() {
    for (const c of [...connections.values()]) closeWith(c, "The server is shutting down.", 1001, "Server shutting down", true);
  }

  return {
    handle,
    websocket: { open, message, close },
    close: stop,
    /** Open hub connections on this instance (tests, health figures). */
    connectionCount: () => connections.size,
  };
}

function tooMany(): Response {
  return json({ message: `At most ${MAX_CONNECTIONS_PER_USER} parameter hub connections per user.` }, 429);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Buffer.from(bytes).toString("base64url");
}
