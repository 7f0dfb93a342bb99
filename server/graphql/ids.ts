// Global (Relay) ids in mutation arguments: decode and check the type they name.
import { decodeGlobalID } from "@pothos/plugin-relay";
import { notFound } from "../http/errors";

/** Accepts a global id of the given type (or a plain number, for scripts) → numeric id. */
export function localId(id: string | number, typename: string): number {
  if (typeof id === "number" || /^\d+$/.test(id)) return Number(id);
  try {
    const g = decodeGlobalID(id);
    if (g.typename === typename && /^\d+$/.test(g.id)) return Number(g.id);
  } catch {
    /* falls through to Not found */
  }
  throw notFound();
}
