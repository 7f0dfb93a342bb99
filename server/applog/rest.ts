// REST door of the application log (spec 002 section 7.5): GET /api/applog?userLoggedId →
// [{ logDate, appUser, logDetail }], the whole log newest first. userLoggedId, when given,
// must be the caller.
import type { Router } from "../http/router";
import { id, text } from "../validation/wire";
import { forbidden } from "../domain/errors";
import { MANAGERS } from "../auth/scopes";
import { listAppLog } from "./service";

export function appLogRoutes(r: Router): void {
  r.get("/api/applog", MANAGERS, async (c) => {
    const { userLoggedId, search } = c.args({ userLoggedId: id(), search: text(100) });
    if (userLoggedId != null && userLoggedId !== c.principal!.userId) throw forbidden();
    return (await listAppLog(c, search)).map((e) => ({ logDate: e.logDate.toISOString(), appUser: e.appUser, logDetail: e.logDetail }));
  });
}
