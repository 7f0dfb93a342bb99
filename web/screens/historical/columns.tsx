// The historical columns of each reading type (spec 001 section 3 "Historical columns"),
// described once: the table's columns and the detail dialog's groups come from the same list.
// Sortable columns are keyed by the server's orderBy names (docs/historical-api.md), so the
// table's sort state is the request's ordering as it is.
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { EditedMark, MigrationMark } from "../../components/table/indicators";
import type { Column } from "../../components/table/types";
import type { DetailGroups, DetailItem } from "../readings/shared/ReadingDetailDialog";
import type { ReadingGroup } from "../readings/shared/readingFields";
import { ReadingResult } from "../readings/shared/results";
import { dateTimeText, numberText, temperatureText } from "../readings/shared/format";
import { dateOnlyText } from "../readings/chemical/chemicalFormat";
import type { BIRow, CheSterilizerRow, CheWasherRow, HistoricalRow, PRORow } from "./historicalRows";
import type { HistoricalType } from "./options";
import styles from "./Historical.module.css";

/** Texts of coded values the rows carry as numbers. */
export interface CodedTexts {
  conditionSCIB: (code: number | null | undefined) => string;
  valueDUnit: (code: number | null | undefined) => string;
  detergentType: (code: number | null | undefined) => string;
}

interface Spec<R> {
  /** Column key; the server's orderBy name when `sort` is set. */
  key: string;
  label: string;
  text: (row: R) => string;
  render?: (row: R) => ReactNode;
  sort?: boolean;
  width?: string;
  align?: "end";
  group: ReadingGroup;
  /** Shown in the detail dialog only (not a historical column). */
  detailOnly?: boolean;
  wide?: boolean;
}

// Column widths: the table scrolls sideways (there are 20 to 30 historical columns), so each
// column gets about its content's width and headers wrap. Units are in the headers.
const S = "minmax(76px, 0.6fr)";
const M = "minmax(88px, 0.8fr)";
const L = "minmax(128px, 1.2fr)";
/** Product names run long ("BT221 Rapid hydrogen peroxide BI"). */
const XL = "minmax(200px, 1.6fr)";

/** The read number with the edited and desktop-migration marks. */
export function ReadNumberCell({ row }: { row: HistoricalRow }) {
  return (
    <span className={styles.readNumber}>
      <span>{row.readNumber}</span>
      {row.edited && <EditedMark by={row.editUser} />}
      {row.desktopMigrationId != null && <MigrationMark id={row.desktopMigrationId} />}
    </span>
  );
}

function specsFor(type: HistoricalType, t: TFunction, lang: string, coded: CodedTexts): Spec<HistoricalRow>[] {
  const n = (value: number | null | undefined, digits: number, unit = "") => numberText(value, digits, unit, lang);
  const s = (value: string | number | null | undefined) => (value == null ? "" : String(value));
  const tr = (key: string | null | undefined) => (key ? t(key) : "");

  // Shared by every type.
  const readNumber: Spec<HistoricalRow> = { key: "readNumber", label: "readings.field.readNumber", text: (r) => String(r.readNumber), render: (r) => <ReadNumberCell row={r} />, sort: true, width: "minmax(72px, 0.6fr)", group: "incubation" };
  const result: Spec<HistoricalRow> = {
    key: "result",
    label: "readings.field.result",
    text: (r) => tr(r.resultDescription),
    render: (r) => <ReadingResult family={type.resultFamily} result={r.result} description={r.resultDescription} />,
    sort: true,
    width: M,
    group: "incubation",
  };
  const visual: Spec<HistoricalRow> = { key: "visualResult", label: "readings.field.visualResult", text: (r) => tr(r.visualResultDescription), sort: true, width: M, group: "other" };
  const product: Spec<HistoricalRow> = { key: "product", label: "readings.field.product", text: (r) => s(r.productName), width: XL, group: "product" };
  const brand: Spec<HistoricalRow> = { key: "brand", label: "chemical.field.brand", text: (r) => s(r.brand), width: M, group: "product" };
  const lot: Spec<HistoricalRow> = { key: "loteProduct", label: "readings.field.lot", text: (r) => s(r.lot), sort: true, width: M, group: "product" };
  const cycle: Spec<HistoricalRow> = { key: "cycle", label: "readings.field.cycle", text: (r) => s(r.cycle), sort: true, width: S, group: "process" };
  const programNumber: Spec<HistoricalRow> = { key: "programNumber", label: "readings.field.programNumber", text: (r) => s(r.programNumber), sort: true, width: S, group: "process" };
  const book: Spec<HistoricalRow> = { key: "bookNumber", label: "readings.field.bookNumber", text: (r) => s(r.bookNumber), sort: true, width: S, group: "other" };
  const page: Spec<HistoricalRow> = { key: "pageNumber", label: "readings.field.pageNumber", text: (r) => s(r.pageNumber), sort: true, width: S, group: "other" };
  const machine = (kind: "sterilizer" | "washer"): Spec<HistoricalRow>[] => [
    { key: `${kind}Name`, label: `readings.field.${kind}`, text: (r) => s(r.machineName), width: L, group: "process" },
    { key: `${kind}Serial`, label: `historical.col.${kind}Serial`, text: (r) => s(r.machineSerial), width: L, group: "process" },
    { key: `${kind}Brand`, label: `historical.col.${kind}Brand`, text: (r) => s(r.machineBrand), width: M, group: "process" },
  ];
  // Kept in every detail: who last edited the row, its sector and notes.
  const trailer: Spec<HistoricalRow>[] = [
    { key: "sector", label: "readings.field.sector", text: (r) => r.sectorName, group: "other", detailOnly: true },
    { key: "editUser", label: "historical.col.editUser", text: (r) => s(r.editUser), group: "other", detailOnly: true },
    { key: "notes", label: "readings.field.notes", text: (r) => s(r.notes), group: "other", detailOnly: true, wide: true },
  ];

  if (type.family === "BI" || type.family === "PRO") {
    type Timed = BIRow | PRORow;
    const timed = (spec: Spec<Timed>) => spec as Spec<HistoricalRow>;
    const incubation = [
      timed({ key: "positionNumber", label: "readings.field.position", text: (r) => s(r.positionNumber), sort: true, width: S, group: "incubation" }),
      timed({ key: "startedTime", label: "readings.field.startedTime", text: (r) => dateTimeText(r.startedAt), sort: true, width: L, group: "incubation" }),
      timed({ key: "resultDate", label: "readings.field.resultDate", text: (r) => dateTimeText(r.resultAt), sort: true, width: L, group: "incubation" }),
      timed({ key: "programName", label: "readings.field.program", text: (r) => s(r.programName), width: M, group: "incubation" }),
      programNumber,
      timed({ key: "averageTemperature", label: "readings.field.averageTemperature", text: (r) => temperatureText(r.averageTemperature, 1, lang), width: M, align: "end", group: "incubation" }),
      result,
      visual,
    ];
    const incubator = timed({ key: "incubator", label: "readings.field.incubator", text: (r) => s(r.incubatorName), width: L, group: "incubation" });
    const ticket = timed({ key: "ticketNumber", label: "readings.field.ticketNumber", text: (r) => s(r.ticketNumber), sort: true, width: S, group: "other" });

    if (type.family === "BI") {
      const bi = (spec: Spec<BIRow>) => spec as Spec<HistoricalRow>;
      const machineSpecs =
        type.option === "ReadingBIDisinfection"
          ? [
              bi({ key: "disinfectorName", label: "readings.field.disinfector", text: (r) => s(r.disinfectorName), width: L, group: "process" }),
              bi({ key: "disinfectorSerial", label: "historical.col.disinfectorSerial", text: (r) => s(r.disinfectorSerial), width: L, group: "process" }),
              bi({ key: "disinfectorBrand", label: "historical.col.disinfectorBrand", text: (r) => s(r.disinfectorBrand), width: M, group: "process" }),
              bi({ key: "roomId", label: "readings.field.roomId", text: (r) => s(r.roomId), width: S, group: "other" }),
              bi({ key: "roomVolume", label: "readings.field.roomVolume", text: (r) => n(r.roomVolume, 2), width: S, align: "end", group: "other" }),
              bi({ key: "peroxideConcentration", label: "readings.field.peroxideConcentration", text: (r) => n(r.peroxideConcentration, 2), width: M, align: "end", group: "other" }),
            ]
          : machine("sterilizer");
      return [
        readNumber,
        ...incubation,
        product,
        lot,
        bi({ key: "process", label: "readings.field.process", text: (r) => tr(r.processDescription), width: L, group: "process" }),
        bi({ key: "valueD", label: "readings.field.valueD", text: (r) => (r.valueD == null ? "" : `${n(r.valueD, 2)} ${coded.valueDUnit(r.valueDUnit)}`.trim()), width: M, group: "process" }),
        bi({ key: "conditionSCIB", label: "readings.field.conditionSCIB", text: (r) => coded.conditionSCIB(r.conditionSCIB), width: M, group: "product" }),
        book,
        page,
        cycle,
        bi({ key: "exposureMinutes", label: "readings.field.exposureMinutes", text: (r) => (r.exposureMinutes == null ? "" : String(r.exposureMinutes)), width: S, group: "process", detailOnly: true }),
        ...machineSpecs,
        incubator,
        bi({ key: "loadNumber", label: "readings.field.loadNumber", text: (r) => s(r.loadNumber), width: S, group: "process" }),
        ticket,
        bi({ key: "terms", label: "readings.field.terms", text: (r) => s(r.terms), group: "other", detailOnly: true }),
        ...trailer,
      ];
    }

    const pro = (spec: Spec<PRORow>) => spec as Spec<HistoricalRow>;
    return [
      readNumber,
      ...incubation,
      pro({ key: "quantitativeResult", label: "historical.col.protein", text: (r) => n(r.quantitativeResult, 2, " µg"), width: M, align: "end", group: "incubation" }),
      pro({ key: "density", label: "readings.field.density", text: (r) => n(r.density, 2, " µg/cm²"), width: M, align: "end", group: "incubation" }),
      pro({ key: "alertResult", label: "historical.col.alertResult", text: (r) => n(r.alertResult, 2), width: S, align: "end", group: "incubation" }),
      pro({ key: "actionResult", label: "historical.col.actionResult", text: (r) => n(r.actionResult, 2), width: S, align: "end", group: "incubation" }),
      product,
      lot,
      pro({ key: "tool", label: "readings.field.tool", text: (r) => s(r.tool), width: M, group: "process" }),
      pro({ key: "measure", label: "readings.field.measure", text: (r) => s(r.measureCode), width: L, group: "process" }),
      pro({ key: "surface", label: "readings.field.surface", text: (r) => n(r.measureSurface, 2, " cm²"), width: S, align: "end", group: "process" }),
      book,
      page,
      cycle,
      ...machine("washer"),
      incubator,
      ticket,
      pro({ key: "ignoreFromIQAS", label: "readings.field.ignoreFromIQAS", text: (r) => (r.ignoreFromIQAS ? t("common.yes") : t("common.no")), group: "other", detailOnly: true }),
      ...trailer,
    ];
  }

  type Chemical = CheSterilizerRow | CheWasherRow;
  const che = (spec: Spec<Chemical>) => spec as Spec<HistoricalRow>;
  const common = [
    readNumber,
    che({ key: "creationTest", label: "chemical.field.testedAt", text: (r) => dateTimeText(r.testedAt), sort: true, width: L, group: "analysis" }),
    { ...result, group: "analysis" as const },
    { ...visual, group: "analysis" as const },
    product,
    brand,
    lot,
    che({ key: "manufactureDate", label: "chemical.field.manufactureDate", text: (r) => dateOnlyText(r.manufactureDate), sort: true, width: M, group: "product" }),
    che({ key: "expirationDate", label: "chemical.field.expirationDate", text: (r) => dateOnlyText(r.expirationDate), sort: true, width: M, group: "product" }),
    cycle,
    che({ key: "temperature", label: "chemical.field.temperature", text: (r) => temperatureText(r.temperature, 1, lang), width: M, align: "end", group: "process" }),
  ];
  const tail = [programNumber, book, page, ...trailer];
  if (type.option === "readingchesterilizer") {
    const st = (spec: Spec<CheSterilizerRow>) => spec as Spec<HistoricalRow>;
    return [
      ...common,
      ...machine("sterilizer"),
      st({ key: "exposureTime", label: "chemical.field.exposureTime", text: (r) => n(r.exposureTime, 1), width: M, align: "end", group: "process" }),
      st({ key: "packageNumber", label: "chemical.field.packageNumber", text: (r) => s(r.packageNumber), width: S, group: "process" }),
      st({ key: "concentration", label: "chemical.field.concentration", text: (r) => n(r.concentration, 2), width: M, align: "end", group: "process" }),
      st({ key: "relativeDampness", label: "chemical.field.relativeDampness", text: (r) => n(r.relativeDampness, 1), width: M, align: "end", group: "process" }),
      ...tail,
    ];
  }
  const wa = (spec: Spec<CheWasherRow>) => spec as Spec<HistoricalRow>;
  return [
    ...common,
    ...machine("washer"),
    wa({ key: "location", label: "chemical.field.location", text: (r) => s(r.location), width: M, group: "process" }),
    wa({ key: "washingTime", label: "chemical.field.washingTime", text: (r) => n(r.washingTime, 1), width: M, align: "end", group: "process" }),
    wa({ key: "detergentConcentration", label: "chemical.field.detergentConcentration", text: (r) => n(r.detergentConcentration, 2), width: L, align: "end", group: "process" }),
    wa({ key: "detergentType", label: "chemical.field.detergentType", text: (r) => coded.detergentType(r.detergentType), width: M, group: "process" }),
    wa({ key: "waterPressure", label: "chemical.field.waterPressure", text: (r) => n(r.waterPressure, 2), width: M, align: "end", group: "process" }),
    wa({ key: "waterHardness", label: "chemical.field.waterHardness", text: (r) => n(r.waterHardness, 2), width: M, align: "end", group: "process" }),
    ...tail,
  ];
}

export interface HistoricalColumns {
  columns: Column<HistoricalRow>[];
  detail: (row: HistoricalRow) => DetailGroups;
}

export function historicalColumns(type: HistoricalType, t: TFunction, lang: string, coded: CodedTexts): HistoricalColumns {
  const specs = specsFor(type, t, lang, coded);
  const columns: Column<HistoricalRow>[] = specs
    .filter((spec) => !spec.detailOnly)
    .map((spec) => ({
      key: spec.key,
      header: t(spec.label),
      text: spec.text,
      render: spec.render,
      // Only the server's orderBy columns sort; the others would silently fall back.
      sortable: spec.sort ?? false,
      searchable: false,
      width: spec.width,
      align: spec.align,
      rowHeader: spec.key === "readNumber",
      wrapHeader: true,
    }));
  const detail = (row: HistoricalRow): DetailGroups => {
    const groups: Partial<Record<ReadingGroup, DetailItem[]>> = {};
    for (const spec of specs) {
      const item: DetailItem = { key: spec.key, label: t(spec.label), value: spec.render ? spec.render(row) : spec.text(row), wide: spec.wide };
      (groups[spec.group] ??= []).push(item);
    }
    return groups;
  };
  return { columns, detail };
}
