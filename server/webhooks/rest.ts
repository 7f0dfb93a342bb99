// REST door of the subscriptions screen (321), wire names of spec 001 section 7:
//   GET  /api/Suscriptions/GetLicensesByIndicatorTypes/  → rows of the caller's company
//   POST /api/Suscriptions/Save          list of rows (or { companyId, subscriptions })  → "Subscriptions saved."
//   POST /api/Suscriptions/TestRequest   one row  → endpoint's answer as text; failure 400 { message }
// Additions (docs/webhooks.md): POST /api/Suscriptions/RotateSecret { id }, GET /api/Suscriptions/GetDeliveries?id&take.
import type { Router } from "../http/router";
import { badRequest } from "../http/errors";
import { int } from "../http/validate";
import { listDeliveries, listSubscriptions, rotateSecret, saveSubscriptions, testSubscription, type SubscriptionInput, type SubscriptionRow } from "./service";

type Body = Record<string, any>;
const MANAGERS = { companyType: [0, 1] };

/** The spec's Subscription object: suscribed, url, indicatorType, licenseProduct, companyId (+ id, block, secret). */
export const subscriptionWire = (r: SubscriptionRow) => ({
  id: r.id,
  suscribed: r.subscribed,
  url: r.url,
  indicatorType: r.indicatorType,
  licenseProduct: r.licenseProduct,
  companyId: r.companyId,
  block: r.block,
  secret: r.secret,
});

const pick = (o: Body, ...names: string[]) => {
  for (const n of names) if (o?.[n] !== undefined) return o[n];
  return undefined;
};

function parseRow(o: Body): SubscriptionInput {
  if (!o || typeof o !== "object" || Array.isArray(o)) throw badRequest("Each subscription must be an object.");
  const subscribed = pick(o, "suscribed", "Suscribed", "subscribed", "Subscribed");
  const url = pick(o, "url", "Url", "URL");
  return {
    id: int(pick(o, "id", "Id")) || null,
    companyId: int(pick(o, "companyId", "CompanyId")),
    licenseProductId: int(pick(o.licenseProduct ?? o.LicenseProduct ?? {}, "id", "Id") ?? pick(o, "licenseProductId", "LicenseProductId")),
    indicatorTypeId: int(pick(o.indicatorType ?? o.IndicatorType ?? {}, "id", "Id") ?? pick(o, "indicatorTypeId", "IndicatorTypeId")),
    subscribed: subscribed === true || subscribed === "true",
    url: typeof url === "string" ? url : url === null || url === undefined ? null : String(url),
  };
}

export function webhookRoutes(r: Router) {
  r.get("/api/Suscriptions/GetLicensesByIndicatorTypes", MANAGERS, async (c) => (await listSubscriptions(c, int(c.query.get("companyId")))).map(subscriptionWire));

  r.post("/api/Suscriptions/Save", MANAGERS, async (c) => {
    const b = await c.body<Body | Body[]>();
    const list = Array.isArray(b) ? b : pick(b, "subscriptions", "Subscriptions", "suscriptions", "Suscriptions", "list", "items");
    if (!Array.isArray(list)) throw badRequest("Send the list of subscriptions.");
    await saveSubscriptions(c, list.map(parseRow), Array.isArray(b) ? null : int(pick(b, "companyId", "CompanyId")));
    return "Subscriptions saved.";
  });

  r.post("/api/Suscriptions/TestRequest", MANAGERS, async (c) => {
    const b = await c.body<Body>();
    const row = parseRow(pick(b, "subscription", "Subscription", "suscription", "Suscription") ?? b);
    const outcome = await testSubscription(c, row);
    if (!outcome.ok) throw badRequest(outcome.message);
    return outcome.message;
  });

  r.post("/api/Suscriptions/RotateSecret", { companyType: [0] }, async (c) => {
    const b = await c.body<Body>();
    return subscriptionWire(await rotateSecret(c, int(pick(b, "id", "Id"))));
  });

  r.get("/api/Suscriptions/GetDeliveries", MANAGERS, (c) => listDeliveries(c, { subscriptionId: int(c.query.get("id") ?? c.query.get("subscriptionId")), take: int(c.query.get("take")) }));
}

