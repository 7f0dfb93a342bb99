// /invalidUrl — 'Error: ' plus the message passed in navigation state, and a button
// to the main page. Without state it goes back.
import { StopIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { PublicPage } from "../../components/PublicPage";
import styles from "./Public.module.css";

export function InvalidUrl() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;

  useEffect(() => {
    if (message) return;
    if (window.history.length > 1) navigate(-1);
    else navigate("/", { replace: true });
  }, [message, navigate]);

  if (!message) return null;
  return (
    <PublicPage testId="invalid-url">
      <div className={styles.message}>
        <span className={`${styles.messageIcon} ${styles.dangerIcon}`}>
          <StopIcon size={28} />
        </span>
        <p className={styles.messageText} data-testid="invalid-url-message">
          {t("Error: ")}
          {t(message)}
        </p>
        <Button variant="primary" size="large" block onClick={() => navigate("/", { replace: true })}>
          {t("invalidUrl.goToMain")}
        </Button>
      </div>
    </PublicPage>
  );
}
