// /appdisinfector — the disinfectors of a sector (screen 306); the catalogue itself is MachineCatalogue.
import { graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from "react-relay";
import { fetchQuery } from "relay-runtime";
import type { AppDisinfector_machines$key } from "../../../__generated__/AppDisinfector_machines.graphql";
import type { AppDisinfectorListQuery } from "../../../__generated__/AppDisinfectorListQuery.graphql";
import { useLoadAll } from "../../../relay/useLoadAll";
import { MachineCatalogue, type MachineListProps } from "./MachineCatalogue";

const listQuery = graphql`
  query AppDisinfectorListQuery($sectorId: ID) {
    ...AppDisinfector_machines @arguments(sectorId: $sectorId)
  }
`;

const fragment = graphql`
  fragment AppDisinfector_machines on Query
  @refetchable(queryName: "AppDisinfectorPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }, sectorId: { type: "ID" }) {
    disinfectors(sectorId: $sectorId, first: $count, after: $cursor) @connection(key: "AppDisinfector_disinfectors") {
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

export function AppDisinfector() {
  return <MachineCatalogue kind="DISINFECTOR" List={DisinfectorList} />;
}

function DisinfectorList({ sectorGlobalId, render }: MachineListProps) {
  const environment = useRelayEnvironment();
  const variables = { sectorId: sectorGlobalId };
  const list = useLazyLoadQuery<AppDisinfectorListQuery>(listQuery, variables, { fetchPolicy: "store-and-network" });
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, list as AppDisinfector_machines$key);
  const loading = useLoadAll({ hasNext, isLoadingNext, loadNext });
  const refresh = () => fetchQuery<AppDisinfectorListQuery>(environment, listQuery, variables, { fetchPolicy: "network-only" }).toPromise();
  return <>{render(data.disinfectors.edges.map((edge) => edge.node), loading, refresh)}</>;
}
