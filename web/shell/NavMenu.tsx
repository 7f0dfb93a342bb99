// The left menu: the signed-in user's groups (expandable, with items) from the
// `menu` query field, in the user's language, with octicons by image name.
// Plain markup (nav > ul > li > a | button[aria-expanded] + ul) drawn like Primer's NavList
// (Shell.module.css): NavList brought ActionList and the overlay code behind it to every
// signed-in first screen (bench/first-screen.ts). The 75 px rail, with Primer's tooltips, is a
// chunk loaded when the menu is first collapsed.
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { ChevronDownIcon } from "@primer/octicons-react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink, useLocation } from "react-router-dom";
import type { NavMenu_query$data, NavMenu_query$key } from "../__generated__/NavMenu_query.graphql";
import { storageKeys, writeJson } from "../session/storage";
import { menuIcon } from "./menuIcons";
import styles from "./Shell.module.css";
import { menuPath, normalizePath } from "./screens";

const RailMenu = lazy(async () => ({ default: (await import("./RailMenu")).RailMenu }));

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

export type MenuGroup = NavMenu_query$data["menu"][number];

/** Where a group leads by itself: its url without items, or its only item repeating it (Home › Home). */
export function linkOf(group: { url: string | null | undefined; translation: string; items: ReadonlyArray<{ url: string; translation: string }> }): string | null {
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
  const current = menuPath(useLocation().pathname);

  useEffect(() => {
    writeJson(storageKeys.menu, menu);
  }, [menu]);

  if (collapsed) {
    return (
      <Suspense fallback={<nav className={styles.rail} aria-label="Menu" />}>
        <RailMenu menu={menu} current={current} onNavigate={onNavigate} onExpand={onExpand} />
      </Suspense>
    );
  }

  return (
    <nav aria-label="Menu" className={styles.navList}>
      <ul className={styles.menuList}>
        {menu.map((group) => {
          // A group without items, or whose only item repeats it, is a plain link.
          const to = linkOf(group) ?? (group.items.length === 0 ? "/" : null);
          return to !== null ? (
            <MenuLink key={group.id} to={to} image={group.image} text={group.translation} current={current} onNavigate={onNavigate} />
          ) : (
            <MenuGroupItem key={group.id} group={group} current={current} onNavigate={onNavigate} />
          );
        })}
      </ul>
    </nav>
  );
}

interface MenuLinkProps {
  to: string;
  image: string | null | undefined;
  text: string;
  current: string;
  onNavigate?: () => void;
  /** An item of a group (one step in). */
  sub?: boolean;
  /** Drawn without its icon (an item of a closed group). */
  iconless?: boolean;
}

function MenuLink({ to, image, text, current, onNavigate, sub, iconless }: MenuLinkProps) {
  const Icon = menuIcon(image);
  const active = normalizePath(to) === current;
  return (
    <li className={styles.menuItem} data-active={active || undefined}>
      <RouterLink to={to} className={styles.menuContent} data-sub={sub || undefined} aria-current={active ? "page" : undefined} onClick={onNavigate}>
        <span className={styles.menuVisual}>{iconless ? null : <Icon />}</span>
        <span className={styles.menuLabel}>{text}</span>
      </RouterLink>
    </li>
  );
}

/** A group with items: a button opening its list (open at first when it holds the current page). */
function MenuGroupItem({ group, current, onNavigate }: { group: MenuGroup; current: string; onNavigate?: () => void }) {
  const containsCurrent = group.items.some((item) => normalizePath(item.url) === current);
  const [open, setOpen] = useState(containsCurrent);
  const listId = useId();
  const Icon = menuIcon(group.image);
  // Arriving on one of its pages opens the group (NavList did the same).
  useEffect(() => {
    if (containsCurrent) setOpen(true);
  }, [containsCurrent]);
  return (
    <li className={styles.menuItem} data-group="" data-active={(!open && containsCurrent) || undefined}>
      <button type="button" className={styles.menuContent} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <span className={styles.menuVisual}>
          <Icon />
        </span>
        <span className={styles.menuLabel}>{group.translation}</span>
        <span className={styles.menuVisual}>
          <ChevronDownIcon className={styles.menuExpandIcon} />
        </span>
      </button>
      {/* A closed group's items are in the page (hidden) without their icons: those are chunks
          (menuIcons.tsx), fetched when the group opens. */}
      <ul id={listId} className={styles.menuSubList} hidden={!open}>
        {group.items.map((item) => (
          <MenuLink key={item.id} to={item.url} image={item.image ?? group.image} text={item.translation} current={current} onNavigate={onNavigate} sub iconless={!open} />
        ))}
      </ul>
    </li>
  );
}
