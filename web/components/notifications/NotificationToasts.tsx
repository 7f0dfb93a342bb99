// Notifications as stacked toasts at the top right (at most 100): system notifications for
// provider and distributor staff, the user's own notifications for company users (loaded,
// then pushed live by the notificationAdded subscription). A toast is marked viewed when
// closed or clicked, then a click follows its url, if any. Fetch failures are only logged.
import { AlertIcon, InfoIcon, StopIcon, XIcon } from "@primer/octicons-react";
import { useEffect, useMemo, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { NotificationToastsSubscription } from "../../__generated__/NotificationToastsSubscription.graphql";
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

type Source = "sys" | "dist" | "app";
const VIEW_PATH: Record<Source, string> = { sys: "/api/sysnotification/view", dist: "/api/sysnotification/view", app: "/api/appnotification/view" };

function load(source: Source) {
  if (source === "sys") return apiGet<unknown>("/api/sysnotification");
  if (source === "dist") return apiGet<unknown>("/api/sysnotification/GetByDist", { query: { distId: distributorStore.id() } });
  return apiGet<unknown>("/api/appnotification");
}

/** `backlog`: also load the notifications already waiting (else only live ones show). */
export function NotificationToasts({ source, backlog = true }: { source: Source; backlog?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [items, setItems] = useState<SysNotification[]>([]);

  useEffect(() => {
    if (!backlog) return;
    let cancelled = false;
    load(source)
      .then((answer) => {
        const list = Array.isArray(answer) ? (answer as SysNotification[]) : [];
        if (!cancelled) setItems(list.filter((n) => !n.viewed).slice(0, MAX_NOTIFICATIONS));
      })
      .catch((error) => console.warn("system notifications could not be loaded", error));
    return () => {
      cancelled = true;
    };
  }, [source, backlog]);

  const markViewed = (notification: SysNotification) => {
    setItems((list) => list.filter((n) => n !== notification));
    return apiPost(VIEW_PATH[source], notification).catch((error) => console.warn("notification view failed", error));
  };

  const open = async (notification: SysNotification) => {
    await markViewed(notification);
    const url = urlOf(notification);
    if (!url) return;
    if (/^https?:\/\//i.test(url)) window.open(url, "_blank", "noopener");
    else navigate(url.startsWith("/") ? url : `/${url}`);
  };

  const arrived = (n: SysNotification) => setItems((list) => (list.some((x) => x.id === n.id) ? list : [n, ...list].slice(0, MAX_NOTIFICATIONS)));
  const feed = source === "app" ? <LiveNotifications onNotification={arrived} /> : null;
  if (items.length === 0) return feed;
  return (
    <div className={styles.stack} role="region" aria-label={t("notifications.title")} data-testid="notification-toasts">
      {feed}
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

const subscription = graphql`
  subscription NotificationToastsSubscription {
    notificationAdded {
      notificationId: id
      type
      detail
      url
    }
  }
`;

/** The user's notifications as they are created (a positive result, for instance). */
function LiveNotifications({ onNotification }: { onNotification: (n: SysNotification) => void }) {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationToastsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (event) => {
        const n = event?.notificationAdded;
        if (n) onNotification({ id: n.notificationId, notificationMessageType: n.type, notificationDetail: n.detail, urlDescription: n.url });
      },
      onError: (error) => console.warn("notification subscription", error),
    }),
    // One subscription per mount: the callback only feeds a state updater, so the first stays valid.
    [],
  );
  useSubscription(config);
  return null;
}
