// Pages of Relay connections: the server answers at most 100 rows per request
// (server/domain/paging.ts), and a screen's first request brings a page of the largest
// common size, so the shared table rarely needs a second one.

/** The largest page the server answers. */
export const MAX_PAGE_ROWS = 100;

/** Rows a list screen's query asks first (covers 5, 10 and 25 rows per page). */
export const FIRST_PAGE_ROWS = 25;
