// A company screen as a route: its code and its query's artifact are chunks of their own; the
// query is loaded by the route as soon as the (small) artifact is in, while the code is still
// coming, and again when the search parameters change the variables, so data and code arrive
// together. The screen reads the query with usePreloadedQuery(query, queryRef).
import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
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
  /** Loads the screen's query artifact; `query` is it once loaded (null before). */
  loadQuery: () => Promise<ConcreteRequest>;
  readonly query: ConcreteRequest | null;
  /** The query's variables from the address. */
  variables?: (params: URLSearchParams, path: string) => Variables;
}

export function PreloadedScreen({ route }: { route: ScreenRoute }) {
  const [, loaded] = useState(0);
  useEffect(() => {
    void route.load();
    if (!route.query) void route.loadQuery().then(() => loaded((n) => n + 1));
  }, [route]);
  if (!route.query) return <FullPageSpinner />;
  // Keyed by the query: another route's screen with another query starts afresh.
  return <QueryScreen key={route.query.params.name} route={route} query={route.query} />;
}

function QueryScreen({ route, query }: { route: ScreenRoute; query: ConcreteRequest }) {
  const [queryRef, loadQuery] = useQueryLoader(query);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const variables = JSON.stringify(route.variables?.(params, pathname) ?? {});
  // (The screen's code was started by PreloadedScreen.)
  useEffect(() => {
    loadQuery(JSON.parse(variables), { fetchPolicy: "store-and-network" });
  }, [variables, loadQuery]);
  if (!queryRef) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <route.Screen queryRef={queryRef} />
    </Suspense>
  );
}
