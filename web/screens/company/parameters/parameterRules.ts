// The checks of a parameter's typed value, from the range the server serves with it (the
// server applies the same catalogue: server/parameters/catalogue.ts). Answers the message
// and the bound, or null when the value may be saved.
export interface ParameterLimits {
  readonly fieldType: number;
  readonly min?: number | null;
  readonly max?: number | null;
  readonly maxLength?: number | null;
  /** The value goes in steps of this (0.1: one decimal at most). */
  readonly step?: number | null;
}

export interface ValueProblem {
  /** Interface text key ("parameters.valueLessThan", ...); `bound` fills its {{bound}} / {{step}}. */
  message: string;
  bound?: number;
}

const NUMBER = /^\d+([.,]\d+)?$/;

export function valueProblem(p: ParameterLimits, value: string): ValueProblem | null {
  const text = value.trim();
  if (text === "") return { message: "This field is required" };
  if (p.fieldType === 7) return null;
  if (!NUMBER.test(text)) return { message: "ValueMustBeNumber" };
  const n = Number(text.replace(",", "."));
  if (p.fieldType === 1 && !Number.isInteger(n)) return { message: "parameters.wholeNumber" };
  if (p.max != null && n > p.max) return { message: "parameters.valueLessThan", bound: p.max };
  if (p.min != null && n < p.min) return { message: "parameters.valueBiggerThan", bound: p.min };
  if (p.step != null && !onStep(n, p.step)) return { message: "parameters.step", bound: p.step };
  return null;
}

/** Whether `n` is a whole number of `step`s (the server's rule: server/parameters/service.ts). */
export function onStep(n: number, step: number): boolean {
  const steps = n / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** The spec's rule for the protein pair: the alert strictly below the action. */
export function pairInOrder(alert: string, action: string): boolean {
  return Number(alert.replace(",", ".")) < Number(action.replace(",", "."));
}

/** What the user typed into a numeric field: digits and one decimal separator, at most maxLength characters. */
export function typedNumber(p: ParameterLimits, value: string): string {
  const decimals = p.fieldType === 4;
  let out = value.replace(decimals ? /[^\d.,]/g : /\D/g, "");
  if (decimals) out = out.replace(/([.,].*?)[.,]/g, "$1");
  return p.maxLength ? out.slice(0, p.maxLength) : out;
}
