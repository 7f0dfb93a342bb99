// The parameter screen's calls: save one value, save the protein pair, reset one or all.
// Each answer replaces the screen's list (the parameters have no id of their own) and shows
// the server's text; a language change or a reset refreshes the texts and formats, then
// reloads the page after 1 s (spec 002 section 4).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useParameterActionsSaveMutation } from "../../../__generated__/useParameterActionsSaveMutation.graphql";
import type { useParameterActionsPairMutation } from "../../../__generated__/useParameterActionsPairMutation.graphql";
import type { useParameterActionsResetMutation } from "../../../__generated__/useParameterActionsResetMutation.graphql";
import type { useParameterActionsResetAllMutation } from "../../../__generated__/useParameterActionsResetAllMutation.graphql";
import { errorLines } from "../../../api/errors";
import type { TimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import { loadUserContext } from "../../../session/userContext";
import { useSession } from "../../../session/session";

export const SUCCESS_MS = 3000;
/** Failures of a value's save (spec 002 section 8). */
export const ACTION_ERROR_MS = 7500;
/** Failures of the threshold pair's save. */
export const PAIR_ERROR_MS = 4500;
export const RELOAD_MS = 1000;
export const PAIR_ERROR = "alert threshold must be higher than action threshold";

// Every answer carries the list again, with the fields the screen reads.
graphql`
  fragment useParameterActions_payload on ParameterChangePayload {
    message
    parameters {
      ...AppParameters_parameter @relay(mask: false)
    }
  }
`;

const saveMutation = graphql`
  mutation useParameterActionsSaveMutation($input: AppParameterInput!) {
    updateAppParameter(input: $input) {
      ...useParameterActions_payload @relay(mask: false)
    }
  }
`;
const pairMutation = graphql`
  mutation useParameterActionsPairMutation($input: ProteinThresholdsInput!) {
    saveProteinThresholds(input: $input) {
      ...useParameterActions_payload @relay(mask: false)
    }
  }
`;
const resetMutation = graphql`
  mutation useParameterActionsResetMutation($type: Int!) {
    resetAppParameter(type: $type) {
      ...useParameterActions_payload @relay(mask: false)
    }
  }
`;
const resetAllMutation = graphql`
  mutation useParameterActionsResetAllMutation {
    resetAppParameters {
      ...useParameterActions_payload @relay(mask: false)
    }
  }
`;

/** Points the screen's list at the answer's list. */
const takeList = (field: string) => (store: RecordSourceSelectorProxy) => {
  const list = store.getRootField(field)?.getLinkedRecords("parameters");
  if (list) store.getRoot().setLinkedRecords(list, "appParameters");
};

interface Named {
  readonly type: number;
  readonly reloads?: boolean | null;
}

export function useParameterActions(success: TimedAlert, failure: TimedAlert) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const [busy, setBusy] = useState(false);

  const showFailure = (lines: string[], ms = ACTION_ERROR_MS) => failure.show({ variant: "critical", lines }, ms);

  /** New texts, language and formats for this browser, then the page again. */
  const refreshAndReload = async () => {
    if (claims) await loadUserContext(claims).catch(() => undefined);
    success.show({ variant: "info", lines: [t("parameters.reloading")] }, RELOAD_MS * 2);
    setTimeout(() => window.location.reload(), RELOAD_MS);
  };

  async function run<R extends { message: string }>(call: () => Promise<R>, opts: { reload?: boolean; errorMs?: number; throwOnFailure?: boolean } = {}) {
    setBusy(true);
    failure.clear();
    try {
      const answer = await call();
      success.show({ variant: "success", lines: [answer.message] });
      if (opts.reload) await refreshAndReload();
      return true;
    } catch (error) {
      if (opts.throwOnFailure) throw error;
      showFailure(errorLines(error), opts.errorMs);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    showFailure,
    pairError: () => showFailure([t(PAIR_ERROR)], PAIR_ERROR_MS),
    save: (p: Named, value: string, opts: { throwOnFailure?: boolean } = {}) =>
      run(async () => (await commit<useParameterActionsSaveMutation>(environment, saveMutation, { input: { type: p.type, value } }, takeList("updateAppParameter"))).updateAppParameter, {
        reload: p.reloads === true,
        ...opts,
      }),
    saveThresholds: (alert: string, action: string) =>
      run(
        async () =>
          (await commit<useParameterActionsPairMutation>(environment, pairMutation, { input: { alert: Number(alert.replace(",", ".")), action: Number(action.replace(",", ".")) } }, takeList("saveProteinThresholds")))
            .saveProteinThresholds,
        { errorMs: PAIR_ERROR_MS },
      ),
    reset: (p: Named) => run(async () => (await commit<useParameterActionsResetMutation>(environment, resetMutation, { type: p.type }, takeList("resetAppParameter"))).resetAppParameter, { reload: true }),
    resetAll: () =>
      run(async () => (await commit<useParameterActionsResetAllMutation>(environment, resetAllMutation, {}, takeList("resetAppParameters"))).resetAppParameters, { reload: true, throwOnFailure: true }),
  };
}
