// REST door of the dashboard (spec 000 §7): /api/Panel/GetActives, /api/PanelUser (GET, POST,
// PUT for the soft deletion) and one GET /api/{controller}/{method} per panel the product draws.
import type { Router } from "../http/router";
import { MANAGERS } from "../auth/scopes";
import { saved } from "../http/replies";
import { bool, id, object, text } from "../validation/wire";
import { ValidationError } from "../domain/errors";
import { activePanels, addPanel, panelData, removePanel, userPanels, type PanelRow, type PanelUserRow } from "./service";
import { PANEL_DEFINITIONS } from "./panels";

export const REMOVE_ONLY = "Only removal is supported: send inactive = true.";

const panelWire = (p: PanelRow) => ({ id: p.id, name: p.name, controller: p.controller, method: p.method });
export const panelUserWire = (l: PanelUserRow) => ({ id: l.id, panelId: l.panelId, panel: panelWire(l.panel), inactive: l.inactive, AppUserId: l.userId });

const AddBody = object({ AppUserId: id(), PanelId: id() });
const UpdateBody = object({ Id: id(), PanelId: id(), AppUserId: id(), Inactive: bool() });

export function dashboardRoutes(r: Router) {
  r.get("/api/Panel/GetActives", MANAGERS, async (c) => (await activePanels(c)).map(panelWire));
  r.get("/api/PanelUser", MANAGERS, async (c) => (await userPanels(c)).map(panelUserWire));
  r.post("/api/PanelUser", MANAGERS, async (c) => {
    const b = await c.body(AddBody);
    return saved(panelUserWire(await addPanel(c, { panelId: b.PanelId, userId: b.AppUserId ?? null })));
  });
  // The legacy client PUTs the whole link with inactive = true: the only change a link takes.
  r.put("/api/PanelUser/:id", MANAGERS, async (c) => {
    const { id: linkId } = c.args({ id: id() });
    const b = await c.body(UpdateBody);
    if (b.Id != null && b.Id !== 0 && b.Id !== linkId) throw new ValidationError({ Id: ["The id in the body differs from the id in the address."] });
    if (b.Inactive !== true) throw new ValidationError({ Inactive: [REMOVE_ONLY] });
    return saved(panelUserWire(await removePanel(c, linkId, b.AppUserId)));
  });
  for (const def of PANEL_DEFINITIONS) {
    r.get(`/api/${def.controller}/${def.method}`, MANAGERS, async (c) => (await panelData(c, def, c.args({ ClientTimeZoneId: text(100) }).ClientTimeZoneId)).items);
  }
}
