// The company's logo as the top bar shows it (web/shell/TopBar.tsx): the signed image URL of
// the viewer's company (Company.logo.url), contained in a light plate.
import styles from "./CompanyLogoMark.module.css";

export function CompanyLogoMark({ url, alt }: { url: string; alt: string }) {
  return (
    <span className={styles.mark} data-testid="top-bar-company-logo">
      <img src={url} alt={alt} />
    </span>
  );
}
