// Interface texts of the company logo block, in the five languages.
import type { UiTexts } from "./ui-texts";

export const logoTexts: UiTexts = {
  // ── Server messages (server/logo/service.ts) ────────────────────────────
  "logo.invalidExtension": {
    en: "Invalid file type. Choose a PNG or JPG picture (.png, .jpg).",
    es: "Tipo de archivo no válido. Elija una imagen PNG o JPG (.png, .jpg).",
    it: "Tipo di file non valido. Scegliere un'immagine PNG o JPG (.png, .jpg).",
    pt: "Tipo de arquivo inválido. Escolha uma imagem PNG ou JPG (.png, .jpg).",
    ja: "無効なファイル形式です。PNG または JPG の画像（.png、.jpg）を選択してください。",
  },
  "logo.tooLarge": {
    en: "The picture is too large: the limit is {{size}}.",
    es: "La imagen es demasiado grande: el límite es {{size}}.",
    it: "L'immagine è troppo grande: il limite è {{size}}.",
    pt: "A imagem é grande demais: o limite é {{size}}.",
    ja: "画像が大きすぎます。上限は {{size}} です。",
  },
  "logo.empty": {
    en: "The file is empty.",
    es: "El archivo está vacío.",
    it: "Il file è vuoto.",
    pt: "O arquivo está vazio.",
    ja: "ファイルが空です。",
  },
  "logo.none": {
    en: "The company has no logo.",
    es: "La empresa no tiene logotipo.",
    it: "L'azienda non ha un logo.",
    pt: "A empresa não tem logotipo.",
    ja: "会社のロゴは登録されていません。",
  },

  // ── The logo block (web/screens/company/logo/CompanyLogoBlock.tsx) ──────
  "logo.title": { en: "Company logo", es: "Logotipo de la empresa", it: "Logo aziendale", pt: "Logotipo da empresa", ja: "会社のロゴ" },
  "logo.description": {
    en: "Shown in the top bar, the printed records and the Excel exports of your company.",
    es: "Se muestra en la barra superior, los registros impresos y las exportaciones a Excel de su empresa.",
    it: "Compare nella barra superiore, nei registri stampati e nelle esportazioni Excel della sua azienda.",
    pt: "Aparece na barra superior, nos registros impressos e nas exportações para Excel da sua empresa.",
    ja: "トップバー、印刷される記録、会社の Excel エクスポートに表示されます。",
  },
  "logo.preview": { en: "Current logo", es: "Logotipo actual", it: "Logo attuale", pt: "Logotipo atual", ja: "現在のロゴ" },
  "logo.newPreview": { en: "New logo (not saved yet)", es: "Nuevo logotipo (aún sin guardar)", it: "Nuovo logo (non ancora salvato)", pt: "Novo logotipo (ainda não salvo)", ja: "新しいロゴ（未保存）" },
  "logo.noLogo": { en: "No logo yet", es: "Todavía no hay logotipo", it: "Nessun logo", pt: "Ainda sem logotipo", ja: "ロゴはまだありません" },
  "logo.alt": { en: "{{company}} logo", es: "Logotipo de {{company}}", it: "Logo di {{company}}", pt: "Logotipo de {{company}}", ja: "{{company}} のロゴ" },
  "logo.choose": { en: "Choose a picture", es: "Elegir una imagen", it: "Scegli un'immagine", pt: "Escolher uma imagem", ja: "画像を選択" },
  "logo.help": {
    en: "PNG or JPG, at most {{size}}. The logo is shown in a {{width}} × {{height}} px box (a wide picture, about 5:1, fills it best).",
    es: "PNG o JPG, como máximo {{size}}. El logotipo se muestra en un recuadro de {{width}} × {{height}} px (una imagen apaisada, de unos 5:1, es la que mejor lo llena).",
    it: "PNG o JPG, al massimo {{size}}. Il logo è mostrato in un riquadro di {{width}} × {{height}} px (un'immagine larga, circa 5:1, lo riempie meglio).",
    pt: "PNG ou JPG, no máximo {{size}}. O logotipo é exibido em uma área de {{width}} × {{height}} px (uma imagem larga, cerca de 5:1, preenche melhor).",
    ja: "PNG または JPG、最大 {{size}}。ロゴは {{width}} × {{height}} px の枠に表示されます（横長、約 5:1 の画像が最適です）。",
  },
  "logo.save": { en: "Save logo", es: "Guardar logotipo", it: "Salva logo", pt: "Salvar logotipo", ja: "ロゴを保存" },
  "logo.saving": { en: "Saving…", es: "Guardando…", it: "Salvataggio…", pt: "Salvando…", ja: "保存中…" },
  "logo.delete": { en: "Delete logo", es: "Eliminar logotipo", it: "Elimina logo", pt: "Excluir logotipo", ja: "ロゴを削除" },
  "logo.saved": { en: "The logo was saved.", es: "Se guardó el logotipo.", it: "Il logo è stato salvato.", pt: "O logotipo foi salvo.", ja: "ロゴを保存しました。" },
  "logo.deleted": { en: "The logo was deleted.", es: "Se eliminó el logotipo.", it: "Il logo è stato eliminato.", pt: "O logotipo foi excluído.", ja: "ロゴを削除しました。" },
  "logo.sameFile": {
    en: "This is the logo already saved.",
    es: "Este es el logotipo ya guardado.",
    it: "Questo è il logo già salvato.",
    pt: "Este é o logotipo já salvo.",
    ja: "これはすでに保存されているロゴです。",
  },

  // ── Parameters screen placeholder (web/screens/company/parameters/AppParameters.tsx) ──
  "logo.parametersHeading": { en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメーター" },

  // ── Printed record and exports (server/historical/report.ts, server/export) ──
  "logo.reportAlt": { en: "Company logo", es: "Logotipo de la empresa", it: "Logo aziendale", pt: "Logotipo da empresa", ja: "会社のロゴ" },
};
