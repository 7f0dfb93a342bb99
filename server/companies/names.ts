// The sign-up form's similar-name warning: names equal after normalisation, or one
// containing the other, or within two edits, among the distributor's companies.
import type { ServiceContext } from "../context";
import { distributorByEncryptedId, hostOf } from "../distributors/service";
import { str } from "../validation/checker";
import { countRequest } from "../limits/attempts";

export const normalizeName = (s: string) => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]/g, "");

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

export function isSimilarName(a: string, b: string): boolean {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  if (Math.min(x.length, y.length) >= 4 && (x.includes(y) || y.includes(x))) return true;
  return Math.min(x.length, y.length) >= 5 && editDistance(x, y) <= 2;
}

/**
 * Anonymous callers use it while signing up: it answers whether a similar name exists among
 * the distributor's companies, never which one (no company names to strangers), and is
 * limited per client address.
 */
export async function similarCompanyName(ctx: ServiceContext, input: { name: unknown; distributorId: unknown }) {
  const name = str(input.name);
  if (!name) return { similar: false, message: null };
  await countRequest(ctx, "companyName");
  // Only among one distributor's companies: the one named, else the one whose address the page is on.
  const distributorId = input.distributorId
    ? (await distributorByEncryptedId(ctx.prisma, input.distributorId)).id
    : (await ctx.prisma.distributor.findUnique({ where: { domain: hostOf(ctx.origin) }, select: { id: true } }))?.id;
  if (!distributorId) return { similar: false, message: null };
  const where = { distributorId };
  const companies = await ctx.prisma.company.findMany({ where, select: { name: true } });
  const match = companies.find((c) => isSimilarName(c.name, name));
  return match
    ? { similar: true, message: "A company with a similar name is already registered. If it is yours, ask its administrator for access instead of signing up again." }
    : { similar: false, message: null };
}
