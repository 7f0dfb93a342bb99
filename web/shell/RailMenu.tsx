// The 75 px rail of the left menu: the groups' icons with their names as tooltips. A chunk of
// its own (Primer's Tooltip and its overlay code), loaded when the menu is first collapsed.
import { Tooltip } from "@primer/react";
import { Link as RouterLink } from "react-router-dom";
import { linkOf, type MenuGroup } from "./NavMenu";
import { menuIcon } from "./menuIcons";
import styles from "./Shell.module.css";
import { normalizePath } from "./screens";

export interface RailMenuProps {
  menu: ReadonlyArray<MenuGroup>;
  /** The current path, normalised. */
  current: string;
  onNavigate?: () => void;
  onExpand?: () => void;
}

export function RailMenu({ menu, current, onNavigate, onExpand }: RailMenuProps) {
  return (
    <nav className={styles.rail} aria-label="Menu">
      {menu.map((group) => {
        const GroupIcon = menuIcon(group.image);
        const active = group.items.some((item) => normalizePath(item.url) === current) || normalizePath(group.url) === current;
        const className = active ? `${styles.railButton} ${styles.railActive}` : styles.railButton;
        const to = linkOf(group);
        return (
          <Tooltip key={group.id} text={group.translation} direction="e">
            {to !== null ? (
              <RouterLink to={to} className={className} aria-label={group.translation} onClick={onNavigate}>
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
