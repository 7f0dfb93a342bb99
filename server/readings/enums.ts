// Coded values of readings and their English descriptions (the client translates by key).
import type { ReadingKind } from "../db/generated/client";

type Options = { id: number; description: string }[];
const list = (o: Record<number, string>): Options => Object.entries(o).map(([id, description]) => ({ id: Number(id), description }));

export const RESULTS: Record<ReadingKind, Record<number, string>> = {
  BI: { 1: "Negative", 2: "Positive", 3: "Cancelled", 4: "Error" },
  PRO: { 1: "Pass", 2: "Alert", 3: "Fail" },
  CHE_STERILIZER: { 1: "Pass", 2: "Fail" },
  CHE_WASHER: { 1: "Pass", 2: "Fail" },
};
export const VISUAL_RESULTS: Record<ReadingKind, Record<number, string>> = {
  BI: { 1: "Negative", 2: "Positive" },
  PRO: { 1: "Clean", 2: "Soiled" },
  CHE_STERILIZER: { 1: "Pass", 2: "Fail" },
  CHE_WASHER: { 1: "Pass", 2: "Fail" },
};
export const PROCESSES = { 1: "Steam", 2: "Hydrogen peroxide", 3: "Ethylene oxide" };
export const CONDITIONS_SCIB = { 1: "Processed", 2: "Positive control" };
export const DETERGENT_TYPES = { 1: "Alkaline", 2: "Enzymatic", 3: "Neutral" };
export const VALUE_D_UNITS = { 1: "Minutes", 2: "Seconds" };
export const USER_EVALUATIONS = { 1: "Pass", 2: "Fail" };

export const options = {
  results: (k: ReadingKind) => list(RESULTS[k]),
  visualResults: (k: ReadingKind) => list(VISUAL_RESULTS[k]),
  processes: () => list(PROCESSES),
  conditions: () => list(CONDITIONS_SCIB),
  detergentTypes: () => list(DETERGENT_TYPES),
  valueDUnits: () => list(VALUE_D_UNITS),
  userEvaluations: () => list(USER_EVALUATIONS),
};
