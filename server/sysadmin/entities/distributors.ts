// Distributors (/sysdistributors, spec 002 sections 2.11, 3): the domain selects the
// distributor at sign-in (server/distributors/service.ts); each has one administrator, a
// distributor user created with the record and mailed a temporary password.
import { randomUUID } from "node:crypto";
import { hashPassword, temporaryPassword } from "../../auth/passwords";
import { hostOf, publicBaseUrl } from "../../distributors/service";
import { renderMail, sendMail } from "../../mail/outbox";
import { sysParameterRows } from "../../seed/parameters";
import { defineEntity, textIn, type Texts } from "../describe";
import { administratorFields, EMAIL_TAKEN, emailTaken } from "./administrator";

const HOST: Texts = {
  en: "A host name such as cloud.example.com (no scheme, no port).",
  es: "Un nombre de host como cloud.example.com (sin esquema ni puerto).",
  it: "Un nome host come cloud.example.com (senza schema né porta).",
  pt: "Um nome de host como cloud.example.com (sem esquema nem porta).",
  ja: "cloud.example.com のようなホスト名 (スキームやポートなし)。",
};
const DISTRIBUTOR_ADMIN = 3;

export const distributor = defineEntity({
  name: "Distributor",
  plural: "Distributors",
  route: "/sysdistributors",
  noun: { en: "distributor", es: "distribuidor", it: "distributore", pt: "distribuidor", ja: "販売代理店" },
  model: "distributor",
  fields: [
    { name: "name", label: { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" }, kind: "text", required: true, maxLength: 100, search: true },
    { name: "domain", label: { en: "Domain", es: "Dominio", it: "Dominio", pt: "Domínio", ja: "ドメイン" }, kind: "text", required: true, maxLength: 253, unique: "global", search: true, check: (v) => (hostOf(String(v)) === String(v).toLowerCase() && /^[a-z0-9.-]+$/i.test(String(v)) ? null : HOST) },
    { name: "themeFileName", label: { en: "Theme file", es: "Archivo de tema", it: "File del tema", pt: "Arquivo de tema", ja: "テーマファイル" }, kind: "text", required: true, maxLength: 100 },
    { name: "ownDistributor", label: { en: "Own distributor", es: "Distribuidor propio", it: "Distributore proprio", pt: "Distribuidor próprio", ja: "自社販売代理店" }, kind: "boolean" },
    ...administratorFields(),
  ],
  // Deleting is off: a distributor's companies, users and records keep pointing at it.
  access: { system: ["list", "detail", "create", "update"] },
  rest: { base: "/api/distributor" },
  order: ["name"],
  nameField: "name",
  hooks: {
    createDefaults: () => ({ encryptedId: randomUUID().replaceAll("-", "") }),
    validate: async (tx, values, id, lang) => {
      if (id === null && (await emailTaken(tx, values.administratorEmail))) return { administratorEmail: [textIn(EMAIL_TAKEN, lang)] };
    },
    afterWrite: async (tx, ctx, row, values, mode) => {
      const names = { name: String(values.administratorName), lastName: String(values.administratorLastName) };
      if (mode === "update") {
        await tx.appUser.updateMany({ where: { distributorId: row.id, kind: "DISTRIBUTOR", userTypeId: DISTRIBUTOR_ADMIN }, data: names });
        return;
      }
      // Its own copy of the system parameters (server/seed/parameters.ts), editable on /sysparameter.
      await tx.sysParameter.createMany({ data: sysParameterRows([row.id]) });
      const password = temporaryPassword();
      const email = String(values.administratorEmail).toLowerCase();
      await tx.appUser.create({ data: { kind: "DISTRIBUTOR", email, passwordHash: await hashPassword(password), ...names, userTypeId: DISTRIBUTOR_ADMIN, distributorId: row.id, mustChangePassword: true, creationUserId: ctx.principal!.userId } });
      // Mailed once the record is saved (the outbox is written outside the transaction).
      return async () => {
        const mail = await renderMail(ctx.prisma, "SignUp", null, { Name: names.name, Email: email, Password: password, Link: `${publicBaseUrl(ctx.config, { domain: String(row.domain) })}/login` });
        await sendMail(ctx.prisma, ctx.config, { to: email, ...mail });
      };
    },
    readVirtual: async (db, rows) => {
      const admins = await db.appUser.findMany({ where: { distributorId: { in: rows.map((r) => r.id) }, kind: "DISTRIBUTOR", userTypeId: DISTRIBUTOR_ADMIN, deletedAt: null }, orderBy: { id: "asc" }, select: { distributorId: true, name: true, lastName: true, email: true } });
      const first = new Map<number, (typeof admins)[number]>();
      for (const a of admins) if (!first.has(a.distributorId!)) first.set(a.distributorId!, a);
      return new Map(rows.map((r) => {
        const a = first.get(r.id);
        return [r.id, { administratorName: a?.name ?? null, administratorLastName: a?.lastName ?? null, administratorEmail: a?.email ?? null }];
      }));
    },
  },
});
