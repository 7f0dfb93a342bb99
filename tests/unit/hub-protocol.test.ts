// The SignalR JSON hub protocol of the parameter hub (server/parameters/hubProtocol.ts):
// framing with the record separator, the handshake, message parsing, the hub's reactions
// to client messages, negotiate, and which parameter types produce which messages.
import { describe, expect, test } from "bun:test";
import {
  MAX_MESSAGE_BYTES,
  MessageType,
  RECORD_SEPARATOR as RS,
  argumentsOf,
  closeMessage,
  completionError,
  handshakeResponse,
  invocation,
  longerThan,
  messagesFor,
  negotiateResponse,
  parameterInvocations,
  parseHandshake,
  parseMessage,
  ping,
  reactTo,
  splitRecords,
  writeRecord,
  type HubValues,
} from "../../server/parameters/hubProtocol";

const VALUES: HubValues = { workingMode: 1, proteinThreshold: 3, proteinAlert: 2.5, proteinAction: 6.4, temperatureUnit: 1, dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm:ss" };
const records = (text: string) => text.split(RS).slice(0, -1).map((r) => JSON.parse(r));

describe("framing", () => {
  test("a record is JSON followed by 0x1E", () => {
    expect(writeRecord({ type: 6 })).toBe(`{"type":6}\x1e`);
    expect(ping()).toBe(`{"type":6}${RS}`);
  });

  test("one frame may carry several records; an unterminated tail waits for the next frame", () => {
    const a = splitRecords("", `{"type":6}${RS}{"type":1,"target":"x","arguments":[]}${RS}{"type":`);
    expect(a.records).toEqual([`{"type":6}`, `{"type":1,"target":"x","arguments":[]}`]);
    expect(a.rest).toBe(`{"type":`);
    expect(a.overflow).toBe(false);
    const b = splitRecords(a.rest, `7}${RS}`);
    expect(b.records).toEqual([`{"type":7}`]);
    expect(b.rest).toBe("");
  });

  test("empty records are skipped", () => {
    expect(splitRecords("", `${RS}${RS}{"type":6}${RS}`).records).toEqual([`{"type":6}`]);
  });

  test("an unterminated message larger than the limit overflows", () => {
    expect(splitRecords("", "x".repeat(MAX_MESSAGE_BYTES + 1)).overflow).toBe(true);
    expect(splitRecords("", "x".repeat(MAX_MESSAGE_BYTES)).overflow).toBe(false);
    expect(splitRecords("", "x".repeat(MAX_MESSAGE_BYTES + 10) + RS).overflow).toBe(false); // complete: the frame check applies
  });

  test("sizes are counted in UTF-8 bytes", () => {
    expect(longerThan("é".repeat(40_000), MAX_MESSAGE_BYTES)).toBe(true); // 80 000 bytes
    expect(longerThan("é".repeat(30_000), MAX_MESSAGE_BYTES)).toBe(false); // 60 000 bytes
    expect(longerThan("abc", 2)).toBe(true);
    expect(longerThan("abc", 3)).toBe(false);
  });
});

describe("handshake", () => {
  test('{"protocol":"json","version":1} is accepted and answered {}', () => {
    expect(parseHandshake(`{"protocol":"json","version":1}`)).toEqual({ ok: true });
    expect(handshakeResponse()).toBe(`{}${RS}`);
  });

  test("another protocol or version, or a malformed request, is refused with an error answer", () => {
    for (const bad of [`{"protocol":"messagepack","version":1}`, `{"protocol":"json","version":2}`, `{"protocol":"json"}`, `not json`, `[]`, `null`]) {
      const r = parseHandshake(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
    }
    const r = parseHandshake(`{"protocol":"messagepack","version":1}`);
    expect(r).toEqual({ ok: false, error: "The protocol 'messagepack' is not supported." });
    expect(handshakeResponse("nope")).toBe(`{"error":"nope"}${RS}`);
  });

  test("an echoed protocol name is bounded", () => {
    const r = parseHandshake(JSON.stringify({ protocol: "p".repeat(10_000), version: 1 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeLessThan(200);
  });
});

describe("messages", () => {
  test("invocations, pings and closes parse", () => {
    expect(parseMessage(`{"type":1,"target":"Echo","arguments":["a"],"invocationId":"7"}`)).toEqual({ ok: true, message: { type: 1, target: "Echo", arguments: ["a"], invocationId: "7" } });
    expect(parseMessage(`{"type":1,"target":"Fire","arguments":[]}`)).toEqual({ ok: true, message: { type: 1, target: "Fire", arguments: [] } });
    expect(parseMessage(`{"type":6}`)).toEqual({ ok: true, message: { type: 6 } });
    expect(parseMessage(`{"type":7,"error":"bye"}`)).toEqual({ ok: true, message: { type: 7, error: "bye" } });
    expect(parseMessage(`{"type":5,"invocationId":"3"}`)).toEqual({ ok: true, message: { type: 5, invocationId: "3" } });
  });

  test("malformed messages are errors", () => {
    for (const bad of [`{`, `[]`, `{"type":"1"}`, `{"type":0}`, `{"type":10}`, `{"type":1.5}`, `{"type":1,"arguments":[]}`, `{"type":1,"target":"x","arguments":{}}`, `{"type":1,"target":"x","invocationId":5}`]) {
      expect(parseMessage(bad).ok).toBe(false);
    }
  });

  test("server messages: invocation without id, completion with error, close with and without error", () => {
    expect(records(invocation("ChangeWorkingMode", [1]))).toEqual([{ type: MessageType.Invocation, target: "ChangeWorkingMode", arguments: [1] }]);
    expect(records(completionError("4", "boom"))).toEqual([{ type: 3, invocationId: "4", error: "boom" }]);
    expect(records(closeMessage("Session ended"))).toEqual([{ type: 7, error: "Session ended" }]);
    expect(records(closeMessage())).toEqual([{ type: 7 }]);
  });
});

describe("reactions to client messages", () => {
  test("an invocation of an unknown method that expects an answer gets a completion with an error", () => {
    const r = reactTo({ type: 1, target: "DoSomething", arguments: [], invocationId: "12" });
    expect(r.close).toBeUndefined();
    expect(r.replies.map(records).flat()).toEqual([{ type: 3, invocationId: "12", error: "Unknown hub method 'DoSomething'." }]);
    const s = reactTo({ type: 4, target: "Stream", arguments: [], invocationId: "13" });
    expect(s.replies.map(records).flat()).toEqual([{ type: 3, invocationId: "13", error: "Unknown hub method 'Stream'." }]);
  });

  test("a fire-and-forget invocation, a ping, a cancel are ignored; a close closes", () => {
    expect(reactTo({ type: 1, target: "Fire", arguments: [] })).toEqual({ replies: [] });
    expect(reactTo({ type: 6 })).toEqual({ replies: [] });
    expect(reactTo({ type: 5, invocationId: "1" })).toEqual({ replies: [] });
    expect(reactTo({ type: 7 })).toEqual({ replies: [], close: {} });
  });
});

describe("negotiate", () => {
  test("version 1, WebSockets with text only", () => {
    expect(negotiateResponse("cid", "ctok")).toEqual({ negotiateVersion: 1, connectionId: "cid", connectionToken: "ctok", availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }] });
  });
});

describe("parameter messages", () => {
  test("each parameter type maps to its message; others to none", () => {
    expect(messagesFor([10])).toEqual(["ChangeWorkingMode"]);
    expect(messagesFor([4])).toEqual(["ChangeProteinThreshold"]);
    expect(messagesFor([11, 12])).toEqual(["ChangeProteinThreshold"]);
    expect(messagesFor([14])).toEqual(["ChangeTemperatureUnit"]);
    expect(messagesFor([13])).toEqual(["ChangeDateTimeFormat"]);
    expect(messagesFor([0, 1, 2, 18])).toEqual([]);
    expect(messagesFor([])).toEqual([]);
  });

  test("a reset of all parameters sends all four, in a fixed order", () => {
    expect(messagesFor([0, 1, 2, 4, 10, 11, 12, 13, 14, 18])).toEqual(["ChangeWorkingMode", "ChangeProteinThreshold", "ChangeTemperatureUnit", "ChangeDateTimeFormat"]);
  });

  test("the arguments of each message", () => {
    expect(argumentsOf("ChangeWorkingMode", VALUES)).toEqual([1]);
    expect(argumentsOf("ChangeProteinThreshold", VALUES)).toEqual([{ proteinThreshold: 3, proteinAlert: 2.5, proteinAction: 6.4 }]);
    expect(argumentsOf("ChangeTemperatureUnit", VALUES)).toEqual([1]);
    expect(argumentsOf("ChangeDateTimeFormat", VALUES)).toEqual([{ dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm:ss" }]);
  });

  test("the records sent for a change", () => {
    const out = parameterInvocations([14, 10], VALUES).map(records).flat();
    expect(out).toEqual([
      { type: 1, target: "ChangeWorkingMode", arguments: [1] },
      { type: 1, target: "ChangeTemperatureUnit", arguments: [1] },
    ]);
  });
});
