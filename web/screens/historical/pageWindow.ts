// The historical pager's moves as windows of the connection (pure, unit-tested): the first
// page, the next one after the shown page's end cursor, the previous one before its start
// cursor, and the last one as the last rows the last page holds (no cursor needed).

/** Which rows to ask for: forward from a cursor, or backward to one (or from the end). */
export interface PageWindow {
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

/** The cursors of the page shown and what the pager knows. */
export interface PagePosition {
  page: number;
  pageSize: number;
  totalCount: number;
  startCursor: string | null;
  endCursor: string | null;
}

/** The window that shows page `target` from where the pager is: first, next, previous or last. */
export function windowTo(target: number, at: PagePosition): PageWindow {
  const { page, pageSize, totalCount } = at;
  const lastPage = Math.max(0, Math.ceil(totalCount / pageSize) - 1);
  if (target === page + 1 && at.endCursor) return { first: pageSize, after: at.endCursor };
  if (target === page - 1 && target > 0 && at.startCursor) return { last: pageSize, before: at.startCursor };
  if (target === lastPage && target > 0) return { last: totalCount - lastPage * pageSize };
  return { first: pageSize };
}
