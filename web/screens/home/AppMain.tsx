// /appmain — company home: the download-agent accordion and quick access.
import { DownloadManager } from "../../components/downloads/DownloadManager";
import { Page } from "../../components/Page";
import { useShell } from "../../shell/Layout";
import { useHomeHeader } from "./HomeHeader";
import { HomeShortcuts } from "./HomeShortcuts";

export function AppMain() {
  const { query, viewer } = useShell();
  const header = useHomeHeader(viewer);
  return (
    <Page eyebrow={header.eyebrow} title={header.title} description={header.place} testId="home-appmain">
      <DownloadManager />
      <HomeShortcuts query={query} />
    </Page>
  );
}
