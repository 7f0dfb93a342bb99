// REST door of company users: bodies { AppUser, DistributorId, UserLogged }.
import type { Router } from "../http/router";
import { companyUsers, createUser, deleteUser, listUsers, resetUserPassword, updateUser } from "./service";
import { int } from "../http/validate";
import { notFound } from "../http/errors";
import { saved, unwrap } from "../sectors/rest";

type Body = Record<string, any>;
const MANAGERS = { companyType: [0, 1] };

type Row = Awaited<ReturnType<typeof listUsers>>[number];
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
  r.get("/api/appuser", MANAGERS, async (c) => (await listUsers(c, int(c.query.get("sectorId")))).map(userWire));
  r.get("/api/appuser/getbycompany", { company: true }, async (c) => {
    const q = c.query.get("companyId");
    if (q && int(q) !== c.principal!.companyId) throw notFound();
    return (await companyUsers(c)).map(userWire);
  });
  r.post("/api/appuser", MANAGERS, async (c) => {
    const u = unwrap(await c.body<Body>(), "AppUser");
    return saved(userWire(await createUser(c, { name: u.name, lastName: u.lastName, email: u.email, userType: u.userType, sectorId: u.sectorId })));
  });
  r.put("/api/appuser", MANAGERS, async (c) => {
    const u = unwrap(await c.body<Body>(), "AppUser");
    return saved(userWire(await updateUser(c, { id: u.id, name: u.name, lastName: u.lastName, sectorId: u.sectorId })));
  });
  r.delete("/api/appuser", MANAGERS, async (c) => {
    const u = unwrap(await c.body<Body>(), "AppUser");
    await deleteUser(c, { id: u.id });
    return { result: "OK", message: "Deleted successfully." };
  });
  r.post("/api/appuser/resetpassword", MANAGERS, async (c) => resetUserPassword(c, { id: unwrap(await c.body<Body>(), "AppUser").id }));
}
