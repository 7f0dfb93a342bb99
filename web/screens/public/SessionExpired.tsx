// /sessionExpired — shown only when an expired session was flagged; its Login action
// clears every stored session entry and goes to /login.
import { ClockIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { PublicPage } from "../../components/PublicPage";
import { forgetSession } from "../../session/logout";
import { session, useSession } from "../../session/session";
import styles from "./Public.module.css";

export const SESSION_EXPIRED_TEXT = "Your session has expired, please login again.";

export function SessionExpired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snapshot = useSession();
  const flagged = snapshot.expiredFlag || session.isTokenExpired();
  if (!flagged) return <Navigate to="/" replace />;
  return (
    <PublicPage testId="session-expired">
      <div className={styles.message}>
        <span className={styles.messageIcon}>
          <ClockIcon size={28} />
        </span>
        <p className={styles.messageText}>{t(SESSION_EXPIRED_TEXT)}</p>
        <Button
          variant="primary"
          size="large"
          block
          onClick={() => {
            forgetSession();
            navigate("/login", { replace: true });
          }}
        >
          {t("login.submit")}
        </Button>
      </div>
    </PublicPage>
  );
}
