// /SysLog (spec 002 sections 2.11, 3): read-only, newest first; every change made through a
// /sys screen is written by the service (server/sysadmin/service.ts) with who and old → new.
import { defineEntity } from "../describe";

export const sysLog = defineEntity({
  name: "LogEntry",
  plural: "LogEntries",
  route: "/SysLog",
  noun: { en: "log entry", es: "entrada del registro", it: "voce del registro", pt: "entrada do log", ja: "ログ項目" },
  model: "sysLog",
  fields: [
    { name: "logDate", column: "at", label: { en: "Date", es: "Fecha", it: "Data", pt: "Data", ja: "日時" }, kind: "datetime", readOnly: true },
    { name: "user", label: { en: "User", es: "Usuario", it: "Utente", pt: "Usuário", ja: "ユーザー" }, kind: "text", readOnly: true, virtual: true },
    { name: "entity", label: { en: "Record type", es: "Tipo de registro", it: "Tipo di record", pt: "Tipo de registro", ja: "レコードの種類" }, kind: "text", readOnly: true, search: true },
    { name: "logDetail", column: "detail", label: { en: "Detail", es: "Detalle", it: "Dettaglio", pt: "Detalhe", ja: "詳細" }, kind: "text", readOnly: true, search: true },
  ],
  access: { system: ["list", "detail"] },
  rest: { base: "/api/syslog" },
  order: ["logDate"],
  descending: true,
  nameField: "logDate",
  hooks: {
    readVirtual: async (db, rows, stored) => {
      const userOf = new Map(stored.map((s) => [Number(s.id), s.userId as number | null]));
      const ids = [...new Set([...userOf.values()].filter((x): x is number => typeof x === "number"))];
      const users = await db.appUser.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, lastName: true, email: true } });
      const names = new Map(users.map((u) => [u.id, `${u.name} ${u.lastName} (${u.email})`]));
      return new Map(rows.map((r) => [r.id, { user: names.get(userOf.get(r.id) ?? -1) ?? "" }]));
    },
  },
});
