// REST adapter for public reference data, languages, translations, menus, terms and formats.
import type { RestContext, Router } from "../http/router";
import { countries, privacyPolicy, regionalFormatFor } from "./service";
import { languageByCode, languagesFor, userLanguage } from "../i18n/languages";
import { generalObjects, screenLabels } from "../i18n/translations";
import { menuFor, menuToWire } from "../i18n/menu";
import { distributorByEncryptedId } from "../distributors/service";
import { acceptEula, eulaStatus, eulaText } from "../eula/service";
import { similarCompanyName } from "../companies/names";
import { Checker } from "../validation/checker";
import { notFound } from "../domain/errors";
import { id, integer, object, text } from "../validation/wire";
import { COMPANY_USERS, DISTRIBUTORS, SIGNED_IN, SYSTEM } from "../auth/scopes";

const LANGUAGE = { languageCode: text(20) };
const EulaQuery = object({ DistributorId: text(), RegionId: integer() });
const EulaAcceptance = object({ EulaId: id(), CompanyId: id() });

export function referenceRoutes(r: Router) {
  r.get("/api/Country", "public", (c) => countries(c.prisma));

  r.get("/api/Language/GetLanguages", "public", async (c) => {
    const { distributorId } = c.args({ distributorId: text() });
    const dist = distributorId ? await distributorByEncryptedId(c.prisma, distributorId) : null;
    return languagesFor(c.prisma, dist?.themeFileName ?? null);
  });

  r.get("/api/language/GetUserLanguage", SIGNED_IN, async (c) => {
    const l = await userLanguage(c.prisma, c.principal);
    return { id: l.id, code: l.code, description: l.description };
  });

  r.get("/api/regionalformat/GetByUser", SIGNED_IN, (c) => regionalFormatFor(c.prisma, c.principal));

  // Anonymous callers (the login page) name the language; signed-in callers get their own.
  r.get("/api/GeneralObject/getgeneralobjectjson", "public", async (c) => {
    const { languageCode } = c.args(LANGUAGE);
    const lang = c.principal && !languageCode ? await userLanguage(c.prisma, c.principal) : await languageByCode(c.prisma, languageCode ?? null);
    return generalObjects(c.prisma, lang.id);
  });

  r.get("/api/screen/getjson", SIGNED_IN, async (c) => {
    const { ScreenNameId } = c.args({ ScreenNameId: integer() });
    new Checker().required("ScreenNameId", ScreenNameId).throwIfAny();
    const lang = await userLanguage(c.prisma, c.principal);
    return screenLabels(c.prisma, ScreenNameId!, lang.id, c.principal?.companyId ?? null);
  });

  // Each menu path answers only its own user kind; the menu itself follows the caller's grants.
  const menu = async (c: RestContext) => menuToWire(await menuFor(c.prisma, c.principal!, (await userLanguage(c.prisma, c.principal)).id));
  r.get("/api/menu/getsysmenujson", SYSTEM, menu);
  r.get("/api/menu/getdistmenujson", DISTRIBUTORS, menu);
  r.get("/api/menu/getappmenujson", COMPANY_USERS, menu);

  r.post("/api/Eula/GetByDistributorAndRegion", "public", async (c) => {
    const b = await c.body(EulaQuery);
    return eulaText(c, { distributorId: b.DistributorId, regionId: b.RegionId });
  });
  r.get("/api/EulaCompanies/validateeulacompany/:companyId", SIGNED_IN, (c) => {
    const { companyId } = c.args({ companyId: id() });
    if (!companyId) throw notFound();
    return eulaStatus(c, companyId);
  });
  r.put("/api/EulaCompanies/saveeulacompany", COMPANY_USERS, async (c) => {
    const b = await c.body(EulaAcceptance);
    await acceptEula(c, { eulaId: b.EulaId, companyId: b.CompanyId });
    return { result: "OK", message: "Terms and conditions accepted." };
  });

  r.get("/api/Company/CompareCompaniesNames", "public", (c) => {
    const q = c.args({ companyName: text(200), distributorId: text() });
    return similarCompanyName(c, { name: q.companyName, distributorId: q.distributorId });
  });

  r.get("/api/PrivacyPolicy", "public", (c) => privacyPolicy(c.prisma, c.principal, c.args(LANGUAGE).languageCode ?? null));
}

