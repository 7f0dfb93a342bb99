// How the reading screens' columns order on the server (the ReadingOrder enum,
// server/readings/lists.ts), by column key, and the lists' default orders.
import type { Column } from "../../../components/table/types";

const ORDER_OF_COLUMN: Record<string, string> = {
  readNumber: "READ_NUMBER",
  positionNumber: "POSITION",
  startedAt: "STARTED_AT",
  resultAt: "RESULT_AT",
  testedAt: "TESTED_AT",
  programName: "PROGRAM",
  result: "RESULT",
  visualResult: "VISUAL_RESULT",
  averageTemperature: "AVERAGE_TEMPERATURE",
  ticketNumber: "TICKET_NUMBER",
  incubatorName: "INCUBATOR",
  productName: "PRODUCT",
  product: "PRODUCT",
  lot: "LOT",
  cycle: "CYCLE",
  manufactureDate: "MANUFACTURE_DATE",
  quantitativeResult: "QUANTITATIVE_RESULT",
  density: "DENSITY",
  measure: "MEASURE",
  washer: "MACHINE",
  sterilizer: "MACHINE",
};

/** The columns with their server ordering (a column without one does not sort). */
export function withReadingOrder<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.map((column) => (column.order || !ORDER_OF_COLUMN[column.key] ? column : { ...column, order: ORDER_OF_COLUMN[column.key] }));
}

/** Provisional lists: newest read number first. */
export const NEWEST_READ = { key: "readNumber", direction: "desc" } as const;
/** Live lists: newest started first. */
export const NEWEST_STARTED = { key: "startedAt", direction: "desc" } as const;
