// /AppRelease — the release board (screen 870, docs/release-board.md): the loads monitored by a
// biological indicator, in four columns — awaiting their result, ready for a signed release
// (implant loads), released, held — with the held loads counted per reason. Made for a wall
// display of the CSSD: the sector and the period are in the address (?sector=3&hours=24), the
// board fills the screen on demand, and it stays current by itself: every BI event of the
// readingChanged subscription (a result, a control, a new incubation, an implant mark, a release)
// re-reads the board, a burst of events costing one request; the time left on each load ticks.
import { InboxIcon, ScreenFullIcon, ScreenNormalIcon } from "@primer/octicons-react";
import { Button, FormControl, Select } from "@primer/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AppReleaseQuery } from "../../__generated__/AppReleaseQuery.graphql";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";
import { formatTime } from "../../i18n/dateFormat";
import type { ScreenProps } from "../../routes/PreloadedScreen";
import { useSession } from "../../session/session";
import { useLiveReadings } from "../readings/shared/useLiveReadings";
import { BOARD_HOURS, boardFromAddress } from "./address";
import { BoardColumns } from "./BoardColumns";
import { HeldSummary } from "./HeldSummary";
import styles from "./Release.module.css";
import { seesWholeCompany } from "../company/users/userRules";

const query = graphql`
  query AppReleaseQuery($sectorId: ID, $hours: Int!) {
    filterOptions {
      sectors {
        id
        name
      }
    }
    releaseBoard(sectorId: $sectorId, hours: $hours) {
      held {
        ...HeldSummary_counts
      }
      loads {
        ...BoardColumns_loads
      }
    }
  }
`;


export function AppRelease({ queryRef }: ScreenProps<AppReleaseQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<AppReleaseQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const { claims } = useSession();
  const variables = boardFromAddress(params);
  const sectorLimited = !seesWholeCompany(claims?.UserType);
  const wall = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(wall);

  const refetch = useCallback(
    () => fetchQuery<AppReleaseQuery>(environment, query, variables, { fetchPolicy: "network-only" }).toPromise(),
    [environment, variables.sectorId, variables.hours],
  );
  const live = useLiveReadings("BI", refetch);
  const change = (key: "sector" | "hours", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const board = data.releaseBoard;

  return (
    <Page eyebrow={t("release.eyebrow")} title={t("release.title")} description={t("release.description")} testId="screen-apprelease">
      <div className={styles.toolbar}>
        {!sectorLimited && (
          <FormControl>
            <FormControl.Label>{t("release.sector")}</FormControl.Label>
            <Select value={params.get("sector") ?? ""} onChange={(e) => change("sector", e.target.value)} data-testid="release-sector">
              <Select.Option value="">{t("release.allSectors")}</Select.Option>
              {data.filterOptions.sectors.map((s) => (
                <Select.Option key={s.id} value={String(s.id)}>
                  {s.name}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        )}
        <FormControl>
          <FormControl.Label>{t("release.period")}</FormControl.Label>
          <Select value={String(variables.hours)} onChange={(e) => change("hours", e.target.value)} data-testid="release-hours">
            {BOARD_HOURS.map((h) => (
              <Select.Option key={h} value={String(h)}>
                {h === 168 ? t("release.week") : t("release.hours", { count: h })}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <div className={styles.toolbarEnd}>
          <span className={styles.updated} role="status" data-testid="release-live" data-live={live.live}>
            {live.live ? t("release.updated", { time: live.lastUpdate ? formatTime(live.lastUpdate) : "…" }) : t("release.offline")}
          </span>
          <Button leadingVisual={ScreenFullIcon} onClick={fullScreen.enter} data-testid="release-wall">
            {t("release.wall")}
          </Button>
        </div>
      </div>
      <div ref={wall} className={styles.wall} data-wall={fullScreen.on}>
        {fullScreen.on && (
          <div className={styles.wallHeader}>
            <h2 className={styles.wallTitle}>{t("release.title")}</h2>
            <span className={styles.updated}>{live.lastUpdate ? t("release.updated", { time: formatTime(live.lastUpdate) }) : ""}</span>
            <Button leadingVisual={ScreenNormalIcon} onClick={fullScreen.exit}>
              {t("release.wallExit")}
            </Button>
          </div>
        )}
        <HeldSummary counts={board.held} />
        {board.loads.length === 0 ? <EmptyState icon={InboxIcon} title={t("release.empty")} description={t("release.emptyHint")} testId="release-empty" /> : <BoardColumns loads={board.loads} />}
      </div>
    </Page>
  );
}

/** The board alone on the whole screen (the Fullscreen API), and back. */
function useFullScreen(element: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () => setOn(document.fullscreenElement === element.current && element.current !== null);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, [element]);
  return {
    on,
    enter: () => void element.current?.requestFullscreen?.().catch((e: unknown) => console.error("full screen", e)),
    exit: () => void document.exitFullscreen?.().catch((e: unknown) => console.error("full screen", e)),
  };
}
