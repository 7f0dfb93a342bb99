// The application shell: fixed top bar, left menu (240 px open at >= 960 px, 75 px
// collapsed, a drawer below 960 px) and the routed screen, behind the route guard.
// Shell data comes from one Relay query; each part reads its own fragment.
import { AlertIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { clsx } from "clsx";
import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate, Outlet, useLocation, useOutletContext } from "react-router-dom";
import type { LayoutQuery, LayoutQuery$data } from "../__generated__/LayoutQuery.graphql";
import { EmptyState } from "../components/EmptyState";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { NotificationToasts } from "../components/notifications/NotificationToasts";
import { forgetSession } from "../session/logout";
import { NavMenu } from "./NavMenu";
import { RouteGuard } from "./RouteGuard";
import styles from "./Shell.module.css";
import { TopBar } from "./TopBar";
import { LiveSettings } from "../settings/LiveSettings";
import { useDisplayRevision } from "../settings/companySettings";

const query = graphql`
  query LayoutQuery {
    viewer {
      id
      kind
      ...TopBar_viewer
      ...HomeHeader_viewer
    }
    ...NavMenu_query
    ...RouteGuard_query
    ...HomeShortcuts_query
    ...LiveSettings_query
  }
`;

export interface ShellContext {
  query: LayoutQuery$data;
  viewer: NonNullable<LayoutQuery$data["viewer"]>;
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}

/** Menu breakpoint md (spec 000 section 9). */
export const WIDE_MENU_QUERY = "(min-width: 960px)";

function useMediaQuery(queryText: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(queryText).matches);
  useEffect(() => {
    const list = window.matchMedia(queryText);
    const update = () => setMatches(list.matches);
    list.addEventListener("change", update);
    update();
    return () => list.removeEventListener("change", update);
  }, [queryText]);
  return matches;
}

export function Layout() {
  return (
    <ShellErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Shell />
      </Suspense>
    </ShellErrorBoundary>
  );
}

function Shell() {
  const data = useLazyLoadQuery<LayoutQuery>(query, {}, { fetchPolicy: "store-and-network" });
  const wide = useMediaQuery(WIDE_MENU_QUERY);
  const [railOnly, setRailOnly] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // A new unit or date format (any user's change) draws the open screen again.
  const displayRevision = useDisplayRevision();

  useEffect(() => setDrawerOpen(false), [location.pathname, wide]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  const toggle = useCallback(() => (wide ? setRailOnly((v) => !v) : setDrawerOpen((v) => !v)), [wide]);

  if (!data.viewer) return <RevokedSession />;

  const navState = wide ? (railOnly ? "rail" : "open") : drawerOpen ? "drawer" : "closed";
  const context: ShellContext = { query: data, viewer: data.viewer };

  return (
    <div className={styles.shell} data-nav={navState}>
      <TopBar viewer={data.viewer} menuOpen={wide ? !railOnly : drawerOpen} onToggleMenu={toggle} />
      {navState === "drawer" && <div className={styles.backdrop} onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <aside
        className={clsx(styles.nav, navState === "rail" && styles.navRail, navState === "drawer" && styles.navDrawer, navState === "closed" && styles.navClosed)}
        data-testid="side-nav"
        data-state={navState}
        aria-hidden={navState === "closed" ? true : undefined}
      >
        {navState !== "closed" && (
          <NavMenu
            query={data}
            collapsed={navState === "rail"}
            onNavigate={() => setDrawerOpen(false)}
            onExpand={() => setRailOnly(false)}
          />
        )}
      </aside>
      {/* Company users: waiting notifications on the landing page (spec 000), and new ones
          (a positive result, say) the moment they arrive, on every screen. */}
      {data.viewer.kind === "COMPANY" && <NotificationToasts live backlog={location.pathname.toLowerCase() === "/appmain"} />}
      <LiveSettings query={data} live={data.viewer.kind === "COMPANY"} />
      <main className={styles.content}>
        <RouteGuard query={data}>
          <Outlet key={displayRevision} context={context} />
        </RouteGuard>
      </main>
    </div>
  );
}

/** The server no longer knows this token (revoked): start over at /login. */
function RevokedSession() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    forgetSession();
    setDone(true);
  }, []);
  return done ? <Navigate to="/login" replace /> : <FullPageSpinner />;
}

class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) return <ShellError error={this.state.error} />;
    return this.props.children;
  }
}

function ShellError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div style={{ padding: 32 }}>
      <EmptyState
        icon={AlertIcon}
        title={t("shell.loadError")}
        description={error.message}
        action={<Button onClick={() => window.location.reload()}>{t("common.retry")}</Button>}
        testId="shell-error"
      />
    </div>
  );
}
