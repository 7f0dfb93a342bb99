// Store updates of paged connections (server/graphql/lists.ts): a row a mutation or an event
// adds or takes out changes the connection's totalCount too, so the pager stays right
// without asking the server again.
import type { RecordProxy } from "relay-runtime";

/** Adds `delta` to the connection's totalCount (when it has one). */
export function addToTotal(connection: RecordProxy | null | undefined, delta: number): void {
  const total = connection?.getValue("totalCount");
  if (connection && typeof total === "number") connection.setValue(Math.max(0, total + delta), "totalCount");
}
