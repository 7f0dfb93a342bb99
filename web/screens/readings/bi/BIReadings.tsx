// Biological indicator readings, screen 400 (spec 001 "Biological live/provisional readings"):
// /appbilive (LIVE: incubating) and /appbifinished (PROVISIONAL: result reported).
// - Live: multi-select, edit and massive edit, detail, live updates (readingChanged, 30 s
//   fallback), last update time, elapsed time ticking.
// - Provisional: read number, position, start time, end time, program, result (coloured dot),
//   average temperature, ticket number, incubator; detail (opens after 500 ms, marks viewed,
//   unviewed rows highlighted), to historical single and massive with confirmation, edit and
//   massive edit with the split save button ('Confirm and save').
// Form rules: condition SCIB 1 shows the Process group and makes cycle, program number and
// the machine required; 2 or empty hides it. A product of model type 0 (sterilisation) shows
// the sterilizer, type 4 (disinfection) the disinfector and the room fields; without a product
// the reading's own family decides. Massive edit: a company administrator (type 0) cannot
// change machines (locked, with the reason); others choose among the machines of the selected
// readings' sectors. Sterilizers and disinfectors can be quick-created from the form.
import { Button } from "@primer/react";
import { PlusIcon } from "@primer/octicons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { BIReadingInput, BIReadingsEditMutation, ReadingMove } from "../../../__generated__/BIReadingsEditMutation.graphql";
import type { BIReadings_row$data, BIReadings_row$key } from "../../../__generated__/BIReadings_row.graphql";
import type { ReadingState } from "../../../__generated__/readingListQuery.graphql";
import type { BIReadingsViewMutation } from "../../../__generated__/BIReadingsViewMutation.graphql";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { EditedMark } from "../../../components/table/indicators";
import type { Column } from "../../../components/table/types";
import { commit } from "../../../relay/operations";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { NEWEST_READ, NEWEST_STARTED, withReadingOrder } from "../shared/readingOrder";
import { useSession } from "../../../session/session";
import { QuickCreateMachineDialog } from "../../company/equipment/QuickCreateMachineDialog";
import { LiveHeader } from "../shared/LiveHeader";
import { asValue, toNumber, toText, type FormKind, type FormRules, type ReadingFieldDef } from "../shared/readingFields";
import type { DetailGroups } from "../shared/ReadingDetailDialog";
import { ReadingResult } from "../shared/results";
import { ReadingTable } from "../shared/ReadingTable";
import { dateTimeText, numberText, toDateValue } from "../shared/format";
import { ElapsedTime } from "../shared/useNow";
import { useLiveConnection } from "../shared/useLiveReadings";
import { useReadingList } from "../shared/readingList";
import type { readingListQuery } from "../../../__generated__/readingListQuery.graphql";
import { machineOptions, machineText, productOptions, useCodedOptions, useMachines, useProducts, type MachineRow } from "../shared/useReference";
import styles from "../shared/Readings.module.css";

export const BI_SCREEN = 400;
/** Product model types of biological indicators. */
export const STERILISATION = 0;
export const DISINFECTION = 4;
/** Condition SCIB: 1 processed (Process group shown), 2 positive control (hidden). */
export const SCIB_PROCESSED = "1";
export const COMPANY_ADMIN = 0;

const biRowFragment = graphql`
  fragment BIReadings_row on BIReading @inline {
    id
    readingId
    readNumber
    state
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
    averageTemperature
    ticketNumber
    productId
    productName
    lot
    conditionSCIB
    processId
    valueD
    valueDUnit
    cycle
    sterilizerId
    disinfectorId
    programNumber
    terms
    loadNumber
    bookNumber
    pageNumber
    roomId
    roomVolume
    peroxideConcentration
    notes
    disinfection
    sectorName
  }
`;

const editMutation = graphql`
  mutation BIReadingsEditMutation($ids: [ID!]!, $input: BIReadingInput!, $move: ReadingMove) {
    editBIReadings(ids: $ids, input: $input, move: $move) {
      ...BIReadings_row
    }
  }
`;

const viewMutation = graphql`
  mutation BIReadingsViewMutation($id: ID!) {
    viewBIReading(id: $id) {
      id
      viewed
    }
  }
`;

export type BIRow = BIReadings_row$data;

const INT_FIELDS = new Set(["productId", "conditionSCIB", "processId", "valueDUnit", "sterilizerId", "disinfectorId", "visualResult"]);
const FLOAT_FIELDS = new Set(["valueD", "roomVolume", "peroxideConcentration"]);

/** Form values → BIReadingInput (only the keys given: massive edits send what was filled). */
export function biInput(payload: FormValues): BIReadingInput {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) {
    input[name] = INT_FIELDS.has(name) || FLOAT_FIELDS.has(name) ? toNumber(value) : toText(value);
  }
  return input as BIReadingInput;
}

export function biValues(row: BIRow): FormValues {
  return {
    productId: asValue(row.productId),
    lot: asValue(row.lot),
    conditionSCIB: asValue(row.conditionSCIB),
    processId: asValue(row.processId),
    valueD: asValue(row.valueD),
    valueDUnit: asValue(row.valueDUnit),
    cycle: asValue(row.cycle),
    sterilizerId: asValue(row.sterilizerId),
    disinfectorId: asValue(row.disinfectorId),
    programNumber: asValue(row.programNumber),
    loadNumber: asValue(row.loadNumber),
    roomId: asValue(row.roomId),
    roomVolume: asValue(row.roomVolume),
    peroxideConcentration: asValue(row.peroxideConcentration),
    bookNumber: asValue(row.bookNumber),
    pageNumber: asValue(row.pageNumber),
    terms: asValue(row.terms),
    ticketNumber: asValue(row.ticketNumber),
    visualResult: asValue(row.visualResult),
    notes: asValue(row.notes),
  };
}

export interface BIScreenProps {
  /** LIVE (/appbilive) or PROVISIONAL (/appbifinished). */
  state: Extract<ReadingState, "LIVE" | "PROVISIONAL">;
}

export function BIReadingsList({ state, queryRef }: BIScreenProps & ScreenProps<readingListQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const provisional = state === "PROVISIONAL";
  const { connection, pagination } = useReadingList(queryRef);
  // Every node of readings(kind) is of this kind: its row fragment is there.
  const rows: BIRow[] = useMemo(() => connection.edges.flatMap((edge) => (edge.node.bi ? [readInlineData<BIReadings_row$key>(biRowFragment, edge.node.bi)] : [])), [connection]);


  // Reference data and labels.
  const config = useScreenConfig(BI_SCREEN);
  const label = useLabel(config);
  const { products } = useProducts("ReadingBI");
  const sterilizers = useMachines("Sterilizer");
  const disinfectors = useMachines("Disinfector");
  const visualResults = useCodedOptions("BI", "visualResults");
  const processes = useCodedOptions("BI", "processId");
  const conditions = useCodedOptions("BI", "conditionSCIB");
  const units = useCodedOptions("BI", "valueDUnit");
  const [quickCreate, setQuickCreate] = useState<{ kind: "STERILIZER" | "DISINFECTOR"; set: (id: string) => void } | null>(null);

  const productType = useCallback(
    (productId: string | number | null | undefined, fallbackDisinfection: boolean) => {
      const product = products.find((p) => String(p.id) === String(productId ?? ""));
      return product ? product.productModel.type : fallbackDisinfection ? DISINFECTION : STERILISATION;
    },
    [products],
  );

  // ── Form ────────────────────────────────────────────────────────────────────────────
  const fieldsFor = (selection: readonly BIRow[], mode: FormKind): ReadingFieldDef[] => {
    const sectors = mode === "massive" ? new Set(selection.map((r) => r.sectorName)) : undefined;
    return [
      { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: productOptions(products), scan: "product" },
      { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", scan: "lot", upperCase: true, max: 40 },
      { name: "conditionSCIB", label: "readings.field.conditionSCIB", object: "conditionSCIB", type: "select", group: "product", options: conditions.options },
      { name: "processId", label: "readings.field.process", object: "process", type: "select", group: "process", options: processes.options },
      { name: "valueD", label: "readings.field.valueD", object: "valueD", type: "number", group: "process" },
      { name: "valueDUnit", label: "readings.field.valueDUnit", object: "valueDUnit", type: "select", group: "process", options: units.options },
      { name: "cycle", label: "readings.field.cycle", object: "cycle", type: "text", group: "process", max: 40 },
      { name: "sterilizerId", label: "readings.field.sterilizer", object: "sterilizer", type: "select", group: "process", options: machineOptions(sterilizers.machines, sectors) },
      { name: "disinfectorId", label: "readings.field.disinfector", object: "disinfector", type: "select", group: "process", options: machineOptions(disinfectors.machines, sectors) },
      { name: "programNumber", label: "readings.field.programNumber", object: "programNumber", type: "text", group: "process", max: 40 },
      { name: "loadNumber", label: "readings.field.loadNumber", object: "loadNumber", type: "text", group: "process", max: 40 },
      { name: "roomId", label: "readings.field.roomId", object: "roomId", type: "text", group: "other", max: 40 },
      { name: "roomVolume", label: "readings.field.roomVolume", object: "roomVolume", type: "number", group: "other" },
      { name: "peroxideConcentration", label: "readings.field.peroxideConcentration", object: "peroxideConcentration", type: "number", group: "other" },
      { name: "bookNumber", label: "readings.field.bookNumber", object: "bookNumber", type: "text", group: "other", max: 40 },
      { name: "pageNumber", label: "readings.field.pageNumber", object: "pageNumber", type: "text", group: "other", max: 40 },
      { name: "terms", label: "readings.field.terms", object: "terms", type: "text", group: "other", max: 200 },
      { name: "ticketNumber", label: "readings.field.ticketNumber", type: "text", group: "other", notSecurable: true, max: 40 },
      { name: "visualResult", label: "readings.field.visualResult", type: "select", group: "other", options: visualResults.options, notSecurable: true },
      { name: "notes", label: "readings.field.notes", object: "notes", type: "textarea", group: "other", max: 2000 },
    ];
  };

  const rulesFor =
    (selection: readonly BIRow[]): FormRules =>
    (values, mode) => {
      const hidden: string[] = [];
      const required: string[] = [];
      const locked: Record<string, string> = {};
      // The family: the chosen product's model type, else the readings' own.
      const chosen = String(values.productId ?? "");
      const families = new Set(chosen ? [productType(chosen, false)] : selection.map((r) => productType(r.productId, r.disinfection)));
      const sterilisation = families.has(STERILISATION);
      const disinfection = families.has(DISINFECTION);
      if (!disinfection) hidden.push("disinfectorId", "roomId", "roomVolume", "peroxideConcentration");
      if (!sterilisation) hidden.push("sterilizerId");
      const condition = String(values.conditionSCIB ?? "");
      const hiddenGroups = condition === SCIB_PROCESSED ? [] : (["process"] as const);
      if (condition === SCIB_PROCESSED) required.push("cycle", "programNumber", ...(sterilisation ? ["sterilizerId"] : []), ...(disinfection ? ["disinfectorId"] : []));
      if (mode === "massive" && claims?.UserType === COMPANY_ADMIN) {
        locked.sterilizerId = t("readings.machineLocked");
        locked.disinfectorId = t("readings.machineLocked");
      }
      return { hidden, required, locked, hiddenGroups: [...hiddenGroups] };
    };

  const save = async (selection: readonly BIRow[], payload: FormValues, move: ReadingMove | null, updater?: (store: RecordSourceSelectorProxy) => void) => {
    const response = await commit<BIReadingsEditMutation>(environment, editMutation, { ids: selection.map((r) => r.id), input: biInput(payload), move }, updater);
    return response.editBIReadings;
  };

  // ── Columns ─────────────────────────────────────────────────────────────────────────
  const readNumberColumn: Column<BIRow> = {
    key: "readNumber",
    header: t("readings.field.readNumber"),
    value: (r) => r.readNumber,
    rowHeader: true,
    wrapHeader: true,
    width: "minmax(56px, 0.6fr)",
    render: (r) => (
      <span className={styles.readNumber}>
        {r.readNumber}
        {r.edited && <EditedMark />}
      </span>
    ),
  };
  const position: Column<BIRow> = { key: "positionNumber", header: t("readings.field.position"), value: (r) => r.positionNumber, width: "minmax(60px, 0.5fr)", wrapHeader: true };
  const started: Column<BIRow> = { key: "startedAt", header: t("readings.field.startedTime"), value: (r) => toDateValue(r.startedAt), text: (r) => dateTimeText(r.startedAt), width: "minmax(88px, 1fr)", wrapHeader: true };
  const program: Column<BIRow> = { key: "programName", header: t("readings.field.program"), value: (r) => r.programName ?? "", width: "minmax(72px, 1fr)", wrapHeader: true };
  const incubator: Column<BIRow> = { key: "incubatorName", header: t("readings.field.incubator"), value: (r) => r.incubatorName ?? "", width: "minmax(80px, 1fr)", wrapHeader: true };
  const columns: Column<BIRow>[] = provisional
    ? [
        readNumberColumn,
        position,
        started,
        { key: "resultAt", header: t("readings.field.endTime"), value: (r) => toDateValue(r.resultAt), text: (r) => dateTimeText(r.resultAt), width: "minmax(88px, 1fr)", wrapHeader: true },
        program,
        {
          key: "result",
          header: t("readings.field.result"),
          value: (r) => r.result ?? null,
          text: (r) => (r.resultDescription ? t(r.resultDescription) : ""),
          render: (r) => <ReadingResult family="BI" result={r.result} description={r.resultDescription} />,
          width: "minmax(80px, 1fr)",
          wrapHeader: true,
        },
        { key: "averageTemperature", header: t("readings.field.averageTemperature"), value: (r) => r.averageTemperature ?? null, text: (r) => numberText(r.averageTemperature, 1, " °C"), width: "minmax(68px, 0.8fr)", wrapHeader: true },
        { key: "ticketNumber", header: t("readings.field.ticketNumber"), value: (r) => r.ticketNumber ?? "", width: "minmax(68px, 0.8fr)", wrapHeader: true },
        incubator,
      ]
    : [
        readNumberColumn,
        position,
        started,
        {
          key: "elapsed",
          header: t("readings.field.elapsed"),
          value: (r) => toDateValue(r.startedAt),
          sortable: false,
          searchable: false,
          render: (r) => <ElapsedTime start={r.startedAt} />,
          width: "minmax(80px, 0.8fr)",
          wrapHeader: true,
        },
        program,
        incubator,
        { key: "productName", header: t("readings.field.product"), value: (r) => r.productName ?? "", width: "minmax(80px, 1fr)", wrapHeader: true },
        { key: "lot", header: t("readings.field.lot"), value: (r) => r.lot ?? "", width: "minmax(72px, 0.8fr)", wrapHeader: true },
      ];
  const sortedColumns = withReadingOrder(columns);
  const defaultSort = provisional ? NEWEST_READ : NEWEST_STARTED;
  const table = useConnectionTable({ id: provisional ? "bi-provisional" : "bi-live", rows, totalCount: connection.totalCount, pagination, columns: sortedColumns, initialSort: defaultSort });
  // Events place their reading in the store; the 30 s fallback and the header's button ask for the listed pages again.
  const { live, remove: removeFromList } = useLiveConnection("BI", state, connection.__id, "ReadingConnectionEdge", table.refresh);

  // ── Detail ──────────────────────────────────────────────────────────────────────────
  const machine = (list: readonly MachineRow[], id: number | null | undefined) => machineText(list.find((m) => m.id === id)) || (id ? `#${id}` : "");
  const detailGroups = (r: BIRow): DetailGroups => {
    const type = productType(r.productId, r.disinfection);
    const disinfection = type === DISINFECTION;
    const item = (key: string, labelKey: string, value: React.ReactNode, object?: string) => ({ key, label: object ? label(object, labelKey) : t(labelKey), value });
    return {
      product: [
        item("product", "readings.field.product", r.productName, "product"),
        item("lot", "readings.field.lot", r.lot, "lot"),
        item("conditionSCIB", "readings.field.conditionSCIB", conditions.text(r.conditionSCIB), "conditionSCIB"),
      ],
      process:
        String(r.conditionSCIB ?? "") === SCIB_PROCESSED
          ? [
              item("process", "readings.field.process", processes.text(r.processId), "process"),
              item("valueD", "readings.field.valueD", r.valueD != null ? `${r.valueD} ${units.text(r.valueDUnit)}`.trim() : "", "valueD"),
              item("cycle", "readings.field.cycle", r.cycle, "cycle"),
              disinfection
                ? item("disinfector", "readings.field.disinfector", machine(disinfectors.machines, r.disinfectorId), "disinfector")
                : item("sterilizer", "readings.field.sterilizer", machine(sterilizers.machines, r.sterilizerId), "sterilizer"),
              item("programNumber", "readings.field.programNumber", r.programNumber, "programNumber"),
              item("loadNumber", "readings.field.loadNumber", r.loadNumber, "loadNumber"),
            ]
          : [],
      other: [
        ...(disinfection
          ? [
              item("roomId", "readings.field.roomId", r.roomId, "roomId"),
              item("roomVolume", "readings.field.roomVolume", r.roomVolume != null ? String(r.roomVolume) : "", "roomVolume"),
              item("peroxideConcentration", "readings.field.peroxideConcentration", r.peroxideConcentration != null ? String(r.peroxideConcentration) : "", "peroxideConcentration"),
            ]
          : []),
        item("bookNumber", "readings.field.bookNumber", r.bookNumber, "bookNumber"),
        item("pageNumber", "readings.field.pageNumber", r.pageNumber, "pageNumber"),
        item("terms", "readings.field.terms", r.terms, "terms"),
        item("ticketNumber", "readings.field.ticketNumber", r.ticketNumber),
        item("visualResult", "readings.field.visualResult", r.visualResultDescription ? t(r.visualResultDescription) : ""),
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
        item("resultDate", "readings.field.endTime", dateTimeText(r.resultAt)),
        item("elapsed", "readings.field.elapsed", <ElapsedTime start={r.startedAt} end={r.resultAt} />),
        item("result", "readings.field.result", <ReadingResult family="BI" result={r.result} description={r.resultDescription} />),
        item("averageTemperature", "readings.field.averageTemperature", numberText(r.averageTemperature, 1, " °C")),
        item("state", "readings.field.state", t(`readings.state.${r.state}`)),
      ],
    };
  };

  const quickCreateLink = (field: ReadingFieldDef, setValue: (name: string, value: string) => void, disabled: boolean) => {
    if (field.name !== "sterilizerId" && field.name !== "disinfectorId") return null;
    const kind = field.name === "sterilizerId" ? "STERILIZER" : "DISINFECTOR";
    return (
      <Button
        variant="invisible"
        size="small"
        leadingVisual={PlusIcon}
        disabled={disabled}
        className={styles.linkButton}
        onClick={() => setQuickCreate({ kind, set: (id) => setValue(field.name, id) })}
        data-testid={`quick-create-${kind.toLowerCase()}`}
      >
        {kind === "STERILIZER" ? t("readings.addSterilizer") : t("readings.addDisinfector")}
      </Button>
    );
  };

  return (
    <>
      <LiveHeader live={live} />
      <ReadingTable<BIRow>
        id={provisional ? "bi-provisional" : "bi-live"}
        title={provisional ? t("readings.bi.provisionalTitle") : t("readings.bi.liveTitle")}
        rows={rows}
        loading={table.loading}
        server={table.server}
        getRowId={(r) => r.id}
        readNumber={(r) => r.readNumber}
        columns={sortedColumns}
        initialSort={defaultSort}
        viewed={provisional ? (r) => r.viewed : undefined}
        detail={{
          title: (r) => t("readings.bi.detailTitle", { readNumber: r.readNumber }),
          subtitle: (r) => [r.productName, r.incubatorName].filter(Boolean).join(" · ") || undefined,
          groups: detailGroups,
          markViewed: provisional ? (r) => commit<BIReadingsViewMutation>(environment, viewMutation, { id: r.id }) : undefined,
        }}
        edit={{
          fields: fieldsFor,
          rules: rulesFor,
          serverRequired: config.required,
          label: (field) => label(field.object ?? field.name, field.label),
          toValues: biValues,
          massive: true,
          canConfirmAndSave: provisional ? () => true : undefined,
          onValuesChange: () => (next, previous, changed) => {
            // A product of the other family clears the machine of the family left behind.
            if (changed !== "productId") return;
            const before = productType(String(previous.productId ?? ""), false);
            const after = productType(String(next.productId ?? ""), false);
            if (String(previous.productId ?? "") && before !== after) return { ...next, sterilizerId: after === STERILISATION ? next.sterilizerId : "", disinfectorId: after === DISINFECTION ? next.disinfectorId : "" };
          },
          fieldExtra: (_rows, mode) => (field, context) => (mode === "massive" && claims?.UserType === COMPANY_ADMIN ? null : quickCreateLink(field, context.setValue, context.busy)),
          onSave: async (selection, payload, action, mode) => {
            const move: ReadingMove | null = action === "confirmAndSave" ? "CONFIRM_AND_SAVE" : null;
            const saved = await save(selection, payload, move, move ? removeFromList(selection.map((r) => r.id)) : undefined);
            return mode === "massive" ? t("readings.massSaved", { count: saved.length }) : move ? t("readings.confirmedAndSaved") : t("dialog.saved");
          },
        }}
        toHistorical={
          provisional
            ? async (selection) => {
                const ids = selection.map((r) => r.id);
                await save(selection, {}, "TO_HISTORICAL", removeFromList(ids));
                return selection.length === 1 ? t("readings.movedToHistorical") : t("readings.massMovedToHistorical", { count: selection.length });
              }
            : undefined
        }
      />
      {quickCreate && (
        <QuickCreateMachineDialog
          kind={quickCreate.kind}
          onCreated={async (id) => {
            await (quickCreate.kind === "STERILIZER" ? sterilizers : disinfectors).reload();
            quickCreate.set(String(id));
            setQuickCreate(null);
          }}
          onClose={() => setQuickCreate(null)}
        />
      )}
    </>
  );
}
