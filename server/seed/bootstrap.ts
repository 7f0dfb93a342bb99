// Without demo data nobody could sign in: ADMIN_EMAIL + ADMIN_PASSWORD create the first
// system administrator when none exists yet.
import type { PrismaClient } from "../db/generated/client";
import { hashPassword, meetsPasswordRule, PASSWORD_RULE_MESSAGE } from "../auth/passwords";

export async function bootstrapSystemAdmin(prisma: PrismaClient, email: string | undefined, password: string | undefined): Promise<boolean> {
  if (!email || !password) return false;
  if (await prisma.appUser.count({ where: { kind: "SYSTEM" } })) return false;
  if (!meetsPasswordRule(password)) throw new Error(`ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGE}`);
  await prisma.appUser.create({
    data: { kind: "SYSTEM", email: email.trim().toLowerCase(), passwordHash: await hashPassword(password), name: "System", lastName: "Administrator" },
  });
  return true;
}
