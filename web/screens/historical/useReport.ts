// The 'generate record' flow (spec 001 sections 4 and 8): with no filter active the user is
// asked first ('FilterEmpty': cancel or accept, accept generates anyway); then the HTML comes
// from the historicalReport query with the same filter as the table (with the browser's time
// zone for the printed dates). A failure shows the error text in the viewer.
import { useCallback, useRef, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { HistoricalFilter, HistoricalOption, useReportQuery } from "../../__generated__/useReportQuery.graphql";
import { errorLines } from "../../api/errors";
import { query } from "../../relay/operations";
import type { ReportState } from "./ReportViewer";

export interface ReportRequest {
  option: HistoricalOption;
  filter: HistoricalFilter;
  filterActive: boolean;
}

const reportQuery = graphql`
  query useReportQuery($option: HistoricalOption!, $filter: HistoricalFilter) {
    historicalReport(option: $option, filter: $filter)
  }
`;

export interface ReportFlow {
  /** The 'FilterEmpty' question is open. */
  asking: boolean;
  /** The viewer is open (loading, showing the record or its failure). */
  report: ReportState | null;
  generate: (request: ReportRequest) => void;
  accept: () => void;
  cancel: () => void;
  close: () => void;
}

export function useReport(): ReportFlow {
  const environment = useRelayEnvironment();
  const [asking, setAsking] = useState(false);
  const [report, setReport] = useState<ReportState | null>(null);
  const pending = useRef<ReportRequest | null>(null);
  // Each run has a number: an answer arriving after the viewer closed (or reopened) is dropped.
  const run = useRef(0);

  const fetchReport = useCallback((request: ReportRequest) => {
    const current = ++run.current;
    setReport({ html: null, errors: null });
    query<useReportQuery>(environment, reportQuery, { option: request.option, filter: request.filter })
      .then((answer) => current === run.current && setReport({ html: answer.historicalReport, errors: null }))
      .catch((failure: unknown) => current === run.current && setReport({ html: null, errors: errorLines(failure) }));
  }, [environment]);

  const generate = useCallback(
    (request: ReportRequest) => {
      if (request.filterActive) fetchReport(request);
      else {
        pending.current = request;
        setAsking(true);
      }
    },
    [fetchReport],
  );

  const accept = useCallback(() => {
    setAsking(false);
    if (pending.current) fetchReport(pending.current);
    pending.current = null;
  }, [fetchReport]);

  const cancel = useCallback(() => {
    setAsking(false);
    pending.current = null;
  }, []);

  const close = useCallback(() => {
    run.current++;
    setReport(null);
  }, []);

  return { asking, report, generate, accept, cancel, close };
}
