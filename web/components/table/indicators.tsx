// Row indicators of the shared table (spec 000 "Shared table"): result status as a
// coloured dot, connection status as a labelled dot, edited and migration marks, and the
// viewed mark. Each carries its meaning as text for screen readers and as a title.
import { DatabaseIcon, DotFillIcon, PencilIcon } from "@primer/octicons-react";
import { useTranslation } from "react-i18next";
import styles from "./RecordTable.module.css";

/** Connection status codes of incubators. */
export const CONNECTED = 1;
export const DISCONNECTED = 2;

/** A result shown as a dot of the data's colour, with its description beside it. */
export function ResultDot({ color, label, showLabel = true }: { color: string | null | undefined; label: string; showLabel?: boolean }) {
  return (
    <span className={styles.indicator} data-testid="result-dot" title={label}>
      <span className={styles.dot} style={{ background: color || "var(--fgColor-muted)" }} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <span className={styles.srOnly}>{label}</span>}
    </span>
  );
}

/** 1 connected (green), 2 disconnected (grey), with the words. */
export function ConnectionStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const connected = status === CONNECTED;
  return (
    <span className={styles.indicator} data-testid="connection-status" data-status={connected ? "connected" : "disconnected"}>
      <span className={connected ? `${styles.dot} ${styles.dotConnected}` : `${styles.dot} ${styles.dotDisconnected}`} aria-hidden="true" />
      <span>{connected ? t("table.connected") : t("table.disconnected")}</span>
    </span>
  );
}

/** The record was edited after it was created (who edited it, when given). */
export function EditedMark({ by }: { by?: string | null }) {
  const { t } = useTranslation();
  const text = by ? t("table.editedBy", { name: by }) : t("table.edited");
  return (
    <span className={styles.mark} data-testid="edited-mark" role="img" aria-label={text} title={text}>
      <PencilIcon size={14} />
    </span>
  );
}

/** The record came from the desktop application's database. */
export function MigrationMark({ id }: { id: number | string }) {
  const { t } = useTranslation();
  const text = t("table.migrated", { id: String(id) });
  return (
    <span className={styles.mark} data-testid="migration-mark" role="img" aria-label={text} title={text}>
      <DatabaseIcon size={14} />
    </span>
  );
}

/** Unviewed rows carry a dot (and are highlighted by the table). */
export function ViewedMark({ viewed }: { viewed: boolean }) {
  const { t } = useTranslation();
  if (viewed) return <span className={styles.srOnly}>{t("table.viewed")}</span>;
  return (
    <span className={styles.unviewedMark} data-testid="unviewed-mark" title={t("table.unviewed")}>
      <DotFillIcon size={16} />
      <span className={styles.srOnly}>{t("table.unviewed")}</span>
    </span>
  );
}
