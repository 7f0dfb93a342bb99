// Domain errors (server/domain/errors.ts) in the REST door's wire form: the status and the
// legacy body shapes of docs/session-api.md.
import { DomainError, SaveErrors, TooManyAttempts, Unavailable, ValidationError, type ErrorCode } from "../domain/errors";

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  BAD_USER_INPUT: 400,
  SAVE_ERRORS: 400,
  RECOVERY_INVALID: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  TIMEOUT: 503,
  UNAVAILABLE: 503,
  UNKNOWN_DISTRIBUTOR: 500,
};

export const httpStatus = (e: DomainError) => STATUS[e.code];

/** The legacy body: ASP.NET's ValidationProblem, the save's 'ERRORS' list, or { message }. */
export function httpBody(e: DomainError): Record<string, unknown> {
  if (e instanceof ValidationError) return { title: e.message, status: 400, errors: e.errors };
  if (e instanceof SaveErrors) return { result: "ERRORS", errors: e.errors, message: e.message };
  if (e instanceof TooManyAttempts || e instanceof Unavailable) return { message: e.message, retryAfter: e.retryAfterSeconds };
  return { message: e.message };
}

/** Extra response headers (Retry-After of a 429 or a 503). */
export function httpHeaders(e: DomainError): Record<string, string> {
  return e instanceof TooManyAttempts || e instanceof Unavailable ? { "retry-after": String(e.retryAfterSeconds) } : {};
}
