// Required fields of a screen for the caller's company.
import type { Router } from "../http/router";
import { requiredFields } from "./required";
import { Checker } from "../validation/checker";
import { integer } from "../validation/wire";
import { COMPANY_USERS } from "../auth/scopes";

export function screenRoutes(r: Router) {
  r.get("/api/Screen/GetRequiredFields", COMPANY_USERS, (c) => {
    const { Screen } = c.args({ Screen: integer() });
    new Checker().required("Screen", Screen).throwIfAny();
    return requiredFields(c, Screen!);
  });
}
