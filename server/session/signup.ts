// Self-service sign-up: a new company with its first sector and its administrator (type 0),
// created in one transaction. The administrator receives a temporary password by mail and
// must change it at first sign-in; accepting the terms in the form is recorded.
import type { ServiceContext } from "../context";
import { Checker, int, optStr, str } from "../validation/checker";
import { SaveErrors } from "../domain/errors";
import { hashPassword, temporaryPassword } from "../auth/passwords";
import { distributorByEncryptedId, publicBaseUrl } from "../distributors/service";
import { countRequest } from "../limits/attempts";
import { currentEula } from "../eula/service";
import { renderMail, sendMail } from "../mail/outbox";
import { normalEmail } from "./service";
import { COMPANY_ADMIN } from "../auth/scopes";

export interface SignUpInput {
  administrator: { email?: unknown; name?: unknown; lastName?: unknown };
  company: { name?: unknown; countryId?: unknown; province?: unknown; city?: unknown; address?: unknown; phone?: unknown; contact?: unknown; postalCode?: unknown };
  distributorId: unknown;
  sectorName: unknown;
  languageId: unknown;
  eulaId?: unknown;
}

export async function signUp(ctx: ServiceContext, input: SignUpInput): Promise<string> {
  const { administrator: a, company: c } = input;
  const check = new Checker()
    .required("Administrator.Email", a.email)
    .email("Administrator.Email", a.email)
    .required("Administrator.Name", a.name)
    .required("Administrator.LastName", a.lastName)
    .required("Company.Name", c.name)
    .required("Company.Country", c.countryId)
    .integer("Company.Country", c.countryId)
    .required("Company.Province", c.province)
    .required("Company.City", c.city)
    .required("Company.PostalCode", c.postalCode)
    .required("Language", input.languageId)
    .integer("Language", input.languageId)
    .required("Sector.Name", input.sectorName);
  const lengths = [["Administrator.Email", a.email, 254], ["Administrator.Name", a.name, 80], ["Administrator.LastName", a.lastName, 80], ["Company.Name", c.name, 120], ["Company.Province", c.province, 80], ["Company.City", c.city, 80], ["Company.Addres", c.address, 200], ["Company.Phone", c.phone, 40], ["Company.Contact", c.contact, 120], ["Company.PostalCode", c.postalCode, 20], ["Sector.Name", input.sectorName, 80]] as const;
  for (const [field, value, max] of lengths) check.maxLength(field, value, max);
  check.throwIfAny();

  const dist = await distributorByEncryptedId(ctx.prisma, input.distributorId);
  const email = normalEmail(a.email);
  await countRequest(ctx, "signUp", email);
  const country = await ctx.prisma.country.findUnique({ where: { id: int(c.countryId)! } });
  const language = await ctx.prisma.language.findUnique({ where: { id: int(input.languageId)! } });
  const problems: string[] = [];
  if (!country) problems.push("The selected country does not exist.");
  if (!language) problems.push("The selected language does not exist.");
  let eulaId: number | null = null;
  if (input.eulaId !== undefined && input.eulaId !== null && input.eulaId !== "" && country) {
    const eula = await currentEula(ctx.prisma, dist.id, country.regionId);
    if (!eula || eula.id !== int(input.eulaId)) problems.push("The accepted terms and conditions are not the current ones for this country.");
    else eulaId = eula.id;
  }
  if (problems.length) throw new SaveErrors(problems);
  // An address that already has an account gets the same answer as a new one, so the form
  // tells a stranger nothing; the owner is told by mail.
  const existing = await ctx.prisma.appUser.findUnique({ where: { email }, select: { name: true, languageId: true } });
  if (existing) {
    const mail = await renderMail(ctx.prisma, "SignUpExistingAccount", existing.languageId ?? language!.id, { Name: existing.name, Link: `${publicBaseUrl(ctx.config, dist)}/login` });
    await sendMail(ctx.prisma, ctx.config, { to: email, ...mail });
    return SIGNED_UP;
  }

  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await ctx.prisma.$transaction(async (tx) => {
    const company = await tx.company.create({
      data: {
        distributorId: dist.id,
        name: str(c.name),
        countryId: country!.id,
        province: str(c.province),
        city: str(c.city),
        address: optStr(c.address),
        phone: optStr(c.phone),
        contact: optStr(c.contact),
        postalCode: str(c.postalCode),
        languageId: language!.id,
      },
    });
    const sector = await tx.sector.create({ data: { companyId: company.id, name: str(input.sectorName) } });
    const admin = await tx.appUser.create({
      data: {
        kind: "COMPANY",
        email,
        passwordHash,
        name: str(a.name),
        lastName: str(a.lastName),
        userTypeId: COMPANY_ADMIN,
        companyId: company.id,
        sectorId: sector.id,
        languageId: language!.id,
        mustChangePassword: true,
      },
    });
    if (eulaId) await tx.eulaAcceptance.create({ data: { eulaId, companyId: company.id, userId: admin.id } });
    await tx.appLog.create({ data: { companyId: company.id, userId: admin.id, entity: "Company", entityId: String(company.id), action: "signup", detail: `Company ${company.name} signed up by ${email}` } });
  });
  const mail = await renderMail(ctx.prisma, "SignUp", language!.id, { Name: str(a.name), Email: email, Password: password, Link: `${publicBaseUrl(ctx.config, dist)}/login` });
  await sendMail(ctx.prisma, ctx.config, { to: email, ...mail });
  return SIGNED_UP;
}

const SIGNED_UP = "The company has been registered. The administrator will receive an email with the password to sign in.";
