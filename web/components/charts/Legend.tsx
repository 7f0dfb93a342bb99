// A chart's legend as plain HTML: swatches and labels (reference lines dashed).
import styles from "./Charts.module.css";

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  shape?: "square" | "line" | "dashed" | "diamond";
}

export function Legend({ items }: { items: LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.legend} data-testid="chart-legend">
      {items.map((i) => (
        <li key={i.key}>
          <span className={`${styles.swatch} ${styles[i.shape ?? "square"]}`} style={{ "--swatch": i.color } as React.CSSProperties} aria-hidden="true" />
          {i.label}
        </li>
      ))}
    </ul>
  );
}
