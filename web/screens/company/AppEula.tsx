// /appeula — terms acceptance for company administrators (outside the shell).
// Already accepted → /. Accept saves and goes to /; Cancel signs out.
import { Button, Spinner } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { graphql, useRelayEnvironment } from "react-relay";
import type { AppEulaAcceptMutation } from "../../__generated__/AppEulaAcceptMutation.graphql";
import type { AppEulaQuery, AppEulaQuery$data } from "../../__generated__/AppEulaQuery.graphql";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PublicPage } from "../../components/PublicPage";
import { commit, query } from "../../relay/operations";
import { SafeHtml } from "../../components/SafeHtml";
import { logout } from "../../session/logout";
import { useSession } from "../../session/session";
import { storageKeys, writeJson } from "../../session/storage";
import loginStyles from "../session/Login.module.css";

type EulaStatus = AppEulaQuery$data["eulaStatus"];

export function AppEula() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const companyId = claims?.Company?.Id;
  const [status, setStatus] = useState<EulaStatus | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (companyId == null) return;
    query<AppEulaQuery>(
      environment,
      graphql`
        query AppEulaQuery {
          eulaStatus {
            acceptedEula
            eula {
              id
              text
            }
          }
        }
      `,
      {},
    )
      .then(({ eulaStatus: answer }) => {
        if (answer.acceptedEula) writeJson(storageKeys.eula, { companyId, acceptedEula: true });
        setStatus(answer);
      })
      .catch((error) => setAlert({ variant: "critical", lines: errorLines(error) }));
  }, [environment, companyId]);

  if (companyId == null || status?.acceptedEula) return <Navigate to="/" replace />;

  const accept = async () => {
    if (!status?.eula) return;
    setBusy(true);
    setAlert(null);
    try {
      await commit<AppEulaAcceptMutation>(
        environment,
        graphql`
          mutation AppEulaAcceptMutation($eulaId: Int!) {
            acceptEula(eulaId: $eulaId) {
              acceptedEula
            }
          }
        `,
        { eulaId: status.eula.id },
      );
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
        {status?.eula && <SafeHtml html={status.eula.text} className={loginStyles.eulaText} testId="eula-text" label={t("eula.title")} />}
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
