// One address policy for every outgoing destination (server/outgoing/addresses.ts, issue 33 L6):
// the HL7 MLLP destination took "127.1", "0", "2130706433", "0x7f000001" and "0177.0.0.1" at save
// time while the webhook URL refused them. Now every spelling of a loopback, unspecified,
// private, link-local or metadata address, and a name resolving to one, is refused by both, when
// saved (destinationProblem, urlProblem) and when connecting (sendMllp, postJson), unless
// private targets are allowed (WEBHOOK_ALLOW_PRIVATE=1, `allowPrivate`).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import net, { type AddressInfo } from "node:net";
import { canonicalHost, checkedAddresses, DestinationRefused } from "../../server/outgoing/addresses";
import { destinationProblem, MllpError, sendMllp } from "../../server/interop/mllp-send";
import { postJson, SendError, urlProblem } from "../../server/webhooks/send";
import { listenMllp, type MllpListener } from "../helpers/mllp-listener";
import { privatelyResolvedName } from "../helpers/private-name";

/** [spelling, the address it is] */
const FORMS: [string, string][] = [
  ["127.0.0.1", "127.0.0.1"],
  ["127.1", "127.0.0.1"],
  ["2130706433", "127.0.0.1"],
  ["0x7f000001", "127.0.0.1"],
  ["0x7f.1", "127.0.0.1"],
  ["0177.0.0.1", "127.0.0.1"],
  ["127.0.0.1.", "127.0.0.1"],
  ["0", "0.0.0.0"],
  ["0.0.0.0", "0.0.0.0"],
  ["::1", "::1"],
  ["[::1]", "::1"],
  ["0:0:0:0:0:0:0:1", "::1"],
  ["::ffff:127.0.0.1", "::ffff:7f00:1"],
  ["[::ffff:7f00:1]", "::ffff:7f00:1"],
  ["::", "::"],
  ["[::]", "::"],
  ["169.254.169.254", "169.254.169.254"],
  ["2852039166", "169.254.169.254"],
  ["0xa9fea9fe", "169.254.169.254"],
  ["0251.0376.0251.0376", "169.254.169.254"],
  ["169.254.0.1", "169.254.0.1"],
  ["fe80::1", "fe80::1"],
  ["012.0.0.1", "10.0.0.1"],
  ["3232235777", "192.168.1.1"],
  ["::ffff:10.1.2.3", "::ffff:a01:203"],
];
const NAMES = ["localhost", "LOCALHOST.", "api.localhost", "metadata.google.internal", "engine.local", "db.internal"];
const hostInUrl = (h: string) => (h.includes(":") && !h.startsWith("[") ? `[${h}]` : h);

describe("every spelling is read as the address it is", () => {
  test("decimal, hex, octal and short IPv4 forms, IPv6 forms with and without brackets", () => {
    for (const [form, address] of FORMS) expect({ form, canonical: canonicalHost(form) }).toEqual({ form, canonical: address });
  });

  test("anything else than a host name or an address is no host", () => {
    for (const h of ["", " ", "a b", "evil.example/x", "user@127.0.0.1", "127.0.0.1:80", "999.1.1.1", "0x100000000", "1.2.3.4.5", "-a.example", "http://engine.example"]) expect({ h, canonical: canonicalHost(h) }).toEqual({ h, canonical: null });
  });
});

describe("at save: the MLLP destination and the webhook URL refuse the same", () => {
  test("every spelling of a non-public address, and local or metadata names", () => {
    for (const host of [...FORMS.map(([form]) => form), ...NAMES]) {
      expect({ host, mllp: destinationProblem(host, 2575, false) }).toEqual({ host, mllp: expect.stringMatching(/^The host is an? .*\(set WEBHOOK_ALLOW_PRIVATE=1 to allow\)\.$/) });
      expect({ host, webhook: urlProblem(`http://${hostInUrl(host)}:8080/hook`, false) }).toEqual({ host, webhook: expect.stringMatching(/^points to an? .*WEBHOOK_ALLOW_PRIVATE/) });
    }
  });

  test("WEBHOOK_ALLOW_PRIVATE=1 lets them through; public hosts pass either way", () => {
    for (const host of [...FORMS.map(([form]) => form), ...NAMES]) {
      expect({ host, mllp: destinationProblem(host, 2575, true) }).toEqual({ host, mllp: null });
      expect({ host, webhook: urlProblem(`http://${hostInUrl(host)}:8080/hook`, true) }).toEqual({ host, webhook: null });
    }
    for (const host of ["engine.hospital.example", "8.8.8.8", "134744072", "2606:4700:4700::1111"]) {
      expect(destinationProblem(host, 2575, false)).toBeNull();
      expect(urlProblem(`https://${hostInUrl(host)}/hook`, false)).toBeNull();
    }
  });
});

describe("at connect: refused before any connection, names by what they resolve to", () => {
  let engine: net.Server;
  let connections = 0;
  let receiver: ReturnType<typeof Bun.serve>;
  let hits = 0;
  let listener: MllpListener;
  beforeAll(async () => {
    engine = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((ok) => engine.listen(0, "127.0.0.1", ok));
    receiver = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => (hits++, new Response("ok")) });
    listener = await listenMllp(["AA"]);
  });
  afterAll(async () => {
    engine.close();
    receiver.stop(true);
    await listener.close();
  });
  const enginePort = () => (engine.address() as AddressInfo).port;

  /** A connection of our own, counted once it arrives: everything before it would have been counted first. */
  async function connectionsBeforeOurs(): Promise<number> {
    const before = connections;
    const s = net.connect(enginePort(), "127.0.0.1");
    while (connections === before) await new Promise((r) => setImmediate(r));
    s.destroy();
    return connections - 1;
  }

  test("the policy's own check: every spelling and a name resolving to a private address", async () => {
    for (const [form] of FORMS) await expect(checkedAddresses(form, false)).rejects.toThrow(/^refused: /);
    const name = await privatelyResolvedName();
    const err = await checkedAddresses(name, false).catch((e) => e);
    expect(err).toBeInstanceOf(DestinationRefused);
    expect(err.message).toMatch(/^refused: .* resolves to .*, an? .* address \(set WEBHOOK_ALLOW_PRIVATE=1 to allow\)$/);
    expect((await checkedAddresses("127.1", true))[0]!.address).toBe("127.0.0.1");
  });

  test("MLLP: no connection is made to any spelling of loopback, nor to a name that resolves to it", async () => {
    const before = await connectionsBeforeOurs();
    for (const host of ["127.1", "2130706433", "0x7f000001", "0177.0.0.1", "127.0.0.1", "::ffff:127.0.0.1", "localhost", await privatelyResolvedName()]) {
      const err = await sendMllp({ host, port: enginePort() }, "MSH|^~\\&|X\r", "Q1", { timeoutMs: 2000, allowPrivate: false }).catch((e) => e);
      expect({ host, refused: err instanceof MllpError && /^refused: /.test(err.message) }).toEqual({ host, refused: true });
    }
    expect(await connectionsBeforeOurs()).toBe(before + 1); // the one of the previous count, nothing else
  });

  test("webhooks: no request reaches any spelling of loopback, nor a name that resolves to it", async () => {
    const port = receiver.port;
    for (const host of ["127.1", "2130706433", "0x7f000001", "0177.0.0.1", "[::ffff:127.0.0.1]", "localhost", await privatelyResolvedName()]) {
      const err = await postJson(`http://${host}:${port}/hook`, "{}", {}, { timeoutMs: 2000, allowPrivate: false }).catch((e) => e);
      expect({ host, refused: err instanceof SendError && /^refused: /.test(err.message) }).toEqual({ host, refused: true });
    }
    expect(await postJson(`http://127.0.0.1:${port}/hook`, "{}", {}, { timeoutMs: 2000, allowPrivate: true })).toEqual({ status: 200, body: "ok" });
    expect(hits).toBe(1); // only the allowed one
  });

  test("with WEBHOOK_ALLOW_PRIVATE=1 a short form connects to the address it spells", async () => {
    const msh = "MSH|^~\\&|SQC|H|E|H|20261122090000||SCN^S37^SCN_S37|QSHORT1|P|2.6\r";
    const ack = await sendMllp({ host: "127.1", port: listener.port }, msh, "QSHORT1", { timeoutMs: 5000, allowPrivate: true });
    expect(ack.code).toBe("AA");
    expect(listener.received.length).toBe(1);
  });
});
