// REST door of the subscriptions screen (321), wire names of spec 001 section 7:
//   GET  /api/Suscriptions/GetLicensesByIndicatorTypes/  → rows of the caller's company
//   POST /api/Suscriptions/Save          list of rows (or { companyId, subscriptions })  → "Subscriptions saved."
//   POST /api/Suscriptions/TestRequest   one row  → endpoint's answer as text; failure 400 { message }
// Additions (docs/webhooks.md): POST /api/Suscriptions/RotateSecret { id }, GET /api/Suscriptions/GetDeliveries?id&take.
import type { Router } from "../http/router";
import { badRequest } from "../domain/errors";
import { bool, id, integer, list, object, parseWire, raw, text, type Wire } from "../validation/wire";
import { listDeliveries, listSubscriptions, rotateSecret, saveSubscriptions, testSubscription, type SubscriptionInput, type SubscriptionRow } from "./service";
import { MANAGERS, COMPANY_ADMINS } from "../auth/scopes";


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

const IdOnly = object({ id: id() }).nullish();
/** One row as the screen sends it (the licence product and indicator type as objects or plain ids). */
const Row = object(
  { id: id(), companyId: id(), licenseProduct: IdOnly, licenseProductId: id(), indicatorType: IdOnly, indicatorTypeId: id(), suscribed: bool(), url: text() },
  { suscribed: ["suscribed", "Suscribed", "subscribed", "Subscribed"], url: ["url", "Url", "URL"] },
);
const Rows = list(Row, 100);
const Save = object({ subscriptions: raw(), companyId: id() }, { subscriptions: ["subscriptions", "Subscriptions", "suscriptions", "Suscriptions", "list", "items"] });
const Test = object({ subscription: raw() }, { subscription: ["subscription", "Subscription", "suscription", "Suscription"] });

function toInput(o: Wire<typeof Row>): SubscriptionInput {
  return {
    id: o.id || null,
    companyId: o.companyId ?? null,
    licenseProductId: o.licenseProduct?.id ?? o.licenseProductId ?? null,
    indicatorTypeId: o.indicatorType?.id ?? o.indicatorTypeId ?? null,
    subscribed: o.suscribed === true,
    url: o.url ?? null,
  };
}

export function webhookRoutes(r: Router) {
  r.get("/api/Suscriptions/GetLicensesByIndicatorTypes", MANAGERS, async (c) => (await listSubscriptions(c, c.args({ companyId: id() }).companyId)).map(subscriptionWire));

  // The body is the list itself, or { companyId, subscriptions: [...] }.
  r.post("/api/Suscriptions/Save", MANAGERS, async (c) => {
    const b = await c.body();
    const wrapper = Array.isArray(b) ? null : parseWire(Save, b);
    const rows = parseWire(Rows, wrapper ? wrapper.subscriptions : b, "subscriptions");
    if (!rows) throw badRequest("Send the list of subscriptions.");
    await saveSubscriptions(c, rows.map((row) => toInput(row ?? {})), wrapper?.companyId ?? null);
    return "Subscriptions saved.";
  });

  r.post("/api/Suscriptions/TestRequest", MANAGERS, async (c) => {
    const b = await c.body();
    const nested = parseWire(Test, b).subscription;
    const row = parseWire(Row, nested ?? b, nested ? "subscription" : "");
    const outcome = await testSubscription(c, toInput(row));
    if (!outcome.ok) throw badRequest(outcome.message);
    return outcome.message;
  });

  r.post("/api/Suscriptions/RotateSecret", COMPANY_ADMINS, async (c) => subscriptionWire(await rotateSecret(c, (await c.body(object({ id: id() }))).id ?? null)));

  r.get("/api/Suscriptions/GetDeliveries", MANAGERS, (c) => {
    const q = c.args({ id: id(), subscriptionId: id(), take: integer() });
    return listDeliveries(c, { subscriptionId: q.id ?? q.subscriptionId ?? null, take: q.take ?? null });
  });
}

