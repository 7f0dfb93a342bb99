// /appmain — company home: the download-agent accordion, quick access and, for company
// administrators and supervisors (types 0 and 1, spec 000 §6), the personal dashboard.
import { DownloadManager } from "../../components/downloads/DownloadManager";
import { Page } from "../../components/Page";
import { useSession } from "../../session/session";
import { useShell } from "../../shell/Layout";
import { useHomeHeader } from "./HomeHeader";
import { HomeShortcuts } from "./HomeShortcuts";
import { Dashboard } from "./panels/Dashboard";

/** User types with a dashboard: company administrator (0) and supervisor (1). */
const DASHBOARD_TYPES = [0, 1];

export function AppMain() {
  const { query, viewer } = useShell();
  const header = useHomeHeader(viewer);
  const { claims } = useSession();
  return (
    <Page eyebrow={header.eyebrow} title={header.title} description={header.place} testId="home-appmain">
      <DownloadManager />
      <HomeShortcuts query={query} />
      {DASHBOARD_TYPES.includes(claims?.UserType ?? -1) && <Dashboard />}
    </Page>
  );
}
