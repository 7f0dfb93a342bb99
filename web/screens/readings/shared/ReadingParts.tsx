// Pieces every reading screen (BI, PRO, chemical) shares: the read-number cell with its
// edited mark, the quick creation of a machine from the form, the columns and detail items of
// an incubation, the save / to-historical handlers with their messages, and marking a reading
// viewed when its detail opens.
import { PlusIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import type { TFunction } from "i18next";
import { useRef, useState, type ReactNode } from "react";
import { graphql } from "react-relay";
import type { Environment, RecordSourceSelectorProxy } from "relay-runtime";
import type { ReadingPartsViewMutation } from "../../../__generated__/ReadingPartsViewMutation.graphql";
import { commit } from "../../../relay/operations";
import type { SaveAction } from "../../../components/dialog/SplitSaveButton";
import type { FormValues } from "../../../components/form/fields";
import { EditedMark } from "../../../components/table/indicators";
import type { Column } from "../../../components/table/types";
import { QuickCreateMachineDialog } from "../../company/equipment/QuickCreateMachineDialog";
import { dateTimeText, numberText, temperatureText, toDateValue } from "./format";
import type { DetailItem } from "./ReadingDetailDialog";
import type { FieldExtraContext } from "./ReadingFormDialog";
import type { FormKind } from "./readingFields";
import { ReadingResult } from "./results";
import { ElapsedTime } from "./useNow";
import styles from "./Readings.module.css";
import type { Signature } from "../../../components/signature/SignatureDialog";

/** The read number with the edited mark (the reading was changed after it arrived). */
export function ReadNumberCell({ readNumber, edited }: { readNumber: number; edited: boolean }) {
  return (
    <span className={styles.readNumber}>
      <span>{readNumber}</span>
      {edited && <EditedMark />}
    </span>
  );
}

export type QuickCreateKind = "STERILIZER" | "WASHER" | "DISINFECTOR";

/**
 * Quick creation of a machine from a reading form (spec 001 section 5): `link` under the
 * machine field opens QuickCreateMachineDialog; the new machine is reloaded into the options
 * and chosen in the form. `open()` without a field creates one from the toolbar.
 */
export function useQuickCreateMachine(kind: QuickCreateKind, reload: () => Promise<unknown>, options: { label: string; testId: string; onCreated?: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const target = useRef<{ field: string; setValue: FieldExtraContext["setValue"] } | null>(null);
  const start = (field?: string, context?: FieldExtraContext) => {
    target.current = field && context ? { field, setValue: context.setValue } : null;
    setOpen(true);
  };
  const link = (field: string, context: FieldExtraContext) => (
    <Button variant="invisible" size="small" leadingVisual={PlusIcon} className={styles.linkButton} disabled={context.busy} onClick={() => start(field, context)} data-testid={options.testId}>
      {options.label}
    </Button>
  );
  const dialog = open ? (
    <QuickCreateMachineDialog
      kind={kind}
      onClose={() => setOpen(false)}
      onCreated={async (id, values) => {
        await reload();
        if (target.current) target.current.setValue(target.current.field, String(id));
        else options.onCreated?.(values.name);
        setOpen(false);
      }}
    />
  ) : null;
  return { link, dialog, open: () => start() };
}

/** What an incubated reading (BI, PRO) shows in every list and detail. */
export interface IncubatedRow {
  readonly readNumber: number;
  readonly edited: boolean;
  readonly positionNumber: number | null | undefined;
  readonly startedAt: unknown;
  readonly resultAt: unknown;
  readonly programName: string | null | undefined;
  readonly incubatorName: string | null | undefined;
  readonly result: number | null | undefined;
  readonly resultDescription: string | null | undefined;
  readonly averageTemperature: number | null | undefined;
  readonly ticketNumber: string | null | undefined;
  readonly state: string;
}

type Family = "BI" | "PRO";

/** The columns of an incubated reading's list, by key (each screen picks and orders them). */
export function incubatedColumns<Row extends IncubatedRow>(t: TFunction, family: Family, language?: string) {
  const col = (key: string, header: string, width: string, rest: Omit<Column<Row>, "key" | "header" | "width">): Column<Row> => ({ key, header: t(header), width, wrapHeader: true, ...rest });
  return {
    readNumber: col("readNumber", "readings.field.readNumber", "minmax(56px, 0.6fr)", { value: (r) => r.readNumber, rowHeader: true, render: (r) => <ReadNumberCell readNumber={r.readNumber} edited={r.edited} /> }),
    position: col("positionNumber", "readings.field.position", "minmax(60px, 0.5fr)", { value: (r) => r.positionNumber }),
    started: col("startedAt", "readings.field.startedTime", "minmax(88px, 1fr)", { value: (r) => toDateValue(r.startedAt), text: (r) => dateTimeText(r.startedAt) }),
    resultAt: col("resultAt", family === "BI" ? "readings.field.endTime" : "readings.field.resultDate", "minmax(88px, 1fr)", { value: (r) => toDateValue(r.resultAt), text: (r) => dateTimeText(r.resultAt) }),
    elapsed: col("elapsed", "readings.field.elapsed", "minmax(80px, 0.8fr)", { value: (r) => toDateValue(r.startedAt), sortable: false, searchable: false, render: (r) => <ElapsedTime start={r.startedAt} /> }),
    program: col("programName", "readings.field.program", "minmax(72px, 1fr)", { value: (r) => r.programName ?? "" }),
    result: col("result", "readings.field.result", "minmax(84px, 0.8fr)", {
      value: (r) => r.result ?? null,
      text: (r) => (r.resultDescription ? t(r.resultDescription) : ""),
      render: (r) => <ReadingResult family={family} result={r.result} description={r.resultDescription} />,
    }),
    averageTemperature: col("averageTemperature", "readings.field.averageTemperature", "minmax(68px, 0.8fr)", { value: (r) => r.averageTemperature ?? null, text: (r) => temperatureText(r.averageTemperature, 1, language) }),
    ticketNumber: col("ticketNumber", "readings.field.ticketNumber", "minmax(68px, 0.8fr)", { value: (r) => r.ticketNumber ?? "" }),
    incubator: col("incubatorName", "readings.field.incubator", "minmax(80px, 1fr)", { value: (r) => r.incubatorName ?? "" }),
  };
}

/** The Incubation group of an incubated reading's detail (the kind's own items go before the state). */
export function incubationItems(t: TFunction, r: IncubatedRow, family: Family, own: DetailItem[], language?: string): DetailItem[] {
  const item = (key: string, label: string, value: ReactNode): DetailItem => ({ key, label: t(label), value });
  return [
    item("readNumber", "readings.field.readNumber", r.readNumber),
    item("position", "readings.field.position", r.positionNumber),
    item("incubator", "readings.field.incubator", r.incubatorName),
    item("program", "readings.field.program", r.programName),
    item("startedTime", "readings.field.startedTime", dateTimeText(r.startedAt)),
    item("resultDate", family === "BI" ? "readings.field.endTime" : "readings.field.resultDate", dateTimeText(r.resultAt)),
    item("elapsed", "readings.field.elapsed", <ElapsedTime start={r.startedAt} end={r.resultAt} />),
    item("result", "readings.field.result", <ReadingResult family={family} result={r.result} description={r.resultDescription} />),
    ...own,
    item("averageTemperature", "readings.field.averageTemperature", temperatureText(r.averageTemperature, 1, language)),
    item("state", "readings.field.state", t(`readings.state.${r.state}`)),
  ];
}

export type ReadingMove = "CONFIRM_AND_SAVE" | "TO_HISTORICAL";
type Save<Row> = (selection: readonly Row[], payload: FormValues, move: ReadingMove | null, updater?: (store: RecordSourceSelectorProxy) => void, signature?: Signature) => Promise<unknown>;

/**
 * The form's save (a plain save, or 'Confirm and save' that moves the readings on) and the
 * move to historical, with the texts each shows; moved readings leave the list at once.
 */
export function readingMoves<Row extends { id: string; readNumber: number }>(
  t: TFunction,
  save: Save<Row>,
  removeFromList: (ids: readonly string[]) => (store: RecordSourceSelectorProxy) => void,
  texts: { massSaved: string; movedOne: string; movedMany: string },
) {
  return {
    onSave: async (selection: readonly Row[], payload: FormValues, action: SaveAction, mode: FormKind, _values?: FormValues, signature?: Signature) => {
      const move: ReadingMove | null = action === "confirmAndSave" ? "CONFIRM_AND_SAVE" : null;
      await save(selection, payload, move, move ? removeFromList(selection.map((r) => r.id)) : undefined, signature);
      return mode === "massive" ? t(texts.massSaved, { count: selection.length }) : move ? t("readings.confirmedAndSaved") : t("dialog.saved");
    },
    toHistorical: async (selection: readonly Row[], signature?: Signature) => {
      await save(selection, {}, "TO_HISTORICAL", removeFromList(selection.map((r) => r.id)), signature);
      return selection.length === 1 ? t(texts.movedOne, { readNumber: selection[0]!.readNumber }) : t(texts.movedMany, { count: selection.length });
    },
  };
}

const viewMutation = graphql`
  mutation ReadingPartsViewMutation($id: ID!) {
    viewReading(id: $id) {
      id
      viewed
    }
  }
`;

/** Opening a reading's detail marks it viewed (any kind: its global id names it). */
export function markViewed(environment: Environment, readingId: string) {
  return commit<ReadingPartsViewMutation>(environment, viewMutation, { id: readingId });
}
