// `nodes(ids:)` in one statement per type: plugin-relay would look each id up on its own (one
// query per id: 24,000 ids took 27 s and stalled every tenant). Each tenant node registers the
// `findUnique` that scopes it (builder.ts); the ids of one type are read together with the
// plugin-prisma selection of the fields asked, inside the same scopes.
import { brandWithType } from "@pothos/core";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLResolveInfo } from "graphql";
import { badInput } from "./errors";
import type { ServiceContext } from "../context";

/** The most ids one `nodes` call takes (a page's worth); more is refused at the boundary (limits.ts). */
export const MAX_NODE_IDS = 100;

type Where = (id: string, ctx: ServiceContext) => object;
const lookups = new Map<string, { model: string; where: Where }>();

/** A prismaNode's model and scoped `findUnique`, under its GraphQL type name. */
export function registerNodeLookup(typeName: string, model: string, where: Where): void {
  lookups.set(typeName, { model, where });
}

interface GlobalId {
  id: string;
  typename: string;
}

/** The nodes of `ids` in their order (null where the caller may not see one or none exists). */
export async function loadNodes(ids: readonly (GlobalId | null)[], ctx: ServiceContext, info: GraphQLResolveInfo, perId: (ids: readonly (GlobalId | null)[]) => Promise<unknown[]>): Promise<unknown[]> {
  if (ids.length > MAX_NODE_IDS) throw tooManyIds();
  const out: unknown[] = ids.map(() => null);
  const byType = new Map<string, number[]>();
  ids.forEach((g, i) => {
    if (g) byType.set(g.typename, [...(byType.get(g.typename) ?? []), i]);
  });
  await Promise.all(
    [...byType].map(async ([typename, slots]) => {
      const lookup = lookups.get(typename);
      if (!lookup) {
        // Not a tenant prismaNode (none today): the plugin's own resolution.
        const found = await perId(slots.map((i) => ids[i]!));
        slots.forEach((i, k) => (out[i] = found[k] ?? null));
        return;
      }
      const query = (await queryFromInfo({ context: ctx, info, typeName: typename, awaitSelections: true } as never)) as { select?: Record<string, unknown> };
      const delegate = (ctx.prisma as unknown as Record<string, { findMany(args: object): Promise<{ id: unknown }[]> }>)[lookup.model.charAt(0).toLowerCase() + lookup.model.slice(1)]!;
      const rows = await delegate.findMany({
        ...query,
        ...(query.select ? { select: { ...query.select, id: true } } : {}),
        where: { OR: slots.map((i) => lookup.where(ids[i]!.id, ctx)) },
      });
      const byId = new Map<string, unknown>();
      for (const r of rows) {
        brandWithType(r, typename as never); // the Node interface resolves its type from the brand
        byId.set(String(r.id), r);
      }
      for (const i of slots) out[i] = byId.get(String(Number(ids[i]!.id))) ?? null;
    }),
  );
  return out;
}

// The same refusal as the boundary's (limits.ts), for a caller that reaches the resolver another way.
const tooManyIds = () => badInput("ids", `At most ${MAX_NODE_IDS} ids per request.`);
