// The Relay environment's provider, a chunk of its own around every route but the sign-in
// page's (web/App.tsx): Relay (relay-runtime, react-relay) loads with the first screen that
// reads through it, not with the sign-in page (bench/first-screen.ts).
import type { Environment } from "relay-runtime";
import { RelayEnvironmentProvider } from "react-relay";
import { Outlet } from "react-router-dom";
import { session, useSession } from "../session/session";
import { createEnvironment } from "./environment";

// A fresh Relay store per signed-in user: one user's records never leak into the next
// session. A renewed token of the same user keeps the store (requests read the token).
let current: { key: string; environment: Environment } | null = null;
function environmentFor(key: string): Environment {
  if (current?.key !== key) current = { key, environment: createEnvironment(() => session.token()) };
  return current.environment;
}

export function RelayRoot() {
  const { token, claims } = useSession();
  const environment = environmentFor(token ? `user:${claims?.Id ?? token}` : "anonymous");
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
