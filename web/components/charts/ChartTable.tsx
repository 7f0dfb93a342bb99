// The table view of a chart: the same data as rows, links where a row is a record.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { TableSpec } from "./types";
import styles from "./Charts.module.css";

export function ChartTable({ table, caption }: { table: TableSpec; caption: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={typeof caption === "string" ? caption : undefined}>
      <table className={styles.table} data-testid="chart-table">
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {table.columns.map((c) => {
                const cell = row[c.key];
                return <td key={c.key}>{cell != null && typeof cell === "object" ? <Link to={cell.href}>{cell.text}</Link> : cell}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
