// The export filter: sector, incubator (incubated types only), last editor, the started (or
// test) date range and the result date range (incubated types only). Lists come from one
// GraphQL query (filterOptions), the twin of the REST calls spec 001 section 7 names.
import { FormControl, Select, TextInput } from "@primer/react";
import { InlineMessage } from "@primer/react/experimental";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session";
import { choiceOption, useFilterOptions, type HistoricalOption } from "../readings/shared/useReference";
import { incubatorOption, isIncubated } from "./exportOptions";
import { backwards, type ExportForm } from "./exportRequest";
import styles from "./AppExporter.module.css";

/** Operators and connection users only ever see their own sector's readings. */
const SECTOR_LIMITED = [2, 4];

export interface ExportFiltersProps {
  form: ExportForm;
  disabled: boolean;
  onChange: (change: Partial<ExportForm>) => void;
}

export function ExportFilters({ form, disabled, onChange }: ExportFiltersProps) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const limited = SECTOR_LIMITED.includes(claims?.UserType ?? -1) && claims?.SectorId != null;
  const incubated = isIncubated(form.read);
  const { sectors, users, incubators } = useFilterOptions(form.read ? (incubatorOption[form.read] as HistoricalOption | null) : null);

  return (
    <div className={styles.fields}>
      <FilterSelect
        name="sectorId"
        label={t("exporter.sector")}
        anyLabel={t("exporter.anySector")}
        value={limited ? String(claims!.SectorId) : form.sectorId}
        disabled={disabled || limited}
        caption={limited ? t("exporter.ownSector") : undefined}
        options={sectors.map(choiceOption)}
        onChange={(sectorId) => onChange({ sectorId })}
      />
      {incubated && (
        <FilterSelect
          name="incubatorId"
          label={t("exporter.incubator")}
          anyLabel={t("exporter.anyIncubator")}
          value={form.incubatorId}
          disabled={disabled}
          options={incubators.map(choiceOption)}
          onChange={(incubatorId) => onChange({ incubatorId })}
        />
      )}
      <FilterSelect
        name="editUserId"
        label={t("exporter.user")}
        anyLabel={t("exporter.anyUser")}
        value={form.editUserId}
        disabled={disabled}
        options={users.map(choiceOption)}
        onChange={(editUserId) => onChange({ editUserId })}
      />
      <DateRange
        name="date"
        legend={t(incubated || !form.read ? "exporter.startedDate" : "exporter.testDate")}
        from={form.dateFrom}
        to={form.dateTo}
        disabled={disabled}
        onChange={(dateFrom, dateTo) => onChange({ dateFrom, dateTo })}
      />
      {incubated && (
        <DateRange
          name="resultDate"
          legend={t("exporter.resultDate")}
          from={form.resultDateFrom}
          to={form.resultDateTo}
          disabled={disabled}
          onChange={(resultDateFrom, resultDateTo) => onChange({ resultDateFrom, resultDateTo })}
        />
      )}
    </div>
  );
}

interface FilterSelectProps {
  name: string;
  label: string;
  anyLabel: string;
  value: string;
  options: { value: string; label: string }[];
  disabled: boolean;
  caption?: string;
  onChange: (value: string) => void;
}

/** A select whose empty choice ("any") is a real option: a filter may be removed again. */
function FilterSelect({ name, label, anyLabel, value, options, disabled, caption, onChange }: FilterSelectProps) {
  // The value may name an entry of a list that has not answered yet: keep it until it does.
  const shown = options.some((o) => o.value === value) || options.length === 0 ? value : "";
  return (
    <FormControl disabled={disabled}>
      <FormControl.Label>{label}</FormControl.Label>
      <Select block name={name} value={shown} onChange={(event) => onChange(event.target.value)}>
        <Select.Option value="">{anyLabel}</Select.Option>
        {options.map((o) => (
          <Select.Option key={o.value} value={o.value}>
            {o.label}
          </Select.Option>
        ))}
      </Select>
      {caption && <FormControl.Caption className={styles.lockedCaption}>{caption}</FormControl.Caption>}
    </FormControl>
  );
}

interface DateRangeProps {
  name: string;
  legend: string;
  from: string;
  to: string;
  disabled: boolean;
  onChange: (from: string, to: string) => void;
}

function DateRange({ name, legend, from, to, disabled, onChange }: DateRangeProps) {
  const { t } = useTranslation();
  const reversed = backwards(from, to);
  return (
    <fieldset className={styles.range} data-testid={`range-${name}`}>
      <legend className={styles.fieldLabel}>{legend}</legend>
      <div className={styles.rangeInputs}>
        <FormControl disabled={disabled}>
          <FormControl.Label visuallyHidden>{`${legend} · ${t("exporter.from")}`}</FormControl.Label>
          <TextInput block type="date" name={`${name}From`} value={from} max={to || undefined} onChange={(event) => onChange(event.target.value, to)} />
        </FormControl>
        <span className={styles.rangeDash} aria-hidden="true">
          –
        </span>
        <FormControl disabled={disabled}>
          <FormControl.Label visuallyHidden>{`${legend} · ${t("exporter.to")}`}</FormControl.Label>
          <TextInput
            block
            type="date"
            name={`${name}To`}
            value={to}
            min={from || undefined}
            validationStatus={reversed ? "error" : undefined}
            onChange={(event) => onChange(from, event.target.value)}
          />
        </FormControl>
      </div>
      {reversed && (
        <InlineMessage variant="critical" size="small" data-testid={`range-${name}-error`}>
          {t("exporter.dateOrder")}
        </InlineMessage>
      )}
    </fieldset>
  );
}
