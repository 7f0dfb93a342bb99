// Notifications as stacked toasts at the top right (at most 100): the viewer's notifications
// (a company user's own; the system ones for provider and distributor staff), read from the
// Relay store. Company users' new notifications arrive by the notificationAdded subscription,
// whose updater puts them at the top of the list. A toast is marked viewed when closed or
// clicked (viewNotification drops it from the store), then a click follows its url, if any.
import { AlertIcon, InfoIcon, StopIcon, XIcon } from "@primer/octicons-react";
import { Suspense, useMemo } from "react";
import { graphql, useFragment, useLazyLoadQuery, useMutation, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from "relay-runtime";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { NotificationToastsQuery } from "../../__generated__/NotificationToastsQuery.graphql";
import type { NotificationToastsSubscription } from "../../__generated__/NotificationToastsSubscription.graphql";
import type { NotificationToastsViewMutation } from "../../__generated__/NotificationToastsViewMutation.graphql";
import type { NotificationToasts_notification$key } from "../../__generated__/NotificationToasts_notification.graphql";
import styles from "./NotificationToasts.module.css";

export const MAX_NOTIFICATIONS = 100;

const KINDS = [
  { className: styles.info, icon: InfoIcon },
  { className: styles.warning, icon: AlertIcon },
  { className: styles.error, icon: StopIcon },
];

const query = graphql`
  query NotificationToastsQuery {
    notifications {
      id
      ...NotificationToasts_notification
    }
  }
`;

const subscription = graphql`
  subscription NotificationToastsSubscription {
    notificationAdded {
      id
      ...NotificationToasts_notification
    }
  }
`;

const viewMutation = graphql`
  mutation NotificationToastsViewMutation($id: ID!) {
    viewNotification(id: $id) @deleteRecord
  }
`;

/**
 * `backlog`: also show the notifications already waiting (else only those arriving live);
 * `live`: listen for new ones (company users: notificationAdded).
 */
export function NotificationToasts({ backlog = true, live = false }: { backlog?: boolean; live?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Toasts backlog={backlog} live={live} />
    </Suspense>
  );
}

function Toasts({ backlog, live }: { backlog: boolean; live: boolean }) {
  const { t } = useTranslation();
  // Without the backlog, only what the subscription adds to the store shows (store-only).
  const data = useLazyLoadQuery<NotificationToastsQuery>(query, {}, { fetchPolicy: backlog ? "store-and-network" : "store-only" });
  const items = (data.notifications ?? []).filter((n): n is NonNullable<typeof n> => n != null).slice(0, MAX_NOTIFICATIONS);
  // The subscription stays mounted in one place while toasts come and go.
  return (
    <>
      {live && <LiveNotifications />}
      {items.length > 0 && (
        <div className={styles.stack} role="region" aria-label={t("notifications.title")} data-testid="notification-toasts">
          {items.map((n) => (
            <Toast key={n.id} notification={n} />
          ))}
        </div>
      )}
    </>
  );
}

function Toast({ notification }: { notification: NotificationToasts_notification$key }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const n = useFragment(
    graphql`
      fragment NotificationToasts_notification on Notification {
        id
        type
        detail
        url
      }
    `,
    notification,
  );
  const [view] = useMutation<NotificationToastsViewMutation>(viewMutation);
  const kind = KINDS[n.type] ?? KINDS[0]!;

  const markViewed = () =>
    new Promise<void>((resolve) =>
      view({
        variables: { id: n.id },
        // Gone at once; a failure is only logged (the toast would come back on the next load).
        optimisticUpdater: (store) => store.delete(n.id),
        onCompleted: () => resolve(),
        onError: (error) => {
          console.warn("notification view failed", error);
          resolve();
        },
      }),
    );

  const open = async () => {
    await markViewed();
    if (!n.url) return;
    if (/^https?:\/\//i.test(n.url)) window.open(n.url, "_blank", "noopener");
    else navigate(n.url.startsWith("/") ? n.url : `/${n.url}`);
  };

  return (
    <div className={`${styles.toast} ${kind.className}`} role="status">
      <kind.icon className={styles.icon} />
      <button type="button" className={styles.body} onClick={() => void open()}>
        {n.detail}
        {n.url && <span className={styles.link}>{t("notifications.open")}</span>}
      </button>
      <button type="button" className={styles.close} aria-label={t("common.close")} onClick={() => void markViewed()}>
        <XIcon />
      </button>
    </div>
  );
}

/** Puts a notification just created at the top of the viewer's list in the store. */
function prepend(store: RecordSourceSelectorProxy<NotificationToastsSubscription["response"]>) {
  const added = store.getRootField("notificationAdded");
  if (!added) return;
  const root = store.getRoot();
  const list = (root.getLinkedRecords("notifications") ?? []).filter((r) => r != null);
  if (list.some((r) => r.getDataID() === added.getDataID())) return;
  root.setLinkedRecords([added, ...list].slice(0, MAX_NOTIFICATIONS), "notifications");
}

/** The user's notifications as they are created (a positive result, for instance). */
function LiveNotifications() {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationToastsSubscription>>(
    () => ({ subscription, variables: {}, updater: prepend, onError: (error) => console.warn("notification subscription", error) }),
    [],
  );
  useSubscription(config);
  return null;
}
