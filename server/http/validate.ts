// Boundary validation shared by REST bodies and GraphQL inputs: collect every field's
// problem, then throw one ValidationError (title + errors map) so nothing is written.
import { REQUIRED, ValidationError, type FieldErrors } from "./errors";

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
    if (value !== undefined && value !== null && value !== "" && !Number.isSafeInteger(Number(value))) this.add(field, "The value must be a whole number.");
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
export const int = (v: unknown): number | null => (v === undefined || v === null || v === "" || !Number.isSafeInteger(Number(v)) ? null : Number(v));
