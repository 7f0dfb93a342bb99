// Which incubator actions are offered (spec 000 section 4; the server refuses the same):
// model type 1 incubators work where they were discovered and are never assigned or freed;
// a disconnected incubator cannot be assigned; only one with a work sector can be freed.
export const FIXED_MODEL_TYPE = 1;
export const DISCONNECTED = 2;

export interface IncubatorFacts {
  modelType: number;
  connectionStatus: number;
  workSector?: unknown;
}

export function canAssignSector(i: IncubatorFacts): boolean {
  return i.modelType !== FIXED_MODEL_TYPE && i.connectionStatus !== DISCONNECTED;
}

export function canFreeIncubator(i: IncubatorFacts): boolean {
  return i.workSector != null && i.modelType !== FIXED_MODEL_TYPE;
}
