// The historical table's toolbar (spec 001 "Historical browser"): clear filter (only while a
// filter is active), filter (with the number of active filters), generate record, export.
import { FileIcon, FilterIcon, ShareIcon, XIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";

export interface HistoricalToolbarProps {
  filterActive: boolean;
  filterCount: number;
  onClearFilter: () => void;
  onFilter: () => void;
  onReport: () => void;
  onExport: () => void;
}

export function HistoricalToolbar({ filterActive, filterCount, onClearFilter, onFilter, onReport, onExport }: HistoricalToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      {filterActive && (
        <Button variant="invisible" leadingVisual={XIcon} onClick={onClearFilter} data-testid="historical-clear-filter">
          {t("historical.clearFilter")}
        </Button>
      )}
      <Button leadingVisual={FilterIcon} count={filterActive ? filterCount : undefined} onClick={onFilter} data-testid="historical-filter-open">
        {t("historical.filter.open")}
      </Button>
      <Button leadingVisual={FileIcon} onClick={onReport} data-testid="historical-report">
        {t("historical.report.generate")}
      </Button>
      <Button leadingVisual={ShareIcon} onClick={onExport} data-testid="historical-export">
        {t("historical.export")}
      </Button>
    </>
  );
}
