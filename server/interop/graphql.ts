// GraphQL door of HL7 v2 (docs/interoperability.md): `hl7Message` and `hl7LoadMessage` on every
// reading type (the reading's own message, and its load's), the company's MLLP destination
// (`mllpDestination`, `saveMllpDestination`, administrators) and its deliveries (`mllpDeliveries`).
import { builder } from "../graphql/builder";
import type { ReadingKind } from "../db/generated/client";
import { COMPANY_ADMINS } from "../auth/scopes";
import { READING_NODE } from "../readings/graphql";
import { getDestination, hl7MessageOf, KINDS, listMllpDeliveries, saveDestination, type DestinationRow, type MllpDeliveryRow } from "./service";

const MESSAGE = "The reading as an HL7 v2.6 message (SCN^S37: MSH, EVN, SDD, SCD, SLT, OBX; segments ended by CR): docs/interoperability.md";
// A message is several statements (the reading, its load, its company's codes): a list of
// readings with their messages costs what it reads (graphql/limits.ts).
const HL7_COST = 1_000;
const HL7_LOAD_COST = 2_000;
const LOAD_MESSAGE = "The HL7 v2.6 message of the reading's load: every reading the caller sees on the same machine with the same cycle (BI: or load number)";

for (const kind of KINDS as ReadingKind[]) {
  builder.prismaObjectField(READING_NODE[kind], "hl7Message", (t: any) =>
    t.string({ description: MESSAGE, select: { id: true }, extensions: { cost: HL7_COST }, resolve: (r: { id: number }, _a: unknown, ctx: any) => hl7MessageOf(ctx, kind, r.id) }),
  );
  builder.prismaObjectField(READING_NODE[kind], "hl7LoadMessage", (t: any) =>
    t.string({ description: LOAD_MESSAGE, select: { id: true }, extensions: { cost: HL7_LOAD_COST }, resolve: (r: { id: number }, _a: unknown, ctx: any) => hl7MessageOf(ctx, kind, r.id, { load: true }) }),
  );
}

const MllpDestinationRef = builder.objectRef<DestinationRow>("MllpDestination").implement({
  description: "The company's hospital interface engine: HL7 v2 results are sent there over MLLP when readings get their result (while enabled).",
  fields: (t) => ({
    destinationId: t.exposeInt("id"),
    host: t.exposeString("host"),
    port: t.exposeInt("port"),
    enabled: t.exposeBoolean("enabled"),
    receivingApplication: t.exposeString("receivingApplication", { nullable: true, description: "MSH-5 of the messages" }),
    receivingFacility: t.exposeString("receivingFacility", { nullable: true, description: "MSH-6 of the messages" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const MllpDeliveryRef = builder.objectRef<MllpDeliveryRow>("MllpDelivery").implement({
  description: "One HL7 message for the company's interface engine and its attempts",
  fields: (t) => ({
    deliveryId: t.exposeInt("id"),
    readingKind: t.exposeString("readingKind"),
    readingId: t.exposeInt("readingId"),
    controlId: t.exposeString("controlId", { description: "MSH-10, the same on every retry" }),
    message: t.exposeString("message", { description: "The ER7 text sent" }),
    status: t.exposeString("status", { description: "pending, delivered or failed" }),
    attempts: t.exposeInt("attempts"),
    ackCode: t.exposeString("ackCode", { nullable: true, description: "MSA-1 of the last answer (AA, AE, AR); null when none came" }),
    lastError: t.exposeString("lastError", { nullable: true }),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", nullable: true }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
  }),
});

const MllpDestinationInput = builder.inputType("MllpDestinationInput", {
  fields: (t) => ({
    host: t.string({ required: true, description: "Host name or IP address (not local, private or metadata unless WEBHOOK_ALLOW_PRIVATE=1)" }),
    port: t.int({ required: true }),
    enabled: t.boolean({ required: true }),
    receivingApplication: t.string(),
    receivingFacility: t.string(),
  }),
});

builder.queryField("mllpDestination", (t) =>
  t.field({ type: MllpDestinationRef, nullable: true, authScopes: COMPANY_ADMINS, description: "The company's MLLP destination; null until one is saved.", resolve: (_r, _a, ctx) => getDestination(ctx) }),
);

builder.queryField("mllpDeliveries", (t) =>
  t.field({
    type: [MllpDeliveryRef],
    authScopes: COMPANY_ADMINS,
    description: "Recent HL7 messages for the company's interface engine, newest first (first: 1-200, default 50).",
    args: { first: t.arg.int() },
    resolve: (_r, a, ctx) => listMllpDeliveries(ctx, { take: a.first }),
  }),
);

builder.mutationField("saveMllpDestination", (t) =>
  t.field({ type: MllpDestinationRef, authScopes: COMPANY_ADMINS, args: { input: t.arg({ type: MllpDestinationInput, required: true }) }, resolve: (_r, { input }, ctx) => saveDestination(ctx, input) }),
);
