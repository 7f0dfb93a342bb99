// One mail's template in one language: the subject, the HTML body beside its live preview
// (SafeHtml: nothing executable is drawn), the {Param}s each must keep, Save and Reset to
// default. Language 0 is the shipped default: shown read-only, without actions. A refused
// save (missing parameters) shows the server's lines for 3 s.
import { Button, FormControl, Label, Spinner, Textarea, TextInput } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { MailTemplateEditorQuery } from "../../../__generated__/MailTemplateEditorQuery.graphql";
import type { MailTemplateEditor_template$key } from "../../../__generated__/MailTemplateEditor_template.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { SafeHtml } from "../../../components/SafeHtml";
import { useDelayedFlag } from "../../../components/useDelayedFlag";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { MailParams } from "./MailParams";
import { MAIL_ERROR_MS, SAVE_INDICATOR_MS, useMailTemplateActions } from "./useMailTemplateActions";
import styles from "./SysMailConfiguration.module.css";

export const templateQuery = graphql`
  query MailTemplateEditorQuery($mailNameId: Int!, $languageId: Int!) {
    mailTemplate(mailNameId: $mailNameId, languageId: $languageId) {
      ...MailTemplateEditor_template
    }
  }
`;

const templateFragment = graphql`
  fragment MailTemplateEditor_template on MailTemplate {
    id
    mailNameId
    languageId
    description
    language
    subject
    body
    subjectParams
    bodyParams
    readOnly
    stored
    shipped
  }
`;

export function MailTemplateEditor({ queryRef }: { queryRef: PreloadedQuery<MailTemplateEditorQuery> }) {
  const data = usePreloadedQuery<MailTemplateEditorQuery>(templateQuery, queryRef);
  return <MailTemplateForm templateRef={data.mailTemplate} />;
}

/** Nothing for 500 ms, then a spinner (spec 002 section 9: 500 ms for the mail screen). */
export function MailTemplateLoading() {
  const { t } = useTranslation();
  const shown = useDelayedFlag(true, SAVE_INDICATOR_MS);
  return (
    <div className={styles.loading} aria-busy="true" data-testid="mail-template-loading">
      {shown && (
        <>
          <Spinner size="small" srText={null} />
          <span>{t("mailconfig.loading")}</span>
        </>
      )}
    </div>
  );
}

function MailTemplateForm({ templateRef }: { templateRef: MailTemplateEditor_template$key }) {
  const { t } = useTranslation();
  const template = useFragment(templateFragment, templateRef);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  // A save or a reset brings the stored text: the drafts follow it.
  useEffect(() => {
    setSubject(template.subject);
    setBody(template.body);
  }, [template.subject, template.body]);
  const success = useTimedAlert();
  const failure = useTimedAlert(MAIL_ERROR_MS);
  const actions = useMailTemplateActions({ mailNameId: template.mailNameId, languageId: template.languageId }, success, failure);
  const savingShown = useDelayedFlag(actions.saving, SAVE_INDICATOR_MS);
  const [confirmReset, setConfirmReset] = useState(false);
  const dirty = subject !== template.subject || body !== template.body;
  const readOnly = template.readOnly;

  return (
    <section className={styles.editor} aria-labelledby="mail-template-title" data-testid="mail-template-editor">
      <header className={styles.editorHeader}>
        <h2 id="mail-template-title" className={styles.editorTitle}>
          {template.description} <span className={styles.muted}>· {template.language}</span>
        </h2>
        <Label variant={template.shipped && !dirty ? "secondary" : "attention"} data-testid="mail-state">
          {template.shipped && !dirty ? t("mailconfig.shippedBadge") : t("mailconfig.editedBadge")}
        </Label>
      </header>
      <div className={styles.alerts} aria-live="polite">
        <AlertBanner alert={success.alert} onDismiss={success.clear} />
        <AlertBanner alert={failure.alert} onDismiss={failure.clear} />
        {readOnly && <AlertBanner alert={{ variant: "info", lines: [t("mailconfig.readOnlyNotice")] }} />}
        {!readOnly && !template.stored && <AlertBanner alert={{ variant: "warning", lines: [t("mailconfig.notStoredNotice")] }} />}
      </div>

      <FormControl>
        <FormControl.Label>{t("mailconfig.subject")}</FormControl.Label>
        <TextInput block name="subject" className={readOnly ? styles.readOnly : undefined} value={subject} readOnly={readOnly} onChange={(e) => setSubject(e.target.value)} data-testid="mail-subject" />
        {!readOnly && <FormControl.Caption>{t("mailconfig.subjectCaption")}</FormControl.Caption>}
      </FormControl>
      <MailParams label={t("mailconfig.subjectParams")} params={template.subjectParams} text={subject} testId="mail-subject-params" />

      <div className={styles.bodyGrid}>
        <FormControl>
          <FormControl.Label>{t("mailconfig.body")}</FormControl.Label>
          <Textarea block name="body" rows={14} resize="vertical" className={`${styles.code} ${readOnly ? styles.readOnly : ""}`} value={body} readOnly={readOnly} onChange={(e) => setBody(e.target.value)} data-testid="mail-body" />
        </FormControl>
        <section className={styles.preview} aria-labelledby="mail-preview-title">
          <h3 id="mail-preview-title" className={styles.previewTitle}>
            {t("mailconfig.preview")}
          </h3>
          <p className={styles.previewHelp}>{t("mailconfig.previewHelp")}</p>
          <div className={styles.previewFrame}>
            <p className={styles.previewSubject} data-testid="mail-preview-subject">
              {subject}
            </p>
            <SafeHtml html={body} className={styles.previewBody} testId="mail-preview" />
          </div>
        </section>
      </div>
      <MailParams label={t("mailconfig.bodyParams")} params={template.bodyParams} text={body} testId="mail-body-params" />
      <p className={styles.muted}>{t("mailconfig.paramsHelp")}</p>

      {!readOnly && (
        <footer className={styles.footer}>
          <Button onClick={() => setConfirmReset(true)} disabled={!template.stored || actions.saving} data-testid="mail-reset">
            {t("mailconfig.resetButton")}
          </Button>
          <Button variant="primary" loading={savingShown} loadingAnnouncement={t("mailconfig.saving")} disabled={actions.saving || !(dirty || !template.stored)} onClick={() => actions.save(subject, body)} data-testid="mail-save">
            {t("mailconfig.save")}
          </Button>
        </footer>
      )}

      {confirmReset && (
        <ConfirmDialog
          title={t("mailconfig.resetButton")}
          question={t("mailconfig.resetQuestion")}
          subject={`${template.description} · ${template.language}`}
          confirmLabel={t("mailconfig.resetButton")}
          danger
          testId="mail-reset-confirm"
          onConfirm={actions.reset}
          onDone={(message) => {
            setConfirmReset(false);
            if (message) success.show({ variant: "success", lines: [message] });
          }}
          onError={(lines) => {
            setConfirmReset(false);
            actions.showFailure(lines);
          }}
          onClose={() => setConfirmReset(false)}
        />
      )}
    </section>
  );
}
