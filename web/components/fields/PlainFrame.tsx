// A labelled field without Primer's FormControl, for the sign-in page: FormControl imports every
// input kind it may wrap (SelectPanel, Autocomplete, TextInputWithTokens and a virtualiser: 36 KB
// gzipped), which the first screen does not need (bench/first-screen.ts). The same markup and
// look as FieldFrame's (label with its required mark, the message under the input with its
// icon); the input gets its id, description and state from `children(control)`.
import { AlertFillIcon } from "@primer/octicons-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./PlainFrame.module.css";

/** What the input needs to be labelled and described like a FormControl's. */
export interface PlainControl {
  id: string;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
  "aria-invalid"?: boolean;
}

export interface PlainFrameProps {
  label: string;
  /** Translation key of the error under the field, e.g. "This field is required". */
  error?: string | null;
  required?: boolean;
  children: (control: PlainControl) => ReactNode;
}

export function PlainFrame({ label, error, required, children }: PlainFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-validationMessage`;
  return (
    <div className={styles.control} data-has-label="">
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {required ? (
          <span className={styles.requiredText}>
            <span>{label}</span>
            <span>*</span>
          </span>
        ) : (
          label
        )}
      </label>
      {children({ id, "aria-describedby": error ? messageId : undefined, "aria-required": required || undefined, "aria-invalid": error ? true : undefined })}
      {error && (
        <div>
          <span className={styles.validation} data-validation-status="error">
            <span aria-hidden="true" className={styles.validationIcon}>
              <AlertFillIcon size={12} fill="currentColor" />
            </span>
            <span id={messageId} className={styles.validationText}>
              {t(error)}
            </span>
          </span>
        </div>
      )}
    </div>
  );
}
