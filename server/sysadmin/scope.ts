// Who may use an entity and which of its rows (spec 002 section 6: /sys screens are for the
// provider and the distributors' administrators; distributors manage their own rows). Both
// doors and the generic screen ask here; a row outside the caller's scope is Not found.
import type { Principal } from "../auth/principal";
import { forbidden, notFound, unauthorized, ValidationError } from "../domain/errors";
import { REQUIRED } from "../domain/errors";
import type { Action, EntityDescription } from "./describe";

/** The actions the caller may use on the entity (none for company users). */
export function actionsOf(p: Principal | null, e: EntityDescription): readonly Action[] {
  if (p?.kind === "SYSTEM") return e.access.system;
  if (p?.kind === "DISTRIBUTOR") return e.access.distributor ?? [];
  return [];
}

export function assertAction(p: Principal | null, e: EntityDescription, action: Action): void {
  if (!p) throw unauthorized();
  if (!actionsOf(p, e).includes(action)) throw forbidden();
}

/** A distributor's administrator is held to its own distributor; the provider sees every one. */
const ownDistributor = (p: Principal | null, e: EntityDescription): number | null => (p?.kind === "DISTRIBUTOR" && e.parent?.field === "distributorId" ? (p.distributorId ?? -1) : null);

/** The rows the caller may see, narrowed to one parent when asked (another distributor's: none). */
export function rowScope(p: Principal | null, e: EntityDescription, parentId?: number | null): Record<string, unknown> {
  const own = ownDistributor(p, e);
  if (!e.parent || e.parent.virtual) return {};
  if (own !== null && parentId != null && parentId !== own) return { id: -1 };
  const parent = own ?? parentId;
  return parent == null ? {} : { [e.parent.field]: parent };
}

/** The parent a new or changed row belongs to: the distributor's own, or the one the provider names. */
export function parentFor(p: Principal | null, e: EntityDescription, asked: number | null | undefined): number | null {
  if (!e.parent) return null;
  if (e.parent.virtual) return asked ?? null;
  const own = ownDistributor(p, e);
  if (own !== null) {
    if (asked != null && asked !== own) throw notFound();
    return own;
  }
  if (asked == null) throw new ValidationError({ [e.parent.field]: [REQUIRED] });
  return asked;
}
