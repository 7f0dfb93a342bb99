// /appbifinished — biological indicators with a result, to review (screen 400, PROVISIONAL).
import { useTranslation } from "react-i18next";
import type { readingListQuery } from "../../../__generated__/readingListQuery.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { ReadingScreen } from "../shared/ReadingScreen";
import { BIReadingsList } from "./BIReadings";

export function AppBIFinished({ queryRef }: ScreenProps<readingListQuery>) {
  const { t } = useTranslation();
  return (
    <ReadingScreen title={t("readings.bi.provisionalTitle")} description={t("readings.bi.provisionalDescription")} testId="screen-appbifinished">
      <BIReadingsList state="PROVISIONAL" queryRef={queryRef} />
    </ReadingScreen>
  );
}
