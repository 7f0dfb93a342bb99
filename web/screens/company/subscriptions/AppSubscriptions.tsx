// /subscriptions — webhook subscriptions (screen 321, spec 001 "Subscriptions", server
// contract docs/webhooks.md). One block per Integration licence the company holds: 'normal'
// (licence product 3) and 'plus' (licence product 2). Each row is an indicator type with a
// subscribed checkbox, the endpoint URL and a Test button (success: the returned text as
// information; failure: the response Message). Confirm saves every row at once and shows the
// returned text. With no rows at all the company holds no such licence: the licence-missing
// banner ('NotActiveLicenseFound', licence product 2) shows, with a request-licence button
// for company administrators (type 0) only. Administrators also see each row's signing secret.
// Reads and writes go through GraphQL: webhookSubscriptions, saveWebhookSubscriptions,
// testWebhook (the REST calls the spec names answer the same rows).
// Below the blocks, administrators configure the hospital's HL7 interface engine (MllpSection.tsx).
import { CheckIcon, CopyIcon, KeyIcon, PlugIcon } from "@primer/octicons-react";
import { Banner, Button, Checkbox, FormControl, IconButton, Label, TextInput } from "@primer/react";
import { Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, readInlineData, usePreloadedQuery, useRelayEnvironment, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { AppSubscriptionsLicenseSubscription } from "../../../__generated__/AppSubscriptionsLicenseSubscription.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { useNavigate } from "react-router-dom";
import type { AppSubscriptionsQuery } from "../../../__generated__/AppSubscriptionsQuery.graphql";
import type { AppSubscriptions_row$data, AppSubscriptions_row$key } from "../../../__generated__/AppSubscriptions_row.graphql";
import type { AppSubscriptionsSaveMutation } from "../../../__generated__/AppSubscriptionsSaveMutation.graphql";
import type { AppSubscriptionsTestMutation } from "../../../__generated__/AppSubscriptionsTestMutation.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner, type Alert } from "../../../components/AlertBanner";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import { useSession } from "../../../session/session";
import { BANNER_LICENSE_PRODUCT, BLOCK_ORDER, indicatorTypeKeys, isDirty, urlError, type BlockName } from "./subscriptionRules";
import { MllpSection } from "./MllpSection";
import styles from "./AppSubscriptions.module.css";

export const SUBSCRIPTIONS_SCREEN = 321;

const query = graphql`
  query AppSubscriptionsQuery {
    webhookSubscriptions {
      ...AppSubscriptions_row
    }
  }
`;

const subscriptionRowFragment = graphql`
  fragment AppSubscriptions_row on WebhookSubscription @inline {
    subscriptionId
    companyId
    block
    # Aliased: Relay would take these small ids (3 = a licence product and an indicator
    # type) as record ids and merge unrelated objects.
    licenseProduct {
      licenseProductId: id
      name
    }
    indicatorType {
      indicatorTypeId: id
      name
    }
    subscribed
    url
    secret
  }
`;

const saveMutation = graphql`
  mutation AppSubscriptionsSaveMutation($input: [WebhookSubscriptionInput!]!) {
    saveWebhookSubscriptions(input: $input) {
      message
      subscriptions {
        ...AppSubscriptions_row
      }
    }
  }
`;

const testMutation = graphql`
  mutation AppSubscriptionsTestMutation($subscriptionId: Int, $licenseProductId: Int, $indicatorTypeId: Int, $url: String) {
    testWebhook(subscriptionId: $subscriptionId, licenseProductId: $licenseProductId, indicatorTypeId: $indicatorTypeId, url: $url) {
      ok
      status
      body
      message
    }
  }
`;

// A licence of the company changed (an Integration licence activated or suspended elsewhere):
// the blocks are read again, so they appear and go without a reload.
const licenseChanged = graphql`
  subscription AppSubscriptionsLicenseSubscription {
    licenseChanged {
      webhooksNormal
      webhooksPlus
    }
  }
`;

type SubscriptionRow = AppSubscriptions_row$data;

interface RowState {
  subscribed: boolean;
  url: string;
  error: string | null;
  testing: boolean;
  test: Alert | null;
}

const rowKey = (row: Pick<SubscriptionRow, "licenseProduct" | "indicatorType">) => `${row.licenseProduct.licenseProductId}-${row.indicatorType.indicatorTypeId}`;

function initialState(rows: readonly SubscriptionRow[]): Record<string, RowState> {
  return Object.fromEntries(rows.map((row) => [rowKey(row), { subscribed: row.subscribed, url: row.url ?? "", error: null, testing: false, test: null }]));
}

export function AppSubscriptions({ queryRef }: ScreenProps<AppSubscriptionsQuery>) {
  const { t } = useTranslation();
  const { claims } = useSession();
  return (
    <Page eyebrow={t("subscriptions.eyebrow")} title={t("subscriptions.title")} description={t("subscriptions.description")} testId="screen-subscriptions">
      <Suspense fallback={<TableLoading />}>
        <SubscriptionBlocks queryRef={queryRef} />
      </Suspense>
      {/* The HL7 interface engine: company administrators (type 0), with or without a webhook licence. */}
      {claims?.UserType === 0 && (
        <Suspense fallback={<TableLoading />}>
          <MllpSection />
        </Suspense>
      )}
    </Page>
  );
}

function SubscriptionBlocks({ queryRef }: ScreenProps<AppSubscriptionsQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const isAdministrator = claims?.UserType === 0;
  const data = usePreloadedQuery<AppSubscriptionsQuery>(query, queryRef);
  const rows = useMemo(() => data.webhookSubscriptions.map((ref) => readInlineData<AppSubscriptions_row$key>(subscriptionRowFragment, ref)), [data]);
  const [state, setState] = useState<Record<string, RowState>>(() => initialState(rows));
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<string[] | null>(null);
  const banner = useTimedAlert();

  // A fresh answer (reload, save, a licence change) replaces the form.
  useEffect(() => setState(initialState(rows)), [rows]);
  const live = useMemo<GraphQLSubscriptionConfig<AppSubscriptionsLicenseSubscription>>(
    () => ({ subscription: licenseChanged, variables: {}, onNext: () => void fetchQuery<AppSubscriptionsQuery>(environment, query, {}).toPromise().catch((e) => console.error("webhookSubscriptions", e)) }),
    [environment],
  );
  useSubscription(live);

  const blocks = useMemo(
    () =>
      BLOCK_ORDER.map((block) => ({ block, rows: rows.filter((row) => row.block === block) })).filter((entry) => entry.rows.length > 0) as Array<{
        block: BlockName;
        rows: SubscriptionRow[];
      }>,
    [rows],
  );

  if (rows.length === 0) return <LicenseMissing canRequest={isAdministrator} />;

  const update = (key: string, change: Partial<RowState>) => setState((previous) => ({ ...previous, [key]: { ...previous[key]!, ...change } }));
  const dirtyCount = rows.filter((row) => {
    const current = state[rowKey(row)];
    return current && isDirty({ subscribed: row.subscribed, url: row.url ?? "" }, current);
  }).length;

  const test = async (row: SubscriptionRow) => {
    const key = rowKey(row);
    const current = state[key]!;
    // The typed (maybe unsaved) URL is tested; an empty one falls back to the saved URL.
    const url = current.url.trim();
    const error = urlError(url, !row.url);
    if (error) {
      update(key, { error, test: null });
      return;
    }
    update(key, { error: null, testing: true, test: null });
    try {
      const answer = await commit<AppSubscriptionsTestMutation>(environment, testMutation, {
        subscriptionId: row.subscriptionId,
        licenseProductId: row.licenseProduct.licenseProductId,
        indicatorTypeId: row.indicatorType.indicatorTypeId,
        url: url || null,
      });
      const result = answer.testWebhook;
      update(key, { testing: false, test: result.ok ? { variant: "info", lines: [result.message || result.body] } : { variant: "critical", lines: [result.message || result.body] } });
    } catch (failure) {
      update(key, { testing: false, test: { variant: "critical", lines: errorLines(failure) } });
    }
  };

  const confirm = async () => {
    // Client checks first: a subscribed row needs a valid URL; nothing is sent otherwise.
    const errors: Record<string, string | null> = {};
    for (const row of rows) {
      const current = state[rowKey(row)]!;
      errors[rowKey(row)] = urlError(current.url, current.subscribed);
    }
    setState((previous) => Object.fromEntries(Object.entries(previous).map(([key, value]) => [key, { ...value, error: errors[key] ?? null }])));
    if (Object.values(errors).some(Boolean)) {
      setSaveErrors(null);
      return;
    }
    setSaving(true);
    setSaveErrors(null);
    try {
      const answer = await commit<AppSubscriptionsSaveMutation>(
        environment,
        saveMutation,
        {
          input: rows.map((row) => {
            const current = state[rowKey(row)]!;
            return {
              subscriptionId: row.subscriptionId,
              licenseProductId: row.licenseProduct.licenseProductId,
              indicatorTypeId: row.indicatorType.indicatorTypeId,
              subscribed: current.subscribed,
              url: current.url.trim() || null,
            };
          }),
        },
        (store) => {
          // The rows have no global id: point the screen's list at the saved rows.
          const payload = store.getRootField("saveWebhookSubscriptions");
          const saved = payload?.getLinkedRecords("subscriptions");
          if (saved) store.getRoot().setLinkedRecords(saved, "webhookSubscriptions");
        },
      );
      setSaving(false);
      banner.show({ variant: "success", lines: [answer.saveWebhookSubscriptions.message || t("dialog.saved")] });
    } catch (failure) {
      setSaving(false);
      setSaveErrors(errorLines(failure));
    }
  };

  return (
    <div className={styles.root}>
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
      {saveErrors && <AlertBanner alert={{ variant: "critical", lines: saveErrors }} onDismiss={() => setSaveErrors(null)} />}
      <p className={styles.intro}>{t("subscriptions.intro")}</p>
      {blocks.map(({ block, rows: blockRows }) => (
        <section key={block} className={styles.block} data-testid={`subscriptions-block-${block.toLowerCase()}`} aria-labelledby={`subscriptions-${block}`}>
          <header className={styles.blockHeader}>
            <h2 id={`subscriptions-${block}`} className={styles.blockTitle}>
              {blockRows[0]!.licenseProduct.name}
            </h2>
            <Label variant={block === "PLUS" ? "accent" : "secondary"}>{block === "PLUS" ? t("subscriptions.blockPlus") : t("subscriptions.blockNormal")}</Label>
          </header>
          <div className={styles.rows} role="list">
            <div className={styles.columns} aria-hidden="true">
              <span>{t("subscriptions.indicatorType")}</span>
              <span>{t("subscriptions.subscribed")}</span>
              <span>{t("subscriptions.url")}</span>
              <span />
            </div>
            {blockRows.map((row) => (
              <SubscriptionLine
                key={rowKey(row)}
                row={row}
                state={state[rowKey(row)] ?? { subscribed: row.subscribed, url: row.url ?? "", error: null, testing: false, test: null }}
                disabled={saving}
                showSecret={isAdministrator}
                onChange={(change) => update(rowKey(row), { ...change, error: null })}
                onTest={() => test(row)}
                onDismissTest={() => update(rowKey(row), { test: null })}
              />
            ))}
          </div>
        </section>
      ))}
      <footer className={styles.footer}>
        <span className={styles.pending} data-testid="subscriptions-pending">
          {dirtyCount > 0 ? t("subscriptions.unsaved", { count: dirtyCount }) : t("subscriptions.allSaved")}
        </span>
        <Button variant="primary" leadingVisual={CheckIcon} loading={saving} onClick={confirm} data-testid="subscriptions-confirm">
          {t("subscriptions.confirm")}
        </Button>
      </footer>
    </div>
  );
}

interface SubscriptionLineProps {
  row: SubscriptionRow;
  state: RowState;
  disabled: boolean;
  showSecret: boolean;
  onChange: (change: Partial<Pick<RowState, "subscribed" | "url">>) => void;
  onTest: () => void;
  onDismissTest: () => void;
}

function SubscriptionLine({ row, state, disabled, showSecret, onChange, onTest, onDismissTest }: SubscriptionLineProps) {
  const { t } = useTranslation();
  const [secretShown, setSecretShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const typeKey = indicatorTypeKeys[row.indicatorType.indicatorTypeId];
  const typeName = typeKey ? t(typeKey) : row.indicatorType.name;
  const urlId = `subscription-url-${row.licenseProduct.licenseProductId}-${row.indicatorType.indicatorTypeId}`;
  const errorId = `${urlId}-error`;
  const copy = async () => {
    if (!row.secret) return;
    try {
      await navigator.clipboard.writeText(row.secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error("copy secret", error);
    }
  };
  return (
    <div
      className={styles.row}
      role="listitem"
      data-testid="subscription-row"
      data-license-product={row.licenseProduct.licenseProductId}
      data-indicator-type={row.indicatorType.indicatorTypeId}
      data-subscribed={state.subscribed || undefined}
    >
      <div className={styles.type}>{typeName}</div>
      <div className={styles.check}>
        <FormControl disabled={disabled}>
          <Checkbox name={`subscribed-${row.licenseProduct.licenseProductId}-${row.indicatorType.indicatorTypeId}`} checked={state.subscribed} onChange={(event) => onChange({ subscribed: event.target.checked })} />
          <FormControl.Label>
            {t("subscriptions.subscribed")}
            <span className={styles.srOnly}> — {typeName}</span>
          </FormControl.Label>
        </FormControl>
      </div>
      <div className={styles.url}>
        <label htmlFor={urlId} className={styles.srOnly}>
          {t("subscriptions.urlOf", { type: typeName })}
        </label>
        <TextInput
          id={urlId}
          block
          type="url"
          name={`url-${row.licenseProduct.licenseProductId}-${row.indicatorType.indicatorTypeId}`}
          placeholder="https://"
          value={state.url}
          disabled={disabled}
          validationStatus={state.error ? "error" : undefined}
          aria-describedby={state.error ? errorId : undefined}
          aria-invalid={state.error ? true : undefined}
          onChange={(event) => onChange({ url: event.target.value })}
        />
        {state.error && (
          <FormControl.Validation id={errorId} variant="error" className={styles.validation}>
            {t(state.error)}
          </FormControl.Validation>
        )}
      </div>
      <div className={styles.actions}>
        <Button leadingVisual={PlugIcon} loading={state.testing} disabled={disabled} onClick={onTest} data-testid="subscription-test">
          {t("subscriptions.test")}
        </Button>
        {showSecret && row.secret && (
          <IconButton
            icon={KeyIcon}
            aria-label={secretShown ? t("subscriptions.hideSecret") : t("subscriptions.showSecret")}
            aria-expanded={secretShown}
            variant="invisible"
            onClick={() => setSecretShown((shown) => !shown)}
            data-testid="subscription-secret-toggle"
          />
        )}
      </div>
      {state.test && (
        <div className={styles.result} data-testid="subscription-test-result" data-variant={state.test.variant}>
          <AlertBanner alert={state.test} onDismiss={onDismissTest} />
        </div>
      )}
      {showSecret && secretShown && row.secret && (
        <div className={styles.secret} data-testid="subscription-secret">
          <span className={styles.secretLabel}>{t("subscriptions.secret")}</span>
          <code className={styles.secretValue}>{row.secret}</code>
          <IconButton icon={copied ? CheckIcon : CopyIcon} aria-label={copied ? t("subscriptions.copied") : t("subscriptions.copySecret")} size="small" variant="invisible" onClick={copy} />
          <span className={styles.secretHint}>{t("subscriptions.secretHint")}</span>
        </div>
      )}
    </div>
  );
}

/** 'NotActiveLicenseFound' naming licence product 2; type 0 may go and request it. */
function LicenseMissing({ canRequest }: { canRequest: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Banner
      variant="warning"
      title={t("NotActiveLicenseFound")}
      data-testid="license-missing"
      description={
        <>
          <p className={styles.bannerText}>{t("NotActiveLicenseFound")}</p>
          <p className={styles.bannerText}>{t("subscriptions.licenseNeeded", { product: t("subscriptions.licensePlus") })}</p>
        </>
      }
      hideTitle
      primaryAction={
        canRequest ? (
          <Banner.PrimaryAction onClick={() => navigate("/appmylicenses", { state: { product: BANNER_LICENSE_PRODUCT, openRequest: true } })} data-testid="license-request">
            {t("subscriptions.requestLicense")}
          </Banner.PrimaryAction>
        ) : undefined
      }
    />
  );
}
