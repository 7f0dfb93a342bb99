// The paged lists (the shared table in server mode, spec 000 "Shared table"): a search term,
// an ordering by one of the list's named columns and a window of rows, with the total.
// One ListSpec per list says what its search box looks at and how each column orders; the
// service that owns the list applies it with pageOf, so every door pages by the same rule.
import { ValidationError } from "./errors";
import { foldSearch } from "./search";
import { containing } from "./like";

export type Direction = "asc" | "desc";
type Clause = object;

export interface ListSpec<Order extends string> {
  /** Relations (dotted paths) whose searchText the search box looks at besides the row's own. */
  searchRelations?: readonly string[];
  /** An integer column a numeric term also matches exactly (the read number). */
  searchNumber?: string;
  /** The order of each orderable column, in the asked direction. */
  order: Record<Order, (direction: Direction) => object>;
  /** The order when none is asked (the id, last, breaks ties in every case). */
  defaultOrder: readonly Clause[];
}

export interface ListRequest {
  search?: string | null;
  orderBy?: string | null;
  /** With orderBy: descending instead of ascending. */
  descending?: boolean | null;
}

/** The rows to read: `take` rows after `skip`, with the door's selection (plugin-prisma `query`). */
export interface ListWindow {
  skip: number;
  take: number;
  query?: object;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export const SEARCH_MAX_LENGTH = 100;

/** The condition of the search box, or null when it is empty. */
export function searchWhere(spec: Pick<ListSpec<string>, "searchRelations" | "searchNumber">, search: string | null | undefined): Clause | null {
  const term = foldSearch((search ?? "").trim());
  if (!term) return null;
  if (term.length > SEARCH_MAX_LENGTH) throw new ValidationError({ search: [`The search text must be at most ${SEARCH_MAX_LENGTH} characters.`] });
  const contains = { searchText: containing(term) };
  const alternatives: Clause[] = [contains, ...(spec.searchRelations ?? []).map((path) => nest(path.split("."), contains))];
  if (spec.searchNumber && /^\d{1,9}$/.test(term)) alternatives.push({ [spec.searchNumber]: Number(term) });
  return { OR: alternatives };
}

function nest(path: string[], leaf: Clause): Clause {
  return path.reduceRight<Clause>((inner, key) => ({ [key]: inner }), leaf);
}

/** The Prisma order: the asked column (or the default) then the id, so pages never overlap. */
export function orderOf(spec: ListSpec<string>, request: ListRequest): Clause[] {
  const direction: Direction = request.descending ? "desc" : "asc";
  const column = request.orderBy ? (spec.order as Record<string, ListSpec<string>["order"][string] | undefined>)[request.orderBy] : undefined;
  if (request.orderBy && !column) throw new ValidationError({ orderBy: [`This list cannot be ordered by ${request.orderBy}.`] });
  const asked = column ? [column(direction)].flat() : [...spec.defaultOrder];
  return asked.some((clause) => "id" in clause) ? asked : [...asked, { id: column ? direction : "asc" }];
}

interface Delegate {
  findMany(args: object): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
}

/** One page of a list and its total: `where` is the caller's scope and filters. */
export async function pageOf<Row extends object = object>(delegate: Delegate, where: Clause, spec: ListSpec<string>, request: ListRequest, window: ListWindow): Promise<ListPage<Row>> {
  const search = searchWhere(spec, request.search);
  const filtered = search ? { AND: [where, search] } : where;
  const [rows, total] = await Promise.all([
    delegate.findMany({ ...window.query, where: filtered, orderBy: orderOf(spec, request), skip: window.skip, take: window.take }),
    delegate.count({ where: filtered }),
  ]);
  return { rows: rows as Row[], total };
}
