// The detail of a /SysLicenses row: the licence's facts and its history (read fresh by id,
// so events recorded elsewhere appear), with the row's allowed actions and the editor link.
import { Button } from "@primer/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { LicenseDetailDialogQuery } from "../../../__generated__/LicenseDetailDialogQuery.graphql";
import { ViewDialog } from "../../../components/dialog/ViewDialog";
import { TableLoading } from "../../../components/table/TableLoading";
import { formatDate, formatDateTime } from "../../../i18n/dateFormat";
import { LicenseHistory } from "./LicenseHistory";
import { SignatureList } from "../../../components/signature/SignatureList";
import { LICENSE_ACTIONS, type LicenseAction } from "./LicenseActionDialog";
import { type SystemLicenseRow } from "./systemLicenseColumns";
import { StatusLabel } from "../../company/licenses/StatusLabel";
import styles from "./SysLicenses.module.css";

const query = graphql`
  query LicenseDetailDialogQuery($id: ID!) {
    node(id: $id) {
      ...LicenseHistory_license @alias(as: "history")
      ... on SystemLicense {
        signatures {
          ...SignatureList_signature @relay(mask: false)
        }
      }
    }
  }
`;

export function LicenseFacts({ license }: { license: SystemLicenseRow }) {
  const { t } = useTranslation();
  const facts: [string, React.ReactNode][] = [
    [t("sysLicenses.licenseId"), license.licenseId],
    [t("sysLicenses.company"), license.companyName],
    [t("licenses.product"), license.productName],
    [t("licenses.period"), `${license.periodName} (${t("sysLicenses.daysAdded", { days: license.periodDays })})`],
    [t("licenses.status"), <StatusLabel key="s" status={license.status} text={license.statusDescription} />],
    [t("licenses.start"), formatDate(String(license.startDate))],
    [t("licenses.end"), <span key="e" data-testid="license-end">{formatDate(String(license.endDate))}</span>],
    [t("licenses.invoice"), license.invoiceNumber ?? "—"],
    [t("licenses.code"), license.code ? <code key="c">{license.code}</code> : "—"],
    [t("sysLicenses.requestedAt"), formatDateTime(String(license.requestedAt))],
    [t("licenses.observations"), license.observations ?? "—"],
  ];
  return (
    <dl className={styles.facts} data-testid="license-facts">
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LicenseDetailDialog({ license, onClose, onAction, onEdit }: { license: SystemLicenseRow; onClose: () => void; onAction: (action: LicenseAction) => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const allowed = LICENSE_ACTIONS.filter((a) => license.allowedActions.includes(a));
  return (
    <ViewDialog
      title={`${t("sysLicenses.licenseId")} ${license.licenseId}`}
      subtitle={`${license.companyName} · ${license.productName}`}
      onClose={onClose}
      testId="license-detail-dialog"
      actions={
        <>
          <Button onClick={onEdit} data-testid="license-open-editor">
            {t("sysLicenses.edit")}
          </Button>
          {allowed.map((a) => (
            <Button key={a} onClick={() => onAction(a)} data-testid={`license-detail-${a}`}>
              {t(`sysLicenses.${a}`)}
            </Button>
          ))}
        </>
      }
    >
      <div className={styles.fields}>
        <LicenseFacts license={license} />
        <Suspense fallback={<TableLoading />}>
          <History id={license.id} />
        </Suspense>
      </div>
    </ViewDialog>
  );
}

function History({ id }: { id: string }) {
  const data = useLazyLoadQuery<LicenseDetailDialogQuery>(query, { id }, { fetchPolicy: "store-and-network" });
  if (!data.node?.history) return null;
  const signatures = data.node.signatures ?? [];
  return (
    <>
      {signatures.length > 0 && <SignatureList signatures={signatures} />}
      <LicenseHistory license={data.node.history} />
    </>
  );
}
