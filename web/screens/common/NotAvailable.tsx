// Any in-shell route without a screen yet (e.g. /changepassword, a later issue).
import { ToolsIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";

export function NotAvailable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ padding: 24 }}>
      <EmptyState
        icon={ToolsIcon}
        title={t("shell.notAvailableTitle")}
        description={t("shell.notAvailableDescription")}
        action={<Button onClick={() => navigate("/")}>{t("shell.home")}</Button>}
        testId="not-available"
      />
    </div>
  );
}
