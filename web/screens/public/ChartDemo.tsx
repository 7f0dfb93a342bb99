// /test — the chart demo: every chart type of the app with sample data, drawn by the same
// components and the same maths (server/charts) as the real screens, for visual checks.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { controlChart, individualsMovingRange, logValues, westernElectric, RULE_TEXTS } from "../../../server/charts/spc";
import { BarChart, ChartFrame, LineChart, type ChartSeries, type TableSpec } from "../../components/charts";
import { PublicPage } from "../../components/PublicPage";

const NIST = [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1];
const COLORS = { negative: "#1a7f37", positive: "#cf222e", pending: "#9a6700", series: "#0969da", limit: "#cf222e", center: "#1f2328" };
const DAY = 86_400_000;

/** A repeatable pseudo-random sequence: the demo looks the same on every visit. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
}

export function ChartDemo() {
  const { t } = useTranslation();
  const rules = (numbers: number[]) => numbers.map((n) => t(RULE_TEXTS[n as 1].key, RULE_TEXTS[n as 1].en)).join("; ");

  const bars = [
    { category: "Autoclave 1", values: [12, 1, 2] },
    { category: "Autoclave 2", values: [18, 0, 1] },
    { category: "Plasma H2O2", values: [7, 2, 0] },
  ].map(({ category, values: [negative, positive, pending] }) => ({
    category,
    values: [
      { key: "negative", label: t("chartDemo.negative"), color: COLORS.negative, value: negative! },
      { key: "positive", label: t("chartDemo.positive"), color: COLORS.positive, value: positive! },
      { key: "pending", label: t("chartDemo.pending"), color: COLORS.pending, value: pending! },
    ],
  }));
  const barTable: TableSpec = {
    columns: [{ key: "machine", label: t("chartDemo.machine") }, ...bars[0]!.values.map((v) => ({ key: v.key, label: v.label }))],
    rows: bars.map((g) => ({ machine: g.category, ...Object.fromEntries(g.values.map((v) => [v.key, v.value])) })),
  };

  const start = Date.UTC(2026, 9, 1);
  const days = useMemo(() => {
    const next = random(7);
    return Array.from({ length: 31 }, (_, i) => ({ x: start + i * DAY, negative: Math.round(8 + next() * 10), positive: next() > 0.85 ? 1 : 0 }));
  }, [start]);
  const daySeries: ChartSeries[] = [
    { key: "negative", label: t("chartDemo.negative"), color: COLORS.negative, points: days.map((d) => ({ x: d.x, y: d.negative })) },
    { key: "positive", label: t("chartDemo.positive"), color: COLORS.positive, points: days.map((d) => ({ x: d.x, y: d.positive })) },
  ];
  const dateText = (x: number) => new Date(x).toISOString().slice(0, 10);
  const dayTable: TableSpec = {
    columns: [{ key: "date", label: t("chartDemo.date") }, { key: "negative", label: t("chartDemo.negative") }, { key: "positive", label: t("chartDemo.positive") }],
    rows: days.map((d) => ({ date: dateText(d.x), negative: d.negative, positive: d.positive })),
  };

  const scores = [90, 90, 60, 90, 35, 90, 60, 12, 90, 90, 60, 90].map((y, i) => ({ x: start + i * 2 * DAY, y, tooltip: [`C-${101 + i}`] }));
  const scoreTable: TableSpec = { columns: [{ key: "date", label: t("chartDemo.date") }, { key: "score", label: t("chartDemo.scoreSeries") }], rows: scores.map((s) => ({ date: dateText(s.x), score: s.y })) };

  const nist = individualsMovingRange(NIST);
  const nistRules = nist.ok ? westernElectric(NIST, nist.mean, nist.sigma) : [];
  const nistSeries: ChartSeries = {
    key: "nist", label: t("chartDemo.value"), color: COLORS.series,
    points: NIST.map((y, i) => ({ x: i + 1, y, flagged: (nistRules[i] ?? []).length > 0, flagLabel: rules(nistRules[i] ?? []) })),
  };
  const nistTable: TableSpec = { columns: [{ key: "point", label: t("chartDemo.point") }, { key: "value", label: t("chartDemo.value") }], rows: NIST.map((y, i) => ({ point: i + 1, value: y })) };

  // 2,000 protein readings whose level creeps up after reading 1,700: the drift rules fire.
  const drift = useMemo(() => {
    const next = random(11);
    const readings = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, value: Math.exp(0.2 + (next() - 0.5) * 0.9 + (i > 1700 ? (i - 1700) / 400 : 0)) }));
    return controlChart(0, 1, logValues(readings));
  }, []);
  const driftSeries: ChartSeries[] = drift.ok
    ? [{ key: "drift", label: t("chartDemo.logValue"), color: COLORS.series, points: drift.points.map((p) => ({ x: p.number, y: p.value, flagged: p.rules.length > 0, flagLabel: rules(p.rules) })) }]
    : [];
  const driftTable: TableSpec = {
    columns: [{ key: "point", label: t("chartDemo.point") }, { key: "value", label: t("chartDemo.logValue") }, { key: "flag", label: t("chartDemo.flag") }],
    rows: drift.ok ? drift.points.map((p) => ({ point: p.number, value: p.value.toFixed(3), flag: rules(p.rules) })) : [],
  };
  const limitsOf = (l: { center: number; upper: number; lower: number }) => [
    { y: l.upper, label: `UCL ${l.upper.toFixed(3)}`, color: COLORS.limit, dashed: true },
    { y: l.center, label: `CL ${l.center.toFixed(3)}`, color: COLORS.center },
    { y: l.lower, label: `LCL ${l.lower.toFixed(3)}`, color: COLORS.limit, dashed: true },
  ];

  return (
    <PublicPage title={t("chartDemo.title")} subtitle={t("chartDemo.subtitle")} width="wide" testId="chart-demo" footer={<Link to="/login">{t("common.backToLogin")}</Link>}>
      <ChartFrame title={t("chartDemo.bars")} filename="demo-results-per-sterilizer" table={barTable} testId="demo-bars">
        <BarChart groups={bars} height={260} />
      </ChartFrame>
      <ChartFrame title={t("chartDemo.days")} filename="demo-readings-per-day" table={dayTable} testId="demo-days">
        <LineChart series={daySeries} height={260} xType="time" yLabel={t("chartDemo.readings")} />
      </ChartFrame>
      <ChartFrame title={t("chartDemo.score")} filename="demo-score" table={scoreTable} testId="demo-score">
        <LineChart
          series={[{ key: "score", label: t("chartDemo.scoreSeries"), color: COLORS.series, points: scores }]}
          references={[
            { y: 16, label: t("chartDemo.score.high"), color: "#cf222e", dashed: true },
            { y: 49.5, label: t("chartDemo.score.medium"), color: "#9a6700", dashed: true },
            { y: 85, label: t("chartDemo.score.low"), color: "#1a7f37", dashed: true },
          ]}
          height={350}
          xType="time"
        />
      </ChartFrame>
      <ChartFrame title={t("chartDemo.imr")} filename="demo-nist-individuals" table={nistTable} testId="demo-nist">
        {nist.ok && <LineChart series={[nistSeries]} references={limitsOf(nist.individuals)} height={300} xType="index" />}
      </ChartFrame>
      <ChartFrame title={t("chartDemo.drift")} filename="demo-drift" table={driftTable} testId="demo-drift">
        {drift.ok && <LineChart series={driftSeries} references={limitsOf(drift.limits)} height={350} xType="index" />}
      </ChartFrame>
      <ChartFrame title={t("chartDemo.emptyTitle")} filename="demo-empty" table={{ columns: [], rows: [] }} empty={t("chartDemo.empty")} testId="demo-empty">
        {null}
      </ChartFrame>
    </PublicPage>
  );
}
