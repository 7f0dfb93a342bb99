// The historical browser's body (spec 001 "Historical browser", sections 3, 4, 7, 8): the
// type buttons, the toolbar (clear filter while filters are active, filter, generate record,
// export), the server-paginated table with the type's columns, and its dialogs (filter,
// detail, edit, chemical picture, 'FilterEmpty', report viewer). Changing the type clears the
// filter and the ordering. A failed page load empties the table and shows the server's
// message in an error banner; a saved edit shows the success banner for 3 seconds.
import { ImageIcon, PencilIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { AlertBanner } from "../../components/AlertBanner";
import { RecordTable } from "../../components/table/RecordTable";
import type { SortState } from "../../components/table/types";
import { usePageSize } from "../../components/table/usePageSize";
import { useTimedAlert } from "../../components/useTimedAlert";
import { useSession } from "../../session/session";
import { positiveControlItems } from "../readings/bi/PositiveControl";
import { ReadingDetailDialog, type DetailGroups } from "../readings/shared/ReadingDetailDialog";
import { withSignatures } from "../readings/shared/ReadingSignatures";
import { useCodedOptions } from "../readings/shared/useReference";
import { historicalColumns } from "./columns";
import { EditDialog } from "./EditDialog";
import { EMPTY_FILTER, isFilterActive, readNumberError, toGraphQLFilter, type FilterValues } from "./filter";
import { FilterDialog } from "./FilterDialog";
import { FilterEmptyDialog } from "./FilterEmptyDialog";
import type { HistoricalRow } from "./historicalRows";
import { HistoricalToolbar } from "./HistoricalToolbar";
import { Hl7Download } from "./Hl7Download";
import { ImageDialog } from "./ImageDialog";
import { historicalType, type HistoricalOptionName } from "./options";
import { ReportViewer } from "./ReportViewer";
import { TypeSelector } from "./TypeSelector";
import { useHistoricalPage } from "./useHistoricalPage";
import { useReport } from "./useReport";
import styles from "./Historical.module.css";
import { seesWholeCompany } from "../company/users/userRules";

export const HISTORICAL_TABLE = "historical";

type Dialog = { kind: "none" } | { kind: "filter" } | { kind: "detail"; row: HistoricalRow } | { kind: "edit"; row: HistoricalRow } | { kind: "image"; row: HistoricalRow & { imageId: number } };

/** A BI's detail also tells its positive control (asked by the detail, for this one reading). */
function withPositiveControl(t: TFunction, groups: DetailGroups, row: HistoricalRow): DetailGroups {
  if (row.__typename !== "BIReading") return groups;
  return { ...groups, product: [...(groups.product ?? []), ...positiveControlItems(t, { id: row.id, lot: row.lot, conditionSCIB: row.conditionSCIB })] };
}

const imageOf = (row: HistoricalRow): number | null => ("imageId" in row && row.imageId != null ? row.imageId : null);

export interface HistoricalBrowserProps {
  option: HistoricalOptionName;
  /** The parent keys this component by type: a new type starts without filter or ordering. */
  onOptionChange: (option: HistoricalOptionName) => void;
  /** Starts filtered to this read number (a link to one reading). */
  initialReadNumber?: string | null;
}

export function HistoricalBrowser({ option, onOptionChange, initialReadNumber }: HistoricalBrowserProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  const sectorLimited = !seesWholeCompany(claims?.UserType);
  const type = historicalType(option);
  const [filter, setFilter] = useState<FilterValues>(() => (initialReadNumber && !readNumberError(initialReadNumber) ? { ...EMPTY_FILTER, readNumber: initialReadNumber } : EMPTY_FILTER));
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageSize, setPageSize] = usePageSize(HISTORICAL_TABLE);
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const banner = useTimedAlert();
  const report = useReport();
  const filterActive = isFilterActive(filter);

  const graphQLFilter = useMemo(() => toGraphQLFilter(filter, type, sectorLimited), [filter, type, sectorLimited]);
  // A new filter, order or page size starts again from the first page (useHistoricalPage).
  const data = useHistoricalPage({ option, filter: graphQLFilter, sort, pageSize });

  const conditions = useCodedOptions("BI", "conditionSCIB");
  const units = useCodedOptions("BI", "valueDUnit");
  const detergents = useCodedOptions("CHE_WASHER", "detergentType");
  const { columns, detail } = historicalColumns(type, t, i18n.language, { conditionSCIB: conditions.text, valueDUnit: units.text, detergentType: detergents.text });

  const applyFilter = (next: FilterValues) => {
    setFilter(next);
    setDialog({ kind: "none" });
  };
  const close = () => setDialog({ kind: "none" });
  const showImage = (row: HistoricalRow) => {
    const imageId = imageOf(row);
    if (imageId !== null) setDialog({ kind: "image", row: { ...row, imageId } });
  };

  return (
    <div className={styles.browser}>
      <TypeSelector type={type} onChange={onOptionChange} />
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
      {data.error && <AlertBanner alert={{ variant: "critical", lines: data.error }} onDismiss={data.clearError} />}
      <RecordTable<HistoricalRow>
        id={HISTORICAL_TABLE}
        title={t("historical.tableTitle", { type: t(`historical.typeName.${type.option}`) })}
        rows={data.rows}
        loading={data.loading}
        getRowId={(row) => row.id}
        columns={columns}
        condensed
        server={{
          page: data.page,
          pageSize,
          totalCount: data.totalCount,
          onPageChange: data.goTo,
          onPageSizeChange: setPageSize,
          sort,
          onSortChange: setSort,
        }}
        toolbar={
          <HistoricalToolbar
            filterActive={filterActive}
            filterCount={Object.values(filter).filter((value) => value.trim() !== "").length}
            onClearFilter={() => applyFilter(EMPTY_FILTER)}
            onFilter={() => setDialog({ kind: "filter" })}
            onReport={() => report.generate({ option, filter: graphQLFilter, filterActive })}
            onExport={() => navigate("/AppExporter", { state: { indicatorSelected: type.exportRead } })}
          />
        }
        onDetail={(row) => setDialog({ kind: "detail", row })}
        onEdit={(row) => setDialog({ kind: "edit", row })}
        rowActions={[{ key: "image", label: t("historical.image.action"), icon: ImageIcon, onClick: showImage, visible: (row) => imageOf(row) !== null }]}
      />

      {dialog.kind === "filter" && <FilterDialog type={type} sectorLimited={sectorLimited} values={filter} onApply={applyFilter} onClose={close} />}
      {dialog.kind === "detail" && (
        <ReadingDetailDialog
          title={t("historical.detailTitle", { readNumber: dialog.row.readNumber })}
          subtitle={t(`historical.typeName.${type.option}`)}
          groups={withSignatures(t, withPositiveControl(t, detail(dialog.row), dialog.row), dialog.row.id)}
          onClose={close}
          actions={
            <>
              {imageOf(dialog.row) !== null && (
                <Button leadingVisual={ImageIcon} onClick={() => showImage(dialog.row)} data-testid="detail-image">
                  {t("historical.image.action")}
                </Button>
              )}
              <Button leadingVisual={PencilIcon} onClick={() => setDialog({ kind: "edit", row: dialog.row })} data-testid="detail-edit">
                {t("table.edit")}
              </Button>
              <Hl7Download readingId={dialog.row.id} />
            </>
          }
        />
      )}
      {dialog.kind === "edit" && (
        <EditDialog
          row={dialog.row}
          onClose={close}
          onSaved={(saved) => {
            data.replaceRow(saved);
            close();
            banner.show({ variant: "success", lines: [t("dialog.saved")] });
          }}
        />
      )}
      {dialog.kind === "image" && <ImageDialog imageId={dialog.row.imageId} readNumber={dialog.row.readNumber} onClose={close} />}
      {report.asking && <FilterEmptyDialog onAccept={report.accept} onCancel={report.cancel} />}
      {report.report && <ReportViewer report={report.report} onClose={report.close} />}
    </div>
  );
}
