// /AppMyLicenses — the company's licences (screen 805, module 120; spec 002 sections 2.5, 4,
// 5; server contract docs/licenses.md): product, period (trial marked), start, end, status,
// observations, code and invoice number, newest first, paged by the server; no edit or
// delete. "Request licence" asks the distributor for one (the trial rule decides the periods);
// "Activate" turns an activation code into an active licence. Company administrators and
// supervisors use it (the menu grants it to them; the server refuses anyone else).
//
// Navigation state: `{ product: <licence product id>, openRequest: true }` (the historical
// browser's and the subscriptions screen's licence-missing banners) opens the request dialog
// with that product chosen.
import { KeyIcon, PlusIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment, usePreloadedQuery } from "react-relay";
import { useLocation } from "react-router-dom";
import type { AppMyLicenses_licenses$key } from "../../../__generated__/AppMyLicenses_licenses.graphql";
import type { AppMyLicensesQuery } from "../../../__generated__/AppMyLicensesQuery.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { Page } from "../../../components/Page";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { useTimedAlert } from "../../../components/useTimedAlert";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { ActivateLicenseDialog } from "./ActivateLicenseDialog";
import { licenseColumns, NEWEST_FIRST, readLicenseRow, type LicenseRow } from "./licenseColumns";
import { RequestLicenseDialog } from "./RequestLicenseDialog";
import styles from "./AppMyLicenses.module.css";

export const LICENSES_SCREEN = 805;

const query = graphql`
  query AppMyLicensesQuery {
    ...AppMyLicenses_licenses
  }
`;

const fragment = graphql`
  fragment AppMyLicenses_licenses on Query
  @refetchable(queryName: "AppMyLicensesPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "LicenseOrder" }
    descending: { type: "Boolean" }
  ) {
    myLicenses(first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppMyLicenses_myLicenses") {
      __id
      totalCount
      edges {
        node {
          ...licenseColumns_license
        }
      }
    }
  }
`;

/** What the banners that link here put in the navigation state. */
export interface LicensesNavigationState {
  product?: number;
  openRequest?: boolean;
}

function navigationState(state: unknown): { product: number | null; openRequest: boolean } {
  const s = (state ?? {}) as LicensesNavigationState;
  const product = typeof s.product === "number" && Number.isInteger(s.product) ? s.product : null;
  return { product, openRequest: s.openRequest === true };
}

export function AppMyLicenses({ queryRef }: ScreenProps<AppMyLicensesQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("licenses.eyebrow")} title={t("licenses.title")} description={t("licenses.description")} testId="screen-mylicenses">
      <Suspense fallback={<TableLoading />}>
        <LicenseList queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function LicenseList({ queryRef }: ScreenProps<AppMyLicensesQuery>) {
  const { t } = useTranslation();
  const location = useLocation();
  // Read once: the dialog opens on arrival, not again after the user closed it.
  const [arrival] = useState(() => navigationState(location.state));
  const [dialog, setDialog] = useState<"request" | "activate" | null>(arrival.openRequest ? "request" : null);
  const banner = useTimedAlert();
  const data = usePreloadedQuery<AppMyLicensesQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(fragment, data as AppMyLicenses_licenses$key);
  // Read defensively: a store replaced under the screen (a new session) must not crash it.
  const connection = list.myLicenses as typeof list.myLicenses | undefined;
  const licenses: LicenseRow[] = useMemo(() => (connection?.edges ?? []).map((edge) => readLicenseRow(edge.node)), [connection]);
  const connectionId = connection?.__id ?? "";
  const columns = useMemo(() => licenseColumns(t), [t]);
  const table = useConnectionTable({ id: "licenses", rows: licenses, totalCount: connection?.totalCount ?? 0, pagination, columns, initialSort: NEWEST_FIRST });

  const done = (message: string) => {
    setDialog(null);
    banner.show({ variant: "success", lines: [message] });
  };

  return (
    <div className={styles.root}>
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
      <RecordTable<LicenseRow>
        id="licenses"
        title={t("licenses.table")}
        rows={licenses}
        loading={table.loading}
        server={table.server}
        getRowId={(l) => l.id}
        columns={columns}
        initialSort={NEWEST_FIRST}
        condensed
        toolbar={
          <div className={styles.actions}>
            <Button variant="primary" leadingVisual={PlusIcon} onClick={() => setDialog("request")} data-testid="license-request-open">
              {t("licenses.request")}
            </Button>
            <Button leadingVisual={KeyIcon} onClick={() => setDialog("activate")} data-testid="license-activate-open">
              {t("licenses.activate")}
            </Button>
          </div>
        }
      />
      {dialog === "request" && <RequestLicenseDialog initialProduct={arrival.product} connectionId={connectionId} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === "activate" && <ActivateLicenseDialog connectionId={connectionId} onClose={() => setDialog(null)} onDone={done} />}
    </div>
  );
}
