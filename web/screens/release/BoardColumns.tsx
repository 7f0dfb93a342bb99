// The board's four columns: awaiting (the result soonest due first), ready for a signed
// release, released and held (newest first, the server's order). A load moves to its column
// as soon as its status changes in the store (a refetch or a mutation's answer).
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { BoardColumns_loads$data, BoardColumns_loads$key } from "../../__generated__/BoardColumns_loads.graphql";
import { LoadCard } from "./LoadCard";
import { COLUMNS, columnText, type BoardStatus } from "./releaseTexts";
import styles from "./Release.module.css";

const fragment = graphql`
  fragment BoardColumns_loads on BoardLoad @relay(plural: true) {
    id
    status
    expectedAt
    ...LoadCard_load
  }
`;

type Load = BoardColumns_loads$data[number];
const due = (l: Load) => (l.expectedAt ? new Date(l.expectedAt).getTime() : Number.POSITIVE_INFINITY);

export function BoardColumns({ loads }: { loads: BoardColumns_loads$key }) {
  const { t } = useTranslation();
  const all = useFragment(fragment, loads);
  const byStatus = new Map<BoardStatus, Load[]>(COLUMNS.map((c) => [c, []]));
  for (const l of all) byStatus.get(l.status as BoardStatus)?.push(l);
  byStatus.get("AWAITING")!.sort((a, b) => due(a) - due(b));
  return (
    <div className={styles.columns}>
      {COLUMNS.map((status) => {
        const list = byStatus.get(status)!;
        return (
          <section key={status} className={styles.column} data-status={status} aria-labelledby={`release-column-${status}`} data-testid={`release-column-${status}`}>
            <h2 id={`release-column-${status}`} className={styles.columnTitle}>
              <span>{columnText(t, status)}</span>
              <span className={styles.columnCount} data-testid="release-column-count">
                {list.length}
              </span>
            </h2>
            {list.length === 0 ? (
              <p className={styles.columnEmpty}>{t("release.column.empty")}</p>
            ) : (
              <ul className={styles.cards}>
                {list.map((l) => (
                  <li key={l.id}>
                    <LoadCard load={l} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
