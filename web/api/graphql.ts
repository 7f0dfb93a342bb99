// One GraphQL request over POST /graphql: the Relay network's (web/relay/environment.ts) and
// the one the session's calls use before Relay is loaded (the distributor lookup, the
// interface texts, the sign-in page's calls: web/session/calls.ts, web/screens/session/api.ts).
// Those send a compiled artifact's text with fetch alone, so the sign-in page loads no Relay
// (bench/first-screen.ts); signed-in screens read through Relay as before.
import type { ConcreteRequest, GraphQLResponse, GraphQLTaggedNode, OperationType, UploadableMap, Variables } from "relay-runtime";
import { session } from "../session/session";
import { fromGraphQLErrors, type GraphQLErrorLike } from "../relay/errors";
import { ApiError } from "./errors";
import { handleSessionAnswer, interfaceLanguage, networkErrorKey } from "./http";
import { multipartBody } from "../relay/multipart";

/**
 * Posts one operation; answers the GraphQL body. Failures of the transport and answers without
 * data become ApiErrors; every error's REST status gets the session-wide reactions (expired
 * token, unknown distributor).
 */
export async function postGraphQL(text: string, variables: Variables, authorization: string | undefined, files?: UploadableMap | null): Promise<GraphQLResponse> {
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
      body: files ? multipartBody(text, variables, files) : JSON.stringify({ query: text, variables }),
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
  for (const e of (body as { errors?: GraphQLErrorLike[] }).errors ?? []) {
    const expired = e.message === "TokenExpired" || e.extensions?.code === "TOKEN_EXPIRED";
    handleSessionAnswer(expired ? 401 : (e.extensions?.status ?? response.status), { message: e.message });
  }
  return body as GraphQLResponse;
}

/**
 * A query or mutation sent without Relay, failing as Relay's query()/commit() do
 * (web/relay/operations.ts): a mutation on any error, a query only when no data came back.
 * `token`: the bearer to send; null sends none; undefined sends the stored one.
 */
export async function request<T extends OperationType>(node: GraphQLTaggedNode, variables: T["variables"], token?: string | null): Promise<T["response"]> {
  // The build (and babel-plugin-relay in tests) turns a graphql`...` tag into its artifact.
  const artifact = (typeof node === "function" ? node() : node) as ConcreteRequest | { default: ConcreteRequest };
  const { params } = "default" in artifact ? artifact.default : artifact;
  const bearer = token === undefined ? session.token() : token;
  const body = (await postGraphQL(params.text ?? "", variables, bearer ? `Bearer ${bearer}` : undefined)) as { data?: T["response"] | null; errors?: GraphQLErrorLike[] };
  const errors = body.errors ?? [];
  if (errors.length && (params.operationKind === "mutation" || body.data == null)) throw fromGraphQLErrors(errors);
  if (body.data == null) throw new ApiError({ status: 500, lines: [`No data returned for operation ${params.name}`] });
  return body.data;
}
