// The downloadable files of the download manager (GET /api/DownloaderManager/{method}?distributorId → { url }).
import { BookIcon, DownloadIcon, ShieldIcon, SyncIcon, VersionsIcon, type Icon } from "@primer/octicons-react";

export interface DownloadItem {
  /** The server method name in the URL. */
  method: string;
  /** Translation prefix: `<prefix>.title`, `<prefix>.description`. */
  prefix: string;
  icon: Icon;
}

export const agentDownload: DownloadItem = { method: "SASUri", prefix: "download.agent", icon: DownloadIcon };

export const downloadItems: DownloadItem[] = [
  agentDownload,
  { method: "SASUriCloudManual", prefix: "download.cloudManual", icon: BookIcon },
  { method: "SASUriMigrationManual", prefix: "download.migrationManual", icon: VersionsIcon },
  { method: "SASUriCloudManualPlus", prefix: "download.cloudManual2", icon: BookIcon },
  { method: "SASUriUpdater", prefix: "download.updater", icon: SyncIcon },
  { method: "SASUriCyberSecurity", prefix: "download.cyberSecurity", icon: ShieldIcon },
];

/** Each download button stays locked this long after a click (spec 000 section 9). */
export const DOWNLOAD_LOCK_MS = 10_000;
