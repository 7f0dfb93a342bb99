// The frame of every labelled field: the label, the input (children), an optional caption
// and the error message under it.
import { FormControl } from "@primer/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface FieldFrameProps {
  label: string;
  /** Translation key of the error under the field, e.g. "This field is required". */
  error?: string | null;
  /** An error already in the user's language; shown instead of `error`. */
  errorText?: string | null;
  caption?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export function FieldFrame({ label, error, errorText, caption, required, disabled, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const message = errorText || (error ? t(error) : null);
  return (
    <FormControl required={required} disabled={disabled}>
      <FormControl.Label>{label}</FormControl.Label>
      {children}
      {caption && <FormControl.Caption>{caption}</FormControl.Caption>}
      {message && <FormControl.Validation variant="error">{message}</FormControl.Validation>}
    </FormControl>
  );
}
