// The user dropdown of the top bar: company, domain, sector, user type and email, and Logout.
// The button is drawn at once; the menu (Primer's ActionMenu) is a chunk fetched when the
// pointer or the focus reaches the button (components/useDeferredMenu.ts).
import { TriangleDownIcon } from "@primer/octicons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { UserMenu_viewer$key } from "../__generated__/UserMenu_viewer.graphql";
import { useDeferredMenu } from "../components/useDeferredMenu";
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
const loadPopup = () => import("./UserMenuPopup");
const UserMenuPopup = lazy(async () => ({ default: (await loadPopup()).UserMenuPopup }));

export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const { t } = useTranslation();
  const user = useFragment(fragment, viewer);
  const fullName = `${user.name} ${user.lastName}`.trim();
  const [preferences, setPreferences] = useState(false);
  const menu = useDeferredMenu(loadPopup);

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
      <button type="button" className={styles.userButton} title={t("user.menu")} data-testid="user-menu-button" {...menu.anchorProps}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.name, user.lastName)}
        </span>
        <span className={styles.userName}>{fullName}</span>
        <TriangleDownIcon />
      </button>
      {menu.wanted && (
        <Suspense fallback={null}>
          <UserMenuPopup
            {...menu.menuProps}
            initials={initials(user.name, user.lastName)}
            fullName={fullName}
            email={user.email}
            rows={rows}
            onPreferences={() => setPreferences(true)}
          />
        </Suspense>
      )}
    </>
  );
}
