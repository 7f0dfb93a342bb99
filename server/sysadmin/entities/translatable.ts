// The translatable interface items (spec 002 sections 2.11, 3 "Translatable items", 7.7):
// general objects, modules, messages, special objects, menu groups and items, and screens'
// objects. Each has a name and a base English text; the screen shows its translation in the
// chosen language (the viewer's by default, ?languageId= otherwise), saves it, and resets it
// to the text the product ships (server/seed/sync.ts shippedTranslations).
import type { TranslatableKind } from "../../db/generated/client";
import { userLanguage } from "../../i18n/languages";
import { shippedTranslations } from "../../seed/sync";
import { ValidationError, REQUIRED } from "../../domain/errors";
import { defineEntity, type EntityDescription, type FieldDescription, type FilterDescription, type Texts } from "../describe";

export const LANGUAGE = {
  field: "languageId",
  virtual: true,
  label: { en: "Language", es: "Idioma", it: "Lingua", pt: "Idioma", ja: "言語" },
  entity: "Language",
  labelField: "description",
  param: "languageId",
  defaultId: async (ctx) => (await userLanguage(ctx.prisma, ctx.principal)).id,
} as const satisfies EntityDescription["parent"];

/** The languages themselves: the choices of the translation screens (reference, read only). */
export const language = defineEntity({
  name: "Language",
  plural: "Languages",
  route: "/syslanguages",
  noun: { en: "language", es: "idioma", it: "lingua", pt: "idioma", ja: "言語" },
  model: "language",
  fields: [
    { name: "code", label: { en: "Code", es: "Código", it: "Codice", pt: "Código", ja: "コード" }, kind: "text", readOnly: true, search: true },
    { name: "description", label: { en: "Language", es: "Idioma", it: "Lingua", pt: "Idioma", ja: "言語" }, kind: "text", readOnly: true, search: true },
    { name: "enabled", label: { en: "Enabled", es: "Habilitado", it: "Abilitata", pt: "Habilitado", ja: "有効" }, kind: "boolean", readOnly: true },
  ],
  access: { system: ["list", "detail"], distributor: ["list"] },
  rest: { base: "/api/Language" },
  order: ["description"],
  nameField: "description",
});

const RESET: Texts = { en: "Reset to default", es: "Restablecer el valor predeterminado", it: "Ripristina il predefinito", pt: "Restaurar o padrão", ja: "既定に戻す" };

interface TranslatableOptions {
  kind: TranslatableKind;
  name: string;
  plural: string;
  route: string;
  noun: Texts;
  model: string;
  /** Legacy paths: the list, the save (POST the item with its translation), the reset (GET ?{resetParam}=id). */
  rest: { base: string; save: string; reset: string; resetParam: string };
  filters?: readonly FilterDescription[];
  /** Settings of the item edited beside its translation (a screen object's security mode). */
  settings?: readonly FieldDescription[];
  links?: EntityDescription["links"];
  pageSizes?: readonly number[];
}

export function translatable(o: TranslatableOptions): EntityDescription {
  return defineEntity({
    name: o.name,
    plural: o.plural,
    route: o.route,
    noun: o.noun,
    model: o.model,
    parent: LANGUAGE,
    filters: o.filters,
    links: o.links,
    pageSizes: o.pageSizes,
    fields: [
      { name: "name", label: { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" }, kind: "text", readOnly: true, search: true },
      { name: "description", label: { en: "Base text (English)", es: "Texto base (inglés)", it: "Testo di base (inglese)", pt: "Texto base (inglês)", ja: "基本テキスト (英語)" }, kind: "text", readOnly: true, search: true },
      ...(o.settings ?? []),
      { name: "translation", label: { en: "Translation", es: "Traducción", it: "Traduzione", pt: "Tradução", ja: "翻訳" }, kind: "text", maxLength: 4000, virtual: true },
    ],
    access: { system: ["list", "detail", "update"] },
    rest: { base: o.rest.base, save: o.rest.save },
    order: ["name"],
    nameField: "name",
    hooks: {
      readVirtual: async (db, rows, _stored, languageId) => {
        const texts = await db.translation.findMany({ where: { kind: o.kind, languageId: languageId ?? -1, itemId: { in: rows.map((r) => r.id) } }, select: { itemId: true, text: true } });
        const byItem = new Map(texts.map((t) => [t.itemId, t.text]));
        return new Map(rows.map((r) => [r.id, { translation: byItem.get(r.id) ?? null }]));
      },
      // An empty translation is removed: the base English text shows in that language.
      afterWrite: async (tx, _ctx, row, values, _mode, languageId) => {
        if (languageId == null) throw new ValidationError({ languageId: [REQUIRED] });
        const text = typeof values.translation === "string" ? values.translation : "";
        const key = { kind: o.kind, itemId: row.id, languageId };
        if (!text) await tx.translation.deleteMany({ where: key });
        else await tx.translation.upsert({ where: { kind_itemId_languageId: key }, update: { text }, create: { ...key, text } });
      },
    },
    actions: [
      {
        key: "resetTranslation",
        label: RESET,
        icon: "history",
        who: ["system"],
        confirm: { en: "Put back the text the product ships for {name} in this language?", es: "¿Restablecer el texto que trae el producto para {name} en este idioma?", it: "Ripristinare il testo fornito con il prodotto per {name} in questa lingua?", pt: "Restaurar o texto fornecido com o produto para {name} neste idioma?", ja: "この言語の {name} を製品の既定のテキストに戻しますか?" },
        done: { en: "The text is back to its default.", es: "El texto vuelve a su valor predeterminado.", it: "Il testo è tornato al valore predefinito.", pt: "O texto voltou ao padrão.", ja: "テキストを既定に戻しました。" },
        run: async (tx, _ctx, row, _values, languageId) => {
          if (languageId == null) throw new ValidationError({ languageId: [REQUIRED] });
          const key = { kind: o.kind, itemId: row.id, languageId };
          const shipped = (await shippedTranslations(tx)).find((t) => t.kind === o.kind && t.itemId === row.id && t.languageId === languageId);
          if (!shipped) await tx.translation.deleteMany({ where: key });
          else await tx.translation.upsert({ where: { kind_itemId_languageId: key }, update: { text: shipped.text }, create: { ...key, text: shipped.text } });
        },
        rest: {
          path: o.rest.reset,
          method: "GET",
          read: async (_body, _db, query) => ({ recordId: Number(query.get(o.rest.resetParam)) || null, values: {} }),
        },
      },
    ],
  });
}

const MODULE_FILTER: FilterDescription = { param: "moduleId", column: "moduleId", label: { en: "Module", es: "Módulo", it: "Modulo", pt: "Módulo", ja: "モジュール" }, entity: "Module", labelField: "name" };

export const generalObject = translatable({
  kind: "GENERAL_OBJECT",
  name: "GeneralObject",
  plural: "GeneralObjects",
  route: "/sysgeneralobjects",
  noun: { en: "general object", es: "objeto general", it: "oggetto generale", pt: "objeto geral", ja: "一般オブジェクト" },
  model: "generalObject",
  rest: { base: "/api/generalobject", save: "/api/generalobject/save", reset: "/api/GeneralObject/resetGeneralObject", resetParam: "generalObject" },
});

export const module = translatable({
  kind: "MODULE",
  name: "Module",
  plural: "Modules",
  route: "/sysmodule",
  noun: { en: "module", es: "módulo", it: "modulo", pt: "módulo", ja: "モジュール" },
  model: "module",
  rest: { base: "/api/module", save: "/api/module/save", reset: "/api/Module/resetModule", resetParam: "module" },
  links: [{ key: "screens", label: { en: "Screens of this module", es: "Pantallas de este módulo", it: "Schermate di questo modulo", pt: "Telas deste módulo", ja: "このモジュールの画面" }, href: "/sysscreen?id={id}" }],
  pageSizes: [5, 10, 15],
});

export const message = translatable({
  kind: "MESSAGE",
  name: "Message",
  plural: "Messages",
  route: "/sysmessage",
  noun: { en: "message", es: "mensaje", it: "messaggio", pt: "mensagem", ja: "メッセージ" },
  model: "message",
  filters: [MODULE_FILTER],
  rest: { base: "/api/message", save: "/api/message/save", reset: "/api/Message/resetMessage", resetParam: "message" },
});

export const specialObject = translatable({
  kind: "SPECIAL_OBJECT",
  name: "SpecialObject",
  plural: "SpecialObjects",
  route: "/sysspecialobjects",
  noun: { en: "special object", es: "objeto especial", it: "oggetto speciale", pt: "objeto especial", ja: "特殊オブジェクト" },
  model: "specialObject",
  filters: [MODULE_FILTER],
  rest: { base: "/api/specialObject", save: "/api/specialobject/save", reset: "/api/SpecialObject/resetSpecialObject", resetParam: "specialObject" },
});

/** Security modes of a screen object (spec 002 section 6): which company security mode requires it. */
const SECURITY_MODES = [
  { value: 0, label: { en: "Not Required", es: "No requerido", it: "Non richiesto", pt: "Não obrigatório", ja: "必須ではない" } },
  { value: 1, label: { en: "Relax", es: "Relajado", it: "Rilassato", pt: "Flexível", ja: "緩和" } },
  { value: 2, label: { en: "Medium", es: "Medio", it: "Medio", pt: "Médio", ja: "中" } },
  { value: 3, label: { en: "Strict", es: "Estricto", it: "Rigoroso", pt: "Rigoroso", ja: "厳格" } },
];

export const screenObject = translatable({
  kind: "OBJECT",
  name: "ScreenObject",
  plural: "ScreenObjects",
  route: "/sysscreen",
  noun: { en: "screen object", es: "objeto de pantalla", it: "oggetto della schermata", pt: "objeto de tela", ja: "画面オブジェクト" },
  model: "uiObject",
  // /sysscreen?id={moduleId} (from the modules screen); the legacy list takes ?screenName.
  filters: [
    { param: "id", column: "screen.moduleId", label: { en: "Module", es: "Módulo", it: "Modulo", pt: "Módulo", ja: "モジュール" }, entity: "Module", labelField: "name" },
    { param: "screenName", column: "screen.name", label: { en: "Screen", es: "Pantalla", it: "Schermata", pt: "Tela", ja: "画面" }, text: true },
  ],
  settings: [
    // Names repeat across screens (bookNumber on each reading screen): the screen's number tells them apart.
    { name: "screenId", label: { en: "Screen", es: "Pantalla", it: "Schermata", pt: "Tela", ja: "画面" }, kind: "integer", readOnly: true },
    { name: "multiLanguage", label: { en: "Multi-language", es: "Multilenguaje", it: "Multilingua", pt: "Multilíngue", ja: "多言語" }, kind: "boolean" },
    { name: "securable", label: { en: "Securable", es: "Asegurable", it: "Proteggibile", pt: "Protegível", ja: "必須設定可" }, kind: "boolean" },
    { name: "securityMode", label: { en: "Security mode", es: "Modo de seguridad", it: "Modalità di sicurezza", pt: "Modo de segurança", ja: "セキュリティモード" }, kind: "select", required: true, options: { static: SECURITY_MODES } },
  ],
  rest: { base: "/api/object", save: "/api/object/save", reset: "/api/Object/resetObject", resetParam: "object" },
});

export const menuGroup = translatable({
  kind: "MENU_GROUP",
  name: "MenuGroup",
  plural: "MenuGroups",
  route: "/sysmenu",
  noun: { en: "menu group", es: "grupo de menú", it: "gruppo di menu", pt: "grupo de menu", ja: "メニューグループ" },
  model: "menuGroup",
  filters: [{ param: "menuId", column: "menu", label: { en: "Menu", es: "Menú", it: "Menu", pt: "Menu", ja: "メニュー" }, text: true }],
  links: [{ key: "items", label: { en: "Items of this group", es: "Elementos de este grupo", it: "Voci di questo gruppo", pt: "Itens deste grupo", ja: "このグループの項目" }, href: "/sysmenuitem?groupId={id}" }],
  rest: { base: "/api/group", save: "/api/group/save", reset: "/api/Group/resetMenuGroup", resetParam: "group" },
});

export const menuItem = translatable({
  kind: "MENU_ITEM",
  name: "MenuItem",
  plural: "MenuItems",
  route: "/sysmenuitem",
  noun: { en: "menu item", es: "elemento de menú", it: "voce di menu", pt: "item de menu", ja: "メニュー項目" },
  model: "menuItem",
  filters: [{ param: "groupId", column: "groupId", label: { en: "Group", es: "Grupo", it: "Gruppo", pt: "Grupo", ja: "グループ" }, entity: "MenuGroup", labelField: "description" }],
  rest: { base: "/api/item", save: "/api/item/save", reset: "/api/Item/resetMenuItem", resetParam: "item" },
});
