// The audit chain's operations for a company's managers: verify it, list its seals, seal it now.
// A verification walks the whole chain, so a company runs one at a time: callers asking while
// one runs share its answer.
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { ValidationError } from "../domain/errors";
import { sealCompany } from "./seal";
import { verifyChain, type Verification } from "./verify";

const running = new Map<number, Promise<Verification>>();

export function verifyOwnChain(ctx: ServiceContext): Promise<Verification> {
  const companyId = ownCompanyId(ctx.principal);
  let run = running.get(companyId);
  if (!run) {
    run = verifyChain(ctx.db, companyId).finally(() => running.delete(companyId));
    running.set(companyId, run);
  }
  return run;
}

export interface SealRow {
  seq: number;
  hash: string;
  at: Date;
  jws: string;
}

/** The company's seals, newest first (at most `first`, 1 to 500). */
export async function ownSeals(ctx: ServiceContext, first = 50): Promise<SealRow[]> {
  if (!Number.isInteger(first) || first < 1 || first > 500) throw new ValidationError({ first: ["Between 1 and 500"] });
  const rows = await ctx.db.query<{ seq: string; hash: string; at: Date | string; jws: string }>(
    `SELECT "seq"::text AS seq, encode("hash", 'hex') AS hash, "at", "jws" FROM "audit_seal" s WHERE "companyId" = $1 ORDER BY s."seq" DESC, s."id" DESC LIMIT $2`,
    [ownCompanyId(ctx.principal), first],
  );
  return rows.map((r) => ({ seq: Number(r.seq), hash: r.hash, at: new Date(r.at), jws: r.jws }));
}

/** Seals the company's chain head now (before an audit export, say); null when it is sealed already. */
export async function sealOwnChain(ctx: ServiceContext): Promise<SealRow | null> {
  const seq = await sealCompany(ctx.db, ownCompanyId(ctx.principal));
  if (seq === null) return null;
  return (await ownSeals(ctx, 1))[0] ?? null;
}
