// The measure association screen (spec 001 "Measure association", own screen): pick a
// provisional protein reading, then a measure (with its picture), and associate it; with
// status 3 'Confirm and save' is offered. The same association runs as a modal on the
// protein screens (MeasureAssociationDialog).
import { ArrowLeftIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { useNavigate } from "react-router-dom";
import type { AppMeasureAssociation_readings$key } from "../../../__generated__/AppMeasureAssociation_readings.graphql";
import type { AppMeasureAssociationQuery } from "../../../__generated__/AppMeasureAssociationQuery.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import proRowFragment, { type PROReadings_row$key } from "../../../__generated__/PROReadings_row.graphql";
import type { PRORow } from "../pro/proForm";
import { dateTimeText, numberText, toDateValue } from "../shared/format";
import { LiveHeader } from "../shared/LiveHeader";
import { ReadingResult } from "../shared/results";
import { ReadingScreen } from "../shared/ReadingScreen";
import { useLiveConnection } from "../shared/useLiveReadings";
import { AssociationButtons, MeasurePicker, useMeasureAssociation } from "./MeasureAssociation";
import styles from "./MeasureAssociation.module.css";

const query = graphql`
  query AppMeasureAssociationQuery {
    ...AppMeasureAssociation_readings
  }
`;

const fragment = graphql`
  fragment AppMeasureAssociation_readings on Query
  @refetchable(queryName: "AppMeasureAssociationPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ReadingOrder" }
    descending: { type: "Boolean" }
  ) {
    proReadings(states: [PROVISIONAL], first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppMeasureAssociation_proReadings") {
      __id
      totalCount
      edges {
        node {
          ...PROReadings_row
        }
      }
    }
  }
`;

/** The server's order of provisional readings: newest read number first (server/readings/lists.ts). */
const NEWEST_FIRST = { key: "readNumber", direction: "desc" } as const;

/**
 * As a route (/appmeasureassociation) the screen's query comes preloaded; inside the protein
 * screen (?view=association, which is the protein route) it is asked when the view opens.
 */
export function AppMeasureAssociation({ onBack, queryRef }: { onBack?: () => void; queryRef?: ScreenProps<AppMeasureAssociationQuery>["queryRef"] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ReadingScreen
      title={t("measureAssociation.screenTitle")}
      description={t("measureAssociation.screenDescription")}
      testId="screen-measureassociation"
      actions={
        <Button leadingVisual={ArrowLeftIcon} onClick={onBack ?? (() => navigate("/AppPIProvisional"))} data-testid="association-back">
          {t("measureAssociation.back")}
        </Button>
      }
    >
      {queryRef ? <PreloadedBody queryRef={queryRef} /> : <EmbeddedBody />}
    </ReadingScreen>
  );
}

function PreloadedBody({ queryRef }: ScreenProps<AppMeasureAssociationQuery>) {
  return <AssociationScreenBody data={usePreloadedQuery<AppMeasureAssociationQuery>(query, queryRef)} />;
}

function EmbeddedBody() {
  return <AssociationScreenBody data={useLazyLoadQuery<AppMeasureAssociationQuery>(query, {}, { fetchPolicy: "store-and-network" })} />;
}

function AssociationScreenBody({ data }: { data: AppMeasureAssociation_readings$key }) {
  const { t, i18n } = useTranslation();
  const { data: list, ...pagination } = usePaginationFragment(fragment, data);
  const rows: PRORow[] = useMemo(() => list.proReadings.edges.map((e) => readInlineData<PROReadings_row$key>(proRowFragment, e.node)), [list]);
  const banner = useTimedAlert();
  const [chosen, setChosen] = useState<string>("");
  const [round, setRound] = useState(0);
  const reading = rows.find((r) => r.id === chosen);

  const columns: Column<PRORow>[] = [
    { key: "readNumber", header: t("readings.field.readNumber"), value: (r) => r.readNumber, order: "READ_NUMBER", rowHeader: true, width: "minmax(64px, 0.6fr)", wrapHeader: true },
    { key: "startedAt", header: t("readings.field.startedTime"), value: (r) => toDateValue(r.startedAt), text: (r) => dateTimeText(r.startedAt), order: "STARTED_AT", width: "minmax(104px, 1fr)", wrapHeader: true },
    {
      key: "result",
      header: t("readings.field.result"),
      value: (r) => r.result ?? null,
      order: "RESULT",
      text: (r) => (r.resultDescription ? t(r.resultDescription) : ""),
      render: (r) => <ReadingResult family="PRO" result={r.result} description={r.resultDescription} />,
      width: "minmax(88px, 0.8fr)",
      wrapHeader: true,
    },
    { key: "quantitativeResult", header: t("readings.field.quantitativeResult"), value: (r) => r.quantitativeResult ?? null, text: (r) => numberText(r.quantitativeResult, 2, " µg", i18n.language), order: "QUANTITATIVE_RESULT", width: "minmax(96px, 0.8fr)", wrapHeader: true },
    { key: "density", header: t("readings.field.density"), value: (r) => r.density ?? null, text: (r) => numberText(r.density, 2, " µg/cm²", i18n.language), order: "DENSITY", width: "minmax(96px, 0.8fr)", wrapHeader: true },
    {
      key: "measure",
      header: t("readings.field.measure"),
      value: (r) => (r.instrumentMeasureId != null ? 1 : 0),
      order: "MEASURE",
      text: (r) => (r.instrumentMeasureId != null ? t("readings.pro.measureLinked") : t("readings.pro.measureMissing")),
      width: "minmax(110px, 1fr)",
      wrapHeader: true,
    },
    { key: "incubatorName", header: t("readings.field.incubator"), value: (r) => r.incubatorName ?? "", order: "INCUBATOR", width: "minmax(96px, 1fr)", wrapHeader: true },
  ];
  const table = useConnectionTable({ id: "association-readings", rows, totalCount: list.proReadings.totalCount, pagination, columns, initialSort: NEWEST_FIRST });
  // Events place their reading in the store (a provisional one joins, a moved one leaves).
  const { live } = useLiveConnection("PRO", "PROVISIONAL", list.proReadings.__id, "PROReadingConnectionEdge", table.refresh);

  return (
    <>
      <LiveHeader live={live} />
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
      <h2 className={styles.step}>{t("measureAssociation.stepReading")}</h2>
      <RecordTable<PRORow>
        id="association-readings"
        title={t("measureAssociation.stepReading")}
        rows={rows}
        loading={table.loading}
        server={table.server}
        getRowId={(r) => r.id}
        columns={columns}
        initialSort={NEWEST_FIRST}
        selection={{ mode: "single", selected: new Set(chosen ? [chosen] : []), onChange: (next) => setChosen([...next][0] ?? "") }}
        condensed
      />
      <h2 className={styles.step}>{t("measureAssociation.stepMeasure")}</h2>
      {reading ? (
        <Suspense fallback={<TableLoading />}>
          <AssociationPanel
            key={`${reading.id}:${round}`}
            reading={reading}
            onDone={(message) => {
              banner.show({ variant: "success", lines: [message] });
              setRound((n) => n + 1);
            }}
          />
        </Suspense>
      ) : (
        <p className={styles.muted}>{t("measureAssociation.pickReading")}</p>
      )}
    </>
  );
}

function AssociationPanel({ reading, onDone }: { reading: PRORow; onDone: (message: string) => void }) {
  const state = useMeasureAssociation(reading, onDone);
  return (
    <section className={styles.picker} data-testid="measure-association">
      {state.errors && <AlertBanner alert={{ variant: "critical", lines: state.errors }} />}
      {state.message && <AlertBanner alert={{ variant: "success", lines: [state.message] }} />}
      <MeasurePicker state={state} reading={reading} />
      <div className={styles.actions}>
        <AssociationButtons state={state} />
      </div>
    </section>
  );
}
