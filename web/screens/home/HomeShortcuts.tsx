// Quick access cards on the home pages: the user's menu groups and their screens.
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { HomeShortcuts_query$key } from "../../__generated__/HomeShortcuts_query.graphql";
import { menuIcon } from "../../shell/menuIcons";
import { normalizePath } from "../../shell/screens";
import styles from "./HomeShortcuts.module.css";

const fragment = graphql`
  fragment HomeShortcuts_query on Query {
    menu {
      id
      image
      translation
      items {
        id
        url
        translation
      }
    }
  }
`;

const homePaths = ["/appmain", "/sysmain", "/distmain"];

export function HomeShortcuts({ query }: { query: HomeShortcuts_query$key }) {
  const { t } = useTranslation();
  const { menu } = useFragment(fragment, query);
  // The home group only points back here; shortcuts list the other screens.
  const groups = menu.filter((group) => group.items.some((item) => !homePaths.includes(normalizePath(item.url))));
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className={styles.title}>
        {t("home.shortcuts")}
      </h2>
      <div className={styles.grid}>
        {groups.map((group) => {
          const GroupIcon = menuIcon(group.image);
          return (
            <article key={group.id} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.cardIcon}>
                  <GroupIcon />
                </span>
                {group.translation}
              </div>
              <ul className={styles.links}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link to={item.url}>{item.translation}</Link>
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
