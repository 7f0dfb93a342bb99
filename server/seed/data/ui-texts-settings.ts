// Interface texts of the company parameters screen (310) and the account menu's language and
// format, in the five languages.
import type { UiTexts } from "./ui-texts";

export const settingsTexts: UiTexts = {
  // ── Spec texts (exact English) ──────────────────────────────────────────
  "value must be less than": { en: "value must be less than", es: "el valor debe ser menor que", it: "il valore deve essere minore di", pt: "o valor deve ser menor que", ja: "値は次の値以下にしてください:" },
  "value must be bigger than": { en: "value must be bigger than", es: "el valor debe ser mayor que", it: "il valore deve essere maggiore di", pt: "o valor deve ser maior que", ja: "値は次の値以上にしてください:" },
  "alert threshold must be higher than action threshold": {
    en: "alert threshold must be higher than action threshold",
    es: "el umbral de alerta debe ser mayor que el umbral de acción",
    it: "la soglia di allerta deve essere superiore alla soglia di azione",
    pt: "o limite de alerta deve ser maior que o limite de ação",
    ja: "警告しきい値は処置しきい値より高くなければなりません",
  },

  // ── Parameter names ─────────────────────────────────────────────────────
  "parameters.securityMode": { en: "Security mode", es: "Modo de seguridad", it: "Modalità di sicurezza", pt: "Modo de segurança", ja: "セキュリティモード" },
  "parameters.language": { en: "Language", es: "Idioma", it: "Lingua", pt: "Idioma", ja: "言語" },
  "parameters.regionalFormat": { en: "Regional format", es: "Formato regional", it: "Formato regionale", pt: "Formato regional", ja: "地域の形式" },
  "parameters.temperatureUnit": { en: "Temperature unit", es: "Unidad de temperatura", it: "Unità di temperatura", pt: "Unidade de temperatura", ja: "温度単位" },
  "parameters.noticeDays": { en: "Licence expiry notice (days)", es: "Aviso de vencimiento de licencia (días)", it: "Preavviso di scadenza licenza (giorni)", pt: "Aviso de vencimento da licença (dias)", ja: "ライセンス期限の事前通知 (日)" },
  "parameters.selectedLicense": { en: "Selected licence", es: "Licencia seleccionada", it: "Licenza selezionata", pt: "Licença selecionada", ja: "選択されたライセンス" },
  "parameters.workingMode": { en: "Working mode", es: "Modo de trabajo", it: "Modalità di lavoro", pt: "Modo de trabalho", ja: "作業モード" },
  "parameters.proteinThreshold": { en: "Protein threshold (µg)", es: "Umbral de proteína (µg)", it: "Soglia proteica (µg)", pt: "Limite de proteína (µg)", ja: "タンパク質しきい値 (µg)" },
  "parameters.proteinAlert": { en: "Protein alert threshold (µg/cm²)", es: "Umbral de alerta de proteína (µg/cm²)", it: "Soglia di allerta proteica (µg/cm²)", pt: "Limite de alerta de proteína (µg/cm²)", ja: "タンパク質警告しきい値 (µg/cm²)" },
  "parameters.proteinAction": { en: "Protein action threshold (µg/cm²)", es: "Umbral de acción de proteína (µg/cm²)", it: "Soglia di azione proteica (µg/cm²)", pt: "Limite de ação de proteína (µg/cm²)", ja: "タンパク質処置しきい値 (µg/cm²)" },

  "parameters.incidentRetests": {
    en: "Re-tests before return to service",
    es: "Repruebas antes de volver al servicio",
    it: "Ritest prima della rimessa in servizio",
    pt: "Retestes antes de voltar ao serviço",
    ja: "使用再開までの再試験回数",
  },
  "parameters.incidentOnChemicalFail": {
    en: "Open an incident when a chemical indicator fails",
    es: "Abrir un incidente cuando falla un indicador químico",
    it: "Aprire un incidente quando un indicatore chimico non è conforme",
    pt: "Abrir um incidente quando um indicador químico reprova",
    ja: "化学的インジケータ不合格時にインシデントを開く",
  },
  "parameters.incidentOnProteinAction": {
    en: "Open an incident when a protein result is over the action level",
    es: "Abrir un incidente cuando un resultado de proteína supera el nivel de acción",
    it: "Aprire un incidente quando un risultato proteico supera il livello di azione",
    pt: "Abrir um incidente quando um resultado de proteína está acima do nível de ação",
    ja: "タンパク質の結果が処置レベルを超えたときにインシデントを開く",
  },

  // ── Options ─────────────────────────────────────────────────────────────
  "parameters.securityMode.0": { en: "Not Required", es: "No requerido", it: "Non richiesto", pt: "Não obrigatório", ja: "必須なし" },
  "parameters.securityMode.1": { en: "Relax", es: "Relajado", it: "Rilassato", pt: "Relaxado", ja: "緩和" },
  "parameters.securityMode.2": { en: "Medium", es: "Medio", it: "Medio", pt: "Médio", ja: "中" },
  "parameters.securityMode.3": { en: "Strict", es: "Estricto", it: "Rigoroso", pt: "Rigoroso", ja: "厳格" },
  "parameters.workingMode.0": { en: "Single threshold", es: "Umbral único", it: "Soglia unica", pt: "Limite único", ja: "単一しきい値" },
  "parameters.workingMode.1": {
    en: "Alert and action thresholds (ISO 15883-5)",
    es: "Umbrales de alerta y de acción (ISO 15883-5)",
    it: "Soglie di allerta e di azione (ISO 15883-5)",
    pt: "Limites de alerta e de ação (ISO 15883-5)",
    ja: "警告・処置しきい値 (ISO 15883-5)",
  },
  "parameters.temperatureUnit.0": { en: "Celsius (°C)", es: "Celsius (°C)", it: "Celsius (°C)", pt: "Celsius (°C)", ja: "摂氏 (°C)" },
  "parameters.temperatureUnit.1": { en: "Fahrenheit (°F)", es: "Fahrenheit (°F)", it: "Fahrenheit (°F)", pt: "Fahrenheit (°F)", ja: "華氏 (°F)" },
  "parameters.yesNo.0": { en: "No", es: "No", it: "No", pt: "Não", ja: "いいえ" },
  "parameters.yesNo.1": { en: "Yes", es: "Sí", it: "Sì", pt: "Sim", ja: "はい" },
  "parameters.selectedLicense.none": { en: "None", es: "Ninguna", it: "Nessuna", pt: "Nenhuma", ja: "なし" },

  // ── Server answers ──────────────────────────────────────────────────────
  "parameters.saved": { en: "'{{name}}' saved.", es: "'{{name}}' guardado.", it: "'{{name}}' salvato.", pt: "'{{name}}' salvo.", ja: "「{{name}}」を保存しました。" },
  "parameters.thresholdsSaved": { en: "Protein thresholds saved.", es: "Umbrales de proteína guardados.", it: "Soglie proteiche salvate.", pt: "Limites de proteína salvos.", ja: "タンパク質しきい値を保存しました。" },
  "parameters.resetOne": {
    en: "'{{name}}' is back to its default value.",
    es: "'{{name}}' ha vuelto a su valor predeterminado.",
    it: "'{{name}}' è tornato al valore predefinito.",
    pt: "'{{name}}' voltou ao valor padrão.",
    ja: "「{{name}}」を既定値に戻しました。",
  },
  "parameters.resetAll": {
    en: "All parameters are back to their default values.",
    es: "Todos los parámetros han vuelto a sus valores predeterminados.",
    it: "Tutti i parametri sono tornati ai valori predefiniti.",
    pt: "Todos os parâmetros voltaram aos valores padrão.",
    ja: "すべてのパラメータを既定値に戻しました。",
  },

  // Field checks (server and screen): the bound or step inserted where each language puts it.
  "parameters.valueLessThan": { en: "value must be less than {{bound}}", es: "el valor debe ser menor que {{bound}}", it: "il valore deve essere minore di {{bound}}", pt: "o valor deve ser menor que {{bound}}", ja: "値は{{bound}}以下にしてください" },
  "parameters.valueBiggerThan": { en: "value must be bigger than {{bound}}", es: "el valor debe ser mayor que {{bound}}", it: "il valore deve essere maggiore di {{bound}}", pt: "o valor deve ser maior que {{bound}}", ja: "値は{{bound}}以上にしてください" },
  "parameters.step": {
    en: "The value must go in steps of {{step}} (for example 1.2, not 1.25).",
    es: "El valor debe ir en pasos de {{step}} (por ejemplo 1,2, no 1,25).",
    it: "Il valore deve procedere a passi di {{step}} (per esempio 1,2, non 1,25).",
    pt: "O valor deve seguir passos de {{step}} (por exemplo 1,2, não 1,25).",
    ja: "値は{{step}}刻みで入力してください (例: 1.2。1.25 は不可)。",
  },
  "parameters.notAnOption": { en: "The value is not one of the options.", es: "El valor no es una de las opciones.", it: "Il valore non è una delle opzioni.", pt: "O valor não é uma das opções.", ja: "値が選択肢のいずれでもありません。" },
  "parameters.wholeNumber": { en: "The value must be a whole number.", es: "El valor debe ser un número entero.", it: "Il valore deve essere un numero intero.", pt: "O valor deve ser um número inteiro.", ja: "値は整数で入力してください。" },
  "parameters.maxLength": { en: "The field must be at most {{max}} characters.", es: "El campo debe tener como máximo {{max}} caracteres.", it: "Il campo deve avere al massimo {{max}} caratteri.", pt: "O campo deve ter no máximo {{max}} caracteres.", ja: "この項目は{{max}}文字以内で入力してください。" },
  "parameters.unknownType": {
    en: "The parameter type is not one of the company parameters.",
    es: "El tipo de parámetro no es uno de los parámetros de la compañía.",
    it: "Il tipo di parametro non è uno dei parametri dell'azienda.",
    pt: "O tipo de parâmetro não é um dos parâmetros da empresa.",
    ja: "パラメータの種類が会社のパラメータのいずれでもありません。",
  },

  // ── Screen 310 ──────────────────────────────────────────────────────────
  "parameters.eyebrow": { en: "Company", es: "Compañía", it: "Azienda", pt: "Empresa", ja: "会社" },
  "parameters.title": { en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメータ" },
  "parameters.description": {
    en: "Settings that apply to everyone in your company. Changes take effect at once on every open screen.",
    es: "Ajustes que se aplican a todos en su compañía. Los cambios se aplican de inmediato en todas las pantallas abiertas.",
    it: "Impostazioni valide per tutti nella sua azienda. Le modifiche hanno effetto subito su ogni schermata aperta.",
    pt: "Configurações que valem para todos na sua empresa. As alterações entram em vigor imediatamente em todas as telas abertas.",
    ja: "会社の全員に適用される設定です。変更は開いているすべての画面に直ちに反映されます。",
  },
  "parameters.general": { en: "General parameters", es: "Parámetros generales", it: "Parametri generali", pt: "Parâmetros gerais", ja: "一般パラメータ" },
  "parameters.workingModeBlock": { en: "Working mode", es: "Modo de trabajo", it: "Modalità di lavoro", pt: "Modo de trabalho", ja: "作業モード" },
  "parameters.workingModeHelp": {
    en: "How protein results are judged: against one threshold, or against an alert and an action threshold.",
    es: "Cómo se juzgan los resultados de proteína: con un umbral único o con un umbral de alerta y otro de acción.",
    it: "Come vengono valutati i risultati proteici: con una soglia unica oppure con una soglia di allerta e una di azione.",
    pt: "Como os resultados de proteína são avaliados: com um limite único ou com um limite de alerta e outro de ação.",
    ja: "タンパク質の結果の判定方法：単一のしきい値、または警告しきい値と処置しきい値。",
  },
  "parameters.incidentsBlock": { en: "Incidents", es: "Incidentes", it: "Incidenti", pt: "Incidentes", ja: "インシデント" },
  "parameters.incidentsHelp": {
    en: "Which failed results take a machine out of service, and how many consecutive passed re-tests it needs before a manager signs its return to service (AAMI ST79: three).",
    es: "Qué resultados fallidos dejan una máquina fuera de servicio y cuántas repruebas superadas consecutivas necesita antes de que un responsable firme su vuelta al servicio (AAMI ST79: tres).",
    it: "Quali risultati non conformi mettono una macchina fuori servizio e quanti ritest superati consecutivi servono prima che un responsabile firmi la rimessa in servizio (AAMI ST79: tre).",
    pt: "Quais resultados reprovados tiram uma máquina de serviço e quantos retestes aprovados consecutivos ela precisa antes que um responsável assine o retorno ao serviço (AAMI ST79: três).",
    ja: "どの不合格結果で機器を使用停止にするか、また管理者が使用再開に署名するまでに必要な連続合格再試験の回数 (AAMI ST79: 3 回)。",
  },
  "parameters.save": { en: "Save", es: "Guardar", it: "Salva", pt: "Salvar", ja: "保存" },
  "parameters.saveNamed": { en: "Save {{name}}", es: "Guardar {{name}}", it: "Salva {{name}}", pt: "Salvar {{name}}", ja: "{{name}}を保存" },
  "parameters.saveThresholds": { en: "Save thresholds", es: "Guardar umbrales", it: "Salva soglie", pt: "Salvar limites", ja: "しきい値を保存" },
  "parameters.reset": { en: "Default", es: "Predeterminado", it: "Predefinito", pt: "Padrão", ja: "既定値" },
  "parameters.resetNamed": { en: "Reset {{name}} to its default", es: "Restablecer {{name}} al valor predeterminado", it: "Ripristina {{name}} al valore predefinito", pt: "Restaurar {{name}} ao valor padrão", ja: "{{name}}を既定値に戻す" },
  "parameters.resetAllButton": { en: "Reset all to defaults", es: "Restablecer todo", it: "Ripristina tutto", pt: "Restaurar tudo", ja: "すべて既定値に戻す" },
  "parameters.resetAllQuestion": {
    en: "Reset every parameter of the company to its default value?",
    es: "¿Restablecer todos los parámetros de la compañía a sus valores predeterminados?",
    it: "Ripristinare tutti i parametri dell'azienda ai valori predefiniti?",
    pt: "Restaurar todos os parâmetros da empresa aos valores padrão?",
    ja: "会社のすべてのパラメータを既定値に戻しますか？",
  },
  "parameters.workingModeQuestion": {
    en: "Change the working mode to '{{mode}}'? Protein results will be judged by it from now on.",
    es: "¿Cambiar el modo de trabajo a '{{mode}}'? A partir de ahora los resultados de proteína se juzgarán según este modo.",
    it: "Cambiare la modalità di lavoro in '{{mode}}'? D'ora in poi i risultati proteici saranno valutati in base a essa.",
    pt: "Alterar o modo de trabalho para '{{mode}}'? A partir de agora os resultados de proteína serão avaliados por ele.",
    ja: "作業モードを「{{mode}}」に変更しますか？今後、タンパク質の結果はこのモードで判定されます。",
  },
  "parameters.workingModeConfirmTitle": { en: "Change the working mode", es: "Cambiar el modo de trabajo", it: "Cambia la modalità di lavoro", pt: "Alterar o modo de trabalho", ja: "作業モードの変更" },
  "parameters.confirm": { en: "Confirm", es: "Confirmar", it: "Conferma", pt: "Confirmar", ja: "確認" },
  "parameters.cancel": { en: "Cancel", es: "Cancelar", it: "Annulla", pt: "Cancelar", ja: "キャンセル" },
  "parameters.ticketWarning": {
    en: "Verify the working-mode ticket: the protein reader's printed ticket must show the new working mode before the next reading.",
    es: "Verifique el ticket del modo de trabajo: el ticket impreso del lector de proteínas debe mostrar el nuevo modo antes de la próxima lectura.",
    it: "Verifichi lo scontrino della modalità di lavoro: lo scontrino stampato dal lettore proteico deve mostrare la nuova modalità prima della prossima lettura.",
    pt: "Verifique o ticket do modo de trabalho: o ticket impresso do leitor de proteínas deve mostrar o novo modo antes da próxima leitura.",
    ja: "作業モードのチケットを確認してください：次の読み取りの前に、タンパク質リーダーの印刷チケットに新しいモードが表示されている必要があります。",
  },
  "parameters.changedElsewhere": {
    en: "Another user changed the parameters: the values shown are up to date.",
    es: "Otro usuario cambió los parámetros: los valores mostrados están actualizados.",
    it: "Un altro utente ha modificato i parametri: i valori mostrati sono aggiornati.",
    pt: "Outro usuário alterou os parâmetros: os valores exibidos estão atualizados.",
    ja: "別のユーザーがパラメータを変更しました。表示されている値は最新です。",
  },
  "parameters.reloading": { en: "Applying the new language and formats…", es: "Aplicando el nuevo idioma y los formatos…", it: "Applicazione della nuova lingua e dei formati…", pt: "Aplicando o novo idioma e os formatos…", ja: "新しい言語と形式を適用しています…" },
  "parameters.range": { en: "From {{min}} to {{max}}", es: "De {{min}} a {{max}}", it: "Da {{min}} a {{max}}", pt: "De {{min}} a {{max}}", ja: "{{min}}～{{max}}" },

  // ── Account menu: the user's own language and format ───────────────────
  "account.preferences": { en: "Language and format", es: "Idioma y formato", it: "Lingua e formato", pt: "Idioma e formato", ja: "言語と形式" },
  "account.preferencesHelp": {
    en: "Your own choice; it overrides the company's for you only.",
    es: "Su elección personal; sustituye a la de la compañía solo para usted.",
    it: "La sua scelta personale; sostituisce quella dell'azienda solo per lei.",
    pt: "Sua escolha pessoal; substitui a da empresa apenas para você.",
    ja: "あなた個人の設定です。あなたについてのみ会社の設定より優先されます。",
  },
  "account.companyFormat": { en: "As the company", es: "Como la compañía", it: "Come l'azienda", pt: "Como a empresa", ja: "会社の設定に従う" },
  "account.preferencesSaved": { en: "Your preferences were saved.", es: "Se guardaron sus preferencias.", it: "Le sue preferenze sono state salvate.", pt: "Suas preferências foram salvas.", ja: "設定を保存しました。" },
};
