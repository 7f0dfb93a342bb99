// System notifications written by the provider (spec 000 "notification toasts", spec 002
// section 2.11 /sysmain): a type, a text in English and in the other shipped languages, an
// optional link and an audience. They arrive live as toasts: to every company user (as each
// user's own notification), to one distributor's staff, or to the provider's and every
// distributor's staff (server/notifications).
import type { Prisma } from "../../db/generated/client";
import { deliverSysNotification } from "../../notifications/system";
import { defineEntity, type FieldDescription, type Texts } from "../describe";

const OTHER_LANGUAGES: [code: string, field: string, label: Texts][] = [
  ["es", "detailEs", { en: "Text (Spanish)", es: "Texto (español)", it: "Testo (spagnolo)", pt: "Texto (espanhol)", ja: "テキスト (スペイン語)" }],
  ["it", "detailIt", { en: "Text (Italian)", es: "Texto (italiano)", it: "Testo (italiano)", pt: "Texto (italiano)", ja: "テキスト (イタリア語)" }],
  ["pt-br", "detailPt", { en: "Text (Portuguese)", es: "Texto (portugués)", it: "Testo (portoghese)", pt: "Texto (português)", ja: "テキスト (ポルトガル語)" }],
  ["ja", "detailJa", { en: "Text (Japanese)", es: "Texto (japonés)", it: "Testo (giapponese)", pt: "Texto (japonês)", ja: "テキスト (日本語)" }],
];

const translationFields: FieldDescription[] = OTHER_LANGUAGES.map(([, name, label]) => ({ name, label, kind: "text", maxLength: 500, virtual: true, inTable: false }));

export const sysNotification = defineEntity({
  name: "Notification",
  plural: "Notifications",
  route: "/sysnotifications",
  noun: { en: "system notification", es: "notificación del sistema", it: "notifica di sistema", pt: "notificação do sistema", ja: "システム通知" },
  model: "sysNotification",
  fields: [
    { name: "createdAt", label: { en: "Date", es: "Fecha", it: "Data", pt: "Data", ja: "日時" }, kind: "datetime", readOnly: true },
    {
      name: "type",
      label: { en: "Type", es: "Tipo", it: "Tipo", pt: "Tipo", ja: "種類" },
      kind: "select",
      required: true,
      options: {
        static: [
          { value: 0, label: { en: "Information", es: "Información", it: "Informazione", pt: "Informação", ja: "情報" } },
          { value: 1, label: { en: "Warning", es: "Advertencia", it: "Avviso", pt: "Aviso", ja: "警告" } },
          { value: 2, label: { en: "Error", es: "Error", it: "Errore", pt: "Erro", ja: "エラー" } },
        ],
      },
    },
    {
      name: "audience",
      label: { en: "For", es: "Para", it: "Per", pt: "Para", ja: "対象" },
      kind: "select",
      required: true,
      options: {
        static: [
          { value: 0, label: { en: "Every company's users", es: "Los usuarios de todas las compañías", it: "Gli utenti di tutte le aziende", pt: "Os usuários de todas as empresas", ja: "すべての施設のユーザー" } },
          { value: 1, label: { en: "One distributor's staff", es: "El personal de un distribuidor", it: "Il personale di un distributore", pt: "A equipe de um distribuidor", ja: "1つの販売代理店のスタッフ" } },
          { value: 2, label: { en: "Provider and distributors' staff", es: "Personal del proveedor y de los distribuidores", it: "Personale del fornitore e dei distributori", pt: "Equipe do fornecedor e dos distribuidores", ja: "提供元と販売代理店のスタッフ" } },
        ],
      },
    },
    { name: "distributorId", label: { en: "Distributor", es: "Distribuidor", it: "Distributore", pt: "Distribuidor", ja: "販売代理店" }, kind: "select", required: true, when: { field: "audience", in: [1] }, options: { entity: "Distributor", labelField: "name" } },
    { name: "detail", label: { en: "Text (English)", es: "Texto (inglés)", it: "Testo (inglese)", pt: "Texto (inglês)", ja: "テキスト (英語)" }, kind: "text", required: true, maxLength: 500, search: true },
    ...translationFields,
    {
      name: "url",
      label: { en: "Link", es: "Enlace", it: "Collegamento", pt: "Link", ja: "リンク" },
      kind: "text",
      maxLength: 300,
      inTable: false,
      pattern: { regex: /^(\/[^\s]*|https:\/\/[^\s]+)$/, message: { en: "A path of the application (/downloadagent) or an https:// address.", es: "Una ruta de la aplicación (/downloadagent) o una dirección https://.", it: "Un percorso dell'applicazione (/downloadagent) o un indirizzo https://.", pt: "Um caminho do aplicativo (/downloadagent) ou um endereço https://.", ja: "アプリ内のパス (/downloadagent) または https:// のアドレス。" } },
    },
  ],
  access: { system: ["list", "detail", "create", "delete"] },
  rest: { base: "/api/sysnotification/admin" },
  order: ["createdAt"],
  descending: true,
  nameField: "detail",
  hooks: {
    // Who has seen it goes with it.
    beforeDelete: async (tx, row) => {
      await tx.sysNotificationView.deleteMany({ where: { notificationId: row.id } });
    },
    afterWrite: async (tx, ctx, row, values) => {
      const translations = Object.fromEntries(OTHER_LANGUAGES.flatMap(([code, field]) => (typeof values[field] === "string" && values[field] ? [[code, values[field]]] : [])));
      await tx.sysNotification.update({ where: { id: row.id }, data: { translations: translations as Prisma.InputJsonValue } });
      // Delivered once saved: each company user's own notification, or a live push to the staff.
      return () => deliverSysNotification(ctx, row.id);
    },
    readVirtual: async (_db, rows, stored) => {
      const texts = new Map(stored.map((s) => [Number(s.id), (s.translations ?? {}) as Record<string, string>]));
      return new Map(rows.map((r) => [r.id, Object.fromEntries(OTHER_LANGUAGES.map(([code, field]) => [field, texts.get(r.id)?.[code] ?? null]))]));
    },
  },
});
