// MLLP (server/interop/hl7/mllp.ts, server/interop/mllp-send.ts): framing, reading ACKs, the
// destination's address rules (the webhooks' SSRF guard), and real exchanges with an MLLP
// listener on loopback (node-hl7-server) that parses what it receives and answers AA or AE.
import { afterAll, describe, expect, test } from "bun:test";
import net from "node:net";
import { Hl7Message } from "@medplum/core";
import { listenMllp as listen, type MllpListener } from "../helpers/mllp-listener";
import { frame, parseAck, unframe } from "../../server/interop/hl7/mllp";
import { destinationProblem, MllpError, sendMllp } from "../../server/interop/mllp-send";
import { buildResultsMessage, type Hl7Reading } from "../../server/interop/hl7/message";

const reading: Hl7Reading = {
  kind: "BI", id: 1, readNumber: 10, state: "PROVISIONAL", disinfection: false, sector: { id: 1, name: "Central" }, result: 1, visualResult: null,
  startedAt: new Date("2026-11-22T09:00:00Z"), resultAt: new Date("2026-11-22T09:20:00Z"), testedAt: null, machine: { kind: "sterilizer", id: 1, name: "Autoclave", serial: "AC-1", brand: "X" },
  incubator: { serialNumber: "IC-1", name: "IC" }, program: null, programNumber: null, cycle: "77", loadNumber: null, process: null, lot: "LOT|1", expirationDate: null, product: null,
  operator: null, fluorescence: null, averageTemperature: null, quantitativeResult: null, density: null, temperature: null, exposureMinutes: null, washingMinutes: null, notes: null,
};
const message = (controlId: string) => buildResultsMessage({ distributor: { id: 1, name: "Dist" }, company: { id: 1, name: "Hospital A" }, controlId, now: new Date() }, [reading]);

const open: MllpListener[] = [];
afterAll(async () => {
  for (const l of open) await l.close();
});

describe("framing and ACKs", () => {
  test("a block is VT + message + FS CR; blocks are taken off a stream as they complete", () => {
    expect(frame("MSH|x\r")).toBe("\x0bMSH|x\r\x1c\r");
    const stream = frame("A\r") + frame("B\r") + "\x0bC";
    expect(unframe(stream)).toEqual({ messages: ["A\r", "B\r"], rest: "\x0bC" });
    expect(unframe("noise\x0bD\r\x1c\r")).toEqual({ messages: ["D\r"], rest: "" });
  });

  test("an ACK's MSA-1, MSA-2 and its reason (MSA-3 or ERR-8) are read; other messages are not ACKs", () => {
    expect(parseAck("MSH|^~\\&|E|H|||20261122||ACK^S37^ACK|9|P|2.6\rMSA|AA|Q1\r")).toEqual({ code: "AA", controlId: "Q1", text: "" });
    expect(parseAck("MSH|^~\\&|E|H|||20261122||ACK|9|P|2.6\rMSA|AE|Q1|Bad lot\r")?.text).toBe("Bad lot");
    expect(parseAck("MSH|^~\\&|E|H|||20261122||ACK|9|P|2.6\rMSA|AR|Q1\rERR||||E||||Unknown device\r")).toEqual({ code: "AR", controlId: "Q1", text: "Unknown device" });
    expect(parseAck("MSH|^~\\&|E|H|||20261122||ADT^A01|9|P|2.6\rPID|1\r")).toBeNull();
    expect(parseAck("garbage")).toBeNull();
  });
});

describe("the destination's address rules (the webhooks' guard)", () => {
  test("without WEBHOOK_ALLOW_PRIVATE, local, private and metadata hosts are refused", () => {
    for (const host of ["127.0.0.1", "10.1.2.3", "192.168.1.20", "172.16.0.5", "169.254.169.254", "::1", "[::ffff:127.0.0.1]", "localhost", "metadata.google.internal", "engine.local", "0.0.0.0"]) {
      expect(destinationProblem(host, 2575, false)).toMatch(/WEBHOOK_ALLOW_PRIVATE/);
    }
    expect(destinationProblem("engine.hospital.example", 2575, false)).toBeNull();
    expect(destinationProblem("8.8.8.8", 2575, false)).toBeNull();
  });

  test("with it, they are allowed; the host and port must still be well formed", () => {
    expect(destinationProblem("127.0.0.1", 2575, true)).toBeNull();
    expect(destinationProblem("", 2575, true)).toMatch(/required/);
    expect(destinationProblem("http://engine.example/x", 2575, true)).toMatch(/host name or an IP address/);
    expect(destinationProblem("engine.example", 0, true)).toMatch(/port/);
    expect(destinationProblem("engine.example", 70000, true)).toMatch(/port/);
  });

  test("a refused address is never connected to", async () => {
    const l = await listen(["AA"]);
    open.push(l);
    const sent = sendMllp({ host: "127.0.0.1", port: l.port }, message("QREFUSED"), "QREFUSED", { timeoutMs: 2000, allowPrivate: false });
    await expect(sent).rejects.toThrow(/refused/);
    await Bun.sleep(50);
    expect(l.received).toEqual([]);
  });
});

describe("exchanges with a real MLLP listener", () => {
  test("AA: the listener parses the message (same control id, version, segments) and the sender reads its ACK", async () => {
    const l = await listen(["AA"]);
    open.push(l);
    const text = message("QBI1D1");
    const ack = await sendMllp({ host: "127.0.0.1", port: l.port }, text, "QBI1D1", { timeoutMs: 5000, allowPrivate: true });
    expect(ack.code).toBe("AA");
    expect(ack.controlId).toBe("QBI1D1");
    expect(l.received.length).toBe(1);
    const got = Hl7Message.parse(l.received[0]!);
    expect(got.header.getField(10).toString()).toBe("QBI1D1");
    expect(got.header.getField(12).toString()).toBe("2.6");
    expect(got.getSegment("SDD")!.getComponent(1, 1)).toBe("77");
    expect(got.getAllSegments("OBX").find((o) => o.getComponent(3, 1) === "LOT")!.getField(5).toString()).toBe("LOT\\F\\1");
  });

  test("AE: the ACK is returned with its code (the queue retries it)", async () => {
    const l = await listen(["AE"]);
    open.push(l);
    const ack = await sendMllp({ host: "127.0.0.1", port: l.port }, message("QBI2D1"), "QBI2D1", { timeoutMs: 5000, allowPrivate: true });
    expect(ack.code).toBe("AE");
  });

  test("no answer within the time limit, a closed port, an ACK of another message: MllpError", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((ok) => silent.listen(0, "127.0.0.1", () => ok()));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    await expect(sendMllp({ host: "127.0.0.1", port }, message("QT"), "QT", { timeoutMs: 300, allowPrivate: true })).rejects.toThrow(/no acknowledgment within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
    silent.close();

    const closed = await new Promise<number>((ok) => {
      const s = net.createServer();
      s.listen(0, "127.0.0.1", () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => ok(p));
      });
    });
    await expect(sendMllp({ host: "127.0.0.1", port: closed }, message("QC"), "QC", { timeoutMs: 2000, allowPrivate: true })).rejects.toBeInstanceOf(MllpError);

    const wrong = net.createServer((socket) => socket.on("data", () => socket.write(frame("MSH|^~\\&|E|H|||20261122||ACK|1|P|2.6\rMSA|AA|SOMETHING-ELSE\r"))));
    await new Promise<void>((ok) => wrong.listen(0, "127.0.0.1", () => ok()));
    await expect(sendMllp({ host: "127.0.0.1", port: (wrong.address() as net.AddressInfo).port }, message("QW"), "QW", { timeoutMs: 2000, allowPrivate: true })).rejects.toThrow(/another message/);
    wrong.close();
  });
});
