// The MLLP destination's form (MllpSection.tsx) as data: the values typed, what is sent
// (saveMllpDestination's input) and how a refusal is read back — the server's field messages
// (a validation problem's map: host, port, enabled, the names) under their fields, anything
// else as the banner's lines.
import { ApiError, errorLines } from "../../../api/errors";
import type { GraphQLErrorLike } from "../../../relay/errors";

export type MllpField = "host" | "port" | "enabled" | "receivingApplication" | "receivingFacility";
const FIELDS: readonly MllpField[] = ["host", "port", "enabled", "receivingApplication", "receivingFacility"];

export interface MllpForm {
  host: string;
  /** Digits as typed; the server judges the range. */
  port: string;
  enabled: boolean;
  receivingApplication: string;
  receivingFacility: string;
}

/** HL7's registered MLLP port (IANA 2575) for a destination not saved yet. */
export const emptyForm = (): MllpForm => ({ host: "", port: "2575", enabled: true, receivingApplication: "", receivingFacility: "" });

export function formOf(row: { host: string; port: number; enabled: boolean; receivingApplication?: string | null; receivingFacility?: string | null }): MllpForm {
  return { host: row.host, port: String(row.port), enabled: row.enabled, receivingApplication: row.receivingApplication ?? "", receivingFacility: row.receivingFacility ?? "" };
}

export function inputOf(form: MllpForm) {
  return {
    host: form.host.trim(),
    port: Number(form.port),
    enabled: form.enabled,
    receivingApplication: form.receivingApplication.trim() || null,
    receivingFacility: form.receivingFacility.trim() || null,
  };
}

/** A refusal split into the first message of each known field and the other lines. */
export function splitErrors(error: unknown): { fields: Partial<Record<MllpField, string>>; lines: string[] } {
  const fields: Partial<Record<MllpField, string>> = {};
  const lines: string[] = [];
  const graphQLErrors = error instanceof ApiError && Array.isArray(error.data) ? (error.data as GraphQLErrorLike[]) : null;
  if (!graphQLErrors) return { fields, lines: errorLines(error) };
  for (const e of graphQLErrors) {
    const map = e.extensions?.errors;
    if (e.extensions?.code !== "BAD_USER_INPUT" || !map || typeof map !== "object" || Array.isArray(map)) {
      lines.push(e.message);
      continue;
    }
    for (const [field, messages] of Object.entries(map as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (first == null) continue;
      if ((FIELDS as readonly string[]).includes(field)) fields[field as MllpField] ??= String(first);
      else lines.push(String(first));
    }
  }
  return { fields, lines };
}
