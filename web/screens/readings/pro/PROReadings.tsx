// Protein indicator readings, screen 500 (spec 001 "Protein live/provisional readings"):
// /AppPILive (LIVE) and /AppPIProvisional (PROVISIONAL).
// - Live: read number, position, started time, elapsed time (hh:mm:ss, ticking every
//   second), program ('10 min.' on incubator model 4, computed by the server), visual result,
//   incubator; refreshed live and every 30 s and by hand; detail titled with the read number;
//   edit and massive edit; 'Add washer' opens the washer quick create; measure association.
// - Provisional: read number, position, started time, result date, result, visual result,
//   quantitative result, density, ticket number, incubator; detail (marks viewed, unviewed
//   rows highlighted), to historical single and massive with confirmation, edit with the split
//   save ('Confirm and save' only when the reading is ready to save: its measure associated),
//   massive edit, edited mark, measure association.
// The form's rules (the tool in working mode 0, length and diameter for endoscope products,
// the washer locked in a company administrator's massive edit) come from the server:
// readingForm("PRO"), evaluated by shared/formRules.ts. Others choose among the washers of
// the selected readings' sectors.
import { PlusIcon, ToolsIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useRelayEnvironment } from "react-relay";
import type { PROReadingsEditMutation } from "../../../__generated__/PROReadingsEditMutation.graphql";
import type { PROReadings_row$key } from "../../../__generated__/PROReadings_row.graphql";
import type { readingListQuery, ReadingState } from "../../../__generated__/readingListQuery.graphql";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { MeasureAssociationDialog } from "../measures/MeasureAssociation";
import { numberText } from "../shared/format";
import { serverRules, shownFor } from "../shared/formRules";
import { LiveHeader } from "../shared/LiveHeader";
import type { DetailGroups, DetailItem } from "../shared/ReadingDetailDialog";
import type { FormKind } from "../shared/readingFields";
import { useReadingList } from "../shared/readingList";
import { NEWEST_READ, NEWEST_STARTED, withReadingOrder } from "../shared/readingOrder";
import { incubatedColumns, incubationItems, markViewed, readingMoves, useQuickCreateMachine, type ReadingMove } from "../shared/ReadingParts";
import { ReadingTable } from "../shared/ReadingTable";
import { useLiveConnection } from "../shared/useLiveReadings";
import { dayValue, formWarnings, warningItems, withRowWarnings } from "../shared/Warnings";
import { dateOnlyText } from "../chemical/chemicalFormat";
import { machineOptions, machineText, productFactsOf, productOptions, useCodedOptions, useMachines, useProducts, useReadingForm } from "../shared/useReference";
import { PRO_SCREEN, proFields, proInput, proValues, type PRORow } from "./proForm";
import styles from "../shared/Readings.module.css";
import type { Signature } from "../../../components/signature/SignatureDialog";

const proRowFragment = graphql`
  fragment PROReadings_row on PROReading @inline {
    id
    readingId
    readNumber
    state
    status
    viewed
    edited
    positionNumber
    startedAt
    resultAt
    programName
    incubatorName
    result
    resultDescription
    visualResult
    visualResultDescription
    quantitativeResult
    density
    averageTemperature
    ticketNumber
    productId
    productName
    lot
    expirationDate
    ...Warnings_reading @relay(mask: false)
    bookNumber
    pageNumber
    cycle
    programNumber
    washerId
    tool
    modeId
    instrumentMeasureId
    length
    diameter
    ignoreFromIQAS
    notes
    sectorName
    readyToSave
    ruleFacts {
      name
      values
    }
  }
`;

const editMutation = graphql`
  mutation PROReadingsEditMutation($ids: [ID!]!, $input: PROReadingInput!, $move: ReadingMove, $signature: SignatureInput) {
    editPROReadings(ids: $ids, input: $input, move: $move, signature: $signature) {
      ...PROReadings_row
    }
  }
`;



export interface PROScreenProps {
  state: Extract<ReadingState, "LIVE" | "PROVISIONAL">;
}

export function PROReadingsList({ state, queryRef }: PROScreenProps & ScreenProps<readingListQuery>) {
  const { t, i18n } = useTranslation();
  const environment = useRelayEnvironment();
  const provisional = state === "PROVISIONAL";
  const { connection, pagination } = useReadingList(queryRef);
  // Every node of readings(kind) is of this kind: its row fragment is there.
  const rows: PRORow[] = useMemo(() => connection.edges.flatMap((edge) => (edge.node.pro ? [readInlineData<PROReadings_row$key>(proRowFragment, edge.node.pro)] : [])), [connection]);

  const banner = useTimedAlert();

  const config = useScreenConfig(PRO_SCREEN);
  const label = useLabel(config);
  const form = useReadingForm("PRO");
  const { products } = useProducts("ReadingPRO");
  const productFacts = productFactsOf(products);
  const washers = useMachines("washer");
  const visualResults = useCodedOptions("PRO", "visualResults");
  const quickWasher = useQuickCreateMachine("WASHER", washers.reload, {
    label: t("readings.addWasher"),
    testId: "quick-create-washer",
    onCreated: (name) => banner.show({ variant: "success", lines: [t("readings.washerCreated", { name })] }),
  });
  const [associating, setAssociating] = useState<string | null>(null);

  const fieldsFor = (selection: readonly PRORow[], mode: FormKind) =>
    proFields(
      {
        products: productOptions(products),
        washers: machineOptions(washers.machines, mode === "massive" ? new Set(selection.map((r) => r.sectorName)) : undefined),
        visualResults: visualResults.options,
      },
      form,
    );

  const save = async (selection: readonly PRORow[], payload: FormValues, move: ReadingMove | null, updater?: Parameters<typeof commit>[3], signature?: Signature) =>
    (await commit<PROReadingsEditMutation>(environment, editMutation, { ids: selection.map((r) => r.id), input: proInput(payload), move, signature: signature ?? null }, updater)).editPROReadings;

  // ── Columns ─────────────────────────────────────────────────────────────────────────
  const c = incubatedColumns<PRORow>(t, "PRO", i18n.language);
  const visual = { key: "visualResult", header: t("readings.field.visualResult"), width: "minmax(68px, 0.8fr)", wrapHeader: true, value: (r: PRORow) => (r.visualResultDescription ? t(r.visualResultDescription) : "") };
  const readNumber = withRowWarnings<PRORow, typeof c.readNumber>(c.readNumber, rows);
  const columns = provisional
    ? [
        readNumber,
        c.position,
        c.started,
        c.resultAt,
        c.result,
        visual,
        { key: "quantitativeResult", header: t("readings.field.quantitativeResult"), width: "minmax(80px, 0.8fr)", wrapHeader: true, value: (r: PRORow) => r.quantitativeResult ?? null, text: (r: PRORow) => numberText(r.quantitativeResult, 2, " µg", i18n.language) },
        { key: "density", header: t("readings.field.density"), width: "minmax(84px, 0.8fr)", wrapHeader: true, value: (r: PRORow) => r.density ?? null, text: (r: PRORow) => numberText(r.density, 2, " µg/cm²", i18n.language) },
        c.ticketNumber,
        c.incubator,
      ]
    : [readNumber, c.position, c.started, c.elapsed, c.program, visual, c.incubator];
  const sortedColumns = withReadingOrder(columns);
  const defaultSort = provisional ? NEWEST_READ : NEWEST_STARTED;
  const table = useConnectionTable({ id: provisional ? "pro-provisional" : "pro-live", rows, totalCount: connection.totalCount, pagination, columns: sortedColumns, initialSort: defaultSort });
  // Events place their reading in the store; the 30 s fallback and the header's button ask for the listed pages again.
  const { live, remove: removeFromList } = useLiveConnection("PRO", state, connection.__id, "ReadingConnectionEdge", table.refresh);
  const moves = readingMoves<PRORow>(t, save, removeFromList, { massSaved: "readings.massSaved", movedOne: "readings.movedToHistorical", movedMany: "readings.massMovedToHistorical" });

  // ── Detail ──────────────────────────────────────────────────────────────────────────
  const detailGroups = (r: PRORow): DetailGroups => {
    // An item shows when its field applies to the reading (the server's form rules).
    const item = (field: string, key: string, labelKey: string, value: React.ReactNode, object?: string): DetailItem[] =>
      shownFor(form, r, field) ? [{ key, label: object ? label(object, labelKey) : t(labelKey), value }] : [];
    return {
      product: [
        ...item("productId", "product", "readings.field.product", r.productName, "product"),
        ...item("lot", "lot", "readings.field.lot", r.lot, "lot"),
        ...item("expirationDate", "expirationDate", "warnings.field.expirationDate", dateOnlyText(dayValue(r.expirationDate))),
        ...warningItems(t, r, "lotExpired"),
      ],
      process: [
        ...item("washerId", "washer", "readings.field.washer", machineText(washers.machines.find((m) => m.id === r.washerId)) || (r.washerId ? `#${r.washerId}` : ""), "washer"),
        ...warningItems(t, r, "outOfService"),
        ...item("cycle", "cycle", "readings.field.cycle", r.cycle, "cycle"),
        ...item("programNumber", "programNumber", "readings.field.programNumber", r.programNumber),
        ...item("tool", "tool", "readings.field.tool", r.tool, "tool"),
        ...item("length", "length", "readings.field.length", r.length != null ? String(r.length) : ""),
        ...item("diameter", "diameter", "readings.field.diameter", r.diameter != null ? String(r.diameter) : ""),
      ],
      other: [
        ...item("bookNumber", "bookNumber", "readings.field.bookNumber", r.bookNumber, "bookNumber"),
        ...item("pageNumber", "pageNumber", "readings.field.pageNumber", r.pageNumber, "pageNumber"),
        ...item("ticketNumber", "ticketNumber", "readings.field.ticketNumber", r.ticketNumber),
        ...item("ignoreFromIQAS", "ignoreFromIQAS", "readings.field.ignoreFromIQAS", r.ignoreFromIQAS ? t("common.yes") : t("common.no")),
        ...item("sector", "sector", "readings.field.sector", r.sectorName),
        ...item("edited", "edited", "readings.field.edited", r.edited ? t("common.yes") : t("common.no")),
        { key: "notes", label: label("notes", "readings.field.notes"), value: r.notes, wide: true },
      ],
      incubation: incubationItems(
        t,
        r,
        "PRO",
        [
          ...item("visualResult", "visualResult", "readings.field.visualResult", r.visualResultDescription ? t(r.visualResultDescription) : "", "visualResult"),
          ...item("quantitativeResult", "quantitativeResult", "readings.field.quantitativeResult", numberText(r.quantitativeResult, 2, " µg", i18n.language)),
          ...item("density", "density", "readings.field.density", numberText(r.density, 2, " µg/cm²", i18n.language)),
          ...item("status", "status", "readings.field.status", r.readyToSave ? t("readings.pro.measureLinked") : t("readings.pro.measureMissing")),
        ],
        i18n.language,
      ),
    };
  };

  const associatingRow = associating ? rows.find((r) => r.id === associating) : undefined;

  return (
    <>
      <LiveHeader live={live} />
      <ReadingTable<PRORow>
        id={provisional ? "pro-provisional" : "pro-live"}
        title={provisional ? t("readings.pro.provisionalTitle") : t("readings.pro.liveTitle")}
        rows={rows}
        loading={table.loading}
        server={table.server}
        banner={banner}
        getRowId={(r) => r.id}
        readNumber={(r) => r.readNumber}
        columns={sortedColumns}
        initialSort={defaultSort}
        viewed={provisional ? (r) => r.viewed : undefined}
        toolbarExtra={
          <Button variant="invisible" leadingVisual={PlusIcon} onClick={quickWasher.open} data-testid="add-washer">
            {t("readings.addWasher")}
          </Button>
        }
        rowActions={[{ key: "associateMeasure", label: t("measureAssociation.action"), icon: ToolsIcon, onClick: (r) => setAssociating(r.id) }]}
        detail={{
          // Spec: the detail modal is titled with the read number.
          title: (r) => String(r.readNumber),
          subtitle: (r) => [r.productName, r.incubatorName].filter(Boolean).join(" · ") || undefined,
          groups: detailGroups,
          markViewed: provisional ? (r) => markViewed(environment, r.id) : undefined,
        }}
        edit={{
          fields: fieldsFor,
          rules: (selection) => serverRules(form, selection, fieldsFor(selection, "update"), productFacts, t("readings.machineLocked")),
          serverRequired: config.required,
          label: (field) => label(field.object ?? field.name, field.label),
          toValues: proValues,
          massive: true,
          canConfirmAndSave: provisional ? (r) => r.readyToSave : undefined,
          fieldWarning: (selection) => formWarnings({ washerId: { kind: "WASHER", list: washers.machines } }, selection.map((r) => r.startedAt)),
          fieldExtra: (_rows, mode) => (field, context) => (field.name === "washerId" && !(mode === "massive" && form?.massiveLocked.includes(field.name)) ? quickWasher.link(field.name, context) : null),
          onSave: moves.onSave,
        }}
        toHistorical={provisional ? moves.toHistorical : undefined}
      />
      {quickWasher.dialog}
      {associatingRow && (
        <MeasureAssociationDialog
          reading={associatingRow}
          onDone={(message) => {
            setAssociating(null);
            if (message) banner.show({ variant: "success", lines: [message] });
          }}
          onClose={() => setAssociating(null)}
        />
      )}
    </>
  );
}
