// The 'generate record' flow (spec 001 sections 4 and 8): with no filter active the user is
// asked first ('FilterEmpty': cancel or accept, accept generates anyway); then the HTML comes
// from POST /api/{option}/GetReport with the same filter as the table (REST shape, with the
// browser's time zone for the printed dates). A failure shows the error text in the viewer.
import { useCallback, useRef, useState } from "react";
import { apiPost } from "../../api/http";
import { errorLines } from "../../api/errors";
import type { ReportState } from "./ReportViewer";

export interface ReportRequest {
  option: string;
  userId: number | undefined;
  filter: Record<string, string | number | null>;
  filterActive: boolean;
}

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
  const [asking, setAsking] = useState(false);
  const [report, setReport] = useState<ReportState | null>(null);
  const pending = useRef<ReportRequest | null>(null);
  // Each run has a number: an answer arriving after the viewer closed (or reopened) is dropped.
  const run = useRef(0);

  const fetchReport = useCallback((request: ReportRequest) => {
    const current = ++run.current;
    setReport({ html: null, errors: null });
    apiPost<string>(`/api/${request.option}/GetReport`, { UserLoggedIn: request.userId, Filter: request.filter })
      .then((html) => current === run.current && setReport({ html: typeof html === "string" ? html : String(html ?? ""), errors: null }))
      .catch((failure: unknown) => current === run.current && setReport({ html: null, errors: errorLines(failure) }));
  }, []);

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
