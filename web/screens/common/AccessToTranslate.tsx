// /accesstotranslate — opened by the Translate button with the current screen's moduleId and
// screenId (spec 000): the screen's labels in the administrator's permitted language, each
// with the product's text and the company's own wording, saved one by one. The company's
// wording shows to its own users only (server/translate/service.ts).
import { GlobeIcon } from "@primer/octicons-react";
import { Button, TextInput } from "@primer/react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { useLocation, useNavigate } from "react-router-dom";
import type { AccessToTranslateQuery } from "../../__generated__/AccessToTranslateQuery.graphql";
import type { AccessToTranslateSaveMutation } from "../../__generated__/AccessToTranslateSaveMutation.graphql";
import { AlertBanner } from "../../components/AlertBanner";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";
import { TableLoading } from "../../components/table/TableLoading";
import { useTimedAlert } from "../../components/useTimedAlert";
import { commit } from "../../relay/operations";
import { errorLines } from "../../api/errors";
import styles from "./AccessToTranslate.module.css";

const query = graphql`
  query AccessToTranslateQuery($screenId: Int!) {
    screenTexts(screenId: $screenId) {
      language
      texts {
        objectId
        name
        base
        shipped
        own
      }
    }
  }
`;

const saveMutation = graphql`
  mutation AccessToTranslateSaveMutation($screenId: Int!, $objectId: Int!, $text: String) {
    saveScreenText(screenId: $screenId, objectId: $objectId, text: $text) {
      objectId
      own
    }
  }
`;

export function AccessToTranslate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as { moduleId?: number | null; screenId?: number | null };
  const back = <Button onClick={() => navigate(-1)}>{t("common.back")}</Button>;
  return (
    <Page title={t("translate.title")} description={t("translate.ownWording")} testId="access-to-translate" actions={back}>
      {state.screenId == null ? (
        <EmptyState icon={GlobeIcon} title={t("translate.noScreen")} testId="translate-no-screen" />
      ) : (
        <Suspense fallback={<TableLoading />}>
          <ScreenTexts screenId={state.screenId} />
        </Suspense>
      )}
    </Page>
  );
}

function ScreenTexts({ screenId }: { screenId: number }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<AccessToTranslateQuery>(query, { screenId }, { fetchPolicy: "network-only" });
  const banner = useTimedAlert();
  const { language, texts } = data.screenTexts;
  if (!texts.length) return <EmptyState icon={GlobeIcon} title={t("translate.noScreen")} testId="translate-no-screen" />;
  return (
    <>
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
      <table className={styles.table} data-testid="translate-table">
        <caption className={styles.caption}>{t("translate.caption", { language })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("translate.label")}</th>
            <th scope="col">{t("translate.product")}</th>
            <th scope="col">{t("translate.yours")}</th>
          </tr>
        </thead>
        <tbody>
          {texts.map((text) => (
            <TextRow key={text.objectId} screenId={screenId} text={text} onDone={(message, ok) => banner.show({ variant: ok ? "success" : "critical", lines: [message] })} />
          ))}
        </tbody>
      </table>
    </>
  );
}

function TextRow({ screenId, text, onDone }: { screenId: number; text: AccessToTranslateQuery["response"]["screenTexts"]["texts"][number]; onDone: (message: string, ok: boolean) => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [value, setValue] = useState(text.own ?? "");
  // What the server holds now (the answer has no id to update the query's record by).
  const [saved, setSaved] = useState(text.own ?? "");
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const answer = await commit<AccessToTranslateSaveMutation>(environment, saveMutation, { screenId, objectId: text.objectId, text: value.trim() || null });
      setSaved(answer.saveScreenText.own ?? "");
      onDone(t("translate.saved", { name: text.base }), true);
    } catch (error) {
      onDone(errorLines(error).join(" "), false);
    } finally {
      setBusy(false);
    }
  };
  const inputId = `translate-${text.objectId}`;
  return (
    <tr data-testid="translate-row" data-name={text.name}>
      <th scope="row">
        <label htmlFor={inputId}>{text.base}</label>
      </th>
      <td>{text.shipped}</td>
      <td className={styles.own}>
        <TextInput id={inputId} block value={value} placeholder={text.shipped} maxLength={200} onChange={(event) => setValue(event.target.value)} />
        <Button onClick={() => void save()} loading={busy} disabled={saved === value.trim()} data-testid="translate-save" aria-label={t("translate.saveNamed", { name: text.base })}>
          {t("dialog.save")}
        </Button>
      </td>
    </tr>
  );
}
