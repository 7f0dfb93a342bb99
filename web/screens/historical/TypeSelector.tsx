// The button group at the top of the historical browser (spec 001 "Historical browser"):
// Biological indicator, Protein indicator, Chemical indicators; the biological family then
// offers sterilisation or disinfection, the chemical one sterilizer or washer.
import { SegmentedControl } from "@primer/react";
import { useTranslation } from "react-i18next";
import { FAMILIES, firstOfFamily, HISTORICAL_TYPES, type HistoricalOptionName, type HistoricalType } from "./options";
import styles from "./Historical.module.css";

export interface TypeSelectorProps {
  type: HistoricalType;
  onChange: (option: HistoricalOptionName) => void;
}

export function TypeSelector({ type, onChange }: TypeSelectorProps) {
  const { t } = useTranslation();
  const variants = HISTORICAL_TYPES.filter((candidate) => candidate.family === type.family && candidate.variantKey);
  return (
    <div className={styles.typeSelector} data-testid="historical-type" data-option={type.option}>
      <SegmentedControl aria-label={t("historical.type.label")} data-testid="historical-family">
        {FAMILIES.map(({ family, labelKey }) => (
          <SegmentedControl.Button
            key={family}
            selected={type.family === family}
            onClick={() => type.family !== family && onChange(firstOfFamily(family).option)}
            data-family={family}
          >
            {t(labelKey)}
          </SegmentedControl.Button>
        ))}
      </SegmentedControl>
      {variants.length > 1 && (
        <SegmentedControl aria-label={t(type.family === "BI" ? "historical.type.biVariant" : "historical.type.cheVariant")} size="small" data-testid="historical-variant">
          {variants.map((variant) => (
            <SegmentedControl.Button key={variant.option} selected={variant.option === type.option} onClick={() => variant.option !== type.option && onChange(variant.option)} data-option={variant.option}>
              {t(variant.variantKey!)}
            </SegmentedControl.Button>
          ))}
        </SegmentedControl>
      )}
    </div>
  );
}
