// The dedicated scanner field: a code of at least SCANNER_FIELD_MIN_LENGTH characters is
// read when the wedge burst ends (SCAN_FLUSH_MS after its last key; keys on average at most
// SCAN_KEY_GAP_MS apart) or on Enter; the field
// then empties itself for the next scan. Typing by hand and pressing Enter works too.
import { CodescanIcon } from "@primer/octicons-react";
import { FormControl, TextInput } from "@primer/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { addKey, emptyBurst, isBurst, keyText, SCAN_FLUSH_MS, SCANNER_FIELD_MIN_LENGTH, type BurstState } from "./scanner";

export interface ScannerFieldProps {
  label: string;
  onCode: (code: string) => void;
  /** A lookup is running. */
  busy?: boolean;
  disabled?: boolean;
  /** Message under the field (result of the last scan). */
  message?: { variant: "success" | "error"; text: string } | null;
  name?: string;
}

export function ScannerField({ label, onCode, busy, disabled, message, name = "scanCode" }: ScannerFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const keys = useRef<BurstState>(emptyBurst());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const read = (code: string, force: boolean) => {
    clearTimeout(timer.current);
    const trimmed = code.trim();
    if (trimmed.length < SCANNER_FIELD_MIN_LENGTH && !(force && trimmed.length > 0)) return;
    setValue("");
    keys.current = emptyBurst();
    onCode(trimmed);
  };

  return (
    <FormControl disabled={disabled}>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput
        block
        name={name}
        value={value}
        autoComplete="off"
        leadingVisual={CodescanIcon}
        loading={busy}
        placeholder={t("scanner.placeholder")}
        onKeyDown={(event) => {
          const text = keyText(event.nativeEvent);
          if (text !== null) keys.current = addKey(event.currentTarget.value === "" ? emptyBurst() : keys.current, text, performance.now());
          if (event.key === "Enter") {
            event.preventDefault();
            read(event.currentTarget.value, true);
          }
        }}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          clearTimeout(timer.current);
          // A burst (a scanner) is read when it ends; slow typing waits for Enter.
          timer.current = setTimeout(() => {
            if (isBurst(keys.current)) read(next, false);
          }, SCAN_FLUSH_MS);
        }}
      />
      {message ? (
        <FormControl.Validation variant={message.variant}>{message.text}</FormControl.Validation>
      ) : (
        <FormControl.Caption>{t("scanner.caption", { min: SCANNER_FIELD_MIN_LENGTH })}</FormControl.Caption>
      )}
    </FormControl>
  );
}
