// Measure association (spec 001 "Measure association", sections 4 and 5): a protein reading
// gets the instrument measure (surface) its swab was taken from; the server then computes
// the density (quantity / surface, both sides count twice), the result, and sets status 3.
// - The measures are listed (GraphQL instrumentMeasures); the chosen one shows its picture
//   through a signed address (the measure's imageUrl, asked for when chosen).
// - The buttons are disabled until a measure is chosen or one is already linked, and while
//   saving. The reading's required fields (screen 500 + form rules) are checked first: when
//   some are missing, nothing is sent and they are listed.
// - 'Confirm and save' is offered when the reading's status is 3 (a measure already linked).
// - The result message shows, and 1.5 s later the association hands it over (the modal
//   closes; the screen goes back to its list).
// Used as a modal on the protein screens (MeasureAssociationDialog) and on its own screen.
import { Spinner } from "@primer/react";
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from "react-relay";
import type { MeasureAssociation_measures$key } from "../../../__generated__/MeasureAssociation_measures.graphql";
import type { MeasureAssociationQuery } from "../../../__generated__/MeasureAssociationQuery.graphql";
import type { MeasureAssociationMutation, ReadingMove } from "../../../__generated__/MeasureAssociationMutation.graphql";
import { BY_CODE, measureColumns, readMeasureRow, type MeasureRow } from "../../company/measures/measureColumns";
import { useMeasureImageUrl } from "../../company/measures/useMeasureImageUrl";
import { AlertBanner } from "../../../components/AlertBanner";
import { errorLines } from "../../../api/errors";
import { CancelButton } from "../../../components/dialog/DialogButtons";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import { SplitSaveButton } from "../../../components/dialog/SplitSaveButton";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { commit } from "../../../relay/operations";
import { useConnectionTable, type ConnectionPagination } from "../../../components/table/useConnectionTable";
import { numberText } from "../shared/format";
import { resolveForm, validateReading } from "../shared/readingFields";
import { machineOptions, productFactsOf, productOptions, useCodedOptions, useMachines, useProducts, useReadingForm } from "../shared/useReference";
import proRowFragment, { type PROReadings_row$key } from "../../../__generated__/PROReadings_row.graphql";
import { PRO_SCREEN, proFields, proValues, type PRORow } from "../pro/proForm";
import { serverRules } from "../shared/formRules";
import styles from "./MeasureAssociation.module.css";
import { SignatureDialog, type Signature } from "../../../components/signature/SignatureDialog";
import { useCompanySettings } from "../../../settings/companySettings";

/** Spec 001 section 4: the result message is handed over 1.5 s after it shows. */
export const RESULT_MESSAGE_MS = 1500;

const query = graphql`
  query MeasureAssociationQuery {
    ...MeasureAssociation_measures
  }
`;

const fragment = graphql`
  fragment MeasureAssociation_measures on Query
  @refetchable(queryName: "MeasureAssociationPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "MeasureOrder" }
    descending: { type: "Boolean" }
  ) {
    instrumentMeasures(first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "MeasureAssociation_instrumentMeasures") {
      totalCount
      edges {
        node {
          ...measureColumns_measure
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation MeasureAssociationMutation($ids: [ID!]!, $input: PROReadingInput!, $move: ReadingMove, $signature: SignatureInput) {
    editPROReadings(ids: $ids, input: $input, move: $move, signature: $signature) {
      ...PROReadings_row
    }
  }
`;

export interface MeasureAssociationState {
  /** The measures loaded so far (the picker pages them on the server). */
  measures: readonly MeasureRow[];
  measureCount: number;
  measurePagination: ConnectionPagination;
  /** The chosen measure id (numeric, as text), or "" for none. */
  chosen: string;
  choose: (measureId: string) => void;
  busy: boolean;
  errors: string[] | null;
  message: string | null;
  /** The association can be sent (a measure chosen or linked, nothing running). */
  canSend: boolean;
  /** 'Confirm and save' is offered (status 3). */
  canConfirmAndSave: boolean;
  associate: (andSave: boolean) => void;
  /** The signature dialog of a 'Confirm and save' signed by the company's policy (parameter 22), while it is open. */
  signature: ReactNode;
}

/** The association's state and actions for one reading. */
export function useMeasureAssociation(reading: PRORow, onDone: (message: string) => void): MeasureAssociationState {
  const { t, i18n } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<MeasureAssociationQuery>(query, {}, { fetchPolicy: "store-and-network" });
  const { data: list, ...measurePagination } = usePaginationFragment(fragment, data as MeasureAssociation_measures$key);
  const measures: MeasureRow[] = useMemo(() => list.instrumentMeasures.edges.map((e) => readMeasureRow(e.node)), [list]);

  // What the required-field check needs: the screen's required objects and the form rules.
  const config = useScreenConfig(PRO_SCREEN);
  const label = useLabel(config);
  const { products } = useProducts("ReadingPRO");
  const washers = useMachines("washer");
  const visualResults = useCodedOptions("PRO", "visualResults");
  const form = useReadingForm("PRO");

  const [chosen, setChosen] = useState(reading.instrumentMeasureId != null ? String(reading.instrumentMeasureId) : "");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const missingRequired = (): string[] => {
    const fields = proFields({ products: productOptions(products), washers: machineOptions(washers.machines), visualResults: visualResults.options }, form);
    const resolved = resolveForm(fields, proValues(reading), "update", config.required, serverRules(form, [reading], fields, productFactsOf(products), ""));
    const missing = validateReading(resolved, proValues(reading));
    return fields.filter((f) => missing[f.name]).map((f) => label(f.object ?? f.name, f.label));
  };

  const associate = (andSave: boolean) => {
    const measureId = chosen || (reading.instrumentMeasureId != null ? String(reading.instrumentMeasureId) : "");
    if (!measureId || busy || message) return;
    setErrors(null);
    const missing = missingRequired();
    if (missing.length) {
      setErrors([t("RequiredFieldError"), t("measureAssociation.missing", { fields: missing.join(", "), readNumber: reading.readNumber })]);
      return;
    }
    // The company's policy signs moves to the final record: 'Confirm and save' goes on to the signature.
    if (andSave && signToHistorical) {
      setSigning(measureId);
      return;
    }
    setBusy(true);
    send(measureId, andSave).catch((error: unknown) => {
      setBusy(false);
      setErrors(errorLines(error));
    });
  };

  const send = (measureId: string, andSave: boolean, signature?: Signature) => {
    const move: ReadingMove | null = andSave ? "CONFIRM_AND_SAVE" : null;
    return commit<MeasureAssociationMutation>(environment, mutation, { ids: [reading.id], input: { instrumentMeasureId: Number(measureId) }, move, signature: signature ?? null })
      .then((response) => {
        const answered = response.editPROReadings[0];
        const saved = answered ? readInlineData<PROReadings_row$key>(proRowFragment, answered) : null;
        const measure = measures.find((m) => String(m.measureId) === measureId);
        const text = t(andSave ? "measureAssociation.doneSaved" : "measureAssociation.done", {
          readNumber: reading.readNumber,
          code: measure?.code ?? measureId,
          density: numberText(saved?.density ?? null, 2, " µg/cm²", i18n.language) || "—",
          result: saved?.resultDescription ? t(saved.resultDescription) : "—",
        });
        setBusy(false);
        setMessage(text);
        timer.current = setTimeout(() => onDone(text), RESULT_MESSAGE_MS);
      });
  };
  const signToHistorical = useCompanySettings()?.signToHistorical === true;
  const [signing, setSigning] = useState<string | null>(null);
  const signature = signing ? (
    <SignatureDialog
      title={t("measureAssociation.title", { readNumber: reading.readNumber })}
      statement={t("signatures.confirmAndSave.statement", { readNumbers: `#${reading.readNumber}` })}
      submitText={t("signatures.confirmAndSave.submit")}
      meaning="REVIEWED"
      meanings={["REVIEWED", "APPROVED"]}
      sign={(s) => send(signing, true, s)}
      onClose={() => setSigning(null)}
      testId="confirm-sign"
    />
  ) : null;

  const linked = reading.instrumentMeasureId != null;
  return {
    measures,
    measureCount: list.instrumentMeasures.totalCount,
    measurePagination,
    chosen,
    choose: (id) => {
      setChosen(id);
      setErrors(null);
    },
    busy,
    errors,
    message,
    canSend: (chosen !== "" || linked) && !busy && !message,
    canConfirmAndSave: reading.readyToSave,
    associate,
    signature,
  };
}

/** The measures table (single choice) and the chosen measure's picture. */
export function MeasurePicker({ state, reading, layout = "side" }: { state: MeasureAssociationState; reading: PRORow; layout?: "side" | "stacked" }) {
  const { t, i18n } = useTranslation();
  const chosen = state.measures.find((m) => String(m.measureId) === state.chosen);
  const linked = state.measures.find((m) => m.measureId === reading.instrumentMeasureId);
  const columns: Column<MeasureRow>[] = measureColumns({
    headers: { code: t("measures.code"), description: t("measures.descriptionColumn"), surface: t("measures.surface") },
    surface: (m) => `${numberText(m.surface, 2, "", i18n.language)}${m.bothSides ? ` ×2` : ""}`,
    layout: {
      code: { width: "minmax(150px, 1fr)", wrapHeader: true },
      description: { width: "minmax(140px, 2fr)", wrapHeader: true },
      surface: { width: "minmax(90px, 0.8fr)", wrapHeader: true },
    },
  });
  const table = useConnectionTable({ id: "association-measures", rows: state.measures, totalCount: state.measureCount, pagination: state.measurePagination, columns, initialSort: BY_CODE });
  return (
    <div className={styles.picker}>
      <div className={styles.readingLine} data-testid="association-reading">
        <span>
          {t("measureAssociation.reading", { readNumber: reading.readNumber })}
          {reading.quantitativeResult != null && <> · {numberText(reading.quantitativeResult, 2, " µg", i18n.language)}</>}
        </span>
        <span className={styles.muted}>{linked ? t("measureAssociation.linked", { code: linked.code }) : t("measureAssociation.notLinked")}</span>
      </div>
      <div className={layout === "side" ? styles.columns : styles.stacked}>
        <RecordTable<MeasureRow>
          id="association-measures"
          title={t("measureAssociation.measures")}
          rows={state.measures}
          loading={table.loading}
          server={table.server}
          getRowId={(m) => String(m.measureId)}
          columns={columns}
          initialSort={BY_CODE}
          selection={{
            mode: "single",
            selected: new Set(state.chosen ? [state.chosen] : []),
            onChange: (next) => state.choose([...next][0] ?? ""),
          }}
        />
        <MeasurePicture measure={chosen} />
      </div>
    </div>
  );
}

/** The picture of the chosen measure, asked for when it is chosen (signed, 10 minutes). */
function MeasurePicture({ measure }: { measure: MeasureRow | undefined }) {
  const { t } = useTranslation();
  const fileName = measure?.fileName ?? null;
  const { url, errors: failed } = useMeasureImageUrl(fileName ? measure!.id : null);
  let body: ReactNode;
  if (!measure) body = <p className={styles.muted}>{t("measureAssociation.choose")}</p>;
  else if (!fileName) body = <p className={styles.muted}>{t("measureAssociation.noPicture")}</p>;
  else if (failed) body = <AlertBanner alert={{ variant: "critical", lines: failed }} />;
  else if (!url) body = <Spinner size="medium" srText={t("Loading...")} />;
  else body = <img className={styles.picture} src={url} alt={t("measures.pictureAlt", { code: measure.code })} data-testid="measure-image" />;
  return (
    <figure className={styles.figure} data-testid="measure-picture">
      {body}
      {measure && (
        <figcaption className={styles.caption}>
          <strong>{measure.code}</strong> · {measure.description}
        </figcaption>
      )}
    </figure>
  );
}

/** The association's buttons: Associate (split: 'Confirm and save' with status 3). */
export function AssociationButtons({ state, onCancel }: { state: MeasureAssociationState; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {onCancel && <CancelButton onClick={onCancel} busy={state.busy} />}
      <SplitSaveButton
        label={t("measureAssociation.associate")}
        busy={state.busy}
        disabled={!state.canSend}
        onConfirm={() => state.associate(false)}
        onConfirmAndSave={state.canConfirmAndSave && state.canSend ? () => state.associate(true) : undefined}
      />
      {state.signature}
    </>
  );
}

export interface MeasureAssociationDialogProps {
  reading: PRORow;
  /** Associated: the message (the caller closes the modal and shows it). */
  onDone: (message: string) => void;
  onClose: () => void;
}

/** The association as a modal (protein screens). */
export function MeasureAssociationDialog(props: MeasureAssociationDialogProps) {
  const { t } = useTranslation();
  const loading = (
    <RecordDialog title={t("measureAssociation.title", { readNumber: props.reading.readNumber })} onClose={props.onClose} testId="measure-association" footer={() => null}>
      <TableLoading />
    </RecordDialog>
  );
  return (
    <Suspense fallback={loading}>
      <AssociationDialogBody {...props} />
    </Suspense>
  );
}

function AssociationDialogBody({ reading, onDone, onClose }: MeasureAssociationDialogProps) {
  const { t } = useTranslation();
  const state = useMeasureAssociation(reading, onDone);
  return (
    <RecordDialog
      title={t("measureAssociation.title", { readNumber: reading.readNumber })}
      onClose={onClose}
      busy={state.busy}
      errors={state.errors}
      testId="measure-association"
      footer={() => <AssociationButtons state={state} onCancel={onClose} />}
    >
      {state.message && <AlertBanner alert={{ variant: "success", lines: [state.message] }} />}
      <MeasurePicker state={state} reading={reading} layout="stacked" />
    </RecordDialog>
  );
}
