// GraphQL door of the subscriptions screen (321): query webhookSubscriptions and
// webhookDeliveries; mutations saveWebhookSubscriptions, testWebhook, rotateWebhookSecret.
import { builder } from "../graphql/builder";
import { listDeliveries, listSubscriptions, rotateSecret, saveSubscriptions, testSubscription, type SubscriptionRow, type TestOutcome } from "./service";
import { MANAGERS, COMPANY_ADMINS } from "../auth/scopes";


const IdName = builder.objectRef<{ id: number; name: string }>("WebhookIdName").implement({
  description: "A licence product or an indicator type: id and name.",
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name") }),
});

const WebhookBlockEnum = builder.enumType("WebhookBlock", {
  description: "NORMAL: licence product 3 (Integration); PLUS: licence product 2 (Integration Plus).",
  values: { NORMAL: { value: "normal" }, PLUS: { value: "plus" } } as const,
});

const WebhookSubscription = builder.objectRef<SubscriptionRow>("WebhookSubscription").implement({
  description: "One endpoint row of the subscriptions screen: a licensed block and an indicator type.",
  fields: (t) => ({
    subscriptionId: t.exposeInt("id"),
    companyId: t.exposeInt("companyId"),
    block: t.field({ type: WebhookBlockEnum, resolve: (r) => r.block }),
    licenseProduct: t.field({ type: IdName, resolve: (r) => r.licenseProduct }),
    indicatorType: t.field({ type: IdName, resolve: (r) => r.indicatorType }),
    subscribed: t.exposeBoolean("subscribed"),
    url: t.exposeString("url", { nullable: true }),
    secret: t.exposeString("secret", { nullable: true, description: "HMAC key of the X-SterileQC-Signature header; shown to the company administrator only (docs/webhooks.md)." }),
  }),
});

type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];
const WebhookDelivery = builder.objectRef<DeliveryRow>("WebhookDelivery").implement({
  fields: (t) => ({
    deliveryId: t.exposeInt("id"),
    subscriptionId: t.exposeInt("subscriptionId"),
    event: t.exposeString("event"),
    readingKind: t.exposeString("readingKind"),
    readingId: t.exposeInt("readingId"),
    status: t.exposeString("status", { description: "pending, delivered or failed" }),
    attempts: t.exposeInt("attempts"),
    responseCode: t.exposeInt("responseCode", { nullable: true }),
    lastError: t.exposeString("lastError", { nullable: true }),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", nullable: true }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
  }),
});

const WebhookTestResult = builder.objectRef<TestOutcome>("WebhookTestResult").implement({
  fields: (t) => ({
    ok: t.exposeBoolean("ok", { description: "The endpoint answered 2xx." }),
    status: t.exposeInt("status", { nullable: true, description: "The endpoint's HTTP status; null when it could not be reached." }),
    body: t.exposeString("body"),
    message: t.exposeString("message"),
  }),
});

const WebhookSubscriptionInput = builder.inputType("WebhookSubscriptionInput", {
  fields: (t) => ({
    subscriptionId: t.int(),
    licenseProductId: t.int({ required: true }),
    indicatorTypeId: t.int({ required: true }),
    subscribed: t.boolean({ required: true }),
    url: t.string(),
  }),
});

const SaveWebhookSubscriptionsPayload = builder.objectRef<{ message: string; subscriptions: SubscriptionRow[] }>("SaveWebhookSubscriptionsPayload").implement({
  fields: (t) => ({ message: t.exposeString("message"), subscriptions: t.field({ type: [WebhookSubscription], resolve: (p) => p.subscriptions }) }),
});

builder.queryField("webhookSubscriptions", (t) =>
  t.field({
    type: [WebhookSubscription],
    authScopes: MANAGERS,
    description: "The company's webhook rows for its active Integration licences; empty without one (show the licence-missing banner).",
    resolve: (_r, _a, ctx) => listSubscriptions(ctx),
  }),
);

builder.queryField("webhookDeliveries", (t) =>
  t.field({
    type: [WebhookDelivery],
    authScopes: MANAGERS,
    description: "Recent deliveries of the company's webhook rows, newest first.",
    args: { subscriptionId: t.arg.int(), first: t.arg.int() },
    resolve: (_r, a, ctx) => listDeliveries(ctx, { subscriptionId: a.subscriptionId, take: a.first }),
  }),
);

builder.mutationField("saveWebhookSubscriptions", (t) =>
  t.field({
    type: SaveWebhookSubscriptionsPayload,
    authScopes: MANAGERS,
    args: { input: t.arg({ type: [WebhookSubscriptionInput], required: true }) },
    resolve: async (_r, { input }, ctx) => ({
      message: "Subscriptions saved.",
      subscriptions: await saveSubscriptions(
        ctx,
        input.map((i) => ({ id: i.subscriptionId ?? null, licenseProductId: i.licenseProductId, indicatorTypeId: i.indicatorTypeId, subscribed: i.subscribed, url: i.url ?? null })),
      ),
    }),
  }),
);

builder.mutationField("testWebhook", (t) =>
  t.field({
    type: WebhookTestResult,
    authScopes: MANAGERS,
    description: "Sends a signed sample event (X-SterileQC-Event: test) to the URL (or the row's saved URL) and reports the answer.",
    args: { subscriptionId: t.arg.int(), licenseProductId: t.arg.int(), indicatorTypeId: t.arg.int(), url: t.arg.string() },
    resolve: (_r, a, ctx) => testSubscription(ctx, { id: a.subscriptionId ?? null, licenseProductId: a.licenseProductId ?? null, indicatorTypeId: a.indicatorTypeId ?? null, url: a.url ?? null }),
  }),
);

builder.mutationField("rotateWebhookSecret", (t) =>
  t.field({
    type: WebhookSubscription,
    authScopes: COMPANY_ADMINS,
    args: { subscriptionId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => rotateSecret(ctx, a.subscriptionId),
  }),
);
