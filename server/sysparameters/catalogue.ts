// What a system parameter's value may be (spec 002 sections 3, 5, 9): the rules of its field
// type, and the range of the types whose meaning bounds them. The service checks values by
// these and the schema serves them, so the screen's inputs follow the same limits.

/** Field types of sys_parameter.fieldType (server/seed/parameters.ts). */
export const FIELD = { text: 1, email: 2, number: 3, float: 4, float2: 5, password: 6, language: 7 } as const;

export interface Limits {
  /** Inclusive range of the numeric types. */
  min?: number;
  max?: number;
  /** The input's step: 1 whole numbers, 0.01 two decimals. */
  step?: number;
  /** Most characters the value may have. */
  maxLength: number;
}

const NUMBER = { min: 0, max: 999_999 };
const BY_FIELD_TYPE: Record<number, Limits> = {
  [FIELD.text]: { maxLength: 500 },
  [FIELD.email]: { maxLength: 254 },
  [FIELD.number]: { ...NUMBER, step: 1, maxLength: 7 },
  [FIELD.float]: { ...NUMBER, step: 0.1, maxLength: 12 },
  [FIELD.float2]: { ...NUMBER, step: 0.01, maxLength: 12 },
  [FIELD.password]: { maxLength: 200 },
  [FIELD.language]: { maxLength: 9 },
};

/** Ranges by parameter type; shared meanings keep the company parameters' ranges (notice days, protein thresholds). */
const BY_TYPE: Record<number, Pick<Limits, "min" | "max">> = {
  4: { min: 5, max: 1440 }, // password recovery link validity (minutes): up to a day
  5: { min: 15, max: 365 }, // licence expiry notice (days)
  6: { min: 1, max: 365 }, // trial licence length (days)
  7: { min: 1, max: 50 }, // default protein alert threshold
  8: { min: 1, max: 50 }, // default protein action threshold
  16: { min: 1, max: 1440 }, // incubator offline after (minutes)
  17: { min: 0.01, max: 10 }, // incubation temperature tolerance (°C)
};

export function limitsOf(p: { type: number; fieldType: number }): Limits {
  const base = BY_FIELD_TYPE[p.fieldType] ?? BY_FIELD_TYPE[FIELD.text]!;
  return base.min === undefined ? base : { ...base, ...BY_TYPE[p.type] };
}

export const isSecret = (p: { fieldType: number }) => p.fieldType === FIELD.password;

/** Interface text key of a type's description (ui-texts-sysparameters.ts); the stored description is the fallback. */
export const descriptionKey = (type: number) => `sysParameters.type.${type}`;
