// /appsterilizer — the sterilizers of a sector (screen 305); the catalogue itself is MachineCatalogue.
import { graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from "react-relay";
import { fetchQuery } from "relay-runtime";
import type { AppSterilizer_machines$key } from "../../../__generated__/AppSterilizer_machines.graphql";
import type { AppSterilizerListQuery } from "../../../__generated__/AppSterilizerListQuery.graphql";
import { useLoadAll } from "../../../relay/useLoadAll";
import { MachineCatalogue, type MachineListProps } from "./MachineCatalogue";

const listQuery = graphql`
  query AppSterilizerListQuery($sectorId: ID) {
    ...AppSterilizer_machines @arguments(sectorId: $sectorId)
  }
`;

const fragment = graphql`
  fragment AppSterilizer_machines on Query
  @refetchable(queryName: "AppSterilizerPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }, sectorId: { type: "ID" }) {
    sterilizers(sectorId: $sectorId, first: $count, after: $cursor) @connection(key: "AppSterilizer_sterilizers") {
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

export function AppSterilizer() {
  return <MachineCatalogue kind="STERILIZER" List={SterilizerList} />;
}

function SterilizerList({ sectorGlobalId, render }: MachineListProps) {
  const environment = useRelayEnvironment();
  const variables = { sectorId: sectorGlobalId };
  const list = useLazyLoadQuery<AppSterilizerListQuery>(listQuery, variables, { fetchPolicy: "store-and-network" });
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, list as AppSterilizer_machines$key);
  const loading = useLoadAll({ hasNext, isLoadingNext, loadNext });
  const refresh = () => fetchQuery<AppSterilizerListQuery>(environment, listQuery, variables, { fetchPolicy: "network-only" }).toPromise();
  return <>{render(data.sterilizers.edges.map((edge) => edge.node), loading, refresh)}</>;
}
