// REST door of the administrable entities (spec 002 section 7.7: "each CRUD goes to the base
// URL of the screen"), generated from their descriptions: GET base (?{parent}), GET base/:id,
// POST base, PUT base (the row with its id), DELETE base (?id or the body's id), the list by
// parent (GET .../GetByDistributor?distributorId) and the option lists of static selects
// (getTypes, GetScoreTypes, getZoneTypes). Bodies use the wire names (nombre, codigo,
// administrator.name) and are typed strictly by each field's kind.
import type { RestContext, Router } from "../http/router";
import { DISTRIBUTORS, SYSTEM } from "../auth/scopes";
import { deleted, saved } from "../http/replies";
import { bool, decimal, id, integer, object, text, z } from "../validation/wire";
import { ENTITIES } from "./entities";
import { restAction, wireRow, wireRows } from "./legacy";
import { textIn, wireOf, type EntityDescription, type FieldDescription, type Row } from "./describe";
import { userLanguage } from "../i18n/languages";
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from "./service";
import { writable } from "./validate";

const wireType = (f: FieldDescription) => (f.kind === "integer" || f.kind === "select" ? integer() : f.kind === "decimal" ? decimal() : f.kind === "boolean" ? bool() : text(f.maxLength ? Math.max(f.maxLength * 4, 100) : 4000));

/** The body's shape: flat wire names, and dotted ones ("administrator.name") as nested objects. */
function bodySchema(e: EntityDescription) {
  const flat: Record<string, z.ZodType> = { id: id() };
  const nested: Record<string, Record<string, z.ZodType>> = {};
  if (e.parent) flat[e.parent.field] = id();
  for (const f of writable(e)) {
    const [head, tail] = wireOf(f).split(".") as [string, string | undefined];
    if (tail) (nested[head] ??= {})[tail] = wireType(f);
    else flat[head] = wireType(f);
  }
  for (const [head, shape] of Object.entries(nested)) flat[head] = object(shape).optional().nullable();
  return object(flat);
}

/** The body's values by field name. */
function valuesOf(e: EntityDescription, body: Record<string, any>) {
  const values: Record<string, unknown> = {};
  for (const f of writable(e)) {
    const [head, tail] = wireOf(f).split(".") as [string, string | undefined];
    values[f.name] = tail ? body[head]?.[tail] : body[head];
  }
  return { ...values, parentId: e.parent ? (body[e.parent.field] ?? null) : null };
}

/** Lists the translation screens choose from that are no entity of their own (spec 002 section 7.7). */
function referenceRoutes(r: Router) {
  // The three menus (/sysmenu's ?menuId).
  r.get("/api/menu", SYSTEM, async () => (["APP", "DISTRIBUTOR", "SYSTEM"] as const).map((id) => ({ id, description: id.charAt(0) + id.slice(1).toLowerCase() })));
  // A module's screens (/sysscreen's screens, by ?ModuleId).
  r.get("/api/screen", SYSTEM, async (c) => {
    const { ModuleId } = c.args({ ModuleId: id() });
    return c.prisma.screen.findMany({ where: ModuleId == null ? {} : { moduleId: ModuleId }, orderBy: { id: "asc" }, select: { id: true, moduleId: true, name: true, description: true, route: true } });
  });
}

export function sysadminRoutes(r: Router) {
  referenceRoutes(r);
  for (const e of ENTITIES) {
    const schema = bodySchema(e);
    const wireAll = (c: RestContext, rows: Row[]) => wireRows(c, e, rows);
    const parentArg = (c: RestContext) => (e.parent ? (c.args({ [e.parent.param]: id() })[e.parent.param] as number | null | undefined) ?? null : null);
    const filtersArg = (c: RestContext) => Object.fromEntries((e.filters ?? []).map((f) => [f.param, c.query.get(f.param)]));
    const actions = new Set([...e.access.system, ...(e.access.distributor ?? [])]);

    // A reference read every user already has at this path (GET /api/Program) keeps it.
    if (!r.has("GET", e.rest.base)) r.get(e.rest.base, DISTRIBUTORS, async (c) => wireAll(c, await listRecords(c, e, { parentId: parentArg(c), filters: filtersArg(c) })));
    if (e.rest.byParent) r.get(e.rest.byParent, DISTRIBUTORS, async (c) => wireAll(c, await listRecords(c, e, { parentId: parentArg(c) ?? -1, filters: filtersArg(c) })));
    for (const list of e.rest.options ?? []) {
      const f = e.fields.find((x) => x.name === list.field)!;
      r.get(list.path, DISTRIBUTORS, async (c) => {
        const lang = (await userLanguage(c.prisma, c.principal)).code;
        return f.options && "static" in f.options ? f.options.static.map((o) => ({ id: o.value, description: textIn(o.label, lang) })) : [];
      });
    }
    if (actions.has("create")) r.post(e.rest.base, DISTRIBUTORS, async (c) => saved(await wireRow(c, e, await createRecord(c, e, valuesOf(e, await c.body(schema))))));
    if (actions.has("update")) {
      const update = async (c: RestContext) => {
        const body = await c.body(schema);
        const values = valuesOf(e, body);
        return saved(await wireRow(c, e, await updateRecord(c, e, body.id as number | null, { ...values, parentId: values.parentId ?? parentArg(c) })));
      };
      r.put(e.rest.base, DISTRIBUTORS, update);
      // The translation screens' legacy save: POST .../save with the item and ?languageId (or languageId in the body).
      if (e.rest.save) r.post(e.rest.save, DISTRIBUTORS, update);
    }
    // A path another area serves (the company's own reset-password) hands provider calls here itself.
    for (const a of e.actions ?? []) if (a.rest && !r.has(a.rest.method ?? "POST", a.rest.path)) r.add(a.rest.method ?? "POST", a.rest.path, DISTRIBUTORS, (c) => restAction(c, e.name, a.key));
    if (actions.has("delete"))
      r.delete(e.rest.base, DISTRIBUTORS, async (c) => {
        const asked = c.args({ id: id() }).id ?? (await c.body(object({ id: id() }))).id;
        await deleteRecord(c, e, asked);
        return deleted();
      });
    // Last: the paths above (…/GetByDistributor, …/getTypes, …/resetGeneralObject) are not row ids.
    r.get(`${e.rest.base}/:id`, DISTRIBUTORS, async (c) => wireRow(c, e, await getRecord(c, e, c.args({ id: id() }).id, parentArg(c))));
  }
}
