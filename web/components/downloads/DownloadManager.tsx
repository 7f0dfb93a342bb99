// The download-agent accordion of the landing page: the agent, manuals, the updater
// and the cyber-security document, each with its own locked-after-click button.
import { ChevronDownIcon, DownloadIcon } from "@primer/octicons-react";
import { clsx } from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertBanner, type Alert } from "../AlertBanner";
import { DownloadButton } from "./DownloadButton";
import styles from "./DownloadManager.module.css";
import { agentDownload, downloadItems } from "./downloads";

export function DownloadManager({ defaultOpen = true }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [alert, setAlert] = useState<Alert | null>(null);
  const panelId = useId();

  return (
    <section className={styles.accordion} data-testid="download-manager">
      <button type="button" className={styles.header} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span className={styles.headerIcon}>
          <DownloadIcon size={20} />
        </span>
        <span className={styles.headerText}>
          <div className={styles.headerTitle}>{t("download.title")}</div>
          <div className={styles.headerDescription}>{t("download.description")}</div>
        </span>
        <ChevronDownIcon className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
          <div className={styles.grid}>
            {downloadItems.map((item) => (
              <article key={item.method} className={styles.item}>
                <div className={styles.itemHead}>
                  <item.icon size={18} />
                  {t(`${item.prefix}.title`)}
                </div>
                <p className={styles.itemDescription}>{t(`${item.prefix}.description`)}</p>
                <div className={styles.itemAction}>
                  <DownloadButton
                    item={item}
                    variant={item === agentDownload ? "primary" : "default"}
                    onError={(lines) => setAlert({ variant: "critical", lines })}
                  />
                </div>
              </article>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** The public agent card of /downloadagent. */
export function AgentDownloadCard() {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<Alert | null>(null);
  return (
    <div className={styles.card} data-testid="agent-download-card">
      <span className={styles.cardIcon}>
        <DownloadIcon size={28} />
      </span>
      <strong>{t(`${agentDownload.prefix}.title`)}</strong>
      <p className={styles.itemDescription}>{t(`${agentDownload.prefix}.description`)}</p>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
      <DownloadButton item={agentDownload} variant="primary" auth={false} onError={(lines) => setAlert({ variant: "critical", lines })} />
    </div>
  );
}
