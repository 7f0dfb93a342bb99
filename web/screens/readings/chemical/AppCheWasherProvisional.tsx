// /appciwasherprovisional — provisional chemical indicator readings of washer-disinfectors
// (screen 600, spec 001 "Chemical washer provisional"): the collapsible panel of the
// indicators the tracing app can read, a multi-select table (detail marks the reading
// viewed, edit, to historical, massive edit and massive to-historical), the mobile-scan
// button handing the readings over to the tracing app, the readingChanged subscription with
// the 30 s refresh as fallback. Form groups Product, Process, Other and Analysis; a washer
// can be created from the form.
import { DeviceMobileIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { AppCheWasherProvisional_readings$data, AppCheWasherProvisional_readings$key } from "../../../__generated__/AppCheWasherProvisional_readings.graphql";
import type { AppCheWasherProvisionalEditMutation, ReadingMove } from "../../../__generated__/AppCheWasherProvisionalEditMutation.graphql";
import type { AppCheWasherProvisionalQuery } from "../../../__generated__/AppCheWasherProvisionalQuery.graphql";
import type { AppCheWasherProvisionalViewMutation } from "../../../__generated__/AppCheWasherProvisionalViewMutation.graphql";
import type { SaveAction } from "../../../components/dialog/SplitSaveButton";
import type { FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import type { Column } from "../../../components/table/types";
import { commit } from "../../../relay/operations";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { NEWEST_READ, withReadingOrder } from "../shared/readingOrder";
import { distributorStore } from "../../../session/distributor";
import { useSession } from "../../../session/session";
import { dateTimeText, numberText } from "../shared/format";
import { LiveHeader } from "../shared/LiveHeader";
import type { DetailGroups } from "../shared/ReadingDetailDialog";
import { asValue, type FormKind, type FormRules, type ReadingFieldDef } from "../shared/readingFields";
import { ReadingScreen } from "../shared/ReadingScreen";
import { ReadingTable } from "../shared/ReadingTable";
import { ReadingResult } from "../shared/results";
import { machineOptions, machineText, productOptions, useCodedOptions, useMachines, useProducts } from "../shared/useReference";
import { useLiveReadings } from "../shared/useLiveReadings";
import { dateOnlyText } from "./chemicalFormat";
import { ReadNumberCell, useQuickCreateMachine } from "./ChemicalParts";
import { dateValue, sectorsOf, toInput, type InputKind } from "./chemicalRules";
import { CompatibleIndicators } from "./CompatibleIndicators";
import { mobileScanLink } from "./mobileScan";
import { MobileScanDialog } from "./MobileScanDialog";
import styles from "./Chemical.module.css";

export const CHE_WASHER_SCREEN = 600;

const query = graphql`
  query AppCheWasherProvisionalQuery {
    ...AppCheWasherProvisional_readings
  }
`;

const readingsFragment = graphql`
  fragment AppCheWasherProvisional_readings on Query
  @refetchable(queryName: "AppCheWasherProvisionalPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ReadingOrder" }
    descending: { type: "Boolean" }
  ) {
    cheWasherReadings(states: [PROVISIONAL], first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppCheWasherProvisional_cheWasherReadings") {
      totalCount
      edges {
        node {
          ...AppCheWasherProvisional_row @relay(mask: false)
        }
      }
    }
  }
`;

graphql`
  fragment AppCheWasherProvisional_row on CheWasherReading {
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
    washerId
    location
    washingTime
    detergentConcentration
    detergentType
    programNumber
    waterPressure
    waterHardness
    bookNumber
    pageNumber
    notes
    sectorName
    viewed
    edited
  }
`;

const viewMutation = graphql`
  mutation AppCheWasherProvisionalViewMutation($id: ID!) {
    viewCheWasherReading(id: $id) {
      ...AppCheWasherProvisional_row @relay(mask: false)
    }
  }
`;

const editMutation = graphql`
  mutation AppCheWasherProvisionalEditMutation($ids: [ID!]!, $input: CheWasherReadingInput!, $move: ReadingMove) {
    editCheWasherReadings(ids: $ids, input: $input, move: $move) {
      ...AppCheWasherProvisional_row @relay(mask: false)
    }
  }
`;

export type WasherRow = AppCheWasherProvisional_readings$data["cheWasherReadings"]["edges"][number]["node"];

const INPUT_KINDS: Record<string, InputKind> = {
  productId: "int",
  lot: "text",
  manufactureDate: "date",
  expirationDate: "date",
  washerId: "int",
  massWasherId: "int",
  cycle: "text",
  programNumber: "text",
  temperature: "number",
  washingTime: "number",
  detergentType: "int",
  detergentConcentration: "number",
  waterPressure: "number",
  waterHardness: "number",
  location: "text",
  bookNumber: "text",
  pageNumber: "text",
  visualResult: "int",
  notes: "text",
};

export function AppCheWasherProvisional({ queryRef }: ScreenProps<AppCheWasherProvisionalQuery>) {
  const { t } = useTranslation();
  return (
    <ReadingScreen title={t("chemical.washer.title")} description={t("chemical.washer.description")} testId="screen-appciwasherprovisional">
      <WasherReadings queryRef={queryRef} />
    </ReadingScreen>
  );
}

function WasherReadings({ queryRef }: ScreenProps<AppCheWasherProvisionalQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const config = useScreenConfig(CHE_WASHER_SCREEN);
  const label = useLabel(config);
  const data = usePreloadedQuery<AppCheWasherProvisionalQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(readingsFragment, data as AppCheWasherProvisional_readings$key);
  const rows = useMemo(() => list.cheWasherReadings.edges.map((edge) => edge.node).filter((row) => row.state === "PROVISIONAL"), [list]);

  // Each event, the 30 s fallback and the header's button ask for the listed pages again (the table's refresh, set below).
  const refresh = useRef<() => Promise<void>>(async () => {});
  const refetch = useCallback(() => refresh.current(), []);
  const live = useLiveReadings("CHE_WASHER", refetch);

  const { products, loaded: productsLoaded } = useProducts("ReadingCHEWasher");
  const { machines, reload: reloadMachines } = useMachines("washer");
  const visualResults = useCodedOptions("CHE_WASHER", "visualResults");
  const detergentTypes = useCodedOptions("CHE_WASHER", "detergentType");
  const quickCreate = useQuickCreateMachine("WASHER", reloadMachines);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [scanning, setScanning] = useState(false);
  const isAdministrator = claims?.UserType === 0;

  const productById = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const brandOf = (row: WasherRow) => (row.productId != null ? (productById.get(row.productId)?.brand ?? "") : "");
  const washerOf = (id: number | null | undefined) => machines.find((m) => m.id === id);

  const selectedRows = rows.filter((row) => selected.has(row.id));
  const massMachineOptions = machineOptions(machines, sectorsOf(selectedRows));

  const fields: ReadingFieldDef[] = [
    { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: productOptions(products), scan: "product" },
    { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", upperCase: true, scan: "lot" },
    { name: "manufactureDate", label: "chemical.field.manufactureDate", type: "date", group: "product" },
    { name: "expirationDate", label: "chemical.field.expirationDate", type: "date", group: "product" },
    { name: "washerId", label: "readings.field.washer", object: "washer", type: "select", group: "process", options: machineOptions(machines), massive: false },
    { name: "massWasherId", label: "readings.field.washer", object: "washer", type: "select", group: "process", options: massMachineOptions },
    { name: "cycle", label: "readings.field.cycle", type: "text", group: "process" },
    { name: "programNumber", label: "readings.field.programNumber", type: "text", group: "process" },
    { name: "temperature", label: "chemical.field.temperature", type: "number", group: "process" },
    { name: "washingTime", label: "chemical.field.washingTime", type: "number", group: "process" },
    { name: "detergentType", label: "chemical.field.detergentType", type: "select", group: "process", options: detergentTypes.options },
    { name: "detergentConcentration", label: "chemical.field.detergentConcentration", type: "number", group: "process" },
    { name: "waterPressure", label: "chemical.field.waterPressure", type: "number", group: "process" },
    { name: "waterHardness", label: "chemical.field.waterHardness", type: "number", group: "process" },
    { name: "location", label: "chemical.field.location", type: "text", group: "other" },
    { name: "bookNumber", label: "readings.field.bookNumber", type: "text", group: "other" },
    { name: "pageNumber", label: "readings.field.pageNumber", type: "text", group: "other" },
    { name: "notes", label: "readings.field.notes", type: "textarea", group: "other", max: 2000 },
    { name: "visualResult", label: "readings.field.visualResult", type: "select", group: "analysis", options: visualResults.options },
  ];

  const rules = (): FormRules => (_values, mode) => ({
    hidden: mode === "update" ? ["massWasherId"] : [],
    locked: mode === "massive" && isAdministrator ? { massWasherId: t("chemical.machineLocked") } : undefined,
  });

  const toValues = (row: WasherRow): FormValues => ({
    productId: asValue(row.productId),
    lot: asValue(row.lot),
    manufactureDate: dateValue(row.manufactureDate),
    expirationDate: dateValue(row.expirationDate),
    washerId: asValue(row.washerId),
    massWasherId: "",
    cycle: asValue(row.cycle),
    programNumber: asValue(row.programNumber),
    temperature: asValue(row.temperature),
    washingTime: asValue(row.washingTime),
    detergentType: asValue(row.detergentType),
    detergentConcentration: asValue(row.detergentConcentration),
    waterPressure: asValue(row.waterPressure),
    waterHardness: asValue(row.waterHardness),
    location: asValue(row.location),
    bookNumber: asValue(row.bookNumber),
    pageNumber: asValue(row.pageNumber),
    notes: asValue(row.notes),
    visualResult: asValue(row.visualResult),
  });

  const save = async (editing: readonly WasherRow[], payload: FormValues, action: SaveAction, mode: FormKind) => {
    const input = toInput(payload, INPUT_KINDS, { massWasherId: "washerId" });
    const move: ReadingMove | null = action === "confirmAndSave" ? "CONFIRM_AND_SAVE" : null;
    await commit<AppCheWasherProvisionalEditMutation>(environment, editMutation, { ids: editing.map((row) => row.id), input, move });
    if (mode === "massive") return t("chemical.massSaved", { count: editing.length });
  };

  const toHistorical = async (moving: readonly WasherRow[]) => {
    await commit<AppCheWasherProvisionalEditMutation>(environment, editMutation, { ids: moving.map((row) => row.id), input: {}, move: "TO_HISTORICAL" });
    return moving.length === 1 ? t("chemical.movedOne", { readNumber: moving[0]!.readNumber }) : t("chemical.movedMany", { count: moving.length });
  };

  const markViewed = (row: WasherRow) => commit<AppCheWasherProvisionalViewMutation>(environment, viewMutation, { id: row.id });

  const columns: Column<WasherRow>[] = [
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
    { key: "product", header: label("product", "readings.field.product"), value: (r) => r.productName ?? "", width: "minmax(110px, 1.4fr)", wrapHeader: true },
    { key: "lot", header: label("lot", "readings.field.lot"), value: (r) => r.lot ?? "", width: "minmax(72px, 0.7fr)", wrapHeader: true },
    { key: "washer", header: label("washer", "readings.field.washer"), value: (r) => washerOf(r.washerId)?.name ?? "", width: "minmax(96px, 1fr)", wrapHeader: true },
    { key: "cycle", header: label("cycle", "readings.field.cycle"), value: (r) => r.cycle ?? "", width: "minmax(72px, 0.6fr)", wrapHeader: true },
  ];
  const sortedColumns = withReadingOrder(columns);
  const table = useConnectionTable({ id: "che-washer-provisional", rows, totalCount: list.cheWasherReadings.totalCount, pagination, columns: sortedColumns, initialSort: NEWEST_READ });
  refresh.current = table.refresh;

  const detailGroups = (row: WasherRow): DetailGroups => {
    const washer = washerOf(row.washerId);
    const item = (key: string, object: string, fallback: string, value: ReactNode) => ({ key, label: label(object, fallback), value });
    return {
      product: [
        item("product", "product", "readings.field.product", row.productName),
        item("brand", "brand", "chemical.field.brand", brandOf(row)),
        item("lot", "lot", "readings.field.lot", row.lot),
        item("manufactureDate", "manufactureDate", "chemical.field.manufactureDate", dateOnlyText(row.manufactureDate)),
        item("expirationDate", "expirationDate", "chemical.field.expirationDate", dateOnlyText(row.expirationDate)),
      ],
      process: [
        item("washer", "washer", "readings.field.washer", washer ? `${machineText(washer)} · ${washer.brand}` : row.washerId != null ? `#${row.washerId}` : ""),
        item("cycle", "cycle", "readings.field.cycle", row.cycle),
        item("programNumber", "programNumber", "readings.field.programNumber", row.programNumber),
        item("temperature", "temperature", "chemical.field.temperature", numberText(row.temperature, 1, " °C")),
        item("washingTime", "washingTime", "chemical.field.washingTime", numberText(row.washingTime, 1, " min")),
        item("detergentType", "detergentType", "chemical.field.detergentType", detergentTypes.text(row.detergentType)),
        item("detergentConcentration", "detergentConcentration", "chemical.field.detergentConcentration", numberText(row.detergentConcentration, 2, " %")),
        item("waterPressure", "waterPressure", "chemical.field.waterPressure", numberText(row.waterPressure, 1, " bar")),
        item("waterHardness", "waterHardness", "chemical.field.waterHardness", numberText(row.waterHardness, 1, " °dH")),
      ],
      other: [
        item("location", "location", "chemical.field.location", row.location),
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

  // The hand-off covers the selected readings, or every reading listed when none is selected.
  const handOff = selectedRows.length > 0 ? selectedRows : rows;
  const sortedHandOff = [...handOff].sort((a, b) => b.readNumber - a.readNumber);

  return (
    <div className={styles.screen}>
      <CompatibleIndicators products={products} loaded={productsLoaded} />
      <div className={styles.liveBar}>
        <LiveHeader live={live} />
      </div>
      <ReadingTable<WasherRow>
        id="che-washer-provisional"
        title={t("chemical.washer.title")}
        rows={rows}
        loading={table.loading}
        server={table.server}
        getRowId={(r) => r.id}
        readNumber={(r) => r.readNumber}
        columns={sortedColumns}
        initialSort={NEWEST_READ}
        viewed={(r) => r.viewed}
        selection={{ selected, onChange: setSelected }}
        toolbarExtra={
          <Button leadingVisual={DeviceMobileIcon} onClick={() => setScanning(true)} disabled={handOff.length === 0} data-testid="mobile-scan">
            {selectedRows.length > 0 ? t("chemical.mobile.buttonSelected", { count: selectedRows.length }) : t("chemical.mobile.button")}
          </Button>
        }
        detail={{
          title: (r) => t("chemical.washer.detailTitle", { readNumber: r.readNumber }),
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
          fieldExtra: (_rows, mode) => (field, context) => (mode === "update" && field.name === "washerId" ? quickCreate.link(field.name, context) : null),
        }}
        toHistorical={toHistorical}
      />
      {quickCreate.dialog}
      {scanning && handOff.length > 0 && (
        <MobileScanDialog
          link={mobileScanLink({
            server: window.location.origin,
            distributor: distributorStore.id() || null,
            companyId: claims?.Company?.Id ?? 0,
            companyName: claims?.Company?.Name,
            kind: "CHE_WASHER",
            readingIds: sortedHandOff.map((r) => r.readingId),
          })}
          companyName={claims?.Company?.Name ?? ""}
          readNumbers={sortedHandOff.map((r) => r.readNumber)}
          fromSelection={selectedRows.length > 0}
          onClose={() => setScanning(false)}
        />
      )}
    </div>
  );
}
