// Rules of the subscriptions screen (spec 001 "Subscriptions", docs/webhooks.md): the two
// licence blocks, the indicator types' texts and the endpoint URL checks made before a
// Test or a Confirm is sent.
import { isBlank } from "../../../components/fields/filters";
import { REQUIRED } from "../../../components/fields/validation";

/** Spec 001 section 9: licence product 3 is the 'normal' block, 2 the 'plus' block. */
export const LICENSE_PRODUCT_NORMAL = 3;
export const LICENSE_PRODUCT_PLUS = 2;
/** The licence the missing-licence banner names and the request button asks for. */
export const BANNER_LICENSE_PRODUCT = LICENSE_PRODUCT_PLUS;
export const BLOCK_ORDER = ["NORMAL", "PLUS"] as const;
export type BlockName = (typeof BLOCK_ORDER)[number];

/** The indicator types' interface texts (ids of docs/webhooks.md); unknown ids show the server's name. */
export const indicatorTypeKeys: Record<number, string> = {
  1: "subscriptions.typeBI",
  2: "subscriptions.typePRO",
  3: "subscriptions.typeCHESterilizer",
  4: "subscriptions.typeCHEWasher",
  5: "subscriptions.typeBIDisinfection",
};

export const URL_FORMAT = "subscriptions.urlFormat";
export const URL_MAX = 2000;

/** The message under an endpoint URL, or null. A subscribed row needs a URL. */
export function urlError(url: string, needed: boolean): string | null {
  if (isBlank(url)) return needed ? REQUIRED : null;
  const text = url.trim();
  if (text.length > URL_MAX) return "subscriptions.urlTooLong";
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return URL_FORMAT;
  }
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || !parsed.hostname || !/^https?:\/\//i.test(text)) return URL_FORMAT;
  if (parsed.username || parsed.password) return "subscriptions.urlCredentials";
  return null;
}

export interface EditableRow {
  subscribed: boolean;
  url: string;
}

/** The row values differ from what the server holds. */
export function isDirty(saved: EditableRow, current: EditableRow): boolean {
  return saved.subscribed !== current.subscribed || (saved.url ?? "").trim() !== current.url.trim();
}
