// A download button: asks the server for the file's URL, opens it in a new tab,
// and locks itself for 10 seconds after each click.
import { DownloadIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiGet } from "../../api/http";
import { errorLines } from "../../api/errors";
import { distributorStore } from "../../session/distributor";
import { DOWNLOAD_LOCK_MS, type DownloadItem } from "./downloads";

export interface DownloadButtonProps {
  item: DownloadItem;
  onError: (lines: string[]) => void;
  variant?: "primary" | "default";
  auth?: boolean;
}

export function DownloadButton({ item, onError, variant = "default", auth = true }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    if (lockedUntil <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  const remaining = Math.max(0, Math.ceil((lockedUntil - now) / 1000));
  const locked = remaining > 0;
  // The accessible name starts with the text shown (WCAG 2.5.3), then names the file.
  const shown = locked ? t("download.wait", { seconds: remaining }) : t("download.button");

  const download = async () => {
    setLockedUntil(Date.now() + DOWNLOAD_LOCK_MS);
    setNow(Date.now());
    try {
      const answer = await apiGet<{ url: string }>(`/api/DownloaderManager/${item.method}`, {
        auth,
        query: { distributorId: distributorStore.id() },
      });
      // Still within the click's user activation (a few seconds), so pop-up blockers allow it.
      window.open(new URL(answer.url, window.location.origin).href, "_blank", "noopener");
    } catch (error) {
      onError(errorLines(error));
    }
  };

  return (
    <Button
      variant={variant}
      leadingVisual={DownloadIcon}
      disabled={locked}
      onClick={download}
      aria-label={`${shown}: ${t(`${item.prefix}.title`)}`}
      data-testid={`download-${item.method}`}
    >
      {shown}
    </Button>
  );
}
