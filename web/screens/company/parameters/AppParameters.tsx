// /appparameters — the company parameters (screen 310, spec 002 sections 2.2, 4, 5, 8). Four
// blocks drawn from the server's description of each parameter (appParameters: field type,
// range, options, block, working mode): the general parameters; the working mode with its
// protein thresholds (one threshold in mode 0; alert and action, saved together, in mode 1);
// the incidents' parameters (re-tests before a return to service, which failures open an
// incident); the electronic signatures' policy (which actions are signed). Each value saves on
// its own; a working-mode change is confirmed, then the ticket warning
// shows. Success shows the server's text for 3 s, failures 7.5 s (4.5 s for the threshold
// pair). A language change or a reset refreshes the texts and formats and reloads after 1 s.
// Another user's change arrives by `parameterChanged` and the values shown follow. The company
// administrator also finds the company logo here (CompanyLogoBlock).
import { Button } from "@primer/react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery, useRelayEnvironment, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { AppParametersQuery, AppParametersQuery$data } from "../../../__generated__/AppParametersQuery.graphql";
import type { AppParametersSubscription } from "../../../__generated__/AppParametersSubscription.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { AlertBanner } from "../../../components/AlertBanner";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { query as fetchNow } from "../../../relay/operations";
import { CompanyLogoBlock } from "../logo/CompanyLogoBlock";
import { ParameterField } from "./ParameterField";
import { ThresholdPair } from "./ThresholdPair";
import { useParameterActions, SUCCESS_MS } from "./useParameterActions";
import styles from "./AppParameters.module.css";

export const PARAMETERS_SCREEN = 310;

// What the screen reads of a parameter (unmasked: the mutations' answers carry the same).
graphql`
  fragment AppParameters_parameter on AppParameter {
    type
    name
    description
    value
    visible
    fieldType
    block
    min
    max
    step
    maxLength
    workingMode
    pair
    reloads
    options {
      value
      label
    }
  }
`;

export const parametersQuery = graphql`
  query AppParametersQuery {
    appParameters {
      ...AppParameters_parameter @relay(mask: false)
    }
  }
`;

const changedSubscription = graphql`
  subscription AppParametersSubscription {
    parameterChanged {
      types
    }
  }
`;

export type Parameter = AppParametersQuery$data["appParameters"][number];

export function AppParameters({ queryRef }: ScreenProps<AppParametersQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("parameters.eyebrow")} title={t("parameters.title")} description={t("parameters.description")} testId="screen-parameters">
      <Suspense fallback={<TableLoading />}>
        <ParameterBlocks queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function ParameterBlocks({ queryRef }: ScreenProps<AppParametersQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<AppParametersQuery>(parametersQuery, queryRef);
  const success = useTimedAlert(SUCCESS_MS);
  const failure = useTimedAlert();
  const actions = useParameterActions(success, failure);
  const [workingModeDraft, setWorkingModeDraft] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [ticketWarning, setTicketWarning] = useState(false);

  // Any user's change (this one's too) brings the stored values; drafts not typed follow.
  const live = useMemo<GraphQLSubscriptionConfig<AppParametersSubscription>>(
    () => ({ subscription: changedSubscription, variables: {}, onNext: () => void fetchNow<AppParametersQuery>(environment, parametersQuery, {}).catch(() => undefined) }),
    [environment],
  );
  useSubscription(live);

  const shown = data.appParameters.filter((p) => p.visible !== false);
  const general = shown.filter((p) => p.block === "general");
  const incidents = shown.filter((p) => p.block === "incidents");
  const signatures = shown.filter((p) => p.block === "signatures");
  const modeParameter = shown.find((p) => p.name === "workingMode");
  const mode = modeParameter ? Number(modeParameter.value) : 0;
  const inMode = shown.filter((p) => p.block === "workingMode" && p.workingMode === mode);
  const pair = inMode.filter((p) => p.pair);
  const single = inMode.filter((p) => !p.pair);
  const modeLabel = (value: string) => modeParameter?.options?.find((o) => o.value === value)?.label ?? value;

  return (
    <div className={styles.root}>
      <div className={styles.alerts} aria-live="polite">
        <AlertBanner alert={success.alert} onDismiss={success.clear} />
        <AlertBanner alert={failure.alert} onDismiss={failure.clear} />
        {ticketWarning && <AlertBanner alert={{ variant: "warning", lines: [t("parameters.ticketWarning")] }} onDismiss={() => setTicketWarning(false)} />}
      </div>

      <section className={styles.block} aria-labelledby="parameters-general" data-testid="parameters-general">
        <h2 id="parameters-general" className={styles.blockTitle}>
          {t("parameters.general")}
        </h2>
        <div className={styles.grid}>
          {general.map((p) => (
            <ParameterField key={p.type} parameter={p} busy={actions.busy} onSave={(value) => actions.save(p, value)} onReset={() => actions.reset(p)} />
          ))}
        </div>
      </section>

      <section className={styles.block} aria-labelledby="parameters-working-mode" data-testid="parameters-working-mode">
        <h2 id="parameters-working-mode" className={styles.blockTitle}>
          {t("parameters.workingModeBlock")}
        </h2>
        <p className={styles.help}>{t("parameters.workingModeHelp")}</p>
        <div className={styles.grid}>
          {modeParameter && (
            <ParameterField parameter={modeParameter} busy={actions.busy} onSave={async (value) => setWorkingModeDraft(value)} onReset={() => actions.reset(modeParameter)} />
          )}
          {single.map((p) => (
            <ParameterField key={p.type} parameter={p} busy={actions.busy} onSave={(value) => actions.save(p, value)} onReset={() => actions.reset(p)} />
          ))}
        </div>
        {pair.length === 2 && <ThresholdPair alert={pair[0]!} action={pair[1]!} busy={actions.busy} onSave={actions.saveThresholds} onPairError={actions.pairError} />}
      </section>

      {/* The blocks of plain parameters, each saved on its own. */}
      {(["incidents", "signatures"] as const).map((block) => {
        const shownHere = block === "incidents" ? incidents : signatures;
        if (!shownHere.length) return null;
        return (
          <section key={block} className={styles.block} aria-labelledby={`parameters-${block}`} data-testid={`parameters-${block}`}>
            <h2 id={`parameters-${block}`} className={styles.blockTitle}>
              {t(`parameters.${block}Block`)}
            </h2>
            <p className={styles.help}>{t(`parameters.${block}Help`)}</p>
            <div className={styles.grid}>
              {shownHere.map((p) => (
                <ParameterField key={p.type} parameter={p} busy={actions.busy} onSave={(value) => actions.save(p, value)} onReset={() => actions.reset(p)} />
              ))}
            </div>
          </section>
        );
      })}

      <CompanyLogoBlock />

      <footer className={styles.footer}>
        <Button variant="danger" onClick={() => setConfirmReset(true)} disabled={actions.busy} data-testid="parameters-reset-all">
          {t("parameters.resetAllButton")}
        </Button>
      </footer>

      {workingModeDraft !== null && modeParameter && (
        <ConfirmDialog
          title={t("parameters.workingModeConfirmTitle")}
          question={t("parameters.workingModeQuestion", { mode: modeLabel(workingModeDraft) })}
          confirmLabel={t("parameters.confirm")}
          testId="working-mode-confirm"
          onConfirm={async () => {
            await actions.save(modeParameter, workingModeDraft, { throwOnFailure: true });
          }}
          onDone={() => {
            setWorkingModeDraft(null);
            setTicketWarning(true);
          }}
          onError={(lines) => {
            setWorkingModeDraft(null);
            actions.showFailure(lines);
          }}
          onClose={() => setWorkingModeDraft(null)}
        />
      )}
      {confirmReset && (
        <ConfirmDialog
          title={t("parameters.resetAllButton")}
          question={t("parameters.resetAllQuestion")}
          confirmLabel={t("parameters.resetAllButton")}
          danger
          testId="reset-all-confirm"
          onConfirm={async () => {
            await actions.resetAll();
          }}
          onDone={() => setConfirmReset(false)}
          onError={(lines) => {
            setConfirmReset(false);
            actions.showFailure(lines);
          }}
          onClose={() => setConfirmReset(false)}
        />
      )}
    </div>
  );
}
