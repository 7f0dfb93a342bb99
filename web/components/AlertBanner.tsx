// Alert banners of the error catalogue: each line a paragraph; optional auto-hide. The banner
// itself (Primer's Banner) is a chunk loaded with the first alert: screens that show none, the
// home pages' first screen among them, do not load it (bench/first-screen.ts).
import { lazy, Suspense, useEffect } from "react";

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

const AlertBannerView = lazy(async () => ({ default: (await import("./AlertBannerView")).AlertBannerView }));

export function AlertBanner({ alert, onDismiss, autoHideMs, className }: AlertBannerProps) {
  useEffect(() => {
    if (!alert || !autoHideMs || !onDismiss) return;
    const timer = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [alert, autoHideMs, onDismiss]);
  if (!alert || alert.lines.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlertBannerView alert={alert} onDismiss={onDismiss} className={className} />
    </Suspense>
  );
}
