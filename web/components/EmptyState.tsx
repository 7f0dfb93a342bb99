import type { Icon } from "@primer/octicons-react";
import type { ReactNode } from "react";
import styles from "./EmptyState.module.css";

export function EmptyState({ icon: IconComponent, title, description, action, testId }: { icon: Icon; title: ReactNode; description?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <section className={styles.root} data-testid={testId}>
      <div className={styles.icon}>
        <IconComponent size={24} />
      </div>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </section>
  );
}
