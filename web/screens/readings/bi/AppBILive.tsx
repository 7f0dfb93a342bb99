// /appbilive — biological indicators in incubation (screen 400, LIVE).
import { useTranslation } from "react-i18next";
import type { readingListQuery } from "../../../__generated__/readingListQuery.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { ReadingScreen } from "../shared/ReadingScreen";
import { BIReadingsList } from "./BIReadings";

export function AppBILive({ queryRef }: ScreenProps<readingListQuery>) {
  const { t } = useTranslation();
  return (
    <ReadingScreen title={t("readings.bi.liveTitle")} description={t("readings.bi.liveDescription")} testId="screen-appbilive">
      <BIReadingsList state="LIVE" queryRef={queryRef} />
    </ReadingScreen>
  );
}
