// The provisional chemical indicator readings (spec 001 "Chemical sterilizer provisional",
// screen 700, and "Chemical washer provisional", screen 600): one screen, its kind's
// differences as data (chemicalKinds.tsx). A paged multi-select table, newest read number
// first (search and order on the server); per row detail (opening it marks the reading
// viewed), edit and to-historical; massive edit and massive to-historical. Kept current by the
// readingChanged subscription, whose event carries the row into the store, with the 30 s
// refresh as fallback. The machine can be quick-created from the form.
// Reads and writes go through GraphQL: readings(kind), the kind's edit mutation, viewReading.
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ChemicalReadings_list$key } from "../../../__generated__/ChemicalReadings_list.graphql";
import type { ChemicalReadings_row$data, ChemicalReadings_row$key } from "../../../__generated__/ChemicalReadings_row.graphql";
import type { ChemicalReadingsQuery } from "../../../__generated__/ChemicalReadingsQuery.graphql";
import type { SaveAction } from "../../../components/dialog/SplitSaveButton";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import type { Column } from "../../../components/table/types";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { commit } from "../../../relay/operations";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { useSession } from "../../../session/session";
import { dateTimeText, numberText, temperatureText } from "../shared/format";
import { celsiusFrom, temperatureIn } from "../../../settings/companySettings";
import { LiveHeader } from "../shared/LiveHeader";
import type { DetailGroups } from "../shared/ReadingDetailDialog";
import { asValue, type FormKind, type ReadingFieldDef } from "../shared/readingFields";
import { NEWEST_READ, withReadingOrder } from "../shared/readingOrder";
import { ReadingScreen } from "../shared/ReadingScreen";
import { ReadingTable } from "../shared/ReadingTable";
import { ReadingResult } from "../shared/results";
import { useLiveConnection } from "../shared/useLiveReadings";
import { machineOptions, machineText, productFactsOf, productOptions, useCodedOptions, useMachines, useProducts, useReadingForm } from "../shared/useReference";
import { dateOnlyText } from "./chemicalFormat";
import { formWarnings, warningItems, withRowWarnings } from "../shared/Warnings";
import type { ChemicalKind, KindContext } from "./chemicalKinds";
import { markViewed, ReadNumberCell, useQuickCreateMachine } from "../shared/ReadingParts";
import { serverRules, withServerFields } from "../shared/formRules";
import { dateValue, notApplicableValues, sectorsOf, toInput, type InputKind } from "./chemicalRules";
import styles from "./Chemical.module.css";
import type { Signature } from "../../../components/signature/SignatureDialog";

export const chemicalQuery = graphql`
  query ChemicalReadingsQuery($kind: ReadingKind!) {
    ...ChemicalReadings_list @arguments(kind: $kind)
  }
`;

const listFragment = graphql`
  fragment ChemicalReadings_list on Query
  @refetchable(queryName: "ChemicalReadingsPaginationQuery")
  @argumentDefinitions(
    kind: { type: "ReadingKind!" }
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ReadingOrder" }
    descending: { type: "Boolean" }
  ) {
    readings(kind: $kind, states: [PROVISIONAL], first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "ChemicalReadings_readings") {
      __id
      totalCount
      edges {
        node {
          ...ChemicalReadings_row
        }
      }
    }
  }
`;

// The fields of a row, shared by the list, the mutations and the live events so that each
// answer refreshes the row it concerns (a reading moved to historical leaves the list).
const rowFragment = graphql`
  fragment ChemicalReadings_row on Reading @inline {
    id
    readingId
    readNumber
    state
    result
    resultDescription
    visualResult
    productName
    lot
    cycle
    programNumber
    bookNumber
    pageNumber
    notes
    sectorName
    viewed
    edited
    ...Warnings_reading @relay(mask: false)
    ruleFacts {
      name
      values
    }
    ... on CheSterilizerReading {
      testedAt
      visualResultDescription
      manufactureDate
      expirationDate
      productId
      temperature
      sterilizerId
      exposureTime
      packageNumber
      concentration
      relativeDampness
    }
    ... on CheWasherReading {
      testedAt
      visualResultDescription
      manufactureDate
      expirationDate
      productId
      temperature
      washerId
      location
      washingTime
      detergentConcentration
      detergentType
      waterPressure
      waterHardness
    }
  }
`;

// One edit mutation per kind (their inputs differ); both answer the row.
export const sterilizerMutations = {
  edit: graphql`
    mutation ChemicalReadingsSterilizerEditMutation($ids: [ID!]!, $input: CheSterilizerReadingInput!, $move: ReadingMove, $signature: SignatureInput) {
      editCheSterilizerReadings(ids: $ids, input: $input, move: $move, signature: $signature) {
        ...ChemicalReadings_row
      }
    }
  `,
};
export const washerMutations = {
  edit: graphql`
    mutation ChemicalReadingsWasherEditMutation($ids: [ID!]!, $input: CheWasherReadingInput!, $move: ReadingMove, $signature: SignatureInput) {
      editCheWasherReadings(ids: $ids, input: $input, move: $move, signature: $signature) {
        ...ChemicalReadings_row
      }
    }
  `,
};

export type ChemicalRow = ChemicalReadings_row$data;

/** GraphQL input kinds of the fields both kinds have (massMachineId is the massive form's machine). */
const SHARED_INPUTS: Record<string, InputKind> = {
  productId: "int",
  lot: "text",
  manufactureDate: "date",
  expirationDate: "date",
  cycle: "text",
  programNumber: "text",
  temperature: "number",
  bookNumber: "text",
  pageNumber: "text",
  visualResult: "int",
  notes: "text",
};

export function ChemicalScreen({ kind, queryRef }: { kind: ChemicalKind } & ScreenProps<ChemicalReadingsQuery>) {
  const { t } = useTranslation();
  return (
    <ReadingScreen title={t(kind.texts.title)} description={t(kind.texts.description)} testId={kind.testId}>
      <ChemicalReadings kind={kind} queryRef={queryRef} />
    </ReadingScreen>
  );
}

function ChemicalReadings({ kind, queryRef }: { kind: ChemicalKind } & ScreenProps<ChemicalReadingsQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const config = useScreenConfig(kind.screenId);
  const label = useLabel(config);
  const data = usePreloadedQuery<ChemicalReadingsQuery>(chemicalQuery, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(listFragment, data as ChemicalReadings_list$key);
  // A reading moved on (here or elsewhere) leaves the screen as soon as the store knows.
  const rows = useMemo(
    () => list.readings.edges.map((edge) => readInlineData<ChemicalReadings_row$key>(rowFragment, edge.node)).filter((row) => row.state === "PROVISIONAL"),
    [list],
  );


  const products = useProducts(kind.productOption);
  const { machines, reload: reloadMachines } = useMachines(kind.machine.reference);
  const visualResults = useCodedOptions(kind.kind, "visualResults");
  const form = useReadingForm(kind.kind);
  const quickCreate = useQuickCreateMachine(kind.machine.quickCreate, reloadMachines, {
    label: kind.machine.quickCreate === "STERILIZER" ? t("chemical.addSterilizer") : t("chemical.addWasher"),
    testId: "quick-create-machine-open",
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const productById = useMemo(() => new Map(products.products.map((p) => [p.id, p])), [products.products]);
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const machineOf = (row: ChemicalRow) => machines.find((m) => m.id === kind.machine.of(row));
  const context: KindContext = {
    t,
    label,
    claims,
    rows,
    selectedRows,
    products: products.products,
    productsLoaded: products.loaded,
    productOf: (id) => (id == null || id === "" ? undefined : productById.get(Number(id))),
    machineOf,
    required: config.required,
    form,
  };
  const parts = kind.useParts(context);
  const { field: machineField, massField, object: machineObject, label: machineLabel } = kind.machine;

  const fields: ReadingFieldDef[] = withServerFields([
    { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: productOptions(products.products), scan: "product" },
    { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", upperCase: true, scan: "lot" },
    { name: "manufactureDate", label: "chemical.field.manufactureDate", type: "date", group: "product" },
    { name: "expirationDate", label: "chemical.field.expirationDate", type: "date", group: "product", scan: "expiry" },
    ...parts.fields.product,
    { name: machineField, label: machineLabel, object: machineObject, type: "select", group: "process", options: machineOptions(machines), massive: false },
    // The massive form's machines: those of the selected readings' sectors (spec 001 section 5).
    { name: massField, label: machineLabel, object: machineObject, type: "select", group: "process", options: machineOptions(machines, sectorsOf(selectedRows)) },
    { name: "cycle", label: "readings.field.cycle", type: "text", group: "process" },
    { name: "programNumber", label: "readings.field.programNumber", type: "text", group: "process" },
    { name: "temperature", label: "chemical.field.temperature", type: "number", group: "process" },
    ...parts.fields.process,
    ...parts.fields.other,
    { name: "bookNumber", label: "readings.field.bookNumber", type: "text", group: "other" },
    { name: "pageNumber", label: "readings.field.pageNumber", type: "text", group: "other" },
    { name: "notes", label: "readings.field.notes", type: "textarea", group: "other", max: 2000 },
    { name: "visualResult", label: "readings.field.visualResult", type: "select", group: "analysis", options: visualResults.options },
  ], form);

  // The server's rules (model fields, the machine a massive edit may not change), the massive
  // form showing its own machine field.
  const rules = (editing: readonly ChemicalRow[]) => (values: FormValues, mode: FormKind) => {
    const server = serverRules(form, editing, fields, productFactsOf(products.products), t("chemical.machineLocked"))(values, mode);
    const lockedMachine = server.locked?.[machineField];
    return { ...server, hidden: [...(server.hidden ?? []), mode === "update" ? massField : machineField], locked: lockedMachine ? { [massField]: lockedMachine } : undefined };
  };

  const toValues = (row: ChemicalRow): FormValues => ({
    productId: asValue(row.productId),
    lot: asValue(row.lot),
    manufactureDate: dateValue(row.manufactureDate),
    expirationDate: dateValue(row.expirationDate),
    [machineField]: asValue(kind.machine.of(row)),
    [massField]: "",
    cycle: asValue(row.cycle),
    programNumber: asValue(row.programNumber),
    // Typed and shown in the company's unit, stored in °C.
    temperature: row.temperature == null ? "" : String(Math.round(temperatureIn(row.temperature).value * 10) / 10),
    bookNumber: asValue(row.bookNumber),
    pageNumber: asValue(row.pageNumber),
    notes: asValue(row.notes),
    visualResult: asValue(row.visualResult),
    ...Object.fromEntries(Object.keys(kind.inputs).map((name) => [name, asValue((row as Record<string, unknown>)[name])])),
  });

  const inputKinds = { ...SHARED_INPUTS, ...kind.inputs, [machineField]: "int" as const, [massField]: "int" as const };

  const save = async (editing: readonly ChemicalRow[], payload: FormValues, action: SaveAction, mode: FormKind, values: FormValues, signature?: Signature) => {
    const input = { ...toInput(payload, inputKinds, { [massField]: machineField }), ...(mode === "update" ? notApplicableValues(rules(editing)(values, "update").hidden ?? [], config.required) : {}) };
    if (typeof input.temperature === "number") input.temperature = celsiusFrom(input.temperature);
    const ids = editing.map((row) => row.id);
    await commit(environment, kind.mutations.edit, { ids, input, move: action === "confirmAndSave" ? "CONFIRM_AND_SAVE" : null, signature: signature ?? null }, action === "confirmAndSave" ? removeFromList(ids) : undefined);
    if (mode === "massive") return t("chemical.massSaved", { count: editing.length });
  };

  const toHistorical = async (moving: readonly ChemicalRow[], signature?: Signature) => {
    const ids = moving.map((row) => row.id);
    await commit(environment, kind.mutations.edit, { ids, input: {}, move: "TO_HISTORICAL", signature: signature ?? null }, removeFromList(ids));
    return moving.length === 1 ? t("chemical.movedOne", { readNumber: moving[0]!.readNumber }) : t("chemical.movedMany", { count: moving.length });
  };

  const columns = withReadingOrder<ChemicalRow>([
    withRowWarnings<ChemicalRow, Column<ChemicalRow>>({
      key: "readNumber",
      header: t("readings.field.readNumber"),
      value: (r) => r.readNumber,
      text: (r) => String(r.readNumber),
      render: (r) => <ReadNumberCell readNumber={r.readNumber} edited={r.edited} />,
      rowHeader: true,
      width: "minmax(64px, 0.5fr)",
      wrapHeader: true,
    }, rows),
    { key: "testedAt", header: t("chemical.field.testedAt"), value: (r) => new Date(String(r.testedAt)), text: (r) => dateTimeText(r.testedAt), width: "minmax(100px, 1fr)", wrapHeader: true },
    {
      key: "result",
      header: t("readings.field.result"),
      value: (r) => r.result ?? 0,
      text: (r) => (r.resultDescription ? t(r.resultDescription) : ""),
      render: (r) => <ReadingResult family="CHE" result={r.result} description={r.resultDescription} />,
      width: "minmax(100px, 0.8fr)",
      wrapHeader: true,
    },
    {
      key: "visualResult",
      header: label("visualResult", "readings.field.visualResult"),
      value: (r) => r.visualResult ?? 0,
      text: (r) => (r.visualResultDescription ? t(r.visualResultDescription) : ""),
      render: (r) => (r.visualResult != null ? <ReadingResult family="CHE" result={r.visualResult} description={r.visualResultDescription} /> : <span className={styles.muted}>—</span>),
      width: "minmax(100px, 0.8fr)",
      wrapHeader: true,
    },
    ...parts.columns,
  ] satisfies Column<ChemicalRow>[]);
  const table = useConnectionTable({ id: kind.tableId, rows, totalCount: list.readings.totalCount, pagination, columns, initialSort: NEWEST_READ });
  // Events place their reading in the store; the 30 s fallback and the header's button ask for the listed pages again.
  const { live, remove: removeFromList } = useLiveConnection(kind.kind, "PROVISIONAL", list.readings.__id, "ReadingConnectionEdge", table.refresh);

  const detailGroups = (row: ChemicalRow): DetailGroups => {
    const item = (key: string, object: string, fallback: string, value: ReactNode) => ({ key, label: label(object, fallback), value });
    const machine = machineOf(row);
    const machineId = kind.machine.of(row);
    const extra = parts.detail(row);
    return {
      product: [
        item("product", "product", "readings.field.product", row.productName),
        ...extra.model,
        item("brand", "brand", "chemical.field.brand", context.productOf(row.productId)?.brand ?? ""),
        item("lot", "lot", "readings.field.lot", row.lot),
        item("manufactureDate", "manufactureDate", "chemical.field.manufactureDate", dateOnlyText(row.manufactureDate)),
        item("expirationDate", "expirationDate", "chemical.field.expirationDate", dateOnlyText(row.expirationDate)),
        ...warningItems(t, row, "lotExpired"),
        ...extra.product,
      ],
      process: [
        item(machineObject, machineObject, machineLabel, machine ? `${machineText(machine)} · ${machine.brand}` : machineId != null ? `#${machineId}` : ""),
        ...warningItems(t, row, "outOfService"),
        item("cycle", "cycle", "readings.field.cycle", row.cycle),
        item("programNumber", "programNumber", "readings.field.programNumber", row.programNumber),
        item("temperature", "temperature", "chemical.field.temperature", temperatureText(row.temperature, 1)),
        ...extra.process,
      ],
      other: [
        ...extra.other,
        item("bookNumber", "bookNumber", "readings.field.bookNumber", row.bookNumber),
        item("pageNumber", "pageNumber", "readings.field.pageNumber", row.pageNumber),
        item("sector", "sector", "readings.field.sector", row.sectorName),
        { key: "notes", label: label("notes", "readings.field.notes"), value: row.notes, wide: true },
      ],
      analysis: [
        item("readNumber", "readNumber", "readings.field.readNumber", String(row.readNumber)),
        item("testedAt", "testedAt", "chemical.field.testedAt", dateTimeText(row.testedAt)),
        item("result", "result", "readings.field.result", <ReadingResult family="CHE" result={row.result} description={row.resultDescription} />),
        item("visualResult", "visualResult", "readings.field.visualResult", row.visualResult != null ? <ReadingResult family="CHE" result={row.visualResult} description={row.visualResultDescription} /> : null),
        item("edited", "edited", "readings.field.edited", row.edited ? t("common.yes") : t("common.no")),
      ],
    };
  };

  return (
    <div className={styles.screen}>
      {parts.header}
      <div className={styles.liveBar}>
        <LiveHeader live={live} />
      </div>
      <ReadingTable<ChemicalRow>
        id={kind.tableId}
        title={t(kind.texts.title)}
        rows={rows}
        loading={table.loading}
        server={table.server}
        getRowId={(r) => r.id}
        readNumber={(r) => r.readNumber}
        columns={columns}
        initialSort={NEWEST_READ}
        viewed={(r) => r.viewed}
        selection={{ selected, onChange: setSelected }}
        toolbarExtra={parts.toolbar}
        detail={{
          title: (r) => t(kind.texts.detailTitle, { readNumber: r.readNumber }),
          subtitle: (r) => r.productName ?? undefined,
          groups: detailGroups,
          markViewed: (row) => markViewed(environment, row.id),
        }}
        edit={{
          fields,
          rules,
          serverRequired: config.required,
          label: (field) => label(field.object ?? field.name, field.label),
          toValues,
          onSave: save,
          canConfirmAndSave: () => true,
          massive: true,
          // The new machine joins the user's own sector: offered when editing one reading.
          // The chosen machine out of service (the single and the massive form's field), the lot expired before the test.
          fieldWarning: (selection) =>
            formWarnings(
              { [machineField]: { kind: kind.machine.quickCreate, list: machines }, [massField]: { kind: kind.machine.quickCreate, list: machines } },
              selection.map((r) => r.testedAt),
            ),
          fieldExtra: (_rows, mode) => (field, fieldContext) => (mode === "update" && field.name === machineField ? quickCreate.link(field.name, fieldContext) : null),
        }}
        toHistorical={toHistorical}
      />
      {quickCreate.dialog}
      {parts.dialogs}
    </div>
  );
}
