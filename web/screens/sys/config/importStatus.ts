// The configuration import's status on the screen (spec 002 section 4: "progress is polled
// every 15 seconds while the import status is running, then the detail is shown"): it starts
// from the page's query, follows `configImportProgress` live, and while an import runs asks
// again every 15 s in case the socket missed an event. Answers may arrive out of order (the
// import's own answer after its first events): a newer job, or a later step of the same job,
// wins.
import { useCallback, useEffect, useMemo, useState } from "react";
import { graphql, readInlineData, useRelayEnvironment, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { importStatus_status$data, importStatus_status$key } from "../../../__generated__/importStatus_status.graphql";
import type { importStatusQuery } from "../../../__generated__/importStatusQuery.graphql";
import type { importStatusSubscription } from "../../../__generated__/importStatusSubscription.graphql";
import { query } from "../../../relay/operations";

/** Spec 002 section 9: import polling 15 s. */
export const IMPORT_POLL_MS = 15_000;

export type ImportStatus = importStatus_status$data;

const statusFragment = graphql`
  fragment importStatus_status on ConfigImportStatus @inline {
    jobId
    state
    counts {
      kind
      count
    }
    stepsDone
    stepsTotal
    error
    startedAt
    finishedAt
  }
`;

const statusQuery = graphql`
  query importStatusQuery {
    configImportStatus {
      ...importStatus_status
    }
  }
`;

const subscription = graphql`
  subscription importStatusSubscription {
    configImportProgress {
      ...importStatus_status
    }
  }
`;

export const readStatus = (ref: importStatus_status$key): ImportStatus => readInlineData(statusFragment, ref);

const finished = (s: ImportStatus) => s.state === "DONE" || s.state === "FAILED";

/** Whether `next` tells more than `current` (a newer job, or a later point of the same one). */
export function isNewer(current: ImportStatus | null, next: ImportStatus): boolean {
  if (!current || current.jobId == null) return true;
  if (next.jobId == null) return false;
  if (next.jobId !== current.jobId) return next.jobId > current.jobId;
  if (finished(current)) return false;
  return finished(next) || next.stepsDone >= current.stepsDone;
}

export function useImportStatus(initial: ImportStatus | null) {
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<ImportStatus | null>(initial);
  const offer = useCallback((next: ImportStatus | null) => {
    if (next) setStatus((current) => (isNewer(current, next) ? next : current));
  }, []);

  const config = useMemo<GraphQLSubscriptionConfig<importStatusSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => offer(response?.configImportProgress ? readStatus(response.configImportProgress) : null),
      onError: (error) => console.warn("configuration import subscription", error),
    }),
    [offer],
  );
  useSubscription(config);

  const running = status?.state === "RUNNING";
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      query<importStatusQuery>(environment, statusQuery, {}).then(
        (r) => offer(r.configImportStatus ? readStatus(r.configImportStatus) : null),
        (error) => console.warn("configuration import status", error),
      );
    }, IMPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [running, environment, offer]);

  return { status, offer };
}
