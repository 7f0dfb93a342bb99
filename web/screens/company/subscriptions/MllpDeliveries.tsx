// The recent HL7 messages for the company's interface engine (docs/interoperability.md "Push over
// MLLP"), newest first: when each was queued, its reading, its control id (MSH-10, the same on
// every retry), its status (delivered, pending, failed), the attempts made, the engine's ACK
// code and the last error. The worker sends in the background: Refresh asks again (the
// fragment's own query; the destination's form above keeps what is being typed).
import { SyncIcon } from "@primer/octicons-react";
import { Button, Label } from "@primer/react";
import { useMemo, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import type { MllpDeliveries_query$data, MllpDeliveries_query$key } from "../../../__generated__/MllpDeliveries_query.graphql";
import type { MllpDeliveriesRefetchQuery } from "../../../__generated__/MllpDeliveriesRefetchQuery.graphql";
import { RecordTable } from "../../../components/table/RecordTable";
import type { Column } from "../../../components/table/types";
import { formatDateTime } from "../../../i18n/dateFormat";
import styles from "./Mllp.module.css";

export const MLLP_DELIVERIES_TABLE = "mllp-deliveries";

const fragment = graphql`
  fragment MllpDeliveries_query on Query @refetchable(queryName: "MllpDeliveriesRefetchQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 50 }) {
    mllpDeliveries(first: $first) {
      deliveryId
      readingKind
      readingId
      controlId
      status
      attempts
      ackCode
      lastError
      nextAttemptAt
      createdAt
      deliveredAt
    }
  }
`;

type Delivery = MllpDeliveries_query$data["mllpDeliveries"][number];

/** Primer Label variants: delivered green, pending attention, failed red. */
const STATUS_VARIANT: Record<string, "success" | "attention" | "danger"> = { delivered: "success", pending: "attention", failed: "danger" };

export function MllpDeliveries({ queryRef }: { queryRef: MllpDeliveries_query$key }) {
  const { t } = useTranslation();
  const [data, refetch] = useRefetchableFragment<MllpDeliveriesRefetchQuery, MllpDeliveries_query$key>(fragment, queryRef);
  const [refreshing, startRefresh] = useTransition();
  const refresh = () =>
    startRefresh(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });

  const columns = useMemo<Column<Delivery>[]>(
    () => [
      { key: "createdAt", header: t("mllp.column.time"), value: (d) => new Date(d.createdAt), text: (d) => formatDateTime(d.createdAt), width: "minmax(140px, auto)" },
      {
        key: "reading",
        header: t("mllp.column.reading"),
        text: (d) => `${t(`mllp.kind.${d.readingKind}`)} ${t("mllp.readingId", { id: d.readingId })}`,
        render: (d) => (
          <span className={styles.reading}>
            <span>{t(`mllp.kind.${d.readingKind}`)}</span>
            <span className={styles.muted}>{t("mllp.readingId", { id: d.readingId })}</span>
          </span>
        ),
        rowHeader: true,
        width: "minmax(150px, 1fr)",
      },
      { key: "controlId", header: t("mllp.column.controlId"), text: (d) => d.controlId, render: (d) => <code className={styles.code}>{d.controlId}</code>, width: "minmax(120px, auto)", wrapHeader: true },
      {
        key: "status",
        header: t("mllp.column.status"),
        text: (d) => t(`mllp.status.${d.status}`),
        render: (d) => (
          <span className={styles.status}>
            <Label variant={STATUS_VARIANT[d.status] ?? "secondary"} data-testid="mllp-delivery-status" data-status={d.status}>
              {t(`mllp.status.${d.status}`)}
            </Label>
            {d.status === "pending" && d.nextAttemptAt && <span className={styles.muted}>{t("mllp.nextAttempt", { date: formatDateTime(d.nextAttemptAt) })}</span>}
          </span>
        ),
        width: "minmax(110px, auto)",
      },
      { key: "attempts", header: t("mllp.column.attempts"), value: (d) => d.attempts, align: "end", width: "auto", wrapHeader: true },
      { key: "ackCode", header: t("mllp.column.ack"), text: (d) => d.ackCode ?? "", render: (d) => (d.ackCode ? <code className={styles.code}>{d.ackCode}</code> : "—"), width: "auto" },
      { key: "lastError", header: t("mllp.column.lastError"), text: (d) => d.lastError ?? "", render: (d) => (d.lastError ? <span className={styles.lastError}>{d.lastError}</span> : "—"), width: "minmax(160px, 2fr)" },
    ],
    [t],
  );

  return (
    <RecordTable<Delivery>
      id={MLLP_DELIVERIES_TABLE}
      title={t("mllp.deliveries")}
      rows={data.mllpDeliveries}
      loading={refreshing}
      getRowId={(d) => String(d.deliveryId)}
      columns={columns}
      initialSort={{ key: "createdAt", direction: "desc" }}
      condensed
      toolbar={
        <Button leadingVisual={SyncIcon} onClick={refresh} loading={refreshing} data-testid="mllp-refresh">
          {t("mllp.refresh")}
        </Button>
      }
    />
  );
}
