// Seals of the audit chain (docs/audit.md): a checkpoint of a company's chain head — its seq and
// hash — signed with the server's Ed25519 seal key (a compact JWS), stored and exportable. The
// database holds no key: whoever rewrites the chain and its head cannot make a seal that
// verifies, so a chain cut back below a seal, or rewritten under it, is caught. The key is
// AUDIT_SEAL_KEY (a PKCS#8 PEM Ed25519 key) or, by default, derived from the session-token
// secret, so every instance that shares the sessions seals alike. Its public half is published
// (GET /api/audit/seal-key) for auditors to check seals with their own tools.
import { createHmac, createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CompactSign, compactVerify, exportJWK, type JWK } from "jose";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { every } from "../jobs/singleton";
import { log } from "../log";

const ALG = "EdDSA";
/** PKCS#8 DER header of a raw 32-byte Ed25519 seed (RFC 8410). */
const ED25519_PKCS8 = Buffer.from("302e020100300506032b657004220420", "hex");

let keys: { privateKey: KeyObject; publicKey: KeyObject; kid: string } | null = null;

export function initSealKey(config: Pick<Config, "tokenSecret" | "dataDir">, pem = process.env.AUDIT_SEAL_KEY): void {
  let privateKey: KeyObject;
  if (pem) privateKey = createPrivateKey(pem.replace(/\\n/g, "\n"));
  else {
    const file = join(config.dataDir, "token-secret");
    const secret = config.tokenSecret ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
    if (!secret) throw new Error("token secret not initialised");
    const seed = createHmac("sha256", secret).update("sterile-qc:audit-seal:v1").digest();
    privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8, seed]), format: "der", type: "pkcs8" });
  }
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("AUDIT_SEAL_KEY must be an Ed25519 private key");
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: "der", type: "spki" });
  keys = { privateKey, publicKey, kid: createHmac("sha256", "kid").update(raw).digest("base64url").slice(0, 16) };
}

function sealKeys() {
  if (!keys) throw new Error("audit seal key not initialised");
  return keys;
}

/** The public seal key as a JWK (with its kid), for auditors. */
export async function sealPublicJwk(): Promise<JWK> {
  const { publicKey, kid } = sealKeys();
  return { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" };
}

export interface SealClaims {
  companyId: number;
  seq: number;
  /** The head link's hash, hex. */
  hash: string;
  at: string;
}

/** The claims of a seal signed by this server's key; null when the signature does not verify. */
export async function checkSeal(jws: string): Promise<SealClaims | null> {
  try {
    const { payload } = await compactVerify(jws, sealKeys().publicKey);
    return JSON.parse(new TextDecoder().decode(payload)) as SealClaims;
  } catch {
    return null;
  }
}

/** Seals the company's chain head when it moved since its last seal; returns the new seal's seq, or null. */
export async function sealCompany(db: Database, companyId: number): Promise<number | null> {
  const [head] = await db.query<{ seq: string; hash: string; sealed: string | null }>(
    `SELECT h."seq"::text AS seq, encode(h."hash", 'hex') AS hash, (SELECT max(s."seq")::text FROM "audit_seal" s WHERE s."companyId" = h."companyId") AS sealed
     FROM "audit_chain_head" h WHERE h."companyId" = $1`,
    [companyId],
  );
  if (!head || head.seq === "0" || head.sealed === head.seq) return null;
  const claims: SealClaims = { companyId, seq: Number(head.seq), hash: head.hash, at: new Date().toISOString() };
  const { privateKey, kid } = sealKeys();
  const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader({ alg: ALG, kid, typ: "sqc-audit-seal" }).sign(privateKey);
  await db.query(`INSERT INTO "audit_seal" ("companyId", "seq", "hash", "at", "jws") VALUES ($1, $2, decode($3, 'hex'), $4, $5)`, [companyId, head.seq, head.hash, claims.at, jws]);
  return claims.seq;
}

/** Seals every company whose chain moved. */
export async function sealAll(db: Database): Promise<number> {
  const heads = await db.query<{ companyId: number }>(`SELECT "companyId" FROM "audit_chain_head" ORDER BY "companyId"`);
  let sealed = 0;
  for (const h of heads) if ((await sealCompany(db, h.companyId)) !== null) sealed++;
  if (sealed) log.info("audit chains sealed", { companies: sealed });
  return sealed;
}

/** Seals the chains every AUDIT_SEAL_SECONDS (default an hour), on one instance each time. */
export function startAuditSealer(db: Database, periodMs: number): { stop(): void } {
  return every(db, "audit-seal", { firstMs: Math.min(30_000, periodMs), periodMs }, () => sealAll(db));
}
