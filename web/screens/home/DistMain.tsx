// /distmain — distributor home, with the distributor's system notifications as toasts.
import { useTranslation } from "react-i18next";
import { NotificationToasts } from "../../components/notifications/NotificationToasts";
import { Page } from "../../components/Page";
import { useShell } from "../../shell/Layout";
import { useHomeHeader } from "./HomeHeader";
import { HomeShortcuts } from "./HomeShortcuts";

export function DistMain() {
  const { t } = useTranslation();
  const { query, viewer } = useShell();
  const header = useHomeHeader(viewer);
  return (
    <Page
      eyebrow={header.eyebrow}
      title={header.title}
      description={header.place || t("home.distDescription")}
      testId="home-distmain"
    >
      <NotificationToasts live />
      <HomeShortcuts query={query} />
    </Page>
  );
}
