// The "Request licence" dialog: a product the distributor sells, one of the periods the
// company may request now (the server's requestablePeriods: the trial periods while the
// product's trial was not used, the paid ones once it was), the start date shown read-only
// (today). Save stays disabled until product and period are chosen. The catalogue is asked
// when the dialog opens (it changes with every request).
import { Spinner, TextInput } from "@primer/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { RequestLicenseDialogCatalogueQuery, RequestLicenseDialogCatalogueQuery$data } from "../../../__generated__/RequestLicenseDialogCatalogueQuery.graphql";
import type { RequestLicenseDialogMutation } from "../../../__generated__/RequestLicenseDialogMutation.graphql";
import { errorLines } from "../../../api/errors";
import { CancelButton } from "../../../components/dialog/DialogButtons";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import { useDialogAction } from "../../../components/dialog/useDialogAction";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { SelectField } from "../../../components/fields/SelectField";
import { formatDate } from "../../../i18n/dateFormat";
import { addToTotal } from "../../../relay/connections";
import { commit, query } from "../../../relay/operations";
import { Button } from "@primer/react";
import styles from "./AppMyLicenses.module.css";

const catalogueQuery = graphql`
  query RequestLicenseDialogCatalogueQuery {
    licenseCatalogue {
      licenseProductId
      name
      trialUsed
      requestablePeriods {
        licensePeriodId
        name
        days
        trial
      }
    }
  }
`;

const requestMutation = graphql`
  mutation RequestLicenseDialogMutation($licenseProductId: Int!, $licensePeriodId: Int!, $startDate: DateTime, $connections: [ID!]!) {
    requestLicense(licenseProductId: $licenseProductId, licensePeriodId: $licensePeriodId, startDate: $startDate) {
      message
      license @prependNode(connections: $connections, edgeTypeName: "CompanyLicenseConnectionEdge") {
        ...licenseColumns_license
      }
    }
  }
`;

type Product = RequestLicenseDialogCatalogueQuery$data["licenseCatalogue"][number];
const DAY_MS = 86_400_000;

export interface RequestLicenseDialogProps {
  /** The product to preselect (navigation state), when the distributor sells it. */
  initialProduct?: number | null;
  connectionId: string;
  onClose: () => void;
  /** The request was sent: the server's message. */
  onDone: (message: string) => void;
}

export function RequestLicenseDialog({ initialProduct, connectionId, onClose, onDone }: RequestLicenseDialogProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { busy, errors, setErrors, run } = useDialogAction();
  const [products, setProducts] = useState<readonly Product[] | null>(null);
  const [productId, setProductId] = useState("");
  const [periodId, setPeriodId] = useState("");
  // The start date the screen shows and sends: the moment the dialog opened.
  const [start] = useState(() => new Date());

  useEffect(() => {
    let live = true;
    query<RequestLicenseDialogCatalogueQuery>(environment, catalogueQuery, {}).then(
      (answer) => {
        if (!live) return;
        setProducts(answer.licenseCatalogue);
        if (initialProduct && answer.licenseCatalogue.some((p) => p.licenseProductId === initialProduct)) setProductId(String(initialProduct));
      },
      (error: unknown) => live && setErrors(errorLines(error)),
    );
    return () => {
      live = false;
    };
  }, [environment, initialProduct, setErrors]);

  const product = useMemo(() => products?.find((p) => String(p.licenseProductId) === productId) ?? null, [products, productId]);
  const period = product?.requestablePeriods.find((p) => String(p.licensePeriodId) === periodId) ?? null;
  const ready = Boolean(product && period);

  const submit = () => {
    if (!product || !period) return;
    void run(
      () =>
        commit<RequestLicenseDialogMutation>(
          environment,
          requestMutation,
          { licenseProductId: product.licenseProductId, licensePeriodId: period.licensePeriodId, startDate: start.toISOString(), connections: [connectionId] },
          (store) => addToTotal(store.get(connectionId), 1),
        ),
      (answer) => onDone(answer.requestLicense.message),
    );
  };

  const trialCaption = product ? (product.requestablePeriods.length === 0 ? t("licenses.noPeriods") : product.trialUsed ? t("licenses.trialUsed") : t("licenses.trialAvailable")) : undefined;

  return (
    <RecordDialog
      title={t("licenses.requestTitle")}
      subtitle={t("licenses.requestSubtitle")}
      onClose={onClose}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      testId="license-request-dialog"
      width="narrow"
      footer={(formId) => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button type="submit" form={formId} variant="primary" loading={busy} disabled={!ready} data-testid="dialog-save">
            {t("dialog.save")}
          </Button>
        </>
      )}
    >
      {products === null && !errors ? (
        <div className={styles.loading}>
          <Spinner size="medium" srText={t("Loading...")} />
        </div>
      ) : (
        <div className={styles.fields}>
          <SelectField
            label={t("licenses.product")}
            name="licenseProduct"
            required
            value={productId}
            disabled={busy || !products}
            options={(products ?? []).map((p) => ({ value: String(p.licenseProductId), label: p.name }))}
            onChange={(value) => {
              setProductId(value);
              setPeriodId("");
            }}
          />
          <SelectField
            label={t("licenses.period")}
            name="licensePeriod"
            required
            value={periodId}
            disabled={busy || !product || product.requestablePeriods.length === 0}
            caption={trialCaption}
            options={(product?.requestablePeriods ?? []).map((p) => ({
              value: String(p.licensePeriodId),
              label: t(p.trial ? "licenses.periodTrialOption" : "licenses.periodOption", { name: p.name, days: p.days }),
            }))}
            onChange={setPeriodId}
          />
          <FieldFrame label={t("licenses.start")} caption={period ? t("licenses.startCaption", { end: formatDate(new Date(start.getTime() + period.days * DAY_MS)) }) : t("licenses.startToday")}>
            <TextInput block name="startDate" readOnly value={formatDate(start)} data-testid="license-start" />
          </FieldFrame>
        </div>
      )}
    </RecordDialog>
  );
}
