// /accesstotranslate — opened by the Translate button with the current screen's
// moduleId and screenId. Translating needs the translation module.
import { GlobeIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";
import { useSession } from "../../session/session";

export function AccessToTranslate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { claims } = useSession();
  const state = (location.state ?? {}) as { moduleId?: number | null; screenId?: number | null };
  return (
    <Page title={t("translate.title")} description={t("translate.description", { language: claims?.PermittedLanguage ?? "" })} testId="access-to-translate">
      <EmptyState
        icon={GlobeIcon}
        title={t("translate.moduleNeeded")}
        description={
          state.screenId != null
            ? t("translate.screenInfo", { screenId: state.screenId, moduleId: state.moduleId ?? "-" })
            : t("translate.noScreen")
        }
        action={<Button onClick={() => navigate(-1)}>{t("common.back")}</Button>}
      />
    </Page>
  );
}
