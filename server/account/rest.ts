// REST door of the account area (spec 002 section 7.5): the legacy change-password body.
// Appuser names the caller (id and/or Email); another user's is refused. DistributorId is
// accepted and ignored: the session already says who and where the caller is.
import type { Router } from "../http/router";
import { id, object, text } from "../validation/wire";
import { done } from "../http/replies";
import { SIGNED_IN } from "../auth/scopes";
import { changePassword } from "./service";

const ChangePassword = object(
  {
    Appuser: object({ Id: id(), Email: text(254) }).nullish(),
    Password: text(),
    NewPassword: text(),
    DistributorId: text(),
  },
  { Appuser: ["AppUser", "appUser"] },
);

export function accountRoutes(r: Router): void {
  r.post("/api/appuser/changepassword", SIGNED_IN, async (c) => {
    const b = await c.body(ChangePassword);
    const message = await changePassword(c, { userId: b.Appuser?.Id, email: b.Appuser?.Email, currentPassword: b.Password, newPassword: b.NewPassword }, { current: "Password", next: "NewPassword" });
    return done(message);
  });
}
