// /sysmailconfiguration — the mails the server sends, per mail and language (spec 002 sections
// 2.11, 3, 5, 7.7; provider staff only). The route loads the mails and languages; the chosen
// pair's template is asked when both are chosen, and opens in MailTemplateEditor.
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery, useQueryLoader } from "react-relay";
import { MailIcon } from "@primer/octicons-react";
import type { SysMailConfigurationQuery } from "../../../__generated__/SysMailConfigurationQuery.graphql";
import type { MailTemplateEditorQuery } from "../../../__generated__/MailTemplateEditorQuery.graphql";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { EmptyState } from "../../../components/EmptyState";
import { SelectField } from "../../../components/fields/SelectField";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import { MailTemplateEditor, MailTemplateLoading, templateQuery } from "./MailTemplateEditor";
import styles from "./SysMailConfiguration.module.css";

const optionsQuery = graphql`
  query SysMailConfigurationQuery {
    mailTemplateOptions {
      mailNames {
        mailNameId
        description
      }
      languages {
        languageId
        code
        description
        readOnly
      }
    }
  }
`;

export function SysMailConfiguration({ queryRef }: ScreenProps<SysMailConfigurationQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("sys.eyebrow")} title={t("mailconfig.title")} description={t("mailconfig.description")} testId="screen-sysmailconfiguration">
      <Suspense fallback={<TableLoading />}>
        <MailTemplates queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

interface Choice {
  mail: string;
  language: string;
}

function MailTemplates({ queryRef }: ScreenProps<SysMailConfigurationQuery>) {
  const { t } = useTranslation();
  const { mailTemplateOptions: options } = usePreloadedQuery<SysMailConfigurationQuery>(optionsQuery, queryRef);
  const [choice, setChoice] = useState<Choice>({ mail: "", language: "" });
  const [templateRef, loadTemplate, disposeTemplate] = useQueryLoader<MailTemplateEditorQuery>(templateQuery);

  // Asked on the choice itself: the template depends on both selects.
  const choose = (next: Choice) => {
    setChoice(next);
    if (next.mail && next.language) loadTemplate({ mailNameId: Number(next.mail), languageId: Number(next.language) }, { fetchPolicy: "network-only" });
    else disposeTemplate();
  };

  return (
    <div className={styles.root}>
      <div className={styles.choices} data-testid="mail-choices">
        <SelectField
          name="mailName"
          label={t("mailconfig.mailName")}
          placeholder={t("mailconfig.chooseMail")}
          value={choice.mail}
          options={options.mailNames.map((m) => ({ value: String(m.mailNameId), label: m.description }))}
          onChange={(mail) => choose({ ...choice, mail })}
        />
        <SelectField
          name="language"
          label={t("mailconfig.language")}
          placeholder={t("mailconfig.chooseLanguage")}
          value={choice.language}
          options={options.languages.map((l) => ({ value: String(l.languageId), label: l.readOnly ? l.description : `${l.description} (${l.code})` }))}
          onChange={(language) => choose({ ...choice, language })}
        />
      </div>
      {templateRef ? (
        <Suspense fallback={<MailTemplateLoading />}>
          <MailTemplateEditor key={`${choice.mail}-${choice.language}`} queryRef={templateRef} />
        </Suspense>
      ) : (
        <EmptyState icon={MailIcon} title={t("mailconfig.chooseTitle")} description={t("mailconfig.chooseHelp")} testId="mail-choose" />
      )}
    </div>
  );
}
