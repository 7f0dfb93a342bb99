// GraphQL subscriptions over graphql-ws on /graphql, authenticated through
// connectionParams (the HTTP request is not visible to the subscription context).
import { createClient, type Client } from "graphql-ws";
import { BASE_URL } from "./http";

export const WS_URL = BASE_URL.replace(/^http/, "ws") + "/graphql";

export interface Subscription<T = any> {
  /** Resolves with the next event, or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<{ data?: T | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>;
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  dispose(): Promise<void>;
}

/** The graphql-ws address of another server than the suite's (e.g. an instance of tests/helpers/cluster.ts). */
export const wsUrlOf = (baseUrl: string) => baseUrl.replace(/\/$/, "").replace(/^http/, "ws") + "/graphql";

/** `closed`: how the socket ended (code and reason), whenever it does. `baseUrl`: another server than the suite's. */
export function wsClient(token?: string | null, baseUrl?: string): { client: Client; connected: Promise<void>; closed: Promise<{ code: number; reason: string }> } {
  let onConnected!: () => void;
  let onFailed!: (e: unknown) => void;
  let onClosed!: (c: { code: number; reason: string }) => void;
  const connected = new Promise<void>((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: baseUrl ? wsUrlOf(baseUrl) : WS_URL,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    // A refused connection is reported through `connected` (and asserted there): not printed.
    onNonLazyError: () => {},
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    on: {
      connected: () => onConnected(),
      closed: (e) => {
        onClosed({ code: (e as CloseEvent)?.code, reason: (e as CloseEvent)?.reason });
        onFailed(new Error(`graphql-ws closed before ack: ${(e as CloseEvent)?.code} ${(e as CloseEvent)?.reason}`));
      },
      error: (e) => onFailed(e),
    },
  });
  connected.catch(() => {}); // a refused connection is an outcome to assert, not a crash
  return { client, connected, closed };
}

/** Subscribes with a bearer token in connectionParams (on the suite's server, or on `baseUrl`). */
export function subscribe<T = any>(query: string, token?: string | null, variables?: Record<string, unknown>, baseUrl?: string): Subscription<T> {
  const { client, connected } = wsClient(token, baseUrl);
  const iterator = client.iterate<T>({ query, variables });
  return {
    connected,
    next: (timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no subscription event within ${timeoutMs} ms`)), timeoutMs);
        iterator.next().then(
          (r) => {
            clearTimeout(timer);
            if (r.done) reject(new Error("subscription completed without an event"));
            else resolve(r.value as any);
          },
          (e) => {
            clearTimeout(timer);
            reject(e);
          },
        );
      }),
    dispose: async () => {
      await iterator.return?.();
      await client.dispose();
    },
  };
}
