// Registers the positive-result alert and the incidents' hook (a failed positive control, re-tests) with the reading events
// (server/readings/events.ts).
import { onReadingResult } from "../readings/events";
import { raisePositiveAlert } from "./service";
import { incidentResultHook } from "../incidents/service";

let registered = false;

export function registerAlertHooks(): void {
  if (registered) return;
  registered = true;
  onReadingResult(async (deps, reading) => {
    await raisePositiveAlert(deps, reading);
  });
  onReadingResult(async (deps, reading) => {
    await incidentResultHook(deps, reading);
  });
}
