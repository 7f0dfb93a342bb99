// REST door of incidents: the recall list as a file (a file transfer: the browser's data path
// otherwise is GraphQL). GET /api/incidents/:id/recall?format=csv|xlsx — staff of the company
// (operators: their sector's incidents); another company's incident is Not found.
import type { Router } from "../http/router";
import { STAFF } from "../auth/scopes";
import { id, oneOf } from "../validation/wire";
import { notFound } from "../domain/errors";
import { recallFile } from "./recall";

export function incidentRoutes(r: Router) {
  r.get("/api/incidents/:id/recall", STAFF, (c) => {
    const { id: incidentId, format } = c.args({ id: id(), format: oneOf(["csv", "xlsx"] as const) });
    if (!incidentId) throw notFound("Incident not found");
    return recallFile(c, incidentId, format ?? "csv");
  });
}
