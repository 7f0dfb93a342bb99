// Cycle scores as the screen uses them, and the default period (the current month, spec 002
// section 9: the 1st to the last day 23:59:59).
import { readInlineData } from "react-relay";
import type { scoreQueries_cycle$data, scoreQueries_cycle$key } from "../../../__generated__/scoreQueries_cycle.graphql";
import { cycleFragment } from "./scoreQueries";

export type CycleData = scoreQueries_cycle$data;
export const readCycle = (key: scoreQueries_cycle$key): CycleData => readInlineData(cycleFragment, key);

const pad = (n: number) => String(n).padStart(2, "0");
/** yyyy-MM-dd of a local date (what a date input holds). */
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function currentMonth(now = new Date()): { from: string; to: string } {
  return { from: dayText(new Date(now.getFullYear(), now.getMonth(), 1)), to: dayText(new Date(now.getFullYear(), now.getMonth() + 1, 0)) };
}

/** The instants a local day starts and ends (23:59:59.999), as the server takes them. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
