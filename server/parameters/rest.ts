// REST door of the company parameters and their option lists (spec 002 section 7.1). The
// cache-refresh GETs (general objects, user language, regional format) are reference/rest.ts's.
import type { RestContext, Router } from "../http/router";
import { listParameters, parameterByType, resetAllParameters, resetParameter, saveProteinThresholds, updateParameter, type ParameterChangeResult, type ParameterView } from "./service";
import { regionalFormatsOf, SECURITY_MODES, TEMPERATURE_UNITS, UNSELECTABLE_LICENSE, WORKING_MODES, type ParameterOption } from "./catalogue";
import { PARAMETER } from "./settings";
import { languagesFor, userLanguage } from "../i18n/languages";
import { generalObjects } from "../i18n/translations";
import { assertOwnUser } from "../users/service";
import { ownCompanyId } from "../auth/company";
import { decimal, id, integer, list, object, text, wrapped } from "../validation/wire";
import { COMPANY_USERS, MANAGERS } from "../auth/scopes";

const ParameterRow = object({ AppParameterType: integer(), Value: decimal() }, { AppParameterType: ["appParameterType", "AppParameterType", "type", "Type", "appParameterTypeId"] });
const Change = object({ UserLogged: id(), AppParameter: ParameterRow });
const Thresholds = object({ UserLogged: id(), Parameters: list(ParameterRow, 2) });
const ResetAll = object({ User: raw_user(), UserLogged: id() });

/** { user } of the legacy client: the user's id, or the user row with its id. */
function raw_user() {
  return wrapped("User", { Id: id() }).or(id()).nullish();
}

const wire = (p: ParameterView) => ({
  id: p.id,
  appParameterType: p.type,
  value: p.value,
  fieldType: p.fieldType,
  appParameterTypeDescription: p.description,
  visible: p.visible,
  order: p.order,
  min: p.min ?? null,
  max: p.max ?? null,
  step: p.step ?? null,
  options: p.options,
});

const answer = async (c: RestContext, r: ParameterChangeResult) => ({ result: "OK", message: r.message, item: (await listParameters(c)).filter((p) => r.types.includes(p.type)).map(wire) });

/** Fixed option lists, labelled in the caller's language. */
async function labelled(c: RestContext, options: ParameterOption[]) {
  const texts = await generalObjects(c.prisma, (await userLanguage(c.prisma, c.principal)).id);
  return options.map((o) => ({ id: Number(o.value), description: o.literal ? o.label : (texts[o.label] ?? o.label) }));
}

async function caller(c: RestContext) {
  await assertOwnUser(c, c.args({ userLoggedId: id() }).userLoggedId);
}

export function parameterRoutes(r: Router) {
  r.get("/api/appparameter", MANAGERS, async (c) => {
    await caller(c);
    return (await listParameters(c)).map(wire);
  });
  r.get("/api/appparameter/getbytype", COMPANY_USERS, async (c) => {
    const { userLoggedId, appParameterTypeId } = c.args({ userLoggedId: id(), appParameterTypeId: integer() });
    await assertOwnUser(c, userLoggedId);
    return wire(await parameterByType(c, appParameterTypeId ?? -1));
  });
  r.put("/api/appparameter", MANAGERS, async (c) => {
    const b = await c.body(Change);
    await assertOwnUser(c, b.UserLogged);
    return answer(c, await updateParameter(c, { type: b.AppParameter.AppParameterType, value: b.AppParameter.Value }));
  });
  r.put("/api/appparameter/saveisothresholds", MANAGERS, async (c) => {
    const b = await c.body(Thresholds);
    await assertOwnUser(c, b.UserLogged);
    const value = (type: number) => b.Parameters?.find((p) => p.AppParameterType === type)?.Value;
    return answer(c, await saveProteinThresholds(c, { alert: value(PARAMETER.proteinAlert), action: value(PARAMETER.proteinAction) }));
  });
  r.post("/api/appparameter/defaultvalue", MANAGERS, async (c) => {
    const b = await c.body(Change);
    await assertOwnUser(c, b.UserLogged);
    return answer(c, await resetParameter(c, { type: b.AppParameter.AppParameterType }));
  });
  r.post("/api/appparameter/defaultvalues", MANAGERS, async (c) => {
    const b = await c.body(ResetAll);
    await assertOwnUser(c, typeof b.User === "number" ? b.User : (b.User?.Id ?? b.UserLogged));
    return answer(c, await resetAllParameters(c));
  });

  // Option lists of the selects.
  r.get("/api/language/GetEnabledLanguages", COMPANY_USERS, async (c) => {
    await caller(c);
    const company = await c.prisma.company.findUniqueOrThrow({ where: { id: ownCompanyId(c.principal) }, select: { distributor: { select: { themeFileName: true } } } });
    return languagesFor(c.prisma, company.distributor.themeFileName);
  });
  r.get("/api/regionalformat/GetRegionalFormatsForLanguage", COMPANY_USERS, async (c) => {
    const { languageId, languageCode } = c.args({ languageId: id(), languageCode: text(20), userLoggedId: id() });
    await caller(c);
    const lang = languageId ? await c.prisma.language.findUnique({ where: { id: languageId } }) : languageCode ? { code: languageCode } : await userLanguage(c.prisma, c.principal);
    const formats = await regionalFormatsOf(c.prisma, lang?.code ?? "en");
    return formats;
  });
  r.get("/api/securitymode/GetByUser", COMPANY_USERS, async (c) => (await caller(c), labelled(c, SECURITY_MODES)));
  r.get("/api/workingmode", COMPANY_USERS, async (c) => (await caller(c), labelled(c, WORKING_MODES)));
  r.get("/api/temperatureunit/GetByUser", COMPANY_USERS, async (c) => (await caller(c), labelled(c, TEMPERATURE_UNITS)));
  r.get("/api/selectedLicense/GetByUser", COMPANY_USERS, async (c) => {
    await caller(c);
    const products = await c.prisma.licenseProduct.findMany({ where: { id: { not: UNSELECTABLE_LICENSE } }, orderBy: { id: "asc" }, select: { id: true, name: true } });
    return products.map((p) => ({ id: p.id, description: p.name }));
  });
}
