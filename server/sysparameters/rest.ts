// REST door of the system parameters (spec 002 sections 7.7 and 7.8; docs/system-parameters.md).
// A change names its row by id, bare ({ id, value }) or as the row the client read
// ({ parameter: { id, ... }, value }); a value sent beside the row wins over the row's own.
import type { RestContext, Router } from "../http/router";
import { DISTRIBUTORS } from "../auth/scopes";
import { saved } from "../http/replies";
import { REQUIRED, ValidationError } from "../domain/errors";
import { id, object, raw, text } from "../validation/wire";
import { listByEncryptedDistributor, listSysParameters, resetSysParameter, resetSysParameters, updateSysParameter, type SysParameterChange, type SysParameterView } from "./service";

const Row = object({ Id: id(), Value: raw() });
const Change = object({ Parameter: Row.nullish(), Id: id(), Value: raw() }, { Parameter: ["Parameter", "parameter", "SysParameter", "sysParameter"] });

const wire = (p: SysParameterView) => ({
  id: p.id,
  distributorId: p.distributorId,
  sysParameterType: p.type,
  value: p.value,
  hasValue: p.hasValue,
  isDefault: p.isDefault,
  sysParameterTypeDescription: p.description,
  appParameterTypeDescription: p.description,
  fieldType: p.fieldType,
  min: p.limits.min ?? null,
  max: p.limits.max ?? null,
  step: p.limits.step ?? null,
  maxLength: p.limits.maxLength,
  options: p.options,
});

/** The row a change names, and the value it carries. */
async function change(c: RestContext) {
  const b = await c.body(Change);
  const rowId = b.Parameter?.Id ?? b.Id;
  if (rowId == null) throw new ValidationError({ id: [REQUIRED] });
  return { id: rowId, value: b.Value !== undefined ? b.Value : b.Parameter?.Value };
}

const answer = (r: SysParameterChange) => saved(wire(r.parameter), r.message);
const distributorArg = (c: RestContext) => c.args({ distributorId: id() }).distributorId;

export function sysParameterRoutes(r: Router) {
  r.get("/api/sysparameter", DISTRIBUTORS, async (c) => (await listSysParameters(c, distributorArg(c))).map(wire));
  r.get("/api/sysparameter/GetByDistributorStr", DISTRIBUTORS, async (c) => (await listByEncryptedDistributor(c, c.args({ distributorId: text(200) }).distributorId)).map(wire));
  r.put("/api/sysparameter", DISTRIBUTORS, async (c) => answer(await updateSysParameter(c, await change(c))));
  r.post("/api/sysparameter/defaultvalue", DISTRIBUTORS, async (c) => answer(await resetSysParameter(c, (await change(c)).id)));
  r.post("/api/sysparameter/defaultvalues", DISTRIBUTORS, async (c) => {
    const reset = await resetSysParameters(c, distributorArg(c));
    return saved(reset.parameters.map(wire), reset.message);
  });
}
