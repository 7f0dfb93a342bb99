// The SignalR JSON hub protocol, as far as the parameter hub (/hubs/parameter, hub.ts) speaks
// it: pure framing, parsing and message building, no I/O (tests/unit/hub-protocol.test.ts).
//
// Wire format (ASP.NET Core SignalR "JSON hub protocol", text transfer format):
//   - every message is a JSON object followed by the record separator 0x1E; one WebSocket
//     frame may hold several messages, and a message may in principle span frames;
//   - the connection starts with the client's handshake {"protocol":"json","version":1}, which
//     the server answers {} (accepted) or {"error":"..."} (refused, then closes);
//   - then typed messages: 1 invocation, 2 stream item, 3 completion, 4 stream invocation,
//     5 cancel invocation, 6 ping, 7 close (8 ack and 9 sequence belong to stateful reconnect,
//     which this hub does not offer, so a client never sends them).

export const RECORD_SEPARATOR = "\x1e";

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** Largest message (and largest frame) the hub accepts: 64 KB. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** The only protocol and version offered (stateful reconnect, version 2, is not). */
export const PROTOCOL = "json";
export const PROTOCOL_VERSION = 1;

// ───────────────────────── framing ─────────────────────────

/** A JSON value as one record: JSON + 0x1E. */
export function writeRecord(value: unknown): string {
  return JSON.stringify(value) + RECORD_SEPARATOR;
}

/**
 * Splits incoming text into complete records. `pending` is the unterminated tail of earlier
 * frames; the new tail is returned as `rest`. `overflow` when that tail (a message without
 * its separator) grows past `maxBytes`: the connection should be closed.
 */
export function splitRecords(pending: string, chunk: string, maxBytes = MAX_MESSAGE_BYTES): { records: string[]; rest: string; overflow: boolean } {
  const text = pending + chunk;
  const parts = text.split(RECORD_SEPARATOR);
  const rest = parts.pop()!;
  const records = parts.filter((p) => p.trim() !== "");
  return { records, rest, overflow: longerThan(rest, maxBytes) };
}

/** Whether `text` takes more than `maxBytes` bytes in UTF-8. */
export function longerThan(text: string, maxBytes: number): boolean {
  // A UTF-16 code unit takes 1 to 3 UTF-8 bytes: encode only when the bounds cannot tell.
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return new TextEncoder().encode(text).byteLength > maxBytes;
}

// ───────────────────────── handshake ─────────────────────────

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Checks a handshake request (one record's text, without the separator). */
export function parseHandshake(record: string): HandshakeResult {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: "The handshake request is not valid JSON." };
  }
  if (!isObject(value) || typeof value.protocol !== "string" || typeof value.version !== "number") {
    return { ok: false, error: "The handshake request must name a protocol and a version." };
  }
  if (value.protocol !== PROTOCOL) return { ok: false, error: `The protocol '${clip(value.protocol)}' is not supported.` };
  if (value.version !== PROTOCOL_VERSION) return { ok: false, error: `The server does not support version ${clip(String(value.version))} of the '${PROTOCOL}' protocol.` };
  return { ok: true };
}

export const handshakeResponse = (error?: string): string => writeRecord(error ? { error } : {});

// ───────────────────────── hub messages ─────────────────────────

export type HubMessage =
  | { type: 1; target: string; arguments: unknown[]; invocationId?: string; streamIds?: string[] }
  | { type: 2 | 3 | 5; invocationId?: string }
  | { type: 4; target: string; arguments: unknown[]; invocationId?: string }
  | { type: 6 }
  | { type: 7; error?: string; allowReconnect?: boolean }
  | { type: 8 | 9 };

export type ParseResult = { ok: true; message: HubMessage } | { ok: false; error: string };

/** Parses one record received after the handshake. */
export function parseMessage(record: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: "Invalid message: not JSON." };
  }
  if (!isObject(value) || typeof value.type !== "number" || !Number.isInteger(value.type)) return { ok: false, error: "Invalid message: no message type." };
  const type = value.type;
  if (type < 1 || type > 9) return { ok: false, error: `Invalid message: unknown message type ${type}.` };
  if ("invocationId" in value && value.invocationId !== undefined && value.invocationId !== null && typeof value.invocationId !== "string") {
    return { ok: false, error: "Invalid message: invocationId must be a string." };
  }
  const invocationId = typeof value.invocationId === "string" ? value.invocationId : undefined;
  if (type === MessageType.Invocation || type === MessageType.StreamInvocation) {
    if (typeof value.target !== "string") return { ok: false, error: "Invalid message: an invocation needs a target." };
    const args = value.arguments ?? [];
    if (!Array.isArray(args)) return { ok: false, error: "Invalid message: arguments must be an array." };
    return { ok: true, message: { type, target: value.target, arguments: args, ...(invocationId !== undefined ? { invocationId } : {}) } as HubMessage };
  }
  if (type === MessageType.Close) {
    return { ok: true, message: { type: 7, ...(typeof value.error === "string" ? { error: value.error } : {}) } };
  }
  if (type === MessageType.StreamItem || type === MessageType.Completion || type === MessageType.CancelInvocation) {
    return { ok: true, message: { type, ...(invocationId !== undefined ? { invocationId } : {}) } as HubMessage };
  }
  return { ok: true, message: { type } as HubMessage };
}

/** A server-to-client invocation without an invocation id (the client does not answer). */
export const invocation = (target: string, args: unknown[]): string => writeRecord({ type: MessageType.Invocation, target, arguments: args });
export const ping = (): string => writeRecord({ type: MessageType.Ping });
/** The close message; with `error` the client reports why (allowReconnect is never offered). */
/** `allowReconnect`: SignalR clients with automatic reconnect come back (server restart, database unavailable). */
export const closeMessage = (error?: string, allowReconnect = false): string => writeRecord({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect: true } : {}) });
export const completionError = (invocationId: string, error: string): string => writeRecord({ type: MessageType.Completion, invocationId, error });

/** What the hub does with a client message: reply with records, close (after them), or nothing. */
export interface Reaction {
  replies: string[];
  /** Close the connection; `error` goes into the close message (none: a normal close). */
  close?: { error?: string };
}

/**
 * The hub has no client-callable methods: an invocation that expects an answer gets a
 * completion with an error (like ASP.NET for a method that does not exist); a fire-and-forget
 * one is ignored; a ping only proves the client is alive; a close ends the connection.
 */
export function reactTo(message: HubMessage): Reaction {
  switch (message.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      return { replies: message.invocationId !== undefined ? [completionError(message.invocationId, `Unknown hub method '${clip(message.target)}'.`)] : [] };
    case MessageType.Close:
      return { replies: [], close: {} };
    default:
      return { replies: [] };
  }
}

// ───────────────────────── negotiate ─────────────────────────

export interface NegotiateResponse {
  negotiateVersion: 1;
  connectionId: string;
  connectionToken: string;
  availableTransports: { transport: "WebSockets"; transferFormats: ["Text"] }[];
}

/** Negotiate version 1: the client connects with ?id=<connectionToken>. WebSockets and text only. */
export function negotiateResponse(connectionId: string, connectionToken: string): NegotiateResponse {
  return { negotiateVersion: 1, connectionId, connectionToken, availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }] };
}

// ───────────────────────── the parameter hub's messages ─────────────────────────

/** App parameter types that the hub passes on (server/parameters/settings.ts PARAMETER). */
export const HUB_TYPES = {
  workingMode: [10],
  proteinThreshold: [4, 11, 12],
  temperatureUnit: [14],
  dateTimeFormat: [13],
} as const;

/** The company's current values behind the four messages. */
export interface HubValues {
  workingMode: number;
  proteinThreshold: number;
  proteinAlert: number;
  proteinAction: number;
  temperatureUnit: number;
  dateFormat: string;
  timeFormat: string;
}

export type HubMessageName = "ChangeWorkingMode" | "ChangeProteinThreshold" | "ChangeTemperatureUnit" | "ChangeDateTimeFormat";

/** Which messages a change of `types` calls for, in a fixed order. */
export function messagesFor(types: readonly number[]): HubMessageName[] {
  const has = (list: readonly number[]) => list.some((t) => types.includes(t));
  const out: HubMessageName[] = [];
  if (has(HUB_TYPES.workingMode)) out.push("ChangeWorkingMode");
  if (has(HUB_TYPES.proteinThreshold)) out.push("ChangeProteinThreshold");
  if (has(HUB_TYPES.temperatureUnit)) out.push("ChangeTemperatureUnit");
  if (has(HUB_TYPES.dateTimeFormat)) out.push("ChangeDateTimeFormat");
  return out;
}

/** The arguments of each message. */
export function argumentsOf(name: HubMessageName, v: HubValues): unknown[] {
  switch (name) {
    case "ChangeWorkingMode":
      return [v.workingMode];
    case "ChangeProteinThreshold":
      return [{ proteinThreshold: v.proteinThreshold, proteinAlert: v.proteinAlert, proteinAction: v.proteinAction }];
    case "ChangeTemperatureUnit":
      return [v.temperatureUnit];
    case "ChangeDateTimeFormat":
      return [{ dateFormat: v.dateFormat, timeFormat: v.timeFormat }];
  }
}

/** The records sent for a change of `types` (invocations without an id). */
export function parameterInvocations(types: readonly number[], v: HubValues): string[] {
  return messagesFor(types).map((name) => invocation(name, argumentsOf(name, v)));
}

// ───────────────────────── helpers ─────────────────────────

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** Caller-supplied text echoed in an error, bounded. */
function clip(s: string, max = 100): string {
  return s.length > max ? s.slice(0, max) + "…" : s;
}
