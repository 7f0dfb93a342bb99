// Probe recipes of the system-administration operations, generated from the entity
// descriptions (server/sysadmin/entities) like the operations themselves: a new entity is
// probed without a line here. The victim's side is its distributor (Bionova Iberia, id 1 in
// the seed: Hospital A's): its by-distributor rows are product 1, GTIN 1 and distributor
// incubator 1. Every attacker is a company user (refused by role) or the other distributor's
// user, which must be refused on the victim distributor's rows and on provider-only
// entities; its own lists may answer (its own rows: tests/api/sysadmin.test.ts proves that
// they never hold another distributor's).
import { ENTITIES, SCREENS } from "../../../server/sysadmin/entities";
import type { EntityDescription } from "../../../server/sysadmin/describe";
import { BIONOVA, sysSamples } from "../../helpers/sysadmin";
import type { AttackerClass } from "./victim";
import type { AreaRecipes, GqlSpec, Recipe, RestSpec } from "./recipes";

const BOTH: AttackerClass[] = ["outsider", "insider"];
/** The victim distributor's row of each by-distributor entity (the seed's first rows). */
const VICTIM_ROW = 1;
/** The legacy reset calls name their item by kind (?generalObject=, ?item=, ...): the victim row under every name. */
const RESET_PARAMS = Object.fromEntries(["generalObject", "module", "message", "specialObject", "object", "group", "item"].map((k) => [k, VICTIM_ROW]));
const samples = sysSamples({ model: 1, product: 1, program: 2 });

const wireBody = (e: EntityDescription, values: Record<string, unknown>) => {
  const out: Record<string, any> = e.parent ? { [e.parent.field]: BIONOVA } : {};
  for (const f of e.fields.filter((x) => x.name in values)) {
    const [head, tail] = (f.wire ?? f.name).split(".") as [string, string | undefined];
    if (tail) (out[head] ??= {})[tail] = values[f.name];
    else out[head] = values[f.name];
  }
  return out;
};

/** Whether the other distributor may read this entity at all (catalogues every distributor uses). */
const outsiderMayRead = (e: EntityDescription) => !e.parent && (e.access.distributor ?? []).includes("list");
const readWhy = (e: EntityDescription) =>
  e.parent ? `the ${e.name} rows of the caller's own distributor only; asked for the victim distributor's, another distributor gets none` : `${e.name} is a shared catalogue (no tenant's values)`;

/** Values of an entity's form when no sample is kept (the translation screens: update only). */
function formValues(e: EntityDescription): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of e.fields.filter((x) => !x.readOnly)) {
    if (f.kind === "boolean") values[f.name] = false;
    else if (f.kind === "integer" || f.kind === "decimal") values[f.name] = 1;
    else if (f.kind === "select") values[f.name] = f.options && "static" in f.options ? f.options.static[0]!.value : 1;
    else values[f.name] = "Probe";
  }
  return { ...values, ...(e.parent ? { [e.parent.field]: e.parent.virtual ? 1 : BIONOVA } : {}) };
}

function entityRecipes(e: EntityDescription): AreaRecipes {
  const rest: Record<string, Recipe<RestSpec>> = {};
  const graphql: Record<string, Recipe<GqlSpec>> = {};
  const sample = samples[e.name];
  const actions = new Set([...e.access.system, ...(e.access.distributor ?? [])]);
  const parentQuery = e.parent ? { [e.parent.param]: BIONOVA } : {};
  const listRefuse: AttackerClass[] = outsiderMayRead(e) || e.parent ? ["insider"] : BOTH;
  const rowRefuse: AttackerClass[] = outsiderMayRead(e) ? ["insider"] : BOTH;

  rest[`GET ${e.rest.base}`] = { calls: () => [{ query: parentQuery }], refuse: listRefuse, control: false, why: readWhy(e) };
  if (e.rest.byParent) rest[`GET ${e.rest.byParent}`] = { calls: () => [{ query: parentQuery }], refuse: listRefuse, control: false, why: readWhy(e) };
  rest[`GET ${e.rest.base}/:id`] = { calls: () => [{ params: { id: VICTIM_ROW } }], refuse: rowRefuse, control: false, why: readWhy(e) };
  for (const list of e.rest.options ?? []) rest[`GET ${list.path}`] = { calls: () => [{}], control: false, why: "a static option list" };
  graphql[`Query.sys${e.plural}`] = { calls: () => [{ args: { first: 50, ...(e.parent ? { [e.parent.field]: BIONOVA } : {}) } }], refuse: listRefuse, control: false, why: readWhy(e) };

  if (sample && actions.has("create")) {
    const values = { ...sample.create(), ...(e.parent ? { [e.parent.field]: BIONOVA } : {}) };
    rest[`POST ${e.rest.base}`] = { calls: () => [{ body: wireBody(e, sample.create()) }], refuse: BOTH };
    graphql[`Mutation.createSys${e.name}`] = { calls: () => [{ args: { input: values } }], refuse: BOTH };
  }
  if (actions.has("update")) {
    const values = () => (sample ? { ...sample.create(), ...(e.parent ? { [e.parent.field]: BIONOVA } : {}) } : formValues(e));
    rest[`PUT ${e.rest.base}`] = { calls: () => [{ body: { id: VICTIM_ROW, ...wireBody(e, values()) } }], refuse: BOTH };
    if (e.rest.save) rest[`POST ${e.rest.save}`] = { calls: () => [{ body: { id: VICTIM_ROW, ...wireBody(e, values()) } }], refuse: BOTH };
    graphql[`Mutation.updateSys${e.name}`] = { calls: () => [{ args: { recordId: VICTIM_ROW, input: values() } }], refuse: BOTH };
  }
  // Row actions through their legacy paths, aimed at the victim's row (Hospital A is company 1).
  for (const a of e.actions ?? [])
    if (a.rest)
      rest[`${a.rest.method ?? "POST"} ${a.rest.path}`] = {
        calls: ({ v }) => (a.rest!.method === "GET" ? [{ query: RESET_PARAMS }] : [{ body: { Company: { id: VICTIM_ROW }, AppUser: { Id: v.admin.id }, Administrator: { name: "Hijacked", lastName: "Admin", email: "hijack@probe.test" } } }]),
        refuse: BOTH,
        // The legacy resets are writes behind GET: no read to control, the victim's rows are fingerprinted.
        ...(a.rest.method === "GET" ? { mutates: true, control: false as const, why: "a provider-only write behind GET (reset a translation)" } : {}),
      };
  if (actions.has("delete")) {
    rest[`DELETE ${e.rest.base}`] = { calls: () => [{ query: { id: VICTIM_ROW } }], refuse: BOTH };
    graphql[`Mutation.deleteSys${e.name}`] = { calls: () => [{ args: { recordId: VICTIM_ROW } }], refuse: BOTH };
  }
  return { rest, graphql };
}

const generated = ENTITIES.map(entityRecipes);
const byParent = ENTITIES.find((e) => e.parent)!;

export const sysadminRecipes: AreaRecipes = {
  rest: {
    ...Object.assign({}, ...generated.map((g) => g.rest)),
    "GET /api/menu": { calls: () => [{}], refuse: BOTH, control: false, why: "the three menu kinds (provider staff only)" },
    "GET /api/screen": { calls: () => [{ query: { ModuleId: 20 } }], refuse: BOTH, control: false, why: "a module's screens (provider staff only)" },
  },
  graphql: {
    ...Object.assign({}, ...generated.map((g) => g.graphql)),
    "Query.sysScreen": { calls: () => [{ args: { route: byParent.route, parentId: BIONOVA } }, ...SCREENS.filter((e) => e.parent && !ENTITIES.includes(e)).map((e) => ({ args: { route: e.route, parentId: BIONOVA } }))], refuse: ["insider"], control: false, why: "a screen's description: the victim distributor's options appear to its own users and the provider only" },
    // SCREENS: every entity's route and its aliases' (/distcompany), each with its own access.
    "Query.sysRecords": { calls: () => SCREENS.filter((e) => e.parent).map((e) => ({ args: { route: e.route, parentId: BIONOVA, first: 50 } })), refuse: ["insider"], control: false, why: "another distributor asking for the victim distributor's rows gets none" },
    "Mutation.saveSysRecord": {
      calls: () => SCREENS.filter((e) => e.parent && samples[e.name]).map((e) => ({ args: { route: e.route, recordId: VICTIM_ROW, parentId: BIONOVA, values: Object.entries(samples[e.name]!.create()).map(([field, value]) => ({ field, value: value == null ? null : String(value) })) } })),
      refuse: BOTH,
    },
    "Mutation.runSysAction": {
      calls: () => [
        { args: { route: "/syscompany", action: "resetPassword", recordId: VICTIM_ROW } },
        { args: { route: "/distcompany", action: "resetPassword", recordId: VICTIM_ROW } },
        { args: { route: "/syscompany", action: "replaceAdministrator", recordId: VICTIM_ROW, values: [{ field: "administratorName", value: "Hijacked" }, { field: "administratorLastName", value: "Admin" }, { field: "administratorEmail", value: "hijack@probe.test" }] } },
      ],
      refuse: BOTH,
    },
    "Mutation.deleteSysRecord": { calls: () => SCREENS.filter((e) => e.parent).map((e) => ({ args: { route: e.route, recordId: VICTIM_ROW } })), refuse: BOTH },
  },
};
