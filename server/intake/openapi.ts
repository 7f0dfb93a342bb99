// OpenAPI 3.1 description of the mobile app's intake, served at GET /api/intake/openapi.json.
// Written by hand beside the service (like server/agent/openapi.ts); the API test checks that
// every intake route is described.
import { INTAKE_IMAGE_MAX_BYTES, INTAKE_IMAGE_MAX_PIXELS } from "./image";
import { INTAKE_TOKEN_TTL_MS } from "./token";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string) => ({ description, content: { "application/json": { schema: ref("ValidationProblem") } } });
const message = (description: string) => ({ description, content: { "application/json": { schema: ref("Message") } } });
const ok = (description: string, schema: object) => ({ description, content: { "application/json": { schema } } });
const str = (description: string, maxLength?: number) => ({ type: "string", description, ...(maxLength ? { maxLength } : {}) });
const num = (description: string) => ({ type: "string", description: `${description} A number (\`7.5\` or \`7,5\`).` });
const int = (description: string) => ({ type: "string", pattern: "^[0-9]+$", description });
const TOKEN_401 = message("No intake token, or an unknown, expired or already used one: scan a new QR code (the message says which).");

const SHARED_FIELDS = {
  image: { type: "string", format: "binary", description: `The photo: JPEG or PNG (decided by its bytes), at most ${INTAKE_IMAGE_MAX_BYTES / 1024} KB and ${INTAKE_IMAGE_MAX_PIXELS / 1e6} megapixels. Stored re-encoded (same format and size, turned upright): EXIF (GPS), XMP, IPTC, comments and anything but the picture are gone.` },
  result: { type: "string", enum: ["1", "2"], description: "The strip's result: 1 pass, 2 fail." },
  testedAt: { type: "string", format: "date-time", description: "When the strip was read, with a time zone; default now; at most 5 minutes ahead of the server's clock." },
  productId: int("The indicator product (the company distributor's, of the kind's family)."),
  loteProduct: str("Lot (stored upper case).", 40),
  manufactureDate: { type: "string", format: "date" },
  expirationDate: { type: "string", format: "date", description: "Not before manufactureDate." },
  cycle: str("Cycle.", 40),
  temperature: num("°C, -273.15..300."),
  programNumber: str("Program.", 40),
  bookNumber: str("Book number.", 40),
  pageNumber: str("Page number.", 40),
  visualResult: { type: "string", enum: ["1", "2"], description: "The operator's visual reading: 1 pass, 2 fail." },
  notes: str("Notes.", 2000),
};

export const INTAKE_EXAMPLES = {
  sterilizer: { result: "1", testedAt: "2026-03-01T10:20:00Z", loteProduct: "2403ABC", cycle: "C-118", temperature: "134", exposureTime: "4", programNumber: "P2" },
  washer: { result: "1", loteProduct: "2403WSH", cycle: "W-42", temperature: "90", washingTime: "10", detergentType: "1", location: "Line 2" },
} as const;

export function intakeOpenApi(origin: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Sterile QC mobile chemical-reading intake",
      version: "1.0.0",
      description: [
        "How the mobile tracing app sends a chemical indicator reading (sterilizer or washer) with its photo. A signed-in user presses the mobile-scan button of /appcisterilizerprovisional or /appciwasherprovisional; the QR code carries the deep link `trazanto://readings/scan?v=2&server=<origin>&kind=<CHE_STERILIZER|CHE_WASHER>&token=<intake token>` (the screens add `distributor`, `company` and the listed `readings`).",
        `The intake token is bound to the company, sector and user who minted it and to the screen's reading kind; it is valid ${INTAKE_TOKEN_TTL_MS / 60000} minutes and for one reading. Send it as \`Authorization: Bearer <token>\`. A refused request (any 400) leaves it unused.`,
        "The reading is created PROVISIONAL in the token's company and sector, created by the token's user, and appears live on the provisional screen. Fields are those of the provisional screens, checked by the same rules with the same messages.",
        "Errors: 400 validation problem `{title, status, errors: {<field>: [messages]}}`; 401 `{message}` for the token; 403 when the token's user or company can no longer sign in; 413 when the whole request is over the server's body limit (2 MB by default).",
        "See docs/intake-api.md for the design notes.",
      ].join("\n\n"),
    },
    servers: [{ url: `${origin}/api/intake` }],
    security: [{ intakeToken: [] }],
    paths: {
      "/token": {
        get: {
          summary: "What the intake token is for (does not use it)",
          operationId: "intakeToken",
          responses: { "200": ok("The token's kind, company, sector and expiry.", ref("IntakeToken")), "401": TOKEN_401, "403": message("The token's user or company is no longer active.") },
        },
      },
      "/chemical": {
        post: {
          summary: "Send one chemical reading with its photo",
          operationId: "intakeChemical",
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: { oneOf: [ref("SterilizerReading"), ref("WasherReading")] },
                examples: { sterilizer: { value: INTAKE_EXAMPLES.sterilizer }, washer: { value: INTAKE_EXAMPLES.washer } },
              },
            },
          },
          responses: {
            "201": ok("Created: the reading is on the provisional screen.", ref("Receipt")),
            "400": problem("Validation problem: a field (same messages as the provisional screens), a machine or product the sector may not use, or the image (missing, not JPEG/PNG, incomplete or damaged, too large, too many pixels). Nothing was written; the token is still usable."),
            "401": TOKEN_401,
            "403": message("The token's user or company is no longer active."),
            "413": message("The request is over the server's body limit."),
          },
        },
      },
    },
    components: {
      securitySchemes: { intakeToken: { type: "http", scheme: "bearer", description: "The intake token of the QR code (itk_…), not a session token." } },
      schemas: {
        SterilizerReading: {
          type: "object",
          required: ["image", "result"],
          additionalProperties: false,
          properties: { ...SHARED_FIELDS, sterilizerId: int("A sterilizer of the token's sector."), exposureTime: num("Minutes, 0..10000."), packageNumber: str("Package number (models CD29, CD40, CD42, CD50, IT26…).", 40), concentration: num("%, 0..100."), relativeDampness: num("%, 0..100.") },
        },
        WasherReading: {
          type: "object",
          required: ["image", "result"],
          additionalProperties: false,
          properties: { ...SHARED_FIELDS, washerId: int("A washer of the token's sector."), location: str("Location.", 80), washingTime: num("Minutes, 0..10000."), detergentConcentration: num("%, 0..100."), detergentType: { type: "string", enum: ["1", "2", "3"], description: "1 alkaline, 2 enzymatic, 3 neutral." }, waterPressure: num("bar, 0..1000."), waterHardness: num("°dH, 0..1000.") },
        },
        Receipt: {
          type: "object",
          properties: { id: { type: "integer" }, readNumber: { type: "integer" }, kind: { enum: ["CHE_STERILIZER", "CHE_WASHER"] }, companyId: { type: "integer" }, sectorId: { type: "integer" }, imageId: { type: "integer" }, testedAt: { type: "string", format: "date-time" } },
        },
        IntakeToken: { type: "object", properties: { kind: { enum: ["CHE_STERILIZER", "CHE_WASHER"] }, companyName: { type: "string" }, sectorName: { type: "string" }, expiresAt: { type: "string", format: "date-time" } } },
        Message: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
        ValidationProblem: { type: "object", properties: { title: { type: "string" }, status: { type: "integer" }, errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } } },
      },
    },
  };
}
