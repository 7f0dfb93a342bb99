// The measure columns both measure tables show (the instruments screen and the measure
// association's picker): code, description with the instrument under it, and surface; and
// the row they read (an @inline fragment, spread by each list's connection).
import { graphql, readInlineData } from "react-relay";
import type { measureColumns_measure$data, measureColumns_measure$key } from "../../../__generated__/measureColumns_measure.graphql";
import type { Column } from "../../../components/table/types";
import styles from "./measureColumns.module.css";

const rowFragment = graphql`
  fragment measureColumns_measure on InstrumentMeasure @inline {
    id
    measureId
    code
    description
    surface
    bothSides
    fileName
    instrumentCode
    instrumentDescription
  }
`;

export type MeasureRow = measureColumns_measure$data;

/** A listed measure's fields (a node of the list's connection). */
export function readMeasureRow(node: measureColumns_measure$key): MeasureRow {
  return readInlineData(rowFragment, node);
}

/** The server's order of the measures (server/measures/service.ts MEASURE_LIST). */
export const BY_CODE = { key: "code", direction: "asc" } as const;

/** Surfaces (cm², named by the header) with two decimals, in the user's language. */
export function surfaceText(surface: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(surface);
}

type MeasureColumn = "code" | "description" | "surface";

export interface MeasureColumnsOptions {
  headers: Record<MeasureColumn, string>;
  /** The surface cell's text. */
  surface: (m: MeasureRow) => string;
  /** Each table's sizes (width, alignment, wrapping header). */
  layout: Record<MeasureColumn, Pick<Column<MeasureRow>, "width" | "align" | "wrapHeader">>;
}

/** Code, description (the instrument under it) and surface, each sorted by the server. */
export function measureColumns({ headers, surface, layout }: MeasureColumnsOptions): Column<MeasureRow>[] {
  return [
    { key: "code", header: headers.code, value: (m) => m.code, order: "CODE", rowHeader: true, ...layout.code },
    {
      key: "description",
      header: headers.description,
      value: (m) => m.description,
      order: "DESCRIPTION",
      // The instrument is named under the measure (and found by the search box too).
      text: (m) => `${m.description} ${m.instrumentDescription} ${m.instrumentCode}`,
      render: (m) => (
        <span>
          {m.description}
          <span className={styles.instrument}>{m.instrumentDescription}</span>
        </span>
      ),
      ...layout.description,
    },
    { key: "surface", header: headers.surface, value: (m) => m.surface, text: surface, order: "SURFACE", ...layout.surface },
  ];
}
