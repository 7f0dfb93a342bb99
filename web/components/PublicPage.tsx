// The frame of every page outside the shell: a centred card with the distributor's logo.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BrandLogo } from "../theme/BrandLogo";
import styles from "./PublicPage.module.css";

export interface PublicPageProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  width?: "narrow" | "medium" | "wide";
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

export function PublicPage({ title, subtitle, width = "narrow", children, footer, testId }: PublicPageProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid={testId}>
      <section className={clsx(styles.card, width === "wide" && styles.wide, width === "medium" && styles.medium)}>
        <div className={styles.logo}>
          <BrandLogo height={40} />
        </div>
        {title && <h1 className={styles.title}>{title}</h1>}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </section>
      <footer className={styles.footer}>
        {footer}
        <Link to="/privacyPolicy">{t("public.privacyPolicy")}</Link>
        <Link to="/downloadagent">{t("public.downloadAgent")}</Link>
      </footer>
    </main>
  );
}
