// /downloadagent — public download manager: the agent download without sign-in.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AgentDownloadCard } from "../../components/downloads/DownloadManager";
import { PublicPage } from "../../components/PublicPage";

export function DownloadAgent() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t("download.title")} subtitle={t("download.publicSubtitle")} testId="download-agent" footer={<Link to="/login">{t("common.backToLogin")}</Link>}>
      <AgentDownloadCard />
    </PublicPage>
  );
}
