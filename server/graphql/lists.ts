// The GraphQL form of the paged lists (server/domain/lists.ts): an offset connection with
// `search`, `orderBy` (an enum of the list's orderable columns) and `descending` arguments and
// a `totalCount`, whose nodes come with their plugin-prisma selection (no query per row).
import { queryFromInfo } from "@pothos/plugin-prisma";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import type { GraphQLResolveInfo } from "graphql";
import { checkPageSize } from "../domain/paging";
import type { ListPage, ListRequest, ListWindow } from "../domain/lists";
import { builder, type GraphQLContext } from "./builder";

/** The enum of a list's orderable columns: the keys of its ListSpec's `order` (or the names given). */
export function orderEnum(name: string, order: Record<string, unknown> | readonly string[]) {
  return builder.enumType(name, { values: (Array.isArray(order) ? order : Object.keys(order)) as [string, ...string[]] });
}

type ArgBuilder = { arg: any };

/** The arguments every paged list takes besides the connection's own. */
export function listArgs(t: ArgBuilder, order: ReturnType<typeof orderEnum>) {
  return {
    search: t.arg.string({ description: "Case- and accent-insensitive text the rows contain (at most 100 characters)" }),
    orderBy: t.arg({ type: order, description: "The column to order by (default: the list's own order)" }),
    descending: t.arg.boolean({ description: "With orderBy: descending" }),
  };
}

/** The connection type's options: its name and the total of rows matching the search. */
export function withTotalCount(name: string) {
  return { name, fields: (c: any) => ({ totalCount: c.int({ resolve: (page: { totalCount: number }) => page.totalCount }) }) };
}

interface ConnectionArgs {
  search?: unknown;
  orderBy?: unknown;
  descending?: unknown;
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/**
 * One page of a list as a connection: `load` reads the window with the nodes' selection (for
 * `typeName`, the concrete type of an interface list) and answers the rows and the total.
 */
export async function listConnection<Row extends object>(
  args: ConnectionArgs,
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  typeName: string,
  load: (request: ListRequest, window: ListWindow) => Promise<ListPage<Row>>,
) {
  const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"], typeName });
  const request = { search: args.search as string | null, orderBy: args.orderBy as string | null, descending: args.descending as boolean | null };
  return pagedConnection(args, async (window) => {
    const { rows, total } = await load(request, { query, ...window });
    return { rows: rows.map((row) => ({ ...row, __typename: typeName })), total };
  });
}

/**
 * An offset connection over a window reader, with the total: the page sizes checked, 10 rows
 * when neither `first` nor `last` is asked. For lists whose nodes are no plugin-prisma objects
 * (the application log, the /sys records) and, with their selection, for listConnection.
 */
export async function pagedConnection<Row extends object>(args: ConnectionArgs, load: (window: { skip: number; take: number }) => Promise<ListPage<Row>>) {
  if (args.first != null) checkPageSize(args.first, "first");
  if (args.last != null) checkPageSize(args.last, "last");
  let totalCount = 0;
  const page = await resolveOffsetConnection({ args: { ...args, first: args.first ?? (args.last == null ? 10 : null) } }, async ({ offset, limit }) => {
    const { rows, total } = await load({ skip: offset, take: limit });
    totalCount = total;
    return rows;
  });
  return { ...page, totalCount };
}
