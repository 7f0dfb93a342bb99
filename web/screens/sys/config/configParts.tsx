// Pieces the configuration transfer's sections share: a titled card, the .json chooser, and
// failures as alert lines (spec 002 section 8: the server's message, or 'Unknown error
// (error.response == null)' when no answer came).
import { useCallback, useId, type ReactNode } from "react";
import { ApiError, errorLines } from "../../../api/errors";
import { useSession } from "../../../session/session";
import { loadUserContext } from "../../../session/userContext";
import styles from "./ConfigTransfer.module.css";

/** Spec 002 section 9: default and import alerts 7 s. */
export const ALERT_MS = 7000;
export const UNKNOWN_ERROR = "Unknown error (error.response == null)";

export const failureLines = (error: unknown): string[] => (error instanceof ApiError && error.network ? [UNKNOWN_ERROR] : errorLines(error));

/** After texts changed on the server (a reset, an import): the interface reads them again. */
export function useRefreshTexts(): () => void {
  const { claims } = useSession();
  return useCallback(() => {
    if (claims) void loadUserContext(claims);
  }, [claims]);
}

export function Section({ title, description, testId, children }: { title: string; description: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
      {children}
    </section>
  );
}

/** A file input for one .json file; `inputKey` changes to clear it. */
export function JsonFileInput({ label, onChange, disabled, inputKey, testId }: { label: string; onChange: (file: File | null) => void; disabled: boolean; inputKey: number; testId: string }) {
  const id = useId();
  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input key={inputKey} id={id} type="file" accept=".json,application/json" disabled={disabled} onChange={(e) => onChange(e.target.files?.[0] ?? null)} data-testid={testId} />
    </div>
  );
}
