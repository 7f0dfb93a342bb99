// Interface texts of the mobile intake (the mobile-scan dialog's intake token), in the five languages.
import type { UiTexts } from "./ui-texts";

export const intakeTexts: UiTexts = {
  "intake.code": { en: "Intake code", es: "Código de captura", it: "Codice di acquisizione", pt: "Código de captura", ja: "取り込みコード" },
  "intake.expires": {
    en: "Valid for one reading until {{time}}.",
    es: "Válido para una lectura hasta las {{time}}.",
    it: "Valido per una lettura fino alle {{time}}.",
    pt: "Válido para uma leitura até {{time}}.",
    ja: "{{time}} まで、1 件の読み取りに有効です。",
  },
  "intake.newCode": { en: "New code", es: "Nuevo código", it: "Nuovo codice", pt: "Novo código", ja: "新しいコード" },
  "intake.minting": { en: "Preparing the code…", es: "Preparando el código…", it: "Preparazione del codice…", pt: "Preparando o código…", ja: "コードを準備しています…" },
  "intake.failed": {
    en: "The code could not be created: {{message}}",
    es: "No se pudo crear el código: {{message}}",
    it: "Impossibile creare il codice: {{message}}",
    pt: "Não foi possível criar o código: {{message}}",
    ja: "コードを作成できませんでした: {{message}}",
  },
  "intake.live": {
    en: "Readings sent from the phone appear in this list as soon as they arrive.",
    es: "Las lecturas enviadas desde el teléfono aparecen en esta lista en cuanto llegan.",
    it: "Le letture inviate dal telefono compaiono in questo elenco appena arrivano.",
    pt: "As leituras enviadas pelo celular aparecem nesta lista assim que chegam.",
    ja: "スマートフォンから送信された読み取りは、届くとすぐにこの一覧に表示されます。",
  },
};
