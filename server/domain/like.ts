// Prisma hands `contains`, `startsWith`, `endsWith` and `equals` with mode "insensitive" to
// PostgreSQL as LIKE / ILIKE patterns without escaping what it is given (issue 33 L3): a "%"
// typed by a user matched every row, "_" any character, and a trailing "\" failed the
// statement ("LIKE pattern must not end with escape character", a 500). User text on its way
// into such a filter goes through these, so it is looked for exactly as written.

/** The text with LIKE's metacharacters escaped by PostgreSQL's default escape, the backslash. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** Equal to `text` whatever the case (Prisma: ILIKE). */
export const equalsIgnoringCase = (text: string) => ({ equals: likeLiteral(text), mode: "insensitive" as const });

/** Holding `text` (Prisma: LIKE '%…%'). */
export const containing = (text: string) => ({ contains: likeLiteral(text) });

/** Holding `text` whatever the case (Prisma: ILIKE '%…%'). */
export const containingIgnoringCase = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/** Beginning with `text` (Prisma: LIKE '…%'). */
export const startingWith = (text: string) => ({ startsWith: likeLiteral(text) });
