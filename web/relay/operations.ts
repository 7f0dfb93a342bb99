// Queries and mutations as promises, for calls made on an event (sign-in, a dialog's save)
// rather than on render. Failures read like the REST answers: the GraphQL errors'
// extensions carry the same shapes (SAVE_ERRORS → the 'ERRORS' list, BAD_USER_INPUT →
// title and a map of field messages), so one formatter (api/errors.ts) writes every
// dialog's error lines.
import {
  commitMutation,
  fetchQuery,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type OperationType,
  type SelectorStoreUpdater,
} from "relay-runtime";
import { fromGraphQLErrors, fromRelayError, type GraphQLErrorLike } from "./errors";
import { session } from "../session/session";
import { createEnvironment } from "./environment";

export function commit<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T["variables"],
  updater?: SelectorStoreUpdater<T["response"]>,
): Promise<T["response"]> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater: updater as never,
      onCompleted: (response, errors) => (errors?.length ? reject(fromGraphQLErrors(errors as GraphQLErrorLike[])) : resolve(response)),
      onError: (error) => reject(fromRelayError(error)),
    });
  });
}

/** A query's answer from the server (never the store), failing like commit. */
export function query<T extends OperationType>(environment: Environment, node: GraphQLTaggedNode, variables: T["variables"]): Promise<T["response"]> {
  return fetchQuery<T>(environment, node, variables, { fetchPolicy: "network-only" })
    .toPromise()
    .then(
      (response) => response as T["response"],
      (error: unknown) => {
        throw fromRelayError(error);
      },
    );
}

/**
 * An environment for calls made outside the React tree (the distributor lookup, interface
 * texts, sign-in steps that hold a token not yet stored): the given token, else the stored one.
 */
export function detachedEnvironment(token?: string | null): Environment {
  return createEnvironment(() => (token === undefined ? session.token() : token));
}
