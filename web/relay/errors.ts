// GraphQL errors in the client's one error form (api/errors.ts ApiError): the errors'
// extensions carry the REST answer's status and shapes, so dialogs show the same lines
// whichever door answered.
import { ApiError, messageLines } from "../api/errors";

export interface GraphQLErrorLike {
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

