// The banner of AlertBanner.tsx: Primer's Banner (its dismiss button brings the tooltip and
// overlay code, ~17 KB gzipped), a chunk loaded with the first alert a screen shows.
import { Banner } from "@primer/react";
import { useTranslation } from "react-i18next";
import type { Alert, AlertVariant } from "./AlertBanner";

const titleKeys: Record<AlertVariant, string> = {
  critical: "alert.error",
  warning: "alert.warning",
  success: "alert.success",
  info: "alert.info",
};

export function AlertBannerView({ alert, onDismiss, className }: { alert: Alert; onDismiss?: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <Banner
      className={className}
      data-testid={`alert-${alert.variant}`}
      role={alert.variant === "critical" ? "alert" : "status"}
      variant={alert.variant}
      title={t(titleKeys[alert.variant])}
      hideTitle
      layout="compact"
      onDismiss={onDismiss}
      description={
        <>
          {alert.lines.map((line, index) => (
            <p key={index} style={{ margin: 0 }}>
              {t(line)}
            </p>
          ))}
        </>
      }
    />
  );
}
