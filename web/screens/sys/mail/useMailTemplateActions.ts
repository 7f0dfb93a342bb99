// The editor's calls: save a language's template, reset it to the shipped default. Each answer
// carries the template, which Relay puts in the store under its id, so the editor shows
// what the server stored (the subject without tags, the shipped text after a reset).
import { useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { useMailTemplateActionsSaveMutation } from "../../../__generated__/useMailTemplateActionsSaveMutation.graphql";
import type { useMailTemplateActionsResetMutation } from "../../../__generated__/useMailTemplateActionsResetMutation.graphql";
import { errorLines } from "../../../api/errors";
import type { TimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";

/** The missing-parameters alert and the other save errors (spec 002 section 9: mail error 3 s). */
export const MAIL_ERROR_MS = 3000;
/** The save's loading indicator shows after 500 ms (spec 002 section 9). */
export const SAVE_INDICATOR_MS = 500;

const saveMutation = graphql`
  mutation useMailTemplateActionsSaveMutation($input: MailTemplateInput!) {
    saveMailTemplate(input: $input) {
      message
      template {
        ...MailTemplateEditor_template
      }
    }
  }
`;

const resetMutation = graphql`
  mutation useMailTemplateActionsResetMutation($mailNameId: Int!, $languageId: Int!) {
    resetMailTemplate(mailNameId: $mailNameId, languageId: $languageId) {
      message
      template {
        ...MailTemplateEditor_template
      }
    }
  }
`;

export function useMailTemplateActions(target: { mailNameId: number; languageId: number }, success: TimedAlert, failure: TimedAlert) {
  const environment = useRelayEnvironment();
  const [saving, setSaving] = useState(false);

  const save = async (subject: string, body: string) => {
    setSaving(true);
    success.clear();
    failure.clear();
    try {
      const answer = await commit<useMailTemplateActionsSaveMutation>(environment, saveMutation, { input: { ...target, subject, body } });
      success.show({ variant: "success", lines: [answer.saveMailTemplate.message] });
    } catch (error) {
      // A validation answer repeats its first message as its title: each line once.
      failure.show({ variant: "critical", lines: [...new Set(errorLines(error))] }, MAIL_ERROR_MS);
    } finally {
      setSaving(false);
    }
  };

  /** For the confirmation dialog: resolves with the server's message, fails with its error. */
  const reset = async () => (await commit<useMailTemplateActionsResetMutation>(environment, resetMutation, target)).resetMailTemplate.message;

  return { saving, save, reset, showFailure: (lines: string[]) => failure.show({ variant: "critical", lines }, MAIL_ERROR_MS) };
}
