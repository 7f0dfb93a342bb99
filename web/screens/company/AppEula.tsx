// /appeula — terms acceptance for company administrators (outside the shell).
// Already accepted → /. Accept saves and goes to /; Cancel signs out.
import { Button, Spinner } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { apiGet, apiPut } from "../../api/http";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PublicPage } from "../../components/PublicPage";
import { SafeHtml } from "../../components/SafeHtml";
import { logout } from "../../session/logout";
import { useSession } from "../../session/session";
import { storageKeys, writeJson } from "../../session/storage";
import loginStyles from "../session/Login.module.css";

interface EulaStatus {
  acceptedEula: boolean;
  eula: { id: number; text: string } | null;
}

export function AppEula() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  const companyId = claims?.Company?.Id;
  const [status, setStatus] = useState<EulaStatus | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (companyId == null) return;
    apiGet<EulaStatus>(`/api/EulaCompanies/validateeulacompany/${companyId}`)
      .then((answer) => {
        if (answer.acceptedEula) writeJson(storageKeys.eula, { companyId, acceptedEula: true });
        setStatus(answer);
      })
      .catch((error) => setAlert({ variant: "critical", lines: errorLines(error) }));
  }, [companyId]);

  if (companyId == null || status?.acceptedEula) return <Navigate to="/" replace />;

  const accept = async () => {
    if (!status?.eula) return;
    setBusy(true);
    setAlert(null);
    try {
      await apiPut("/api/EulaCompanies/saveeulacompany", { EulaId: status.eula.id, CompanyId: companyId });
      writeJson(storageKeys.eula, { companyId, acceptedEula: true });
      navigate("/", { replace: true });
    } catch (error) {
      setAlert({ variant: "critical", lines: errorLines(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={t("eula.title")} subtitle={t("eula.companySubtitle", { company: claims?.Company?.Name ?? "" })} width="medium" testId="app-eula">
      <div className={loginStyles.form}>
        <AlertBanner alert={alert} />
        {!status && !alert && (
          <div style={{ display: "grid", placeItems: "center", minHeight: 200 }}>
            <Spinner srText={t("Loading...")} />
          </div>
        )}
        {status?.eula && <SafeHtml html={status.eula.text} className={loginStyles.eulaText} testId="eula-text" />}
        <div className={loginStyles.actions}>
          <Button
            data-testid="eula-cancel"
            onClick={async () => {
              await logout();
              navigate("/login", { replace: true });
            }}
          >
            {t("common.cancel")}
          </Button>
          <Button variant="primary" data-testid="eula-accept" disabled={!status?.eula} loading={busy} onClick={accept}>
            {t("eula.accept")}
          </Button>
        </div>
      </div>
    </PublicPage>
  );
}
