// REST door of company users: bodies { AppUser, DistributorId, UserLogged }.
import type { Router } from "../http/router";
import { restAction } from "../sysadmin/legacy";
import { companyUsers, createUser, deleteUser, listUsers, resetUserPassword, updateUser, type UserRow } from "./service";
import { deleted, saved } from "../http/replies";
import { assertOwnCompanyId } from "../auth/company";
import { id, integer, text, wrapped } from "../validation/wire";
import { DISTRIBUTORS, MANAGERS, STAFF } from "../auth/scopes";

/** { AppUser: { id, name, lastName, email, userType, sectorId }, DistributorId, UserLogged } or the bare row. */
const UserBody = wrapped("AppUser", { Id: id(), Name: text(), LastName: text(), Email: text(), UserType: integer(), SectorId: id() });

type Row = UserRow;
export const userWire = (u: Row) => ({
  id: u.id,
  name: u.name,
  lastName: u.lastName,
  email: u.email,
  sectorId: u.sectorId,
  userType: u.userTypeId,
  userTypeDescription: u.userType?.description ?? null,
  creationUser: u.creationUserId,
  creationDate: u.creationDate,
  editUser: u.editUserId,
  editDate: u.editDate,
});

export function userRoutes(r: Router) {
  r.get("/api/appuser", MANAGERS, async (c) => (await listUsers(c, c.args({ sectorId: id() }).sectorId ?? null)).map(userWire));
  r.get("/api/appuser/getbycompany", STAFF, async (c) => {
    assertOwnCompanyId(c.principal, c.args({ companyId: id() }).companyId);
    return (await companyUsers(c)).map(userWire);
  });
  r.post("/api/appuser", MANAGERS, async (c) => {
    const u = await c.body(UserBody);
    return saved(userWire(await createUser(c, { name: u.Name, lastName: u.LastName, email: u.Email, userType: u.UserType, sectorId: u.SectorId })));
  });
  r.put("/api/appuser", MANAGERS, async (c) => {
    const u = await c.body(UserBody);
    return saved(userWire(await updateUser(c, { id: u.Id, name: u.Name, lastName: u.LastName, sectorId: u.SectorId })));
  });
  r.delete("/api/appuser", MANAGERS, async (c) => {
    await deleteUser(c, { id: (await c.body(UserBody)).Id });
    return deleted();
  });
  // The same call resets a company administrator's password from the provider's and distributors' company screen.
  r.post("/api/appuser/resetpassword", { ...MANAGERS, ...DISTRIBUTORS }, async (c) =>
    c.principal?.kind === "COMPANY" ? resetUserPassword(c, { id: (await c.body(UserBody)).Id }) : restAction(c, "Company", "resetPassword"),
  );
}
