// The reading screens' lists (400-700 and the measure association) as paged lists
// (server/domain/lists.ts): what the search box looks at and how each column orders, per
// kind. One enum names every orderable column; a kind refuses the columns it does not have.
import type { ReadingKind } from "../db/generated/client";
import type { Direction, ListSpec } from "../domain/lists";

const last = (field: string) => (d: Direction) => ({ [field]: { sort: d, nulls: "last" } });
const by = (field: string) => (d: Direction) => ({ [field]: d });
const named = (relation: string, field = "name") => (d: Direction) => ({ [relation]: { [field]: d } });

const COMMON = {
  READ_NUMBER: by("readNumber"),
  RESULT: last("result"),
  VISUAL_RESULT: last("visualResult"),
  PRODUCT: named("product"),
  LOT: last("lot"),
  CYCLE: last("cycle"),
  SECTOR: named("sector"),
};
const TIMED = {
  STARTED_AT: by("startedAt"),
  RESULT_AT: last("resultAt"),
  POSITION: by("positionNumber"),
  INCUBATOR: named("incubator"),
  PROGRAM: named("program"),
  AVERAGE_TEMPERATURE: last("averageTemperature"),
  TICKET_NUMBER: last("ticketNumber"),
};
const CHEMICAL = { TESTED_AT: by("testedAt"), MANUFACTURE_DATE: last("manufactureDate") };

const ORDERS: Record<ReadingKind, Record<string, (d: Direction) => object>> = {
  BI: { ...COMMON, ...TIMED, MACHINE: named("sterilizer") },
  PRO: { ...COMMON, ...TIMED, QUANTITATIVE_RESULT: last("quantitativeResult"), DENSITY: last("density"), MEASURE: named("instrumentMeasure", "code"), MACHINE: named("washer") },
  CHE_STERILIZER: { ...COMMON, ...CHEMICAL, MACHINE: named("sterilizer") },
  CHE_WASHER: { ...COMMON, ...CHEMICAL, MACHINE: named("washer") },
};

/** Every orderable column of any reading list (the GraphQL enum ReadingOrder). */
export const READING_ORDERS = [...new Set(Object.values(ORDERS).flatMap((order) => Object.keys(order)))];
export type ReadingOrder = string;

const SEARCH: Record<ReadingKind, string[]> = {
  BI: ["product", "sector", "incubator", "sterilizer", "disinfector"],
  PRO: ["product", "sector", "incubator", "washer", "instrumentMeasure"],
  CHE_STERILIZER: ["product", "sector", "sterilizer"],
  CHE_WASHER: ["product", "sector", "washer"],
};

/** The list of a reading screen: its kind, and whether it shows live readings (their own default order). */
export function readingList(kind: ReadingKind, live: boolean): ListSpec<ReadingOrder> {
  return {
    searchRelations: SEARCH[kind],
    searchNumber: "readNumber",
    order: ORDERS[kind],
    // Live readings newest started first; the others newest read number first.
    defaultOrder: live ? [{ startedAt: "desc" }, { id: "desc" }] : [{ readNumber: "desc" }, { id: "desc" }],
  };
}
