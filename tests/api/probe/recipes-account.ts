// Probe recipes of this area's operations (see recipes.ts for the recipe options).
// Only types come from ./recipes (values from there would make an import cycle).
//
// Change password acts on the caller alone. The calls name the victim's user (REST) and give
// the victim's real password as the current one: a server that applied either to the victim
// would change its row, which the fingerprint sees. Applied to the attacker, the current
// password is wrong and nothing happens. Not `last`: even a successful change keeps the
// session that made it (only the caller's OTHER sessions end), so the attacker's main session
// survives whatever the answer.
//
// The application log is read by the victim's managers only: the REST call names the victim's
// administrator (refused: userLoggedId must be the caller), then asks without it (the caller's
// own log, which must hold nothing of the victim).
import type { AreaRecipes } from "./recipes";

const NEW_PASSWORD = "Hijacked-Probe-2026";

export const accountRecipes: AreaRecipes = {
  rest: {
    "POST /api/appuser/changepassword": {
      calls: ({ v }) => [
        { body: { Appuser: { Email: v.user.email, id: v.user.id }, Password: v.user.password, NewPassword: NEW_PASSWORD, DistributorId: v.distId } },
        { body: { Appuser: { id: v.admin.id }, Password: v.user.password, NewPassword: NEW_PASSWORD } },
        { body: { Password: v.user.password, NewPassword: NEW_PASSWORD } },
      ],
    },
    "GET /api/applog": { calls: ({ v }) => [{ query: { userLoggedId: v.admin.id } }, { query: {} }] },
  },
  graphql: {
    "Mutation.changePassword": { calls: ({ v }) => [{ args: { input: { currentPassword: v.user.password, newPassword: NEW_PASSWORD } } }] },
    "Query.appLog": { calls: () => [{ args: { first: 100 } }] },
  },
};
