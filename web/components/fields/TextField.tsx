// A labelled text input with the spec's input filter and its required-field message.
import { TextInput } from "@primer/react";
import type { ReactNode } from "react";
import { FieldFrame } from "./FieldFrame";
import { filterPhone, filterText } from "./filters";

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Translation key of the error under the field, e.g. "This field is required". */
  error?: string | null;
  caption?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  filter?: "text" | "phone" | "none";
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  name?: string;
  autoFocus?: boolean;
  leadingVisual?: React.ElementType;
}

export function TextField({ label, value, onChange, onBlur, error, caption, required, disabled, filter = "text", type = "text", autoComplete, name, autoFocus, leadingVisual }: TextFieldProps) {
  const apply = filter === "text" ? filterText : filter === "phone" ? filterPhone : (v: string) => v;
  return (
    <FieldFrame label={label} error={error} caption={caption} required={required} disabled={disabled}>
      <TextInput
        block
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        leadingVisual={leadingVisual}
        validationStatus={error ? "error" : undefined}
        onChange={(event) => onChange(apply(event.target.value))}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
