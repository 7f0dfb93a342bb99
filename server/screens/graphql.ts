// GraphQL door of a screen's required fields for the viewer's company (its security mode).
import { builder } from "../graphql/builder";
import { requiredFields } from "./required";
import { COMPANY_USERS } from "../auth/scopes";

const RequiredObject = builder.objectRef<{ id: number; name: string }>("RequiredObject").implement({
  fields: (t) => ({ objectId: t.exposeInt("id"), name: t.exposeString("name", { description: "The UI object's name (a form field's name)" }) }),
});

builder.queryField("requiredFields", (t) =>
  t.field({
    type: [RequiredObject],
    authScopes: COMPANY_USERS,
    description: "The objects of a screen the viewer's company requires (security-mode parameter).",
    args: { screen: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => requiredFields(ctx, a.screen),
  }),
);
