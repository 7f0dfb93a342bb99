// /privacyPolicy — public, read-only privacy policy text with a loading bar.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { apiGet } from "../../api/http";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PublicPage } from "../../components/PublicPage";
import { SafeHtml } from "../../components/SafeHtml";
import styles from "./Public.module.css";

function policyText(answer: unknown): string {
  if (typeof answer === "string") return answer;
  if (answer && typeof answer === "object" && "text" in answer) return String((answer as { text: unknown }).text ?? "");
  return "";
}

export function PrivacyPolicy() {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);

  useEffect(() => {
    apiGet<unknown>("/api/PrivacyPolicy", { auth: false })
      .then((answer) => setText(policyText(answer)))
      .catch((error) => setAlert({ variant: "critical", lines: errorLines(error) }));
  }, []);

  return (
    // The policy usually starts with its own heading; the card title is only for plain text.
    <PublicPage title={text && /^\s*<h[1-3]/i.test(text) ? undefined : t("privacy.title")} width="wide" testId="privacy-policy" footer={<Link to="/login">{t("common.backToLogin")}</Link>}>
      {text === null && !alert && <div className={styles.loadingBar} role="progressbar" aria-label={t("Loading...")} data-testid="loading-bar" />}
      <AlertBanner alert={alert} />
      {text !== null && <SafeHtml html={text} className={styles.policy} testId="privacy-text" />}
    </PublicPage>
  );
}
