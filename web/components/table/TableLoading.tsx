// What a list screen shows while its first query runs: nothing for 250 ms, then "Loading...".
import { Spinner } from "@primer/react";
import { useTranslation } from "react-i18next";
import { useDelayedFlag } from "../useDelayedFlag";
import styles from "./RecordTable.module.css";

export function TableLoading() {
  const { t } = useTranslation();
  const shown = useDelayedFlag(true);
  return (
    <div className={styles.loadingPanel} data-testid="table-loading" aria-busy="true">
      {shown && (
        <>
          <Spinner size="small" srText={null} />
          <span>{t("Loading...")}</span>
        </>
      )}
    </div>
  );
}
