// A host name the SSRF guard cannot refuse by its spelling but that resolves only to loopback or
// private addresses: the machine's own name, or another name of /etc/hosts (Debian maps the
// host name to 127.0.1.1, containers to their private address). For the connect-time checks.
import { promises as dns } from "node:dns";
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import { forbiddenAddressReason, forbiddenHostReason } from "../../server/outgoing/addresses";

export async function privatelyResolvedName(): Promise<string> {
  let hosts = "";
  try {
    hosts = readFileSync("/etc/hosts", "utf8");
  } catch {}
  const fromHosts = hosts.split("\n").flatMap((line) => line.replace(/#.*/, "").trim().split(/\s+/).slice(1));
  const tried: string[] = [];
  for (const name of [...new Set([hostname(), ...fromHosts])].filter(Boolean)) {
    if (forbiddenHostReason(name)) continue;
    const addresses: { address: string }[] = await dns.lookup(name, { all: true }).catch(() => []);
    tried.push(`${name} → ${addresses.map((a) => a.address).join(", ") || "nothing"}`);
    if (addresses.length && addresses.every((a) => forbiddenAddressReason(a.address) !== null)) return name;
  }
  throw new Error(`no host name on this machine resolves to a loopback or private address only (tried: ${tried.join("; ")}): give the machine's name one in /etc/hosts`);
}
