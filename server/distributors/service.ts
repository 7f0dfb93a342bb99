// Distributors as the public sees them: found by the host name the app is opened on, and
// named by an opaque encrypted id in every later call (DistId / DistributorId).
import type { PrismaClient } from "../db/generated/client";
import { notFound, unknownDistributor } from "../domain/errors";

export interface PublicDistributor {
  id: string;
  name: string;
  domain: string;
  themeFileName: string;
}

/** Host name of an origin or host string, without port: "http://127.0.0.1:3000" → "127.0.0.1". */
export function hostOf(domain: string): string {
  const d = domain.trim().toLowerCase();
  try {
    return new URL(d.includes("://") ? d : `http://${d}`).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return d;
  }
}

export function toPublic(d: { encryptedId: string; name: string; domain: string; themeFileName: string }): PublicDistributor {
  return { id: d.encryptedId, name: d.name, domain: d.domain, themeFileName: d.themeFileName };
}

/** The distributor serving a host (an origin or host name); Not found, with the host, for none. */
export async function distributorRowByDomain(prisma: PrismaClient, domain: string) {
  const d = await prisma.distributor.findUnique({ where: { domain: hostOf(domain) } });
  if (!d) throw notFound(`No distributor is configured for ${hostOf(domain) || "this address"}.`);
  return d;
}

export async function distributorByDomain(prisma: PrismaClient, domain: string): Promise<PublicDistributor> {
  return toPublic(await distributorRowByDomain(prisma, domain));
}

/** Malformed percent-encoding is an unknown distributor like any other, not a crash. */
export const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return "";
  }
};

/** Resolves a DistId; an undecodable one is the legacy 'Encrypt500' failure. */
export async function distributorByEncryptedId(prisma: PrismaClient, encryptedId: unknown) {
  const id = typeof encryptedId === "string" ? safeDecode(encryptedId).trim() : "";
  const d = id ? await prisma.distributor.findUnique({ where: { encryptedId: id } }) : null;
  if (!d) throw unknownDistributor();
  return d;
}

/**
 * The address of the app for a distributor's users, for links sent by mail: PUBLIC_URL with
 * `{domain}` replaced by the distributor's configured domain. Never built from request
 * headers (Origin, Host, X-Forwarded-*), which a caller controls.
 */
export function publicBaseUrl(config: { publicUrl: string }, distributor: { domain: string }): string {
  return config.publicUrl.replace("{domain}", distributor.domain);
}
