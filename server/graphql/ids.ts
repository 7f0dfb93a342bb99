// Global (Relay) ids in mutation arguments: decode and check the type they name.
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { notFound } from "../domain/errors";
import { INT_MAX } from "../validation/wire";

/** The global (Relay) id of a row of a type: base64 of "Type:id". */
export const globalId = (typename: string, id: number | string): string => encodeGlobalID(typename, id);

/** Accepts a global id of the given type (or a plain number, for scripts) → numeric id. */
export function localId(id: string | number, typename: string): number {
  let n: number | null = typeof id === "number" || /^\d+$/.test(id) ? Number(id) : null;
  try {
    const g = n === null ? decodeGlobalID(String(id)) : null;
    if (g && g.typename === typename && /^\d+$/.test(g.id)) n = Number(g.id);
  } catch {
    /* falls through to Not found */
  }
  // Ids are PostgreSQL integers: a bigger number names no row (and must not reach the query).
  if (n === null || !Number.isSafeInteger(n) || n > INT_MAX) throw notFound();
  return n;
}

/**
 * The numeric id of a node(id) lookup: what the global id names, or -1 (no row) when that is
 * not a PostgreSQL integer ("Sector:abc", "Sector:99999999999" must not reach the query).
 */
export function nodeId(id: string | number): number {
  const n = Number(id);
  return Number.isSafeInteger(n) && n >= 0 && n <= INT_MAX && /^\d+$/.test(String(id)) ? n : -1;
}
