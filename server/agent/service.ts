// The incubator agent's service layer (docs/agent-api.md), one file per part of the
// conversation: who is calling (caller.ts), its incubators (incubators.ts), incubations
// (incubations.ts) and results (results.ts). The REST door (rest.ts) is the only caller.
export { agentOf, type Agent } from "./caller";
export { announceIncubator, listIncubators, reportStatus, setConnection, STALE_HEARTBEAT_MS } from "./incubators";
export { incubationDetail, incubatorDetail, startIncubation } from "./incubations";
export { ingestResults, reportResult, MAX_BATCH, type ResultOutcome } from "./results";
