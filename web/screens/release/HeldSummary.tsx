// The held loads counted per reason, above the board: what the CSSD must deal with first.
import { CheckCircleIcon } from "@primer/octicons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { HeldSummary_counts$key } from "../../__generated__/HeldSummary_counts.graphql";
import { heldReasonText } from "./releaseTexts";
import styles from "./Release.module.css";

const fragment = graphql`
  fragment HeldSummary_counts on HeldCount @relay(plural: true) {
    reason
    count
  }
`;

export function HeldSummary({ counts }: { counts: HeldSummary_counts$key }) {
  const { t } = useTranslation();
  const held = useFragment(fragment, counts).filter((h) => h.count > 0);
  return (
    <section className={styles.held} aria-labelledby="release-held" data-testid="release-held">
      <h2 id="release-held" className={styles.heldTitle}>
        {t("release.held.title")}
      </h2>
      {held.length === 0 ? (
        <p className={styles.heldNone} data-testid="release-held-none">
          <CheckCircleIcon size={16} /> {t("release.held.none")}
        </p>
      ) : (
        <ul className={styles.heldList}>
          {held.map((h) => (
            <li key={h.reason} className={styles.heldItem} data-testid="release-held-count" data-reason={h.reason} data-count={h.count}>
              <span className={styles.heldCount}>{h.count}</span>
              <span>{heldReasonText(t, h.reason)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
