// The company's sectors, one connection shared by the sectors screen, the sector pickers
// and every form that chooses a sector (a sector created on one screen is known to all).
// A picker offers every sector, so this list alone is read whole: page after page of the
// server's largest size (a company has tens of sectors, not thousands).
import { useEffect } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { useSectors_query$key } from "../../../__generated__/useSectors_query.graphql";
import { MAX_PAGE_ROWS } from "../../../relay/paging";

const fragment = graphql`
  fragment useSectors_query on Query
  @refetchable(queryName: "SectorsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
    sectors(first: $count, after: $cursor) @connection(key: "useSectors_sectors") {
      __id
      edges {
        node {
          id
          sectorId
          name
        }
      }
    }
  }
`;

export interface SectorRow {
  /** Global id. */
  id: string;
  sectorId: number;
  name: string;
}

export function useSectors(query: useSectors_query$key) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, query);
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(MAX_PAGE_ROWS);
  }, [hasNext, isLoadingNext, loadNext]);
  const loadingMore = hasNext;
  const sectors: SectorRow[] = data.sectors.edges.map((edge) => edge.node);
  return { sectors, connectionId: data.sectors.__id, loadingMore };
}
