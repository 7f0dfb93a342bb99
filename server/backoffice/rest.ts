// REST door of the distributor back office (spec 002 section 7.8; docs/backoffice.md). The
// wire keeps the legacy names (companyId and id, addres, administrator { name, lastName,
// email, toString }, userId, lastname, userTypeDescription). Ids are read strictly: "12a" is a
// 400 naming the parameter, never coerced; a missing one is "This field is required".
import type { RestContext, Router } from "../http/router";
import { DISTRIBUTORS } from "../auth/scopes";
import { done } from "../http/replies";
import { REQUIRED, ValidationError } from "../domain/errors";
import { id, text } from "../validation/wire";
import { backOfficeCompanies, backOfficeCompaniesByEncryptedId, backOfficeCompanyUsers, makeCompanyAdministrator, type BackOfficeCompany, type BackOfficeUser } from "./service";

const company = (c: BackOfficeCompany) => ({
  companyId: c.id,
  id: c.id,
  distributorId: c.distributorId,
  name: c.name,
  country: c.country,
  countryId: c.countryId,
  province: c.province,
  city: c.city,
  addres: c.address,
  phone: c.phone,
  contact: c.contact,
  postalCode: c.postalCode,
  administrator: c.administrator && {
    userId: c.administrator.userId,
    name: c.administrator.name,
    lastName: c.administrator.lastName,
    email: c.administrator.email,
    toString: `${c.administrator.name} ${c.administrator.lastName}`.trim(),
  },
});

const user = (u: BackOfficeUser) => ({
  userId: u.id,
  name: u.name,
  lastname: u.lastName,
  email: u.email,
  sectorId: u.sectorId,
  sectorName: u.sectorName,
  userType: u.userType,
  userTypeDescription: u.userTypeCode,
});

/** A required id of the address (?companyId=12). */
function requiredId(c: RestContext, name: string): number {
  const value = c.args({ [name]: id() })[name] as number | null | undefined;
  if (value == null) throw new ValidationError({ [name]: [REQUIRED] });
  return value;
}

export function backOfficeRoutes(r: Router) {
  // Registered before the /sys routes: GET /api/company/:id would take these paths for ids.
  r.get("/api/Company/CompanyList", DISTRIBUTORS, async (c) => (await backOfficeCompanies(c, c.args({ distId: id() }).distId)).map(company));
  r.get("/api/company/GetByDistributorStr", DISTRIBUTORS, async (c) => (await backOfficeCompaniesByEncryptedId(c, c.args({ distributorId: text(200) }).distributorId)).map(company));
  r.get("/api/Company/CompanyUsersByCompanyId", DISTRIBUTORS, async (c) => {
    const list = await backOfficeCompanyUsers(c, requiredId(c, "companyId"));
    return { companyId: list.companyId, companyName: list.companyName, users: list.users.map(user) };
  });
  r.post("/api/company/ModifyAdmin", DISTRIBUTORS, async (c) => done((await makeCompanyAdministrator(c, requiredId(c, "newAdminId"))).message));
}
