// The columns of the chosen reading type (the exportColumns query, in the viewer's language)
// and which of them are ticked. A new type starts with every column ticked: most people
// want the whole record and untick a few.
import { useCallback, useEffect, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { useExportColumnsQuery } from "../../__generated__/useExportColumnsQuery.graphql";
import { errorLines } from "../../api/errors";
import { query } from "../../relay/operations";
import type { ExportColumn, ExportRead } from "./exportOptions";

export interface ExportColumns {
  columns: ExportColumn[];
  selected: ReadonlySet<string>;
  loading: boolean;
  /** The server's lines when the list could not be read. */
  error: string[] | null;
  toggle: (key: string, on: boolean) => void;
  selectAll: () => void;
  selectNone: () => void;
  /** The ticked keys in the server's column order (the file's column order). */
  chosenKeys: string[];
}

export function useExportColumns(read: ExportRead | ""): ExportColumns {
  const environment = useRelayEnvironment();
  const [columns, setColumns] = useState<ExportColumn[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  useEffect(() => {
    setColumns([]);
    setSelected(new Set());
    setError(null);
    if (!read) return;
    // A quick change of type must not let the older answer win.
    let current = true;
    setLoading(true);
    query<useExportColumnsQuery>(
      environment,
      graphql`
        query useExportColumnsQuery($read: ExportRead!) {
          exportColumns(read: $read) {
            key
            label
            type
          }
        }
      `,
      { read },
    )
      .then(({ exportColumns: answer }) => {
        if (!current) return;
        setColumns(answer.map((c) => ({ ...c, type: c.type as ExportColumn["type"] })));
        setSelected(new Set(answer.map((c) => c.key)));
      })
      .catch((failure: unknown) => current && setError(errorLines(failure)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [environment, read]);

  const toggle = useCallback((key: string, on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setSelected(new Set(columns.map((c) => c.key))), [columns]);
  const selectNone = useCallback(() => setSelected(new Set()), []);
  const chosenKeys = columns.filter((c) => selected.has(c.key)).map((c) => c.key);

  return { columns, selected, loading, error, toggle, selectAll, selectNone, chosenKeys };
}
