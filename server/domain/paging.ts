// The size of a page any list answers: 1 to MAX_PAGE_SIZE rows. A larger request is refused
// with a field message rather than cut short silently, so a client never takes a clipped page
// for the whole list.
import { ValidationError } from "./errors";

export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_MESSAGE = `The page size must be between 1 and ${MAX_PAGE_SIZE}.`;

/** A page size the caller asked for (PageSize, first, last) is 1 to MAX_PAGE_SIZE, else a validation problem on `field`. */
export function checkPageSize(size: number, field: string): number {
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new ValidationError({ [field]: [PAGE_SIZE_MESSAGE] });
  return size;
}
