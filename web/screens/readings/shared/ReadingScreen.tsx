// The page frame of a reading screen: eyebrow "Readings", title, description, and the live
// header (last update, refresh) in the header's action slot.
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";

export interface ReadingScreenProps {
  title: string;
  description?: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function ReadingScreen({ title, description, testId, actions, children }: ReadingScreenProps) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("readings.eyebrow")} title={title} description={description} actions={actions} testId={testId}>
      <Suspense fallback={<TableLoading />}>{children}</Suspense>
    </Page>
  );
}
