// Interface texts of the change password (130) and application log (320), in the five languages.
// The server's own answers (account.passwordChanged, account.wrongCurrentPassword) and the
// words of the log's detail (applog.entity.*, applog.action.*) are read in the reader's
// language by server/account/texts.ts.
import type { UiTexts } from "./ui-texts";

export const accountTexts: UiTexts = {
  // ── Spec text (exact English) ───────────────────────────────────────────
  "Password does not match": {
    en: "Password does not match",
    es: "La contraseña no coincide",
    it: "La password non corrisponde",
    pt: "A senha não corresponde",
    ja: "パスワードが一致しません",
  },

  // ── Change password (screen 130) ────────────────────────────────────────
  "account.eyebrow": { en: "My account", es: "Mi cuenta", it: "Il mio account", pt: "Minha conta", ja: "マイアカウント" },
  "account.title": { en: "Change password", es: "Cambiar contraseña", it: "Cambia password", pt: "Alterar senha", ja: "パスワードの変更" },
  "account.description": {
    en: "Choose a new password for your account. Your other open sessions will be signed out.",
    es: "Elija una nueva contraseña para su cuenta. Se cerrarán sus otras sesiones abiertas.",
    it: "Scegli una nuova password per il tuo account. Le altre sessioni aperte verranno chiuse.",
    pt: "Escolha uma nova senha para a sua conta. As suas outras sessões abertas serão encerradas.",
    ja: "アカウントの新しいパスワードを設定してください。開いている他のセッションはサインアウトされます。",
  },
  "account.currentPassword": { en: "Current password", es: "Contraseña actual", it: "Password attuale", pt: "Senha atual", ja: "現在のパスワード" },
  "account.newPassword": { en: "New password", es: "Nueva contraseña", it: "Nuova password", pt: "Nova senha", ja: "新しいパスワード" },
  "account.confirmPassword": { en: "Confirm new password", es: "Confirmar nueva contraseña", it: "Conferma nuova password", pt: "Confirmar nova senha", ja: "新しいパスワード（確認）" },
  "account.accept": { en: "Accept", es: "Aceptar", it: "Accetta", pt: "Aceitar", ja: "確定" },
  "account.cancel": { en: "Cancel", es: "Cancelar", it: "Annulla", pt: "Cancelar", ja: "キャンセル" },
  "account.passwordChanged": {
    en: "Your password has been changed.",
    es: "Su contraseña se ha cambiado.",
    it: "La password è stata modificata.",
    pt: "A sua senha foi alterada.",
    ja: "パスワードを変更しました。",
  },
  "account.wrongCurrentPassword": {
    en: "The current password is not correct.",
    es: "La contraseña actual no es correcta.",
    it: "La password attuale non è corretta.",
    pt: "A senha atual não está correta.",
    ja: "現在のパスワードが正しくありません。",
  },
  "account.networkError": {
    en: "The server could not be reached. Check your connection and try again.",
    es: "No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
    it: "Impossibile raggiungere il server. Controlla la connessione e riprova.",
    pt: "Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.",
    ja: "サーバーに接続できませんでした。接続を確認して、もう一度お試しください。",
  },

  // ── Application log (screen 320) ────────────────────────────────────────
  "applog.eyebrow": { en: "Administration", es: "Administración", it: "Amministrazione", pt: "Administração", ja: "管理" },
  "applog.title": { en: "Application log", es: "Registro de actividad", it: "Registro attività", pt: "Registro de atividades", ja: "操作ログ" },
  "applog.description": {
    en: "Every change made through the application: who, when and what. Newest first.",
    es: "Cada cambio hecho en la aplicación: quién, cuándo y qué. Los más recientes primero.",
    it: "Ogni modifica fatta nell'applicazione: chi, quando e cosa. Prima le più recenti.",
    pt: "Cada alteração feita na aplicação: quem, quando e o quê. Mais recentes primeiro.",
    ja: "アプリケーションで行われたすべての変更（誰が、いつ、何を）。新しい順に表示します。",
  },
  "applog.logDate": { en: "Date", es: "Fecha", it: "Data", pt: "Data", ja: "日時" },
  "applog.appUser": { en: "User", es: "Usuario", it: "Utente", pt: "Usuário", ja: "ユーザー" },
  "applog.logDetail": { en: "Detail", es: "Detalle", it: "Dettaglio", pt: "Detalhe", ja: "詳細" },

  // Words of a log entry's detail: what was changed (entity) and how (action).
  "applog.entity.AppUser": { en: "User", es: "Usuario", it: "Utente", pt: "Usuário", ja: "ユーザー" },
  "applog.entity.Sector": { en: "Sector", es: "Sector", it: "Reparto", pt: "Setor", ja: "部門" },
  "applog.entity.Incubator": { en: "Incubator", es: "Incubadora", it: "Incubatore", pt: "Incubadora", ja: "インキュベーター" },
  "applog.entity.Sterilizer": { en: "Sterilizer", es: "Esterilizador", it: "Sterilizzatrice", pt: "Esterilizador", ja: "滅菌器" },
  "applog.entity.Washer": { en: "Washer", es: "Lavadora", it: "Lavatrice", pt: "Lavadora", ja: "洗浄機" },
  "applog.entity.Disinfector": { en: "Disinfector", es: "Desinfectadora", it: "Disinfettatrice", pt: "Desinfetadora", ja: "消毒器" },
  "applog.entity.WebhookSubscription": { en: "Webhook subscription", es: "Suscripción de webhook", it: "Sottoscrizione webhook", pt: "Assinatura de webhook", ja: "Webhook の購読" },
  "applog.entity.Company": { en: "Company", es: "Empresa", it: "Azienda", pt: "Empresa", ja: "会社" },
  "applog.entity.Parameter": { en: "Parameter", es: "Parámetro", it: "Parametro", pt: "Parâmetro", ja: "パラメータ" },
  "applog.entity.License": { en: "Licence", es: "Licencia", it: "Licenza", pt: "Licença", ja: "ライセンス" },
  "applog.entity.CompanyFile": { en: "Company logo", es: "Logotipo de la empresa", it: "Logo aziendale", pt: "Logotipo da empresa", ja: "会社ロゴ" },
  "applog.entity.Reading": { en: "Reading", es: "Lectura", it: "Lettura", pt: "Leitura", ja: "読み取り" },
  "applog.entity.Translation": { en: "Translation", es: "Traducción", it: "Traduzione", pt: "Tradução", ja: "翻訳" },
  "applog.action.reset": { en: "reset to default", es: "valor predeterminado", it: "ripristino", pt: "valor padrão", ja: "既定値に戻す" },
  "applog.action.request": { en: "requested", es: "solicitud", it: "richiesta", pt: "solicitação", ja: "申請" },
  "applog.action.activate": { en: "activated", es: "activación", it: "attivazione", pt: "ativação", ja: "有効化" },
  "applog.action.create": { en: "created", es: "alta", it: "creazione", pt: "criação", ja: "作成" },
  "applog.action.update": { en: "changed", es: "modificación", it: "modifica", pt: "alteração", ja: "変更" },
  "applog.action.delete": { en: "deleted", es: "baja", it: "eliminazione", pt: "exclusão", ja: "削除" },
  "applog.action.archive": { en: "archived", es: "archivado", it: "archiviazione", pt: "arquivamento", ja: "アーカイブ" },
  "applog.action.signup": { en: "signed up", es: "registro", it: "registrazione", pt: "cadastro", ja: "登録" },
  "applog.action.changePassword": { en: "password changed", es: "cambio de contraseña", it: "cambio password", pt: "alteração de senha", ja: "パスワード変更" },
  // Structured details (app_log.data), rendered in the reader's language: the parameter's name, its values' labels.
  "applog.parameter.changed": {
    en: "{{name}}: '{{before}}' → '{{after}}'",
    es: "{{name}}: de '{{before}}' a '{{after}}'",
    it: "{{name}}: da '{{before}}' a '{{after}}'",
    pt: "{{name}}: de '{{before}}' para '{{after}}'",
    ja: "{{name}}：「{{before}}」→「{{after}}」",
  },
  "applog.preferences.changed": {
    en: "Own language {{language}}, regional format {{format}}",
    es: "Idioma propio {{language}}, formato regional {{format}}",
    it: "Lingua personale {{language}}, formato regionale {{format}}",
    pt: "Idioma próprio {{language}}, formato regional {{format}}",
    ja: "個人の言語 {{language}}、地域の形式 {{format}}",
  },
};
