// The administrator a distributor or a company is created with (its name, last name and
// mail): the same form fields, and the one rule that its mail is nobody's yet.
import type { FieldDescription, Texts, Tx } from "../describe";

export const EMAIL_TAKEN: Texts = {
  en: "A user with this email address already exists.",
  es: "Ya existe un usuario con esta dirección de correo.",
  it: "Esiste già un utente con questo indirizzo email.",
  pt: "Já existe um usuário com este endereço de e-mail.",
  ja: "このメールアドレスのユーザーはすでに存在します。",
};

export async function emailTaken(tx: Pick<Tx, "appUser">, email: unknown): Promise<boolean> {
  return typeof email === "string" && (await tx.appUser.count({ where: { email: email.toLowerCase() } })) > 0;
}

/** The administrator's fields (virtual: a user row, written by the entity's hooks). */
export function administratorFields(pattern?: FieldDescription["pattern"]): FieldDescription[] {
  return [
    { name: "administratorName", wire: "administrator.name", label: { en: "Administrator's name", es: "Nombre del administrador", it: "Nome dell'amministratore", pt: "Nome do administrador", ja: "管理者の名前" }, kind: "text", required: true, maxLength: 80, virtual: true, inTable: false, pattern },
    { name: "administratorLastName", wire: "administrator.lastName", label: { en: "Administrator's last name", es: "Apellido del administrador", it: "Cognome dell'amministratore", pt: "Sobrenome do administrador", ja: "管理者の姓" }, kind: "text", required: true, maxLength: 80, virtual: true, inTable: false, pattern },
    { name: "administratorEmail", wire: "administrator.email", label: { en: "Administrator's email", es: "Correo del administrador", it: "Email dell'amministratore", pt: "E-mail do administrador", ja: "管理者のメール" }, kind: "email", required: true, maxLength: 254, virtual: true, createOnly: true },
  ];
}
