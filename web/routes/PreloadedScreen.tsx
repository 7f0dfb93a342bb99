// A company screen as a route: its code is a chunk of its own and its query is loaded by the
// route, both started at once when the route is entered (and again when its search
// parameters change the variables), so data and code arrive together. The screen reads the
// query with usePreloadedQuery(query, queryRef).
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { useQueryLoader, type PreloadedQuery } from "react-relay";
import { useLocation, useSearchParams } from "react-router-dom";
import type { ConcreteRequest, OperationType, Variables } from "relay-runtime";
import { FullPageSpinner } from "../components/FullPageSpinner";

export interface ScreenProps<Q extends OperationType = OperationType> {
  queryRef: PreloadedQuery<Q>;
}

export interface ScreenRoute {
  /** Starts loading the screen's code (the same promise React.lazy waits for). */
  load: () => Promise<unknown>;
  Screen: LazyExoticComponent<ComponentType<ScreenProps<any>>>;
  /** The screen's query (its generated artifact) and its variables from the address. */
  query: ConcreteRequest;
  variables?: (params: URLSearchParams, path: string) => Variables;
}

export function PreloadedScreen({ route }: { route: ScreenRoute }) {
  const [queryRef, loadQuery] = useQueryLoader(route.query);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const variables = JSON.stringify(route.variables?.(params, pathname) ?? {});
  useEffect(() => {
    void route.load();
    loadQuery(JSON.parse(variables), { fetchPolicy: "store-and-network" });
  }, [route, variables, loadQuery]);
  if (!queryRef) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <route.Screen queryRef={queryRef} />
    </Suspense>
  );
}
