// The distributor the application is opened for: read from localStorage, or looked
// up by the page origin (GraphQL distributorByDomain). Its themeFileName
// selects the brand; its opaque id travels as DistId / DistributorId.
import { useSyncExternalStore } from "react";
import { distributorResetEvent } from "../api/http";
import { distributorByDomain } from "./calls";
import { readJson, remove, storageKeys, writeJson } from "./storage";

export interface Distributor {
  id: string;
  name: string;
  domain: string;
  themeFileName: string;
}

type State =
  | { status: "loading"; distributor: Distributor | null }
  | { status: "ready"; distributor: Distributor }
  | { status: "error"; distributor: null; message: string };

type Listener = () => void;
const listeners = new Set<Listener>();
const stored = readJson<Distributor>(storageKeys.distributor);
let state: State = stored?.id ? { status: "ready", distributor: stored } : { status: "loading", distributor: null };
let inflight: Promise<void> | null = null;

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export const distributorStore = {
  get: (): State => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The current distributor id for DistId / DistributorId payloads. */
  id(): string {
    return state.distributor?.id ?? "";
  },
  /** Looks the distributor up by origin; keeps showing the current one meanwhile. */
  lookup(): Promise<void> {
    if (inflight) return inflight;
    if (state.status === "error") set({ status: "loading", distributor: null });
    inflight = distributorByDomain(window.location.origin)
      .then((distributor) => {
        writeJson(storageKeys.distributor, distributor);
        set({ status: "ready", distributor });
      })
      .catch((error: Error) => {
        if (state.distributor) return; // keep the known one; a later start retries
        set({ status: "error", distributor: null, message: error.message });
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  },
  /**
   * Forgets the stored distributor (server said Encrypt500) and looks it up again by
   * domain. The current one stays in use meanwhile, so the screen keeps its state.
   */
  reset(): void {
    remove(storageKeys.distributor);
    void distributorStore.lookup();
  },
};

export function useDistributorState(): State {
  return useSyncExternalStore(distributorStore.subscribe, distributorStore.get);
}

/** The ready distributor; only call below the distributor gate. */
export function useDistributor(): Distributor {
  const current = useDistributorState();
  if (!current.distributor) throw new Error("useDistributor used before the distributor was resolved");
  return current.distributor;
}

window.addEventListener(distributorResetEvent, () => distributorStore.reset());
