// Display of chemical reading values that are dates without a time (manufacture and
// expiry dates are stored as UTC midnight): shown as that calendar day whatever the
// browser's time zone.
import { formatDate } from "../../../i18n/dateFormat";
import { dateValue } from "./chemicalRules";

export function dateOnlyText(value: unknown): string {
  const day = dateValue(value);
  if (!day) return "";
  const [y, m, d] = day.split("-").map(Number);
  return formatDate(new Date(y!, m! - 1, d!));
}
