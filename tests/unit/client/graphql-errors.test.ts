// GraphQL errors as the client shows them (web/relay/errors.ts over web/api/errors.ts): the
// same alert lines whichever door answered — save refusals one per line, field validation as
// the title then each field's first message, the REST status kept.
import { describe, expect, test } from "bun:test";
import { ApiError, errorLines, messageLines } from "../../../web/api/errors";
import { fromGraphQLErrors, fromRelayError, restShape } from "../../../web/relay/errors";

describe("REST answers", () => {
  test("the three body shapes of the error catalogue", () => {
    expect(messageLines({ result: "ERRORS", errors: ["Serial taken.", "Name taken."] })).toEqual(["Serial taken.", "Name taken."]);
    expect(messageLines({ title: "One or more validation errors occurred.", errors: { Name: ["Required", "Too long"], Serial: ["Taken"] } })).toEqual([
      "One or more validation errors occurred.",
      "Required",
      "Taken",
    ]);
    expect(messageLines({ message: "Not found" })).toEqual(["Not found"]);
    expect(messageLines("plain text")).toEqual(["plain text"]);
    expect(messageLines("   ")).toEqual([]);
  });
});

describe("GraphQL answers", () => {
  test("SAVE_ERRORS and BAD_USER_INPUT read like their REST twins; others by message", () => {
    expect(restShape({ message: "x", extensions: { code: "SAVE_ERRORS", errors: ["A", "B"] } })).toEqual({ result: "ERRORS", errors: ["A", "B"], message: "x" });
    expect(restShape({ message: "Invalid", extensions: { code: "BAD_USER_INPUT", errors: { name: ["Required"] } } })).toEqual({ title: "Invalid", errors: { name: ["Required"] } });
    expect(restShape({ message: "Not found", extensions: { code: "NOT_FOUND" } })).toEqual({ message: "Not found" });
  });

  test("an ApiError with every error's lines and the first error's status (400 without one)", () => {
    const error = fromGraphQLErrors([
      { message: "Invalid", extensions: { code: "BAD_USER_INPUT", status: 400, errors: { name: ["Required"] } } },
      { message: "Too many attempts. Try again in 5 minutes.", extensions: { code: "RATE_LIMITED", status: 429 } },
    ]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.lines).toEqual(["Invalid", "Required", "Too many attempts. Try again in 5 minutes."]);
    expect(fromGraphQLErrors([{ message: "Boom" }]).status).toBe(400);
  });

  test("Relay's 'no data' error gives the GraphQL errors it wraps; any other error passes through", () => {
    const wrapped = Object.assign(new Error("No data returned"), { source: { errors: [{ message: "Not found", extensions: { status: 404 } }] } });
    const read = fromRelayError(wrapped) as ApiError;
    expect(read.status).toBe(404);
    expect(errorLines(read)).toEqual(["Not found"]);
    const plain = new TypeError("offline");
    expect(fromRelayError(plain)).toBe(plain);
    expect(errorLines("text")).toEqual(["text"]);
  });
});
