// Typed event bus for GraphQL subscriptions: in-process by default, cross-instance through
// Redis when REDIS_URL is set. Events carry ids only; subscribers re-read the rows they name.
import { createPubSub } from "graphql-yoga";
import { Repeater, type RepeaterBuffer } from "@repeaterjs/repeater";
import { log } from "./log";

export type PubSubEvents = {
  /** A notification was created for the user. */
  /** A notification for the user: its own (AppNotification), or a system one written for its staff. */
  "notification:user": [userId: number, payload: { id: number; source?: "SysNotification" }];
  /** A reading of the company was created, got its result, was edited or changed state. */
  "reading:company": [companyId: number, payload: { kind: string; id: number; state: string; sectorId?: number }];
  /**
   * A company parameter changed (server/parameters): the GraphQL `parameterChanged`
   * subscription and the SignalR-compatible hub /hubs/parameter pass it on.
   */
  "parameter:company": [companyId: number, payload: ParameterChange];
  /** A licence of the company changed (server/licenses): `licenseChanged` tells its open screens what it may use now. */
  "license:company": [companyId: number, payload: { companyId: number }];
  /** An incident of the company opened, changed (recall, investigation, re-test) or closed (server/incidents). */
  "incident:company": [companyId: number, payload: { id: number; companyId: number; sectorId: number; machineKind: string; machineId: number; status: string }];
  /** An incubator of the company connected, disconnected or changed sector. */
  "incubator:company": [companyId: number, payload: { id: number }];
  /**
   * Sessions of a user ended (logout, password change, recovery, deactivation): every instance
   * closes the matching live sockets. `sessionId`: only that one; `except`: all but that one.
   */
  "session:ended": [payload: SessionsEnded];
  /**
   * A configuration import started, finished a step, or ended (server/configuration): the
   * provider's `configImportProgress` subscription passes it on. Carries the whole status (no
   * ids to re-read): during the import its transaction holds PGlite's one connection.
   */
  "config:import": [payload: ConfigImportStatus];
  /** A desktop database migration of the company moved on (server/migration): `desktopMigrationProgress`. */
  "migration:company": [companyId: number, payload: MigrationProgress];
};

/** Where a desktop migration is (carried whole: its transaction holds the row until the end). */
export interface MigrationProgress {
  id: number;
  companyId: number;
  /** The desktop database's id (GUID). */
  dbId: string;
  statusEnum: number;
  status: string;
  /** validating, equipment, readings, done, failed */
  phase: string;
  /** Desktop rows read (validating) or written (readings) so far, of `total`. */
  done: number;
  total: number;
  message: string | null;
  totalImportedResults: number;
}

/** The state of the newest configuration import, as GET /api/migration/importstatus tells it. */
export interface ConfigImportStatus {
  jobId: number | null;
  status: "idle" | "running" | "done" | "failed";
  /** Items applied per kind (docs/configuration-transfer.md): so far while running, all once done. */
  counts: Record<string, number>;
  /** Kinds applied so far, of the kinds the file holds. */
  stepsDone: number;
  stepsTotal: number;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface ParameterChange {
  /** App parameter type (0 security mode, 1 language, 2 notice days, 4 protein threshold,
   * 10 working mode, 11/12 protein alert/action, 13 regional format, 14 temperature unit, 18 selected licence). */
  types: number[];
  /** The user who made the change. */
  userId: number;
}

export interface SessionsEnded {
  userId: number;
  sessionId?: string;
  except?: string;
  /** WebSocket close code: 4401 (signed out, expired) or 4403 (no longer allowed). */
  code: 4401 | 4403;
  reason: string;
}

export type PubSub = ReturnType<typeof createPubSub<PubSubEvents>>;

/**
 * Events a subscriber may have waiting before the oldest are dropped. yoga's own subscriber
 * throws from publish() past 1,024 waiting events: one socket too slow to read (a stalled
 * browser tab) made the writer of a reading fail. Dropping the oldest is safe for what is
 * published here: each event names a record that is read as it is *now* when delivered.
 */
export const SUBSCRIBER_BUFFER = 1024;

/** yoga's pubsub, each subscriber with a bounded buffer of its own. */
export function boundedPubSub(eventTarget?: EventTarget): PubSub {
  const target = eventTarget ?? new EventTarget();
  const base = createPubSub<PubSubEvents>({ eventTarget: target });
  const subscribe = (routingKey: string, id?: unknown) => {
    const topic = id === undefined ? routingKey : `${routingKey}:${id}`;
    const buffer = new DropOldest(SUBSCRIBER_BUFFER, (dropped) => {
      if (dropped % SUBSCRIBER_BUFFER === 1) log.warn("a subscriber is behind: its oldest events are dropped", { topic, dropped });
    });
    return new Repeater<unknown>((push, stop) => {
      const listener = (event: Event) => void push((event as CustomEvent).detail);
      target.addEventListener(topic, listener);
      void stop.then(() => target.removeEventListener(topic, listener));
    }, buffer);
  };
  return { publish: base.publish, subscribe } as unknown as PubSub;
}

/** A sliding buffer (the repeater library's drops silently): counts what it drops. */
class DropOldest implements RepeaterBuffer {
  private queue: unknown[] = [];
  private dropped = 0;
  constructor(
    private readonly capacity: number,
    private readonly onDrop: (dropped: number) => void,
  ) {}
  get empty() {
    return this.queue.length === 0;
  }
  /** Never full: the repeater's pushes never wait or throw. */
  get full() {
    return false;
  }
  add(value: unknown) {
    if (this.queue.length >= this.capacity) {
      this.queue.shift();
      this.onDrop(++this.dropped);
    }
    this.queue.push(value);
  }
  remove() {
    if (!this.queue.length) throw new Error("empty buffer");
    return this.queue.shift();
  }
}

/**
 * The bus: in-process without Redis; with it, each topic is the channel `<prefix>:<topic>`, so
 * that only instances sharing REDIS_PREFIX hear each other (another deployment or test run on
 * the same Redis does not).
 */
export async function createEventBus(redisUrl: string | null, prefix = "sqc"): Promise<{ pubsub: PubSub; close(): Promise<void> }> {
  if (!redisUrl) return { pubsub: boundedPubSub(), close: async () => {} };
  const { default: Redis } = await import("ioredis");
  const { redisEventTarget } = await import("./redis-events");
  // Publishing never waits for a Redis that is down (nor replays late): redis-events.ts.
  const publishClient = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = redisEventTarget(publishClient, subscribeClient);
  return {
    pubsub: boundedPubSub(prefixedTarget(eventTarget, `${prefix}:`)),
    close: async () => eventTarget.close(),
  };
}

/** `target` with every event type (Redis channel) prefixed; listeners get the event's detail unchanged. */
export function prefixedTarget(target: EventTarget, prefix: string): EventTarget {
  return {
    addEventListener: (type, listener, options) => target.addEventListener(prefix + type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(prefix + type, listener, options),
    dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: (event as CustomEvent).detail })),
  };
}
