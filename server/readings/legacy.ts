// The request shapes of the legacy reading options (/api/ReadingBI, /api/ReadingPRO,
// /api/ReadingCHESterilizer, /api/ReadingCHEWasher), read by the REST doors of the reading
// screens and of the historical browser. The reading's own fields are parsed by the service
// (input.ts, one schema per kind).
import type { ReadingKind } from "../db/generated/client";
import { ValidationError } from "../domain/errors";
import { bool, id, MESSAGES, object, parseWire, raw } from "../validation/wire";

type Body = Record<string, any>;
/** The legacy option names of the four reading kinds. */
export const OPTION_KIND: Record<string, ReadingKind> = { ReadingBI: "BI", ReadingPRO: "PRO", ReadingCHESterilizer: "CHE_STERILIZER", ReadingCHEWasher: "CHE_WASHER" };

const Edit = object({ Id: id(), MoveToSaved: bool() });
/** ReadIds is checked by parseIds (its messages name the list: 'ValueMustBeNumber', 'This field is required'). */
const Mass = object({ ReadIds: raw() });
const isRecord = (v: unknown): v is Body => typeof v === "object" && v !== null && !Array.isArray(v);

/** The mass payload may come bare ({ReadIds, ...}) or wrapped ({ReadBIMasive: {...}, UserLogged}). */
export function massBody(b: unknown): Body & { ids: unknown } {
  const found = isRecord(b) && !("ReadIds" in b || "readIds" in b) ? Object.values(b).find((v) => isRecord(v) && ("ReadIds" in v || "readIds" in v)) : b;
  const body = (found ?? b) as Body;
  return { ...body, ids: parseWire(Mass, body).ReadIds };
}
/** A single reading may come bare or wrapped ({ReadingBI: {...}, UserLogged}; `wrappers` in order of preference). */
export function readingBody(b: unknown, ...wrappers: string[]): Body & { edit: { Id?: number | null; MoveToSaved?: boolean | null } } {
  const key = isRecord(b) ? [...wrappers, "Reading", "reading"].find((k) => b[k] !== undefined && b[k] !== null) : undefined;
  const row = key ? (b as Body)[key] : b;
  if (!isRecord(row)) throw new ValidationError({ [key ?? "body"]: [MESSAGES.object] });
  return { ...row, edit: parseWire(Edit, row) };
}
