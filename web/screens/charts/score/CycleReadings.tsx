// The readings of one cycle (a clicked point, or calculate mode): each with its score, or the
// reason it was left out, and a link to it in the historical browser.
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/dateFormat";
import type { CycleData } from "./cycles";
import styles from "./Score.module.css";

/** A BI reading in the historical browser, filtered on its read number. */
export const readingHref = (readNumber: number) => `/AppHistorical?option=ReadingBI&readNumber=${readNumber}`;

export function CycleReadings({ cycle }: { cycle: CycleData }) {
  const { t } = useTranslation();
  return (
    <table className={styles.readings} data-testid="score-cycle-readings">
      <caption className={styles.readingsCaption}>{t("score.readingsTitle", { cycle: cycle.cycle })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("score.readNumber")}</th>
          <th scope="col">{t("score.date")}</th>
          <th scope="col">{t("score.result")}</th>
          <th scope="col">{t("score.program")}</th>
          <th scope="col">{t("readings.field.exposureMinutes")}</th>
          <th scope="col">{t("score.valueD")}</th>
          <th scope="col">{t("score.outcome")}</th>
        </tr>
      </thead>
      <tbody>
        {cycle.readings.map((r) => (
          <tr key={r.id} data-left-out={r.score === null ? "true" : undefined}>
            <th scope="row">
              <Link to={readingHref(r.readNumber)} aria-label={t("score.openReading", { readNumber: r.readNumber })}>
                {r.readNumber}
              </Link>
            </th>
            <td>{formatDateTime(r.startedAt as string)}</td>
            <td className={r.result === 2 ? styles.positive : undefined}>{r.result ? t(`score.result.${r.result}`) : "—"}</td>
            <td>{r.programName ?? "—"}</td>
            <td>{r.exposureMinutes ?? "—"}</td>
            <td>{r.valueD ?? "—"}</td>
            <td>{r.score !== null ? `${r.score}${r.deciding ? ` (${t("score.deciding")})` : ""}` : r.leftOutText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
