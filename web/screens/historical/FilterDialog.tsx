// The filter modal of the historical browser (spec 001 Filter, sections 5 and 7): only the
// filters of the current type — sector (not for sector-limited users: the server keeps them
// to theirs), started / test date from and to, incubator (BI, PRO), last editor, the type's
// machine, result, read number. The lists come from one GraphQL query (filterOptions). A read
// number that is not a number shows 'ValueMustBeNumber' under the field and blocks Confirm;
// so does a date range that ends before it starts.
import { Button, FormControl, Select, TextInput } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordDialog } from "../../components/dialog/RecordDialog";
import type { SelectOption } from "../../components/fields/SelectField";
import { useSession } from "../../session/session";
import { choiceOption, useCodedOptions, useFilterOptions, useMachines, type HistoricalOption, type MachineRest, type MachineRow } from "../readings/shared/useReference";
import { EMPTY_FILTER, readNumberError, type FilterValues } from "./filter";
import { filterFields, type FilterField, type HistoricalType, type MachineField } from "./options";
import styles from "./Historical.module.css";

/** Whose result codes a result family offers (readingForm(kind).results): chemical washer readings share the sterilizer's. */
const RESULTS_KIND = { BI: "BI", PRO: "PRO", CHE: "CHE_STERILIZER" } as const;
const MACHINE_REST: Record<MachineField, MachineRest> = { sterilizerId: "Sterilizer", disinfectorId: "Disinfector", washerId: "washer" };
const MACHINE_LABEL: Record<MachineField, string> = { sterilizerId: "readings.field.sterilizer", disinfectorId: "readings.field.disinfector", washerId: "readings.field.washer" };

export interface FilterDialogProps {
  type: HistoricalType;
  sectorLimited: boolean;
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  onClose: () => void;
}

export function FilterDialog({ type, sectorLimited, values: initial, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const fields = new Set<FilterField>(filterFields(type, sectorLimited));
  const [values, setValues] = useState<FilterValues>(initial);

  const choices = useFilterOptions(type.option as HistoricalOption);
  const machines = useMachines(MACHINE_REST[type.machine]);
  const results = useCodedOptions(RESULTS_KIND[type.resultFamily], "results");

  const set = (field: FilterField, value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A machine of another sector would match nothing: the sector choice drops it.
      if (field === "sectorId" && value && current[type.machine]) {
        const machine = machines.machines.find((m) => String(m.id) === current[type.machine]);
        if (machine && String(machine.sectorId) !== value) next[type.machine] = "";
      }
      return next;
    });

  const readNumberMessage = readNumberError(values.readNumber);
  const dateOrderMessage = values.dateFrom && values.dateTo && values.dateFrom > values.dateTo ? "historical.filter.dateOrder" : null;
  const invalid = Boolean(readNumberMessage || dateOrderMessage);

  const machineOptions = (list: readonly MachineRow[]): SelectOption[] =>
    list.filter((m) => !values.sectorId || String(m.sectorId) === values.sectorId).map((m) => ({ value: String(m.id), label: `${m.name} · ${m.serial}` }));

  const select = (field: FilterField, label: string, options: readonly SelectOption[]) =>
    fields.has(field) && (
      <FormControl key={field}>
        <FormControl.Label>{label}</FormControl.Label>
        <Select block name={field} value={values[field]} onChange={(event) => set(field, event.target.value)}>
          <Select.Option value="">{t("historical.filter.all")}</Select.Option>
          {options.map((option) => (
            <Select.Option key={option.value} value={option.value}>
              {option.label}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
    );

  const date = (field: "dateFrom" | "dateTo", label: string, error: string | null) => (
    <FormControl key={field}>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput block type="date" name={field} value={values[field]} max={field === "dateFrom" ? values.dateTo || undefined : undefined} min={field === "dateTo" ? values.dateFrom || undefined : undefined} validationStatus={error ? "error" : undefined} onChange={(event) => set(field, event.target.value)} />
      {error && <FormControl.Validation variant="error">{t(error)}</FormControl.Validation>}
    </FormControl>
  );

  return (
    <RecordDialog
      title={t("historical.filter.title")}
      subtitle={t(type.family === "CHE" ? "historical.filter.subtitleTest" : "historical.filter.subtitleStarted")}
      onClose={onClose}
      onSubmit={() => !invalid && onApply(values)}
      testId="historical-filter"
      footer={(formId) => (
        <>
          <Button variant="invisible" onClick={() => setValues(EMPTY_FILTER)} className={styles.footerStart} data-testid="historical-filter-reset">
            {t("historical.filter.reset")}
          </Button>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={invalid} data-testid="historical-filter-confirm">
            {t("readings.confirm")}
          </Button>
        </>
      )}
    >
      <div className={styles.filterGrid}>
        {select("sectorId", t("readings.field.sector"), choices.sectors.map(choiceOption))}
        {date("dateFrom", t("historical.filter.dateFrom"), null)}
        {date("dateTo", t("historical.filter.dateTo"), dateOrderMessage)}
        {select("incubatorId", t("readings.field.incubator"), choices.incubators.map(choiceOption))}
        {select("editUserId", t("historical.filter.user"), choices.users.map(choiceOption))}
        {select(type.machine, t(MACHINE_LABEL[type.machine]), machineOptions(machines.machines))}
        {select("result", t("readings.field.result"), results.options)}
        <FormControl>
          <FormControl.Label>{t("readings.field.readNumber")}</FormControl.Label>
          <TextInput block name="readNumber" inputMode="numeric" autoComplete="off" value={values.readNumber} validationStatus={readNumberMessage ? "error" : undefined} onChange={(event) => set("readNumber", event.target.value)} />
          {readNumberMessage && <FormControl.Validation variant="error">{t(readNumberMessage)}</FormControl.Validation>}
        </FormControl>
      </div>
    </RecordDialog>
  );
}
