// The positive control of a processed BI in its detail (docs/incidents.md "Positive controls",
// ISO 11138-1): its negative result is valid only when a control of the same lot, started the
// same day on the same incubator model, read positive. The status costs the server queries of
// its own, so the list rows never ask for it: the detail asks, for the one reading it shows,
// when it opens (and again each time it opens: a control may have read since).
import { Label, Spinner } from "@primer/react";
import type { TFunction } from "i18next";
import { Component, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { PositiveControl_reading$key } from "../../../__generated__/PositiveControl_reading.graphql";
import type { PositiveControlQuery } from "../../../__generated__/PositiveControlQuery.graphql";
import type { DetailItem } from "../shared/ReadingDetailDialog";
import styles from "./PositiveControl.module.css";

/** conditionSCIB 2: the reading is itself a positive control. */
export const POSITIVE_CONTROL = 2;

const query = graphql`
  query PositiveControlQuery($id: ID!) {
    node(id: $id) {
      ...PositiveControl_reading @alias(as: "reading")
    }
  }
`;

const fragment = graphql`
  fragment PositiveControl_reading on BIReading {
    positiveControl {
      status
      controlReadNumber
    }
  }
`;

type Variant = "success" | "attention" | "danger";
const LOOK: Record<string, { variant: Variant; text: string }> = {
  PASSED: { variant: "success", text: "controls.passed" },
  PENDING: { variant: "attention", text: "controls.pending" },
  FAILED: { variant: "danger", text: "controls.failed" },
  MISSING: { variant: "danger", text: "controls.missing" },
};

/**
 * The detail's "Positive control" line of a BI reading: none for a reading without a lot (the
 * server could not pair it), a plain sentence for a control itself, else the status, asked for.
 */
export function positiveControlItems(t: TFunction, reading: { id: string; lot: string | null | undefined; conditionSCIB: number | null | undefined }): DetailItem[] {
  const label = t("controls.label");
  if (reading.conditionSCIB === POSITIVE_CONTROL) return [{ key: "positiveControl", label, value: <span data-testid="positive-control" data-status="NOT_APPLICABLE">{t("controls.isControl")}</span>, wide: true }];
  if (!reading.lot) return [];
  return [{ key: "positiveControl", label, value: <PositiveControlStatus id={reading.id} />, wide: true }];
}

export function PositiveControlStatus({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <ControlErrorBoundary fallback={<span data-testid="positive-control" data-status="ERROR">{t("controls.unavailable")}</span>}>
      <Suspense fallback={<Spinner size="small" srText={t("controls.loading")} />}>
        <ControlQuery id={id} />
      </Suspense>
    </ControlErrorBoundary>
  );
}

function ControlQuery({ id }: { id: string }) {
  // Asked each time the detail opens: what the store holds shows at once, the server's answer follows.
  const data = useLazyLoadQuery<PositiveControlQuery>(query, { id }, { fetchPolicy: "store-and-network" });
  return data.node?.reading ? <ControlLabel reading={data.node.reading} /> : null;
}

function ControlLabel({ reading }: { reading: PositiveControl_reading$key }) {
  const { t } = useTranslation();
  const { positiveControl: control } = useFragment(fragment, reading);
  const look = LOOK[control.status];
  if (!look) return <span data-testid="positive-control" data-status={control.status}>—</span>;
  const number = control.controlReadNumber;
  return (
    <Label variant={look.variant} className={styles.label} data-testid="positive-control" data-status={control.status}>
      {t(look.text)}
      {number != null ? ` · ${t("controls.readNumber", { number })}` : ""}
    </Label>
  );
}

/** A failed status query leaves the rest of the detail readable. */
class ControlErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("positive control", error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
