// REST adapter of the session area: the legacy wire names of spec 000 section 7 mapped
// onto the services. Thin: parse, call, shape.
import type { Router } from "../http/router";
import { distributorByDomain } from "../distributors/service";
import { forgotPassword, login, logout, mustChangePasswordText, PASSWORD_CHANGED, PASSWORD_RECOVERED, recoverPassword, renewToken, restorePassword } from "./service";
import { signUp } from "./signup";
import { str } from "../validation/checker";
import { id, object, text } from "../validation/wire";
import { SIGNED_IN } from "../auth/scopes";

const Credentials = object({ Email: text(), Password: text(), DistId: text() });
const Recovery = object({ Email: text(), DistId: text(), Token: text(), Password: text() });
const SignUp = object({
  Administrator: object({ Email: text(), Name: text(), LastName: text() }).nullish(),
  Company: object(
    { Name: text(), Country: id(), Province: text(), City: text(), Addres: text(), Phone: text(), Contact: text(), PostalCode: text() },
    // The id wins over the country's name some clients send beside it.
    { Country: ["CountryId", "countryId", "Country", "country"] },
  ).nullish(),
  DistributorId: text(),
  Sector: object({ Name: text() }).nullish(),
  Language: object({ Id: id() }).nullish(),
  EulaId: id(),
});

export function sessionRoutes(r: Router) {
  r.post("/api/Distributor/PostByDomain", "public", async (c) => distributorByDomain(c.prisma, str((await c.body(object({ Domain: text() }))).Domain) || new URL(c.origin).host));

  r.post("/api/login/login", "public", async (c) => {
    const b = await c.body(Credentials);
    return { token: await login(c, { email: b.Email, password: b.Password, distId: b.DistId }) };
  });

  r.post("/api/login/logout", SIGNED_IN, async (c) => {
    await logout(c);
    return { result: "OK", message: "Signed out." };
  });

  r.post("/api/login/forgotPassword", "public", async (c) => {
    const b = await c.body(Credentials);
    return { message: await forgotPassword(c, { email: b.Email, distId: b.DistId }) };
  });

  r.post("/api/login/password-recovery", "public", async (c) => {
    const b = await c.body(Recovery);
    await recoverPassword(c, { email: b.Email, distId: b.DistId, token: b.Token, password: b.Password });
    return { result: "OK", message: PASSWORD_RECOVERED };
  });

  r.post("/api/login/signup", "public", async (c) => {
    const b = await c.body(SignUp);
    const a = b.Administrator;
    const co = b.Company;
    const message = await signUp(c, {
      administrator: { email: a?.Email, name: a?.Name, lastName: a?.LastName },
      company: { name: co?.Name, countryId: co?.Country, province: co?.Province, city: co?.City, address: co?.Addres, phone: co?.Phone, contact: co?.Contact, postalCode: co?.PostalCode },
      distributorId: b.DistributorId,
      sectorName: b.Sector?.Name,
      languageId: b.Language?.Id,
      eulaId: b.EulaId,
    });
    return { result: "OK", message };
  });

  r.post("/api/login/getNewAppToken", SIGNED_IN, async (c) => ({ token: await renewToken(c) }));

  r.post("/api/appuser/getmustchangepasswordtext", SIGNED_IN, (c) => mustChangePasswordText(c));

  r.post("/api/appuser/restorepassword", SIGNED_IN, async (c) => {
    const b = await c.body(object({ AppUser: object({ Id: id() }).nullish(), Password: text() }));
    await restorePassword(c, { userId: b.AppUser?.Id, password: b.Password });
    return { result: "OK", message: PASSWORD_CHANGED };
  });
}
