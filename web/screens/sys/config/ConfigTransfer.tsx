// The configuration transfer of the provider's staff (spec 002 sections 2.11, 4, 7.7, 8;
// docs/configuration-transfer.md): export the whole configuration as a file, import one (a
// background job with its progress and detail), import general objects' translations, and put
// back the shipped translations or screen-object settings. Every failure shows in a danger
// alert for 7 seconds. Mounted by /sysconfiguration (SysConfiguration.tsx).
import { DownloadIcon, HistoryIcon, UploadIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { ConfigTransferExportQuery } from "../../../__generated__/ConfigTransferExportQuery.graphql";
import type { ConfigTransferGeneralObjectsMutation } from "../../../__generated__/ConfigTransferGeneralObjectsMutation.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { saveBlob } from "../../../components/downloads/saveFile";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit, query } from "../../../relay/operations";
import { ALERT_MS, failureLines, JsonFileInput, Section, useRefreshTexts } from "./configParts";
import { ImportSection } from "./ImportSection";
import type { ImportStatus } from "./importStatus";
import styles from "./ConfigTransfer.module.css";

const exportQuery = graphql`
  query ConfigTransferExportQuery {
    configurationExport {
      fileName
      content
    }
  }
`;

const generalObjectsMutation = graphql`
  mutation ConfigTransferGeneralObjectsMutation($content: String!) {
    importGeneralObjects(content: $content) {
      message
      count
    }
  }
`;

const resetTranslationsMutation = graphql`
  mutation ConfigTransferResetTranslationsMutation {
    resetTranslationsToDefault {
      message
      count
    }
  }
`;

const resetObjectsMutation = graphql`
  mutation ConfigTransferResetObjectsMutation {
    resetScreenObjectsToDefault {
      message
      count
    }
  }
`;

export function ConfigTransfer({ status }: { status: ImportStatus | null }) {
  return (
    <div className={styles.sections}>
      <ExportSection />
      <ImportSection initial={status} />
      <GeneralObjectsSection />
      <DefaultsSection />
    </div>
  );
}

function ExportSection() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { alert, show, clear } = useTimedAlert(ALERT_MS);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { configurationExport: file } = await query<ConfigTransferExportQuery>(environment, exportQuery, {});
      saveBlob(new Blob([file.content], { type: "application/json" }), file.fileName);
      show({ variant: "success", lines: [t("config.export.done", { name: file.fileName })] });
    } catch (error) {
      show({ variant: "critical", lines: failureLines(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t("config.export.title")} description={t("config.export.description")} testId="config-export">
      <AlertBanner alert={alert} onDismiss={clear} />
      <div className={styles.actions}>
        <Button variant="primary" leadingVisual={DownloadIcon} loading={busy} onClick={() => void download()} data-testid="config-export-button">
          {t("config.export.button")}
        </Button>
      </div>
    </Section>
  );
}

function GeneralObjectsSection() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { alert, show, clear } = useTimedAlert(ALERT_MS);
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const refreshTexts = useRefreshTexts();
  const send = async () => {
    setBusy(true);
    try {
      const answer = await commit<ConfigTransferGeneralObjectsMutation>(environment, generalObjectsMutation, { content: await file!.text() });
      show({ variant: "success", lines: [answer.importGeneralObjects.message] });
      refreshTexts();
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      show({ variant: "critical", lines: failureLines(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t("config.generalObjects.title")} description={t("config.generalObjects.description")} testId="config-general-objects">
      <AlertBanner alert={alert} onDismiss={clear} />
      <JsonFileInput label={t("config.generalObjects.file")} onChange={setFile} disabled={busy} inputKey={inputKey} testId="config-general-objects-file" />
      <div className={styles.actions}>
        <Button leadingVisual={UploadIcon} disabled={!file} loading={busy} onClick={() => void send()} data-testid="config-general-objects-button">
          {t("config.generalObjects.button")}
        </Button>
      </div>
    </Section>
  );
}

interface Reset {
  key: "translations" | "objects";
  mutation: GraphQLTaggedNode;
  field: "resetTranslationsToDefault" | "resetScreenObjectsToDefault";
}
const RESETS: Reset[] = [
  { key: "translations", mutation: resetTranslationsMutation, field: "resetTranslationsToDefault" },
  { key: "objects", mutation: resetObjectsMutation, field: "resetScreenObjectsToDefault" },
];

function DefaultsSection() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { alert, show, clear } = useTimedAlert(ALERT_MS);
  const [asking, setAsking] = useState<Reset | null>(null);
  const refreshTexts = useRefreshTexts();
  const reset = async (r: Reset) => {
    try {
      const answer = (await commit<MutationParameters>(environment, r.mutation, {})) as Record<Reset["field"], { message: string }>;
      show({ variant: "success", lines: [answer[r.field].message] });
      if (r.key === "translations") refreshTexts();
    } catch (error) {
      show({ variant: "critical", lines: failureLines(error) });
    }
  };
  return (
    <Section title={t("config.defaults.title")} description={t("config.defaults.description")} testId="config-defaults">
      <AlertBanner alert={alert} onDismiss={clear} />
      <div className={styles.actions}>
        {RESETS.map((r) => (
          <Button key={r.key} variant="danger" leadingVisual={HistoryIcon} onClick={() => setAsking(r)} data-testid={`config-reset-${r.key}`}>
            {t(`config.defaults.${r.key}`)}
          </Button>
        ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={t(`config.defaults.${asking.key}`)}
          question={t(`config.defaults.${asking.key}Confirm`)}
          confirmLabel={t(`config.defaults.${asking.key}`)}
          danger
          onConfirm={() => reset(asking)}
          onDone={() => setAsking(null)}
          onClose={() => setAsking(null)}
          testId="config-reset-confirm"
        />
      )}
    </Section>
  );
}
