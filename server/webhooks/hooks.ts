// Registers the "reading.result" webhook event with the reading events (server/readings/events.ts):
// when a reading gets its result, every subscribed URL of its company for its indicator type
// receives it through the delivery queue.
import { onReadingResult } from "../readings/events";
import { enqueueReadingEvent } from "./deliveries";

let registered = false;

export function registerWebhookHooks(): void {
  if (registered) return;
  registered = true;
  onReadingResult(async (deps, reading) => {
    await enqueueReadingEvent(deps, reading, "reading.result");
  });
}
