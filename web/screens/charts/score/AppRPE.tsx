// /AppRPE (screen 830): the sterilisation score. Graphic mode: a sterilizer and a period (all
// required, 'required field'; default the current month) → the score of each cycle over time
// with the reference lines 16 (high), 49.5 (medium), 85 (low); a point opens its cycle's
// readings. Calculate mode: a sterilizer and a cycle → score, type, readings analysed and the
// readings left out. Server failures show in a danger alert (spec 002 sections 2.3, 5, 8, 9).
import { Button, SegmentedControl, TextInput } from "@primer/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { AppRPEQuery } from "../../../__generated__/AppRPEQuery.graphql";
import type { scoreQueriesCalculateQuery } from "../../../__generated__/scoreQueriesCalculateQuery.graphql";
import type { scoreQueriesGraphicQuery } from "../../../__generated__/scoreQueriesGraphicQuery.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner, type Alert } from "../../../components/AlertBanner";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { SelectField } from "../../../components/fields/SelectField";
import { Page } from "../../../components/Page";
import { query } from "../../../relay/operations";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { CycleReadings } from "./CycleReadings";
import { currentMonth, endOfDay, readCycle, startOfDay, type CycleData } from "./cycles";
import { ScoreChart, type ScoreLimit } from "./ScoreChart";
import { calculateQuery, graphicQuery } from "./scoreQueries";
import styles from "./Score.module.css";

export const SCORE_SCREEN = 830;
/** The spec's message for the score's required fields (a text key that is the text). */
const REQUIRED = "required field";

/** The sterilizers to choose from and the reference lines' texts. */
const screenQuery = graphql`
  query AppRPEQuery {
    machines(kind: STERILIZER, first: 100) {
      edges {
        node {
          id
          machineId
          name
          serial
        }
      }
    }
    scoreLimits {
      key
      value
      description
    }
  }
`;

type Mode = "graphic" | "calculate";
type Graphic = { sterilizer: string; cycles: CycleData[]; message: string | null };

export function AppRPE({ queryRef }: ScreenProps<AppRPEQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<AppRPEQuery>(screenQuery, queryRef);
  const sterilizers = data.machines.edges.map((e) => ({ value: e.node.id, label: `${e.node.name} (${e.node.serial})` }));
  const limits: ScoreLimit[] = data.scoreLimits.map((l) => ({ ...l }));
  const month = currentMonth();

  const [mode, setMode] = useState<Mode>("graphic");
  const [sterilizerId, setSterilizerId] = useState("");
  const [dateFrom, setDateFrom] = useState(month.from);
  const [dateTo, setDateTo] = useState(month.to);
  const [cycle, setCycle] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const [graphic, setGraphic] = useState<Graphic | null>(null);
  const [calculated, setCalculated] = useState<CycleData | null>(null);

  const required = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() === "").map(([k]) => [k, REQUIRED]));

  const run = async (work: () => Promise<void>) => {
    setAlert(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setAlert({ variant: "critical", lines: errorLines(e) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = mode === "graphic" ? required({ sterilizerId, dateFrom, dateTo }) : required({ sterilizerId, cycle });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    if (mode === "graphic") {
      void run(async () => {
        const r = await query<scoreQueriesGraphicQuery>(environment, graphicQuery, { sterilizerId, dateFrom: startOfDay(dateFrom), dateTo: endOfDay(dateTo) });
        const s = r.sterilisationScore;
        setGraphic({ sterilizer: s.sterilizer.name, cycles: s.cycles.map(readCycle), message: s.message ?? null });
      });
    } else {
      void run(async () => {
        const r = await query<scoreQueriesCalculateQuery>(environment, calculateQuery, { sterilizerId, cycle: cycle.trim() });
        setCalculated(readCycle(r.cycleScore.result));
      });
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setAlert(null);
  };

  return (
    <Page eyebrow={t("score.eyebrow")} title={t("score.title")} description={t("score.description")} testId="screen-apprpe">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t("score.title")}>
        <div className={styles.mode}>
          <SegmentedControl aria-label={t("score.mode")} onChange={(i) => switchMode(i === 0 ? "graphic" : "calculate")}>
            <SegmentedControl.Button selected={mode === "graphic"} data-testid="score-mode-graphic">{t("score.mode.graphic")}</SegmentedControl.Button>
            <SegmentedControl.Button selected={mode === "calculate"} data-testid="score-mode-calculate">{t("score.mode.calculate")}</SegmentedControl.Button>
          </SegmentedControl>
        </div>
        <div className={styles.fields}>
          <SelectField name="sterilizer" label={t("score.sterilizer")} placeholder={t("score.chooseSterilizer")} value={sterilizerId} options={sterilizers} onChange={setSterilizerId} error={errors.sterilizerId} required disabled={busy} />
          {mode === "graphic" ? (
            <>
              <FieldFrame label={t("score.dateFrom")} error={errors.dateFrom} required disabled={busy}>
                <TextInput block type="date" name="dateFrom" value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} validationStatus={errors.dateFrom ? "error" : undefined} />
              </FieldFrame>
              <FieldFrame label={t("score.dateTo")} error={errors.dateTo} required disabled={busy}>
                <TextInput block type="date" name="dateTo" value={dateTo} onChange={(e) => setDateTo(e.target.value)} validationStatus={errors.dateTo ? "error" : undefined} />
              </FieldFrame>
            </>
          ) : (
            <FieldFrame label={t("score.cycle")} error={errors.cycle} required disabled={busy}>
              <TextInput block name="cycle" value={cycle} maxLength={40} onChange={(e) => setCycle(e.target.value)} validationStatus={errors.cycle ? "error" : undefined} />
            </FieldFrame>
          )}
          <div className={styles.submit}>
            <Button type="submit" variant="primary" loading={busy} data-testid="score-submit">
              {mode === "graphic" ? t("score.draw") : t("score.calculate")}
            </Button>
          </div>
        </div>
      </form>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
      {mode === "graphic" && graphic && <ScoreChart title={t("score.chartTitle", { name: graphic.sterilizer })} cycles={graphic.cycles} message={graphic.message} limits={limits} />}
      {mode === "calculate" && calculated && <CalculatedCycle cycle={calculated} />}
    </Page>
  );
}

function CalculatedCycle({ cycle }: { cycle: CycleData }) {
  const { t } = useTranslation();
  return (
    <section className={styles.result} data-testid="score-calculated" aria-label={t("score.tooltipCycle", { cycle: cycle.cycle })}>
      <dl className={styles.figures}>
        <div>
          <dt>{t("score.cycle")}</dt>
          <dd data-testid="score-cycle">{cycle.cycle}</dd>
        </div>
        <div>
          <dt>{t("score.score")}</dt>
          <dd data-testid="score-value">{cycle.score ?? t("score.noScore")}</dd>
        </div>
        <div>
          <dt>{t("score.type")}</dt>
          <dd data-testid="score-type">{cycle.scoreTypeDescription ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("score.analysed")}</dt>
          <dd data-testid="score-analysed">{cycle.countReadsAnalyzed}</dd>
        </div>
      </dl>
      {cycle.failed && <AlertBanner alert={{ variant: "warning", lines: [t("score.failed")] }} />}
      {cycle.message && <p className={styles.message} data-testid="score-message">{cycle.message}</p>}
      {cycle.readings.length > 0 && <CycleReadings cycle={cycle} />}
    </section>
  );
}
