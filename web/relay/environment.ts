// The Relay environment: queries and mutations over POST /graphql, subscriptions
// over graphql-ws on the same path. One environment per signed-in user, so a new
// sign-in never sees the previous user's records; the token is read at each request, so
// a renewed token of the same user (e.g. after their own sector was renamed) keeps the
// store and the screen that asked for it.
import { getDataID } from "./dataId";
import type { Client } from "graphql-ws";
import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from "relay-runtime";
import { postGraphQL } from "../api/graphql";
import { handleSessionAnswer } from "../api/http";
import { session } from "../session/session";

function websocketUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}/graphql`;
}

export function createEnvironment(getToken: () => string | null): Environment {
  const authorizationNow = () => {
    const token = getToken();
    return token ? `Bearer ${token}` : undefined;
  };

  const fetchFn: FetchFunction = (operation, variables, _cacheConfig, uploadables) =>
    postGraphQL(operation.text ?? "", variables, authorizationNow(), uploadables && Object.keys(uploadables).length ? uploadables : null);

  // graphql-ws is loaded with the first subscription (the sign-in page never needs it).
  let wsClient: Promise<Client> | null = null;
  const client = () => (wsClient ??= import("graphql-ws").then(({ createClient }) => createClient({
        url: websocketUrl(),
        lazy: true,
        connectionParams: () => {
          const authorization = authorizationNow();
          return authorization ? { authorization } : {};
        },
        // The server closes a signed-in socket with 4401/4403 when its session ended elsewhere
        // (password changed in another browser, account deactivated, token expired).
        on: {
          closed: (event) => {
            const code = (event as CloseEvent | undefined)?.code;
            if ((code === 4401 || code === 4403) && session.token() && !session.isSigningOut()) handleSessionAnswer(401, { message: "TokenExpired" });
          },
        },
      })));
  const subscribe: SubscribeFunction = (operation, variables) =>
    Observable.create((sink) => {
      let dispose: (() => void) | null = null;
      let closed = false;
      client().then(
        (ws) => {
          if (closed) return;
          dispose = ws.subscribe(
            { operationName: operation.name, query: operation.text ?? "", variables },
            {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
              complete: () => sink.complete(),
            },
          );
        },
        (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        dispose?.();
      };
    });

  return new Environment({
    network: Network.create(fetchFn, subscribe),
    store: new Store(new RecordSource()),
    getDataID,
  });
}
