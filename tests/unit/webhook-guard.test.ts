// Outgoing webhook requests (server/webhooks): the SSRF address classifier, URL checks,
// the signature, and postJson's refusals, time limit and no-redirect rule against a local
// receiver.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { forbiddenAddressReason, forbiddenHostReason } from "../../server/outgoing/addresses";
import { postJson, SendError, signedHeaders, urlProblem } from "../../server/webhooks/send";
import { sign, verify } from "../../server/webhooks/sign";
import { privatelyResolvedName } from "../helpers/private-name";

describe("address classifier", () => {
  test("public addresses pass", () => {
    for (const ip of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "192.169.0.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8"]) expect(forbiddenAddressReason(ip)).toBeNull();
  });

  test("loopback, private, link-local, CGNAT, metadata, unique-local and the like are refused", () => {
    const cases: [string, RegExp][] = [
      ["127.0.0.1", /loopback/],
      ["127.255.255.254", /loopback/],
      ["10.0.0.1", /private/],
      ["172.16.0.1", /private/],
      ["172.31.255.255", /private/],
      ["192.168.1.10", /private/],
      ["169.254.169.254", /metadata/],
      ["169.254.0.1", /link-local/],
      ["100.64.0.1", /carrier-grade NAT/],
      ["100.127.255.255", /carrier-grade NAT/],
      ["0.0.0.0", /unspecified/],
      ["224.0.0.1", /multicast/],
      ["255.255.255.255", /reserved|broadcast/],
      ["198.18.0.1", /benchmarking/],
      ["::1", /loopback/],
      ["::", /unspecified/],
      ["fc00::1", /unique-local/],
      ["fd00:ec2::254", /unique-local/], // AWS IPv6 metadata
      ["fe80::1%eth0", /link-local/],
      ["ff02::1", /multicast/],
      ["::ffff:127.0.0.1", /loopback/], // IPv4-mapped
      ["::ffff:7f00:1", /loopback/],
      ["::ffff:10.1.2.3", /private/],
      ["64:ff9b::a9fe:a9fe", /metadata/], // NAT64 of 169.254.169.254
      ["2002:c0a8:0101::1", /private/], // 6to4 of 192.168.1.1
      ["[::1]", /loopback/],
    ];
    for (const [ip, why] of cases) expect(forbiddenAddressReason(ip) ?? "").toMatch(why);
  });

  test("local and metadata host names are refused before any lookup", () => {
    for (const h of ["localhost", "LOCALHOST.", "api.localhost", "metadata.google.internal", "metadata", "printer.local", "db.internal"]) expect(forbiddenHostReason(h)).not.toBeNull();
    expect(forbiddenHostReason("hooks.example.com")).toBeNull();
  });
});

describe("URL checks", () => {
  test("http(s) with a host, no credentials", () => {
    expect(urlProblem("https://hooks.example.com/x?y=1", false)).toBeNull();
    expect(urlProblem("http://hooks.example.com:8080/x", false)).toBeNull();
    expect(urlProblem("ftp://hooks.example.com/x", false)).toMatch(/https:\/\/ or http:\/\//);
    expect(urlProblem("javascript:alert(1)", false)).toMatch(/https:\/\/ or http:\/\//);
    expect(urlProblem("hooks.example.com/x", false)).toMatch(/not a valid URL/);
    expect(urlProblem("https://u:p@hooks.example.com/", false)).toMatch(/user name or password/);
    expect(urlProblem(`https://hooks.example.com/${"a".repeat(2001)}`, false)).toMatch(/longer than 2000/);
  });

  test("literal private addresses and local names are refused unless private targets are allowed", () => {
    for (const u of ["http://127.0.0.1:8080/", "http://[::1]/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.5/", "http://localhost:3000/", "http://0x7f.1/", "http://2130706433/"]) {
      expect(urlProblem(u, false)).not.toBeNull();
      expect(urlProblem(u, true)).toBeNull();
    }
  });
});

describe("signature", () => {
  test("sha256=<hex HMAC-SHA256 of '<timestamp>.<body>'>, verified with a tolerance", () => {
    const body = JSON.stringify({ event: "reading.result", n: 1 });
    const s = sign("secret-1", "1700000000", body);
    expect(s).toBe("sha256=" + createHmac("sha256", "secret-1").update(`1700000000.${body}`).digest("hex"));
    const at = 1_700_000_000_000;
    expect(verify("secret-1", { timestamp: "1700000000", signature: s }, body, 300, at)).toBe(true);
    expect(verify("secret-2", { timestamp: "1700000000", signature: s }, body, 300, at)).toBe(false);
    expect(verify("secret-1", { timestamp: "1700000000", signature: s }, body + " ", 300, at)).toBe(false);
    expect(verify("secret-1", { timestamp: "1700000000", signature: s }, body, 300, at + 301_000)).toBe(false); // replayed too late
    expect(verify("secret-1", { timestamp: null, signature: s }, body)).toBe(false);
  });

  test("the headers of a request", () => {
    const h = signedHeaders("k", "reading.positive", "42", "{}", 1_700_000_000_500);
    expect(h).toMatchObject({ "Content-Type": "application/json", "X-SterileQC-Event": "reading.positive", "X-SterileQC-Delivery": "42", "X-SterileQC-Timestamp": "1700000000" });
    expect(h["X-SterileQC-Signature"]).toBe(sign("k", "1700000000", "{}"));
  });
});

describe("postJson", () => {
  let server: ReturnType<typeof Bun.serve>;
  const hits: { path: string; headers: Headers; body: string }[] = [];
  beforeAll(() => {
    server = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      async fetch(req) {
        const path = new URL(req.url).pathname;
        hits.push({ path, headers: req.headers, body: await req.text() });
        if (path === "/redirect") return new Response(null, { status: 302, headers: { location: `http://127.0.0.1:${server.port}/target` } });
        if (path === "/slow") return new Promise((r) => setTimeout(() => r(new Response("late")), 2_000));
        if (path === "/big") return new Response("x".repeat(100_000));
        return new Response(`got ${path}`, { status: path === "/fail" ? 500 : 200 });
      },
    });
  });
  afterAll(() => server.stop(true));
  const url = (p: string) => `http://127.0.0.1:${server.port}${p}`;
  const allowed = { timeoutMs: 1_000, allowPrivate: true };

  test("with private targets allowed: the body and headers arrive; any status is an answer", async () => {
    const ok = await postJson(url("/ok"), '{"a":1}', { "Content-Type": "application/json", "X-Test": "1" }, allowed);
    expect(ok).toEqual({ status: 200, body: "got /ok" });
    const last = hits.at(-1)!;
    expect(last.body).toBe('{"a":1}');
    expect(last.headers.get("x-test")).toBe("1");
    expect(last.headers.get("content-length")).toBe("7");
    expect(await postJson(url("/fail"), "{}", {}, allowed)).toEqual({ status: 500, body: "got /fail" });
  });

  test("redirects are not followed", async () => {
    const before = hits.length;
    const res = await postJson(url("/redirect"), "{}", {}, allowed);
    expect(res.status).toBe(302);
    expect(hits.length).toBe(before + 1);
    expect(hits.some((h) => h.path === "/target")).toBe(false);
  });

  test("an endpoint slower than the time limit is a SendError", async () => {
    const started = Date.now();
    const err = await postJson(url("/slow"), "{}", {}, { timeoutMs: 300, allowPrivate: true }).catch((e) => e);
    expect(err).toBeInstanceOf(SendError);
    expect(err.message).toMatch(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("a long answer is cut", async () => {
    const res = await postJson(url("/big"), "{}", {}, allowed);
    expect(res.body.length).toBe(4000);
  });

  test("without the operator's permission, loopback is refused before connecting, by literal address and by name", async () => {
    const before = hits.length;
    for (const u of [url("/ok"), `http://localhost:${server.port}/ok`, `http://[::ffff:127.0.0.1]:${server.port}/ok`]) {
      const err = await postJson(u, "{}", {}, { timeoutMs: 1_000, allowPrivate: false }).catch((e) => e);
      expect(err).toBeInstanceOf(SendError);
      expect(err.message).toMatch(/^refused/);
    }
    expect(hits.length).toBe(before);
  });

  test("a host name that resolves to a private address is refused at connection time (DNS-rebinding safe)", async () => {
    // A name the guard cannot refuse by its spelling but that resolves to a loopback or private
    // address: the machine's own name, or another name of /etc/hosts (Debian maps the host name
    // to 127.0.1.1, containers to their private address).
    const name = await privatelyResolvedName();
    const before = hits.length;
    const err = await postJson(`http://${name}:${server.port}/ok`, "{}", {}, { timeoutMs: 1_000, allowPrivate: false }).catch((e) => e);
    expect(err).toBeInstanceOf(SendError);
    expect(err.message).toMatch(new RegExp(`refused: ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} resolves to .* address`));
    expect(hits.length).toBe(before);
  });

  test("an unresolvable host is a SendError", async () => {
    const err = await postJson("http://no-such-host.invalid/x", "{}", {}, { timeoutMs: 2_000, allowPrivate: false }).catch((e) => e);
    expect(err).toBeInstanceOf(SendError);
  });
});
