// Biological indicator readings, screen 400 (spec 001 "Biological live/provisional readings"):
// /appbilive (LIVE: incubating) and /appbifinished (PROVISIONAL: result reported).
// - Live: multi-select, edit and massive edit, detail, live updates (readingChanged, 30 s
//   fallback), last update time, elapsed time ticking.
// - Provisional: read number, position, start time, end time, program, result (coloured dot),
//   average temperature, ticket number, incubator; detail (opens after 500 ms, marks viewed,
//   unviewed rows highlighted), to historical single and massive with confirmation, edit and
//   massive edit with the split save button ('Confirm and save').
// The form's rules (condition SCIB and the Process group, the product's family choosing the
// sterilizer or the disinfector and the room fields, machines locked in a company
// administrator's massive edit) come from the server: readingForm("BI"), evaluated by
// shared/formRules.ts. Sterilizers and disinfectors can be quick-created from the form.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useRelayEnvironment } from "react-relay";
import type { BIReadingInput, BIReadingsEditMutation } from "../../../__generated__/BIReadingsEditMutation.graphql";
import type { BIReadings_row$data, BIReadings_row$key } from "../../../__generated__/BIReadings_row.graphql";
import type { readingListQuery, ReadingState } from "../../../__generated__/readingListQuery.graphql";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { commit } from "../../../relay/operations";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { clearNotApplying, serverRules, shownFor, withServerFields } from "../shared/formRules";
import { LiveHeader } from "../shared/LiveHeader";
import type { DetailGroups, DetailItem } from "../shared/ReadingDetailDialog";
import { asValue, toNumber, toText, type FormKind, type ReadingFieldDef } from "../shared/readingFields";
import { useReadingList } from "../shared/readingList";
import { NEWEST_READ, NEWEST_STARTED, withReadingOrder } from "../shared/readingOrder";
import { incubatedColumns, incubationItems, markViewed, readingMoves, useQuickCreateMachine, type ReadingMove } from "../shared/ReadingParts";
import { ReadingTable } from "../shared/ReadingTable";
import { useLiveConnection } from "../shared/useLiveReadings";
import { positiveControlItems } from "./PositiveControl";
import { dayValue, formWarnings, warningItems, withRowWarnings } from "../shared/Warnings";
import { dateOnlyText } from "../chemical/chemicalFormat";
import { machineOptions, machineText, productFactsOf, productOptions, useCodedOptions, useMachines, useProducts, useReadingForm, type MachineRow } from "../shared/useReference";
import type { Signature } from "../../../components/signature/SignatureDialog";

export const BI_SCREEN = 400;

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
    expirationDate
    ...Warnings_reading @relay(mask: false)
    conditionSCIB
    processId
    valueD
    valueDUnit
    cycle
    exposureMinutes
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
    ruleFacts {
      name
      values
    }
  }
`;

const editMutation = graphql`
  mutation BIReadingsEditMutation($ids: [ID!]!, $input: BIReadingInput!, $move: ReadingMove, $signature: SignatureInput) {
    editBIReadings(ids: $ids, input: $input, move: $move, signature: $signature) {
      ...BIReadings_row
    }
  }
`;


export type BIRow = BIReadings_row$data;

const INT_FIELDS = new Set(["exposureMinutes", "productId", "conditionSCIB", "processId", "valueDUnit", "sterilizerId", "disinfectorId", "visualResult"]);
const FLOAT_FIELDS = new Set(["valueD", "roomVolume", "peroxideConcentration"]);

/** Form values → BIReadingInput (only the keys given: massive edits send what was filled). */
export function biInput(payload: FormValues): BIReadingInput {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) {
    input[name] = INT_FIELDS.has(name) || FLOAT_FIELDS.has(name) ? toNumber(value) : toText(value);
  }
  return input as BIReadingInput;
}

const FORM_FIELDS = ["productId", "lot", "expirationDate", "conditionSCIB", "processId", "valueD", "valueDUnit", "cycle", "exposureMinutes", "sterilizerId", "disinfectorId", "programNumber", "loadNumber", "roomId", "roomVolume", "peroxideConcentration", "bookNumber", "pageNumber", "terms", "ticketNumber", "visualResult", "notes"] as const;

export function biValues(row: BIRow): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((name) => [name, name === "expirationDate" ? dayValue(row.expirationDate) : asValue(row[name])]));
}

export interface BIScreenProps {
  /** LIVE (/appbilive) or PROVISIONAL (/appbifinished). */
  state: Extract<ReadingState, "LIVE" | "PROVISIONAL">;
}

export function BIReadingsList({ state, queryRef }: BIScreenProps & ScreenProps<readingListQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const provisional = state === "PROVISIONAL";
  const { connection, pagination } = useReadingList(queryRef);
  // Every node of readings(kind) is of this kind: its row fragment is there.
  const rows: BIRow[] = useMemo(() => connection.edges.flatMap((edge) => (edge.node.bi ? [readInlineData<BIReadings_row$key>(biRowFragment, edge.node.bi)] : [])), [connection]);

  // Reference data, labels and the server's form.
  const config = useScreenConfig(BI_SCREEN);
  const label = useLabel(config);
  const form = useReadingForm("BI");
  const { products } = useProducts("ReadingBI");
  const productFacts = productFactsOf(products);
  const sterilizers = useMachines("Sterilizer");
  const disinfectors = useMachines("Disinfector");
  const visualResults = useCodedOptions("BI", "visualResults");
  const processes = useCodedOptions("BI", "processId");
  const conditions = useCodedOptions("BI", "conditionSCIB");
  const units = useCodedOptions("BI", "valueDUnit");
  const quickSterilizer = useQuickCreateMachine("STERILIZER", sterilizers.reload, { label: t("readings.addSterilizer"), testId: "quick-create-sterilizer" });
  const quickDisinfector = useQuickCreateMachine("DISINFECTOR", disinfectors.reload, { label: t("readings.addDisinfector"), testId: "quick-create-disinfector" });

  // ── Form ────────────────────────────────────────────────────────────────────────────
  const fieldsFor = (selection: readonly BIRow[], mode: FormKind): ReadingFieldDef[] => {
    const sectors = mode === "massive" ? new Set(selection.map((r) => r.sectorName)) : undefined;
    return withServerFields(
      [
        { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: productOptions(products), scan: "product" },
        { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", scan: "lot", upperCase: true },
        { name: "expirationDate", label: "warnings.field.expirationDate", type: "date", group: "product", scan: "expiry", notSecurable: true },
        { name: "conditionSCIB", label: "readings.field.conditionSCIB", object: "conditionSCIB", type: "select", group: "product", options: conditions.options },
        { name: "processId", label: "readings.field.process", object: "process", type: "select", group: "process", options: processes.options },
        { name: "valueD", label: "readings.field.valueD", object: "valueD", type: "number", group: "process" },
        { name: "valueDUnit", label: "readings.field.valueDUnit", object: "valueDUnit", type: "select", group: "process", options: units.options },
        { name: "cycle", label: "readings.field.cycle", object: "cycle", type: "text", group: "process" },
        { name: "exposureMinutes", label: "readings.field.exposureMinutes", type: "number", integer: true, group: "process", notSecurable: true },
        { name: "sterilizerId", label: "readings.field.sterilizer", object: "sterilizer", type: "select", group: "process", options: machineOptions(sterilizers.machines, sectors) },
        { name: "disinfectorId", label: "readings.field.disinfector", object: "disinfector", type: "select", group: "process", options: machineOptions(disinfectors.machines, sectors) },
        { name: "programNumber", label: "readings.field.programNumber", object: "programNumber", type: "text", group: "process" },
        { name: "loadNumber", label: "readings.field.loadNumber", object: "loadNumber", type: "text", group: "process" },
        { name: "roomId", label: "readings.field.roomId", object: "roomId", type: "text", group: "other" },
        { name: "roomVolume", label: "readings.field.roomVolume", object: "roomVolume", type: "number", group: "other" },
        { name: "peroxideConcentration", label: "readings.field.peroxideConcentration", object: "peroxideConcentration", type: "number", group: "other" },
        { name: "bookNumber", label: "readings.field.bookNumber", object: "bookNumber", type: "text", group: "other" },
        { name: "pageNumber", label: "readings.field.pageNumber", object: "pageNumber", type: "text", group: "other" },
        { name: "terms", label: "readings.field.terms", object: "terms", type: "text", group: "other" },
        { name: "ticketNumber", label: "readings.field.ticketNumber", type: "text", group: "other", notSecurable: true },
        { name: "visualResult", label: "readings.field.visualResult", type: "select", group: "other", options: visualResults.options, notSecurable: true },
        { name: "notes", label: "readings.field.notes", object: "notes", type: "textarea", group: "other" },
      ],
      form,
    );
  };

  const save = async (selection: readonly BIRow[], payload: FormValues, move: ReadingMove | null, updater?: Parameters<typeof commit>[3], signature?: Signature) =>
    (await commit<BIReadingsEditMutation>(environment, editMutation, { ids: selection.map((r) => r.id), input: biInput(payload), move, signature: signature ?? null }, updater)).editBIReadings;

  // ── Columns ─────────────────────────────────────────────────────────────────────────
  const c = incubatedColumns<BIRow>(t, "BI");
  const readNumber = withRowWarnings<BIRow, typeof c.readNumber>(c.readNumber, rows);
  const columns = provisional
    ? [readNumber, c.position, c.started, c.resultAt, c.program, c.result, c.averageTemperature, c.ticketNumber, c.incubator]
    : [
        readNumber,
        c.position,
        c.started,
        c.elapsed,
        c.program,
        c.incubator,
        { key: "productName", header: t("readings.field.product"), value: (r: BIRow) => r.productName ?? "", width: "minmax(80px, 1fr)", wrapHeader: true },
        { key: "lot", header: t("readings.field.lot"), value: (r: BIRow) => r.lot ?? "", width: "minmax(72px, 0.8fr)", wrapHeader: true },
      ];
  const sortedColumns = withReadingOrder(columns);
  const defaultSort = provisional ? NEWEST_READ : NEWEST_STARTED;
  const table = useConnectionTable({ id: provisional ? "bi-provisional" : "bi-live", rows, totalCount: connection.totalCount, pagination, columns: sortedColumns, initialSort: defaultSort });
  // Events place their reading in the store; the 30 s fallback and the header's button ask for the listed pages again.
  const { live, remove: removeFromList } = useLiveConnection("BI", state, connection.__id, "ReadingConnectionEdge", table.refresh);
  const moves = readingMoves<BIRow>(t, save, removeFromList, { massSaved: "readings.massSaved", movedOne: "readings.movedToHistorical", movedMany: "readings.massMovedToHistorical" });

  // ── Detail ──────────────────────────────────────────────────────────────────────────
  const machine = (list: readonly MachineRow[], id: number | null | undefined) => machineText(list.find((m) => m.id === id)) || (id ? `#${id}` : "");
  const detailGroups = (r: BIRow): DetailGroups => {
    // An item shows when its field applies to the reading (the server's form rules).
    const item = (field: string, key: string, labelKey: string, value: React.ReactNode, object?: string): DetailItem[] =>
      shownFor(form, r, field) ? [{ key, label: object ? label(object, labelKey) : t(labelKey), value }] : [];
    return {
      product: [
        ...item("productId", "product", "readings.field.product", r.productName, "product"),
        ...item("lot", "lot", "readings.field.lot", r.lot, "lot"),
        ...item("expirationDate", "expirationDate", "warnings.field.expirationDate", dateOnlyText(dayValue(r.expirationDate))),
        ...warningItems(t, r, "lotExpired"),
        ...item("conditionSCIB", "conditionSCIB", "readings.field.conditionSCIB", conditions.text(r.conditionSCIB), "conditionSCIB"),
        // Asked by the detail itself, for this one reading (not by the list's rows).
        ...positiveControlItems(t, r),
      ],
      process: [
        ...item("processId", "process", "readings.field.process", processes.text(r.processId), "process"),
        ...item("valueD", "valueD", "readings.field.valueD", r.valueD != null ? `${r.valueD} ${units.text(r.valueDUnit)}`.trim() : "", "valueD"),
        ...item("cycle", "cycle", "readings.field.cycle", r.cycle, "cycle"),
        ...item("exposureMinutes", "exposureMinutes", "readings.field.exposureMinutes", r.exposureMinutes != null ? t("readings.minutesValue", { count: r.exposureMinutes }) : ""),
        ...item("disinfectorId", "disinfector", "readings.field.disinfector", machine(disinfectors.machines, r.disinfectorId), "disinfector"),
        ...item("sterilizerId", "sterilizer", "readings.field.sterilizer", machine(sterilizers.machines, r.sterilizerId), "sterilizer"),
        ...warningItems(t, r, "outOfService"),
        ...item("programNumber", "programNumber", "readings.field.programNumber", r.programNumber, "programNumber"),
        ...item("loadNumber", "loadNumber", "readings.field.loadNumber", r.loadNumber, "loadNumber"),
      ],
      other: [
        ...item("roomId", "roomId", "readings.field.roomId", r.roomId, "roomId"),
        ...item("roomVolume", "roomVolume", "readings.field.roomVolume", r.roomVolume != null ? String(r.roomVolume) : "", "roomVolume"),
        ...item("peroxideConcentration", "peroxideConcentration", "readings.field.peroxideConcentration", r.peroxideConcentration != null ? String(r.peroxideConcentration) : "", "peroxideConcentration"),
        ...item("bookNumber", "bookNumber", "readings.field.bookNumber", r.bookNumber, "bookNumber"),
        ...item("pageNumber", "pageNumber", "readings.field.pageNumber", r.pageNumber, "pageNumber"),
        ...item("terms", "terms", "readings.field.terms", r.terms, "terms"),
        ...item("ticketNumber", "ticketNumber", "readings.field.ticketNumber", r.ticketNumber),
        ...item("visualResult", "visualResult", "readings.field.visualResult", r.visualResultDescription ? t(r.visualResultDescription) : ""),
        ...item("sector", "sector", "readings.field.sector", r.sectorName),
        ...item("edited", "edited", "readings.field.edited", r.edited ? t("common.yes") : t("common.no")),
        { key: "notes", label: label("notes", "readings.field.notes"), value: r.notes, wide: true },
      ],
      incubation: incubationItems(t, r, "BI", []),
    };
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
          markViewed: provisional ? (r) => markViewed(environment, r.id) : undefined,
        }}
        edit={{
          fields: fieldsFor,
          rules: (selection) => serverRules(form, selection, fieldsFor(selection, "update"), productFacts, t("readings.machineLocked")),
          serverRequired: config.required,
          label: (field) => label(field.object ?? field.name, field.label),
          toValues: biValues,
          massive: true,
          canConfirmAndSave: provisional ? () => true : undefined,
          // A product of the other family clears the machine of the family left behind.
          onValuesChange: (selection) => clearNotApplying(form, selection, fieldsFor(selection, "update"), productFacts),
          fieldExtra: (_rows, mode) => (field, context) => {
            if (mode === "massive" && form?.massiveLocked.includes(field.name)) return null;
            if (field.name === "sterilizerId") return quickSterilizer.link(field.name, context);
            if (field.name === "disinfectorId") return quickDisinfector.link(field.name, context);
            return null;
          },
          // The chosen machine out of service, the lot expired before the reading's date: warned at once.
          fieldWarning: (selection) =>
            formWarnings(
              { sterilizerId: { kind: "STERILIZER", list: sterilizers.machines }, disinfectorId: { kind: "DISINFECTOR", list: disinfectors.machines } },
              selection.map((r) => r.startedAt),
            ),
          onSave: moves.onSave,
        }}
        toHistorical={provisional ? moves.toHistorical : undefined}
      />
      {quickSterilizer.dialog}
      {quickDisinfector.dialog}
    </>
  );
}
