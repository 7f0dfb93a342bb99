// Required-field and password rules shared by the session forms.
import { isBlank } from "./filters";

export const REQUIRED = "This field is required";
export const PASSWORDS_DIFFER = "The passwords do not match.";
export const PASSWORD_RULE = "8+ characters,1 uppercase letter,1 number.";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** 'This field is required' for each blank field of `required`. */
export function requiredErrors<K extends string>(values: Record<K, unknown>, required: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of required) if (isBlank(values[key])) errors[key] = REQUIRED;
  return errors;
}

/** At least 8 characters, one uppercase letter and one digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[A-Z]/.test(value) && /\d/.test(value);
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
