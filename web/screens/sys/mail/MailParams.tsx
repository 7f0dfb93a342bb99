// The {Param}s a text must keep, as chips: a chip turns red, "(missing)", when the text being
// edited lacks it. Only a hint: the server's save is the rule (server/mailconfig).
import { Label } from "@primer/react";
import { useTranslation } from "react-i18next";
import styles from "./SysMailConfiguration.module.css";

export function MailParams({ label, params, text, testId }: { label: string; params: readonly string[]; text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.params} data-testid={testId}>
      <span className={styles.paramsLabel}>{label}:</span>
      {params.length === 0 ? (
        <span className={styles.muted}>{t("mailconfig.noParams")}</span>
      ) : (
        <ul className={styles.chips} aria-label={label}>
          {params.map((p) => {
            const placeholder = `{${p}}`;
            const missing = !text.includes(placeholder);
            return (
              <li key={p}>
                <Label variant={missing ? "danger" : "success"} data-testid={`param-${p}`} data-missing={missing}>
                  {missing ? t("mailconfig.paramMissing", { param: placeholder }) : placeholder}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
