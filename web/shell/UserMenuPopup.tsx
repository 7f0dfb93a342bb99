// The user dropdown's menu (UserMenu.tsx): a chunk loaded when the user button is first reached.
import { GlobeIcon, SignOutIcon } from "@primer/octicons-react";
import { ActionList, ActionMenu } from "@primer/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { DeferredMenuProps } from "../components/useDeferredMenu";
import { formatDateTime } from "../i18n/dateFormat";
import { logout } from "../session/logout";
import { useSession } from "../session/session";
import styles from "./Shell.module.css";

export interface UserMenuPopupProps extends DeferredMenuProps {
  initials: string;
  fullName: string;
  email: string;
  /** The details' label and value pairs (empty values are left out). */
  rows: Array<[string, string | null | undefined]>;
  onPreferences: () => void;
}

export function UserMenuPopup({ anchorRef, anchorId, open, onOpenChange, initials, fullName, email, rows, onPreferences }: UserMenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  return (
    <ActionMenu anchorRef={anchorRef} open={open} onOpenChange={onOpenChange}>
      <ActionMenu.Overlay width="medium" align="end" aria-labelledby={anchorId}>
        <div className={styles.userCard} data-testid="user-menu">
          <div className={styles.userCardHeader}>
            <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
              {initials}
            </span>
            <div>
              <div className={styles.userCardName}>{fullName}</div>
              <div className={styles.userCardEmail}>{email}</div>
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
          <ActionList.Item data-testid="preferences" onSelect={onPreferences}>
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
  );
}
