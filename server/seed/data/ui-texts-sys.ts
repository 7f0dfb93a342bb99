// Interface texts of the generic system-administration screen (web/screens/sys), in the five
// languages. The entities' own words (labels, nouns, options) live in their descriptions
// (server/sysadmin/entities).
import type { UiTexts } from "./ui-texts";

export const sysTexts: UiTexts = {
  "sys.eyebrow": { en: "System administration", es: "Administración del sistema", it: "Amministrazione di sistema", pt: "Administração do sistema", ja: "システム管理" },
  "sys.description": {
    en: "Changes apply at once to every company that uses these records, and each one is written to the system log.",
    es: "Los cambios se aplican de inmediato a todas las compañías que usan estos registros, y cada uno queda en el registro del sistema.",
    it: "Le modifiche valgono subito per tutte le aziende che usano questi record, e ognuna viene scritta nel registro di sistema.",
    pt: "As alterações valem imediatamente para todas as empresas que usam estes registros, e cada uma fica no log do sistema.",
    ja: "変更はこれらのレコードを使うすべての施設にただちに反映され、それぞれシステムログに記録されます。",
  },
  "sys.readOnlyDetail": {
    en: "This list is read only: open a row to see all of its details.",
    es: "Esta lista es de solo lectura: abra una fila para ver todos sus datos.",
    it: "Questo elenco è di sola lettura: apra una riga per vederne tutti i dati.",
    pt: "Esta lista é somente leitura: abra uma linha para ver todos os seus dados.",
    ja: "この一覧は読み取り専用です。行を開くとすべての詳細が表示されます。",
  },
  "sys.readOnly": { en: "This list is read only.", es: "Esta lista es de solo lectura.", it: "Questo elenco è di sola lettura.", pt: "Esta lista é somente leitura.", ja: "この一覧は読み取り専用です。" },
  "sys.chooseParent": { en: "Choose one to see its records", es: "Elija uno para ver sus registros", it: "Sceglierne uno per vederne i record", pt: "Escolha um para ver seus registros", ja: "選択するとそのレコードが表示されます" },
  "sys.chooseParentTitle": { en: "Choose a distributor", es: "Elija un distribuidor", it: "Scegliere un distributore", pt: "Escolha um distribuidor", ja: "販売代理店を選択してください" },
  "sys.new": { en: "New {{noun}}", es: "Nuevo: {{noun}}", it: "Nuovo: {{noun}}", pt: "Novo: {{noun}}", ja: "新規{{noun}}" },
  "sys.edit": { en: "Edit {{noun}}", es: "Editar: {{noun}}", it: "Modifica: {{noun}}", pt: "Editar: {{noun}}", ja: "{{noun}}を編集" },
  "sys.detail": { en: "{{noun}}", es: "{{noun}}", it: "{{noun}}", pt: "{{noun}}", ja: "{{noun}}" },
  "sys.maxLength": { en: "At most {{count}} characters.", es: "Como máximo {{count}} caracteres.", it: "Al massimo {{count}} caratteri.", pt: "No máximo {{count}} caracteres.", ja: "{{count}}文字以内で入力してください。" },
  "sys.all": { en: "All", es: "Todos", it: "Tutti", pt: "Todos", ja: "すべて" },
  "sys.confirm": { en: "Confirm", es: "Confirmar", it: "Conferma", pt: "Confirmar", ja: "確認" },
  "sys.inUnit": { en: "{{label}} ({{unit}})", es: "{{label}} ({{unit}})", it: "{{label}} ({{unit}})", pt: "{{label}} ({{unit}})", ja: "{{label}} ({{unit}})" },
};
