// Mutations as promises whose failures read like the REST answers: the GraphQL errors'
// extensions carry the same shapes (SAVE_ERRORS → the 'ERRORS' list, BAD_USER_INPUT →
// title and a map of field messages), so one formatter (api/errors.ts) writes every
// dialog's error lines.
import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters, type SelectorStoreUpdater } from "relay-runtime";
import { ApiError, messageLines } from "../api/errors";

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string; status?: number; errors?: unknown };
}

/** The REST body a GraphQL error stands for. */
export function restShape(error: GraphQLErrorLike): unknown {
  const ext = error.extensions ?? {};
  if (ext.code === "SAVE_ERRORS" && Array.isArray(ext.errors)) return { result: "ERRORS", errors: ext.errors, message: error.message };
  if (ext.code === "BAD_USER_INPUT" && ext.errors && typeof ext.errors === "object") return { title: error.message, errors: ext.errors };
  return { message: error.message };
}

export function fromGraphQLErrors(errors: readonly GraphQLErrorLike[]): ApiError {
  const lines = errors.flatMap((e) => messageLines(restShape(e)));
  return new ApiError({ status: errors[0]?.extensions?.status ?? 400, lines, data: errors });
}

/** Relay wraps "no data" answers in an Error whose `source.errors` holds the GraphQL errors. */
export function fromRelayError(error: unknown): Error {
  const source = (error as { source?: { errors?: GraphQLErrorLike[] } } | null)?.source;
  if (source?.errors?.length) return fromGraphQLErrors(source.errors);
  return error instanceof Error ? error : new Error(String(error));
}

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
