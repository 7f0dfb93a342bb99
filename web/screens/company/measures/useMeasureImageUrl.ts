// The signed address of a measure's picture (valid 10 minutes), asked for when the picture
// is shown rather than with the list, so it has not expired by then.
import { useEffect, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { useMeasureImageUrlQuery } from "../../../__generated__/useMeasureImageUrlQuery.graphql";
import { errorLines } from "../../../api/errors";
import { query } from "../../../relay/operations";

/** url: null while loading (or with no measure); errors: the server's lines when it failed. */
export function useMeasureImageUrl(measureId: string | null): { url: string | null; errors: string[] | null } {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ url: string | null; errors: string[] | null }>({ url: null, errors: null });
  useEffect(() => {
    setState({ url: null, errors: null });
    if (!measureId) return;
    let current = true;
    query<useMeasureImageUrlQuery>(
      environment,
      graphql`
        query useMeasureImageUrlQuery($id: ID!) {
          node(id: $id) {
            ... on InstrumentMeasure {
              imageUrl
            }
          }
        }
      `,
      { id: measureId },
    )
      .then((answer) => {
        if (!current) return;
        const url = answer.node?.imageUrl ?? null;
        setState(url ? { url, errors: null } : { url: null, errors: ["This measure has no picture."] });
      })
      .catch((error: unknown) => current && setState({ url: null, errors: errorLines(error) }));
    return () => {
      current = false;
    };
  }, [environment, measureId]);
  return state;
}
