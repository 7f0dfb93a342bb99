// The route guard: the current path (case-insensitive; a detail page as its list, menuPath) must
// be a url of the user's menu or an always-allowed path; otherwise /invalidUrl with 'Access Denied'.
// Company administrators (type 0) whose company has not accepted the terms go to /appeula.
import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Navigate, useLocation } from "react-router-dom";
import type { RouteGuard_query$key } from "../__generated__/RouteGuard_query.graphql";
import type { RouteGuardEulaQuery } from "../__generated__/RouteGuardEulaQuery.graphql";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { query } from "../relay/operations";
import { useSession } from "../session/session";
import { readJson, storageKeys, writeJson } from "../session/storage";
import { alwaysAllowed, menuPath, normalizePath } from "./screens";

const fragment = graphql`
  fragment RouteGuard_query on Query {
    menu {
      url
      items {
        url
      }
    }
  }
`;

export const ACCESS_DENIED = "Access Denied";

export function RouteGuard({ query, children }: { query: RouteGuard_query$key; children: ReactNode }) {
  const { menu } = useFragment(fragment, query);
  const location = useLocation();
  const current = menuPath(location.pathname);
  const allowed = new Set(alwaysAllowed);
  for (const group of menu) {
    if (group.url) allowed.add(normalizePath(group.url));
    for (const item of group.items) allowed.add(normalizePath(item.url));
  }
  if (!allowed.has(current)) {
    return <Navigate to="/invalidUrl" replace state={{ message: ACCESS_DENIED }} />;
  }
  return <EulaGuard>{children}</EulaGuard>;
}

interface StoredEula {
  companyId: number;
  acceptedEula: boolean;
}

/** Terms acceptance is enforced only for user type 0 (spec 000 section 6). */
function EulaGuard({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const companyId = claims?.Company?.Id;
  const mustCheck = claims?.UserType === 0 && companyId != null;
  const stored = readJson<StoredEula>(storageKeys.eula);
  const known = stored && stored.companyId === companyId ? stored.acceptedEula : null;
  const [accepted, setAccepted] = useState<boolean | null>(mustCheck ? known : true);

  useEffect(() => {
    if (!mustCheck || accepted !== null) return;
    let cancelled = false;
    query<RouteGuardEulaQuery>(
      environment,
      graphql`
        query RouteGuardEulaQuery {
          eulaStatus {
            acceptedEula
          }
        }
      `,
      {},
    )
      .then(({ eulaStatus: answer }) => {
        if (cancelled) return;
        if (answer.acceptedEula) writeJson(storageKeys.eula, { companyId, acceptedEula: true });
        setAccepted(Boolean(answer.acceptedEula));
      })
      .catch((error) => {
        // A failed check must not lock the user out; the server enforces the rule too.
        console.error("terms check failed", error);
        if (!cancelled) setAccepted(true);
      });
    return () => {
      cancelled = true;
    };
  }, [environment, mustCheck, accepted, companyId]);

  if (accepted === null) return <FullPageSpinner />;
  if (!accepted) return <Navigate to="/appeula" replace />;
  return <>{children}</>;
}
