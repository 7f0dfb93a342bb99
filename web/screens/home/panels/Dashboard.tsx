// The personal dashboard of /appmain (spec 000 §2; docs/dashboard.md), for company
// administrators and supervisors: "Add panel" (the active panels not shown yet), the panel
// cards (each loads on its own) and their removal. Cards refresh live: a reading of a kind a
// panel counts changed (readingChanged), debounced per kind.
import { Button } from "@primer/react";
import { GraphIcon, PlusIcon, TriangleDownIcon } from "@primer/octicons-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { DashboardQuery } from "../../../__generated__/DashboardQuery.graphql";
import type { DashboardAddMutation } from "../../../__generated__/DashboardAddMutation.graphql";
import type { DashboardRemoveMutation } from "../../../__generated__/DashboardRemoveMutation.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { EmptyState } from "../../../components/EmptyState";
import { useDeferredMenu } from "../../../components/useDeferredMenu";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { errorLines } from "../../../api/errors";
import { commit } from "../../../relay/operations";
import type { PanelLink } from "./PanelCard";
import { useLiveKinds } from "./useLiveKinds";
import styles from "./Dashboard.module.css";

// Chunks of their own: the cards' charts (visx, d3: ~35 KB gzipped) load when a card nears the
// viewport, the confirmation when a panel is removed: the dashboard sits below the home page's
// first screen (bench/first-screen.ts).
const PanelCard = lazy(async () => ({ default: (await import("./PanelCard")).PanelCard }));
const ConfirmDialog = lazy(async () => ({ default: (await import("../../../components/dialog/ConfirmDialog")).ConfirmDialog }));
// "Add panel"'s menu (Primer's ActionMenu), fetched when the button is reached (useDeferredMenu).
const loadAddMenu = () => import("./AddPanelMenu");
const AddPanelMenu = lazy(async () => ({ default: (await loadAddMenu()).AddPanelMenu }));

/** True once the element is within `margin` of the viewport (at once without IntersectionObserver). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, margin = "300px"): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

/** A card's place: the card itself once near the viewport (or at once when `eager`: a panel just added). */
function PanelSlot({ link, fetchKey, onRemove, eager }: { link: PanelLink; fetchKey: number; onRemove: (link: PanelLink) => void; eager: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const placeholder = <div className={styles.placeholder} />;
  return (
    <div ref={ref} className={styles.card} data-testid="panel-card" data-panel-id={link.panel.panelId}>
      {near || eager ? (
        <Suspense fallback={placeholder}>
          <PanelCard link={link} fetchKey={fetchKey} onRemove={onRemove} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

const query = graphql`
  query DashboardQuery {
    myPanels {
      id
      panelUserId
      panel {
        panelId
        name
        controller
        method
        kinds
      }
    }
    activePanels {
      panelId
      name
    }
  }
`;

const addMutation = graphql`
  mutation DashboardAddMutation($panelId: Int!) {
    addPanel(panelId: $panelId) {
      id
    }
  }
`;

const removeMutation = graphql`
  mutation DashboardRemoveMutation($id: ID!) {
    removePanel(id: $id) {
      id
      inactive
    }
  }
`;

export function Dashboard() {
  const { t } = useTranslation();
  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title" data-testid="dashboard">
      <h2 id="dashboard-title" className={styles.title}>
        {t("dashboard.title")}
      </h2>
      <p className={styles.description}>{t("dashboard.description")}</p>
      <Suspense fallback={<p className={styles.description}>{t("Loading...")}</p>}>
        <Panels />
      </Suspense>
    </section>
  );
}

function Panels() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<DashboardQuery>(query, {}, { fetchKey, fetchPolicy: "store-and-network" });
  const reload = useCallback(() => setFetchKey((k) => k + 1), []);
  const banner = useTimedAlert();
  const [error, setError] = useState<string[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PanelLink | null>(null);
  const versionOf = useLiveKinds();
  const addMenu = useDeferredMenu(loadAddMenu);
  // The cards shown first wait for the viewport; one added here is drawn at once.
  const [firstShown] = useState(() => new Set(data.myPanels.map((l) => l.id)));

  const shown = new Set(data.myPanels.map((l) => l.panel.panelId));
  const addable = data.activePanels.filter((p) => !shown.has(p.panelId));

  const add = async (panelId: number) => {
    setError(null);
    setAdding(true);
    try {
      await commit<DashboardAddMutation>(environment, addMutation, { panelId });
      banner.show({ variant: "success", lines: [t("dashboard.added")] });
      reload();
    } catch (e) {
      setError(errorLines(e));
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button leadingVisual={PlusIcon} trailingAction={TriangleDownIcon} disabled={adding} data-testid="panel-add" {...addMenu.anchorProps}>
          {t("dashboard.add")}
        </Button>
        {addMenu.wanted && (
          <Suspense fallback={null}>
            <AddPanelMenu
              {...addMenu.menuProps}
              panels={addable.map((p) => ({ panelId: p.panelId, name: t(p.name) }))}
              onAdd={(panelId) => void add(panelId)}
            />
          </Suspense>
        )}
      </div>
      <AlertBanner alert={error ? { variant: "critical", lines: error } : null} onDismiss={() => setError(null)} className={styles.banner} />
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} className={styles.banner} />
      {data.myPanels.length === 0 ? (
        <EmptyState icon={GraphIcon} title={t("dashboard.title")} description={t("dashboard.none")} testId="dashboard-empty" />
      ) : (
        <div className={styles.grid}>
          {data.myPanels.map((link) => (
            <PanelSlot key={link.id} link={link} fetchKey={versionOf(link.panel.kinds)} onRemove={setRemoving} eager={!firstShown.has(link.id)} />
          ))}
        </div>
      )}
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t("dashboard.removeTitle")}
            question={t("dashboard.removeBody", { name: t(removing.panel.name) })}
            confirmLabel={t("dashboard.remove")}
            danger
            onConfirm={() => commit<DashboardRemoveMutation>(environment, removeMutation, { id: removing.id }).then(() => undefined)}
            onDone={() => {
              setRemoving(null);
              banner.show({ variant: "success", lines: [t("dashboard.removed")] });
              reload();
            }}
            onClose={() => setRemoving(null)}
            testId="panel-remove-dialog"
          />
        </Suspense>
      )}
    </>
  );
}
