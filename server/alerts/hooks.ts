// Registers the positive-result alert and the incidents' re-tests with the reading events
// (server/readings/events.ts).
import { onReadingResult } from "../readings/events";
import { raisePositiveAlert } from "./service";
import { recordRetest } from "../incidents/service";

let registered = false;

export function registerAlertHooks(): void {
  if (registered) return;
  registered = true;
  onReadingResult(async (deps, reading) => {
    await raisePositiveAlert(deps, reading);
  });
  onReadingResult(async (deps, reading) => {
    await recordRetest(deps, reading);
  });
}
