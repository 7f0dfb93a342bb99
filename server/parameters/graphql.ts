// GraphQL door of the company parameters: the screen's description of each parameter, the
// settings every screen follows, the changes, and `parameterChanged` for live propagation.
import { builder } from "../graphql/builder";
import { RegionalFormatRef } from "../session/graphql";
import { regionalFormatFor } from "../reference/service";
import { ownCompanyId } from "../auth/company";
import { COMPANY_USERS, MANAGERS, SIGNED_IN } from "../auth/scopes";
import { regionalFormats, setMyPreferences } from "./preferences";
import { listParameters, resetAllParameters, resetParameter, saveProteinThresholds, updateParameter, type ParameterChangeResult, type ParameterView } from "./service";
import { companySettings, proteinLevels, type CompanySettings } from "./settings";

const ParameterOptionRef = builder.objectRef<{ value: string; label: string }>("ParameterOption").implement({
  fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label") }),
});

const AppParameterRef = builder.objectRef<ParameterView>("AppParameter").implement({
  description: "A company parameter as screen 310 shows it: value, field type (1 integer, 4 decimal, 7 select), range or options.",
  fields: (t) => ({
    type: t.exposeInt("type", { description: "0 security mode, 1 language, 2 licence-expiration notice days, 4 protein threshold, 10 working mode, 11 protein alert, 12 protein action, 13 regional format, 14 temperature unit, 18 selected licence, 19 re-tests before an incident's return to service, 20 a failed chemical indicator opens an incident (0/1), 21 a protein result over the action level opens an incident (0/1), 22 moving readings to historical is signed (0/1), 23 licence approvals are signed (0/1)" }),
    name: t.exposeString("name"),
    description: t.exposeString("description", { description: "The parameter's name in the viewer's language" }),
    value: t.exposeString("value"),
    fieldType: t.exposeInt("fieldType"),
    block: t.exposeString("block", { description: "general, workingMode, incidents or signatures" }),
    visible: t.exposeBoolean("visible"),
    order: t.exposeInt("order"),
    min: t.exposeFloat("min", { nullable: true }),
    max: t.exposeFloat("max", { nullable: true }),
    step: t.exposeFloat("step", { nullable: true }),
    maxLength: t.exposeInt("maxLength", { nullable: true }),
    workingMode: t.exposeInt("workingMode", { nullable: true, description: "Shown only in this working mode" }),
    pair: t.boolean({ description: "Saved together with its partner (protein alert and action)", resolve: (p) => p.pair === true }),
    reloads: t.boolean({ description: "Changing it reloads the interface texts and formats", resolve: (p) => p.reloads === true }),
    options: t.field({ type: [ParameterOptionRef], nullable: true, resolve: (p) => p.options }),
  }),
});

/** The settings as one viewer sees them (the regional format is the viewer's own when set). */
const CompanySettingsRef = builder.objectRef<CompanySettings>("CompanySettings").implement({
  description: "The company parameters every screen follows.",
  fields: (t) => ({
    securityMode: t.exposeInt("securityMode"),
    workingMode: t.exposeInt("workingMode", { description: "0 one protein threshold, 1 alert and action thresholds (ISO 15883)" }),
    proteinThreshold: t.exposeFloat("proteinThreshold"),
    proteinAlert: t.exposeFloat("proteinAlert"),
    proteinAction: t.exposeFloat("proteinAction"),
    proteinAlertLevel: t.float({ description: "The level protein results are judged 'alert' from, in the current working mode", resolve: (s) => proteinLevels(s).alert }),
    proteinActionLevel: t.float({ description: "The level protein results fail from, in the current working mode", resolve: (s) => proteinLevels(s).action }),
    temperatureUnit: t.exposeInt("temperatureUnit", { description: "0 °C, 1 °F" }),
    noticeDays: t.exposeInt("noticeDays"),
    incidentRetests: t.exposeInt("incidentRetests", { description: "Consecutive passed re-tests before a machine returns to service after an incident (parameter 19)" }),
    incidentOnChemicalFail: t.boolean({ description: "A failed chemical indicator opens an incident (parameter 20)", resolve: (s) => s.incidentOnChemicalFail === 1 }),
    incidentOnProteinAction: t.boolean({ description: "A protein result over the action level opens an incident (parameter 21)", resolve: (s) => s.incidentOnProteinAction === 1 }),
    signToHistorical: t.boolean({ description: "Moving readings to the historical record (to historical, confirm and save) needs an electronic signature (parameter 22)", resolve: (s) => s.signToHistorical === 1 }),
    signLicenseApproval: t.boolean({ description: "Approving the company's licences needs the approver's electronic signature (parameter 23)", resolve: (s) => s.signLicenseApproval === 1 }),
    regionalFormat: t.field({ type: RegionalFormatRef, description: "The viewer's regional format: their own, else the company's", resolve: (_s, _a, ctx) => regionalFormatFor(ctx.prisma, ctx.principal) }),
  }),
});

const ParameterChangePayload = builder.objectRef<ParameterChangeResult>("ParameterChangePayload").implement({
  fields: (t) => ({
    message: t.exposeString("message", { description: "The server's confirmation in the viewer's language" }),
    types: t.exposeIntList("types", { description: "The parameter types that changed" }),
    settings: t.field({ type: CompanySettingsRef, resolve: (r) => r.settings }),
    parameters: t.field({ type: [AppParameterRef], resolve: (_r, _a, ctx) => listParameters(ctx) }),
  }),
});

builder.queryField("appParameters", (t) =>
  t.field({ type: [AppParameterRef], authScopes: MANAGERS, description: "The company's parameters in screen order (screen 310).", resolve: (_r, _a, ctx) => listParameters(ctx) }),
);

builder.queryField("companySettings", (t) =>
  t.field({
    type: CompanySettingsRef,
    nullable: true,
    authScopes: SIGNED_IN,
    description: "The viewer's company settings; null for users outside a company.",
    resolve: (_r, _a, ctx) => (ctx.principal?.companyId ? companySettings(ctx.prisma, ctx.principal.companyId) : null),
  }),
);

const AppParameterInput = builder.inputType("AppParameterInput", {
  fields: (t) => ({ type: t.int({ required: true }), value: t.string({ required: true }) }),
});
const ProteinThresholdsInput = builder.inputType("ProteinThresholdsInput", {
  fields: (t) => ({ alert: t.float({ required: true }), action: t.float({ required: true }) }),
});

builder.mutationField("updateAppParameter", (t) =>
  t.field({ type: ParameterChangePayload, authScopes: MANAGERS, args: { input: t.arg({ type: AppParameterInput, required: true }) }, resolve: (_r, a, ctx) => updateParameter(ctx, a.input) }),
);
builder.mutationField("saveProteinThresholds", (t) =>
  t.field({
    type: ParameterChangePayload,
    authScopes: MANAGERS,
    description: "Saves the protein alert and action thresholds together; the alert must be lower than the action.",
    args: { input: t.arg({ type: ProteinThresholdsInput, required: true }) },
    resolve: (_r, a, ctx) => saveProteinThresholds(ctx, a.input),
  }),
);
builder.mutationField("resetAppParameter", (t) =>
  t.field({ type: ParameterChangePayload, authScopes: MANAGERS, args: { type: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => resetParameter(ctx, a) }),
);
builder.mutationField("resetAppParameters", (t) => t.field({ type: ParameterChangePayload, authScopes: MANAGERS, resolve: (_r, _a, ctx) => resetAllParameters(ctx) }));

const ParameterChangedRef = builder.objectRef<{ types: number[]; settings: CompanySettings }>("ParameterChanged").implement({
  fields: (t) => ({ types: t.exposeIntList("types"), settings: t.field({ type: CompanySettingsRef, resolve: (e) => e.settings }) }),
});

builder.subscriptionField("parameterChanged", (t) =>
  t.field({
    type: ParameterChangedRef,
    authScopes: COMPANY_USERS,
    description: "A parameter of the viewer's company changed: the types and the settings now.",
    // scope-auth guards resolvers, not subscribe: the company comes from the caller here too.
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe("parameter:company", ownCompanyId(ctx.principal)),
    resolve: async (event, _a, ctx) => ({ types: (event as unknown as { types: number[] }).types, settings: await companySettings(ctx.prisma, ownCompanyId(ctx.principal)) }),
  }),
);

const RegionalFormatChoice = builder.objectRef<{ id: number; languageCode: string; description: string; dateFormat: string; timeFormat: string }>("RegionalFormatChoice").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    languageCode: t.exposeString("languageCode"),
    description: t.exposeString("description"),
    dateFormat: t.exposeString("dateFormat"),
    timeFormat: t.exposeString("timeFormat"),
  }),
});

builder.queryField("regionalFormats", (t) => t.field({ type: [RegionalFormatChoice], authScopes: SIGNED_IN, description: "Every regional format a user may choose.", resolve: (_r, _a, ctx) => regionalFormats(ctx) }));

const PreferencesInput = builder.inputType("PreferencesInput", {
  fields: (t) => ({ languageId: t.int({ required: true }), regionalFormatId: t.int({ description: "null: follow the company's regional format" }) }),
});

builder.mutationField("setMyPreferences", (t) =>
  t.field({
    type: RegionalFormatRef,
    authScopes: SIGNED_IN,
    description: "The viewer's own language and regional format; answers the viewer's regional format now.",
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: (_r, a, ctx) => setMyPreferences(ctx, a.input),
  }),
);
