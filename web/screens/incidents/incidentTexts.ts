// How an incident's codes read in the interface: its reason, its machine's kind, a load's status,
// a reading's kind, a signature's meaning and a timeline action, each an interface text.
import type { TFunction } from "i18next";
import { currentRegionalFormat } from "../../i18n/dateFormat";

const REASONS: Record<string, string> = {
  "bi.positive": "incidents.reason.biPositive",
  "pro.action": "incidents.reason.proAction",
  "che.fail": "incidents.reason.cheFail",
  "control.failed": "incidents.reason.controlFailed",
};
const MACHINE_KINDS: Record<string, string> = {
  STERILIZER: "incidents.machine.STERILIZER",
  WASHER: "incidents.machine.WASHER",
  DISINFECTOR: "incidents.machine.DISINFECTOR",
  INCUBATOR: "incidents.machine.INCUBATOR",
};
const READING_KINDS: Record<string, string> = { BI: "incidents.readingKind.BI", PRO: "incidents.readingKind.PRO", CHE_STERILIZER: "incidents.readingKind.CHE_STERILIZER", CHE_WASHER: "incidents.readingKind.CHE_WASHER" };
const ACTIONS: Record<string, string> = {
  opened: "incidents.action.opened",
  "load.marked": "incidents.action.loadMarked",
  investigation: "incidents.action.investigation",
  retest: "incidents.action.retest",
  closed: "incidents.action.closed",
};

export const LOAD_STATUSES = ["PENDING", "RECALLED", "LOCATED", "NOT_NEEDED"] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];
export const SIGNATURE_MEANINGS = ["RETURNED_TO_SERVICE", "RELEASED", "APPROVED", "REVIEWED"] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

const LOAD_STATUS_KEYS: Record<string, string> = {
  PENDING: "incidents.load.PENDING",
  RECALLED: "incidents.load.RECALLED",
  LOCATED: "incidents.load.LOCATED",
  NOT_NEEDED: "incidents.load.NOT_NEEDED",
};
const MEANING_KEYS: Record<string, string> = {
  RETURNED_TO_SERVICE: "incidents.meaning.RETURNED_TO_SERVICE",
  APPROVED: "incidents.meaning.APPROVED",
  REVIEWED: "incidents.meaning.REVIEWED",
  RELEASED: "incidents.meaning.RELEASED",
};

const known = (t: TFunction, keys: Record<string, string>, code: string | null | undefined) => (code ? (keys[code] ? t(keys[code]!) : code) : "");

export const reasonText = (t: TFunction, reason: string) => known(t, REASONS, reason);
export const machineKindText = (t: TFunction, kind: string) => known(t, MACHINE_KINDS, kind);
export const readingKindText = (t: TFunction, kind: string) => known(t, READING_KINDS, kind);
const FIELD_KEYS: Record<string, string> = { cause: "incidents.investigation.cause", actions: "incidents.investigation.actions", notes: "incidents.investigation.notes" };

/**
 * A timeline event's detail in the reader's language, from the facts the server kept (`data`);
 * the server's English words when the facts are missing.
 */
export function detailText(t: TFunction, action: string, detail: string | null | undefined, data: unknown): string {
  const d = (data ?? null) as Record<string, any> | null;
  if (!d) return detail ?? "";
  const number = d.readNumber ?? "?";
  switch (action) {
    case "opened": {
      // A failed control names its lot: the loads to recall are that lot's of the day.
      const reason = d.lot ? `${reasonText(t, d.reason)} (${t("incidents.lot")} ${d.lot})` : reasonText(t, d.reason);
      return t("incidents.event.opened", { reason, count: d.loads });
    }
    case "load.marked": {
      const text = t("incidents.event.loadMarked", { kind: readingKindText(t, d.readingKind), number, status: loadStatusText(t, d.status) });
      return d.note ? `${text} (${d.note})` : text;
    }
    case "investigation":
      return t("incidents.event.investigation", { fields: (d.fields as string[]).map((f) => known(t, FIELD_KEYS, f).toLowerCase()).join(", ") });
    case "retest":
      return t(d.passed ? "incidents.event.retestPassed" : "incidents.event.retestFailed", { kind: readingKindText(t, d.readingKind), number, consecutive: d.consecutive, needed: d.needed });
    case "closed":
      return t("incidents.event.closed", { signer: d.signer, meaning: meaningText(t, d.meaning) });
    default:
      return detail ?? "";
  }
}
export const actionText = (t: TFunction, action: string) => known(t, ACTIONS, action);
export const loadStatusText = (t: TFunction, status: string) => known(t, LOAD_STATUS_KEYS, status);
export const meaningText = (t: TFunction, meaning: string | null | undefined) => known(t, MEANING_KEYS, meaning);

/** "Sterilizer Autoclave 3 · SN-1234". */
export function machineText(t: TFunction, machine: { kind: string; name: string; serial: string }): string {
  return `${machineKindText(t, machine.kind)} ${machine.name} · ${machine.serial}`;
}

/**
 * A signature's date and time to the second, with its time zone (21 CFR Part 11 §11.50: the
 * manifestation names when it was signed): "21 Nov 2026, 14:03:27 GMT+1 (Europe/Madrid)".
 */
export function signatureTime(date: Date): string {
  const { languageCode } = currentRegionalFormat();
  let text: string;
  try {
    text = new Intl.DateTimeFormat(languageCode, { dateStyle: "medium", timeStyle: "long" }).format(date);
  } catch {
    text = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "long" }).format(date);
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && !text.includes(zone) ? `${text} (${zone})` : text;
}
