// GraphQL doors of the intake (docs/intake-api.md): the browser's mobile-scan button mints an
// intake token (createIntakeToken, signed in); the phone, with only that token as an
// argument (not a session: the Authorization header stays empty), may ask what it is for
// (intakeTokenInfo) and send one reading with its photo (submitChemicalIntake, a GraphQL
// multipart request). Both phone fields are public in the schema; the token is the credential,
// checked by the same service as the REST door's.
import { GraphQLError } from "graphql";
import { asFile, builder } from "../graphql/builder";
import { STAFF } from "../auth/scopes";
import { READING_INPUT, READING_TYPENAME } from "../readings/graphql";
import { globalId } from "../graphql/ids";
import { mintIntakeToken } from "./token";
import { intakeChemical, intakeTokenOf, type IntakeReceipt } from "./service";

const IntakeTokenRef = builder.objectRef<{ token: string; kind: string; expiresAt: Date; link: string }>("IntakeToken").implement({
  description: "A short-lived, single-use credential for the mobile app's chemical-reading intake (shown once).",
  fields: (t) => ({
    token: t.exposeString("token", { description: "Send as Authorization: Bearer <token> to /api/intake/chemical, or as the token argument of submitChemicalIntake." }),
    kind: t.exposeString("kind", { description: "CHE_STERILIZER or CHE_WASHER: the reading kind it may create." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    link: t.exposeString("link", { description: "The deep link the QR code carries (trazanto://readings/scan?v=2&…&token=…)." }),
  }),
});

builder.mutationField("createIntakeToken", (t) =>
  t.field({
    type: IntakeTokenRef,
    authScopes: STAFF,
    description: "Mints an intake token bound to the viewer's company, sector and user, for one chemical reading of the kind within 15 minutes.",
    args: { kind: t.arg.string({ required: true, description: "CHE_STERILIZER or CHE_WASHER" }) },
    resolve: (_r, a, ctx) => mintIntakeToken(ctx, a.kind),
  }),
);

const IntakeTokenInfoRef = builder.objectRef<{ kind: string; companyName: string; sectorName: string; expiresAt: Date }>("IntakeTokenInfo").implement({
  description: "What an intake token is for, so the phone can say where the reading will go before it is taken.",
  fields: (t) => ({
    kind: t.exposeString("kind"),
    companyName: t.exposeString("companyName"),
    sectorName: t.exposeString("sectorName"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

builder.queryField("intakeTokenInfo", (t) =>
  t.field({
    type: IntakeTokenInfoRef,
    description: "The company, sector and kind of a usable intake token (UNAUTHENTICATED when it is unknown, used or expired). Does not use it up.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => intakeTokenOf(ctx, a.token),
  }),
);

const IntakeReceiptRef = builder.objectRef<IntakeReceipt>("IntakeReceipt").implement({
  description: "The provisional chemical reading an intake created.",
  fields: (t) => ({
    readingId: t.id({ description: "The reading's global id (a CheSterilizerReading or CheWasherReading node).", resolve: (r) => globalId(READING_TYPENAME[r.kind], r.id) }),
    readNumber: t.exposeInt("readNumber"),
    kind: t.exposeString("kind"),
    imageId: t.exposeInt("imageId"),
    testedAt: t.expose("testedAt", { type: "DateTime" }),
  }),
});

builder.mutationField("submitChemicalIntake", (t) =>
  t.field({
    type: IntakeReceiptRef,
    description:
      "Creates one PROVISIONAL chemical reading with its photo in the company and sector of the intake token, and uses the token up. " +
      "Give the fields of the token's kind: `sterilizer` for CHE_STERILIZER, `washer` for CHE_WASHER. The photo is JPEG or PNG (by its bytes), at most 1.5 MB; its metadata is removed.",
    args: {
      token: t.arg.string({ required: true }),
      result: t.arg.int({ required: true, description: "The reading's result code (as on the provisional screens)." }),
      testedAt: t.arg({ type: "DateTime", description: "When the indicator was read; now when left out." }),
      sterilizer: t.arg({ type: READING_INPUT.CHE_STERILIZER as never }),
      washer: t.arg({ type: READING_INPUT.CHE_WASHER as never }),
      image: t.arg({ type: "File", required: true }),
    },
    resolve: async (_r, a, ctx) => {
      const token = await intakeTokenOf(ctx, a.token); // refuse a bad token before reading the file
      const [mine, other] = token.kind === "CHE_WASHER" ? (["washer", "sterilizer"] as const) : (["sterilizer", "washer"] as const);
      if (a[other]) throw new GraphQLError(`This token is for a ${mine} reading: leave out \`${other}\`.`, { extensions: { code: "BAD_USER_INPUT" } });
      const fields: Record<string, unknown> = { ...(a[mine] as Record<string, unknown> | null | undefined), result: a.result, ...(a.testedAt ? { testedAt: a.testedAt } : {}) };
      const image = new Uint8Array(await asFile(a.image).arrayBuffer());
      return intakeChemical(ctx, token, { fields, image });
    },
  }),
);
