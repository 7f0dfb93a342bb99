// The washer screen's collapsible panel of compatible indicators (spec 001 "Chemical
// washer provisional"): the distributor's washer chemical products whose model the tracing
// app can read (productModel.compatibleTrazanto), from the products(kind: CHE_WASHER) query.
import { ChevronDownIcon, ChevronRightIcon, DeviceMobileIcon } from "@primer/octicons-react";
import { CounterLabel } from "@primer/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductRow } from "../shared/useReference";
import styles from "./Chemical.module.css";

export interface CompatibleIndicatorsProps {
  products: readonly ProductRow[];
  loaded: boolean;
  /** Open at first (default closed). */
  defaultOpen?: boolean;
}

export function compatibleProducts(products: readonly ProductRow[]): ProductRow[] {
  return products.filter((p) => p.productModel.compatibleTrazanto === true);
}

export function CompatibleIndicators({ products, loaded, defaultOpen = false }: CompatibleIndicatorsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const compatible = compatibleProducts(products);
  return (
    <section className={styles.panel} data-testid="compatible-indicators" data-open={open || undefined}>
      <button type="button" className={styles.panelToggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)} data-testid="compatible-indicators-toggle">
        {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        <DeviceMobileIcon />
        <span className={styles.panelTitle}>{t("chemical.compatible.title")}</span>
        {loaded && <CounterLabel>{compatible.length}</CounterLabel>}
      </button>
      <div id={bodyId} hidden={!open} className={styles.panelBody}>
        <p className={styles.muted}>{t("chemical.compatible.explanation")}</p>
        {!loaded ? (
          <p className={styles.muted}>{t("Loading...")}</p>
        ) : compatible.length === 0 ? (
          <p className={styles.muted} data-testid="compatible-indicators-empty">
            {t("chemical.compatible.none")}
          </p>
        ) : (
          <ul className={styles.productList}>
            {compatible.map((p) => (
              <li key={p.id} data-testid="compatible-indicator" data-product-id={p.id}>
                <span className={styles.productName}>{p.name}</span>
                <span className={styles.muted}>
                  {p.productModel.name} · {p.brand}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
