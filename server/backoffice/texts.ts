// The back office's server texts in the five shipped languages (the type makes a missing one a
// compile error): the administrator change's answer and refusals, and the notifications both
// users receive. `{name}` marks a value.
import type { LanguageTexts } from "../seed/data/ui-texts";

export type Message = LanguageTexts;

export const MESSAGES = {
  changed: {
    en: "{name} is now the administrator of {company}.",
    es: "{name} es ahora el administrador de {company}.",
    it: "{name} è ora l'amministratore di {company}.",
    pt: "{name} agora é o administrador de {company}.",
    ja: "{name} が {company} の管理者になりました。",
  },
  alreadyAdministrator: {
    en: "This user is already the company's administrator.",
    es: "Este usuario ya es el administrador de la compañía.",
    it: "Questo utente è già l'amministratore dell'azienda.",
    pt: "Este usuário já é o administrador da empresa.",
    ja: "このユーザーはすでに施設の管理者です。",
  },
  connectionUser: {
    en: "The Connection user is the incubator agent's account and cannot be the administrator.",
    es: "El usuario de conexión es la cuenta del agente de las incubadoras y no puede ser el administrador.",
    it: "L'utente di connessione è l'account dell'agente delle incubatrici e non può essere l'amministratore.",
    pt: "O usuário de conexão é a conta do agente das incubadoras e não pode ser o administrador.",
    ja: "接続ユーザーはインキュベータのエージェント用アカウントのため、管理者にはできません。",
  },
  nowAdministrator: {
    en: "You are now the administrator of {company}.",
    es: "Ahora es el administrador de {company}.",
    it: "Ora è l'amministratore di {company}.",
    pt: "Agora você é o administrador de {company}.",
    ja: "あなたは {company} の管理者になりました。",
  },
  nowSupervisor: {
    en: "{name} is now the administrator of {company}; you are now a supervisor.",
    es: "{name} es ahora el administrador de {company}; usted pasa a ser supervisor.",
    it: "{name} è ora l'amministratore di {company}; lei ora è supervisore.",
    pt: "{name} agora é o administrador de {company}; você passa a ser supervisor.",
    ja: "{name} が {company} の管理者になりました。あなたはスーパーバイザーになりました。",
  },
} satisfies Record<string, Message>;

/** A message in a language (pt-br is pt; another one is English), its `{name}`s filled. */
export function textOf(m: Message, languageCode: string | null | undefined, values: Record<string, string> = {}): string {
  const key = (languageCode ?? "en").toLowerCase().split("-")[0] as keyof Message;
  return (m[key] ?? m.en).replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);
}
