// GraphQL door of the account area: the signed-in user changes its own password (screen 130).
import { builder } from "../graphql/builder";
import { MessagePayload } from "../graphql/payloads";
import { SIGNED_IN } from "../auth/scopes";
import { changePassword } from "./service";

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true, description: "8+ characters, 1 uppercase letter, 1 number" }),
  }),
});

builder.mutationField("changePassword", (t) =>
  t.field({
    type: MessagePayload,
    authScopes: SIGNED_IN,
    description: "Changes the caller's own password (any kind of user). The caller's other sessions end; this one goes on. A wrong current password counts as a failed sign-in.",
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ message: await changePassword(ctx, { currentPassword: input.currentPassword, newPassword: input.newPassword }) }),
  }),
);
