// The frame of a screen inside the shell: eyebrow, title, description, actions.
import type { ReactNode } from "react";
import styles from "./Page.module.css";

export interface PageProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

export function Page({ eyebrow, title, description, actions, children, testId }: PageProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
