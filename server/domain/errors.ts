// What went wrong, in the domain's words. Services throw these and know nothing of HTTP;
// each door maps them to its wire form: REST (server/http/errors.ts: status, the legacy
// body shapes of docs/session-api.md, Retry-After) and GraphQL (server/graphql/errors.ts:
// the same message, extensions.code and, for validation, the errors map).

import { isDatabaseUnavailable } from "../db/unavailable";

export type FieldErrors = Record<string, string[]>;

export type ErrorCode =
  | "UNAUTHENTICATED" // no valid session
  | "TOKEN_EXPIRED" // the session's token is past its expiry: the client refreshes it
  | "FORBIDDEN" // signed in, but the role may not do this
  | "NOT_FOUND" // absent, or another tenant's (never told apart)
  | "BAD_REQUEST" // a request the domain cannot act on
  | "PAYLOAD_TOO_LARGE" // a file over its size limit
  | "BAD_USER_INPUT" // field validation (ValidationError)
  | "SAVE_ERRORS" // a business refusal of a save (SaveErrors)
  | "RECOVERY_INVALID" // a password-recovery link that is unknown, used or expired
  | "CONFLICT" // the state changed under the caller
  | "RATE_LIMITED" // too many attempts (TooManyAttempts)
  | "TIMEOUT" // the database stopped a statement that ran too long
  | "UNAVAILABLE" // the database is not answering (restart, failover): try again shortly
  | "UNKNOWN_DISTRIBUTOR"; // the distributor named by the page does not exist

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A validation problem: a title and the messages of each field. */
export class ValidationError extends DomainError {
  constructor(readonly errors: FieldErrors, title = "One or more validation errors occurred.") {
    super("BAD_USER_INPUT", title);
  }
}

/** A business refusal of a save, with the list of reasons. */
export class SaveErrors extends DomainError {
  constructor(readonly errors: string[]) {
    super("SAVE_ERRORS", errors.join(" "));
  }
}

/** The caller tried too often; it may try again after `retryAfterSeconds`. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", message);
  }
}

/** The service cannot answer for a moment (its database is not answering); the caller retries after `retryAfterSeconds`. */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("UNAVAILABLE", message);
  }
}

export const unauthorized = (message = "Unauthorized") => new DomainError("UNAUTHENTICATED", message);
export const tokenExpired = () => new DomainError("TOKEN_EXPIRED", "TokenExpired");
export const forbidden = (message = "Access denied") => new DomainError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new DomainError("NOT_FOUND", message);
export const badRequest = (message: string) => new DomainError("BAD_REQUEST", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
/** The legacy client drops its stored distributor when a 500 message contains 'Encrypt500'. */
export const unknownDistributor = () => new DomainError("UNKNOWN_DISTRIBUTOR", "Encrypt500: unknown distributor");
export const tookTooLong = () => new DomainError("TIMEOUT", "The request took too long and was stopped. Narrow the filter or the period and try again.");

/** A request that used up its time budget (REQUEST_BUDGET_MS), refused at its next database call. */
export const overBudget = () => new DomainError("TIMEOUT", "The request took too long and was stopped (its time limit was reached). Ask for fewer items or a shorter period, and try again.");

/** Prisma could not start or finish an interactive transaction in time (P2028): the database is busy. */
export const databaseBusy = () => new Unavailable("The service is busy: try again in a few seconds.", 2);

export const databaseUnavailable = () => new Unavailable("The service is briefly unavailable: its database is not answering. Try again in a few seconds.", 5);

/**
 * Database failures that mean something to the caller, as domain errors: a statement stopped
 * by the time limit, the database not answering. Anything else is returned as it is.
 */
export function databaseFailure(e: unknown): unknown {
  if (isStatementTimeout(e)) return tookTooLong();
  if (isTransactionTimeout(e)) return databaseBusy();
  if (isDatabaseUnavailable(e)) return databaseUnavailable();
  return e;
}

export const REQUIRED = "This field is required";

/** Prisma's interactive transaction could not start or ran past its own timeout (P2028). */
export function isTransactionTimeout(e: unknown): boolean {
  const text = e instanceof Error ? `${e.message} ${(e as { code?: string }).code ?? ""}` : String(e);
  return /\bP2028\b|Transaction API error|Transaction already closed|Unable to start a transaction in the given time/.test(text);
}

/** PostgreSQL cancelled the statement after DB_STATEMENT_TIMEOUT_MS (SQLSTATE 57014). */
export function isStatementTimeout(e: unknown): boolean {
  const text = e instanceof Error ? `${e.message} ${(e as { code?: string }).code ?? ""} ${String((e as { cause?: unknown }).cause ?? "")}` : String(e);
  return /statement timeout|57014/.test(text);
}

/**
 * A row others still point at (SQLSTATE 23503): Prisma's P2003 on PostgreSQL; the PGlite
 * adapter reports PostgreSQL's own message instead.
 */
export function isForeignKeyViolation(e: unknown): boolean {
  const text = e instanceof Error ? `${e.message} ${(e as { code?: string }).code ?? ""} ${String((e as { cause?: unknown }).cause ?? "")}` : String(e);
  return /\bP2003\b|23503|violates (RESTRICT setting of )?foreign key constraint/.test(text);
}
