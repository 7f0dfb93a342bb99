// The signed-in user's own language and regional format (account menu). Saved with
// setMyPreferences; the texts, language and format are then loaded again and the page
// reloads after 1 s, as after the company's language parameter.
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { PreferencesDialogQuery } from "../__generated__/PreferencesDialogQuery.graphql";
import type { PreferencesDialogSaveMutation } from "../__generated__/PreferencesDialogSaveMutation.graphql";
import { FormDialog } from "../components/dialog/FormDialog";
import { FullPageSpinner } from "../components/FullPageSpinner";
import type { FieldDef } from "../components/form/fields";
import { commit } from "../relay/operations";
import { useDistributor } from "../session/distributor";
import { useSession } from "../session/session";
import { loadUserContext } from "../session/userContext";

const RELOAD_MS = 1000;
/** The option "as the company" of the format select. */
const COMPANY_FORMAT = "company";

const query = graphql`
  query PreferencesDialogQuery($distributorId: String) {
    # Aliased: small ids of two kinds would be taken for the same Relay record.
    languages(distributorId: $distributorId) {
      languageId: id
      code
      description
    }
    regionalFormats {
      formatId: id
      languageCode
      description
      dateFormat
      timeFormat
    }
    viewer {
      interfaceLanguage {
        languageId: id
      }
      ownRegionalFormatId
    }
  }
`;

const saveMutation = graphql`
  mutation PreferencesDialogSaveMutation($input: PreferencesInput!) {
    setMyPreferences(input: $input) {
      dateFormat
    }
  }
`;

export function PreferencesDialog({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <PreferencesForm onClose={onClose} />
    </Suspense>
  );
}

function PreferencesForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const distributor = useDistributor();
  const { claims } = useSession();
  const data = useLazyLoadQuery<PreferencesDialogQuery>(query, { distributorId: distributor.id }, { fetchPolicy: "network-only" });

  const fields: FieldDef[] = [
    { name: "languageId", label: "parameters.language", type: "select", required: true, notSecurable: true, options: data.languages.map((l) => ({ value: String(l.languageId), label: l.description })) },
    {
      name: "regionalFormatId",
      label: "parameters.regionalFormat",
      type: "select",
      required: true,
      notSecurable: true,
      options: [{ value: COMPANY_FORMAT, label: t("account.companyFormat") }, ...data.regionalFormats.map((f) => ({ value: String(f.formatId), label: `${f.description} (${f.dateFormat} ${f.timeFormat})` }))],
    },
  ];
  const initial = {
    languageId: String(data.viewer?.interfaceLanguage.languageId ?? ""),
    regionalFormatId: data.viewer?.ownRegionalFormatId ? String(data.viewer.ownRegionalFormatId) : COMPANY_FORMAT,
  };

  return (
    <FormDialog
      mode="update"
      title={t("account.preferences")}
      subtitle={t("account.preferencesHelp")}
      fields={fields}
      initialValues={initial}
      serverRequired={new Set()}
      label={(f) => t(f.label)}
      testId="preferences-dialog"
      onSubmit={async (values) => {
        const format = String(values.regionalFormatId);
        await commit<PreferencesDialogSaveMutation>(environment, saveMutation, {
          input: { languageId: Number(values.languageId), regionalFormatId: format === COMPANY_FORMAT ? null : Number(format) },
        });
        if (claims) await loadUserContext(claims);
        return t("account.preferencesSaved");
      }}
      onSaved={() => {
        onClose();
        setTimeout(() => window.location.reload(), RELOAD_MS);
      }}
      onClose={onClose}
    />
  );
}
