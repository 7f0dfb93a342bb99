// The licence list's row (an @inline fragment the list's connection and the mutations spread)
// and its columns: product, period (with the trial mark), start, end, status, observations,
// code and invoice number, each ordered by the server where it can be.
import { Label } from "@primer/react";
import { StatusLabel } from "./StatusLabel";
import type { TFunction } from "i18next";
import { graphql, readInlineData } from "react-relay";
import type { licenseColumns_license$data, licenseColumns_license$key } from "../../../__generated__/licenseColumns_license.graphql";
import type { Column } from "../../../components/table/types";
import { formatDate } from "../../../i18n/dateFormat";
import { SignatureBadge } from "../../../components/signature/SignatureList";

const rowFragment = graphql`
  fragment licenseColumns_license on CompanyLicense @inline {
    id
    licenseDetailId
    licenseProductId
    productName
    periodName
    trial
    startDate
    endDate
    status
    statusDescription
    observations
    code
    invoiceNumber
    signatures {
      ...SignatureList_signature @relay(mask: false)
    }
  }
`;

export type LicenseRow = licenseColumns_license$data;

export function readLicenseRow(node: licenseColumns_license$key): LicenseRow {
  return readInlineData(rowFragment, node);
}

/** The server's default order (server/licenses/service.ts LICENSE_LIST): newest first; no column shows it. */
export const NEWEST_FIRST = null;

export function licenseColumns(t: TFunction): Column<LicenseRow>[] {
  return [
    { key: "product", header: t("licenses.product"), value: (l) => l.productName, order: "PRODUCT", rowHeader: true, width: "minmax(max-content, 1fr)" },
    {
      key: "period",
      header: t("licenses.period"),
      value: (l) => l.periodName,
      text: (l) => (l.trial ? `${l.periodName} ${t("licenses.trial")}` : l.periodName),
      render: (l) => (
        <span>
          {l.periodName}
          {l.trial && !l.periodName.toLowerCase().includes(t("licenses.trial").toLowerCase()) && (
            <>
              {" "}
              <Label variant="accent">{t("licenses.trial")}</Label>
            </>
          )}
        </span>
      ),
      order: "PERIOD",
      width: "max-content",
    },
    { key: "start", header: t("licenses.start"), value: (l) => new Date(String(l.startDate)), text: (l) => formatDate(String(l.startDate)), order: "START", width: "max-content", wrapHeader: true },
    { key: "end", header: t("licenses.end"), value: (l) => new Date(String(l.endDate)), text: (l) => formatDate(String(l.endDate)), order: "END", width: "max-content", wrapHeader: true },
    {
      key: "status",
      header: t("licenses.status"),
      value: (l) => l.status,
      text: (l) => l.statusDescription,
      render: (l) => <StatusLabel status={l.status} text={l.statusDescription} />,
      order: "STATUS",
      width: "max-content",
    },
    {
      key: "signature",
      header: t("signatures.approval"),
      value: (l) => l.signatures.at(-1)?.signedBy ?? "",
      render: (l) => <SignatureBadge signatures={l.signatures} />,
      width: "max-content",
      wrapHeader: true,
    },
    { key: "observations", header: t("licenses.observations"), value: (l) => l.observations ?? "", width: "minmax(112px, 1fr)", wrapHeader: true },
    { key: "code", header: t("licenses.code"), value: (l) => l.code ?? "", width: "max-content" },
    { key: "invoice", header: t("licenses.invoice"), value: (l) => l.invoiceNumber ?? "", width: "max-content", wrapHeader: true },
  ];
}
