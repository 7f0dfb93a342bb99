// One parameter: its control (a select, or a number input with its range), Save (enabled
// only for a changed, valid value) and Default (reset to the default value). The messages
// 'value must be less than {bound}' / 'value must be bigger than {bound}' and the step's carry
// their number.
import { Button, Select, TextInput } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { typedNumber, valueProblem, type ParameterLimits } from "./parameterRules";
import styles from "./AppParameters.module.css";

export interface FieldParameter extends ParameterLimits {
  readonly type: number;
  readonly name: string;
  readonly description: string;
  readonly value: string;
  readonly options?: readonly { readonly value: string; readonly label: string }[] | null;
}

export interface ParameterFieldProps {
  parameter: FieldParameter;
  busy: boolean;
  /** Answers whether the value was saved (the typed value then gives way to the stored one). */
  onSave: (value: string) => Promise<boolean | void>;
  onReset: () => void;
}

/** The message of a problem with its bound, in the user's language. */
export function useProblemText() {
  const { t } = useTranslation();
  return (p: FieldParameter, value: string) => {
    const problem = valueProblem(p, value);
    return problem ? t(problem.message, { bound: problem.bound, step: problem.bound }) : null;
  };
}

export function ParameterField({ parameter: p, busy, onSave, onReset }: ParameterFieldProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? p.value;
  const problem = draft === null ? null : problemText(p, draft);
  const changed = draft !== null && draft.trim() !== p.value;
  const save = async () => {
    if ((await onSave(value.trim())) !== false) setDraft(null);
  };
  const caption = p.fieldType !== 7 && p.min != null && p.max != null ? t("parameters.range", { min: p.min, max: p.max }) : undefined;

  return (
    <div className={styles.field} data-testid={`parameter-${p.name}`}>
      <div className={styles.control}>
        <FieldFrame label={p.description} errorText={problem} caption={caption}>
          {p.fieldType === 7 ? (
            <Select block name={p.name} value={value} onChange={(e) => setDraft(e.target.value)}>
              {(p.options ?? []).map((o) => (
                <Select.Option key={o.value} value={o.value}>
                  {o.label}
                </Select.Option>
              ))}
            </Select>
          ) : (
            <TextInput
              block
              name={p.name}
              inputMode={p.fieldType === 4 ? "decimal" : "numeric"}
              maxLength={p.maxLength ?? undefined}
              value={value}
              validationStatus={problem ? "error" : undefined}
              onChange={(e) => setDraft(typedNumber(p, e.target.value))}
              onKeyDown={(e) => e.key === "Enter" && changed && !problem && !busy && void save()}
            />
          )}
        </FieldFrame>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onClick={save} disabled={busy || !changed || !!problem} aria-label={t("parameters.saveNamed", { name: p.description })} data-testid="parameter-save">
          {t("parameters.save")}
        </Button>
        <Button variant="invisible" onClick={onReset} disabled={busy} aria-label={t("parameters.resetNamed", { name: p.description })} data-testid="parameter-reset">
          {t("parameters.reset")}
        </Button>
      </div>
    </div>
  );
}
