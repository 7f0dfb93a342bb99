// Companies as the provider and each distributor administer them (/syscompany, spec 002
// sections 2.11, 3, 4, 6, 7.7): the company form with its administrator (created with the
// company and mailed a temporary password), resetting the administrator's password, and
// replacing the administrator (details, then a confirmation step).
import { hashPassword, temporaryPassword } from "../../auth/passwords";
import { COMPANY_ADMIN, SUPERVISOR } from "../../auth/scopes";
import { notFound, ValidationError } from "../../domain/errors";
import { mailPassword } from "../../users/service";
import { announceEnded, revokeSessions } from "../../session/ended";
import { defineEntity, textIn, type FieldDescription, type Texts, type Tx } from "../describe";
import { BY_DISTRIBUTOR } from "./catalogue";
import { administratorFields, EMAIL_TAKEN, emailTaken } from "./administrator";
import { ADMINISTRATOR_WHERE, firstAdministrators } from "../../companies/administrators";

/** Letters of any script, digits, spaces and the punctuation of names and addresses. */
const TEXT = { regex: /^[\p{L}\p{M}\p{N} .,'’()&\/#º°ª\-]*$/u, message: { en: "Letters, digits, spaces and . , ' ( ) & / # - only.", es: "Solo letras, dígitos, espacios y . , ' ( ) & / # -.", it: "Solo lettere, cifre, spazi e . , ' ( ) & / # -.", pt: "Somente letras, dígitos, espaços e . , ' ( ) & / # -.", ja: "文字・数字・空白と . , ' ( ) & / # - のみ使用できます。" } as Texts };
const PHONE = { regex: /^\+?[0-9 ()\-]{6,20}$/, message: { en: "A phone number: digits, spaces, ( ) - and an optional leading +.", es: "Un teléfono: dígitos, espacios, ( ) - y un + inicial opcional.", it: "Un telefono: cifre, spazi, ( ) - e un + iniziale facoltativo.", pt: "Um telefone: dígitos, espaços, ( ) - e um + inicial opcional.", ja: "電話番号: 数字・空白・( ) - と先頭の + のみ。" } as Texts };

const [adminName, adminLastName, adminEmail] = administratorFields(TEXT);

const firstAdmin = (tx: Pick<Tx, "appUser">, companyId: number) => tx.appUser.findFirst({ where: { companyId, ...ADMINISTRATOR_WHERE }, orderBy: { id: "asc" } });

export const company = defineEntity({
  name: "Company",
  plural: "Companies",
  route: "/syscompany",
  noun: { en: "company", es: "compañía", it: "azienda", pt: "empresa", ja: "施設" },
  model: "company",
  parent: BY_DISTRIBUTOR,
  fields: [
    { name: "name", label: { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" }, kind: "text", required: true, maxLength: 120, search: true, pattern: TEXT },
    { name: "countryId", wire: "country", label: { en: "Country", es: "País", it: "Paese", pt: "País", ja: "国" }, kind: "select", required: true, options: { reference: "countries" } },
    { name: "province", label: { en: "Province", es: "Provincia", it: "Provincia", pt: "Estado", ja: "都道府県" }, kind: "text", required: true, maxLength: 80, pattern: TEXT, search: true },
    { name: "city", label: { en: "City", es: "Ciudad", it: "Città", pt: "Cidade", ja: "市区町村" }, kind: "text", required: true, maxLength: 80, pattern: TEXT, search: true },
    { name: "address", wire: "addres", label: { en: "Address", es: "Dirección", it: "Indirizzo", pt: "Endereço", ja: "住所" }, kind: "text", maxLength: 200, pattern: TEXT, inTable: false },
    { name: "phone", label: { en: "Phone", es: "Teléfono", it: "Telefono", pt: "Telefone", ja: "電話" }, kind: "text", maxLength: 40, pattern: PHONE, inTable: false },
    { name: "contact", label: { en: "Contact", es: "Contacto", it: "Contatto", pt: "Contato", ja: "連絡先" }, kind: "text", maxLength: 120, pattern: TEXT, inTable: false },
    { name: "postalCode", label: { en: "Postal code", es: "Código postal", it: "CAP", pt: "CEP", ja: "郵便番号" }, kind: "text", required: true, maxLength: 20, inTable: false },
    adminName!,
    adminLastName!,
    adminEmail!,
  ],
  // Deleting is off: a company's records are kept (auditors judge hospitals by them).
  access: { system: ["list", "detail", "create", "update"], distributor: ["list", "detail", "create", "update"] },
  rest: { base: "/api/company", byParent: "/api/company/GetByDistributor" },
  // The distributor back office's /distcompany (spec 002 section 2.12): the same companies, read
  // only (table and detail; no row actions), with the administrator in the table.
  aliases: [
    {
      route: "/distcompany",
      access: { system: ["list", "detail"], distributor: ["list", "detail"] },
      columns: ["name", "countryId", "city", "address", "administratorName", "administratorLastName", "administratorEmail"],
    },
  ],
  order: ["name"],
  nameField: "name",
  hooks: {
    validate: async (tx, values, id, lang) => {
      if (id === null && (await emailTaken(tx, values.administratorEmail))) return { administratorEmail: [textIn(EMAIL_TAKEN, lang)] };
    },
    afterWrite: async (tx, ctx, row, values, mode) => {
      const names = { name: String(values.administratorName), lastName: String(values.administratorLastName) };
      if (mode === "update") {
        const admin = await firstAdmin(tx, row.id);
        if (admin) await tx.appUser.update({ where: { id: admin.id }, data: names });
        return;
      }
      // A new company: its language is its distributor's default, its first sector, its administrator.
      const language = await tx.sysParameter.findFirst({ where: { distributorId: row.distributorId as number, type: 3 }, select: { value: true } });
      const languageId = Number(language?.value) || 1;
      await tx.company.update({ where: { id: row.id }, data: { languageId } });
      const sector = await tx.sector.create({ data: { companyId: row.id, name: "Central" } });
      const password = temporaryPassword();
      const email = String(values.administratorEmail).toLowerCase();
      await tx.appUser.create({ data: { kind: "COMPANY", email, passwordHash: await hashPassword(password), ...names, userTypeId: COMPANY_ADMIN, companyId: row.id, sectorId: sector.id, languageId, mustChangePassword: true, creationUserId: ctx.principal!.userId } });
      return () => mailPassword(ctx, "SignUp", { name: names.name, email }, password, row.id);
    },
    readVirtual: async (db, rows) => {
      const first = await firstAdministrators(db, rows.map((r) => r.id));
      return new Map(rows.map((r) => [r.id, { administratorName: first.get(r.id)?.name ?? null, administratorLastName: first.get(r.id)?.lastName ?? null, administratorEmail: first.get(r.id)?.email ?? null }]));
    },
  },
  actions: [
    {
      key: "resetPassword",
      label: { en: "Reset the administrator's password", es: "Restablecer la contraseña del administrador", it: "Reimposta la password dell'amministratore", pt: "Redefinir a senha do administrador", ja: "管理者のパスワードをリセット" },
      icon: "key",
      who: ["system", "distributor"],
      confirm: { en: "Send {name}'s administrator a new temporary password? The current one stops working.", es: "¿Enviar al administrador de {name} una nueva contraseña temporal? La actual dejará de funcionar.", it: "Inviare all'amministratore di {name} una nuova password temporanea? Quella attuale smetterà di funzionare.", pt: "Enviar ao administrador de {name} uma nova senha temporária? A atual deixará de funcionar.", ja: "{name} の管理者に新しい仮パスワードを送信しますか? 現在のパスワードは使えなくなります。" },
      done: { en: "A new temporary password has been mailed to the administrator.", es: "Se ha enviado por correo una nueva contraseña temporal al administrador.", it: "Una nuova password temporanea è stata inviata all'amministratore.", pt: "Uma nova senha temporária foi enviada ao administrador.", ja: "新しい仮パスワードを管理者にメールで送信しました。" },
      run: async (tx, ctx, row) => {
        const admin = await firstAdmin(tx, row.id);
        if (!admin) throw notFound("This company has no administrator.");
        const password = temporaryPassword();
        await tx.appUser.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(password), mustChangePassword: true } });
        const ending = { userId: admin.id, reason: "Password reset" };
        await revokeSessions(tx, ending);
        return async () => {
          announceEnded(ctx, ending);
          await mailPassword(ctx, "ResetPassword", admin, password, row.id);
        };
      },
      // The legacy body names the administrator ({ AppUser, UserLogged, DistributorId }): its company is the row.
      rest: {
        path: "/api/appuser/resetpassword",
        read: async (b, db) => {
          const userId = Number(b.AppUser?.Id ?? b.AppUser?.id ?? b.Id ?? b.id);
          const user = Number.isSafeInteger(userId) ? await db.appUser.findFirst({ where: { id: userId, userTypeId: COMPANY_ADMIN }, select: { companyId: true } }) : null;
          return { recordId: user?.companyId ?? null, values: {} };
        },
      },
    },
    {
      key: "replaceAdministrator",
      label: { en: "Replace the administrator", es: "Reemplazar al administrador", it: "Sostituisci l'amministratore", pt: "Substituir o administrador", ja: "管理者を交代" },
      icon: "person",
      who: ["system"],
      fields: [
        { ...adminName!, virtual: false },
        { ...adminLastName!, virtual: false },
        { ...adminEmail!, virtual: false, createOnly: false },
      ],
      confirm: { en: "Make this person the administrator of {name}? The current administrator becomes a supervisor.", es: "¿Hacer a esta persona administradora de {name}? El administrador actual pasa a ser supervisor.", it: "Rendere questa persona amministratore di {name}? L'amministratore attuale diventa supervisore.", pt: "Tornar esta pessoa administradora de {name}? O administrador atual passa a supervisor.", ja: "この人を {name} の管理者にしますか? 現在の管理者はスーパーバイザーになります。" },
      done: { en: "The administrator has been replaced; the new one has been mailed a temporary password.", es: "Se ha reemplazado al administrador; el nuevo ha recibido una contraseña temporal por correo.", it: "L'amministratore è stato sostituito; il nuovo ha ricevuto una password temporanea via email.", pt: "O administrador foi substituído; o novo recebeu uma senha temporária por e-mail.", ja: "管理者を交代しました。新しい管理者に仮パスワードをメールで送信しました。" },
      run: async (tx, ctx, row, values) => {
        const email = String(values.administratorEmail).toLowerCase();
        if (await emailTaken(tx, email)) throw new ValidationError({ administratorEmail: [textIn(EMAIL_TAKEN, (await tx.language.findFirst({ where: { id: ctx.principal!.languageId ?? 1 } }))?.code ?? "en")] });
        const old = await firstAdmin(tx, row.id);
        const sectorId = old?.sectorId ?? (await tx.sector.findFirst({ where: { companyId: row.id }, orderBy: { id: "asc" } }))?.id ?? null;
        if (old) await tx.appUser.update({ where: { id: old.id }, data: { userTypeId: SUPERVISOR } });
        const password = temporaryPassword();
        const names = { name: String(values.administratorName), lastName: String(values.administratorLastName) };
        const company = await tx.company.findUniqueOrThrow({ where: { id: row.id }, select: { languageId: true } });
        await tx.appUser.create({ data: { kind: "COMPANY", email, passwordHash: await hashPassword(password), ...names, userTypeId: COMPANY_ADMIN, companyId: row.id, sectorId, languageId: company.languageId, mustChangePassword: true, creationUserId: ctx.principal!.userId } });
        return () => mailPassword(ctx, "SignUp", { name: names.name, email }, password, row.id);
      },
      rest: {
        path: "/api/Company/setadministrator",
        read: async (b) => ({ recordId: Number(b.Company?.id ?? b.Company?.Id) || null, values: { administratorName: b.Administrator?.name ?? b.Administrator?.Name, administratorLastName: b.Administrator?.lastName ?? b.Administrator?.LastName, administratorEmail: b.Administrator?.email ?? b.Administrator?.Email } }),
      },
    },
  ],
});
