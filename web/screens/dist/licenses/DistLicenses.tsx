// /distlicenses — the licence and user administration screen of the distributor back office
// (spec 002 sections 2.12, 5, 8). A distributor dropdown ('Elegir distribuidor': provider staff
// see every distributor, a distributor's user only its own, preselected), a company search box
// ('Buscar compañía': part of the name, any case, or of the id; a single match is chosen at once)
// and a company dropdown ('Elegir compañía'). Choosing a company loads its users; 'Ver licencias
// de la compañía' and 'Ver usuarios de la compañía' toggle the two tables (showing one hides the
// other). The distributor and the company are kept in the address (?distributorId, ?companyId).
import { OrganizationIcon, PeopleIcon } from "@primer/octicons-react";
import { Button, TextInput } from "@primer/react";
import { Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, usePreloadedQuery, useQueryLoader } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { DistLicensesCompaniesQuery } from "../../../__generated__/DistLicensesCompaniesQuery.graphql";
import type { DistLicensesQuery } from "../../../__generated__/DistLicensesQuery.graphql";
import type { DistCompanyUsersQuery } from "../../../__generated__/DistCompanyUsersQuery.graphql";
import type { DistCompanyLicensesQuery } from "../../../__generated__/DistCompanyLicensesQuery.graphql";
import { EmptyState } from "../../../components/EmptyState";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { SelectField } from "../../../components/fields/SelectField";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { CompanyLicenses, companyLicensesQuery } from "./CompanyLicenses";
import { CompanyUsers, companyUsersQuery } from "./CompanyUsers";
import { matchingCompanies, onlyMatch } from "./companySearch";
import styles from "./DistLicenses.module.css";

const query = graphql`
  query DistLicensesQuery {
    backOfficeDistributors {
      distributorId
      name
    }
  }
`;

const companiesQuery = graphql`
  query DistLicensesCompaniesQuery($distributorId: Int!) {
    backOfficeCompanies(distributorId: $distributorId) {
      id
      companyId
      name
    }
  }
`;

type View = "licenses" | "users";

/** A whole-number parameter of the address (null when absent or not a number). */
const idParam = (params: URLSearchParams, name: string) => {
  const raw = params.get(name);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

export function DistLicenses({ queryRef }: ScreenProps<DistLicensesQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("backoffice.eyebrow")} title={t("backoffice.licenses.title")} description={t("backoffice.licenses.description")} testId="screen-distlicenses">
      <Suspense fallback={<TableLoading />}>
        <LicensesAndUsers queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function LicensesAndUsers({ queryRef }: ScreenProps<DistLicensesQuery>) {
  const { t } = useTranslation();
  const { backOfficeDistributors: distributors } = usePreloadedQuery<DistLicensesQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const asked = idParam(params, "distributorId");
  // A distributor's user has its own only: chosen already.
  const distributorId = distributors.length === 1 ? distributors[0]!.distributorId : distributors.some((d) => d.distributorId === asked) ? asked : null;
  const companyId = idParam(params, "companyId");

  const choose = useCallback(
    (next: { distributorId?: number | null; companyId?: number | null }) =>
      setParams(
        (previous) => {
          const out = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(next)) {
            if (value == null) out.delete(key);
            else out.set(key, String(value));
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <div className={styles.choices}>
        <SelectField
          name="distributor"
          label={t("backoffice.distributor")}
          placeholder={t("backoffice.chooseDistributor")}
          value={distributorId == null ? "" : String(distributorId)}
          options={distributors.map((d) => ({ value: String(d.distributorId), label: d.name }))}
          onChange={(value) => choose({ distributorId: value ? Number(value) : null, companyId: null })}
        />
      </div>
      {distributorId == null ? (
        <EmptyState icon={OrganizationIcon} title={t("backoffice.chooseDistributorTitle")} description={t("backoffice.chooseDistributorHint")} testId="distlicenses-choose-distributor" />
      ) : (
        <Suspense fallback={<TableLoading />}>
          <CompanyArea key={distributorId} distributorId={distributorId} companyId={companyId} onCompany={(id) => choose({ companyId: id })} />
        </Suspense>
      )}
    </>
  );
}

function CompanyArea({ distributorId, companyId, onCompany }: { distributorId: number; companyId: number | null; onCompany: (companyId: number | null) => void }) {
  const { t } = useTranslation();
  const { backOfficeCompanies: companies } = useLazyLoadQuery<DistLicensesCompaniesQuery>(companiesQuery, { distributorId }, { fetchPolicy: "store-and-network" });
  const [search, setSearch] = useState("");
  const [view, setView] = useState<View | null>(null);
  const [usersRef, loadUsers] = useQueryLoader<DistCompanyUsersQuery>(companyUsersQuery);
  const [licensesRef, loadLicenses] = useQueryLoader<DistCompanyLicensesQuery>(companyLicensesQuery);
  const company = companies.find((c) => c.companyId === companyId) ?? null;
  const matches = matchingCompanies(companies, search);
  // The chosen company stays in the list whatever the search says.
  const options = company && !matches.includes(company) ? [company, ...matches] : matches;

  // A chosen company's licences and users load at once.
  useEffect(() => {
    if (!company) return;
    loadLicenses({ companyId: company.companyId }, { fetchPolicy: "store-and-network" });
    loadUsers({ companyId: company.companyId }, { fetchPolicy: "store-and-network" });
  }, [company?.companyId, loadLicenses, loadUsers]);

  const searchFor = (text: string) => {
    setSearch(text);
    const only = onlyMatch(companies, text);
    if (only && only.companyId !== companyId) onCompany(only.companyId);
  };
  const toggle = (next: View) => setView((current) => (current === next ? null : next));

  return (
    <>
      <div className={styles.choices}>
        <FieldFrame label={t("backoffice.searchCompany")} caption={search.trim() ? t("backoffice.matches", { count: matches.length, total: companies.length }) : t("backoffice.searchCompanyCaption")}>
          <TextInput block type="search" name="companySearch" value={search} placeholder={t("backoffice.searchCompany")} autoComplete="off" onChange={(e) => searchFor(e.target.value)} />
        </FieldFrame>
        <SelectField
          name="company"
          label={t("backoffice.company")}
          placeholder={t("backoffice.chooseCompany")}
          value={company ? String(company.companyId) : ""}
          options={options.map((c) => ({ value: String(c.companyId), label: `${c.name} (${c.companyId})` }))}
          onChange={(value) => onCompany(value ? Number(value) : null)}
          caption={companies.length === 0 ? t("backoffice.noCompanies") : undefined}
        />
      </div>
      <div className={styles.toggles}>
        <Button onClick={() => toggle("licenses")} disabled={!company} aria-pressed={view === "licenses"} variant={view === "licenses" ? "primary" : "default"} data-testid="distlicenses-show-licenses">
          {t("backoffice.showLicenses")}
        </Button>
        <Button onClick={() => toggle("users")} disabled={!company} aria-pressed={view === "users"} variant={view === "users" ? "primary" : "default"} data-testid="distlicenses-show-users">
          {t("backoffice.showUsers")}
        </Button>
      </div>
      {!company ? (
        <EmptyState icon={OrganizationIcon} title={t("backoffice.chooseCompanyTitle")} description={t("backoffice.chooseCompanyHint")} testId="distlicenses-choose-company" />
      ) : view === "users" && usersRef ? (
        <Suspense fallback={<TableLoading />}>
          <CompanyUsers queryRef={usersRef} />
        </Suspense>
      ) : view === "licenses" && licensesRef ? (
        <Suspense fallback={<TableLoading />}>
          <CompanyLicenses queryRef={licensesRef} companyName={company.name} />
        </Suspense>
      ) : (
        <EmptyState icon={PeopleIcon} title={t("backoffice.chooseViewTitle")} description={t("backoffice.chooseViewHint")} testId="distlicenses-choose-view" />
      )}
    </>
  );
}
