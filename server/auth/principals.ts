// Who a token is, remembered between requests. Every request needed one round trip to read
// its session, user and company before its own queries could start (principal.ts); an agent
// posting results or a screen paging the historical browser sent the same token hundreds of
// times a minute. Now a principal is kept for up to TTL_MS and forgotten the moment its
// session, user or company row changes, on every instance: database triggers NOTIFY
// `principal_changed` (migration 20261127061500_principal_changes) and each instance LISTENs.
//
// Never trusted blindly:
//   - while the listening connection is down nothing is remembered (misses would go unseen);
//   - a lookup that started before a change cannot store what it read (generation check);
//   - the session's own expiry is checked on every use;
//   - this instance's own revocations (logout, password change) forget at once, before the
//     notification arrives (forgetUser, called by session/ended.ts).
import type { Database } from "../db/client";
import type { Stop } from "../db/listen";
import { principalFromToken, type Principal } from "./principal";
import { tokenHash, verifyToken } from "./tokens";
import { unauthorized } from "../domain/errors";

export const PRINCIPAL_TTL_MS = Number(process.env.PRINCIPAL_CACHE_SECONDS ?? 10) * 1000;
const MAX_ENTRIES = 20_000;
export const PRINCIPAL_CHANNEL = "principal_changed";

interface Entry {
  principal: Principal;
  at: number;
}

export class Principals {
  private readonly known = new Map<string, Entry>();
  private generation = 0;
  private trusted = false;
  private stop: Stop | null = null;

  constructor(private readonly db: Database) {}

  /** Starts listening; until it listens (and whenever the connection is lost) nothing is remembered. */
  async start(): Promise<void> {
    if (PRINCIPAL_TTL_MS <= 0) return;
    this.stop = await this.db.listen(PRINCIPAL_CHANNEL, {
      notify: (payload) => this.changed(payload),
      listening: () => {
        this.forgetAll();
        this.trusted = true;
      },
      lost: () => {
        this.trusted = false;
        this.forgetAll();
      },
    });
  }

  async close(): Promise<void> {
    this.trusted = false;
    await this.stop?.();
  }

  /** The principal of a bearer token: remembered, else read (principal.ts). Throws as principalFromToken does. */
  async of(token: string): Promise<Principal> {
    await verifyToken(token); // the signature and exp, always (remembered per token: cheap)
    const key = tokenHash(token);
    const hit = this.trusted ? this.known.get(key) : undefined;
    if (hit && Date.now() - hit.at < PRINCIPAL_TTL_MS) {
      if (hit.principal.expiresAt.getTime() <= Date.now()) throw unauthorized(); // verifyToken threw TokenExpired if the token's exp passed
      return hit.principal;
    }
    const generation = this.generation;
    const principal = await principalFromToken(this.db, token);
    if (this.trusted && generation === this.generation) {
      if (this.known.size >= MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
      this.known.set(key, { principal, at: Date.now() });
    }
    return principal;
  }

  /** This instance ended sessions of a user: forget them now (the notification follows). */
  forgetUser(userId: number): void {
    this.forget((p) => p.userId === userId);
  }

  /** `table:id` of a changed session, user or company row. */
  private changed(payload: string): void {
    const [table, id] = payload.split(":") as [string, string];
    const n = Number(id);
    if (table === "session") this.forget((p) => p.sessionId === id);
    else if (table === "app_user") this.forget((p) => p.userId === n);
    else if (table === "company") this.forget((p) => p.companyId === n);
    else this.forgetAll();
  }

  private forget(match: (p: Principal) => boolean): void {
    this.generation++;
    for (const [key, e] of this.known) if (match(e.principal)) this.known.delete(key);
  }

  private forgetAll(): void {
    this.generation++;
    this.known.clear();
  }

  /** For tests and health figures. */
  get size(): number {
    return this.known.size;
  }
}

/** One per database handle (a process may hold several: tests). */
const byDatabase = new WeakMap<Database, Principals>();
export function principalsFor(db: Database): Principals {
  let p = byDatabase.get(db);
  if (!p) byDatabase.set(db, (p = new Principals(db)));
  return p;
}
