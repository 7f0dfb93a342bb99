// Live refresh of the dashboard: one readingChanged subscription for all cards. Events are
// gathered per reading kind and, 1.5 s after the first of a burst, each kind seen gets a new
// version; a card's fetchKey is the sum of its kinds' versions, so only the panels that count
// a changed kind ask the server again (an agent reporting a batch of results is one refresh).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLiveKindsSubscription } from "../../../__generated__/useLiveKindsSubscription.graphql";

const subscription = graphql`
  subscription useLiveKindsSubscription {
    readingChanged {
      kind
    }
  }
`;

export const DEBOUNCE_MS = 1500;

export function useLiveKinds(): (kinds: readonly string[]) => number {
  const [versions, setVersions] = useState<Record<string, number>>({});
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<useLiveKindsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (event) => {
        const kind = event?.readingChanged.kind;
        if (!kind) return;
        pending.current.add(kind);
        if (timer.current) return;
        timer.current = setTimeout(() => {
          timer.current = undefined;
          const kinds = [...pending.current];
          pending.current.clear();
          setVersions((v) => ({ ...v, ...Object.fromEntries(kinds.map((k) => [k, (v[k] ?? 0) + 1])) }));
        }, DEBOUNCE_MS);
      },
      onError: (error) => console.error("dashboard subscription", error),
    }),
    [],
  );
  useSubscription(config);
  return useCallback((kinds) => kinds.reduce((n, k) => n + (versions[k] ?? 0), 0), [versions]);
}
