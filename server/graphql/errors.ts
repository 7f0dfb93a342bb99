// Domain errors (server/domain/errors.ts) in the GraphQL door's wire form: the same message,
// extensions.code, the REST status (clients share one error reader) and, for validation and
// save refusals, the errors list or map.
import { GraphQLError } from "graphql";
import { DomainError, SaveErrors, TooManyAttempts, Unavailable, ValidationError } from "../domain/errors";
import { httpHeaders, httpStatus } from "../http/errors";

export function toGraphQLError(e: DomainError): GraphQLError {
  const errors = e instanceof ValidationError || e instanceof SaveErrors ? { errors: e.errors } : {};
  // Too many attempts and a database not answering keep their HTTP meaning (429 / 503,
  // Retry-After) over GraphQL too: clients retry them.
  const http = e instanceof TooManyAttempts || e instanceof Unavailable ? { http: { status: httpStatus(e), headers: httpHeaders(e) }, retryAfter: e.retryAfterSeconds } : {};
  return new GraphQLError(e.message, { extensions: { code: e.code, status: httpStatus(e), ...errors, ...http } });
}

/** A value the caller sent refused before the operation runs: 400, named by its path ("$input.name", "ids"). */
export function badInput(path: string, message: string): GraphQLError {
  return new GraphQLError(`${path}: ${message}`, { extensions: { code: "BAD_USER_INPUT", status: 400, errors: { [path]: [message] }, http: { status: 400 } } });
}
