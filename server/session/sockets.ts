// Live GraphQL sockets and the sessions behind them. A socket is authenticated once, when it
// connects; afterwards it must not outlive its session:
//   - logout, password change, recovery and deactivation publish "session:ended" (all
//     instances hear it) and the matching sockets close with 4401 / 4403;
//   - a timer closes the socket when its token expires (4401);
//   - before an event is delivered the session is re-checked when the last check is older
//     than RECHECK_MS, so even a missed message cannot keep a revoked socket fed for long.
import type { Database } from "../db/client";
import type { PubSub, SessionsEnded } from "../pubsub";
import { principalFromToken, type Principal } from "../auth/principal";
import { log } from "../log";
import { isDatabaseUnavailable } from "../db/unavailable";

export const RECHECK_MS = 5_000;

interface Closable {
  close(code?: number, reason?: string): void;
}

export class LiveSession {
  private checkedAt = Date.now();
  private checking: Promise<boolean> | null = null;
  private expiry: ReturnType<typeof setTimeout> | null = null;
  closed = false;

  constructor(
    readonly socket: Closable,
    readonly principal: Principal,
    private readonly token: string,
    private readonly db: Pick<Database, "prepared">,
  ) {
    // setTimeout holds at most ~24.8 days; sessions are hours long.
    const ms = Math.min(principal.expiresAt.getTime() - Date.now(), 2 ** 31 - 1);
    this.expiry = setTimeout(() => this.close(4401, "TokenExpired"), Math.max(ms, 0));
    track(this);
  }

  /** Whether events may still be delivered; closes the socket when the session has ended. */
  async valid(): Promise<boolean> {
    if (this.closed) return false;
    if (Date.now() - this.checkedAt < RECHECK_MS) return true;
    this.checking ??= principalFromToken(this.db, this.token).then(
      () => {
        this.checkedAt = Date.now();
        return true;
      },
      (e) => {
        // A database that does not answer proves nothing about the session: 1013 (try again
        // later) makes the client reconnect, where it is authenticated afresh.
        if (isDatabaseUnavailable(e)) this.close(1013, "Try again later");
        else this.close(4401, "Session ended");
        return false;
      },
    );
    try {
      return await this.checking;
    } finally {
      this.checking = null;
    }
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.forget();
    try {
      this.socket.close(code, reason);
    } catch (e) {
      log.debug("closing a live socket", { error: (e as Error).message });
    }
  }

  /** The socket closed on its own: stop tracking it. */
  forget(): void {
    if (this.expiry) clearTimeout(this.expiry);
    this.expiry = null;
    untrack(this);
  }
}

const byUser = new Map<number, Set<LiveSession>>();

function track(s: LiveSession) {
  let set = byUser.get(s.principal.userId);
  if (!set) byUser.set(s.principal.userId, (set = new Set()));
  set.add(s);
}

function untrack(s: LiveSession) {
  const set = byUser.get(s.principal.userId);
  set?.delete(s);
  if (set && !set.size) byUser.delete(s.principal.userId);
}

/** Closes this instance's sockets of the ended sessions. */
export function closeEnded(e: SessionsEnded): number {
  let closed = 0;
  for (const s of [...(byUser.get(e.userId) ?? [])]) {
    if (e.sessionId && s.principal.sessionId !== e.sessionId) continue;
    if (e.except && s.principal.sessionId === e.except) continue;
    s.close(e.code, e.reason);
    closed++;
  }
  return closed;
}

/**
 * The instance is stopping: every live socket closes with 1012 (service restart), which
 * clients answer by reconnecting, behind a proxy to another instance.
 */
export function closeAllLive(): number {
  let closed = 0;
  for (const set of [...byUser.values()]) for (const s of [...set]) (s.close(1012, "Server restarting"), closed++);
  return closed;
}

/** Listens for ended sessions from every instance until the returned stop() is called. */
export function listenForEndedSessions(pubsub: PubSub): () => void {
  const events = pubsub.subscribe("session:ended");
  void (async () => {
    for await (const e of events) closeEnded(e);
  })().catch((e) => log.error("session listener stopped", { error: (e as Error).message }));
  return () => void events.return?.();
}

/** Open sockets on this instance (for tests and health figures). */
export function openSocketCount(): number {
  let n = 0;
  for (const set of byUser.values()) n += set.size;
  return n;
}
