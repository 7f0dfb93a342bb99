// OpenAPI 3.1 description of the incubator agent API, served at GET /api/agent/openapi.json.
// Written by hand beside the service; tests check that every route is described and that
// the examples below are accepted by the running server.

const dateTime = { type: "string", format: "date-time", description: "ISO 8601 with a time zone (Z or ±hh:mm); at most 5 minutes ahead of the server's clock." };
const serialNumber = { type: "string", minLength: 1, maxLength: 64, pattern: "^[\\x21-\\x7e]+$", description: "The incubator's serial number as the device reports it (case-sensitive).", example: "BR20-000190" };
const position = { type: "integer", minimum: 1, maximum: 999, description: "Position (well) of the indicator: 1..positions.BI or 1..positions.PRO of the model." };
const messageId = { type: "string", maxLength: 100, description: "Optional id of the agent's message, echoed back (for the agent's own logs)." };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string) => ({ description, content: { "application/json": { schema: ref("ValidationProblem") } } });
const message = (description: string) => ({ description, content: { "application/json": { schema: ref("Message") } } });
const body = (schema: object, example?: unknown) => ({ required: true, content: { "application/json": { schema, ...(example ? { example } : {}) } } });
const ok = (description: string, schema: object) => ({ description, content: { "application/json": { schema } } });
const COMMON = {
  "401": message("No token, or an expired, revoked or forged one (`TokenExpired` when expired): sign in again."),
  "403": message("The token is not a Connection user's (user type 4)."),
};
const serialParam = { name: "serial", in: "path", required: true, schema: serialNumber };

export const EXAMPLES = {
  announce: { serialNumber: "BR20-000190", model: "BioReader 20", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" }, name: "BioReader Theatre" },
  announceUsb: { serialNumber: "IC1020FR-001234", model: "IC10/20FR", connection: { vid: "04D8", pid: "F2C4" } },
  status: { temperature: 60.1, temperatureOk: true, at: "2026-03-01T10:19:00Z" },
  incubation: { serialNumber: "BR20-000190", position: 7, kind: "BI", programIndex: 1, startedAt: "2026-03-01T10:00:00Z", product: { gtin: "09521234543213" }, lot: "2403ABC", messageId: "a1b2c3" },
  biResult: { serialNumber: "BR20-000190", position: 7, startedAt: "2026-03-01T10:00:00Z", result: { result: "negative", fluorescence: 42.5, averageTemperature: 60.1, resultAt: "2026-03-01T10:20:00Z" } },
  proResult: { serialNumber: "PR10-000412", position: 2, startedAt: "2026-03-01T10:00:00Z", kind: "PRO", result: { quantitativeResult: 12.4, visualResult: 1, averageTemperature: 59.8, resultAt: "2026-03-01T10:10:00Z" } },
} as const;

export function agentOpenApi(origin: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Sterile QC incubator agent API",
      version: "1.0.0",
      description: [
        "How the desktop agent beside an incubator pushes its readings. Sign in as the company's Connection user (user type 4) with `POST /api/login/login` ({Email, Password, DistId}; DistId from `POST /api/Distributor/PostByDomain` {Domain: <app origin>}) and send the token as `Authorization: Bearer <token>`. The company is always the token's.",
        "Idempotent: an incubation is identified by serial + position + startedAt. Resend any message whose answer you did not receive, unchanged: a repeated start answers 200 with the same reading (`duplicate: true`), a repeated result 200 with `unchanged: true`.",
        "Errors: 400 validation problem `{title, status, errors: {<json path>: [messages]}}` (malformed JSON, wrong types, missing fields, unknown model, out-of-order times); 404 `{message}` for an incubator or incubation the company does not have (another company's look the same); 409 `{message}` for a serial registered to another company or a different result for a reading that has one.",
        "See docs/agent-api.md for the design notes.",
      ].join("\n\n"),
    },
    servers: [{ url: `${origin}/api/agent/v1` }],
    security: [{ bearer: [] }],
    paths: {
      "/me": { get: { summary: "Who the token is", operationId: "me", responses: { "200": ok("The Connection user and its company.", ref("Me")), ...COMMON } } },
      "/incubators": { get: { summary: "The company's incubators", operationId: "listIncubators", responses: { "200": ok("Every incubator of the company.", { type: "array", items: ref("Incubator") }), ...COMMON } } },
      "/incubators/announce": {
        post: {
          summary: "Register an incubator the agent found (or get the one registered)",
          description:
            "A new incubator is discovered by the caller: discoverer user and sector are the caller's; a model of connection type 1 (USB, fixed) also works in that sector, any other model has no work sector until an administrator assigns one (its readings go to the discoverer sector meanwhile). It starts disconnected: send connect next.",
          operationId: "announceIncubator",
          requestBody: body(ref("Announce"), EXAMPLES.announce),
          responses: {
            "201": ok("Registered now.", ref("Incubator")),
            "200": ok("Already registered in the company (same model): unchanged.", ref("Incubator")),
            "400": problem("Validation problem: missing or malformed fields, unknown model, a model your distributor does not offer, a connection that does not fit the model."),
            "409": message("The serial is registered to another company, or to this company as another model."),
            ...COMMON,
          },
        },
      },
      "/incubators/{serial}": {
        get: {
          summary: "One incubator with its running incubations",
          operationId: "getIncubator",
          parameters: [serialParam],
          responses: { "200": ok("The incubator and its LIVE incubations.", { allOf: [ref("Incubator"), { type: "object", properties: { incubations: { type: "array", items: ref("Incubation") } } }] }), "404": message("Not an incubator of the company."), ...COMMON },
        },
      },
      "/incubators/{serial}/connect": connection("connect", "The incubator is connected (status 1); connectedAt is set when it was disconnected."),
      "/incubators/{serial}/disconnect": connection("disconnect", "The incubator is disconnected (status 2); its temperature status becomes unknown."),
      "/incubators/{serial}/status": {
        post: {
          summary: "Periodic heartbeat: last seen and chamber temperature",
          description: "Sets lastSeenAt (server time) and the temperature status (ok / out of range). A heartbeat whose `at` is more than 60 s old is a late retry and changes nothing (`stale: true`). Suggested period: 30-60 s.",
          operationId: "reportStatus",
          parameters: [serialParam],
          requestBody: body(ref("Status"), EXAMPLES.status),
          responses: { "200": ok("The incubator after the heartbeat.", { allOf: [ref("Incubator"), { type: "object", properties: { temperature: { type: ["number", "null"] }, stale: { type: "boolean" } } }] }), "400": problem("Validation problem."), "404": message("Not an incubator of the company."), ...COMMON },
        },
      },
      "/incubations": {
        post: {
          summary: "An incubation started: creates the LIVE reading",
          description:
            "Creates a LIVE BI or protein reading with the company's next read number, in the incubator's work sector (else its discoverer sector), with the model's program of that index. Idempotent by serialNumber + position + startedAt.",
          operationId: "startIncubation",
          requestBody: body(ref("StartIncubation"), EXAMPLES.incubation),
          responses: {
            "201": ok("Created.", ref("IncubationAnswer")),
            "200": ok("The same incubation was already recorded: its reading, unchanged (`duplicate: true`).", ref("IncubationAnswer")),
            "400": problem("Validation problem: fields, a position or program the model does not have, a kind the model cannot read, an unknown product or one of the wrong indicator type, a start more than 5 minutes in the future."),
            "404": message("The serial is not an incubator of the company (announce it first)."),
            "409": message("The same serial + position + start is recorded with another kind or program."),
            ...COMMON,
          },
        },
        get: {
          summary: "One incubation by its key",
          operationId: "getIncubation",
          parameters: [
            { name: "serialNumber", in: "query", required: true, schema: serialNumber },
            { name: "position", in: "query", required: true, schema: position },
            { name: "startedAt", in: "query", required: true, schema: dateTime },
          ],
          responses: { "200": ok("The reading.", ref("Incubation")), "400": problem("Validation problem."), "404": message("No such incubation in the company."), ...COMMON },
        },
      },
      "/incubations/result": {
        post: {
          summary: "The incubator read the indicator: LIVE → PROVISIONAL",
          description: [
            "BI: `result` (negative, positive, cancelled, error) and/or `fluorescence` (RFU). With only a fluorescence, 1,000 RFU or more is positive; when both are sent the reader's own result wins and the fluorescence is kept.",
            "PRO: `quantitativeResult` in micrograms. The reading keeps the company's alert and action levels (parameters 11 and 12, default 3 and 6.4 µg/cm², ISO 15883-5); density = amount / measured surface when a measure is already associated (both sides count twice), else null; the result is 1 pass, 2 alert (above alert), 3 fail (above action), judged on the density when there is one, else on the amount.",
            "The same result again answers 200 `unchanged: true`; a different one for a reading that has a result is 409.",
          ].join("\n\n"),
          operationId: "reportResult",
          requestBody: body({ oneOf: [ref("BiResultMessage"), ref("ProResultMessage")] }, EXAMPLES.biResult),
          responses: {
            "200": ok("The reading with its result (`unchanged: true` when it already had this result).", ref("ResultAnswer")),
            "400": problem("Validation problem, including `result.resultAt` before `startedAt` (out of order)."),
            "404": message("No such incubation in the company (its start was never reported, or it is another company's)."),
            "409": message("The reading already has a different result."),
            ...COMMON,
          },
        },
      },
      "/incubations/results": {
        post: {
          summary: "Many results at once (an agent catching up, many incubators)",
          description:
            "Up to 500 result messages, each exactly as for /incubations/result, processed in one transaction (one lookup and one update per table). Each message gets its own status and body, in the order sent; a bad message never spoils the others. The answer is 200 whenever the batch itself is well formed.",
          operationId: "reportResults",
          requestBody: body({ type: "object", required: ["results"], properties: { results: { type: "array", minItems: 1, maxItems: 500, items: { oneOf: [ref("BiResultMessage"), ref("ProResultMessage")] } } } }, { results: [EXAMPLES.biResult, EXAMPLES.proResult] }),
          responses: {
            "200": ok("One entry per message: `status` 200 with the reading (as for /incubations/result), or 400/404/409 with the error body.", {
              type: "object",
              properties: { results: { type: "array", items: { oneOf: [{ allOf: [{ type: "object", properties: { status: { const: 200 } } }, ref("ResultAnswer")] }, { type: "object", properties: { status: { enum: [400, 404, 409] }, message: { type: "string" }, title: { type: "string" }, errors: { type: "object" } } }] } } },
            }),
            "400": problem("`results` missing, empty, more than 500, or not a list."),
            ...COMMON,
          },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Token of POST /api/login/login for a Connection user." } },
      schemas: {
        Message: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
        ValidationProblem: {
          type: "object",
          required: ["title", "status", "errors"],
          properties: { title: { type: "string", example: "One or more validation errors occurred." }, status: { const: 400 }, errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, example: { position: ["This field is required"] } } },
        },
        Me: { type: "object", properties: { userId: { type: "integer" }, email: { type: "string" }, companyId: { type: "integer" }, sectorId: { type: ["integer", "null"] } } },
        Announce: {
          type: "object",
          required: ["serialNumber", "model", "connection"],
          properties: {
            serialNumber,
            model: { type: "string", description: "The maker's model code (IncubatorModel.modelId), e.g. IC10/20FR, MiniBio, BioReader 20, ProRead 10." },
            connection: {
              description: "How the agent reached it: USB vendor/product id (models of connection type 1) or Bluetooth service UUID (type 2); must match the model's.",
              oneOf: [
                { type: "object", required: ["vid", "pid"], properties: { vid: { type: "string", pattern: "^[0-9A-Fa-f]{4}$" }, pid: { type: "string", pattern: "^[0-9A-Fa-f]{4}$" } } },
                { type: "object", required: ["uuid"], properties: { uuid: { type: "string", format: "uuid" } } },
              ],
            },
            name: { type: "string", maxLength: 80, description: "Display name for a new incubator (default: model and serial). Never renames an existing one." },
          },
        },
        Incubator: {
          type: "object",
          properties: {
            id: { type: "integer" },
            serialNumber,
            name: { type: "string" },
            model: { type: "string" },
            modelDescription: { type: "string" },
            connectionType: { enum: ["usb", "bluetooth"] },
            connected: { type: "boolean" },
            connectedAt: { type: ["string", "null"], format: "date-time" },
            lastSeenAt: { type: ["string", "null"], format: "date-time" },
            temperatureStatus: { enum: ["unknown", "ok", "out-of-range"] },
            workSectorId: { type: ["integer", "null"] },
            discovererSectorId: { type: ["integer", "null"] },
            positions: { type: "object", properties: { BI: { type: "integer" }, PRO: { type: "integer" } }, description: "Number of positions per indicator kind (0: the model cannot read that kind)." },
            programs: { type: "array", items: { type: "object", properties: { programIndex: { type: "integer" }, name: { type: "string" }, minutes: { type: "integer" }, temperature: { type: "number" } } } },
          },
        },
        Connect: { type: "object", properties: { at: { ...dateTime, description: "When it happened (default: now)." } } },
        Status: { type: "object", required: ["temperatureOk"], properties: { temperature: { type: "number", minimum: -50, maximum: 200, description: "°C, informative." }, temperatureOk: { type: "boolean" }, at: { ...dateTime, description: "Time of the reading (default: now)." } } },
        StartIncubation: {
          type: "object",
          required: ["serialNumber", "position", "kind", "programIndex", "startedAt"],
          properties: {
            serialNumber,
            position,
            kind: { enum: ["BI", "PRO"] },
            programIndex: { type: "integer", minimum: 0, description: "Index of one of the model's programs (see Incubator.programs)." },
            startedAt: dateTime,
            product: {
              description: "The indicator, when the agent knows it (scanned box). Must be a product of your distributor of the matching type (BI: sterilisation or disinfection BI; PRO: protein). A BI disinfection product makes a disinfection reading.",
              oneOf: [
                { type: "object", required: ["gtin"], properties: { gtin: { type: "string", pattern: "^(\\d{8}|\\d{12,14})$", description: "GTIN with a valid check digit (padded to GTIN-14)." } } },
                { type: "object", required: ["productId"], properties: { productId: { type: "integer" } } },
              ],
            },
            lot: { type: "string", maxLength: 40, description: "Stored upper-case." },
            expirationDate: { type: "string", format: "date", description: "The lot's expiry date (GS1 AI 17 of the vial's code), e.g. 2027-06-30. A lot expired before the start is answered with a `lot-expired` warning." },
            sterilizerId: { type: "integer", minimum: 1, description: "BI: the company's sterilizer that processed the load. One machine at most. Another company's id, or a deleted machine: 400." },
            disinfectorId: { type: "integer", minimum: 1, description: "BI (disinfection): the company's disinfector." },
            washerId: { type: "integer", minimum: 1, description: "PRO: the company's washer." },
            messageId,
          },
        },
        Warning: {
          type: "object",
          required: ["code", "message"],
          description: "Something the agent should tell its user; the message was accepted all the same. New codes may be added: show the message of an unknown code.",
          properties: {
            code: { enum: ["machine-out-of-service", "lot-expired"] },
            message: { type: "string", description: "In English." },
            incidentId: { type: "integer", description: "machine-out-of-service: the incident that keeps the machine out of service (/AppIncidents/<id>)." },
            machineKind: { enum: ["sterilizer", "disinfector", "washer"] },
            machineId: { type: "integer" },
            since: { type: "string", format: "date-time", description: "machine-out-of-service: the incident's opening." },
            until: { type: ["string", "null"], format: "date-time", description: "machine-out-of-service: the return to service, null while still out of service." },
            lot: { type: ["string", "null"] },
            expirationDate: { type: "string", format: "date", description: "lot-expired: the lot's expiry date." },
          },
        },
        BiResult: {
          type: "object",
          required: ["resultAt"],
          description: "At least one of result and fluorescence.",
          properties: { result: { enum: ["negative", "positive", "cancelled", "error"] }, fluorescence: { type: "number", minimum: 0 }, averageTemperature: { type: "number" }, resultAt: dateTime },
        },
        ProResult: {
          type: "object",
          required: ["quantitativeResult", "resultAt"],
          properties: { quantitativeResult: { type: "number", minimum: 0, description: "Micrograms of protein." }, visualResult: { enum: [1, 2], description: "1 clean, 2 soiled." }, averageTemperature: { type: "number" }, resultAt: dateTime },
        },
        BiResultMessage: resultMessage("BiResult"),
        ProResultMessage: resultMessage("ProResult"),
        Incubation: {
          type: "object",
          properties: {
            id: { type: "integer" },
            kind: { enum: ["BI", "PRO"] },
            readNumber: { type: "integer" },
            state: { enum: ["LIVE", "PROVISIONAL", "HISTORICAL", "SAVED"] },
            serialNumber,
            position,
            startedAt: { type: "string", format: "date-time" },
            programIndex: { type: ["integer", "null"] },
            sectorId: { type: "integer" },
            productId: { type: ["integer", "null"] },
            lot: { type: ["string", "null"] },
            expirationDate: { type: ["string", "null"], format: "date", description: "The lot's expiry date." },
            sterilizerId: { type: ["integer", "null"], description: "BI only." },
            disinfectorId: { type: ["integer", "null"], description: "BI only." },
            washerId: { type: ["integer", "null"], description: "PRO only." },
            disinfection: { type: "boolean", description: "BI only." },
            result: {
              description: "null while LIVE.",
              oneOf: [
                { type: "null" },
                { type: "object", title: "BI", properties: { code: { type: "integer", description: "1 negative, 2 positive, 3 cancelled, 4 error" }, result: { type: "string" }, fluorescence: { type: ["number", "null"] }, averageTemperature: { type: ["number", "null"] }, resultAt: { type: "string", format: "date-time" } } },
                {
                  type: "object",
                  title: "PRO",
                  properties: {
                    code: { type: "integer", description: "1 pass, 2 alert, 3 fail" },
                    result: { enum: ["pass", "alert", "fail"] },
                    quantitativeResult: { type: "number" },
                    density: { type: ["number", "null"] },
                    alertResult: { type: "number" },
                    actionResult: { type: "number" },
                    visualResult: { type: ["integer", "null"] },
                    averageTemperature: { type: ["number", "null"] },
                    resultAt: { type: "string", format: "date-time" },
                  },
                },
              ],
            },
            warnings: {
              type: "array",
              items: ref("Warning"),
              description: "Empty when all is well. machine-out-of-service: the reading's machine had an open incident when the incubation started (also once the reading is assigned to such a machine on the reading screens); lot-expired: the lot's expiry date is before the start day.",
            },
          },
        },
        IncubationAnswer: { allOf: [ref("Incubation"), { type: "object", properties: { duplicate: { type: "boolean" }, messageId: { type: ["string", "null"] } } }] },
        ResultAnswer: { allOf: [ref("Incubation"), { type: "object", properties: { unchanged: { type: "boolean" }, messageId: { type: ["string", "null"] } } }] },
      },
    },
  };
}

function connection(verb: "connect" | "disconnect", description: string) {
  return {
    post: {
      summary: verb === "connect" ? "The agent opened the incubator" : "The agent lost or closed the incubator",
      description,
      operationId: verb,
      parameters: [serialParam],
      requestBody: { required: false, content: { "application/json": { schema: ref("Connect") } } },
      responses: { "200": ok("The incubator.", ref("Incubator")), "400": problem("Validation problem."), "404": message("Not an incubator of the company."), ...COMMON },
    },
  };
}

function resultMessage(result: string) {
  return {
    type: "object",
    required: ["serialNumber", "position", "startedAt", "result"],
    properties: {
      serialNumber,
      position,
      startedAt: { ...dateTime, description: "The start time sent with the incubation (with the serial and position, the key)." },
      kind: { enum: ["BI", "PRO"], description: "Optional: look only among readings of this kind." },
      result: ref(result),
      messageId,
    },
  };
}
