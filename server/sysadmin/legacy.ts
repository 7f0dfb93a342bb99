// The legacy wire shape of an administrable entity's row, and its row actions called through
// their legacy paths: shared by this area's REST door and the door that already serves such a
// path (POST /api/appuser/resetpassword, server/users/rest.ts).
import type { RestContext } from "../http/router";
import { done } from "../http/replies";
import { userLanguage } from "../i18n/languages";
import { entityByName } from "./entities";
import { textIn, wireOf, type EntityDescription, type Row } from "./describe";
import { runAction } from "./service";

/** Rows on the wire: wire names, nested where dotted, and the label of each static option in the caller's language (read once). */
export async function wireRows(c: RestContext, e: EntityDescription, rows: Row[]): Promise<Record<string, unknown>[]> {
  const lang = (await userLanguage(c.prisma, c.principal)).code;
  return rows.map((row) => wireOne(e, row, lang));
}

export async function wireRow(c: RestContext, e: EntityDescription, row: Row): Promise<Record<string, unknown>> {
  return (await wireRows(c, e, [row]))[0]!;
}

function wireOne(e: EntityDescription, row: Row, lang: string): Record<string, unknown> {
  const out: Record<string, any> = { id: row.id };
  if (e.parent) out[e.parent.field] = row[e.parent.field];
  for (const f of e.fields) {
    if (f.secret) continue;
    const [head, tail] = wireOf(f).split(".") as [string, string | undefined];
    const v = row[f.name] ?? null;
    if (tail) (out[head] ??= {})[tail] = v;
    else out[head] = v;
    if (f.options && "static" in f.options) out[`${head}Description`] = textIn(f.options.static.find((o) => o.value === v)?.label ?? { en: "", es: "", it: "", pt: "", ja: "" }, lang);
  }
  return out;
}

/**
 * A row action called through its legacy path: the body names the row and the values
 * (server/sysadmin/describe.ts, RowActionDescription.rest). Answers the legacy success body.
 */
export async function restAction(c: RestContext, entityName: string, key: string) {
  const e = entityByName(entityName)!;
  const action = e.actions!.find((a) => a.key === key)!;
  const body = c.request.method === "GET" ? {} : await c.body<Record<string, any>>();
  const { recordId, values } = await action.rest!.read(body, c.prisma, c.query);
  const { message, row } = await runAction(c, e, key, recordId, values, e.parent ? Number(c.query.get(e.parent.param)) || null : null);
  return { ...done(message), item: await wireRow(c, e, row) };
}

