// /appinstrument — instrument measures (screen 307, spec 001 "Measure association"):
// code, description (with the instrument under it), surface, both sides and creation date; a measure with a
// picture shows it through a signed address that expires after 10 minutes
// (the measure's imageUrl), asked for on opening.
import { ImageIcon } from "@primer/octicons-react";
import { Spinner } from "@primer/react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { AppInstrument_measures$key } from "../../../__generated__/AppInstrument_measures.graphql";
import type { AppInstrumentQuery } from "../../../__generated__/AppInstrumentQuery.graphql";
import { ViewDialog } from "../../../components/dialog/ViewDialog";
import { BY_CODE, measureColumns, readMeasureRow, surfaceText, type MeasureRow } from "./measureColumns";
import { useMeasureImageUrl } from "./useMeasureImageUrl";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { Page } from "../../../components/Page";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { formatDate } from "../../../i18n/dateFormat";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import styles from "./AppInstrument.module.css";

export const MEASURE_SCREEN = 307;

const query = graphql`
  query AppInstrumentQuery {
    ...AppInstrument_measures
  }
`;

const fragment = graphql`
  fragment AppInstrument_measures on Query
  @refetchable(queryName: "AppInstrumentPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "MeasureOrder" }
    descending: { type: "Boolean" }
  ) {
    instrumentMeasures(first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppInstrument_instrumentMeasures") {
      totalCount
      edges {
        node {
          ...measureColumns_measure
          creationDate
        }
      }
    }
  }
`;

/** A listed measure: the shared columns' fields and its creation date. */
export type InstrumentMeasureRow = MeasureRow & { creationDate: unknown };

export function AppInstrument({ queryRef }: ScreenProps<AppInstrumentQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("machines.eyebrow")} title={t("measures.title")} description={t("measures.description")} testId="screen-appinstrument">
      <Suspense fallback={<TableLoading />}>
        <MeasureList queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function MeasureList({ queryRef }: ScreenProps<AppInstrumentQuery>) {
  const { t, i18n } = useTranslation();
  const config = useScreenConfig(MEASURE_SCREEN);
  const label = useLabel(config);
  const [picture, setPicture] = useState<InstrumentMeasureRow | null>(null);
  const data = usePreloadedQuery<AppInstrumentQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(fragment, data as AppInstrument_measures$key);
  const measures: InstrumentMeasureRow[] = useMemo(() => list.instrumentMeasures.edges.map((edge) => ({ ...readMeasureRow(edge.node), creationDate: edge.node.creationDate })), [list]);

  const columns: Column<InstrumentMeasureRow>[] = [
    ...measureColumns({
      headers: { code: label("code", "measures.code"), description: label("description", "measures.descriptionColumn"), surface: label("surface", "measures.surface") },
      surface: (m) => surfaceText(m.surface, i18n.language),
      layout: { code: { width: "minmax(max-content, 1fr)" }, description: { width: "minmax(180px, 2fr)" }, surface: { align: "end", width: "max-content" } },
    }),
    { key: "bothSides", header: label("bothSides", "measures.bothSides"), value: (m) => m.bothSides, text: (m) => (m.bothSides ? t("common.yes") : t("common.no")), order: "BOTH_SIDES", width: "max-content" },
    {
      key: "creationDate",
      header: label("creationDate", "measures.creationDate"),
      value: (m) => new Date(String(m.creationDate)),
      text: (m) => formatDate(String(m.creationDate)),
      order: "CREATED",
      width: "max-content",
    },
  ];
  const table = useConnectionTable({ id: "measures", rows: measures, totalCount: list.instrumentMeasures.totalCount, pagination, columns, initialSort: BY_CODE });

  return (
    <>
      <RecordTable<InstrumentMeasureRow>
        id="measures"
        title={t("measures.title")}
        rows={measures}
        loading={table.loading}
        server={table.server}
        getRowId={(m) => m.id}
        columns={columns}
        initialSort={BY_CODE}
        rowActions={[{ key: "image", label: label("image", "measures.image"), icon: ImageIcon, onClick: setPicture, visible: (m) => Boolean(m.fileName) }]}
      />
      {picture && <MeasurePicture measure={picture} onClose={() => setPicture(null)} />}
    </>
  );
}

function MeasurePicture({ measure, onClose }: { measure: MeasureRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { url, errors } = useMeasureImageUrl(measure.id);
  return (
    <ViewDialog title={measure.code} subtitle={`${measure.description} · ${measure.instrumentDescription}`} onClose={onClose} errors={errors} testId="measure-picture">
      {!url && !errors && (
        <div className={styles.pictureLoading}>
          <Spinner size="medium" srText={t("Loading...")} />
        </div>
      )}
      {url && <img className={styles.picture} src={url} alt={t("measures.pictureAlt", { code: measure.code })} data-testid="measure-image" />}
    </ViewDialog>
  );
}
