// GraphQL door of the intake's browser side: the mobile-scan button mints an intake token
// (docs/intake-api.md). The phone itself uses the REST intake with that token.
import { builder } from "../graphql/builder";
import { STAFF } from "../auth/scopes";
import { mintIntakeToken } from "./token";

const IntakeTokenRef = builder.objectRef<{ token: string; kind: string; expiresAt: Date; link: string }>("IntakeToken").implement({
  description: "A short-lived, single-use credential for the mobile app's chemical-reading intake (shown once).",
  fields: (t) => ({
    token: t.exposeString("token", { description: "Send as Authorization: Bearer <token> to /api/intake/chemical." }),
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
