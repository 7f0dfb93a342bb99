// The one authorization layer. GraphQL fields (Pothos scope-auth) and REST routes declare
// the same scope names; `scopeMap` decides them from the principal. Tenant checks (which
// company's data) live in ./tenancy.ts and run inside the services.
import type { Principal } from "./principal";
import { forbidden, unauthorized } from "../domain/errors";

export const COMPANY_ADMIN = 0;
export const SUPERVISOR = 1;
export const OPERATOR = 2;
export const DISTRIBUTOR_USER = 3;
export const CONNECTION = 4;

// Who may do what. Every door (GraphQL authScopes, REST route rules) and the company menu's
// grants (server/seed/menus.ts) use these groups; tenant checks (which company's rows) are the
// services' (./tenancy.ts, ./company.ts).
/** Any signed-in user: their own session, profile, texts and regional format. */
export const SIGNED_IN = { authenticated: true };
/** Any user of a company (Connection users included): its sectors, measures, notifications. */
export const COMPANY_USERS = { company: true };
/** The people who record and review results: readings, historical, exports, machines' lists, quick-create of a machine. */
export const STAFF = { companyType: [COMPANY_ADMIN, SUPERVISOR, OPERATOR] };
/** The people who run the company: sectors, users, machines, incubators, subscriptions. */
export const MANAGERS = { companyType: [COMPANY_ADMIN, SUPERVISOR] };
/** The company administrator alone: forced deletes, the webhook secret. */
export const COMPANY_ADMINS = { companyType: [COMPANY_ADMIN] };
/** Every company user type, Connection users included: the menu's Home. */
export const EVERY_COMPANY_USER = { companyType: [COMPANY_ADMIN, SUPERVISOR, OPERATOR, CONNECTION] };
/** Distributor staff (and provider staff acting for a distributor). */
export const DISTRIBUTORS = { distributor: true };
/** Provider staff. */
export const SYSTEM = { system: true };

export interface Scopes {
  /** any signed-in user */
  authenticated: boolean;
  /** provider staff */
  system: boolean;
  /** distributor staff (or provider staff, who may act for any distributor) */
  distributor: boolean;
  /** any company application user */
  company: boolean;
  /** company user of one of the given types */
  companyType: number[];
}

export type ScopeName = keyof Scopes;
/** Any-of rule, as Pothos scope-auth reads it: `{ system: true, companyType: [0, 1] }`. */
export type ScopeRule = Partial<{ [K in ScopeName]: K extends "companyType" ? number[] : boolean }>;

export function scopeMap(p: Principal | null) {
  return {
    authenticated: !!p,
    system: p?.kind === "SYSTEM",
    distributor: p?.kind === "DISTRIBUTOR" || p?.kind === "SYSTEM",
    company: p?.kind === "COMPANY",
    companyType: (types: number[]) => p?.kind === "COMPANY" && p.userType !== null && types.includes(p.userType),
  };
}

export function allows(p: Principal | null, rule: ScopeRule): boolean {
  const m = scopeMap(p);
  return Object.entries(rule).some(([name, arg]) => {
    if (name === "companyType") return m.companyType(arg as number[]);
    return arg === true && m[name as Exclude<ScopeName, "companyType">] === true;
  });
}

/** Throws 401 without a principal, 403 when the rule does not allow it. */
export function requireScope(p: Principal | null, rule: ScopeRule): Principal {
  if (!p) throw unauthorized();
  if (!allows(p, rule)) throw forbidden();
  return p;
}
