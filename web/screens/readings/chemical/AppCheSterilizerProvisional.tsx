// /appcisterilizerprovisional — provisional chemical indicator readings of sterilizers
// (screen 700, spec 001 "Chemical sterilizer provisional"). Columns: read number, test
// date/time, result, visual result, manufacture date, product, lot, brand; sorted by read
// number, newest first. Kept current by the readingChanged subscription with the 30 s refresh
// as fallback. Multi-select with massive edit and massive to-historical; per row detail
// (opening it marks the reading viewed), edit and to-historical. The form shows package
// number, concentration and relative dampness by the chosen product's model, fills a default
// for a required field the model does not have, and quick-creates a sterilizer.
// Reads and writes go through GraphQL (cheSterilizerReadings, viewCheSterilizerReading,
// editCheSterilizerReadings), reference data too (products, readingForm, machines).
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { AppCheSterilizerProvisional_readings$data, AppCheSterilizerProvisional_readings$key } from "../../../__generated__/AppCheSterilizerProvisional_readings.graphql";
import type { AppCheSterilizerProvisionalEditMutation, ReadingMove } from "../../../__generated__/AppCheSterilizerProvisionalEditMutation.graphql";
import type { AppCheSterilizerProvisionalQuery } from "../../../__generated__/AppCheSterilizerProvisionalQuery.graphql";
import type { AppCheSterilizerProvisionalViewMutation } from "../../../__generated__/AppCheSterilizerProvisionalViewMutation.graphql";
import type { SaveAction } from "../../../components/dialog/SplitSaveButton";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import type { Column } from "../../../components/table/types";
import { commit } from "../../../relay/operations";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { NEWEST_READ, withReadingOrder } from "../shared/readingOrder";
import { useSession } from "../../../session/session";
import { dateTimeText, numberText } from "../shared/format";
import { LiveHeader } from "../shared/LiveHeader";
import type { DetailGroups } from "../shared/ReadingDetailDialog";
import { asValue, type FormKind, type FormRules, type ReadingFieldDef } from "../shared/readingFields";
import { ReadingScreen } from "../shared/ReadingScreen";
import { ReadingTable } from "../shared/ReadingTable";
import { ReadingResult } from "../shared/results";
import { machineOptions, machineText, productOptions, useCodedOptions, useMachines, useProducts, type ProductRow } from "../shared/useReference";
import { useLiveReadings } from "../shared/useLiveReadings";
import { dateOnlyText } from "./chemicalFormat";
import { ReadNumberCell, useQuickCreateMachine } from "./ChemicalParts";
import { dateValue, hiddenModelFields, notApplicableValues, sectorsOf, toInput, type InputKind } from "./chemicalRules";
import styles from "./Chemical.module.css";

export const CHE_STERILIZER_SCREEN = 700;

const query = graphql`
  query AppCheSterilizerProvisionalQuery {
    ...AppCheSterilizerProvisional_readings
  }
`;

const readingsFragment = graphql`
  fragment AppCheSterilizerProvisional_readings on Query
  @refetchable(queryName: "AppCheSterilizerProvisionalPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ReadingOrder" }
    descending: { type: "Boolean" }
  ) {
    cheSterilizerReadings(states: [PROVISIONAL], first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppCheSterilizerProvisional_cheSterilizerReadings") {
      totalCount
      edges {
        node {
          ...AppCheSterilizerProvisional_row @relay(mask: false)
        }
      }
    }
  }
`;

// The fields of a row, shared by the list and the mutations so that each answer refreshes
// the row it concerns (a reading moved to historical leaves the list at once).
graphql`
  fragment AppCheSterilizerProvisional_row on CheSterilizerReading {
    id
    readingId
    readNumber
    state
    testedAt
    result
    resultDescription
    visualResult
    visualResultDescription
    manufactureDate
    expirationDate
    productId
    productName
    lot
    cycle
    temperature
    sterilizerId
    exposureTime
    programNumber
    packageNumber
    concentration
    relativeDampness
    bookNumber
    pageNumber
    notes
    sectorName
    viewed
    edited
  }
`;

const viewMutation = graphql`
  mutation AppCheSterilizerProvisionalViewMutation($id: ID!) {
    viewCheSterilizerReading(id: $id) {
      ...AppCheSterilizerProvisional_row @relay(mask: false)
    }
  }
`;

const editMutation = graphql`
  mutation AppCheSterilizerProvisionalEditMutation($ids: [ID!]!, $input: CheSterilizerReadingInput!, $move: ReadingMove) {
    editCheSterilizerReadings(ids: $ids, input: $input, move: $move) {
      ...AppCheSterilizerProvisional_row @relay(mask: false)
    }
  }
`;

export type SterilizerRow = AppCheSterilizerProvisional_readings$data["cheSterilizerReadings"]["edges"][number]["node"];

/** GraphQL input kinds of the form fields (massSterilizerId is the massive form's machine). */
const INPUT_KINDS: Record<string, InputKind> = {
  productId: "int",
  lot: "text",
  manufactureDate: "date",
  expirationDate: "date",
  packageNumber: "text",
  sterilizerId: "int",
  massSterilizerId: "int",
  cycle: "text",
  programNumber: "text",
  temperature: "number",
  exposureTime: "number",
  concentration: "number",
  relativeDampness: "number",
  bookNumber: "text",
  pageNumber: "text",
  visualResult: "int",
  notes: "text",
};

export function AppCheSterilizerProvisional({ queryRef }: ScreenProps<AppCheSterilizerProvisionalQuery>) {
  const { t } = useTranslation();
  return (
    <ReadingScreen title={t("chemical.sterilizer.title")} description={t("chemical.sterilizer.description")} testId="screen-appcisterilizerprovisional">
      <SterilizerReadings queryRef={queryRef} />
    </ReadingScreen>
  );
}

function SterilizerReadings({ queryRef }: ScreenProps<AppCheSterilizerProvisionalQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const config = useScreenConfig(CHE_STERILIZER_SCREEN);
  const label = useLabel(config);
  const data = usePreloadedQuery<AppCheSterilizerProvisionalQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(readingsFragment, data as AppCheSterilizerProvisional_readings$key);
  // A reading moved on (here or elsewhere) leaves the screen as soon as the store knows.
  const rows = useMemo(() => list.cheSterilizerReadings.edges.map((edge) => edge.node).filter((row) => row.state === "PROVISIONAL"), [list]);

  // Each event, the 30 s fallback and the header's button ask for the listed pages again (the table's refresh, set below).
  const refresh = useRef<() => Promise<void>>(async () => {});
  const refetch = useCallback(() => refresh.current(), []);
  const live = useLiveReadings("CHE_STERILIZER", refetch);

  const { products } = useProducts("ReadingCHESterilizer");
  const { machines, reload: reloadMachines } = useMachines("Sterilizer");
  const visualResults = useCodedOptions("CHE_STERILIZER", "visualResults");
  const quickCreate = useQuickCreateMachine("STERILIZER", reloadMachines);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const productById = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const productOf = useCallback((id: number | string | null | undefined): ProductRow | undefined => (id == null || id === "" ? undefined : productById.get(Number(id))), [productById]);
  const modelOf = (id: number | string | null | undefined) => productOf(id)?.productModel.name ?? null;
  /** The model-dependent fields the product's model has (from the server). */
  const fieldsOf = (id: number | string | null | undefined): readonly string[] => productOf(id)?.productModel.modelFields ?? [];
  const brandOf = (row: SterilizerRow) => productOf(row.productId)?.brand ?? "";
  const isAdministrator = claims?.UserType === 0;

  // The massive form's machines: those of the selected readings' sectors (spec 001 section 5).
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const massMachineOptions = machineOptions(machines, sectorsOf(selectedRows));

  const fields: ReadingFieldDef[] = [
    { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: productOptions(products), scan: "product" },
    { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", upperCase: true, scan: "lot" },
    { name: "manufactureDate", label: "chemical.field.manufactureDate", type: "date", group: "product" },
    { name: "expirationDate", label: "chemical.field.expirationDate", type: "date", group: "product" },
    { name: "packageNumber", label: "chemical.field.packageNumber", type: "text", group: "product" },
    { name: "sterilizerId", label: "readings.field.sterilizer", object: "sterilizer", type: "select", group: "process", options: machineOptions(machines), massive: false },
    { name: "massSterilizerId", label: "readings.field.sterilizer", object: "sterilizer", type: "select", group: "process", options: massMachineOptions },
    { name: "cycle", label: "readings.field.cycle", type: "text", group: "process" },
    { name: "programNumber", label: "readings.field.programNumber", type: "text", group: "process" },
    { name: "temperature", label: "chemical.field.temperature", type: "number", group: "process" },
    { name: "exposureTime", label: "chemical.field.exposureTime", type: "number", group: "process" },
    { name: "concentration", label: "chemical.field.concentration", type: "number", group: "process" },
    { name: "relativeDampness", label: "chemical.field.relativeDampness", type: "number", group: "process", max: 100 },
    { name: "bookNumber", label: "readings.field.bookNumber", type: "text", group: "other" },
    { name: "pageNumber", label: "readings.field.pageNumber", type: "text", group: "other" },
    { name: "notes", label: "readings.field.notes", type: "textarea", group: "other", max: 2000 },
    { name: "visualResult", label: "readings.field.visualResult", type: "select", group: "analysis", options: visualResults.options },
  ];

  const rules = (editing: readonly SterilizerRow[]): FormRules => (values, mode) => {
    // The chosen product decides; in a massive edit without one, the selected readings' products.
    const models = values.productId ? [fieldsOf(String(values.productId))] : mode === "massive" ? editing.map((row) => fieldsOf(row.productId)) : [[]];
    const hidden: string[] = [...hiddenModelFields(models), mode === "update" ? "massSterilizerId" : "sterilizerId"];
    return {
      hidden,
      locked: mode === "massive" && isAdministrator ? { massSterilizerId: t("chemical.machineLocked") } : undefined,
    };
  };

  const toValues = (row: SterilizerRow): FormValues => ({
    productId: asValue(row.productId),
    lot: asValue(row.lot),
    manufactureDate: dateValue(row.manufactureDate),
    expirationDate: dateValue(row.expirationDate),
    packageNumber: asValue(row.packageNumber),
    sterilizerId: asValue(row.sterilizerId),
    massSterilizerId: "",
    cycle: asValue(row.cycle),
    programNumber: asValue(row.programNumber),
    temperature: asValue(row.temperature),
    exposureTime: asValue(row.exposureTime),
    concentration: asValue(row.concentration),
    relativeDampness: asValue(row.relativeDampness),
    bookNumber: asValue(row.bookNumber),
    pageNumber: asValue(row.pageNumber),
    notes: asValue(row.notes),
    visualResult: asValue(row.visualResult),
  });

  const save = async (editing: readonly SterilizerRow[], payload: FormValues, action: SaveAction, mode: FormKind, values: FormValues) => {
    const input = toInput(payload, INPUT_KINDS, { massSterilizerId: "sterilizerId" });
    // Model fields that do not apply: cleared, or the default when the company requires them.
    if (mode === "update") Object.assign(input, notApplicableValues(fieldsOf(String(values.productId ?? "")), config.required));
    const move: ReadingMove | null = action === "confirmAndSave" ? "CONFIRM_AND_SAVE" : null;
    await commit<AppCheSterilizerProvisionalEditMutation>(environment, editMutation, { ids: editing.map((row) => row.id), input, move });
    if (mode === "massive") return t("chemical.massSaved", { count: editing.length });
  };

  const toHistorical = async (moving: readonly SterilizerRow[]) => {
    await commit<AppCheSterilizerProvisionalEditMutation>(environment, editMutation, { ids: moving.map((row) => row.id), input: {}, move: "TO_HISTORICAL" });
    return moving.length === 1 ? t("chemical.movedOne", { readNumber: moving[0]!.readNumber }) : t("chemical.movedMany", { count: moving.length });
  };

  const markViewed = (row: SterilizerRow) => commit<AppCheSterilizerProvisionalViewMutation>(environment, viewMutation, { id: row.id });

  const columns: Column<SterilizerRow>[] = [
    {
      key: "readNumber",
      header: t("readings.field.readNumber"),
      value: (r) => r.readNumber,
      text: (r) => String(r.readNumber),
      render: (r) => <ReadNumberCell readNumber={r.readNumber} edited={r.edited} />,
      rowHeader: true,
      width: "minmax(64px, 0.5fr)",
      wrapHeader: true,
    },
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
    { key: "manufactureDate", header: label("manufactureDate", "chemical.field.manufactureDate"), value: (r) => dateValue(r.manufactureDate), text: (r) => dateOnlyText(r.manufactureDate), width: "minmax(90px, 0.8fr)", wrapHeader: true },
    { key: "product", header: label("product", "readings.field.product"), value: (r) => r.productName ?? "", width: "minmax(110px, 1.6fr)", wrapHeader: true },
    { key: "lot", header: label("lot", "readings.field.lot"), value: (r) => r.lot ?? "", width: "minmax(72px, 0.7fr)", wrapHeader: true },
    { key: "brand", header: t("chemical.field.brand"), value: (r) => brandOf(r), width: "minmax(72px, 0.7fr)", wrapHeader: true },
  ];
  const sortedColumns = withReadingOrder(columns);
  const table = useConnectionTable({ id: "che-sterilizer-provisional", rows, totalCount: list.cheSterilizerReadings.totalCount, pagination, columns: sortedColumns, initialSort: NEWEST_READ });
  refresh.current = table.refresh;

  const detailGroups = (row: SterilizerRow): DetailGroups => {
    const model = modelOf(row.productId);
    const applies = new Set<string>(fieldsOf(row.productId));
    const sterilizer = machines.find((m) => m.id === row.sterilizerId);
    const item = (key: string, object: string, fallback: string, value: ReactNode) => ({ key, label: label(object, fallback), value });
    return {
      product: [
        item("product", "product", "readings.field.product", row.productName),
        item("model", "model", "chemical.field.model", model),
        item("brand", "brand", "chemical.field.brand", brandOf(row)),
        item("lot", "lot", "readings.field.lot", row.lot),
        item("manufactureDate", "manufactureDate", "chemical.field.manufactureDate", dateOnlyText(row.manufactureDate)),
        item("expirationDate", "expirationDate", "chemical.field.expirationDate", dateOnlyText(row.expirationDate)),
        ...(applies.has("packageNumber") ? [item("packageNumber", "packageNumber", "chemical.field.packageNumber", row.packageNumber)] : []),
      ],
      process: [
        item("sterilizer", "sterilizer", "readings.field.sterilizer", sterilizer ? `${machineText(sterilizer)} · ${sterilizer.brand}` : row.sterilizerId != null ? `#${row.sterilizerId}` : ""),
        item("cycle", "cycle", "readings.field.cycle", row.cycle),
        item("programNumber", "programNumber", "readings.field.programNumber", row.programNumber),
        item("temperature", "temperature", "chemical.field.temperature", numberText(row.temperature, 1, " °C")),
        item("exposureTime", "exposureTime", "chemical.field.exposureTime", numberText(row.exposureTime, 1, " min")),
        ...(applies.has("concentration") ? [item("concentration", "concentration", "chemical.field.concentration", numberText(row.concentration, 1, " %"))] : []),
        ...(applies.has("relativeDampness") ? [item("relativeDampness", "relativeDampness", "chemical.field.relativeDampness", numberText(row.relativeDampness, 1, " %"))] : []),
      ],
      other: [
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
      <div className={styles.liveBar}>
        <LiveHeader live={live} />
      </div>
      <ReadingTable<SterilizerRow>
        id="che-sterilizer-provisional"
        title={t("chemical.sterilizer.title")}
        rows={rows}
        loading={table.loading}
        server={table.server}
        getRowId={(r) => r.id}
        readNumber={(r) => r.readNumber}
        columns={sortedColumns}
        initialSort={NEWEST_READ}
        viewed={(r) => r.viewed}
        selection={{ selected, onChange: setSelected }}
        detail={{
          title: (r) => t("chemical.sterilizer.detailTitle", { readNumber: r.readNumber }),
          subtitle: (r) => r.productName ?? undefined,
          groups: detailGroups,
          markViewed,
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
          fieldExtra: (_rows, mode) => (field, context) => (mode === "update" && field.name === "sterilizerId" ? quickCreate.link(field.name, context) : null),
        }}
        toHistorical={toHistorical}
      />
      {quickCreate.dialog}
    </div>
  );
}
