// The protein alert and action thresholds of working mode 1: typed side by side, saved
// together (saveProteinThresholds), the alert strictly below the action.
import { Button, TextInput } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { useProblemText, type FieldParameter } from "./ParameterField";
import { pairInOrder, typedNumber } from "./parameterRules";
import styles from "./AppParameters.module.css";

export interface ThresholdPairProps {
  alert: FieldParameter;
  action: FieldParameter;
  busy: boolean;
  onSave: (alert: string, action: string) => Promise<boolean>;
  onPairError: () => void;
}

export function ThresholdPair({ alert, action, busy, onSave, onPairError }: ThresholdPairProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [drafts, setDrafts] = useState<{ alert: string | null; action: string | null }>({ alert: null, action: null });
  const values = { alert: drafts.alert ?? alert.value, action: drafts.action ?? action.value };
  const problems = { alert: drafts.alert === null ? null : problemText(alert, drafts.alert), action: drafts.action === null ? null : problemText(action, drafts.action) };
  const changed = values.alert.trim() !== alert.value || values.action.trim() !== action.value;

  const save = async () => {
    if (!pairInOrder(values.alert, values.action)) return onPairError();
    if (await onSave(values.alert.trim(), values.action.trim())) setDrafts({ alert: null, action: null });
  };

  const input = (which: "alert" | "action", p: FieldParameter) => (
    <div className={styles.control} data-testid={`parameter-${p.name}`}>
      <FieldFrame label={p.description} errorText={problems[which]} caption={p.min != null && p.max != null ? t("parameters.range", { min: p.min, max: p.max }) : undefined}>
        <TextInput
          block
          name={p.name}
          inputMode="decimal"
          maxLength={p.maxLength ?? undefined}
          value={values[which]}
          validationStatus={problems[which] ? "error" : undefined}
          onChange={(e) => setDrafts((d) => ({ ...d, [which]: typedNumber(p, e.target.value) }))}
        />
      </FieldFrame>
    </div>
  );

  return (
    <div className={styles.pair} data-testid="parameter-pair">
      {input("alert", alert)}
      {input("action", action)}
      <div className={styles.actions}>
        <Button variant="primary" onClick={save} disabled={busy || !changed || !!problems.alert || !!problems.action} data-testid="thresholds-save">
          {t("parameters.saveThresholds")}
        </Button>
      </div>
    </div>
  );
}
