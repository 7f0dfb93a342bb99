// The licence catalogue (spec 002 sections 2.11, 3): products and periods. Licences themselves
// and activation codes have a life cycle of their own (server/licenses).
import { defineEntity, type Texts } from "../describe";
import { SaveErrors } from "../../domain/errors";
import { generateCode } from "../../licenses/codes";
import { STATUS, STATUSES, STATUS_KEYS } from "../../licenses/lifecycle";
import { uiTexts } from "../../seed/data/ui-texts";
import { BY_DISTRIBUTOR } from "./catalogue";

export const licenseProduct = defineEntity({
  name: "LicenseProduct",
  plural: "LicenseProducts",
  route: "/SysLicenseProduct",
  noun: { en: "licence product", es: "producto de licencia", it: "prodotto di licenza", pt: "produto de licença", ja: "ライセンス製品" },
  model: "licenseProduct",
  fields: [
    { name: "name", label: { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" }, kind: "text", required: true, maxLength: 100, unique: "global", search: true },
    { name: "isCloud", label: { en: "Unlocks the historical browser (Bionova Cloud)", es: "Habilita el histórico (Bionova Cloud)", it: "Abilita lo storico (Bionova Cloud)", pt: "Habilita o histórico (Bionova Cloud)", ja: "履歴ブラウザを有効化 (Bionova Cloud)" }, kind: "boolean" },
    { name: "unlocksExporter", label: { en: "Unlocks the exporter", es: "Habilita el exportador", it: "Abilita l'esportatore", pt: "Habilita o exportador", ja: "エクスポーターを有効化" }, kind: "boolean" },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail"] },
  rest: { base: "/api/LicenseProduct" },
  order: ["name"],
  nameField: "name",
});

export const licensePeriod = defineEntity({
  name: "LicensePeriod",
  plural: "LicensePeriods",
  route: "/SysLicensePeriod",
  noun: { en: "licence period", es: "período de licencia", it: "periodo di licenza", pt: "período de licença", ja: "ライセンス期間" },
  model: "licensePeriod",
  fields: [
    { name: "periodName", column: "name", label: { en: "Period", es: "Período", it: "Periodo", pt: "Período", ja: "期間" }, kind: "text", required: true, maxLength: 100, unique: "global", search: true },
    { name: "days", label: { en: "Days", es: "Días", it: "Giorni", pt: "Dias", ja: "日数" }, kind: "integer", required: true, min: 1, max: 3650 },
    { name: "trial", label: { en: "Trial", es: "Prueba", it: "Prova", pt: "Teste", ja: "試用" }, kind: "boolean" },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail"] },
  rest: { base: "/api/licenseperiod" },
  order: ["days"],
  nameField: "periodName",
});

/** A code's status: 0 (available) until an approval or an activation gives it its licence's, named as the licences name it. */
const STATUS_OPTIONS: { value: number; label: Texts }[] = [
  { value: 0, label: { en: "Available", es: "Disponible", it: "Disponibile", pt: "Disponível", ja: "未使用" } },
  ...STATUSES.filter((s) => s !== STATUS.requested).map((s) => ({ value: s, label: uiTexts[STATUS_KEYS[s]]! })),
];

const USED_CODE: Texts = {
  en: "A code that was used cannot be deleted.",
  es: "No se puede borrar un código que ya se usó.",
  it: "Non si può eliminare un codice già usato.",
  pt: "Não é possível excluir um código que já foi usado.",
  ja: "使用済みのコードは削除できません。",
};

/**
 * Activation codes of a distributor (/SysLicenseCodes; read-only for the distributor at
 * /distlicenseCodes): the provider issues one for a product and period, optionally reserved for
 * one company; the server generates the code (server/licenses/codes.ts: unguessable, with a
 * check character). Approvals of requests generate theirs too (server/licenses/admin.ts).
 */
export const activationCode = defineEntity({
  name: "ActivationCode",
  plural: "ActivationCodes",
  route: "/SysLicenseCodes",
  noun: { en: "activation code", es: "código de activación", it: "codice di attivazione", pt: "código de ativação", ja: "アクティベーションコード" },
  model: "licenseCode",
  parent: BY_DISTRIBUTOR,
  fields: [
    { name: "code", label: { en: "Code", es: "Código", it: "Codice", pt: "Código", ja: "コード" }, kind: "text", readOnly: true, search: true },
    { name: "used", label: { en: "Used", es: "Usado", it: "Usato", pt: "Usado", ja: "使用済み" }, kind: "boolean", readOnly: true },
    { name: "licenseProductId", wire: "licenseProduct", label: { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" }, kind: "select", required: true, options: { entity: "LicenseProduct", labelField: "name" } },
    { name: "licensePeriodId", wire: "licensePeriod", label: { en: "Period", es: "Período", it: "Periodo", pt: "Período", ja: "期間" }, kind: "select", required: true, options: { entity: "LicensePeriod", labelField: "periodName" } },
    { name: "companyId", wire: "company", label: { en: "Licensed to", es: "Licenciado a", it: "Concesso a", pt: "Licenciado para", ja: "ライセンス先" }, kind: "select", options: { entity: "Company", labelField: "name", byParent: true } },
    { name: "status", wire: "licenseStatusDescription", label: { en: "Status", es: "Estado", it: "Stato", pt: "Status", ja: "状態" }, kind: "select", readOnly: true, options: { static: STATUS_OPTIONS } },
    { name: "startDate", label: { en: "Start date", es: "Fecha de inicio", it: "Data di inizio", pt: "Data de início", ja: "開始日" }, kind: "datetime", readOnly: true },
    { name: "endDate", label: { en: "End date", es: "Fecha de fin", it: "Data di fine", pt: "Data de término", ja: "終了日" }, kind: "datetime", readOnly: true },
  ],
  access: { system: ["list", "detail", "create", "delete"], distributor: ["list", "detail"] },
  rest: { base: "/api/ActivationCode", byParent: "/api/ActivationCode/GetByDistributor" },
  // The distributor back office's /distlicenseCodes (spec 002 section 2.12): the same codes, a
  // read-only table (no create, edit, delete or detail).
  aliases: [{ route: "/distlicenseCodes", access: { system: ["list"], distributor: ["list"] } }],
  order: ["createdAt"],
  descending: true,
  nameField: "code",
  hooks: {
    createDefaults: () => ({ code: generateCode() }),
    beforeDelete: async (_tx, row) => {
      if (row.used) throw new SaveErrors([USED_CODE.en]);
    },
  },
});
