// The one authorization layer. GraphQL fields (Pothos scope-auth) and REST routes declare
// the same scope names; `scopeMap` decides them from the principal. Tenant checks (which
// company's data) live in ./tenancy.ts and run inside the services.
import type { Principal } from "./principal";
import { forbidden, unauthorized } from "../http/errors";

export const COMPANY_ADMIN = 0;
export const SUPERVISOR = 1;
export const OPERATOR = 2;
export const DISTRIBUTOR_USER = 3;
export const CONNECTION = 4;

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
