// Translatable texts: the client's general objects (from data/ui-texts.ts, whatever keys it
// holds), server messages, special objects, mail templates and the privacy policy, each in the
// five shipped languages (en, es, it, pt = Brazilian Portuguese, ja).
import { uiTexts, type LanguageTexts } from "./data/ui-texts";
import { SHIPPED_LANGUAGES, SHIPPED_LANGUAGE_ID, translationsOf, type ShippedLanguage, type Tx, type TranslationRow } from "./context";

// [module, name, texts]
const MESSAGES: [number, string, LanguageTexts][] = [
  [5, "InvalidCredentials", { en: "Invalid email or password.", es: "Correo electrónico o contraseña no válidos.", it: "Email o password non validi.", pt: "E-mail ou senha inválidos.", ja: "メールアドレスまたはパスワードが正しくありません。" }],
  [5, "PasswordsDoNotMatch", { en: "The passwords do not match.", es: "Las contraseñas no coinciden.", it: "Le password non coincidono.", pt: "As senhas não coincidem.", ja: "パスワードが一致しません。" }],
  [5, "PasswordRule", { en: "8+ characters,1 uppercase letter,1 number.", es: "8+ caracteres, 1 letra mayúscula, 1 número.", it: "Almeno 8 caratteri, 1 lettera maiuscola, 1 numero.", pt: "8+ caracteres, 1 letra maiúscula, 1 número.", ja: "8文字以上、大文字1文字、数字1文字。" }],
  [5, "SimilarCompanyName", { en: "A company with a similar name already exists.", es: "Ya existe una compañía con un nombre similar.", it: "Esiste già un'azienda con un nome simile.", pt: "Já existe uma empresa com um nome semelhante.", ja: "類似した名前の施設がすでに存在します。" }],
  [5, "PasswordResetDone", { en: "The password was reset and sent by mail.", es: "La contraseña se ha restablecido y se ha enviado por correo.", it: "La password è stata reimpostata e inviata per email.", pt: "A senha foi redefinida e enviada por e-mail.", ja: "パスワードをリセットし、メールで送信しました。" }],
  [5, "MustChangePassword", { en: "You must change your password before continuing.", es: "Debe cambiar su contraseña antes de continuar.", it: "Devi cambiare la password prima di continuare.", pt: "Você deve alterar sua senha antes de continuar.", ja: "続行する前にパスワードを変更してください。" }],
  [20, "MovedToHistorical", { en: "Reading moved to historical.", es: "Lectura movida al histórico.", it: "Lettura spostata nello storico.", pt: "Leitura movida para o histórico.", ja: "読み取りを履歴に移動しました。" }],
  [20, "SavedOK", { en: "Saved successfully.", es: "Guardado correctamente.", it: "Salvato correttamente.", pt: "Salvo com sucesso.", ja: "保存しました。" }],
  [20, "CantSave", { en: "The changes could not be saved.", es: "No se pudieron guardar los cambios.", it: "Impossibile salvare le modifiche.", pt: "Não foi possível salvar as alterações.", ja: "変更を保存できませんでした。" }],
  [100, "ParameterUpdated", { en: "Parameter {type} successfully updated.", es: "Parámetro {type} actualizado correctamente.", it: "Parametro {type} aggiornato correttamente.", pt: "Parâmetro {type} atualizado com sucesso.", ja: "パラメータ {type} を更新しました。" }],
  [100, "AlertBelowAction", { en: "The alert threshold must be lower than the action threshold.", es: "El umbral de alerta debe ser menor que el umbral de acción.", it: "La soglia di allerta deve essere inferiore alla soglia di azione.", pt: "O limite de alerta deve ser menor que o limite de ação.", ja: "警告しきい値は処置しきい値より小さくする必要があります。" }],
  [120, "NotActiveLicenseFound", { en: "No active licence was found.", es: "No se encontró ninguna licencia activa.", it: "Nessuna licenza attiva trovata.", pt: "Nenhuma licença ativa foi encontrada.", ja: "有効なライセンスが見つかりません。" }],
  [120, "LicenseRequested", { en: "Your licence request was sent to your distributor.", es: "Su solicitud de licencia se envió a su distribuidor.", it: "La tua richiesta di licenza è stata inviata al distributore.", pt: "Sua solicitação de licença foi enviada ao seu distribuidor.", ja: "ライセンスの申請を販売代理店に送信しました。" }],
];

const SPECIAL_OBJECTS: [number, string, LanguageTexts][] = [
  [150, "AgentTitle", { en: "Download the agent", es: "Descargar el agente", it: "Scarica l'agente", pt: "Baixar o agente", ja: "エージェントをダウンロード" }],
  [150, "AgentDescription", { en: "Install the agent on the PC your incubators are connected to.", es: "Instale el agente en el PC al que están conectadas sus incubadoras.", it: "Installa l'agente sul PC a cui sono collegate le incubatrici.", pt: "Instale o agente no computador ao qual suas incubadoras estão conectadas.", ja: "インキュベータが接続されているPCにエージェントをインストールしてください。" }],
  [150, "AgentCloudManual", { en: "Cloud user manual", es: "Manual de usuario de la nube", it: "Manuale utente cloud", pt: "Manual do usuário da nuvem", ja: "クラウド版ユーザーマニュアル" }],
  [150, "AgentMigrationManual", { en: "Migration manual", es: "Manual de migración", it: "Manuale di migrazione", pt: "Manual de migração", ja: "移行マニュアル" }],
  [150, "AgentUpdater", { en: "Agent updater", es: "Actualizador del agente", it: "Aggiornamento dell'agente", pt: "Atualizador do agente", ja: "エージェント更新ツール" }],
  [150, "AgentCyberSecurity", { en: "Cyber-security statement", es: "Declaración de ciberseguridad", it: "Dichiarazione di sicurezza informatica", pt: "Declaração de segurança cibernética", ja: "サイバーセキュリティ声明" }],
];

// mailName -> language -> template. Every subject/body parameter appears in its text:
// the mail configuration screen refuses templates that miss one.
export interface MailDef { subject: string; body: string; subjectParams: string; bodyParams: string }
const MAILS: Record<string, Record<ShippedLanguage, MailDef>> = {
  PasswordRecovery: {
    en: {
      subject: "Password recovery",
      body: "<p>Hello {Name},</p><p>We received a request to reset your password. Open this link to choose a new one (it can be used once and expires in 60 minutes):</p><p><a href=\"{Link}\">{Link}</a></p><p>If you did not ask for it, ignore this message.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    es: {
      subject: "Recuperación de contraseña",
      body: "<p>Hola {Name}:</p><p>Hemos recibido una solicitud para restablecer su contraseña. Abra este enlace para elegir una nueva (se puede usar una vez y caduca en 60 minutos):</p><p><a href=\"{Link}\">{Link}</a></p><p>Si no la ha solicitado, ignore este mensaje.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    it: {
      subject: "Recupero della password",
      body: "<p>Gentile {Name},</p><p>abbiamo ricevuto una richiesta di reimpostazione della tua password. Apri questo link per sceglierne una nuova (può essere usato una sola volta e scade dopo 60 minuti):</p><p><a href=\"{Link}\">{Link}</a></p><p>Se non l'hai richiesta, ignora questo messaggio.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    pt: {
      subject: "Recuperação de senha",
      body: "<p>Olá, {Name},</p><p>Recebemos uma solicitação para redefinir sua senha. Abra este link para escolher uma nova (ele pode ser usado uma vez e expira em 60 minutos):</p><p><a href=\"{Link}\">{Link}</a></p><p>Se você não fez essa solicitação, ignore esta mensagem.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    ja: {
      subject: "パスワードの再設定",
      body: "<p>{Name} 様</p><p>パスワード再設定のリクエストを受け付けました。次のリンクを開いて新しいパスワードを設定してください (リンクは1回のみ有効で、60分後に期限切れになります)。</p><p><a href=\"{Link}\">{Link}</a></p><p>お心当たりがない場合は、このメッセージを無視してください。</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
  },
  SignUp: {
    en: {
      subject: "Welcome, {Name}",
      body: "<p>Hello {Name},</p><p>Your company account is ready. Sign in with:</p><p>User: {Email}<br>Temporary password: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>You will be asked to change the password at your first sign-in.</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
    es: {
      subject: "Bienvenido, {Name}",
      body: "<p>Hola {Name}:</p><p>La cuenta de su compañía está lista. Inicie sesión con:</p><p>Usuario: {Email}<br>Contraseña temporal: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>Se le pedirá que cambie la contraseña en su primer inicio de sesión.</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
    it: {
      subject: "Benvenuto, {Name}",
      body: "<p>Gentile {Name},</p><p>l'account della tua azienda è pronto. Accedi con:</p><p>Utente: {Email}<br>Password temporanea: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>Al primo accesso ti verrà chiesto di cambiare la password.</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
    pt: {
      subject: "Bem-vindo, {Name}",
      body: "<p>Olá, {Name},</p><p>A conta da sua empresa está pronta. Entre com:</p><p>Usuário: {Email}<br>Senha temporária: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>Você deverá alterar a senha no primeiro acesso.</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
    ja: {
      subject: "{Name} 様、ようこそ",
      body: "<p>{Name} 様</p><p>施設のアカウントの準備ができました。次の情報でログインしてください。</p><p>ユーザー: {Email}<br>仮パスワード: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>初回ログイン時にパスワードの変更を求められます。</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
  },
  // Sign-up with an address that already has an account: the form answers as for a new
  // company (no hint to a stranger); the owner of the address learns what happened.
  SignUpExistingAccount: {
    en: {
      subject: "Someone tried to register with your address",
      body: "<p>Hello {Name},</p><p>Someone tried to register a new company with this email address, which already has an account. Nothing was created.</p><p>If it was you, sign in at <a href=\"{Link}\">{Link}</a>, or use \"Forgot password\" there if you do not remember your password. If it was not you, you can ignore this message.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    es: {
      subject: "Alguien intentó registrarse con su dirección",
      body: "<p>Hola {Name}:</p><p>Alguien intentó registrar una nueva compañía con esta dirección de correo, que ya tiene una cuenta. No se ha creado nada.</p><p>Si fue usted, inicie sesión en <a href=\"{Link}\">{Link}</a>, o use allí \"Olvidé mi contraseña\" si no la recuerda. Si no fue usted, puede ignorar este mensaje.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    it: {
      subject: "Qualcuno ha tentato di registrarsi con il tuo indirizzo",
      body: "<p>Gentile {Name},</p><p>qualcuno ha tentato di registrare una nuova azienda con questo indirizzo email, che ha già un account. Non è stato creato nulla.</p><p>Se sei stato tu, accedi da <a href=\"{Link}\">{Link}</a>, oppure usa lì «Password dimenticata» se non ricordi la password. Se non sei stato tu, puoi ignorare questo messaggio.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    pt: {
      subject: "Alguém tentou se cadastrar com o seu endereço",
      body: "<p>Olá, {Name},</p><p>Alguém tentou cadastrar uma nova empresa com este endereço de e-mail, que já possui uma conta. Nada foi criado.</p><p>Se foi você, entre em <a href=\"{Link}\">{Link}</a> ou use a opção “Esqueceu sua senha?” se não se lembrar dela. Se não foi você, pode ignorar esta mensagem.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    ja: {
      subject: "お客様のアドレスで登録が試みられました",
      body: "<p>{Name} 様</p><p>すでにアカウントが存在するこのメールアドレスで、新しい施設の登録が試みられました。何も作成されていません。</p><p>ご本人による操作の場合は <a href=\"{Link}\">{Link}</a> からログインしてください。パスワードをお忘れの場合は、そのページの「パスワードをお忘れですか?」をご利用ください。お心当たりがない場合は、このメッセージを無視してください。</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
  },
  ResetPassword: {
    en: {
      subject: "Your password was reset",
      body: "<p>Hello {Name},</p><p>An administrator reset your password. Your temporary password is <b>{Password}</b>. You will be asked to change it at your next sign-in.</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
    es: {
      subject: "Su contraseña se ha restablecido",
      body: "<p>Hola {Name}:</p><p>Un administrador ha restablecido su contraseña. Su contraseña temporal es <b>{Password}</b>. Se le pedirá que la cambie en su próximo inicio de sesión.</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
    it: {
      subject: "La tua password è stata reimpostata",
      body: "<p>Gentile {Name},</p><p>un amministratore ha reimpostato la tua password. La tua password temporanea è <b>{Password}</b>. Al prossimo accesso ti verrà chiesto di cambiarla.</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
    pt: {
      subject: "Sua senha foi redefinida",
      body: "<p>Olá, {Name},</p><p>Um administrador redefiniu sua senha. Sua senha temporária é <b>{Password}</b>. Você deverá alterá-la no próximo acesso.</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
    ja: {
      subject: "パスワードがリセットされました",
      body: "<p>{Name} 様</p><p>管理者がお客様のパスワードをリセットしました。仮パスワードは <b>{Password}</b> です。次回ログイン時に変更を求められます。</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
  },
  PositiveResult: {
    en: {
      subject: "Positive result: {Indicator} #{ReadNumber}",
      body: "<p>A positive result was recorded.</p><ul><li>Company: {Company}</li><li>Sector: {Sector}</li><li>Reading: {ReadNumber}</li><li>Indicator: {Indicator}</li><li>Result: {Result}</li></ul><p>Take the equipment out of service and follow your recall procedure.</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
    es: {
      subject: "Resultado positivo: {Indicator} n.º {ReadNumber}",
      body: "<p>Se ha registrado un resultado positivo.</p><ul><li>Compañía: {Company}</li><li>Sector: {Sector}</li><li>Lectura: {ReadNumber}</li><li>Indicador: {Indicator}</li><li>Resultado: {Result}</li></ul><p>Retire el equipo de servicio y siga su procedimiento de retirada.</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
    it: {
      subject: "Risultato positivo: {Indicator} n. {ReadNumber}",
      body: "<p>È stato registrato un risultato positivo.</p><ul><li>Azienda: {Company}</li><li>Settore: {Sector}</li><li>Lettura: {ReadNumber}</li><li>Indicatore: {Indicator}</li><li>Risultato: {Result}</li></ul><p>Metti l'apparecchiatura fuori servizio e segui la procedura di richiamo.</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
    pt: {
      subject: "Resultado positivo: {Indicator} nº {ReadNumber}",
      body: "<p>Foi registrado um resultado positivo.</p><ul><li>Empresa: {Company}</li><li>Setor: {Sector}</li><li>Leitura: {ReadNumber}</li><li>Indicador: {Indicator}</li><li>Resultado: {Result}</li></ul><p>Retire o equipamento de uso e siga o seu procedimento de recolhimento.</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
    ja: {
      subject: "陽性結果: {Indicator} 第 {ReadNumber} 号",
      body: "<p>陽性結果が記録されました。</p><ul><li>施設: {Company}</li><li>部門: {Sector}</li><li>読み取り: {ReadNumber}</li><li>インジケータ: {Indicator}</li><li>結果: {Result}</li></ul><p>該当機器の使用を停止し、リコール手順に従ってください。</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
  },
  LicenseExpiry: {
    en: {
      subject: "Your {Product} licence expires on {Date}",
      body: "<p>The {Product} licence of {Company} expires on {Date}.</p><p>Renew it in My licences ({Link}) so that its features stay available.</p>",
      subjectParams: "Product,Date", bodyParams: "Product,Company,Date,Link",
    },
    es: {
      subject: "Su licencia {Product} vence el {Date}",
      body: "<p>La licencia {Product} de {Company} vence el {Date}.</p><p>Renuévela en Mis licencias ({Link}) para que sus funciones sigan disponibles.</p>",
      subjectParams: "Product,Date", bodyParams: "Product,Company,Date,Link",
    },
    it: {
      subject: "La licenza {Product} scade il {Date}",
      body: "<p>La licenza {Product} di {Company} scade il {Date}.</p><p>La rinnovi in Le mie licenze ({Link}) perché le sue funzioni restino disponibili.</p>",
      subjectParams: "Product,Date", bodyParams: "Product,Company,Date,Link",
    },
    pt: {
      subject: "Sua licença {Product} vence em {Date}",
      body: "<p>A licença {Product} de {Company} vence em {Date}.</p><p>Renove-a em Minhas licenças ({Link}) para que seus recursos continuem disponíveis.</p>",
      subjectParams: "Product,Date", bodyParams: "Product,Company,Date,Link",
    },
    ja: {
      subject: "{Product} ライセンスの有効期限は {Date} です",
      body: "<p>{Company} の {Product} ライセンスは {Date} に期限切れになります。</p><p>機能を引き続きご利用いただくため、ライセンス ({Link}) で更新してください。</p>",
      subjectParams: "Product,Date", bodyParams: "Product,Company,Date,Link",
    },
  },
  // A company administrator added a user with an address that has an account elsewhere (server/users/service.ts).
  UserAddExistingAccount: {
    en: {
      subject: "Someone tried to add you as a user",
      body: "<p>Hello {Name},</p><p>An administrator of {Company} tried to add a new user with this email address, which already has an account. Nothing was created and your account has not changed.</p><p>If you expected this, contact the administrator of {Company}: they can add you with another address. If not, you can ignore this message.</p>",
      subjectParams: "", bodyParams: "Name,Company",
    },
    es: {
      subject: "Alguien intentó añadirle como usuario",
      body: "<p>Hola {Name}:</p><p>Un administrador de {Company} intentó añadir un nuevo usuario con esta dirección de correo, que ya tiene una cuenta. No se ha creado nada y su cuenta no ha cambiado.</p><p>Si lo esperaba, póngase en contacto con el administrador de {Company}: puede añadirle con otra dirección. Si no, puede ignorar este mensaje.</p>",
      subjectParams: "", bodyParams: "Name,Company",
    },
    it: {
      subject: "Qualcuno ha tentato di aggiungerti come utente",
      body: "<p>Gentile {Name},</p><p>un amministratore di {Company} ha tentato di aggiungere un nuovo utente con questo indirizzo email, che ha già un account. Non è stato creato nulla e il tuo account non è cambiato.</p><p>Se te lo aspettavi, contatta l'amministratore di {Company}: può aggiungerti con un altro indirizzo. Altrimenti puoi ignorare questo messaggio.</p>",
      subjectParams: "", bodyParams: "Name,Company",
    },
    pt: {
      subject: "Alguém tentou adicionar você como usuário",
      body: "<p>Olá, {Name},</p><p>Um administrador de {Company} tentou adicionar um novo usuário com este endereço de e-mail, que já possui uma conta. Nada foi criado e sua conta não foi alterada.</p><p>Se você esperava por isso, entre em contato com o administrador de {Company}: ele pode adicionar você com outro endereço. Caso contrário, pode ignorar esta mensagem.</p>",
      subjectParams: "", bodyParams: "Name,Company",
    },
    ja: {
      subject: "ユーザーとしての追加が試みられました",
      body: "<p>{Name} 様</p><p>{Company} の管理者が、すでにアカウントが存在するこのメールアドレスで新しいユーザーを追加しようとしました。何も作成されておらず、お客様のアカウントは変更されていません。</p><p>お心当たりがある場合は、{Company} の管理者にご連絡ください。別のメールアドレスで追加できます。お心当たりがない場合は、このメッセージを無視してください。</p>",
      subjectParams: "", bodyParams: "Name,Company",
    },
  },
  // Many failed sign-ins from addresses the account does not sign in from; at most once a day (server/session/attack.ts).
  AccountUnderAttack: {
    en: {
      subject: "Repeated failed sign-ins to your account",
      body: "<p>Hello {Name},</p><p>In the last hour someone tried many times to sign in to your account with a wrong password, from network addresses you have not signed in from lately. Those addresses were slowed down and then stopped.</p><p>Your password still works: you can sign in as usual at <a href=\"{Link}\">{Link}</a>. If you think someone else may know your password, change it (\"Change password\" once signed in, or \"Forgot your password?\" on that page).</p><p>You receive this notice at most once a day.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    es: {
      subject: "Intentos fallidos repetidos de iniciar sesión en su cuenta",
      body: "<p>Hola {Name}:</p><p>En la última hora alguien intentó muchas veces iniciar sesión en su cuenta con una contraseña incorrecta, desde direcciones de red desde las que usted no ha iniciado sesión últimamente. Esas direcciones se ralentizaron y después se bloquearon.</p><p>Su contraseña sigue funcionando: puede iniciar sesión como siempre en <a href=\"{Link}\">{Link}</a>. Si cree que otra persona podría conocer su contraseña, cámbiela (\"Cambiar contraseña\" después de iniciar sesión, o \"¿Olvidó su contraseña?\" en esa página).</p><p>Recibirá este aviso como máximo una vez al día.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    it: {
      subject: "Ripetuti tentativi di accesso non riusciti al tuo account",
      body: "<p>Gentile {Name},</p><p>nell'ultima ora qualcuno ha tentato più volte di accedere al tuo account con una password errata, da indirizzi di rete da cui non hai effettuato l'accesso di recente. Questi indirizzi sono stati rallentati e poi bloccati.</p><p>La tua password funziona ancora: puoi accedere come sempre da <a href=\"{Link}\">{Link}</a>. Se pensi che qualcun altro possa conoscere la tua password, cambiala («Cambia password» dopo l'accesso, oppure «Password dimenticata?» in quella pagina).</p><p>Ricevi questo avviso al massimo una volta al giorno.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    pt: {
      subject: "Tentativas repetidas e malsucedidas de entrar na sua conta",
      body: "<p>Olá, {Name},</p><p>Na última hora, alguém tentou várias vezes entrar na sua conta com uma senha incorreta, a partir de endereços de rede dos quais você não entrou recentemente. Esses endereços foram retardados e depois bloqueados.</p><p>Sua senha continua funcionando: você pode entrar normalmente em <a href=\"{Link}\">{Link}</a>. Se achar que outra pessoa pode conhecer sua senha, altere-a (“Alterar senha” depois de entrar, ou “Esqueceu sua senha?” nessa página).</p><p>Você recebe este aviso no máximo uma vez por dia.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    ja: {
      subject: "アカウントへのログインの失敗が繰り返されています",
      body: "<p>{Name} 様</p><p>過去1時間に、お客様が最近ログインしていないネットワークアドレスから、誤ったパスワードでお客様のアカウントへのログインが何度も試みられました。これらのアドレスからの試行は遅延させたうえで停止しました。</p><p>お客様のパスワードは引き続き使用できます。<a href=\"{Link}\">{Link}</a> から通常どおりログインしてください。パスワードが他人に知られたおそれがある場合は、パスワードを変更してください (ログイン後の「パスワードの変更」、またはそのページの「パスワードをお忘れですか?」)。</p><p>このお知らせは1日に1回まで送信されます。</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
  },
};

/** Exported so a test can check every declared parameter appears in its text. */
export const mailTemplates = MAILS;

/** Server messages and special objects with their texts (exported for the language test). */
export const messageTexts = MESSAGES.map(([moduleId, name, texts]) => ({ name, what: `message ${moduleId} ${name}`, texts }));
export const specialObjectTexts = SPECIAL_OBJECTS.map(([moduleId, name, texts]) => ({ name, what: `special object ${moduleId} ${name}`, texts }));

const PRIVACY_EN = `<h2>Privacy policy</h2>
<p>This service stores the data your organisation enters to document the sterilisation, washing and disinfection of medical devices: user accounts (name, e-mail address, role), equipment and indicator readings. Your organisation is the data controller; we process the data on its behalf.</p>
<p>We use the data only to provide the service, keep the records your quality system requires, send the e-mails you ask for (password recovery, alerts) and secure the platform. We do not sell data or use it for advertising.</p>
<p>Data is kept for as long as your organisation's licence is active and its retention rules require, then deleted. Access is limited to authorised staff and every change to a reading is logged.</p>
<p>You may ask your administrator or your distributor to access, correct or delete your personal data.</p>`;
const PRIVACY_ES = `<h2>Política de privacidad</h2>
<p>Este servicio almacena los datos que su organización introduce para documentar la esterilización, el lavado y la desinfección de productos sanitarios: cuentas de usuario (nombre, correo electrónico, rol), equipos y lecturas de indicadores. Su organización es la responsable del tratamiento; nosotros tratamos los datos por cuenta de ella.</p>
<p>Usamos los datos solo para prestar el servicio, conservar los registros que exige su sistema de calidad, enviar los correos que usted solicita (recuperación de contraseña, alertas) y proteger la plataforma. No vendemos los datos ni los usamos con fines publicitarios.</p>
<p>Los datos se conservan mientras la licencia de su organización esté activa y sus normas de conservación lo exijan; después se eliminan. El acceso está limitado al personal autorizado y cada cambio en una lectura queda registrado.</p>
<p>Puede pedir a su administrador o a su distribuidor el acceso, la rectificación o la supresión de sus datos personales.</p>`;

const PRIVACY_IT = `<h2>Informativa sulla privacy</h2>
<p>Questo servizio conserva i dati che la tua organizzazione inserisce per documentare la sterilizzazione, il lavaggio e la disinfezione dei dispositivi medici: account utente (nome, indirizzo email, ruolo), apparecchiature e letture degli indicatori. La tua organizzazione è il titolare del trattamento; noi trattiamo i dati per suo conto.</p>
<p>Usiamo i dati solo per fornire il servizio, conservare le registrazioni richieste dal tuo sistema qualità, inviare le email che richiedi (recupero della password, allerte) e proteggere la piattaforma. Non vendiamo i dati né li usiamo per pubblicità.</p>
<p>I dati sono conservati finché la licenza della tua organizzazione è attiva e le sue regole di conservazione lo richiedono, poi vengono cancellati. L'accesso è limitato al personale autorizzato e ogni modifica a una lettura viene registrata.</p>
<p>Puoi chiedere al tuo amministratore o al tuo distributore di accedere ai tuoi dati personali, rettificarli o cancellarli.</p>`;
const PRIVACY_PT = `<h2>Política de privacidade</h2>
<p>Este serviço armazena os dados que sua organização registra para documentar a esterilização, a lavagem e a desinfecção de produtos para saúde: contas de usuário (nome, endereço de e-mail, função), equipamentos e leituras de indicadores. Sua organização é a controladora dos dados; nós os tratamos em nome dela.</p>
<p>Usamos os dados apenas para prestar o serviço, manter os registros exigidos pelo seu sistema de qualidade, enviar os e-mails que você solicita (recuperação de senha, alertas) e proteger a plataforma. Não vendemos os dados nem os usamos para publicidade.</p>
<p>Os dados são mantidos enquanto a licença da sua organização estiver ativa e as regras de retenção dela exigirem; depois, são excluídos. O acesso é restrito a pessoal autorizado e toda alteração em uma leitura é registrada.</p>
<p>Você pode pedir ao seu administrador ou ao seu distribuidor o acesso, a correção ou a exclusão dos seus dados pessoais.</p>`;
const PRIVACY_JA = `<h2>プライバシーポリシー</h2>
<p>本サービスは、医療機器の滅菌・洗浄・消毒を記録するためにお客様の組織が入力したデータ (ユーザーアカウント (氏名、メールアドレス、役割)、機器、インジケータの読み取り) を保存します。データの管理者はお客様の組織であり、当社は組織に代わってデータを処理します。</p>
<p>データは、サービスの提供、品質システムで求められる記録の保持、お客様が依頼したメール (パスワードの再設定、アラート) の送信、プラットフォームの保護の目的にのみ使用します。データを販売したり、広告に使用したりすることはありません。</p>
<p>データは、組織のライセンスが有効であり、その保存規則で求められる期間保持され、その後削除されます。アクセスは許可された担当者に限定され、読み取りへの変更はすべて記録されます。</p>
<p>個人データの開示、訂正、削除は、管理者または販売代理店にご依頼ください。</p>`;

/** The privacy policy in every shipped language (exported for the language test). */
export const privacyPolicies: LanguageTexts = { en: PRIVACY_EN, es: PRIVACY_ES, it: PRIVACY_IT, pt: PRIVACY_PT, ja: PRIVACY_JA };

export async function seedTexts(tx: Tx): Promise<void> {
  const translations: TranslationRow[] = [];
  // Generic over the keys: ui-texts.ts grows with the client.
  const general = Object.entries(uiTexts).map(([name, texts], i) => ({ id: i + 1, name, texts }));
  await tx.generalObject.createMany({ data: general.map(({ id, name, texts }) => ({ id, name, description: texts.en })) });
  for (const g of general) translations.push(...translationsOf("GENERAL_OBJECT", g.id, g.texts));

  await tx.message.createMany({ data: MESSAGES.map(([moduleId, name, texts], i) => ({ id: i + 1, moduleId, name, description: texts.en })) });
  MESSAGES.forEach(([, , texts], i) => translations.push(...translationsOf("MESSAGE", i + 1, texts)));

  await tx.specialObject.createMany({
    data: SPECIAL_OBJECTS.map(([moduleId, name, texts], i) => ({ id: i + 1, moduleId, name, description: texts.en })),
  });
  SPECIAL_OBJECTS.forEach(([, , texts], i) => translations.push(...translationsOf("SPECIAL_OBJECT", i + 1, texts)));
  await tx.translation.createMany({ data: translations });

  await tx.mailTemplate.createMany({
    data: Object.entries(MAILS).flatMap(([mailName, byLanguage]) =>
      SHIPPED_LANGUAGES.map((code) => ({ mailName, languageId: SHIPPED_LANGUAGE_ID[code], ...byLanguage[code] })),
    ),
  });
  await tx.privacyPolicy.createMany({
    data: SHIPPED_LANGUAGES.map((code, i) => ({ id: i + 1, languageId: SHIPPED_LANGUAGE_ID[code], text: privacyPolicies[code] })),
  });
}
