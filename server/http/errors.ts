// The error shapes of the legacy REST contract (docs/session-api.md), thrown by services and
// rendered by both doors: REST writes them as JSON bodies, GraphQL as errors with the same
// message and an extensions.code.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
  body(): unknown {
    return { message: this.message };
  }
}

/** A validation problem: a title and the messages of each field (ASP.NET ValidationProblem shape). */
export class ValidationError extends AppError {
  constructor(readonly errors: FieldErrors, title = "One or more validation errors occurred.") {
    super(400, title, "BAD_USER_INPUT");
  }
  override body() {
    return { title: this.message, status: 400, errors: this.errors };
  }
}

/** A business refusal of a save: result 'ERRORS' with the list of reasons. */
export class SaveErrors extends AppError {
  constructor(readonly errors: string[]) {
    super(400, errors.join(" "), "SAVE_ERRORS");
  }
  override body() {
    return { result: "ERRORS", errors: this.errors, message: this.message };
  }
}

export const unauthorized = (message = "Unauthorized") => new AppError(401, message, "UNAUTHENTICATED");
export const tokenExpired = () => new AppError(401, "TokenExpired", "TOKEN_EXPIRED");
export const forbidden = (message = "Access denied") => new AppError(403, message, "FORBIDDEN");
export const notFound = (message = "Not found") => new AppError(404, message, "NOT_FOUND");
export const badRequest = (message: string) => new AppError(400, message, "BAD_REQUEST");
export const conflict = (message: string) => new AppError(409, message, "CONFLICT");
/** The legacy client drops its stored distributor when a 500 message contains 'Encrypt500'. */
export const unknownDistributor = () => new AppError(500, "Encrypt500: unknown distributor", "UNKNOWN_DISTRIBUTOR");

export const REQUIRED = "This field is required";
