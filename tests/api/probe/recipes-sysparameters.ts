// Probe recipes of the system parameters (server/sysparameters). The victim's side is its
// distributor (Bionova Iberia, id 1: Hospital A's) and the provider-wide set. Company users are
// refused by role; the other distributor's user must be refused on every call that names
// distributor 1 or a provider-wide row (its own copy, asked without an id, is its business:
// tests/api/sysparameters.test.ts shows it never holds another distributor's rows).
import { gid } from "../../helpers/company";
import { BIONOVA } from "../../helpers/sysadmin";
import type { AttackerClass } from "./victim";
import type { AreaRecipes, GqlSpec, Recipe, RestSpec } from "./recipes";

const BOTH: AttackerClass[] = ["outsider", "insider"];
/** Seed order (server/seed/index.ts): the provider-wide rows are ids 1..17 by type, then distributor 1's 18..34. */
const TYPE = 5;
const PROVIDER_ROW = TYPE;
const VICTIM_ROW = 17 + TYPE;
const ROWS = [VICTIM_ROW, PROVIDER_ROW];
const NO_VICTIM_VALUE = "every set holds the same seeded values: the calls naming distributor 1 must be refused instead";

const R: Record<string, Recipe<RestSpec>> = {
  "GET /api/sysparameter": { calls: () => [{ query: { distributorId: BIONOVA } }], refuse: BOTH, control: false, why: NO_VICTIM_VALUE },
  "GET /api/sysparameter/GetByDistributorStr": { calls: ({ v }) => [{ query: { distributorId: v.distId } }], refuse: BOTH, control: false, why: NO_VICTIM_VALUE },
  "PUT /api/sysparameter": { calls: () => ROWS.map((id) => ({ body: { parameter: { id }, value: "45" } })), refuse: BOTH },
  "POST /api/sysparameter/defaultvalue": { calls: () => ROWS.map((id) => ({ body: { parameter: { id } } })), refuse: BOTH },
  "POST /api/sysparameter/defaultvalues": { calls: () => [{ query: { distributorId: BIONOVA } }], refuse: BOTH },
};

const G: Record<string, Recipe<GqlSpec>> = {
  "Query.sysParameters": { calls: () => [{ args: { distributorId: BIONOVA } }], refuse: BOTH, control: false, why: NO_VICTIM_VALUE },
  "Query.sysParameterOwners": { calls: () => [{}], refuse: ["insider"], control: false, why: "the sets the caller may open: another distributor's user is offered its own only" },
  "Mutation.updateSysParameter": { calls: () => ROWS.map((id) => ({ args: { input: { id: gid("SysParameter", id), value: "45" } } })), refuse: BOTH },
  "Mutation.resetSysParameter": { calls: () => ROWS.map((id) => ({ args: { id: gid("SysParameter", id) } })), refuse: BOTH },
  "Mutation.resetSysParameters": { calls: () => [{ args: { distributorId: BIONOVA } }], refuse: BOTH },
};

export const sysParameterRecipes: AreaRecipes = { rest: R, graphql: G };
