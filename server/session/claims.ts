// Builds the session claims of spec 000 section 3 from the user's rows.
import type { PrismaClient } from "../db/generated/client";
import type { SessionClaims } from "../auth/tokens";

export const userForClaims = {
  userType: true,
  sector: true,
  distributor: true,
  company: { include: { country: true, distributor: true } },
} as const;

export async function claimsFor(prisma: PrismaClient, userId: number): Promise<SessionClaims> {
  const u = await prisma.appUser.findUniqueOrThrow({ where: { id: userId }, include: userForClaims });
  const c = u.company;
  const distributor = c?.distributor ?? u.distributor;
  const claims: SessionClaims = {
    Id: u.id,
    Email: u.email,
    Company: c ? { Id: c.id, Name: c.name, Country: c.country.name, Province: c.province, City: c.city, Addres: c.address, Phone: c.phone } : null,
    Distributor: distributor ? { Name: distributor.name, Domain: distributor.domain } : null,
    Sector: u.sector?.name ?? null,
    SectorId: u.sectorId,
    PermittedLanguage: u.permittedLanguage,
    MustChangePassword: u.mustChangePassword,
    IdDistributorCompany: distributor?.encryptedId ?? null,
    UserTypeDescription: u.userType?.description ?? null,
  };
  // System administrators carry no UserType at all: the client reads "no type" as system.
  if (u.userTypeId !== null) claims.UserType = u.userTypeId;
  return claims;
}
