// /AppHTM01-01 — washer control charts (screen 840, spec 002 §2.4; docs/charts.md): the user
// picks a washer, dates, grouping (1-10) and a chart model (0 and 1 with grouping 1, 2 and 3
// from 2) and draws the chart the server computes (GraphQL washerChart). The choices live in
// the address, so coming back from a reading shows the same chart. Defaults: the first washer,
// the last 90 days (the demo history), grouping 1, model 0; drawn on arrival.
import { Button, FormControl, Select, TextInput } from "@primer/react";
import { Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AppWasherChartsDrawQuery, AppWasherChartsDrawQuery$data } from "../../../__generated__/AppWasherChartsDrawQuery.graphql";
import type { AppWasherChartsQuery } from "../../../__generated__/AppWasherChartsQuery.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner } from "../../../components/AlertBanner";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import { query as fetchOnce } from "../../../relay/operations";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { modelAllowed } from "./washerChartData";
import { WasherChartView } from "./WasherChartView";
import styles from "./WasherCharts.module.css";

export const WASHER_CHARTS_SCREEN = 840;

const screenQuery = graphql`
  query AppWasherChartsQuery {
    machines(kind: WASHER, first: 100) {
      edges {
        node {
          id
          machineId
          name
        }
      }
    }
    washerChartModels {
      id
      name
      minGrouping
      maxGrouping
    }
  }
`;

const drawQuery = graphql`
  query AppWasherChartsDrawQuery($washerId: ID, $dateFrom: DateTime, $dateTo: DateTime, $chartModel: Int, $grouping: Int) {
    washerChart(washerId: $washerId, dateFrom: $dateFrom, dateTo: $dateTo, chartModel: $chartModel, grouping: $grouping) {
      washerName
      model
      modelName
      grouping
      unit
      inControl
      message
      messages
      patternTypeDescription
      limits {
        center
        upper
        lower
      }
      iso {
        alert
        action
        alertLog
        actionLog
        drawn
      }
      rulesFired {
        rule
        description
        points
      }
      points {
        number
        value
        rules
        pattern
        resultAt
        readings {
          readingId
          readNumber
          resultAt
          amount
          density
          value
          unit
          logarithm
        }
      }
      ignored {
        reason
        reasonDescription
        notes
        reading {
          readingId
          readNumber
          resultAt
          amount
          density
        }
      }
      overAction {
        readingId
        readNumber
        resultAt
        amount
        density
        value
        unit
      }
      dropped {
        readingId
        readNumber
      }
    }
  }
`;

export type WasherChartAnswer = AppWasherChartsDrawQuery$data["washerChart"];

const DAY = 86_400_000;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** yyyy-MM-dd → the start or end of that day here, as an instant. */
function dayBound(day: string, end: boolean): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = end ? new Date(+m[1]!, +m[2]! - 1, +m[3]!, 23, 59, 59, 999) : new Date(+m[1]!, +m[2]! - 1, +m[3]!);
  return d.toISOString();
}

interface Choice {
  washer: string;
  from: string;
  to: string;
  grouping: string;
  model: string;
}

export function AppWasherCharts({ queryRef }: ScreenProps<AppWasherChartsQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("washerCharts.eyebrow")} title={t("washerCharts.title")} description={t("washerCharts.description")} testId="screen-washercharts">
      <Suspense fallback={<TableLoading />}>
        <WasherCharts queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function WasherCharts({ queryRef }: ScreenProps<AppWasherChartsQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<AppWasherChartsQuery>(screenQuery, queryRef);
  const washers = data.machines.edges.map((e) => e.node);
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const [choice, setChoice] = useState<Choice>(() => ({
    washer: params.get("washer") ?? washers[0]?.id ?? "",
    from: params.get("from") ?? isoDay(new Date(today.getTime() - 90 * DAY)),
    to: params.get("to") ?? isoDay(today),
    grouping: params.get("grouping") ?? "1",
    model: params.get("model") ?? "0",
  }));
  const [chart, setChart] = useState<WasherChartAnswer | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const grouping = Number(choice.grouping);
  const models = data.washerChartModels.filter((m) => !Number.isInteger(grouping) || grouping < 1 || modelAllowed(m.id, grouping));

  const draw = useCallback(
    async (c: Choice) => {
      setBusy(true);
      setError(null);
      setParams(new URLSearchParams({ ...c }), { replace: true });
      try {
        const answer = await fetchOnce<AppWasherChartsDrawQuery>(environment, drawQuery, {
          washerId: c.washer || null,
          dateFrom: dayBound(c.from, false),
          dateTo: dayBound(c.to, true),
          chartModel: c.model === "" ? null : Number(c.model),
          grouping: c.grouping.trim() === "" ? null : Number(c.grouping),
        });
        setChart(answer.washerChart);
      } catch (e) {
        setChart(null);
        setError(errorLines(e));
      } finally {
        setBusy(false);
      }
    },
    [environment, setParams],
  );

  // Drawn on arrival: at a glance, the first washer (or the one in the address).
  useEffect(() => {
    if (choice.washer) void draw(choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = (patch: Partial<Choice>) => setChoice((c) => ({ ...c, ...patch }));
  const changeGrouping = (value: string) => {
    const g = Number(value);
    // A grouping that does not allow the chosen model switches to the first model it allows.
    const model = Number.isInteger(g) && g >= 1 && !modelAllowed(Number(choice.model), g) ? (g >= 2 ? "2" : "0") : choice.model;
    set({ grouping: value, model });
  };

  return (
    <div className={styles.screen}>
      <form
        className={styles.form}
        aria-label={t("washerCharts.form")}
        onSubmit={(event) => {
          event.preventDefault();
          void draw(choice);
        }}
      >
        <FormControl>
          <FormControl.Label>{t("washerCharts.washer")}</FormControl.Label>
          <Select value={choice.washer} onChange={(e) => set({ washer: e.target.value })} data-testid="washer-select">
            {washers.length === 0 && <Select.Option value="">{t("washerCharts.noWashers")}</Select.Option>}
            {washers.map((w) => (
              <Select.Option key={w.id} value={w.id}>
                {w.name}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormControl.Label>{t("washerCharts.dateFrom")}</FormControl.Label>
          <TextInput type="date" value={choice.from} onChange={(e) => set({ from: e.target.value })} data-testid="date-from" />
        </FormControl>
        <FormControl>
          <FormControl.Label>{t("washerCharts.dateTo")}</FormControl.Label>
          <TextInput type="date" value={choice.to} onChange={(e) => set({ to: e.target.value })} data-testid="date-to" />
        </FormControl>
        <FormControl>
          <FormControl.Label>{t("washerCharts.grouping")}</FormControl.Label>
          <TextInput type="number" min={1} max={10} step={1} value={choice.grouping} onChange={(e) => changeGrouping(e.target.value)} className={styles.grouping} data-testid="grouping" />
        </FormControl>
        <FormControl>
          <FormControl.Label>{t("washerCharts.model")}</FormControl.Label>
          <Select value={choice.model} onChange={(e) => set({ model: e.target.value })} data-testid="model-select">
            {models.map((m) => (
              <Select.Option key={m.id} value={String(m.id)}>
                {m.name}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <Button type="submit" variant="primary" loading={busy} className={styles.draw} data-testid="draw">
          {t("washerCharts.draw")}
        </Button>
      </form>
      {error && <AlertBanner alert={{ variant: "critical", lines: error }} onDismiss={() => setError(null)} />}
      {chart && <WasherChartView chart={chart} dateFrom={choice.from} dateTo={choice.to} />}
    </div>
  );
}
