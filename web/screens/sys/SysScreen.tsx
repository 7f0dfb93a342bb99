// Every /sys table screen (spec 002 section 2.11: "generic tables with new, edit, delete and
// detail options, some turned off"), drawn from its entity's description on the server
// (server/sysadmin): the title, the columns, the form, which actions the viewer may use and,
// for by-distributor tables, the distributor chosen in the address (?distributorId). A screen
// the server does not describe for the viewer is "not available yet".
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import { OrganizationIcon } from "@primer/octicons-react";
import type { SysScreenQuery } from "../../__generated__/SysScreenQuery.graphql";
import type { SysScreen_screen$key } from "../../__generated__/SysScreen_screen.graphql";
import { EmptyState } from "../../components/EmptyState";
import { SelectField } from "../../components/fields/SelectField";
import { Page } from "../../components/Page";
import { TableLoading } from "../../components/table/TableLoading";
import type { ScreenProps } from "../../routes/PreloadedScreen";
import { NotAvailable } from "../common/NotAvailable";
import { SysTable } from "./SysTable";
import styles from "./SysScreen.module.css";

const query = graphql`
  query SysScreenQuery($route: String!) {
    sysScreen(route: $route) {
      ...SysScreen_screen
      ...SysTable_screen
    }
    ...SysTable_records @arguments(route: $route)
  }
`;

const screenFragment = graphql`
  fragment SysScreen_screen on SysScreen {
    route
    title
    actions
    parent {
      param
      label
      fixed
      chosen
      options {
        value
        label
      }
    }
    filters {
      param
      label
      text
      options {
        value
        label
      }
    }
  }
`;

export function SysScreen({ queryRef }: ScreenProps<SysScreenQuery>) {
  const data = usePreloadedQuery<SysScreenQuery>(query, queryRef);
  if (!data.sysScreen) return <NotAvailable />;
  return <SysPage screenRef={data.sysScreen} tableScreenRef={data.sysScreen} records={data} />;
}

function SysPage({ screenRef, tableScreenRef, records }: { screenRef: SysScreen_screen$key; tableScreenRef: Parameters<typeof SysTable>[0]["screenRef"]; records: Parameters<typeof SysTable>[0]["records"] }) {
  const { t } = useTranslation();
  const screen = useFragment(screenFragment, screenRef);
  const [params, setParams] = useSearchParams();
  const parent = screen.parent;
  const chosen = parent?.chosen ?? null;
  const testId = `screen-sys-${screen.route.replace(/^\//, "").toLowerCase()}`;
  // A choice is a parameter of the address: the screen's query follows it (PreloadedScreen).
  const choose = (param: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(param, value);
      else next.delete(param);
      return next;
    });
  const selects = [
    ...(parent && parent.fixed == null ? [{ param: parent.param, label: parent.label, options: parent.options, value: chosen == null ? "" : String(chosen), placeholder: t("sys.chooseParent"), clearable: false }] : []),
    ...screen.filters.filter((f) => !f.text && f.options.length).map((f) => ({ param: f.param, label: f.label, options: f.options, value: params.get(f.param) ?? "", placeholder: t("sys.all"), clearable: true })),
  ];
  // A route alias of the back office (/distcompany) is the distributor's screen; a list nobody may change says so.
  const backOffice = /^\/dist/i.test(screen.route);
  const writes = screen.actions.some((a) => a === "create" || a === "update" || a === "delete");
  const description = writes ? t("sys.description") : screen.actions.includes("detail") ? t("sys.readOnlyDetail") : t("sys.readOnly");
  return (
    <Page eyebrow={t(backOffice ? "backoffice.eyebrow" : "sys.eyebrow")} title={screen.title} description={description} testId={testId}>
      {selects.length > 0 && (
        <div className={styles.choices}>
          {selects.map((select) => (
            <SelectField
              key={select.param}
              name={select.param}
              label={select.label}
              value={select.value}
              placeholder={select.placeholder}
              clearable={select.clearable}
              options={select.options.map((o) => ({ value: String(o.value), label: o.label }))}
              onChange={(value) => choose(select.param, value)}
            />
          ))}
        </div>
      )}
      {parent && chosen == null ? (
        <EmptyState icon={OrganizationIcon} title={t("sys.chooseParentTitle")} description={t("sys.chooseParent")} testId="sys-choose-parent" />
      ) : (
        <Suspense fallback={<TableLoading />}>
          <SysTable screenRef={tableScreenRef} records={records} address={`${screen.route}${params.toString() ? `?${params}` : ""}`} />
        </Suspense>
      )}
    </Page>
  );
}
