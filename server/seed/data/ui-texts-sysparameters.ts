// Interface texts of the system parameters (/sysparameter; server/sysparameters): the screen,
// the server's confirmations and messages, and each parameter type's description in the five
// languages (the stored description is the English fallback).
import type { UiTexts } from "./ui-texts";

const typeDescriptions: UiTexts = {
  "sysParameters.type.1": { en: "Sender e-mail address", es: "Dirección de correo del remitente", it: "Indirizzo e-mail del mittente", pt: "Endereço de e-mail do remetente", ja: "送信元メールアドレス" },
  "sysParameters.type.2": { en: "Support e-mail address", es: "Dirección de correo de soporte", it: "Indirizzo e-mail dell'assistenza", pt: "Endereço de e-mail do suporte", ja: "サポートのメールアドレス" },
  "sysParameters.type.3": { en: "Default language", es: "Idioma predeterminado", it: "Lingua predefinita", pt: "Idioma padrão", ja: "既定の言語" },
  "sysParameters.type.4": {
    en: "Password recovery link validity (minutes)",
    es: "Validez del enlace de recuperación de contraseña (minutos)",
    it: "Validità del link di recupero password (minuti)",
    pt: "Validade do link de recuperação de senha (minutos)",
    ja: "パスワード再設定リンクの有効期間(分)",
  },
  "sysParameters.type.5": { en: "Licence expiry notice (days)", es: "Aviso de vencimiento de licencia (días)", it: "Preavviso di scadenza della licenza (giorni)", pt: "Aviso de vencimento da licença (dias)", ja: "ライセンス期限切れの事前通知(日)" },
  "sysParameters.type.6": { en: "Trial licence length (days)", es: "Duración de la licencia de prueba (días)", it: "Durata della licenza di prova (giorni)", pt: "Duração da licença de teste (dias)", ja: "試用ライセンスの期間(日)" },
  "sysParameters.type.7": {
    en: "Default protein alert threshold (µg/cm²)",
    es: "Umbral de alerta de proteína predeterminado (µg/cm²)",
    it: "Soglia di allerta proteica predefinita (µg/cm²)",
    pt: "Limite de alerta de proteína padrão (µg/cm²)",
    ja: "既定のタンパク質警告しきい値(µg/cm²)",
  },
  "sysParameters.type.8": {
    en: "Default protein action threshold (µg/cm²)",
    es: "Umbral de acción de proteína predeterminado (µg/cm²)",
    it: "Soglia di intervento proteica predefinita (µg/cm²)",
    pt: "Limite de ação de proteína padrão (µg/cm²)",
    ja: "既定のタンパク質処置しきい値(µg/cm²)",
  },
  "sysParameters.type.9": { en: "Agent download URL", es: "URL de descarga del agente", it: "URL di download dell'agente", pt: "URL de download do agente", ja: "エージェントのダウンロードURL" },
  "sysParameters.type.10": { en: "Cloud user manual URL", es: "URL del manual de usuario de la nube", it: "URL del manuale utente cloud", pt: "URL do manual do usuário da nuvem", ja: "クラウドのユーザーマニュアルのURL" },
  "sysParameters.type.11": { en: "Migration manual URL", es: "URL del manual de migración", it: "URL del manuale di migrazione", pt: "URL do manual de migração", ja: "移行マニュアルのURL" },
  "sysParameters.type.12": { en: "Cloud quick guide URL", es: "URL de la guía rápida de la nube", it: "URL della guida rapida cloud", pt: "URL do guia rápido da nuvem", ja: "クラウドのクイックガイドのURL" },
  "sysParameters.type.13": { en: "Agent updater URL", es: "URL del actualizador del agente", it: "URL del programma di aggiornamento dell'agente", pt: "URL do atualizador do agente", ja: "エージェント更新プログラムのURL" },
  "sysParameters.type.14": {
    en: "Cyber-security statement URL",
    es: "URL de la declaración de ciberseguridad",
    it: "URL della dichiarazione di sicurezza informatica",
    pt: "URL da declaração de cibersegurança",
    ja: "サイバーセキュリティ声明のURL",
  },
  "sysParameters.type.15": { en: "SMTP password", es: "Contraseña SMTP", it: "Password del server SMTP", pt: "Senha SMTP", ja: "SMTPパスワード" },
  "sysParameters.type.16": {
    en: "Incubator offline after (minutes)",
    es: "Incubadora sin conexión después de (minutos)",
    it: "Incubatrice offline dopo (minuti)",
    pt: "Incubadora offline após (minutos)",
    ja: "インキュベーターをオフラインとみなすまでの時間(分)",
  },
  "sysParameters.type.17": {
    en: "Incubation temperature tolerance (°C)",
    es: "Tolerancia de temperatura de incubación (°C)",
    it: "Tolleranza della temperatura di incubazione (°C)",
    pt: "Tolerância de temperatura de incubação (°C)",
    ja: "培養温度の許容差(°C)",
  },
};

const serverTexts: UiTexts = {
  // Spec 002 section 8, kept as given; {{type}} is the parameter's description.
  "Parameter {{type}} successfully updated.": {
    en: "Parameter {{type}} successfully updated.",
    es: "Parámetro {{type}} actualizado correctamente.",
    it: "Parametro {{type}} aggiornato correttamente.",
    pt: "Parâmetro {{type}} atualizado com sucesso.",
    ja: "パラメータ「{{type}}」を更新しました。",
  },
  "sysParameters.resetAll": {
    en: "Every parameter of {{owner}} is back to its default value.",
    es: "Todos los parámetros de {{owner}} han vuelto a su valor predeterminado.",
    it: "Tutti i parametri di {{owner}} sono tornati al valore predefinito.",
    pt: "Todos os parâmetros de {{owner}} voltaram ao valor padrão.",
    ja: "{{owner}} のすべてのパラメータを既定値に戻しました。",
  },
  "sysParameters.resetAllProvider": {
    en: "Every provider-wide parameter is back to its default value.",
    es: "Todos los parámetros del proveedor han vuelto a su valor predeterminado.",
    it: "Tutti i parametri del fornitore sono tornati al valore predefinito.",
    pt: "Todos os parâmetros do provedor voltaram ao valor padrão.",
    ja: "プロバイダー全体のすべてのパラメータを既定値に戻しました。",
  },
  "sysParameters.provider": { en: "Provider defaults", es: "Valores del proveedor", it: "Valori del fornitore", pt: "Valores do provedor", ja: "プロバイダーの既定値" },
  "sysParameters.mustBeText": { en: "The value must be text.", es: "El valor debe ser un texto.", it: "Il valore deve essere un testo.", pt: "O valor deve ser um texto.", ja: "値は文字列で指定してください。" },
  "sysParameters.passwordRequired": {
    en: "Type the new password (Default removes the stored one).",
    es: "Escriba la nueva contraseña (Predeterminado borra la guardada).",
    it: "Digitare la nuova password (Predefinito elimina quella salvata).",
    pt: "Digite a nova senha (Padrão remove a senha salva).",
    ja: "新しいパスワードを入力してください(保存済みのパスワードは「既定値」で削除できます)。",
  },
  "sysParameters.maxLength": { en: "At most {{max}} characters.", es: "Como máximo {{max}} caracteres.", it: "Al massimo {{max}} caratteri.", pt: "No máximo {{max}} caracteres.", ja: "{{max}}文字以内で入力してください。" },
  "sysParameters.controlCharacters": {
    en: "The value cannot contain line breaks or control characters.",
    es: "El valor no puede contener saltos de línea ni caracteres de control.",
    it: "Il valore non può contenere interruzioni di riga o caratteri di controllo.",
    pt: "O valor não pode conter quebras de linha nem caracteres de controle.",
    ja: "値に改行や制御文字は使用できません。",
  },
  "sysParameters.invalidEmail": { en: "Enter a valid e-mail address.", es: "Introduzca una dirección de correo válida.", it: "Inserire un indirizzo e-mail valido.", pt: "Informe um endereço de e-mail válido.", ja: "有効なメールアドレスを入力してください。" },
  "sysParameters.wholeNumber": { en: "The value must be a whole number.", es: "El valor debe ser un número entero.", it: "Il valore deve essere un numero intero.", pt: "O valor deve ser um número inteiro.", ja: "値は整数で入力してください。" },
  "sysParameters.decimals": {
    en: "The value may have at most {{count}} decimals.",
    es: "El valor admite como máximo {{count}} decimales.",
    it: "Il valore può avere al massimo {{count}} decimali.",
    pt: "O valor pode ter no máximo {{count}} casas decimais.",
    ja: "小数点以下は{{count}}桁までです。",
  },
  "sysParameters.languageNumeric": { en: "The language must be a language id (a number).", es: "El idioma debe ser un identificador de idioma (un número).", it: "La lingua deve essere un identificativo di lingua (un numero).", pt: "O idioma deve ser um identificador de idioma (um número).", ja: "言語は言語ID(数値)で指定してください。" },
  "sysParameters.languageNotOffered": {
    en: "The language is not one of the enabled languages offered here.",
    es: "El idioma no es uno de los idiomas habilitados que se ofrecen aquí.",
    it: "La lingua non è tra le lingue abilitate offerte qui.",
    pt: "O idioma não é um dos idiomas habilitados oferecidos aqui.",
    ja: "この言語はここで選べる有効な言語ではありません。",
  },
};

const screenTexts: UiTexts = {
  "sysParameters.title": { en: "System parameters", es: "Parámetros del sistema", it: "Parametri di sistema", pt: "Parâmetros do sistema", ja: "システムパラメータ" },
  "sysParameters.description": {
    en: "The provider's defaults and each distributor's own copy. Changes apply at once and each one is written to the system log.",
    es: "Los valores del proveedor y la copia propia de cada distribuidor. Los cambios se aplican de inmediato y cada uno queda en el registro del sistema.",
    it: "I valori del fornitore e la copia propria di ogni distributore. Le modifiche valgono subito e ognuna viene scritta nel registro di sistema.",
    pt: "Os valores do provedor e a cópia própria de cada distribuidor. As alterações valem imediatamente e cada uma fica no log do sistema.",
    ja: "プロバイダーの既定値と各販売代理店のコピーです。変更はただちに反映され、それぞれシステムログに記録されます。",
  },
  "sysParameters.owner": { en: "Parameters of", es: "Parámetros de", it: "Parametri di", pt: "Parâmetros de", ja: "対象" },
  "sysParameters.save": { en: "Save", es: "Guardar", it: "Salva", pt: "Salvar", ja: "保存" },
  "sysParameters.default": { en: "Default", es: "Predeterminado", it: "Predefinito", pt: "Padrão", ja: "既定値" },
  "sysParameters.saveNamed": { en: "Save {{name}}", es: "Guardar {{name}}", it: "Salva {{name}}", pt: "Salvar {{name}}", ja: "{{name}}を保存" },
  "sysParameters.defaultNamed": { en: "Put {{name}} back to its default value", es: "Volver {{name}} a su valor predeterminado", it: "Riportare {{name}} al valore predefinito", pt: "Voltar {{name}} ao valor padrão", ja: "{{name}}を既定値に戻す" },
  "sysParameters.resetAllButton": { en: "Reset all", es: "Restablecer todo", it: "Ripristina tutto", pt: "Redefinir tudo", ja: "すべてリセット" },
  "sysParameters.resetAllQuestion": {
    en: "Put every parameter of {{owner}} back to its default value?",
    es: "¿Volver todos los parámetros de {{owner}} a su valor predeterminado?",
    it: "Riportare tutti i parametri di {{owner}} al valore predefinito?",
    pt: "Voltar todos os parâmetros de {{owner}} ao valor padrão?",
    ja: "{{owner}} のすべてのパラメータを既定値に戻しますか?",
  },
  "sysParameters.range": { en: "From {{min}} to {{max}}.", es: "De {{min}} a {{max}}.", it: "Da {{min}} a {{max}}.", pt: "De {{min}} a {{max}}.", ja: "{{min}}から{{max}}まで。" },
  "sysParameters.isDefault": { en: "Default value.", es: "Valor predeterminado.", it: "Valore predefinito.", pt: "Valor padrão.", ja: "既定値です。" },
  "sysParameters.passwordSet": {
    en: "A password is stored; it is never shown. Type a new one to replace it.",
    es: "Hay una contraseña guardada; nunca se muestra. Escriba una nueva para reemplazarla.",
    it: "È salvata una password, che non viene mai mostrata. Digitarne una nuova per sostituirla.",
    pt: "Há uma senha salva; ela nunca é exibida. Digite uma nova para substituí-la.",
    ja: "パスワードは保存済みで、表示されません。置き換えるには新しいパスワードを入力してください。",
  },
  "sysParameters.passwordNotSet": { en: "No password is stored.", es: "No hay ninguna contraseña guardada.", it: "Nessuna password salvata.", pt: "Nenhuma senha salva.", ja: "パスワードは保存されていません。" },
  "sysParameters.empty": { en: "This set has no parameters.", es: "Este conjunto no tiene parámetros.", it: "Questo insieme non ha parametri.", pt: "Este conjunto não tem parâmetros.", ja: "このセットにはパラメータがありません。" },
};

export const sysParameterTexts: UiTexts = { ...typeDescriptions, ...serverTexts, ...screenTexts };
