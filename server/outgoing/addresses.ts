// The one address policy of every destination the server connects to on a user's say-so:
// webhook endpoints (server/webhooks/send.ts) and HL7 MLLP interface engines
// (server/interop/mllp-send.ts). Unless the operator allows private targets
// (WEBHOOK_ALLOW_PRIVATE=1), a loopback, private, link-local/metadata or otherwise non-public
// address, or a local host name, is refused twice: when the destination is saved
// (hostProblem) and when the connection is made (checkedAddresses: every address the name
// resolves to; the caller connects to one of those, so DNS rebinding cannot slip through).
// A host is read the way resolvers and URLs read it (WHATWG host parsing): "127.1", "0",
// "2130706433", "0x7f000001" and "0177.0.0.1" are 127.0.0.1 or 0.0.0.0 and judged as such
// (issue 33 L6: the MLLP form took them at save time, the webhook URL did not).
import { isIP } from "node:net";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";

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

const ALLOW_HINT = "(set WEBHOOK_ALLOW_PRIVATE=1 to allow)";
/** Labels of letters, digits, hyphens (and underscores, which some internal names carry). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;

/**
 * The host as a connection would reach it: an IPv4 address in dotted decimal, an IPv6 address
 * without brackets, or a lower-case ASCII host name; null when it is neither (a URL, spaces,
 * a user name...). Numeric IPv4 forms (decimal, hex, octal, short) become dotted decimal.
 */
export function canonicalHost(host: string): string | null {
  const h = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (!h) return null;
  if (h.includes(":")) {
    if (isIP(h) !== 6) return null;
    if (h.includes("%")) return h.toLowerCase(); // a zone index: URLs have no spelling for it
    return URL.parse(`http://[${h}]/`)?.hostname.slice(1, -1) ?? h.toLowerCase();
  }
  // Letters, digits, dots, hyphens, underscores only: nothing a URL would read as a port, a path or a user.
  if (!/^[\p{L}\p{N}._-]+$/u.test(h)) return null;
  const parsed = URL.parse(`http://${h}/`)?.hostname;
  if (!parsed) return null;
  return isIP(parsed) === 4 || HOST_NAME.test(parsed) ? parsed : null;
}

const anAddress = (why: string) => `${/^[aeiou]/i.test(why) ? "an" : "a"} ${why} address`;

/** Why a canonical host may not be a destination ("a loopback address", "a local or metadata host name"), or null. */
export function forbiddenDestinationReason(canonical: string): string | null {
  if (isIP(canonical)) {
    const why = forbiddenAddressReason(canonical);
    return why ? anAddress(why) : null;
  }
  return forbiddenHostReason(canonical);
}

/**
 * The save-time check of a destination host: null when it may be saved, else the reason,
 * either "not a host" (not a host name or an IP address) or the policy's, ending with how to
 * allow it.
 */
export function hostProblem(host: string, allowPrivate: boolean): { notAHost: true } | { forbidden: string } | null {
  const canonical = canonicalHost(host);
  if (canonical === null) return { notAHost: true };
  if (allowPrivate) return null;
  const why = forbiddenDestinationReason(canonical);
  return why ? { forbidden: `${why} ${ALLOW_HINT}` } : null;
}

/** A destination refused at connection time, or a host that does not resolve. */
export class DestinationRefused extends Error {
  override name = "DestinationRefused";
}

/**
 * The connect-time check: the addresses to connect to, every one the host resolves to checked
 * (an IP literal is its own). Rejects with DestinationRefused ("refused: …", "cannot resolve …").
 */
export async function checkedAddresses(host: string, allowPrivate: boolean, family = 0): Promise<LookupAddress[]> {
  const canonical = canonicalHost(host);
  if (canonical === null) throw new DestinationRefused(`refused: ${host} is not a host name or an IP address`);
  if (!allowPrivate) {
    const why = forbiddenDestinationReason(canonical);
    if (why) throw new DestinationRefused(`refused: ${canonical} is ${why} ${ALLOW_HINT}`);
  }
  const literal = isIP(canonical);
  if (literal) return [{ address: canonical, family: literal }];
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(canonical, { all: true, family }, (err, list) => (err ? reject(new DestinationRefused(`cannot resolve ${canonical} (${err.code ?? err.message})`)) : resolve(list as LookupAddress[]))),
  );
  if (!addresses.length) throw new DestinationRefused(`cannot resolve ${canonical}`);
  if (!allowPrivate) {
    for (const a of addresses) {
      const why = forbiddenAddressReason(a.address);
      if (why) throw new DestinationRefused(`refused: ${canonical} resolves to ${a.address}, ${anAddress(why)} ${ALLOW_HINT}`);
    }
  }
  return addresses;
}
