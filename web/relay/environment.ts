// The Relay environment: queries and mutations over POST /graphql, subscriptions
// over graphql-ws on the same path. One environment per signed-in user, so a new
// sign-in never sees the previous user's records; the token is read at each request, so
// a renewed token of the same user (e.g. after their own sector was renamed) keeps the
// store and the screen that asked for it.
import { getDataID } from "./dataId";
import type { Client } from "graphql-ws";
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from "relay-runtime";
import { multipartBody } from "./multipart";
import { ApiError } from "../api/errors";
import { fromGraphQLErrors, type GraphQLErrorLike } from "./errors";
import { handleSessionAnswer, interfaceLanguage, networkErrorKey } from "../api/http";
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

  const fetchFn: FetchFunction = async (operation, variables, _cacheConfig, uploadables) => {
    const authorization = authorizationNow();
    const files = uploadables && Object.keys(uploadables).length ? uploadables : null;
    let response: Response;
    try {
      response = await fetch("/graphql", {
        method: "POST",
        headers: {
          ...(files ? {} : { "Content-Type": "application/json" }),
          Accept: "application/graphql-response+json, application/json",
          "Accept-Language": interfaceLanguage(),
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: files ? multipartBody(operation.text ?? "", variables, files) : JSON.stringify({ query: operation.text, variables }),
      });
    } catch (error) {
      // The server could not be reached: the same error the REST client gives.
      throw new ApiError({ status: 0, lines: [networkErrorKey, error instanceof Error ? error.message : String(error)], network: true });
    }
    const body = (await response.json().catch(() => null)) as GraphQLResponse | { message?: string } | null;
    if (!response.ok && !(body && "data" in body)) {
      handleSessionAnswer(response.status, body);
      const errors = (body as { errors?: GraphQLErrorLike[] } | null)?.errors;
      if (errors?.length) throw fromGraphQLErrors(errors);
      throw new ApiError({ status: response.status, lines: [(body as { message?: string } | null)?.message ?? `GraphQL HTTP ${response.status}`] });
    }
    // Session-wide reactions (expired token, unknown distributor) read each error's REST status.
    for (const e of (body as { errors?: GraphQLErrorLike[] }).errors ?? []) {
      const expired = e.message === "TokenExpired" || e.extensions?.code === "TOKEN_EXPIRED";
      handleSessionAnswer(expired ? 401 : (e.extensions?.status ?? response.status), { message: e.message });
    }
    return body as GraphQLResponse;
  };

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
