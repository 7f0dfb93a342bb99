// Every administrable entity. Adding one = writing its description (and its rules) and
// listing it here: its GraphQL types and operations, REST routes, validation, scope, probe
// recipes and screen follow from the description.
import type { Action, EntityDescription, RouteAlias } from "../describe";
import { gtin, incubatorDistributor, incubatorModel, product, productModel, program } from "./catalogue";
import { company } from "./companies";
import { scoreRpe, settingValue } from "./dashboard";
import { distributor } from "./distributors";
import { activationCode, licensePeriod, licenseProduct } from "./licensing";
import { sysLog } from "./syslog";
import { sysNotification } from "./notifications";
import { generalObject, language, menuGroup, menuItem, message, module, screenObject, specialObject } from "./translatable";

export const ENTITIES: readonly EntityDescription[] = [distributor, company, incubatorModel, incubatorDistributor, program, productModel, product, gtin, licenseProduct, licensePeriod, activationCode, scoreRpe, settingValue, sysLog, sysNotification, language, generalObject, module, message, specialObject, screenObject, menuGroup, menuItem];

export const entityByName = (name: string) => ENTITIES.find((e) => e.name === name);

/** An entity as one of its route aliases shows it: the alias's route, access (within the entity's), row actions and columns. */
export function aliased(e: EntityDescription, alias: RouteAlias): EntityDescription {
  const within = (asked: readonly Action[] | undefined, own: readonly Action[] | undefined) => (asked ?? []).filter((a) => (own ?? []).includes(a));
  const offered = new Set(alias.rowActions ?? []);
  return {
    ...e,
    route: alias.route,
    access: { system: within(alias.access.system, e.access.system), distributor: within(alias.access.distributor, e.access.distributor) },
    // An action not offered here stays known (a call for it is refused, not "no such action").
    actions: (e.actions ?? []).map((a) => (offered.has(a.key) ? a : { ...a, who: [] })),
    fields: alias.columns ? e.fields.map((f) => ({ ...f, inTable: alias.columns!.includes(f.name) })) : e.fields,
    aliases: undefined,
  };
}

/** Every screen the generic /sys screen draws: each entity at its route, and at its aliases' routes. */
export const SCREENS: readonly EntityDescription[] = [...ENTITIES, ...ENTITIES.flatMap((e) => (e.aliases ?? []).map((a) => aliased(e, a)))];

/** The entity a /sys route (or an alias's route) shows (routes are matched without regard to case, as the router does). */
export const entityByRoute = (route: string) => SCREENS.find((e) => e.route.toLowerCase() === route.trim().split("?")[0]!.toLowerCase().replace(/\/+$/, ""));

/** A screen's address ("/sysgtin?distributorId=2"): its entity and the address's query. */
export function screenOf(address: string): { e: ReturnType<typeof entityByRoute>; params: URLSearchParams } {
  const [, query = ""] = address.split("?");
  return { e: entityByRoute(address), params: new URLSearchParams(query) };
}
