// The open readings of a biological or protein screen (live or provisional): one query for
// both, readings(kind, states) as a paged connection whose nodes carry each kind's row
// fragment (BIReadings_row, PROReadings_row). The route preloads it (web/routes/screens.tsx).
// With the one subscription every reading screen listens to.
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { readingListQuery as ReadingListQuery } from "../../../__generated__/readingListQuery.graphql";
import type { readingList_list$key } from "../../../__generated__/readingList_list.graphql";

const query = graphql`
  query readingListQuery($kind: ReadingKind!, $states: [ReadingState!]!) {
    ...readingList_list @arguments(kind: $kind, states: $states)
  }
`;

const listFragment = graphql`
  fragment readingList_list on Query
  @refetchable(queryName: "readingListPaginationQuery")
  @argumentDefinitions(
    kind: { type: "ReadingKind!" }
    states: { type: "[ReadingState!]!" }
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ReadingOrder" }
    descending: { type: "Boolean" }
  ) {
    readings(kind: $kind, states: $states, first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "readingList_readings") {
      __id
      totalCount
      edges {
        node {
          ...BIReadings_row @alias(as: "bi")
          ...PROReadings_row @alias(as: "pro")
        }
      }
    }
  }
`;

/**
 * Every reading screen's live channel: each change brings the reading with the row fields of
 * the screens of its kind, which useLiveConnection places in the screen's connection.
 */
export const readingChangedSubscription = graphql`
  subscription readingListChangedSubscription {
    readingChanged {
      kind
      readingId
      state
      nodeId
      reading {
        ...BIReadings_row @alias(as: "bi")
        ...PROReadings_row @alias(as: "pro")
        ...ChemicalReadings_row
      }
    }
  }
`;

/** The list and its paging, from the route's preloaded query. */
export function useReadingList(queryRef: PreloadedQuery<ReadingListQuery>) {
  const data = usePreloadedQuery<ReadingListQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(listFragment, data as readingList_list$key);
  return { connection: list.readings, pagination };
}
