// The grouped detail dialog of the reading screens (spec 001 "Biological live readings":
// groups Product, Process, Other, Incubation / Analysis). The screen gives, per group, the
// items to show (label and value already formatted); empty groups are left out and empty
// values read "—". Read only; closes with Escape, the X or Close.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ViewDialog } from "../../../components/dialog/ViewDialog";
import { GROUP_TITLES, READING_GROUPS, type ReadingGroup } from "./readingFields";
import styles from "./Readings.module.css";

export interface DetailItem {
  /** Field name (data-field of the value, for tests). */
  key: string;
  /** Label in the user's language. */
  label: string;
  value: ReactNode;
  /** Spans the whole dialog width (notes). */
  wide?: boolean;
}

export type DetailGroups = Partial<Record<ReadingGroup, readonly DetailItem[]>>;

export interface ReadingDetailDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  groups: DetailGroups;
  /** Group title overrides (e.g. "Analysis" for chemical readings is the default key already). */
  groupTitles?: Partial<Record<ReadingGroup, string>>;
  onClose: () => void;
  /** Buttons before Close (e.g. Edit). */
  actions?: ReactNode;
  testId?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === "" || value === false;

export function ReadingDetailDialog({ title, subtitle, groups, groupTitles, onClose, actions, testId = "detail-dialog" }: ReadingDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <ViewDialog title={title} subtitle={subtitle} onClose={onClose} actions={actions} testId={testId}>
      {READING_GROUPS.filter((group) => (groups[group]?.length ?? 0) > 0).map((group) => (
        <section key={group} className={styles.group} aria-labelledby={`detail-group-${group}`} data-group={group}>
          <h3 className={styles.groupTitle} id={`detail-group-${group}`}>
            {groupTitles?.[group] ?? t(GROUP_TITLES[group])}
          </h3>
          <dl className={styles.details}>
            {groups[group]!.map((item) => (
              <div key={item.key} className={item.wide ? `${styles.detailItem} ${styles.wide}` : styles.detailItem}>
                <dt>{item.label}</dt>
                <dd data-field={item.key}>{isEmpty(item.value) ? "—" : item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ViewDialog>
  );
}
