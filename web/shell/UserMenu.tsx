// The user dropdown of the top bar: company, domain, sector, user type and email, and Logout.
import { GlobeIcon, SignOutIcon, TriangleDownIcon } from "@primer/octicons-react";
import { ActionList, ActionMenu } from "@primer/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { UserMenu_viewer$key } from "../__generated__/UserMenu_viewer.graphql";
import { formatDateTime } from "../i18n/dateFormat";
import { logout } from "../session/logout";
import { useSession } from "../session/session";
import styles from "./Shell.module.css";

const fragment = graphql`
  fragment UserMenu_viewer on Viewer {
    name
    lastName
    email
    kind
    userTypeDescription
    company {
      name
    }
    sector {
      name
    }
    distributor {
      name
      domain
    }
  }
`;

function initials(name: string, lastName: string): string {
  return `${name.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || "?";
}

// A chunk of its own, loaded when opened: its form (Primer's FormControl, selects, the dialog)
// is not needed to draw the shell (bench/first-screen.ts).
const PreferencesDialog = lazy(async () => ({ default: (await import("./PreferencesDialog")).PreferencesDialog }));

export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  const user = useFragment(fragment, viewer);
  const fullName = `${user.name} ${user.lastName}`.trim();
  const [preferences, setPreferences] = useState(false);

  const rows: Array<[string, string | null | undefined]> = [
    [t("user.company"), user.company?.name],
    [t("user.domain"), user.distributor?.domain],
    [t("user.sector"), user.sector?.name],
    [t("user.userType"), user.userTypeDescription ?? t(`user.kind.${user.kind}`)],
    [t("user.email"), user.email],
  ];

  return (
    <>
    {preferences && (
      <Suspense fallback={null}>
        <PreferencesDialog onClose={() => setPreferences(false)} />
      </Suspense>
    )}
    <ActionMenu>
      <ActionMenu.Anchor>
        <button type="button" className={styles.userButton} title={t("user.menu")} data-testid="user-menu-button">
          <span className={styles.avatar} aria-hidden="true">
            {initials(user.name, user.lastName)}
          </span>
          <span className={styles.userName}>{fullName}</span>
          <TriangleDownIcon />
        </button>
      </ActionMenu.Anchor>
      <ActionMenu.Overlay width="medium" align="end">
        <div className={styles.userCard} data-testid="user-menu">
          <div className={styles.userCardHeader}>
            <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
              {initials(user.name, user.lastName)}
            </span>
            <div>
              <div className={styles.userCardName}>{fullName}</div>
              <div className={styles.userCardEmail}>{user.email}</div>
            </div>
          </div>
          <dl className={styles.userDetails}>
            {rows
              .filter(([, value]) => Boolean(value))
              .map(([label, value]) => (
                <div key={label} className={styles.userDetailRow}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            {claims?.exp ? (
              <div className={styles.userDetailRow}>
                <dt>{t("user.sessionUntil")}</dt>
                <dd>{formatDateTime(claims.exp * 1000)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <ActionList>
          <ActionList.Divider />
          <ActionList.Item data-testid="preferences" onSelect={() => setPreferences(true)}>
            <ActionList.LeadingVisual>
              <GlobeIcon />
            </ActionList.LeadingVisual>
            {t("account.preferences")}
          </ActionList.Item>
          <ActionList.Item
            variant="danger"
            data-testid="logout"
            onSelect={async () => {
              await logout();
              navigate("/login", { replace: true });
            }}
          >
            <ActionList.LeadingVisual>
              <SignOutIcon />
            </ActionList.LeadingVisual>
            {t("user.logout")}
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
    </>
  );
}
