// Interface language before sign-in: the distributor's languages, stored as "language".
import { GlobeIcon } from "@primer/octicons-react";
import { ActionList, ActionMenu } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadAnonymousTexts, storedLanguage } from "../../i18n/i18n";
import { useDistributor } from "../../session/distributor";
import { storageKeys, writeJson } from "../../session/storage";
import { brandFor } from "../../theme/brands";
import { fetchLanguages, type LanguageOption } from "./api";

export function LanguagePicker() {
  const { i18n, t } = useTranslation();
  const distributor = useDistributor();
  const [languages, setLanguages] = useState<LanguageOption[]>([]);

  useEffect(() => {
    fetchLanguages(distributor.id, brandFor(distributor.themeFileName).key)
      .then(setLanguages)
      .catch((error) => console.error("languages could not be loaded", error));
  }, [distributor.id, distributor.themeFileName]);

  if (languages.length < 2) return null;
  const currentCode = storedLanguage()?.code ?? i18n.language;
  const current = languages.find((l) => l.code.slice(0, 2) === currentCode.slice(0, 2)) ?? languages[0]!;

  return (
    <ActionMenu>
      <ActionMenu.Button variant="invisible" size="small" leadingVisual={GlobeIcon} aria-label={`${t("login.language")}: ${current.description}`}>
        {current.description}
      </ActionMenu.Button>
      <ActionMenu.Overlay width="small">
        <ActionList selectionVariant="single">
          {languages.map((language) => (
            <ActionList.Item
              key={language.id}
              selected={language.id === current.id}
              onSelect={() => {
                writeJson(storageKeys.language, language);
                void loadAnonymousTexts(language.code);
              }}
            >
              {language.description}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
