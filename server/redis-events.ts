// The event bus across instances (pubsub.ts): an EventTarget that delivers an event to this
// instance's listeners at once, and through Redis to the other instances.
//
// @graphql-yoga/redis-event-target sent every event, this instance's own included, through
// Redis: with Redis down, even a single instance's live screens heard nothing, and ioredis
// queued the publishes to replay them, late and all at once, when it came back. Here:
//   - this instance's listeners never depend on Redis (a Redis outage degrades the bus to
//     single-instance, and a warning says so);
//   - a publish while Redis is down fails at once and is not replayed (events are hints: the
//     screens re-read the rows they name, and stale bursts help nobody);
//   - when Redis returns, ioredis reconnects and re-subscribes by itself, and delivery across
//     instances resumes.
// Each message carries the sending instance's id, so that an instance ignores its own.
import type Redis from "ioredis";
import { log } from "./log";

const WARN_EVERY_MS = 30_000;

export interface RedisEventTarget extends EventTarget {
  close(): void;
}

export function redisEventTarget(publishClient: Redis, subscribeClient: Redis): RedisEventTarget {
  const local = new EventTarget();
  const instance = crypto.randomUUID();
  const channels = new Map<string, number>(); // listeners per channel
  let warnedAt = 0;
  const warn = (msg: string, error: unknown) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn(msg, { error: error instanceof Error ? error.message : String(error) });
  };
  publishClient.on("error", (e) => warn("Redis unavailable: live events reach this instance's sockets only until it returns", e));
  subscribeClient.on("error", (e) => warn("Redis unavailable: live events from other instances are not heard until it returns", e));
  subscribeClient.on("ready", () => {
    if (warnedAt) log.warn("Redis reachable again: live events flow between instances");
    warnedAt = 0;
  });
  subscribeClient.on("message", (channel: string, message: string) => {
    let parsed: { o: string; d: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.o !== instance) local.dispatchEvent(new CustomEvent(channel, { detail: parsed.d }));
  });

  return {
    addEventListener(type, listener, options) {
      local.addEventListener(type, listener, options);
      const n = channels.get(type) ?? 0;
      channels.set(type, n + 1);
      if (n === 0) subscribeClient.subscribe(type).catch((e) => warn("Redis unavailable: subscribing is retried when it returns", e));
    },
    removeEventListener(type, listener, options) {
      local.removeEventListener(type, listener, options);
      const n = channels.get(type) ?? 0;
      if (n <= 1) {
        channels.delete(type);
        if (n === 1) subscribeClient.unsubscribe(type).catch(() => {});
      } else channels.set(type, n - 1);
    },
    dispatchEvent(event) {
      const detail = (event as CustomEvent).detail;
      local.dispatchEvent(new CustomEvent(event.type, { detail }));
      publishClient.publish(event.type, JSON.stringify({ o: instance, d: detail })).catch((e) => warn("Redis unavailable: live events reach this instance's sockets only until it returns", e));
      return true;
    },
    close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
