// The header line of the live screens (spec 001: "header showing the last update time",
// "refreshed every 30 seconds and by hand"): live-channel state, last update time and the
// refresh button. Give it the useLiveReadings() answer.
import { SyncIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { dateTimeSecondsText } from "./format";
import styles from "./Readings.module.css";
import type { LiveReadings } from "./useLiveReadings";

export function LiveHeader({ live }: { live: LiveReadings }) {
  const { t } = useTranslation();
  return (
    <div className={styles.liveHeader} data-testid="live-header">
      <span className={styles.liveState} title={live.live ? t("readings.liveOn") : t("readings.liveOff")}>
        <span className={live.live ? styles.liveDot : `${styles.liveDot} ${styles.liveDotOff}`} aria-hidden="true" />
        {live.live ? t("readings.liveOn") : t("readings.liveOff")}
      </span>
      <span className={styles.lastUpdate} data-testid="last-update">
        {t("readings.lastUpdate")}: {live.lastUpdate ? dateTimeSecondsText(live.lastUpdate) : "—"}
      </span>
      <Button size="small" leadingVisual={SyncIcon} onClick={live.refresh} loading={live.refreshing} data-testid="live-refresh">
        {t("readings.refresh")}
      </Button>
    </div>
  );
}
