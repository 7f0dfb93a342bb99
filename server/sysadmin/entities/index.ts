// Every administrable entity. Adding one = writing its description (and its rules) and
// listing it here: its GraphQL types and operations, REST routes, validation, scope, probe
// recipes and screen follow from the description.
import type { EntityDescription } from "../describe";
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
/** The entity a /sys route shows (routes are matched without regard to case, as the router does). */
export const entityByRoute = (route: string) => ENTITIES.find((e) => e.route.toLowerCase() === route.trim().split("?")[0]!.toLowerCase().replace(/\/+$/, ""));

/** A screen's address ("/sysgtin?distributorId=2"): its entity and the address's query. */
export function screenOf(address: string): { e: ReturnType<typeof entityByRoute>; params: URLSearchParams } {
  const [, query = ""] = address.split("?");
  return { e: entityByRoute(address), params: new URLSearchParams(query) };
}
