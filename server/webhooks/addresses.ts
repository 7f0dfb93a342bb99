// The SSRF guard's address classifier: which destinations an outgoing webhook call may never
// reach unless the operator allows private targets (WEBHOOK_ALLOW_PRIVATE=1). The check runs
// on every address a host name resolves to, at connection time (./send.ts passes a `lookup`
// to node:http), so a name that re-resolves to an internal address between the check and
// the connection (DNS rebinding) is still refused.
import { isIP } from "node:net";

/** Host names that are never a customer endpoint: cloud metadata services and the local host. */
const BLOCKED_NAMES = new Set(["localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback", "metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal"]);

/** [first address, prefix length, why] */
const V4_RANGES: [string, number, string][] = [
  ["0.0.0.0", 8, "unspecified (this network)"],
  ["10.0.0.0", 8, "private (10/8)"],
  ["100.64.0.0", 10, "carrier-grade NAT (100.64/10)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local / cloud metadata (169.254/16)"],
  ["172.16.0.0", 12, "private (172.16/12)"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation (TEST-NET-1)"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private (192.168/16)"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation (TEST-NET-2)"],
  ["203.0.113.0", 24, "documentation (TEST-NET-3)"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved / broadcast"],
];

const v4ToInt = (ip: string) => ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);

function classifyV4(ip: string): string | null {
  const n = v4ToInt(ip);
  for (const [base, bits, why] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = v4ToInt(base);
    if (n >= start && n < start + size) return why;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (handles "::" and a trailing dotted IPv4). */
export function v6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/^\[|\]$/g, "").split("%")[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (isIP(dotted[1]!) !== 4) return null;
    const n = v4ToInt(dotted[1]!);
    text = text.slice(0, -dotted[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array(Math.max(fill, 0)).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function classifyV6(ip: string): string | null {
  const g = v6Groups(ip);
  if (!g) return "not a valid IPv6 address";
  if (g.every((x) => x === 0)) return "unspecified (::)";
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return "loopback (::1)";
  const embeddedV4 = () => `${g[6]! >> 8}.${g[6]! & 0xff}.${g[7]! >> 8}.${g[7]! & 0xff}`;
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judge the IPv4 inside.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return classifyV4(embeddedV4());
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyV4(embeddedV4());
  if ((g[0]! & 0xfe00) === 0xfc00) return "unique-local (fc00::/7)";
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local (fe80::/10)";
  if ((g[0]! & 0xffc0) === 0xfec0) return "site-local (fec0::/10)";
  if ((g[0]! & 0xff00) === 0xff00) return "multicast (ff00::/8)";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "documentation (2001:db8::/32)";
  if (g[0] === 0x2002) return classifyV4(`${g[1]! >> 8}.${g[1]! & 0xff}.${g[2]! >> 8}.${g[2]! & 0xff}`); // 6to4 carries an IPv4
  return null;
}

/** Why an IP address is not a public destination, or null when it is one. */
export function forbiddenAddressReason(ip: string): string | null {
  const family = isIP(ip.replace(/^\[|\]$/g, "").split("%")[0]!);
  if (family === 4) return classifyV4(ip);
  if (family === 6) return classifyV6(ip);
  return "not an IP address";
}

/** Why a host name is refused before any resolution (local names, metadata services), or null. */
export function forbiddenHostReason(host: string): string | null {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (BLOCKED_NAMES.has(h) || h.endsWith(".localhost")) return "a local or metadata host name";
  if (h.endsWith(".internal") || h.endsWith(".local")) return "an internal host name";
  return null;
}
