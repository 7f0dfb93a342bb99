// Sub-form "eulaForm": the terms for the chosen country and distributor, a checkbox,
// and Confirm (enabled once ticked) and Cancel. Returns to sign up either way.
import { Button, Checkbox, FormControl, Spinner } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { SafeHtml } from "../../components/SafeHtml";
import { useDistributor } from "../../session/distributor";
import { fetchEula, type Country, type EulaText } from "./api";
import styles from "./Login.module.css";

export interface EulaFormProps {
  country: Country;
  onConfirm: (eulaId: number) => void;
  onCancel: () => void;
}

export function EulaForm({ country, onConfirm, onCancel }: EulaFormProps) {
  const { t } = useTranslation();
  const distributor = useDistributor();
  const [eula, setEula] = useState<EulaText | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    fetchEula(distributor.id, country.regionId)
      .then(setEula)
      .catch((err) => setAlert({ variant: "critical", lines: errorLines(err) }));
  }, [distributor.id, country.regionId]);

  return (
    <div className={styles.form}>
      <AlertBanner alert={alert} />
      {!eula && !alert && (
        <div style={{ display: "grid", placeItems: "center", minHeight: 200 }}>
          <Spinner srText={t("Loading...")} />
        </div>
      )}
      {eula && <SafeHtml html={eula.text} className={styles.eulaText} testId="eula-text" label={t("eula.title")} />}
      <FormControl disabled={!eula}>
        <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        <FormControl.Label>{t("eula.acceptCheckbox")}</FormControl.Label>
      </FormControl>
      <div className={styles.actions}>
        <Button type="button" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="button" variant="primary" disabled={!checked || !eula} onClick={() => eula && onConfirm(eula.id)}>
          {t("eula.confirm")}
        </Button>
      </div>
    </div>
  );
}
