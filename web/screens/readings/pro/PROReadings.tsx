// Protein indicator readings, screen 500 (spec 001 "Protein live/provisional readings"):
// /AppPILive (LIVE) and /AppPIProvisional (PROVISIONAL).
// - Live: read number, position, started time, elapsed time (hh:mm:ss, ticking every
//   second), program ('10 min.' on incubator model 4, computed by the server), visual result,
//   incubator; refreshed live and every 30 s and by hand; detail titled with the read number;
//   edit and massive edit; 'Add washer' opens the washer quick create; measure association.
// - Provisional: read number, position, started time, result date, result, visual result,
//   quantitative result, density, ticket number, incubator; detail (marks viewed, unviewed
//   rows highlighted), to historical single and massive with confirmation, edit with the split
//   save ('Confirm and save' only when the reading's status is 3 = measure associated),
//   massive edit, edited mark, measure association.
// Form rules: the tool shows only when the reading's modeId is 0; length and diameter only
// for endoscope products (model type 3, 'PRO1ENDO'). Massive edit: a company administrator
// (type 0) cannot change the washer (locked, with the reason); others choose among the
// washers of the selected readings' sectors.
import { PlusIcon, ToolsIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { PROReadingsEditMutation, ReadingMove } from "../../../__generated__/PROReadingsEditMutation.graphql";
import type { PROReadings_row$key } from "../../../__generated__/PROReadings_row.graphql";
import type { ReadingState } from "../../../__generated__/readingListQuery.graphql";
import type { PROReadingsViewMutation } from "../../../__generated__/PROReadingsViewMutation.graphql";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { EditedMark } from "../../../components/table/indicators";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { NEWEST_READ, NEWEST_STARTED, withReadingOrder } from "../shared/readingOrder";
import { useSession } from "../../../session/session";
import { QuickCreateMachineDialog } from "../../company/equipment/QuickCreateMachineDialog";
import { MeasureAssociationDialog } from "../measures/MeasureAssociation";
import { COMPANY_ADMIN, ENDOSCOPE_TYPE, PRO_SCREEN, proFields, proInput, proRules, proValues, READY_TO_SAVE, TOOL_MODE, type PRORow } from "./proForm";
import { dateTimeText, numberText, toDateValue } from "../shared/format";
import { LiveHeader } from "../shared/LiveHeader";
import type { FormKind } from "../shared/readingFields";
import type { DetailGroups } from "../shared/ReadingDetailDialog";
import { ReadingTable } from "../shared/ReadingTable";
import { ReadingResult } from "../shared/results";
import { useLiveConnection } from "../shared/useLiveReadings";
import { useReadingList } from "../shared/readingList";
import type { readingListQuery } from "../../../__generated__/readingListQuery.graphql";
import { ElapsedTime } from "../shared/useNow";
import { machineOptions, machineText, productOptions, useCodedOptions, useMachines, useProducts } from "../shared/useReference";
import styles from "../shared/Readings.module.css";

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
  }
`;

const editMutation = graphql`
  mutation PROReadingsEditMutation($ids: [ID!]!, $input: PROReadingInput!, $move: ReadingMove) {
    editPROReadings(ids: $ids, input: $input, move: $move) {
      ...PROReadings_row
    }
  }
`;

const viewMutation = graphql`
  mutation PROReadingsViewMutation($id: ID!) {
    viewPROReading(id: $id) {
      id
      viewed
    }
  }
`;


export interface PROScreenProps {
  state: Extract<ReadingState, "LIVE" | "PROVISIONAL">;
}

export function PROReadingsList({ state, queryRef }: PROScreenProps & ScreenProps<readingListQuery>) {
  const { t, i18n } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const provisional = state === "PROVISIONAL";
  const { connection, pagination } = useReadingList(queryRef);
  // Every node of readings(kind) is of this kind: its row fragment is there.
  const rows: PRORow[] = useMemo(() => connection.edges.flatMap((edge) => (edge.node.pro ? [readInlineData<PROReadings_row$key>(proRowFragment, edge.node.pro)] : [])), [connection]);

  const banner = useTimedAlert();

  const config = useScreenConfig(PRO_SCREEN);
  const label = useLabel(config);
  const { products } = useProducts("ReadingPRO");
  const washers = useMachines("washer");
  const visualResults = useCodedOptions("PRO", "visualResults");
  const [quickCreate, setQuickCreate] = useState<{ set?: (id: string) => void } | null>(null);
  const [associating, setAssociating] = useState<string | null>(null);

  const productType = useCallback((id: unknown) => products.find((p) => String(p.id) === String(id ?? ""))?.productModel.type ?? null, [products]);
  const fieldsFor = (selection: readonly PRORow[], mode: FormKind) =>
    proFields({
      products: productOptions(products),
      washers: machineOptions(washers.machines, mode === "massive" ? new Set(selection.map((r) => r.sectorName)) : undefined),
      visualResults: visualResults.options,
    });

  const save = (selection: readonly PRORow[], payload: FormValues, move: ReadingMove | null, updater?: (store: RecordSourceSelectorProxy) => void) =>
    commit<PROReadingsEditMutation>(environment, editMutation, { ids: selection.map((r) => r.id), input: proInput(payload), move }, updater).then((r) => r.editPROReadings);

  // ── Columns ─────────────────────────────────────────────────────────────────────────
  const col = (key: string, header: string, width: string, rest: Partial<Column<PRORow>>): Column<PRORow> => ({ key, header: t(header), width, wrapHeader: true, ...rest });
  const readNumber = col("readNumber", "readings.field.readNumber", "minmax(56px, 0.6fr)", {
    value: (r) => r.readNumber,
    rowHeader: true,
    render: (r) => (
      <span className={styles.readNumber}>
        {r.readNumber}
        {r.edited && <EditedMark />}
      </span>
    ),
  });
  const position = col("positionNumber", "readings.field.position", "minmax(60px, 0.5fr)", { value: (r) => r.positionNumber });
  const started = col("startedAt", "readings.field.startedTime", "minmax(88px, 1fr)", { value: (r) => toDateValue(r.startedAt), text: (r) => dateTimeText(r.startedAt) });
  const visual = col("visualResult", "readings.field.visualResult", "minmax(68px, 0.8fr)", { value: (r) => (r.visualResultDescription ? t(r.visualResultDescription) : "") });
  const incubator = col("incubatorName", "readings.field.incubator", "minmax(80px, 1fr)", { value: (r) => r.incubatorName ?? "" });
  const columns: Column<PRORow>[] = provisional
    ? [
        readNumber,
        position,
        started,
        col("resultAt", "readings.field.resultDate", "minmax(88px, 1fr)", { value: (r) => toDateValue(r.resultAt), text: (r) => dateTimeText(r.resultAt) }),
        col("result", "readings.field.result", "minmax(84px, 0.8fr)", {
          value: (r) => r.result ?? null,
          text: (r) => (r.resultDescription ? t(r.resultDescription) : ""),
          render: (r) => <ReadingResult family="PRO" result={r.result} description={r.resultDescription} />,
        }),
        visual,
        col("quantitativeResult", "readings.field.quantitativeResult", "minmax(80px, 0.8fr)", { value: (r) => r.quantitativeResult ?? null, text: (r) => numberText(r.quantitativeResult, 2, " µg", i18n.language) }),
        col("density", "readings.field.density", "minmax(84px, 0.8fr)", { value: (r) => r.density ?? null, text: (r) => numberText(r.density, 2, " µg/cm²", i18n.language) }),
        col("ticketNumber", "readings.field.ticketNumber", "minmax(68px, 0.8fr)", { value: (r) => r.ticketNumber ?? "" }),
        incubator,
      ]
    : [
        readNumber,
        position,
        started,
        col("elapsed", "readings.field.elapsed", "minmax(80px, 0.8fr)", { value: (r) => toDateValue(r.startedAt), sortable: false, searchable: false, render: (r) => <ElapsedTime start={r.startedAt} /> }),
        col("programName", "readings.field.program", "minmax(72px, 1fr)", { value: (r) => r.programName ?? "" }),
        visual,
        incubator,
      ];
  const sortedColumns = withReadingOrder(columns);
  const defaultSort = provisional ? NEWEST_READ : NEWEST_STARTED;
  const table = useConnectionTable({ id: provisional ? "pro-provisional" : "pro-live", rows, totalCount: connection.totalCount, pagination, columns: sortedColumns, initialSort: defaultSort });
  // Events place their reading in the store; the 30 s fallback and the header's button ask for the listed pages again.
  const { live, remove: removeFromList } = useLiveConnection("PRO", state, connection.__id, "ReadingConnectionEdge", table.refresh);

  // ── Detail ──────────────────────────────────────────────────────────────────────────
  const detailGroups = (r: PRORow): DetailGroups => {
    const item = (key: string, labelKey: string, value: React.ReactNode, object?: string) => ({ key, label: object ? label(object, labelKey) : t(labelKey), value });
    const endoscope = productType(r.productId) === ENDOSCOPE_TYPE;
    return {
      product: [item("product", "readings.field.product", r.productName, "product"), item("lot", "readings.field.lot", r.lot, "lot")],
      process: [
        item("washer", "readings.field.washer", machineText(washers.machines.find((m) => m.id === r.washerId)) || (r.washerId ? `#${r.washerId}` : ""), "washer"),
        item("cycle", "readings.field.cycle", r.cycle, "cycle"),
        item("programNumber", "readings.field.programNumber", r.programNumber),
        ...(r.modeId === TOOL_MODE ? [item("tool", "readings.field.tool", r.tool, "tool")] : []),
        ...(endoscope ? [item("length", "readings.field.length", r.length != null ? String(r.length) : ""), item("diameter", "readings.field.diameter", r.diameter != null ? String(r.diameter) : "")] : []),
      ],
      other: [
        item("bookNumber", "readings.field.bookNumber", r.bookNumber, "bookNumber"),
        item("pageNumber", "readings.field.pageNumber", r.pageNumber, "pageNumber"),
        item("ticketNumber", "readings.field.ticketNumber", r.ticketNumber),
        item("ignoreFromIQAS", "readings.field.ignoreFromIQAS", r.ignoreFromIQAS ? t("common.yes") : t("common.no")),
        item("sector", "readings.field.sector", r.sectorName),
        item("edited", "readings.field.edited", r.edited ? t("common.yes") : t("common.no")),
        { ...item("notes", "readings.field.notes", r.notes, "notes"), wide: true },
      ],
      incubation: [
        item("readNumber", "readings.field.readNumber", r.readNumber),
        item("position", "readings.field.position", r.positionNumber),
        item("incubator", "readings.field.incubator", r.incubatorName),
        item("program", "readings.field.program", r.programName),
        item("startedTime", "readings.field.startedTime", dateTimeText(r.startedAt)),
        item("resultDate", "readings.field.resultDate", dateTimeText(r.resultAt)),
        item("elapsed", "readings.field.elapsed", <ElapsedTime start={r.startedAt} end={r.resultAt} />),
        item("result", "readings.field.result", <ReadingResult family="PRO" result={r.result} description={r.resultDescription} />),
        item("visualResult", "readings.field.visualResult", r.visualResultDescription ? t(r.visualResultDescription) : "", "visualResult"),
        item("quantitativeResult", "readings.field.quantitativeResult", numberText(r.quantitativeResult, 2, " µg", i18n.language)),
        item("density", "readings.field.density", numberText(r.density, 2, " µg/cm²", i18n.language)),
        item("averageTemperature", "readings.field.averageTemperature", numberText(r.averageTemperature, 1, " °C", i18n.language)),
        item("status", "readings.field.status", r.status === READY_TO_SAVE ? t("readings.pro.measureLinked") : t("readings.pro.measureMissing")),
        item("state", "readings.field.state", t(`readings.state.${r.state}`)),
      ],
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
          <Button variant="invisible" leadingVisual={PlusIcon} onClick={() => setQuickCreate({})} data-testid="add-washer">
            {t("readings.addWasher")}
          </Button>
        }
        rowActions={[{ key: "associateMeasure", label: t("measureAssociation.action"), icon: ToolsIcon, onClick: (r) => setAssociating(r.id) }]}
        detail={{
          // Spec: the detail modal is titled with the read number.
          title: (r) => String(r.readNumber),
          subtitle: (r) => [r.productName, r.incubatorName].filter(Boolean).join(" · ") || undefined,
          groups: detailGroups,
          markViewed: provisional ? (r) => commit<PROReadingsViewMutation>(environment, viewMutation, { id: r.id }) : undefined,
        }}
        edit={{
          fields: fieldsFor,
          rules: (selection) => proRules(selection, productType, claims?.UserType, t("readings.machineLocked")),
          serverRequired: config.required,
          label: (field) => label(field.object ?? field.name, field.label),
          toValues: proValues,
          massive: true,
          canConfirmAndSave: provisional ? (r) => r.status === READY_TO_SAVE : undefined,
          fieldExtra: (_rows, mode) => (field, context) =>
            field.name === "washerId" && !(mode === "massive" && claims?.UserType === COMPANY_ADMIN) ? (
              <Button variant="invisible" size="small" leadingVisual={PlusIcon} className={styles.linkButton} disabled={context.busy} onClick={() => setQuickCreate({ set: (id) => context.setValue("washerId", id) })} data-testid="quick-create-washer">
                {t("readings.addWasher")}
              </Button>
            ) : null,
          onSave: async (selection, payload, action, mode) => {
            const move: ReadingMove | null = action === "confirmAndSave" ? "CONFIRM_AND_SAVE" : null;
            const saved = await save(selection, payload, move, move ? removeFromList(selection.map((r) => r.id)) : undefined);
            return mode === "massive" ? t("readings.massSaved", { count: saved.length }) : move ? t("readings.confirmedAndSaved") : t("dialog.saved");
          },
        }}
        toHistorical={
          provisional
            ? async (selection) => {
                await save(selection, {}, "TO_HISTORICAL", removeFromList(selection.map((r) => r.id)));
                return selection.length === 1 ? t("readings.movedToHistorical") : t("readings.massMovedToHistorical", { count: selection.length });
              }
            : undefined
        }
      />
      {quickCreate && (
        <QuickCreateMachineDialog
          kind="WASHER"
          onCreated={async (id, values) => {
            await washers.reload();
            quickCreate.set?.(String(id));
            setQuickCreate(null);
            if (!quickCreate.set) banner.show({ variant: "success", lines: [t("readings.washerCreated", { name: values.name })] });
          }}
          onClose={() => setQuickCreate(null)}
        />
      )}
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
