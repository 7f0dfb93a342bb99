// /resources — the spec's placeholder page: the text 'Resources'.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PublicPage } from "../../components/PublicPage";

export function Resources() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t("Resources")} testId="resources" footer={<Link to="/login">{t("common.backToLogin")}</Link>}>
      {null}
    </PublicPage>
  );
}
