// A /sys screen's description (server/sysadmin, the sysScreen query) as the shared table and
// form system takes it: columns, form fields with their conditions and checks, and the
// conversions between a row's values (stored, as text), the form's values (as shown: hours
// as minutes) and the values the save sends back.
import type { FieldDef, FormValues } from "../../components/form/fields";
import type { Column } from "../../components/table/types";
import { formatDateTime } from "../../i18n/dateFormat";

export interface SysFieldShape {
  readonly name: string;
  readonly label: string;
  readonly kind: string;
  readonly required: boolean;
  readonly whenField: string | null | undefined;
  readonly whenValues: readonly string[];
  readonly maxLength: number | null | undefined;
  readonly min: number | null | undefined;
  readonly max: number | null | undefined;
  readonly pattern: string | null | undefined;
  readonly patternMessage: string | null | undefined;
  readonly options: readonly { readonly value: number; readonly label: string }[];
  readonly shownAsFactor: number | null | undefined;
  readonly shownAsUnit: string | null | undefined;
  readonly inTable: boolean;
  readonly sortable: boolean;
  readonly createOnly: boolean;
  readonly readOnly: boolean;
}

export interface SysRow {
  id: string;
  recordId: number;
  values: Record<string, { value: string | null; text: string }>;
}

type T = (key: string, options?: Record<string, unknown>) => string;
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);
/** A stored value in shown units, to two decimals (0.3333 h shows as 20 minutes). */
const shown = (n: number) => String(Math.round(n * 100) / 100);

/** The label with its display unit ("Time (minutes)"). */
export const labelOf = (f: SysFieldShape, t: T) => (f.shownAsUnit ? t("sys.inUnit", { label: f.label, unit: f.shownAsUnit }) : f.label);

export function columnsOf(fields: readonly SysFieldShape[], t: T): Column<SysRow>[] {
  return fields
    .filter((f) => f.inTable)
    .map((f, i) => ({
      key: f.name,
      header: labelOf(f, t),
      value: (row: SysRow) => {
        const v = row.values[f.name]?.value;
        if (v == null) return null;
        if (f.kind === "integer" || f.kind === "decimal") return Number(v);
        if (f.kind === "datetime") return new Date(v);
        return row.values[f.name]!.text;
      },
      text: (row: SysRow) => {
        const cell = row.values[f.name];
        if (!cell || cell.value == null) return "";
        return f.kind === "datetime" ? formatDateTime(cell.value) : cell.text;
      },
      order: f.sortable ? f.name : undefined,
      sortable: f.sortable,
      rowHeader: i === 0,
      wrapHeader: true,
    }));
}

const TYPE: Record<string, FieldDef["type"]> = { text: "text", email: "email", integer: "number", decimal: "number", boolean: "checkbox", select: "select", datetime: "text" };

export function formFieldsOf(fields: readonly SysFieldShape[], t: T): FieldDef[] {
  return fields.map((f) => ({
    name: f.name,
    label: labelOf(f, t),
    type: TYPE[f.kind] ?? "text",
    options: f.options.map((o) => ({ value: String(o.value), label: o.label })),
    required: f.required,
    notSecurable: true,
    fixedAfterNew: f.createOnly,
    detailOnly: f.readOnly,
    decimals: f.kind === "decimal",
    unfiltered: true,
    shownWhen: f.whenField ? (values: FormValues) => f.whenValues.includes(String(values[f.whenField!] ?? "")) : undefined,
    check: (value) => checkValue(f, value, t),
    detailText: f.kind === "select" ? (values: FormValues) => f.options.find((o) => String(o.value) === values[f.name])?.label ?? String(values[f.name] ?? "") : undefined,
  }));
}

/** The rules the server checks too, so the form answers before a request: pattern, length, range. */
function checkValue(f: SysFieldShape, value: string | boolean, t: T): string | null {
  if (typeof value !== "string") return null;
  if (f.maxLength && value.length > f.maxLength) return t("sys.maxLength", { count: f.maxLength });
  if (f.pattern && !new RegExp(f.pattern, "u").test(value)) return f.patternMessage ?? null;
  if (f.kind === "integer" || f.kind === "decimal") {
    const n = Number(value.replace(",", ".")) / (f.shownAsFactor ?? 1);
    if (f.max != null && n > f.max) return `${t("value must be less than")} ${round(f.max * (f.shownAsFactor ?? 1))}`;
    if (f.min != null && n < f.min) return `${t("value must be bigger than")} ${round(f.min * (f.shownAsFactor ?? 1))}`;
  }
  return null;
}

/** A row's values as the form shows them (hours as minutes, flags as booleans). */
export function formValuesOf(fields: readonly SysFieldShape[], row: SysRow | null): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const v = row?.values[f.name]?.value ?? null;
      if (f.kind === "boolean") return [f.name, v === "true"];
      if (v == null) return [f.name, ""];
      if (f.kind === "datetime") return [f.name, formatDateTime(v)];
      return [f.name, f.shownAsFactor ? shown(Number(v) * f.shownAsFactor) : v];
    }),
  );
}

/** The form's values as the save sends them: stored units, flags as true/false, empty as null. */
export function savedValuesOf(fields: readonly SysFieldShape[], values: FormValues, mode: "new" | "update") {
  return fields
    .filter((f) => !f.readOnly && !(mode === "update" && f.createOnly))
    .map((f) => {
      const v = values[f.name];
      if (f.kind === "boolean") return { field: f.name, value: v === true ? "true" : "false" };
      if (typeof v !== "string" || v.trim() === "") return { field: f.name, value: null };
      const text = v.trim().replace(",", ".");
      return { field: f.name, value: f.shownAsFactor && (f.kind === "decimal" || f.kind === "integer") ? round(Number(text) / f.shownAsFactor) : f.kind === "decimal" || f.kind === "integer" ? text : v.trim() };
    });
}
