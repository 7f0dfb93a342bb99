// The incubator and product catalogues (spec 002 sections 2.11, 3, 7.7): the readings, the
// scanner and the agent read these tables directly, so a change shows there at once.
import { hasValidCheckDigit } from "../../gs1/check";
import { defineEntity, same, type FieldDescription, type Texts } from "../describe";

const name: Texts = { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" };
const description: Texts = { en: "Description", es: "Descripción", it: "Descrizione", pt: "Descrição", ja: "説明" };
const brand: Texts = { en: "Brand", es: "Marca", it: "Marca", pt: "Marca", ja: "ブランド" };
const type: Texts = { en: "Type", es: "Tipo", it: "Tipo", pt: "Tipo", ja: "種類" };

/** The distributor a by-distributor table belongs to (its screen filters by ?distributorId). */
export const BY_DISTRIBUTOR = {
  field: "distributorId",
  label: { en: "Distributor", es: "Distribuidor", it: "Distributore", pt: "Distribuidor", ja: "販売代理店" },
  entity: "Distributor",
  labelField: "name",
  param: "distributorId",
} as const;

const hex4 = (label: string): FieldDescription => ({
  name: label.toLowerCase(),
  label: same(label),
  kind: "text",
  required: true,
  when: { field: "type", in: [1] },
  maxLength: 4,
  pattern: { regex: /^[0-9A-Fa-f]{4}$/, message: { en: "Four hexadecimal digits (e.g. 04D8).", es: "Cuatro dígitos hexadecimales (p. ej. 04D8).", it: "Quattro cifre esadecimali (es. 04D8).", pt: "Quatro dígitos hexadecimais (ex. 04D8).", ja: "16進数4桁 (例: 04D8)。" } },
});

export const incubatorModel = defineEntity({
  name: "IncubatorModel",
  plural: "IncubatorModels",
  route: "/sysincubatormodel",
  noun: { en: "incubator model", es: "modelo de incubadora", it: "modello di incubatrice", pt: "modelo de incubadora", ja: "インキュベータのモデル" },
  model: "incubatorModel",
  fields: [
    { name: "modelId", label: { en: "Model", es: "Modelo", it: "Modello", pt: "Modelo", ja: "モデル" }, kind: "text", required: true, maxLength: 40, unique: "global", search: true },
    { name: "description", label: description, kind: "text", required: true, maxLength: 200, search: true },
    {
      name: "type",
      label: { en: "Connection type", es: "Tipo de conexión", it: "Tipo di connessione", pt: "Tipo de conexão", ja: "接続の種類" },
      kind: "select",
      required: true,
      options: {
        static: [
          { value: 1, label: { en: "USB (VID/PID)", es: "USB (VID/PID)", it: "USB (VID/PID)", pt: "USB (VID/PID)", ja: "USB (VID/PID)" } },
          { value: 2, label: { en: "Bluetooth (UUID)", es: "Bluetooth (UUID)", it: "Bluetooth (UUID)", pt: "Bluetooth (UUID)", ja: "Bluetooth (UUID)" } },
        ],
      },
    },
    hex4("VID"),
    hex4("PID"),
    {
      name: "uuid",
      label: same("UUID"),
      kind: "text",
      required: true,
      when: { field: "type", in: [2] },
      maxLength: 36,
      inTable: false,
      pattern: { regex: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, message: { en: "A UUID such as 6e400001-b5a3-f393-e0a9-e50e24dcca9e.", es: "Un UUID como 6e400001-b5a3-f393-e0a9-e50e24dcca9e.", it: "Un UUID come 6e400001-b5a3-f393-e0a9-e50e24dcca9e.", pt: "Um UUID como 6e400001-b5a3-f393-e0a9-e50e24dcca9e.", ja: "6e400001-b5a3-f393-e0a9-e50e24dcca9e のような UUID。" } },
    },
    { name: "portBI", label: { en: "BI ports", es: "Puertos BI", it: "Porte BI", pt: "Portas BI", ja: "BIポート" }, kind: "integer", required: true, min: 0, max: 100 },
    { name: "portProtein", label: { en: "Protein ports", es: "Puertos de proteína", it: "Porte proteine", pt: "Portas de proteína", ja: "タンパク質ポート" }, kind: "integer", required: true, min: 0, max: 100 },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail"] },
  rest: { base: "/api/incubatormodel", options: [{ path: "/api/IncubatorModel/getTypes", field: "type" }] },
  order: ["modelId"],
  nameField: "modelId",
});

export const incubatorDistributor = defineEntity({
  name: "IncubatorDistributor",
  plural: "IncubatorDistributors",
  route: "/sysincubatordistributor",
  noun: { en: "distributor incubator", es: "incubadora del distribuidor", it: "incubatrice del distributore", pt: "incubadora do distribuidor", ja: "販売代理店のインキュベータ" },
  model: "distributorIncubator",
  parent: BY_DISTRIBUTOR,
  fields: [
    { name: "incubatorModelId", label: { en: "Incubator model", es: "Modelo de incubadora", it: "Modello di incubatrice", pt: "Modelo de incubadora", ja: "インキュベータのモデル" }, kind: "select", required: true, options: { entity: "IncubatorModel", labelField: "modelId" }, unique: "parent" },
    { name: "description", label: description, kind: "text", required: true, maxLength: 200, search: true },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail", "create", "update", "delete"] },
  rest: { base: "/api/incubatordistributor", byParent: "/api/incubatordistributor/GetByDistributor" },
  order: ["description"],
  nameField: "description",
});

export const program = defineEntity({
  name: "Program",
  plural: "Programs",
  route: "/sysincubatorprogram",
  noun: { en: "incubation program", es: "programa de incubación", it: "programma di incubazione", pt: "programa de incubação", ja: "培養プログラム" },
  model: "program",
  fields: [
    { name: "name", wire: "nombre", label: name, kind: "text", required: true, maxLength: 100, search: true },
    { name: "programIndex", label: { en: "Program index", es: "Índice del programa", it: "Indice del programma", pt: "Índice do programa", ja: "プログラム番号" }, kind: "integer", required: true, min: 0, max: 99 },
    {
      name: "time",
      label: { en: "Time", es: "Tiempo", it: "Tempo", pt: "Tempo", ja: "時間" },
      kind: "decimal",
      required: true,
      min: 0,
      max: 10000,
      // Stored in hours; the screen shows and takes minutes (spec 002 section 9).
      shownAs: { factor: 60, unit: { en: "minutes", es: "minutos", it: "minuti", pt: "minutos", ja: "分" } },
    },
    { name: "temperature", label: { en: "Temperature (°C)", es: "Temperatura (°C)", it: "Temperatura (°C)", pt: "Temperatura (°C)", ja: "温度 (°C)" }, kind: "decimal", required: true, min: 0, max: 150 },
    { name: "incubatorModelId", label: { en: "Incubator model", es: "Modelo de incubadora", it: "Modello di incubatrice", pt: "Modelo de incubadora", ja: "インキュベータのモデル" }, kind: "select", options: { entity: "IncubatorModel", labelField: "modelId" } },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail"] },
  rest: { base: "/api/program" },
  order: ["incubatorModelId", "programIndex"],
  nameField: "name",
});

/** Product model types (/api/Productmodel/getTypes; prisma ProductModel). */
export const PRODUCT_MODEL_TYPES = [
  { value: 0, label: { en: "Biological indicator (sterilisation)", es: "Indicador biológico (esterilización)", it: "Indicatore biologico (sterilizzazione)", pt: "Indicador biológico (esterilização)", ja: "生物学的インジケータ (滅菌)" } },
  { value: 1, label: { en: "Protein", es: "Proteína", it: "Proteine", pt: "Proteína", ja: "タンパク質" } },
  { value: 2, label: { en: "Chemical indicator (sterilizer)", es: "Indicador químico (esterilizador)", it: "Indicatore chimico (sterilizzatore)", pt: "Indicador químico (esterilizador)", ja: "化学的インジケータ (滅菌器)" } },
  { value: 3, label: { en: "Protein (endoscope)", es: "Proteína (endoscopio)", it: "Proteine (endoscopio)", pt: "Proteína (endoscópio)", ja: "タンパク質 (内視鏡)" } },
  { value: 4, label: { en: "Biological indicator (disinfection)", es: "Indicador biológico (desinfección)", it: "Indicatore biologico (disinfezione)", pt: "Indicador biológico (desinfecção)", ja: "生物学的インジケータ (消毒)" } },
  { value: 5, label: { en: "Chemical indicator (washer)", es: "Indicador químico (lavadora)", it: "Indicatore chimico (lavastrumenti)", pt: "Indicador químico (lavadora)", ja: "化学的インジケータ (洗浄機)" } },
] as const;

export const productModel = defineEntity({
  name: "ProductModel",
  plural: "ProductModels",
  route: "/sysproductmodel",
  noun: { en: "product model", es: "modelo de producto", it: "modello di prodotto", pt: "modelo de produto", ja: "製品モデル" },
  model: "productModel",
  fields: [
    { name: "name", label: name, kind: "text", required: true, maxLength: 100, unique: "global", search: true },
    { name: "type", label: type, kind: "select", required: true, options: { static: PRODUCT_MODEL_TYPES } },
    { name: "brand", label: brand, kind: "text", required: true, maxLength: 100, search: true },
    { name: "compatibleTrazanto", label: { en: "Trazanto compatible", es: "Compatible con Trazanto", it: "Compatibile con Trazanto", pt: "Compatível com Trazanto", ja: "Trazanto 対応" }, kind: "boolean" },
    { name: "programId", label: { en: "Program", es: "Programa", it: "Programma", pt: "Programa", ja: "プログラム" }, kind: "select", options: { entity: "Program", labelField: "name" } },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail"] },
  rest: { base: "/api/productmodel", options: [{ path: "/api/Productmodel/getTypes", field: "type" }] },
  order: ["name"],
  nameField: "name",
});

export const product = defineEntity({
  name: "Product",
  plural: "Products",
  route: "/sysproduct",
  noun: { en: "product", es: "producto", it: "prodotto", pt: "produto", ja: "製品" },
  model: "product",
  parent: BY_DISTRIBUTOR,
  fields: [
    { name: "name", label: name, kind: "text", required: true, maxLength: 100, search: true },
    { name: "productModelId", label: { en: "Product model", es: "Modelo de producto", it: "Modello di prodotto", pt: "Modelo de produto", ja: "製品モデル" }, kind: "select", required: true, options: { entity: "ProductModel", labelField: "name" } },
    { name: "brand", label: brand, kind: "text", required: true, maxLength: 100, search: true },
    // Read from the product model: a product is compatible when its model is.
    { name: "compatible", label: { en: "Trazanto compatible", es: "Compatible con Trazanto", it: "Compatibile con Trazanto", pt: "Compatível com Trazanto", ja: "Trazanto 対応" }, kind: "boolean", virtual: true, readOnly: true },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail", "create", "update", "delete"] },
  rest: { base: "/api/product", byParent: "/api/product/GetByDistributor" },
  order: ["name"],
  nameField: "name",
  hooks: {
    readVirtual: async (tx, rows) => {
      const models = await tx.productModel.findMany({ where: { id: { in: [...new Set(rows.map((r) => Number(r.productModelId)))] } }, select: { id: true, compatibleTrazanto: true } });
      const compatible = new Map(models.map((m) => [m.id, m.compatibleTrazanto]));
      return new Map(rows.map((r) => [r.id, { compatible: compatible.get(Number(r.productModelId)) ?? false }]));
    },
  },
});

const GTIN_MESSAGE: Texts = {
  en: "A GTIN-14: 14 digits with a valid check digit.",
  es: "Un GTIN-14: 14 dígitos con un dígito de control válido.",
  it: "Un GTIN-14: 14 cifre con una cifra di controllo valida.",
  pt: "Um GTIN-14: 14 dígitos com um dígito verificador válido.",
  ja: "GTIN-14: 正しいチェックデジットを持つ14桁。",
};

export const gtin = defineEntity({
  name: "Gtin",
  plural: "Gtins",
  route: "/sysgtin",
  noun: same("GTIN"),
  model: "gtin",
  parent: BY_DISTRIBUTOR,
  fields: [
    { name: "code", wire: "codigo", label: { en: "GTIN code", es: "Código GTIN", it: "Codice GTIN", pt: "Código GTIN", ja: "GTINコード" }, kind: "text", required: true, maxLength: 14, unique: "parent", search: true, check: (v) => (hasValidCheckDigit(String(v)) && String(v).length === 14 ? null : GTIN_MESSAGE) },
    { name: "productId", label: { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" }, kind: "select", required: true, options: { entity: "Product", labelField: "name", byParent: true } },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"], distributor: ["list", "detail", "create", "update", "delete"] },
  rest: { base: "/api/gtin", byParent: "/api/gtin/GetByDistributor" },
  order: ["code"],
  nameField: "code",
});
