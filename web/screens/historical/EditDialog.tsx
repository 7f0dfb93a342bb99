// Editing a historical row (spec 001 section 4): only the review fields stay editable once a
// reading is final — BI visual result and notes, PRO 'ignore from IQAS' and notes, chemical
// notes — saved with the readings' edit mutations and finalEdit: true (each change goes to
// the audit trail on the server). Errors stay in the dialog; success hands the saved row back.
// A sterilisation BI also keeps its exposure minutes editable (the score reads them, and
// readings reviewed before they were recorded can still get them).
import { Checkbox, FormControl, Textarea, TextInput } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { EditDialogBIMutation } from "../../__generated__/EditDialogBIMutation.graphql";
import type { EditDialogCheSterilizerMutation } from "../../__generated__/EditDialogCheSterilizerMutation.graphql";
import type { EditDialogCheWasherMutation } from "../../__generated__/EditDialogCheWasherMutation.graphql";
import type { EditDialogPROMutation } from "../../__generated__/EditDialogPROMutation.graphql";
import { CancelSaveButtons } from "../../components/dialog/DialogButtons";
import { RecordDialog } from "../../components/dialog/RecordDialog";
import { useDialogAction } from "../../components/dialog/useDialogAction";
import { SelectField } from "../../components/fields/SelectField";
import { commit } from "../../relay/operations";
import { useCodedOptions } from "../readings/shared/useReference";
import { readHistoricalRow, type HistoricalRow } from "./historicalRows";
import styles from "./Historical.module.css";

const biMutation = graphql`
  mutation EditDialogBIMutation($ids: [ID!]!, $input: BIReadingInput!) {
    editBIReadings(ids: $ids, input: $input, finalEdit: true) {
      ...historicalRows_row
    }
  }
`;

const proMutation = graphql`
  mutation EditDialogPROMutation($ids: [ID!]!, $input: PROReadingInput!) {
    editPROReadings(ids: $ids, input: $input, finalEdit: true) {
      ...historicalRows_row
    }
  }
`;

const cheSterilizerMutation = graphql`
  mutation EditDialogCheSterilizerMutation($ids: [ID!]!, $input: CheSterilizerReadingInput!) {
    editCheSterilizerReadings(ids: $ids, input: $input, finalEdit: true) {
      ...historicalRows_row
    }
  }
`;

const cheWasherMutation = graphql`
  mutation EditDialogCheWasherMutation($ids: [ID!]!, $input: CheWasherReadingInput!) {
    editCheWasherReadings(ids: $ids, input: $input, finalEdit: true) {
      ...historicalRows_row
    }
  }
`;

export const NOTES_MAX = 2000;

export interface EditDialogProps {
  row: HistoricalRow;
  onSaved: (row: HistoricalRow) => void;
  onClose: () => void;
}

export function EditDialog({ row, onSaved, onClose }: EditDialogProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const visualResults = useCodedOptions("BI", "visualResults");
  const [notes, setNotes] = useState(row.notes ?? "");
  const [visualResult, setVisualResult] = useState(row.__typename === "BIReading" && row.visualResult != null ? String(row.visualResult) : "");
  const sterilisationBI = row.__typename === "BIReading" && !row.disinfection;
  const [exposureMinutes, setExposureMinutes] = useState(row.__typename === "BIReading" && row.exposureMinutes != null ? String(row.exposureMinutes) : "");
  const [ignoreFromIQAS, setIgnoreFromIQAS] = useState(row.__typename === "PROReading" ? Boolean(row.ignoreFromIQAS) : false);
  const { busy, errors, run } = useDialogAction();

  const save = async (): Promise<HistoricalRow | undefined> => {
    const ids = [row.id];
    const text = notes.trim() === "" ? null : notes;
    switch (row.__typename) {
      case "BIReading":
        return (
          await commit<EditDialogBIMutation>(environment, biMutation, {
            ids,
            input: { notes: text, ...(visualResult ? { visualResult: Number(visualResult) } : {}), ...(sterilisationBI ? { exposureMinutes: exposureMinutes.trim() === "" ? null : Number(exposureMinutes) } : {}) },
          })
        ).editBIReadings.map(readHistoricalRow)[0];
      case "PROReading":
        return (await commit<EditDialogPROMutation>(environment, proMutation, { ids, input: { notes: text, ignoreFromIQAS } })).editPROReadings.map(readHistoricalRow)[0];
      case "CheSterilizerReading":
        return (await commit<EditDialogCheSterilizerMutation>(environment, cheSterilizerMutation, { ids, input: { notes: text } })).editCheSterilizerReadings.map(readHistoricalRow)[0];
      case "CheWasherReading":
        return (await commit<EditDialogCheWasherMutation>(environment, cheWasherMutation, { ids, input: { notes: text } })).editCheWasherReadings.map(readHistoricalRow)[0];
    }
  };

  const submit = () => run(save, (saved) => onSaved(saved ?? row));

  return (
    <RecordDialog
      title={t("readings.editTitle", { readNumber: row.readNumber })}
      subtitle={t("historical.edit.subtitle")}
      onClose={onClose}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      testId="historical-edit"
      width="narrow"
      footer={(formId) => <CancelSaveButtons formId={formId} busy={busy} onCancel={onClose} saveTestId="historical-edit-save" />}
    >
      <div className={styles.editFields}>
        {row.__typename === "BIReading" && (
          <SelectField name="visualResult" label={t("readings.field.visualResult")} value={visualResult} options={visualResults.options} onChange={setVisualResult} disabled={busy} />
        )}
        {sterilisationBI && (
          <FormControl disabled={busy}>
            <FormControl.Label>{t("readings.field.exposureMinutes")}</FormControl.Label>
            <TextInput block type="number" name="exposureMinutes" min={0} max={600} step={1} inputMode="numeric" value={exposureMinutes} onChange={(event) => setExposureMinutes(event.target.value)} />
          </FormControl>
        )}
        {row.__typename === "PROReading" && (
          <FormControl disabled={busy}>
            <Checkbox name="ignoreFromIQAS" checked={ignoreFromIQAS} onChange={(event) => setIgnoreFromIQAS(event.target.checked)} />
            <FormControl.Label>{t("readings.field.ignoreFromIQAS")}</FormControl.Label>
          </FormControl>
        )}
        <FormControl disabled={busy}>
          <FormControl.Label>{t("readings.field.notes")}</FormControl.Label>
          <Textarea block name="notes" rows={5} maxLength={NOTES_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} resize="vertical" />
          <FormControl.Caption>{t("historical.edit.notesCount", { count: notes.length, max: NOTES_MAX })}</FormControl.Caption>
        </FormControl>
      </div>
    </RecordDialog>
  );
}
