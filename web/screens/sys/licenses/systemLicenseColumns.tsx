// The /SysLicenses row (an @inline fragment the list's connection and the transitions'
// payloads spread, so an approval or a suspension refreshes its row in the store) and its
// columns: company, product, period, invoice number, start, end, status, code (observations: the detail).
import { StatusLabel } from "../../company/licenses/StatusLabel";
import type { TFunction } from "i18next";
import { graphql, readInlineData } from "react-relay";
import type { systemLicenseColumns_license$data, systemLicenseColumns_license$key } from "../../../__generated__/systemLicenseColumns_license.graphql";
import type { Column } from "../../../components/table/types";
import { formatDate } from "../../../i18n/dateFormat";
import styles from "./SysLicenses.module.css";

const rowFragment = graphql`
  fragment systemLicenseColumns_license on SystemLicense @inline {
    id
    licenseDetailId
    licenseId
    companyId
    companyName
    distributorId
    productName
    periodName
    periodDays
    trial
    invoiceNumber
    startDate
    endDate
    status
    statusDescription
    observations
    code
    codeUsed
    requestedAt
    allowedActions
  }
`;

export type SystemLicenseRow = systemLicenseColumns_license$data;

export function readSystemLicense(node: systemLicenseColumns_license$key): SystemLicenseRow {
  return readInlineData(rowFragment, node);
}

/** The server's default order (server/licenses/admin.ts SYSTEM_LICENSE_LIST): newest request first. */
export const NEWEST_FIRST = null;

export function systemLicenseColumns(t: TFunction): Column<SystemLicenseRow>[] {
  return [
    { key: "company", header: t("sysLicenses.company"), value: (l) => l.companyName, order: "COMPANY", rowHeader: true, width: "minmax(130px, 1.5fr)" },
    { key: "product", header: t("licenses.product"), value: (l) => l.productName, order: "PRODUCT", width: "minmax(max-content, 1fr)" },
    { key: "period", header: t("licenses.period"), value: (l) => l.periodName, order: "PERIOD", width: "max-content" },
    { key: "invoice", header: t("licenses.invoice"), value: (l) => l.invoiceNumber ?? "", order: "INVOICE", width: "max-content", wrapHeader: true },
    { key: "start", header: t("licenses.start"), value: (l) => new Date(String(l.startDate)), text: (l) => formatDate(String(l.startDate)), order: "START", width: "max-content", wrapHeader: true },
    { key: "end", header: t("licenses.end"), value: (l) => new Date(String(l.endDate)), text: (l) => formatDate(String(l.endDate)), order: "END", width: "max-content", wrapHeader: true },
    { key: "status", header: t("licenses.status"), value: (l) => l.status, text: (l) => l.statusDescription, render: (l) => <StatusLabel status={l.status} text={l.statusDescription} />, order: "STATUS", width: "max-content" },
    // A long code wraps in its cell; the observations are in the detail (the table stays within the page).
    { key: "code", header: t("licenses.code"), value: (l) => l.code ?? "", render: (l) => <code data-testid="license-code" className={styles.code}>{l.code ?? ""}</code>, width: "minmax(100px, 1fr)" },
  ];
}
