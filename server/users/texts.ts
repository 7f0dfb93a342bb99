// The answers of adding a user whose address is taken, in the caller's language. Inside the
// caller's company the answer is plain (the administrator sees those users anyway); elsewhere
// it must not say that the address has an account (issue 33, L2).
import type { Texts } from "../sysadmin/describe";

export { EMAIL_TAKEN } from "../sysadmin/entities/administrator";

export const EMAIL_REFUSED: Texts = {
  en: "This email address cannot be used for a new user. Ask the person for another address.",
  es: "Esta dirección de correo no se puede usar para un nuevo usuario. Pida a la persona otra dirección.",
  it: "Questo indirizzo email non può essere usato per un nuovo utente. Chiedi alla persona un altro indirizzo.",
  pt: "Este endereço de e-mail não pode ser usado para um novo usuário. Peça outro endereço à pessoa.",
  ja: "このメールアドレスは新しいユーザーには使用できません。ご本人に別のアドレスをお尋ねください。",
};
