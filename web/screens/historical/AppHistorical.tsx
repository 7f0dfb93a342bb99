// /AppHistorical (screen 810): the historical browser (spec 001 "Historical browser", server
// contract docs/historical-api.md). The reading type may come preselected in the navigation
// state ({ option }) or the query string (?option=); the type chosen on the screen is written
// back to both (replacing the history entry), so a reload shows the same type.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Page } from "../../components/Page";
import { HistoricalBrowser } from "./HistoricalBrowser";
import { LicenseNotice } from "./LicenseBanner";
import { DEFAULT_OPTION, parseOption, type HistoricalOptionName } from "./options";
import styles from "./Historical.module.css";

export const HISTORICAL_SCREEN = 810;

function requestedOption(state: unknown, search: string): HistoricalOptionName | null {
  const fromState = parseOption((state as { option?: unknown } | null)?.option);
  return fromState ?? parseOption(new URLSearchParams(search).get("option"));
}

export function AppHistorical() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = requestedOption(location.state, location.search);
  const [option, setOption] = useState<HistoricalOptionName>(requested ?? DEFAULT_OPTION);
  // ?readNumber= (a link to one reading, e.g. from the washer control charts) opens the type filtered to it.
  const readNumber = new URLSearchParams(location.search).get("readNumber");

  // A new navigation to this screen with another option (e.g. from a link) switches to it.
  useEffect(() => {
    if (requested && requested !== option) setOption(requested);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  const change = (next: HistoricalOptionName) => {
    setOption(next);
    navigate({ pathname: location.pathname, search: `?option=${next}` }, { replace: true, state: { option: next } });
  };

  return (
    <Page eyebrow={t("readings.eyebrow")} title={t("historical.title")} description={t("historical.description")} testId="screen-apphistorical">
      <div className={styles.screen}>
        <LicenseNotice />
        {/* Keyed by type: a new type starts from its own first page, filter and ordering. */}
        <HistoricalBrowser key={`${option}:${readNumber ?? ""}`} option={option} onOptionChange={change} initialReadNumber={readNumber} />
      </div>
    </Page>
  );
}
