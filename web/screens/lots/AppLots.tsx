// /AppLots — lot search (screen 860, docs/incidents.md "Positive controls and lots"): every
// reading of the company (operators: their sector) that used a lot, of every kind, newest
// first — what a manufacturer's recall of a lot must find. The lot searched is in the address
// (/AppLots?lot=X), so a search can be shared and Back returns to the previous one; the route
// asks the server for it (lotReadings) and nothing when there is no lot. A blank search is
// refused under the field without asking ('This field is required', the server's rule too).
import { PackageIcon, SearchIcon } from "@primer/octicons-react";
import { Button, FormControl, TextInput } from "@primer/react";
import { Suspense, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AppLots_row$data, AppLots_row$key } from "../../__generated__/AppLots_row.graphql";
import type { AppLotsQuery } from "../../__generated__/AppLotsQuery.graphql";
import { AlertBanner } from "../../components/AlertBanner";
import { EmptyState } from "../../components/EmptyState";
import { REQUIRED } from "../../components/fields/validation";
import { Page } from "../../components/Page";
import { RecordTable } from "../../components/table/RecordTable";
import { TableLoading } from "../../components/table/TableLoading";
import type { Column } from "../../components/table/types";
import { formatDateTime } from "../../i18n/dateFormat";
import type { ScreenProps } from "../../routes/PreloadedScreen";
import { readingKindText } from "../incidents/incidentTexts";
import { ReadingResult, resultDescription, resultFamily } from "../readings/shared/results";
import { LotExpiredLabel } from "../readings/shared/Warnings";
import { lotFromAddress } from "./address";
import styles from "./Lots.module.css";
import { RefusalBoundary } from "../../components/RefusalBoundary";

/** The server's limit: at most this many readings (newest first). */
const FIRST = 100;
/** The server refuses longer lots (server/controls/service.ts). */
const LOT_MAX = 50;

const query = graphql`
  query AppLotsQuery($lot: String!, $searched: Boolean!) {
    lotReadings(lot: $lot, first: 100) @include(if: $searched) {
      ...AppLots_row
    }
  }
`;

const rowFragment = graphql`
  fragment AppLots_row on ReadingSummary @inline {
    nodeId
    kind
    readNumber
    date
    result
    lot
    lotExpired
    cycle
    loadNumber
    sectorName
  }
`;

type Row = AppLots_row$data;

export function AppLots({ queryRef }: ScreenProps<AppLotsQuery>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { lot } = lotFromAddress(params);
  const [value, setValue] = useState(lot);
  const [error, setError] = useState<string | null>(null);
  // Back and Forward change the lot searched: the field follows.
  useEffect(() => setValue(lot), [lot]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = value.trim();
    if (!wanted) {
      setError(REQUIRED);
      return;
    }
    setError(null);
    setParams({ lot: wanted });
  };

  return (
    <Page eyebrow={t("lots.eyebrow")} title={t("lots.title")} description={t("lots.description")} testId="screen-applots">
      <form role="search" aria-label={t("lots.title")} className={styles.search} onSubmit={submit} noValidate data-testid="lot-search">
        <FormControl required className={styles.field}>
          <FormControl.Label>{t("lots.field")}</FormControl.Label>
          <TextInput
            block
            name="lot"
            value={value}
            maxLength={LOT_MAX}
            autoComplete="off"
            leadingVisual={PackageIcon}
            validationStatus={error ? "error" : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            data-testid="lot-input"
          />
          {error ? <FormControl.Validation variant="error">{t(error)}</FormControl.Validation> : <FormControl.Caption>{t("lots.caption")}</FormControl.Caption>}
        </FormControl>
        <Button type="submit" variant="primary" leadingVisual={SearchIcon} className={styles.button} data-testid="lot-submit">
          {t("lots.search")}
        </Button>
      </form>
      {lot ? (
        <RefusalBoundary key={lot}>
          <Suspense fallback={<TableLoading />}>
            <LotReadings queryRef={queryRef} lot={lot} />
          </Suspense>
        </RefusalBoundary>
      ) : (
        <EmptyState icon={SearchIcon} title={t("lots.start")} description={t("lots.startHint")} testId="lots-start" />
      )}
    </Page>
  );
}

function LotReadings({ queryRef, lot }: ScreenProps<AppLotsQuery> & { lot: string }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AppLotsQuery>(query, queryRef);
  const rows: Row[] = useMemo(() => (data.lotReadings ?? []).map((r) => readInlineData<AppLots_row$key>(rowFragment, r)), [data]);

  if (rows.length === 0) {
    return <EmptyState icon={PackageIcon} title={t("lots.empty", { lot })} description={t("lots.emptyHint")} testId="lots-empty" />;
  }
  const columns: Column<Row>[] = [
    { key: "kind", header: t("lots.column.kind"), text: (r) => readingKindText(t, r.kind), width: "minmax(170px, 1.2fr)" },
    { key: "readNumber", header: t("readings.field.readNumber"), value: (r) => r.readNumber, rowHeader: true, align: "end", width: "minmax(110px, auto)", wrapHeader: true },
    { key: "date", header: t("lots.column.date"), value: (r) => new Date(r.date), text: (r) => formatDateTime(r.date), width: "minmax(150px, auto)" },
    {
      key: "result",
      header: t("readings.field.result"),
      text: (r) => {
        const description = resultDescription(r.kind, r.result);
        return description ? t(description) : r.result == null ? "—" : String(r.result);
      },
      render: (r) => <ReadingResult family={resultFamily(r.kind)} result={r.result} description={resultDescription(r.kind, r.result)} />,
      width: "minmax(110px, auto)",
    },
    // A lot is a long code without spaces: it wraps in its cell rather than run into the next one.
    // "Expired": the lot's expiry date was before the reading's date (docs/readings-api.md "Warnings").
    {
      key: "lot",
      header: t("readings.field.lot"),
      text: (r) => (r.lotExpired ? `${r.lot ?? ""} (${t("warnings.lotExpired.label")})` : r.lot ?? ""),
      render: (r) => (
        <span className={styles.lotCell}>
          <span className={styles.code}>{r.lot ?? ""}</span>
          {r.lotExpired && <LotExpiredLabel />}
        </span>
      ),
      width: "minmax(150px, 1fr)",
    },
    { key: "cycleLoad", header: t("lots.column.cycleLoad"), text: (r) => [r.cycle, r.loadNumber].filter(Boolean).join(" / ") || "—", width: "minmax(100px, 0.8fr)", wrapHeader: true },
    { key: "sector", header: t("readings.field.sector"), text: (r) => r.sectorName, width: "minmax(120px, 1fr)" },
  ];
  return (
    <section className={styles.results} aria-labelledby="lot-results-title">
      <div className={styles.resultsHeader}>
        <h2 id="lot-results-title" className={styles.resultsTitle}>
          {t("lots.resultsTitle", { lot })}
        </h2>
        <p className={styles.count} data-testid="lots-count" data-count={rows.length}>
          {t("lots.count", { count: rows.length })}
        </p>
      </div>
      {rows.length >= FIRST && (
        <p className={styles.limit} data-testid="lots-limit">
          {t("lots.limit", { count: FIRST })}
        </p>
      )}
      {/* Newest first is the server's order; the headers re-sort what is shown. */}
      <RecordTable<Row> id="lots" title={t("lots.resultsTitle", { lot })} rows={rows} searchable={false} getRowId={(r) => r.nodeId} columns={columns} />
    </section>
  );
}

