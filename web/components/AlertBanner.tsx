// Alert banners of the error catalogue: each line a paragraph; optional auto-hide.
import { Banner } from "@primer/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

export type AlertVariant = "critical" | "warning" | "success" | "info";

export interface Alert {
  variant: AlertVariant;
  lines: string[];
}

export interface AlertBannerProps {
  alert: Alert | null;
  onDismiss?: () => void;
  /** Hides the alert after this many milliseconds (calls onDismiss). */
  autoHideMs?: number;
  className?: string;
}

const titleKeys: Record<AlertVariant, string> = {
  critical: "alert.error",
  warning: "alert.warning",
  success: "alert.success",
  info: "alert.info",
};

export function AlertBanner({ alert, onDismiss, autoHideMs, className }: AlertBannerProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!alert || !autoHideMs || !onDismiss) return;
    const timer = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [alert, autoHideMs, onDismiss]);
  if (!alert || alert.lines.length === 0) return null;
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
