// What tells the two chemical screens apart (ChemicalReadings.tsx is the screen):
// - sterilizer (700): package number, exposure time, concentration and relative dampness;
//   package number, concentration and dampness only for the product models that have them
//   (the server's form rules), with a default for a required field the model lacks; columns
//   manufacture date, product, lot, brand.
// - washer (600): washing time, detergent type and concentration, water pressure and
//   hardness, location; columns product, lot, washer, cycle; the compatible-indicators panel
//   and the hand-off of the readings to the tracing app (mobile scan).
import { DeviceMobileIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState, type ReactNode } from "react";
import type { TFunction } from "i18next";
import type { Claims } from "../../../session/claims";
import type { FieldDef } from "../../../components/form/fields";
import type { Column } from "../../../components/table/types";
import { distributorStore } from "../../../session/distributor";
import { numberText } from "../shared/format";
import type { ReadingFieldDef } from "../shared/readingFields";
import { useCodedOptions, type MachineRow, type ProductRow } from "../shared/useReference";
import { sterilizerMutations, washerMutations, type ChemicalRow } from "./ChemicalReadings";
import { dateOnlyText } from "./chemicalFormat";
import { dateValue, type InputKind } from "./chemicalRules";
import { shownFor, type ServerForm } from "../shared/formRules";
import { CompatibleIndicators } from "./CompatibleIndicators";
import { MobileScanDialog } from "./MobileScanDialog";

/**
 * The mobile-scan button and its dialog (both chemical screens): the phone gets an intake token
 * for new readings, and the hand-off of the selected readings, or of every reading listed.
 */
function useMobileScan(c: KindContext, kind: "CHE_STERILIZER" | "CHE_WASHER") {
  const [scanning, setScanning] = useState(false);
  const handOff = [...(c.selectedRows.length > 0 ? c.selectedRows : c.rows)].sort((a, b) => b.readNumber - a.readNumber);
  return {
    button: (
      <Button leadingVisual={DeviceMobileIcon} onClick={() => setScanning(true)} data-testid="mobile-scan">
        {c.selectedRows.length > 0 ? c.t("chemical.mobile.buttonSelected", { count: c.selectedRows.length }) : c.t("chemical.mobile.button")}
      </Button>
    ),
    dialog: scanning && (
      <MobileScanDialog
        target={{
          server: window.location.origin,
          distributor: distributorStore.id() || null,
          companyId: c.claims?.Company?.Id ?? 0,
          companyName: c.claims?.Company?.Name,
          kind,
          readingIds: handOff.map((r) => r.readingId),
        }}
        companyName={c.claims?.Company?.Name ?? ""}
        readNumbers={handOff.map((r) => r.readNumber)}
        fromSelection={c.selectedRows.length > 0}
        onClose={() => setScanning(false)}
      />
    ),
  };
}

/** What a kind's parts may use of the screen. */
export interface KindContext {
  t: TFunction;
  label: (object: string | FieldDef, fallback?: string) => string;
  claims: Claims | null;
  /** The rows loaded, and those selected. */
  rows: readonly ChemicalRow[];
  selectedRows: readonly ChemicalRow[];
  products: readonly ProductRow[];
  productsLoaded: boolean;
  productOf: (id: number | string | null | undefined) => ProductRow | undefined;
  machineOf: (row: ChemicalRow) => MachineRow | undefined;
  /** The company's required objects on this screen. */
  required: ReadonlySet<string>;
  /** The kind's form as the server describes it (null until it answers). */
  form: ServerForm | null;
}

type DetailItem = { key: string; label: string; value: ReactNode; wide?: boolean };

/** A kind's own fields, columns, detail items, rules and extra pieces of the screen. */
export interface KindParts {
  fields: { product: ReadingFieldDef[]; process: ReadingFieldDef[]; other: ReadingFieldDef[] };
  columns: Column<ChemicalRow>[];
  detail: (row: ChemicalRow) => { model: DetailItem[]; product: DetailItem[]; process: DetailItem[]; other: DetailItem[] };
  header?: ReactNode;
  toolbar?: ReactNode;
  dialogs?: ReactNode;
}

export interface ChemicalKind {
  kind: "CHE_STERILIZER" | "CHE_WASHER";
  screenId: number;
  testId: string;
  tableId: string;
  texts: { title: string; description: string; detailTitle: string };
  /** The products offered (useProducts option). */
  productOption: "ReadingCHESterilizer" | "ReadingCHEWasher";
  machine: {
    field: "sterilizerId" | "washerId";
    massField: "massSterilizerId" | "massWasherId";
    object: "sterilizer" | "washer";
    label: string;
    /** useMachines option. */
    reference: "Sterilizer" | "washer";
    quickCreate: "STERILIZER" | "WASHER";
    of: (row: ChemicalRow) => number | null | undefined;
  };
  /** GraphQL input kinds of the kind's own fields. */
  inputs: Record<string, InputKind>;
  mutations: typeof sterilizerMutations;
  /** A hook (called on every render of the screen): the kind's parts. */
  useParts: (context: KindContext) => KindParts;
}

const column = (key: string, header: string, value: (r: ChemicalRow) => string | number | Date | null, width: string, text?: (r: ChemicalRow) => string): Column<ChemicalRow> => ({ key, header, value, text, width, wrapHeader: true });
const item = (c: KindContext, key: string, fallback: string, value: ReactNode): DetailItem => ({ key, label: c.label(key, fallback), value });

export const STERILIZER: ChemicalKind = {
  kind: "CHE_STERILIZER",
  screenId: 700,
  testId: "screen-appcisterilizerprovisional",
  tableId: "che-sterilizer-provisional",
  texts: { title: "chemical.sterilizer.title", description: "chemical.sterilizer.description", detailTitle: "chemical.sterilizer.detailTitle" },
  productOption: "ReadingCHESterilizer",
  machine: { field: "sterilizerId", massField: "massSterilizerId", object: "sterilizer", label: "readings.field.sterilizer", reference: "Sterilizer", quickCreate: "STERILIZER", of: (row) => row.sterilizerId },
  inputs: { packageNumber: "text", exposureTime: "number", concentration: "number", relativeDampness: "number" },
  mutations: sterilizerMutations,
  useParts: (c) => {
    const scan = useMobileScan(c, "CHE_STERILIZER");
    return {
      toolbar: scan.button,
      dialogs: scan.dialog,
      fields: {
        product: [{ name: "packageNumber", label: "chemical.field.packageNumber", type: "text", group: "product" }],
        process: [
          { name: "exposureTime", label: "chemical.field.exposureTime", type: "number", group: "process" },
          { name: "concentration", label: "chemical.field.concentration", type: "number", group: "process" },
          { name: "relativeDampness", label: "chemical.field.relativeDampness", type: "number", group: "process", max: 100 },
        ],
        other: [],
      },
      columns: [
        column("manufactureDate", c.label("manufactureDate", "chemical.field.manufactureDate"), (r) => dateValue(r.manufactureDate), "minmax(90px, 0.8fr)", (r) => dateOnlyText(r.manufactureDate)),
        column("product", c.label("product", "readings.field.product"), (r) => r.productName ?? "", "minmax(110px, 1.6fr)"),
        column("lot", c.label("lot", "readings.field.lot"), (r) => r.lot ?? "", "minmax(72px, 0.7fr)"),
        column("brand", c.t("chemical.field.brand"), (r) => c.productOf(r.productId)?.brand ?? "", "minmax(72px, 0.7fr)"),
      ],
      detail: (row) => {
        // A model field shows when it applies to the reading (the server's form rules).
        const only = (field: string, entry: DetailItem) => (shownFor(c.form, row, field) ? [entry] : []);
        return {
          model: [item(c, "model", "chemical.field.model", c.productOf(row.productId)?.productModel.name ?? null)],
          product: only("packageNumber", item(c, "packageNumber", "chemical.field.packageNumber", row.packageNumber)),
          process: [
            item(c, "exposureTime", "chemical.field.exposureTime", numberText(row.exposureTime, 1, " min")),
            ...only("concentration", item(c, "concentration", "chemical.field.concentration", numberText(row.concentration, 1, " %"))),
            ...only("relativeDampness", item(c, "relativeDampness", "chemical.field.relativeDampness", numberText(row.relativeDampness, 1, " %"))),
          ],
          other: [],
        };
      },
    };
  },
};

export const WASHER: ChemicalKind = {
  kind: "CHE_WASHER",
  screenId: 600,
  testId: "screen-appciwasherprovisional",
  tableId: "che-washer-provisional",
  texts: { title: "chemical.washer.title", description: "chemical.washer.description", detailTitle: "chemical.washer.detailTitle" },
  productOption: "ReadingCHEWasher",
  machine: { field: "washerId", massField: "massWasherId", object: "washer", label: "readings.field.washer", reference: "washer", quickCreate: "WASHER", of: (row) => row.washerId },
  inputs: { washingTime: "number", detergentType: "int", detergentConcentration: "number", waterPressure: "number", waterHardness: "number", location: "text" },
  mutations: washerMutations,
  useParts: (c) => {
    const detergentTypes = useCodedOptions("CHE_WASHER", "detergentType");
    const scan = useMobileScan(c, "CHE_WASHER");
    return {
      fields: {
        product: [],
        process: [
          { name: "washingTime", label: "chemical.field.washingTime", type: "number", group: "process" },
          { name: "detergentType", label: "chemical.field.detergentType", type: "select", group: "process", options: detergentTypes.options },
          { name: "detergentConcentration", label: "chemical.field.detergentConcentration", type: "number", group: "process" },
          { name: "waterPressure", label: "chemical.field.waterPressure", type: "number", group: "process" },
          { name: "waterHardness", label: "chemical.field.waterHardness", type: "number", group: "process" },
        ],
        other: [{ name: "location", label: "chemical.field.location", type: "text", group: "other" }],
      },
      columns: [
        column("product", c.label("product", "readings.field.product"), (r) => r.productName ?? "", "minmax(110px, 1.4fr)"),
        column("lot", c.label("lot", "readings.field.lot"), (r) => r.lot ?? "", "minmax(72px, 0.7fr)"),
        column("washer", c.label("washer", "readings.field.washer"), (r) => c.machineOf(r)?.name ?? "", "minmax(96px, 1fr)"),
        column("cycle", c.label("cycle", "readings.field.cycle"), (r) => r.cycle ?? "", "minmax(72px, 0.6fr)"),
      ],
      detail: (row) => ({
        model: [],
        product: [],
        process: [
          item(c, "washingTime", "chemical.field.washingTime", numberText(row.washingTime, 1, " min")),
          item(c, "detergentType", "chemical.field.detergentType", detergentTypes.text(row.detergentType)),
          item(c, "detergentConcentration", "chemical.field.detergentConcentration", numberText(row.detergentConcentration, 2, " %")),
          item(c, "waterPressure", "chemical.field.waterPressure", numberText(row.waterPressure, 1, " bar")),
          item(c, "waterHardness", "chemical.field.waterHardness", numberText(row.waterHardness, 1, " °dH")),
        ],
        other: [item(c, "location", "chemical.field.location", row.location)],
      }),
      header: <CompatibleIndicators products={c.products} loaded={c.productsLoaded} />,
      toolbar: scan.button,
      dialogs: scan.dialog,
    };
  },
};
