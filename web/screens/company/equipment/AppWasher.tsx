// /appwasher — the washers of a sector (screen 300); the catalogue itself is MachineCatalogue.
import { graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from "react-relay";
import { fetchQuery } from "relay-runtime";
import type { AppWasher_machines$key } from "../../../__generated__/AppWasher_machines.graphql";
import type { AppWasherListQuery } from "../../../__generated__/AppWasherListQuery.graphql";
import { useLoadAll } from "../../../relay/useLoadAll";
import { MachineCatalogue, type MachineListProps } from "./MachineCatalogue";

const listQuery = graphql`
  query AppWasherListQuery($sectorId: ID) {
    ...AppWasher_machines @arguments(sectorId: $sectorId)
  }
`;

const fragment = graphql`
  fragment AppWasher_machines on Query
  @refetchable(queryName: "AppWasherPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }, sectorId: { type: "ID" }) {
    washers(sectorId: $sectorId, first: $count, after: $cursor) @connection(key: "AppWasher_washers") {
      edges {
        node {
          id
          machineId
          name
          brand
          serial
          desktopMigrationId
          sector {
            id
            sectorId
            name
          }
        }
      }
    }
  }
`;

export function AppWasher() {
  return <MachineCatalogue kind="WASHER" List={WasherList} />;
}

function WasherList({ sectorGlobalId, render }: MachineListProps) {
  const environment = useRelayEnvironment();
  const variables = { sectorId: sectorGlobalId };
  const list = useLazyLoadQuery<AppWasherListQuery>(listQuery, variables, { fetchPolicy: "store-and-network" });
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, list as AppWasher_machines$key);
  const loading = useLoadAll({ hasNext, isLoadingNext, loadNext });
  const refresh = () => fetchQuery<AppWasherListQuery>(environment, listQuery, variables, { fetchPolicy: "network-only" }).toPromise();
  return <>{render(data.washers.edges.map((edge) => edge.node), loading, refresh)}</>;
}
