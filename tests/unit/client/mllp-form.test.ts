// The MLLP destination's form (web/screens/company/subscriptions/mllpForm.ts): what is sent for
// what was typed, and a refusal read back — the server's field messages (saveMllpDestination's
// BAD_USER_INPUT map, as relay/errors.ts hands it over) under their fields, the rest as lines.
import { describe, expect, test } from "bun:test";
import { emptyForm, formOf, inputOf, splitErrors } from "../../../web/screens/company/subscriptions/mllpForm";
import { fromGraphQLErrors, fromRelayError } from "../../../web/relay/errors";

describe("the form's values", () => {
  test("a new destination starts on HL7's port 2575, switched on; a saved one as it was", () => {
    expect(emptyForm()).toEqual({ host: "", port: "2575", enabled: true, receivingApplication: "", receivingFacility: "" });
    expect(formOf({ host: "engine.example.org", port: 2576, enabled: false, receivingApplication: null, receivingFacility: "HOSP-A" })).toEqual({
      host: "engine.example.org",
      port: "2576",
      enabled: false,
      receivingApplication: "",
      receivingFacility: "HOSP-A",
    });
  });

  test("the input: trimmed host, the port as a number, blank names as null", () => {
    expect(inputOf({ host: "  10.1.2.3 ", port: "70000", enabled: true, receivingApplication: " ", receivingFacility: " HOSP-A " })).toEqual({
      host: "10.1.2.3",
      port: 70000,
      enabled: true,
      receivingApplication: null,
      receivingFacility: "HOSP-A",
    });
  });
});

describe("a refusal", () => {
  test("the validation map: the first message of each field under it; an unknown field's message as a line", () => {
    const error = fromGraphQLErrors([
      {
        message: "One or more validation errors occurred.",
        extensions: {
          code: "BAD_USER_INPUT",
          status: 400,
          errors: {
            host: ["The host is a loopback (127.0.0.0/8) address (set WEBHOOK_ALLOW_PRIVATE=1 to allow)."],
            port: ["The port must be a whole number from 1 to 65535.", "second"],
            other: ["Something else."],
          },
        },
      },
    ]);
    expect(splitErrors(error)).toEqual({
      fields: { host: "The host is a loopback (127.0.0.0/8) address (set WEBHOOK_ALLOW_PRIVATE=1 to allow).", port: "The port must be a whole number from 1 to 65535." },
      lines: ["Something else."],
    });
  });

  test("any other refusal (forbidden, a network failure) is the banner's lines, no field marked", () => {
    expect(splitErrors(fromGraphQLErrors([{ message: "Forbidden", extensions: { code: "FORBIDDEN", status: 403 } }]))).toEqual({ fields: {}, lines: ["Forbidden"] });
    expect(splitErrors(fromRelayError(new Error("Failed to fetch")))).toEqual({ fields: {}, lines: ["Failed to fetch"] });
  });
});
