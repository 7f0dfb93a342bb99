// System notifications as stacked toasts at the top right (at most 100). A toast is
// marked viewed when closed or clicked, then a click follows its url, if any.
// Fetch failures (including a missing endpoint) are only logged.
import { AlertIcon, InfoIcon, StopIcon, XIcon } from "@primer/octicons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { apiGet, apiPost } from "../../api/http";
import { distributorStore } from "../../session/distributor";
import styles from "./NotificationToasts.module.css";

export interface SysNotification {
  id?: number;
  notificationMessageType?: number;
  notificationDetail?: string;
  urlDescription?: string | null;
  url?: string | null;
  viewed?: boolean;
}

export const MAX_NOTIFICATIONS = 100;

const kinds = [
  { className: styles.info, icon: InfoIcon },
  { className: styles.warning, icon: AlertIcon },
  { className: styles.error, icon: StopIcon },
];

function kindOf(n: SysNotification) {
  return kinds[n.notificationMessageType ?? 0] ?? kinds[0]!;
}

function urlOf(n: SysNotification): string | null {
  return n.url || n.urlDescription || null;
}

export function NotificationToasts({ source }: { source: "sys" | "dist" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [items, setItems] = useState<SysNotification[]>([]);

  useEffect(() => {
    let cancelled = false;
    const request =
      source === "sys"
        ? apiGet<unknown>("/api/sysnotification")
        : apiGet<unknown>("/api/sysnotification/GetByDist", { query: { distId: distributorStore.id() } });
    request
      .then((answer) => {
        const list = Array.isArray(answer) ? (answer as SysNotification[]) : [];
        if (!cancelled) setItems(list.filter((n) => !n.viewed).slice(0, MAX_NOTIFICATIONS));
      })
      .catch((error) => console.warn("system notifications could not be loaded", error));
    return () => {
      cancelled = true;
    };
  }, [source]);

  const markViewed = (notification: SysNotification) => {
    setItems((list) => list.filter((n) => n !== notification));
    return apiPost("/api/sysnotification/view", notification).catch((error) => console.warn("notification view failed", error));
  };

  const open = async (notification: SysNotification) => {
    await markViewed(notification);
    const url = urlOf(notification);
    if (!url) return;
    if (/^https?:\/\//i.test(url)) window.open(url, "_blank", "noopener");
    else navigate(url.startsWith("/") ? url : `/${url}`);
  };

  if (items.length === 0) return null;
  return (
    <div className={styles.stack} role="region" aria-label={t("notifications.title")} data-testid="notification-toasts">
      {items.map((notification, index) => {
        const kind = kindOf(notification);
        const url = urlOf(notification);
        return (
          <div key={notification.id ?? index} className={`${styles.toast} ${kind.className}`} role="status">
            <kind.icon className={styles.icon} />
            <button type="button" className={styles.body} onClick={() => void open(notification)}>
              {notification.notificationDetail}
              {url && <span className={styles.link}>{t("notifications.open")}</span>}
            </button>
            <button type="button" className={styles.close} aria-label={t("common.close")} onClick={() => void markViewed(notification)}>
              <XIcon />
            </button>
          </div>
        );
      })}
    </div>
  );
}
