// The fixed top bar: menu toggle, distributor logo, the company's own logo when it has one
// (beside the distributor's: the distributor's brand stays the product's), Translate (type 0
// with a permitted language) and the user dropdown.
import { GlobeIcon, ThreeBarsIcon } from "@primer/octicons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation, useNavigate } from "react-router-dom";
import type { TopBar_viewer$key } from "../__generated__/TopBar_viewer.graphql";
import { BrandLogo } from "../theme/BrandLogo";
import { CompanyLogoMark } from "../screens/company/logo/CompanyLogoMark";
import { menuPath, screenIds } from "./screens";
import styles from "./Shell.module.css";
import { UserMenu } from "./UserMenu";

const fragment = graphql`
  fragment TopBar_viewer on Viewer {
    userType
    permittedLanguage
    company {
      id
      name
      logo {
        url
      }
    }
    ...UserMenu_viewer
  }
`;

export interface TopBarProps {
  viewer: TopBar_viewer$key;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ viewer, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const data = useFragment(fragment, viewer);
  const canTranslate = data.userType === 0 && Boolean(data.permittedLanguage);

  return (
    <header className={styles.topBar} data-testid="top-bar">
      <button
        type="button"
        className={styles.barIconButton}
        aria-label={t("shell.toggleMenu")}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
        data-testid="menu-toggle"
      >
        <ThreeBarsIcon size={20} />
      </button>
      {/* Named by the brand logo itself (a label here would hide the logo's visible words, WCAG 2.5.3). */}
      <Link to="/" className={styles.barLogo}>
        <BrandLogo tone="onDark" height={28} />
      </Link>
      {data.company?.logo && (
        <CompanyLogoMark url={data.company.logo.url} alt={t("logo.alt", { company: data.company.name })} />
      )}
      <div className={styles.barSpacer} />
      {canTranslate && (
        <button
          type="button"
          className={styles.barTextButton}
          onClick={() => {
            const ids = screenIds[menuPath(location.pathname)] ?? null;
            navigate("/accesstotranslate", { state: { moduleId: ids?.moduleId ?? null, screenId: ids?.screenId ?? null } });
          }}
        >
          <GlobeIcon /> <span className={styles.hideSmall}>{t("shell.translate")}</span>
        </button>
      )}
      <UserMenu viewer={data} />
    </header>
  );
}
