// /syslicenseeditor (screen 2054; spec 002 section 2.11: "Licence editor state: LicenseId,
// DaysToAdd, LicenseStatus, Observations"; the rest designed here, docs/licenses.md "Screens"):
// find a licence (by its id, or by company or product through systemLicenses), see its current
// state, correct it — days to add (negative: taken off the end), the status (0 Requested,
// 2 Active, 3 Expired, 4 Suspended, 5 Cancelled), and why (required) — and read its history.
// ?licenseId= opens a licence (the /SysLicenses rows link here). Save → editLicense; the
// server's message and the new end date and status show at once (the payload updates the store).
import { SearchIcon } from "@primer/octicons-react";
import { Button, FormControl, Select, TextInput } from "@primer/react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { SysLicenseEditorMutation } from "../../../__generated__/SysLicenseEditorMutation.graphql";
import type { SysLicenseEditorQuery } from "../../../__generated__/SysLicenseEditorQuery.graphql";
import type { SysLicenseEditorSearchQuery } from "../../../__generated__/SysLicenseEditorSearchQuery.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner } from "../../../components/AlertBanner";
import { EmptyState } from "../../../components/EmptyState";
import { Page } from "../../../components/Page";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { formatDate } from "../../../i18n/dateFormat";
import { commit, query as ask } from "../../../relay/operations";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { LICENSE_PARAM } from "./address";
import { LicenseFacts } from "./LicenseDetailDialog";
import { LicenseHistory } from "./LicenseHistory";
import { readSystemLicense, type SystemLicenseRow } from "./systemLicenseColumns";
import { LICENSE_STATUS_KEYS } from "../../company/licenses/licenseStatus";
import { StatusLabel } from "../../company/licenses/StatusLabel";
import styles from "./SysLicenses.module.css";
import { ObservationField } from "./ObservationField";

export const LICENSE_EDITOR_SCREEN = 2054;

const editorQuery = graphql`
  query SysLicenseEditorQuery($licenseId: Int!, $hasLicense: Boolean!) {
    systemLicenses(first: 10, licenseId: $licenseId) @include(if: $hasLicense) {
      edges {
        node {
          id
          ...systemLicenseColumns_license
          ...LicenseHistory_license
        }
      }
    }
  }
`;

const searchQuery = graphql`
  query SysLicenseEditorSearchQuery($search: String!) {
    systemLicenses(first: 20, search: $search) {
      edges {
        node {
          ...systemLicenseColumns_license
        }
      }
    }
  }
`;

const editMutation = graphql`
  mutation SysLicenseEditorMutation($input: LicenseInfoInput!) {
    editLicense(input: $input) {
      message
      licenses {
        endDate
        statusDescription
        ...systemLicenseColumns_license
        ...LicenseHistory_license
      }
    }
  }
`;

/** The statuses the editor may set (1, approved, only comes from an approval; a licence in it may keep it). */
const EDITOR_STATUSES = [0, 2, 3, 4, 5];
const DAYS_INPUT = /^-?\d{0,5}$/;

export function SysLicenseEditor({ queryRef }: ScreenProps<SysLicenseEditorQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("sys.eyebrow")} title={t("licenseEditor.title")} description={t("licenseEditor.description")} testId="screen-syslicenseeditor">
      <Suspense fallback={<TableLoading />}>
        <Editor queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function Editor({ queryRef }: ScreenProps<SysLicenseEditorQuery>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const data = usePreloadedQuery<SysLicenseEditorQuery>(editorQuery, queryRef);
  const asked = params.get(LICENSE_PARAM);
  const open = (licenseId: number | null) => setParams(licenseId == null ? {} : { [LICENSE_PARAM]: String(licenseId) });
  const nodes = data.systemLicenses?.edges.map((e) => e.node) ?? [];

  return (
    <div className={styles.root}>
      <LicenseFinder onOpen={open} />
      {asked && nodes.length === 0 && <AlertBanner alert={{ variant: "warning", lines: [t("licenseEditor.notFound", { id: asked })] }} />}
      {nodes.length > 0 && <LicenseForm key={asked ?? ""} details={nodes} onAnother={() => open(null)} />}
      {!asked && <EmptyState icon={SearchIcon} title={t("licenseEditor.find")} description={t("licenseEditor.searchLabel")} testId="license-editor-empty" />}
    </div>
  );
}

/** The search: a licence id, or text of the company, product, code or invoice. */
function LicenseFinder({ onOpen }: { onOpen: (licenseId: number) => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [text, setText] = useState("");
  const [results, setResults] = useState<SystemLicenseRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  const search = async () => {
    const term = text.trim();
    if (!term) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await ask<SysLicenseEditorSearchQuery>(environment, searchQuery, { search: term });
      const rows = answer.systemLicenses.edges.map((e) => readSystemLicense(e.node));
      // A licence id found alone opens at once.
      if (/^\d+$/.test(term) && rows.length > 0 && rows.every((r) => r.licenseId === Number(term))) {
        setResults(null);
        onOpen(Number(term));
      } else setResults(rows);
    } catch (failure) {
      setError(errorLines(failure));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<SystemLicenseRow>[] = [
    { key: "license", header: t("sysLicenses.licenseId"), value: (l) => l.licenseId, width: "max-content", rowHeader: true },
    { key: "company", header: t("sysLicenses.company"), value: (l) => l.companyName, width: "minmax(140px, 1fr)" },
    { key: "product", header: t("licenses.product"), value: (l) => l.productName, width: "minmax(max-content, 1fr)" },
    { key: "status", header: t("licenses.status"), value: (l) => l.status, text: (l) => l.statusDescription, render: (l) => <StatusLabel status={l.status} text={l.statusDescription} />, width: "max-content" },
    { key: "end", header: t("licenses.end"), value: (l) => new Date(String(l.endDate)), text: (l) => formatDate(String(l.endDate)), width: "max-content" },
  ];

  return (
    <section aria-label={t("licenseEditor.find")} className={styles.fields} data-testid="license-finder">
      <form
        className={styles.finder}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <FormControl>
          <FormControl.Label>{t("licenseEditor.searchLabel")}</FormControl.Label>
          <TextInput block name="licenseSearch" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} leadingVisual={SearchIcon} autoComplete="off" />
        </FormControl>
        <Button type="submit" loading={busy} data-testid="license-search">
          {t("licenseEditor.search")}
        </Button>
      </form>
      {error && <AlertBanner alert={{ variant: "critical", lines: error }} />}
      {results && (
        <RecordTable<SystemLicenseRow>
          id="licenseeditor-results"
          title={t("licenseEditor.results")}
          rows={results}
          getRowId={(l) => l.id}
          columns={columns}
          condensed
          searchable={false}
          rowActions={[
            {
              key: "open",
              label: t("licenseEditor.open"),
              icon: SearchIcon,
              onClick: (row) => {
                setResults(null);
                onOpen(row.licenseId);
              },
            },
          ]}
        />
      )}
    </section>
  );
}

type EditorNode = NonNullable<SysLicenseEditorQuery["response"]["systemLicenses"]>["edges"][number]["node"];

function LicenseForm({ details, onAnother }: { details: readonly EditorNode[]; onAnother: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const rows = useMemo(() => details.map((d) => readSystemLicense(d)), [details]);
  const first = rows[0]!;
  const [days, setDays] = useState("0");
  const [status, setStatus] = useState(String(first.status));
  const [observations, setObservations] = useState("");
  const [missing, setMissing] = useState<{ days?: string; observations?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  // The outcome names the new end date: longer than the usual 3 s to be read.
  const banner = useTimedAlert(10_000);
  const statuses = EDITOR_STATUSES.includes(first.status) ? EDITOR_STATUSES : [first.status, ...EDITOR_STATUSES];
  const statusText = (s: number) => t(LICENSE_STATUS_KEYS[s] ?? String(s));
  const dayCount = /^-?\d{1,5}$/.test(days) ? Number(days) : null;
  const previewEnd = dayCount ? new Date(new Date(String(first.endDate)).getTime() + dayCount * 86_400_000) : null;

  const save = () => {
    const lacks = { days: dayCount === null ? "licenseEditor.wholeNumber" : undefined, observations: !observations.trim() };
    setMissing(lacks);
    if (lacks.days || lacks.observations) return;
    setBusy(true);
    setErrors(null);
    banner.clear();
    commit<SysLicenseEditorMutation>(environment, editMutation, { input: { licenseId: first.licenseId, daysToAdd: dayCount!, status: Number(status), observations: observations.trim() } }).then(
      (answer) => {
        setBusy(false);
        const changed = answer.editLicense.licenses[0];
        setDays("0");
        setObservations("");
        banner.show({ variant: "success", lines: [answer.editLicense.message, ...(changed ? [`${t("licenseEditor.newEnd", { date: formatDate(String(changed.endDate)) })} · ${changed.statusDescription}`] : [])] });
      },
      (failure: unknown) => {
        setBusy(false);
        setErrors(errorLines(failure));
      },
    );
  };

  return (
    <div className={styles.editor} data-testid="license-editor">
      <section className={styles.card} aria-labelledby="license-current">
        <div className={styles.cardHead}>
          <h2 id="license-current" className={styles.historyTitle}>
            {t("licenseEditor.current")}
          </h2>
          <Button size="small" variant="invisible" onClick={onAnother} data-testid="license-another">
            {t("licenseEditor.another")}
          </Button>
        </div>
        {rows.map((row) => (
          <LicenseFacts key={row.id} license={row} />
        ))}
      </section>

      <section className={styles.card} aria-labelledby="license-change">
        <h2 id="license-change" className={styles.historyTitle}>
          {t("licenseEditor.change")}
        </h2>
        <div aria-live="polite">
          <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
          {errors && <AlertBanner alert={{ variant: "critical", lines: errors }} />}
        </div>
        <form
          className={styles.fields}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) save();
          }}
        >
          <FormControl required disabled={busy}>
            <FormControl.Label>{t("licenseEditor.daysToAdd")}</FormControl.Label>
            <TextInput
              block
              name="daysToAdd"
              inputMode="numeric"
              value={days}
              validationStatus={missing.days ? "error" : undefined}
              onChange={(e) => {
                if (DAYS_INPUT.test(e.target.value)) setDays(e.target.value);
                if (missing.days) setMissing((m) => ({ ...m, days: undefined }));
              }}
            />
            <FormControl.Caption>
              {t("licenseEditor.daysCaption")}
              {previewEnd && ` ${t("licenseEditor.newEnd", { date: formatDate(previewEnd) })}`}
            </FormControl.Caption>
            {missing.days && <FormControl.Validation variant="error">{t(missing.days)}</FormControl.Validation>}
          </FormControl>
          <FormControl required disabled={busy}>
            <FormControl.Label>{t("licenseEditor.status")}</FormControl.Label>
            <Select block name="licenseStatus" value={status} onChange={(e) => setStatus(e.target.value)}>
              {statuses.map((s) => (
                <Select.Option key={s} value={String(s)}>
                  {statusText(s)}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          <ObservationField
            label={t("licenseEditor.reason")}
            value={observations}
            missing={!!missing.observations}
            busy={busy}
            onChange={(value) => {
              setObservations(value);
              if (missing.observations) setMissing((m) => ({ ...m, observations: false }));
            }}
          />
          <div>
            <Button type="submit" variant="primary" loading={busy} data-testid="license-editor-save">
              {t("dialog.save")}
            </Button>
          </div>
        </form>
      </section>

      <section className={`${styles.card} ${styles.wide}`}>
        <LicenseHistory license={details[0]!} heading="h2" />
      </section>
    </div>
  );
}
