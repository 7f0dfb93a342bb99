// The left menu: the signed-in user's groups (expandable, with items) from the
// `menu` query field, in the user's language, with octicons by image name.
import { NavList, Tooltip } from "@primer/react";
import { useEffect } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink, useLocation } from "react-router-dom";
import type { NavMenu_query$key } from "../__generated__/NavMenu_query.graphql";
import { storageKeys, writeJson } from "../session/storage";
import { menuIcon } from "./menuIcons";
import styles from "./Shell.module.css";
import { normalizePath } from "./screens";

const fragment = graphql`
  fragment NavMenu_query on Query {
    menu {
      id
      url
      image
      translation
      items {
        id
        url
        image
        translation
      }
    }
  }
`;

/** Where a group leads by itself: its url without items, or its only item repeating it. */
function linkOf(group: { url: string | null | undefined; translation: string; items: ReadonlyArray<{ url: string; translation: string }> }): string | null {
  if (group.items.length === 0) return group.url ?? null;
  if (group.items.length === 1 && group.items[0]!.translation === group.translation) return group.items[0]!.url;
  return null;
}

export interface NavMenuProps {
  query: NavMenu_query$key;
  /** Icons only (75 px rail). */
  collapsed: boolean;
  /** Called after a link is followed (closes the drawer). */
  onNavigate?: () => void;
  /** The rail asks to open the full menu (a group with items was clicked). */
  onExpand?: () => void;
}

export function NavMenu({ query, collapsed, onNavigate, onExpand }: NavMenuProps) {
  const { menu } = useFragment(fragment, query);
  const location = useLocation();
  const current = normalizePath(location.pathname);

  useEffect(() => {
    writeJson(storageKeys.menu, menu);
  }, [menu]);

  if (collapsed) {
    return (
      <nav className={styles.rail} aria-label="Menu">
        {menu.map((group) => {
          const GroupIcon = menuIcon(group.image);
          const active = group.items.some((item) => normalizePath(item.url) === current) || normalizePath(group.url) === current;
          const className = active ? `${styles.railButton} ${styles.railActive}` : styles.railButton;
          return (
            <Tooltip key={group.id} text={group.translation} direction="e">
              {linkOf(group) ? (
                <RouterLink to={linkOf(group)!} className={className} aria-label={group.translation} onClick={onNavigate}>
                  <GroupIcon size={20} />
                </RouterLink>
              ) : (
                <button type="button" className={className} aria-label={group.translation} onClick={onExpand}>
                  <GroupIcon size={20} />
                </button>
              )}
            </Tooltip>
          );
        })}
      </nav>
    );
  }

  return (
    <NavList aria-label="Menu" className={styles.navList}>
      {menu.map((group) => {
        const GroupIcon = menuIcon(group.image);
        // A group without items, or whose only item repeats it (Home › Home), is a plain link.
        const single = group.items.length === 1 && group.items[0]!.translation === group.translation ? group.items[0]! : null;
        if (group.items.length === 0 || single) {
          const to = single?.url ?? group.url ?? "/";
          return (
            <NavList.Item
              key={group.id}
              as={RouterLink}
              to={to}
              aria-current={normalizePath(to) === current ? "page" : undefined}
              onClick={onNavigate}
            >
              <NavList.LeadingVisual>
                <GroupIcon />
              </NavList.LeadingVisual>
              {group.translation}
            </NavList.Item>
          );
        }
        const containsCurrent = group.items.some((item) => normalizePath(item.url) === current);
        return (
          <NavList.Item key={group.id} defaultOpen={containsCurrent}>
            <NavList.LeadingVisual>
              <GroupIcon />
            </NavList.LeadingVisual>
            {group.translation}
            <NavList.SubNav>
              {group.items.map((item) => {
                const ItemIcon = menuIcon(item.image ?? group.image);
                return (
                  <NavList.Item
                    key={item.id}
                    as={RouterLink}
                    to={item.url}
                    aria-current={normalizePath(item.url) === current ? "page" : undefined}
                    onClick={onNavigate}
                  >
                    <NavList.LeadingVisual>
                      <ItemIcon />
                    </NavList.LeadingVisual>
                    {item.translation}
                  </NavList.Item>
                );
              })}
            </NavList.SubNav>
          </NavList.Item>
        );
      })}
    </NavList>
  );
}
