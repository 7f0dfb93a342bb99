// /sysconfiguration: the provider's configuration export and import (ConfigTransfer). Its query
// is the newest import's status, which only provider staff may read: anyone else gets null
// and "not available" (spec 002 section 6: hidden for distributor users).
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery } from "react-relay";
import type { SysConfigurationQuery } from "../../../__generated__/SysConfigurationQuery.graphql";
import { Page } from "../../../components/Page";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { NotAvailable } from "../../common/NotAvailable";
import { ConfigTransfer } from "./ConfigTransfer";
import { readStatus } from "./importStatus";

export const sysConfigurationQuery = graphql`
  query SysConfigurationQuery {
    configImportStatus {
      ...importStatus_status
    }
  }
`;

export function SysConfiguration({ queryRef }: ScreenProps<SysConfigurationQuery>) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<SysConfigurationQuery>(sysConfigurationQuery, queryRef);
  if (!data.configImportStatus) return <NotAvailable />;
  return (
    <Page eyebrow={t("sys.eyebrow")} title={t("config.title")} description={t("config.description")} testId="screen-sysconfiguration">
      <ConfigTransfer status={readStatus(data.configImportStatus)} />
    </Page>
  );
}
