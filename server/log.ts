// Minimal structured logger: one JSON line per event on stdout/stderr. A line written while a
// request is handled carries its id (requestId, the X-Request-Id of its answer and the "ref" of
// an unexpected error: server/observability/request.ts).
import { currentRequest } from "./observability/request";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = (process.env.LOG_LEVEL as Level) ?? "info";

export function setLogLevel(level: Level) {
  threshold = level;
}

function write(level: Level, msg: string, data?: Record<string, unknown>) {
  if (order[level] < order[threshold]) return;
  const requestId = currentRequest()?.id;
  const line = JSON.stringify(requestId === undefined ? { t: new Date().toISOString(), level, msg, ...data } : { t: new Date().toISOString(), level, msg, requestId, ...data });
  (level === "error" || level === "warn" ? console.error : console.log)(line);
}

export const log = {
  debug: (msg: string, data?: Record<string, unknown>) => write("debug", msg, data),
  info: (msg: string, data?: Record<string, unknown>) => write("info", msg, data),
  warn: (msg: string, data?: Record<string, unknown>) => write("warn", msg, data),
  error: (msg: string, data?: Record<string, unknown>) => write("error", msg, data),
};
