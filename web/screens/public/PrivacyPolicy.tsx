// /privacyPolicy — public, read-only privacy policy text with a loading bar.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { graphql } from "react-relay";
import type { PrivacyPolicyQuery } from "../../__generated__/PrivacyPolicyQuery.graphql";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PublicPage } from "../../components/PublicPage";
import { SafeHtml } from "../../components/SafeHtml";
import { storedLanguage } from "../../i18n/i18n";
import { detachedEnvironment, query } from "../../relay/operations";
import styles from "./Public.module.css";

export function PrivacyPolicy() {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);

  useEffect(() => {
    // Public: read without the session, in the language the visitor chose.
    query<PrivacyPolicyQuery>(
      detachedEnvironment(null),
      graphql`
        query PrivacyPolicyQuery($languageCode: String) {
          privacyPolicy(languageCode: $languageCode)
        }
      `,
      { languageCode: storedLanguage()?.code ?? null },
    )
      .then((answer) => setText(answer.privacyPolicy))
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
