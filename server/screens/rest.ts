// Required fields of a screen for the caller's company.
import type { Router } from "../http/router";
import { requiredFields } from "./required";
import { Checker, int } from "../http/validate";

export function screenRoutes(r: Router) {
  r.get("/api/Screen/GetRequiredFields", { company: true }, (c) => {
    new Checker().required("Screen", c.query.get("Screen")).integer("Screen", c.query.get("Screen")).throwIfAny();
    return requiredFields(c, int(c.query.get("Screen"))!);
  });
}
