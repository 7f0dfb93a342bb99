// Probe recipes of the company parameters (server/parameters) and the user's own preferences.
// Calls that name the victim's administrator (userLoggedId, UserLogged) must be refused to
// outsiders; the rest act on the caller's own company, whose values are not the victim's.
import type { AreaRecipes, GqlSpec, Recipe, RestSpec } from "./recipes";

const R: Record<string, Recipe<RestSpec>> = {};
const G: Record<string, Recipe<GqlSpec>> = {};
const NO_VICTIM_VALUE = "parameter values and option lists are not unique to the victim: the calls naming its user must be refused instead";

const asVictim = (path: string, query: (id: number) => Record<string, number> = (id) => ({ userLoggedId: id })) => {
  R[`GET ${path}`] = { calls: ({ v }) => [{ query: query(v.admin.id) }], refuse: ["outsider"], control: false, why: NO_VICTIM_VALUE };
};
asVictim("/api/appparameter");
asVictim("/api/appparameter/getbytype", (id) => ({ userLoggedId: id, appParameterTypeId: 4 }));
asVictim("/api/language/GetEnabledLanguages");
asVictim("/api/securitymode/GetByUser");
asVictim("/api/workingmode");
asVictim("/api/temperatureunit/GetByUser");
asVictim("/api/selectedLicense/GetByUser");
asVictim("/api/regionalformat/GetRegionalFormatsForLanguage", (id) => ({ userLoggedId: id, languageId: 1 }));

const change = (type: number, value: string) => ({ UserLogged: 0, AppParameter: { appParameterType: type, value } });
R["PUT /api/appparameter"] = { calls: ({ v }) => [{ body: { ...change(2, "99"), UserLogged: v.admin.id } }, { body: { ...change(0, "0"), UserLogged: v.admin.id } }] };
R["PUT /api/appparameter/saveisothresholds"] = {
  calls: ({ v }) => [{ body: { UserLogged: v.admin.id, Parameters: [{ appParameterType: 11, value: "1.5" }, { appParameterType: 12, value: "49" }] } }],
};
R["POST /api/appparameter/defaultvalue"] = { calls: ({ v }) => [{ body: { ...change(2, ""), UserLogged: v.admin.id } }] };
R["POST /api/appparameter/defaultvalues"] = { calls: ({ v }) => [{ body: { user: { id: v.admin.id } } }, { body: { UserLogged: v.admin.id } }] };

// GraphQL: no ids, the caller's own company (its writes are the attacker's own business).
const own = { calls: () => [{}], control: false as const, why: "the caller's own company; no victim id to name" };
G["Query.appParameters"] = own;
G["Query.companySettings"] = own;
G["Query.regionalFormats"] = { ...own, why: "reference list" };
G["Mutation.updateAppParameter"] = { calls: () => [{ args: { input: { type: 2, value: "99" } } }] };
G["Mutation.saveProteinThresholds"] = { calls: () => [{ args: { input: { alert: 1.5, action: 49 } } }] };
G["Mutation.resetAppParameter"] = { calls: () => [{ args: { type: 2 } }] };
G["Mutation.resetAppParameters"] = { calls: () => [{}] };
G["Mutation.setMyPreferences"] = { calls: () => [{ args: { input: { languageId: 1, regionalFormatId: 6 } } }] };

export const settingsRecipes: AreaRecipes = { rest: R, graphql: G };
