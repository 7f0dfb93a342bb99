// One system parameter: the input its field type calls for (text, e-mail, whole number,
// decimal, password, language select), Save (a changed value) and Default. The server checks
// the value; its message shows under the field. A password is never shown: the field starts
// empty and says whether one is stored. While a call runs every control waits; after 500 ms
// (spec 002 section 9) the row's button shows that it is saving or resetting. A language
// value is sent only when it is a language id (a number: section 5).
import { Button, Select, TextInput } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { SysParameterRow_parameter$key } from "../../../__generated__/SysParameterRow_parameter.graphql";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { useDelayedFlag } from "../../../components/useDelayedFlag";
import type { PendingCall } from "./useSysParameterActions";
import { FIELD, sendable } from "./fieldTypes";
import styles from "./SysParameters.module.css";

const fragment = graphql`
  fragment SysParameterRow_parameter on SysParameter {
    id
    type
    sysParameterTypeDescription
    fieldType
    value
    hasValue
    isDefault
    min
    max
    maxLength
    options {
      value
      label
    }
  }
`;

/** The wait before a running save or reset shows on its button (spec 002 section 9). */
export const PENDING_DELAY_MS = 500;

export interface SysParameterRowProps {
  parameterRef: SysParameterRow_parameter$key;
  busy: boolean;
  /** The call running on this row, if any. */
  pending?: PendingCall["kind"] | null;
  /** Answer null when done, else the lines of the failure. */
  onSave: (id: string, value: string) => Promise<string[] | null>;
  onReset: (id: string) => Promise<string[] | null>;
}

export function SysParameterRow({ parameterRef, busy, pending = null, onSave, onReset }: SysParameterRowProps) {
  const { t } = useTranslation();
  const p = useFragment(fragment, parameterRef);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  const secret = p.fieldType === FIELD.password;
  const value = draft ?? (secret ? "" : p.value);
  const changed = draft !== null && (secret ? draft !== "" : draft !== p.value) && sendable(p.fieldType, draft);
  const name = `sysparameter-${p.type}`;
  const showPending = useDelayedFlag(pending !== null, PENDING_DELAY_MS);

  const act = async (call: () => Promise<string[] | null>) => {
    const failure = await call();
    setError(failure);
    if (!failure) setDraft(null);
  };
  const save = () => (sendable(p.fieldType, value) ? act(() => onSave(p.id, value)) : undefined);
  const edit = (next: string) => {
    setDraft(next);
    setError(null);
  };

  const caption = secret
    ? t(p.hasValue ? "sysParameters.passwordSet" : "sysParameters.passwordNotSet")
    : [p.min != null && p.max != null ? t("sysParameters.range", { min: p.min, max: p.max }) : null, p.isDefault ? t("sysParameters.isDefault") : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={styles.row} data-testid={name}>
      <div className={styles.control}>
        <FieldFrame label={p.sysParameterTypeDescription} caption={caption} errorText={error?.join(" ")}>
          {p.fieldType === FIELD.language ? (
            <Select block name={name} value={value} disabled={busy} onChange={(e) => edit(e.target.value)}>
              {(p.options ?? []).map((o) => (
                <Select.Option key={o.value} value={o.value}>
                  {o.label}
                </Select.Option>
              ))}
            </Select>
          ) : (
            <TextInput
              block
              name={name}
              type={secret ? "password" : p.fieldType === FIELD.email ? "email" : "text"}
              inputMode={p.fieldType === FIELD.number ? "numeric" : p.fieldType === FIELD.float || p.fieldType === FIELD.float2 ? "decimal" : undefined}
              autoComplete={secret ? "new-password" : "off"}
              maxLength={p.maxLength}
              value={value}
              disabled={busy}
              validationStatus={error ? "error" : undefined}
              onChange={(e) => edit(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && changed && !busy && void save()}
            />
          )}
        </FieldFrame>
      </div>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={save}
          disabled={busy || !changed}
          loading={showPending && pending === "saving"}
          aria-label={t("sysParameters.saveNamed", { name: p.sysParameterTypeDescription })}
          data-testid="sysparameter-save"
        >
          {t("sysParameters.save")}
        </Button>
        <Button
          onClick={() => act(() => onReset(p.id))}
          disabled={busy || (p.isDefault && draft === null)}
          loading={showPending && pending === "resetting"}
          aria-label={t("sysParameters.defaultNamed", { name: p.sysParameterTypeDescription })}
          data-testid="sysparameter-default"
        >
          {t("sysParameters.default")}
        </Button>
      </div>
    </div>
  );
}
