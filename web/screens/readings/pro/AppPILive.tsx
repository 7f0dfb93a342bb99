// /AppPILive — protein indicators in incubation (screen 500, LIVE).
import { useTranslation } from "react-i18next";
import type { readingListQuery } from "../../../__generated__/readingListQuery.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { ReadingScreen } from "../shared/ReadingScreen";
import { PROReadingsList } from "./PROReadings";

export function AppPILive({ queryRef }: ScreenProps<readingListQuery>) {
  const { t } = useTranslation();
  return (
    <ReadingScreen title={t("readings.pro.liveTitle")} description={t("readings.pro.liveDescription")} testId="screen-apppilive">
      <PROReadingsList state="LIVE" queryRef={queryRef} />
    </ReadingScreen>
  );
}
