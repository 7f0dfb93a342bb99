// REST adapter for public reference data, languages, translations, menus, terms and formats.
import type { RestContext, Router } from "../http/router";
import { countries, regionalFormatFor } from "./service";
import { languageByCode, languagesFor, userLanguage } from "../i18n/languages";
import { generalObjects, screenLabels } from "../i18n/translations";
import { menuFor, menuToWire } from "../i18n/menu";
import { distributorByEncryptedId } from "../distributors/service";
import { acceptEula, eulaStatus, eulaText } from "../eula/service";
import { similarCompanyName } from "../companies/names";
import { Checker, int } from "../http/validate";
import { notFound } from "../http/errors";

type Body = Record<string, any>;

export function referenceRoutes(r: Router) {
  r.get("/api/Country", "public", (c) => countries(c.prisma));

  r.get("/api/Language/GetLanguages", "public", async (c) => {
    const dist = c.query.get("distributorId") ? await distributorByEncryptedId(c.prisma, c.query.get("distributorId")) : null;
    return languagesFor(c.prisma, dist?.themeFileName ?? null);
  });

  r.get("/api/language/GetUserLanguage", { authenticated: true }, async (c) => {
    const l = await userLanguage(c.prisma, c.principal);
    return { id: l.id, code: l.code, description: l.description };
  });

  r.get("/api/regionalformat/GetByUser", { authenticated: true }, (c) => regionalFormatFor(c.prisma, c.principal));

  // Anonymous callers (the login page) name the language; signed-in callers get their own.
  r.get("/api/GeneralObject/getgeneralobjectjson", "public", async (c) => {
    const lang = c.principal && !c.query.get("languageCode") ? await userLanguage(c.prisma, c.principal) : await languageByCode(c.prisma, c.query.get("languageCode"));
    return generalObjects(c.prisma, lang.id);
  });

  r.get("/api/screen/getjson", { authenticated: true }, async (c) => {
    new Checker().required("ScreenNameId", c.query.get("ScreenNameId")).integer("ScreenNameId", c.query.get("ScreenNameId")).throwIfAny();
    const lang = await userLanguage(c.prisma, c.principal);
    return screenLabels(c.prisma, int(c.query.get("ScreenNameId"))!, lang.id);
  });

  // Each menu path answers only its own user kind; the menu itself follows the caller's grants.
  const menu = async (c: RestContext) => menuToWire(await menuFor(c.prisma, c.principal!, (await userLanguage(c.prisma, c.principal)).id));
  r.get("/api/menu/getsysmenujson", { system: true }, menu);
  r.get("/api/menu/getdistmenujson", { distributor: true }, menu);
  r.get("/api/menu/getappmenujson", { company: true }, menu);

  r.post("/api/Eula/GetByDistributorAndRegion", "public", async (c) => {
    const b = await c.body<Body>();
    return eulaText(c, { distributorId: b.DistributorId, regionId: b.RegionId });
  });
  r.get("/api/EulaCompanies/validateeulacompany/:companyId", { authenticated: true }, (c) => {
    const id = int(c.params.companyId);
    if (id === null) throw notFound();
    return eulaStatus(c, id);
  });
  r.put("/api/EulaCompanies/saveeulacompany", { company: true }, async (c) => {
    const b = await c.body<Body>();
    await acceptEula(c, { eulaId: b.EulaId, companyId: b.CompanyId });
    return { result: "OK", message: "Terms and conditions accepted." };
  });

  r.get("/api/Company/CompareCompaniesNames", "public", (c) => similarCompanyName(c, { name: c.query.get("companyName"), distributorId: c.query.get("distributorId") }));

  r.get("/api/PrivacyPolicy", "public", async (c) => {
    const lang = c.principal ? await userLanguage(c.prisma, c.principal) : await languageByCode(c.prisma, c.query.get("languageCode"));
    const policy = (await c.prisma.privacyPolicy.findFirst({ where: { languageId: lang.id } })) ?? (await c.prisma.privacyPolicy.findFirst({ orderBy: { id: "asc" } }));
    return policy?.text ?? "";
  });
}

