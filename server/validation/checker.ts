// Boundary validation shared by REST bodies and GraphQL inputs: collect every field's
// problem, then throw one ValidationError (title + errors map) so nothing is written.
import { REQUIRED, ValidationError, type FieldErrors } from "../domain/errors";
import { INT_MAX, MESSAGES } from "./wire";

export class Checker {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  /** Empty, null, missing or blank values are "This field is required". */
  required(field: string, value: unknown): this {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) this.add(field, REQUIRED);
    return this;
  }

  maxLength(field: string, value: unknown, max: number): this {
    if (typeof value === "string" && value.length > max) this.add(field, `The field must be at most ${max} characters.`);
    return this;
  }

  email(field: string, value: unknown): this {
    if (typeof value === "string" && value.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) this.add(field, "The email address is not valid.");
    return this;
  }

  integer(field: string, value: unknown): this {
    if (value !== undefined && value !== null && value !== "" && int(value) === null) this.add(field, MESSAGES.integer);
    return this;
  }

  /**
   * A domain range (inclusive; `above` excludes its bound) with the spec's messages ('value
   * must be less than' / 'bigger than' and the bound). Absent values are the required rule's business.
   */
  range(field: string, value: unknown, r: Range): this {
    if (typeof value !== "number") return this;
    if (r.min !== undefined && value < r.min) this.add(field, MESSAGES.atLeast(r.min));
    else if (r.above !== undefined && value <= r.above) this.add(field, `The value must be bigger than ${r.above}.`);
    else if (r.max !== undefined && value > r.max) this.add(field, MESSAGES.atMost(r.max));
    return this;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.ok) throw new ValidationError(this.errors);
  }
}

export const str = (v: unknown): string => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : String(v).trim());
export const optStr = (v: unknown): string | null => (str(v) === "" ? null : str(v));
/** A domain range of a numeric field: inclusive min/max, or `above` for a strict lower bound. */
export interface Range {
  min?: number;
  above?: number;
  max?: number;
}

/** A whole number that fits PostgreSQL's integer (ids, counts), else null: a bigger "id" names no row. */
export const int = (v: unknown): number | null => {
  if (v === undefined || v === null || v === "" || typeof v === "object" || typeof v === "boolean") return null;
  const n = Number(v);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT_MAX ? n : null;
};
