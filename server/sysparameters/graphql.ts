// GraphQL door of the system parameters (the browser's, for /sysparameter and /distparameter):
// a set's parameters with the limits of their field type, the sets the viewer may open, and
// the changes. A SysParameter has a global id, so each answer refreshes its row in the store.
import { builder } from "../graphql/builder";
import { globalId, localId } from "../graphql/ids";
import { DISTRIBUTORS } from "../auth/scopes";
import { listSysParameters, resetSysParameter, resetSysParameters, sysParameterOwners, updateSysParameter, type SysParameterChange, type SysParametersReset, type SysParameterView } from "./service";

const TYPE = "SysParameter";
const OWNER_ARG = "The distributor whose copy to use; none: the provider-wide set (a distributor's administrator: always its own)";

const OptionRef = builder.objectRef<{ value: string; label: string }>("SysParameterOption").implement({
  fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label") }),
});

export const SysParameterRef = builder.objectRef<SysParameterView>(TYPE).implement({
  description: "A system parameter of the provider-wide set or of one distributor's copy (spec 002 section 3).",
  fields: (t) => ({
    id: t.id({ resolve: (p) => globalId(TYPE, p.id) }),
    recordId: t.exposeInt("id"),
    distributorId: t.exposeInt("distributorId", { nullable: true, description: "null: provider-wide" }),
    type: t.exposeInt("type"),
    sysParameterTypeDescription: t.exposeString("description", { description: "The parameter's description in the viewer's language" }),
    appParameterTypeDescription: t.exposeString("description", { description: "The same description, by the back office's name" }),
    fieldType: t.exposeInt("fieldType", { description: "1 text, 2 e-mail, 3 whole number, 4 decimal, 5 decimal with 2 places, 6 password, 7 language" }),
    value: t.exposeString("value", { description: "The stored value; always empty for a password" }),
    hasValue: t.exposeBoolean("hasValue", { description: "Whether a value is stored (for a password, whether one is set)" }),
    isDefault: t.exposeBoolean("isDefault", { description: "Whether the value is the default one" }),
    min: t.float({ nullable: true, resolve: (p) => p.limits.min ?? null }),
    max: t.float({ nullable: true, resolve: (p) => p.limits.max ?? null }),
    step: t.float({ nullable: true, resolve: (p) => p.limits.step ?? null }),
    maxLength: t.int({ resolve: (p) => p.limits.maxLength }),
    options: t.field({ type: [OptionRef], nullable: true, extensions: { listSize: 10 }, description: "A language parameter's choices (value: language id)", resolve: (p) => p.options }),
  }),
});

const OwnerRef = builder.objectRef<{ distributorId: number | null; name: string }>("SysParameterOwner").implement({
  description: "A set of system parameters the viewer may open.",
  fields: (t) => ({ distributorId: t.exposeInt("distributorId", { nullable: true, description: "null: the provider-wide set" }), name: t.exposeString("name") }),
});

const ChangeRef = builder.objectRef<SysParameterChange>("SysParameterChangePayload").implement({
  fields: (t) => ({
    message: t.exposeString("message", { description: "'Parameter {type} successfully updated.' in the viewer's language" }),
    parameter: t.field({ type: SysParameterRef, resolve: (r) => r.parameter }),
  }),
});

const ResetRef = builder.objectRef<SysParametersReset>("SysParametersResetPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    parameters: t.field({ type: [SysParameterRef], extensions: { listSize: 20 }, resolve: (r) => r.parameters }),
  }),
});

builder.queryField("sysParameters", (t) =>
  t.field({
    type: [SysParameterRef],
    authScopes: DISTRIBUTORS,
    extensions: { listSize: 20 },
    description: "A set of system parameters by type.",
    args: { distributorId: t.arg.int({ description: OWNER_ARG }) },
    resolve: (_r, a, ctx) => listSysParameters(ctx, a.distributorId),
  }),
);

builder.queryField("sysParameterOwners", (t) =>
  t.field({ type: [OwnerRef], authScopes: DISTRIBUTORS, extensions: { listSize: 20 }, description: "The sets the viewer may open: provider staff the provider-wide one and every distributor's; a distributor's administrator its own.", resolve: (_r, _a, ctx) => sysParameterOwners(ctx) }),
);

const SysParameterInput = builder.inputType("SysParameterInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    value: t.string({ required: true, description: "The new value as text; a password is kept exactly as typed and may not be empty (Default clears it)" }),
  }),
});

builder.mutationField("updateSysParameter", (t) =>
  t.field({ type: ChangeRef, authScopes: DISTRIBUTORS, args: { input: t.arg({ type: SysParameterInput, required: true }) }, resolve: (_r, a, ctx) => updateSysParameter(ctx, { id: localId(a.input.id, TYPE), value: a.input.value }) }),
);

builder.mutationField("resetSysParameter", (t) =>
  t.field({ type: ChangeRef, authScopes: DISTRIBUTORS, description: "Puts one parameter back to its default value.", args: { id: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => resetSysParameter(ctx, localId(a.id, TYPE)) }),
);

builder.mutationField("resetSysParameters", (t) =>
  t.field({
    type: ResetRef,
    authScopes: DISTRIBUTORS,
    description: "Puts every parameter of a set back to its default value.",
    args: { distributorId: t.arg.int({ description: OWNER_ARG }) },
    resolve: (_r, a, ctx) => resetSysParameters(ctx, a.distributorId),
  }),
);
