// /AppPIProvisional — protein indicators with a result, to review (screen 500, PROVISIONAL).
// With ?view=association it shows the measure association screen (the route guard admits
// only the menu's paths, and the association has no menu entry of its own).
import { ToolsIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import type { readingListQuery } from "../../../__generated__/readingListQuery.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { useSearchParams } from "react-router-dom";
import { AppMeasureAssociation } from "../measures/AppMeasureAssociation";
import { ReadingScreen } from "../shared/ReadingScreen";
import { PROReadingsList } from "./PROReadings";

export const ASSOCIATION_VIEW = "association";

export function AppPIProvisional({ queryRef }: ScreenProps<readingListQuery>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (params.get("view") === ASSOCIATION_VIEW) return <AppMeasureAssociation onBack={() => setParams({})} />;
  return (
    <ReadingScreen
      title={t("readings.pro.provisionalTitle")}
      description={t("readings.pro.provisionalDescription")}
      testId="screen-apppiprovisional"
      actions={
        <Button leadingVisual={ToolsIcon} onClick={() => setParams({ view: ASSOCIATION_VIEW })} data-testid="open-association-screen">
          {t("measureAssociation.screenTitle")}
        </Button>
      }
    >
      <PROReadingsList state="PROVISIONAL" queryRef={queryRef} />
    </ReadingScreen>
  );
}
