// Registers the positive-result alert with the reading events (server/readings/events.ts).
import { onReadingResult } from "../readings/events";
import { raisePositiveAlert } from "./service";

let registered = false;

export function registerAlertHooks(): void {
  if (registered) return;
  registered = true;
  onReadingResult(async (deps, reading) => {
    await raisePositiveAlert(deps, reading);
  });
}
