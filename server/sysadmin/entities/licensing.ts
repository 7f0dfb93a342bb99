// The licence catalogue (spec 002 sections 2.11, 3): products and periods. Licences themselves
// and activation codes have a life cycle of their own (server/licenses).
import { defineEntity } from "../describe";

export const licenseProduct = defineEntity({
  name: "LicenseProduct",
  plural: "LicenseProducts",
  route: "/SysLicenseProduct",
  noun: { en: "licence product", es: "producto de licencia", it: "prodotto di licenza", pt: "produto de licença", ja: "ライセンス製品" },
  model: "licenseProduct",
  fields: [
    { name: "name", label: { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" }, kind: "text", required: true, maxLength: 100, unique: "global", search: true },
    { name: "isCloud", label: { en: "Unlocks the historical browser (Bionova Cloud)", es: "Habilita el histórico (Bionova Cloud)", it: "Abilita lo storico (Bionova Cloud)", pt: "Habilita o histórico (Bionova Cloud)", ja: "履歴ブラウザを有効化 (Bionova Cloud)" }, kind: "boolean" },
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
