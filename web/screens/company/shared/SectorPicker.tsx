// The sector picker above the users and machine tables: an outlined select with a
// placeholder, preselected from ?sectorId, whose choice is kept in the address.
import { FormControl, Select } from "@primer/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { SectorRow } from "./useSectors";
import styles from "./SectorPicker.module.css";

/** The numeric sector id of ?sectorId and its setter (replaces the history entry). */
export function useSectorParam(): [string, (sectorId: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("sectorId") ?? params.get("SectorId") ?? params.get("sectorid") ?? "";
  const set = useCallback(
    (sectorId: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of ["SectorId", "sectorid"]) next.delete(key);
          if (sectorId) next.set("sectorId", sectorId);
          else next.delete("sectorId");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [value, set];
}

export interface SectorPickerProps {
  sectors: readonly SectorRow[];
  /** Numeric sector id as text ("" = none). */
  value: string;
  onChange: (sectorId: string) => void;
  disabled?: boolean;
}

export function SectorPicker({ sectors, value, onChange, disabled }: SectorPickerProps) {
  const { t } = useTranslation();
  const known = sectors.some((s) => String(s.sectorId) === value);
  return (
    <FormControl disabled={disabled} className={styles.picker}>
      <FormControl.Label>{t("sectorPicker.label")}</FormControl.Label>
      <Select block name="sectorPicker" value={known ? value : ""} onChange={(event) => onChange(event.target.value)} data-testid="sector-picker">
        <Select.Option value="" disabled>
          {t("sectorPicker.placeholder")}
        </Select.Option>
        {sectors.map((sector) => (
          <Select.Option key={sector.id} value={String(sector.sectorId)}>
            {sector.name}
          </Select.Option>
        ))}
      </Select>
    </FormControl>
  );
}
