// The signed-in session: the token (localStorage "token"), its decoded claims,
// and the "expired" flag that lets /sessionExpired show. A tiny external store so
// React components, the HTTP client and the Relay network all read the same value.
import { useSyncExternalStore } from "react";
import { decodeClaims, isExpired, type Claims } from "./claims";
import { storageKeys } from "./storage";

export interface SessionSnapshot {
  token: string | null;
  claims: Claims | null;
  /** Set when the token was found expired (or the server said TokenExpired). */
  expiredFlag: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(expiredFlag: boolean): SessionSnapshot {
  const token = localStorage.getItem(storageKeys.token);
  return { token, claims: decodeClaims(token), expiredFlag };
}

let snapshot: SessionSnapshot = read(false);
/** Set while this tab signs out, so that the server closing its sockets is not taken for an ended session. */
let signingOut = false;

function emit(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const session = {
  get(): SessionSnapshot {
    return snapshot;
  },
  token(): string | null {
    return snapshot.token;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setToken(token: string): void {
    localStorage.setItem(storageKeys.token, token);
    emit({ token, claims: decodeClaims(token), expiredFlag: false });
  },
  /** Forgets the token in memory (storage is cleared by clearSessionStorage). */
  clear(): void {
    signingOut = false;
    emit({ token: null, claims: null, expiredFlag: false });
  },
  beginSignOut(): void {
    signingOut = true;
  },
  isSigningOut(): boolean {
    return signingOut;
  },
  markExpired(): void {
    if (!snapshot.expiredFlag) emit({ ...snapshot, expiredFlag: true });
  },
  /** True when a token exists and its exp claim is in the past. */
  isTokenExpired(nowMs = Date.now()): boolean {
    return snapshot.claims != null && isExpired(snapshot.claims, nowMs);
  },
  /** Re-reads storage (another tab, or a test, may have changed it). */
  reload(): void {
    const next = read(snapshot.expiredFlag);
    if (next.token !== snapshot.token) emit(next);
  },
};

window.addEventListener("storage", (event) => {
  if (event.key === storageKeys.token || event.key === null) session.reload();
});

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get);
}
