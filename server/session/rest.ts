// REST adapter of the session area: the legacy wire names of spec 000 section 7 mapped
// onto the services. Thin: parse, call, shape.
import type { Router } from "../http/router";
import { distributorByDomain } from "../distributors/service";
import { forgotPassword, login, logout, mustChangePasswordText, recoverPassword, renewToken, restorePassword } from "./service";
import { signUp } from "./signup";
import { str } from "../http/validate";

type Body = Record<string, any>;

export function sessionRoutes(r: Router) {
  r.post("/api/Distributor/PostByDomain", "public", async (c) => distributorByDomain(c.prisma, str((await c.body<Body>()).Domain) || new URL(c.origin).host));

  r.post("/api/login/login", "public", async (c) => {
    const b = await c.body<Body>();
    return { token: await login(c, { email: b.Email, password: b.Password, distId: b.DistId }) };
  });

  r.post("/api/login/logout", { authenticated: true }, async (c) => {
    await logout(c);
    return { result: "OK", message: "Signed out." };
  });

  r.post("/api/login/forgotPassword", "public", async (c) => {
    const b = await c.body<Body>();
    return { message: await forgotPassword(c, { email: b.Email, distId: b.DistId }) };
  });

  r.post("/api/login/password-recovery", "public", async (c) => {
    const b = await c.body<Body>();
    await recoverPassword(c, { email: b.email ?? b.Email, distId: b.distId ?? b.DistId, token: b.token ?? b.Token, password: b.password ?? b.Password });
    return { result: "OK", message: "Your password has been changed. You can sign in now." };
  });

  r.post("/api/login/signup", "public", async (c) => {
    const b = await c.body<Body>();
    const a = b.Administrator ?? {};
    const co = b.Company ?? {};
    const message = await signUp(c, {
      administrator: { email: a.Email, name: a.Name, lastName: a.LastName },
      company: { name: co.Name, countryId: co.CountryId ?? co.Country, province: co.Province, city: co.City, address: co.Addres, phone: co.Phone, contact: co.Contact, postalCode: co.PostalCode },
      distributorId: b.DistributorId,
      sectorName: b.Sector?.Name,
      languageId: b.Language?.id ?? b.Language?.Id,
      eulaId: b.EulaId,
    });
    return { result: "OK", message };
  });

  r.post("/api/login/getNewAppToken", { authenticated: true }, async (c) => ({ token: await renewToken(c) }));

  r.post("/api/appuser/getmustchangepasswordtext", { authenticated: true }, (c) => mustChangePasswordText(c));

  r.post("/api/appuser/restorepassword", { authenticated: true }, async (c) => {
    const b = await c.body<Body>();
    await restorePassword(c, { userId: b.AppUser?.id ?? b.AppUser?.Id, password: b.Password });
    return { result: "OK", message: "Your password has been changed." };
  });
}
