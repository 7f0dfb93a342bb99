// Interface texts of the historical browser and its report (en, es, it, pt, ja).
import type { UiTexts } from "./ui-texts";

export const historicalTexts: UiTexts = {
  FilterEmpty: {
    en: "No filter is applied: the record will include every reading. Generate it anyway?",
    es: "No hay ningún filtro aplicado: el registro incluirá todas las lecturas. ¿Generarlo de todos modos?",
    it: "Nessun filtro applicato: il registro includerà tutte le letture. Generarlo comunque?",
    pt: "Nenhum filtro aplicado: o registro incluirá todas as leituras. Gerar mesmo assim?",
    ja: "フィルターが適用されていません。記録にはすべての読み取りが含まれます。このまま作成しますか?",
  },
  ValueMustBeNumber: {
    en: "The value must be a number.",
    es: "El valor debe ser un número.",
    it: "Il valore deve essere un numero.",
    pt: "O valor deve ser um número.",
    ja: "値は数値である必要があります。",
  },

  // Screen 810 (/AppHistorical).
  "historical.title": { en: "Historical readings", es: "Histórico de lecturas", it: "Letture storiche", pt: "Leituras históricas", ja: "読み取り履歴" },
  "historical.description": {
    en: "Readings moved to historical or saved: filter them, review them, print the record or export them.",
    es: "Lecturas pasadas al histórico o guardadas: fíltrelas, revíselas, imprima el registro o expórtelas.",
    it: "Letture spostate nello storico o salvate: filtrale, rivedile, stampa il registro o esportale.",
    pt: "Leituras movidas para o histórico ou salvas: filtre, revise, imprima o registro ou exporte-as.",
    ja: "履歴に移動または保存された読み取りです。絞り込み、確認、記録の印刷、エクスポートができます。",
  },
  "historical.tableTitle": {
    en: "Historical readings: {{type}}",
    es: "Histórico de lecturas: {{type}}",
    it: "Letture storiche: {{type}}",
    pt: "Leituras históricas: {{type}}",
    ja: "読み取り履歴: {{type}}",
  },
  "historical.detailTitle": {
    en: "Reading {{readNumber}}",
    es: "Lectura {{readNumber}}",
    it: "Lettura {{readNumber}}",
    pt: "Leitura {{readNumber}}",
    ja: "読み取り {{readNumber}}",
  },
  "historical.requestLicense": { en: "Request a licence", es: "Solicitar una licencia", it: "Richiedi una licenza", pt: "Solicitar uma licença", ja: "ライセンスを申請" },
  "historical.accept": { en: "Accept", es: "Aceptar", it: "Accetta", pt: "Aceitar", ja: "OK" },

  // Type buttons.
  "historical.type.label": { en: "Reading type", es: "Tipo de lectura", it: "Tipo di lettura", pt: "Tipo de leitura", ja: "読み取りの種類" },
  "historical.type.bi": { en: "Biological indicator", es: "Indicador biológico", it: "Indicatore biologico", pt: "Indicador biológico", ja: "生物学的インジケータ" },
  "historical.type.pro": { en: "Protein indicator", es: "Indicador de proteínas", it: "Indicatore proteico", pt: "Indicador de proteína", ja: "タンパク質インジケータ" },
  "historical.type.che": { en: "Chemical indicators", es: "Indicadores químicos", it: "Indicatori chimici", pt: "Indicadores químicos", ja: "化学的インジケータ" },
  "historical.type.biVariant": {
    en: "Biological indicator process",
    es: "Proceso del indicador biológico",
    it: "Processo dell'indicatore biologico",
    pt: "Processo do indicador biológico",
    ja: "生物学的インジケータの工程",
  },
  "historical.type.cheVariant": {
    en: "Chemical indicator machine",
    es: "Equipo del indicador químico",
    it: "Apparecchiatura dell'indicatore chimico",
    pt: "Equipamento do indicador químico",
    ja: "化学的インジケータの機器",
  },
  "historical.type.sterilisation": { en: "Sterilisation", es: "Esterilización", it: "Sterilizzazione", pt: "Esterilização", ja: "滅菌" },
  "historical.type.disinfection": { en: "Disinfection", es: "Desinfección", it: "Disinfezione", pt: "Desinfecção", ja: "消毒" },
  "historical.type.sterilizer": { en: "Sterilizer", es: "Esterilizador", it: "Sterilizzatore", pt: "Esterilizador", ja: "滅菌器" },
  "historical.type.washer": { en: "Washer", es: "Lavadora", it: "Lavastrumenti", pt: "Lavadora", ja: "洗浄機" },
  "historical.typeName.ReadingBI": {
    en: "biological indicators (sterilisation)",
    es: "indicadores biológicos (esterilización)",
    it: "indicatori biologici (sterilizzazione)",
    pt: "indicadores biológicos (esterilização)",
    ja: "生物学的インジケータ (滅菌)",
  },
  "historical.typeName.ReadingBIDisinfection": {
    en: "biological indicators (disinfection)",
    es: "indicadores biológicos (desinfección)",
    it: "indicatori biologici (disinfezione)",
    pt: "indicadores biológicos (desinfecção)",
    ja: "生物学的インジケータ (消毒)",
  },
  "historical.typeName.ReadingPRO": {
    en: "protein indicators",
    es: "indicadores de proteínas",
    it: "indicatori proteici",
    pt: "indicadores de proteína",
    ja: "タンパク質インジケータ",
  },
  "historical.typeName.readingchesterilizer": {
    en: "chemical indicators (sterilizer)",
    es: "indicadores químicos (esterilizador)",
    it: "indicatori chimici (sterilizzatore)",
    pt: "indicadores químicos (esterilizador)",
    ja: "化学的インジケータ (滅菌器)",
  },
  "historical.typeName.readingchewasher": {
    en: "chemical indicators (washer)",
    es: "indicadores químicos (lavadora)",
    it: "indicatori chimici (lavastrumenti)",
    pt: "indicadores químicos (lavadora)",
    ja: "化学的インジケータ (洗浄機)",
  },

  // Toolbar.
  "historical.clearFilter": { en: "Clear filter", es: "Quitar filtro", it: "Cancella filtro", pt: "Limpar filtro", ja: "フィルターをクリア" },
  "historical.filter.open": { en: "Filter", es: "Filtrar", it: "Filtra", pt: "Filtrar", ja: "フィルター" },
  "historical.report.generate": { en: "Generate record", es: "Generar registro", it: "Genera registro", pt: "Gerar registro", ja: "記録を作成" },
  "historical.export": { en: "Export", es: "Exportar", it: "Esporta", pt: "Exportar", ja: "エクスポート" },

  // Columns not named elsewhere.
  "historical.col.sterilizerSerial": {
    en: "Sterilizer serial",
    es: "Nº de serie del esterilizador",
    it: "Numero di serie dello sterilizzatore",
    pt: "Número de série do esterilizador",
    ja: "滅菌器のシリアル番号",
  },
  "historical.col.sterilizerBrand": {
    en: "Sterilizer brand",
    es: "Marca del esterilizador",
    it: "Marca dello sterilizzatore",
    pt: "Marca do esterilizador",
    ja: "滅菌器のメーカー",
  },
  "historical.col.washerSerial": {
    en: "Washer serial",
    es: "Nº de serie de la lavadora",
    it: "Numero di serie della lavastrumenti",
    pt: "Número de série da lavadora",
    ja: "洗浄機のシリアル番号",
  },
  "historical.col.washerBrand": { en: "Washer brand", es: "Marca de la lavadora", it: "Marca della lavastrumenti", pt: "Marca da lavadora", ja: "洗浄機のメーカー" },
  "historical.col.disinfectorSerial": {
    en: "Disinfector serial",
    es: "Nº de serie del desinfector",
    it: "Numero di serie del disinfettore",
    pt: "Número de série do desinfetor",
    ja: "消毒器のシリアル番号",
  },
  "historical.col.disinfectorBrand": { en: "Disinfector brand", es: "Marca del desinfector", it: "Marca del disinfettore", pt: "Marca do desinfetor", ja: "消毒器のメーカー" },
  "historical.col.protein": { en: "Protein", es: "Proteína", it: "Proteine", pt: "Proteína", ja: "タンパク質" },
  "historical.col.alertResult": { en: "Alert level", es: "Nivel de alerta", it: "Livello di allerta", pt: "Nível de alerta", ja: "警告レベル" },
  "historical.col.actionResult": { en: "Action level", es: "Nivel de acción", it: "Livello di azione", pt: "Nível de ação", ja: "処置レベル" },
  "historical.col.editUser": { en: "Last edited by", es: "Última edición por", it: "Ultima modifica di", pt: "Última edição por", ja: "最終編集者" },

  // Filter modal.
  "historical.filter.title": { en: "Filter readings", es: "Filtrar lecturas", it: "Filtra letture", pt: "Filtrar leituras", ja: "読み取りの絞り込み" },
  "historical.filter.subtitleStarted": {
    en: "Dates are the incubation start dates.",
    es: "Las fechas son las de inicio de la incubación.",
    it: "Le date sono quelle di inizio incubazione.",
    pt: "As datas são as de início da incubação.",
    ja: "日付は培養開始日です。",
  },
  "historical.filter.subtitleTest": {
    en: "Dates are the test dates.",
    es: "Las fechas son las de la prueba.",
    it: "Le date sono quelle dei test.",
    pt: "As datas são as dos testes.",
    ja: "日付はテスト日です。",
  },
  "historical.filter.all": { en: "All", es: "Todos", it: "Tutti", pt: "Todos", ja: "すべて" },
  "historical.filter.dateFrom": { en: "Date from", es: "Fecha desde", it: "Data da", pt: "Data inicial", ja: "開始日" },
  "historical.filter.dateTo": { en: "Date to", es: "Fecha hasta", it: "Data a", pt: "Data final", ja: "終了日" },
  "historical.filter.dateOrder": {
    en: "The end date is before the start date.",
    es: "La fecha final es anterior a la inicial.",
    it: "La data di fine è precedente alla data di inizio.",
    pt: "A data final é anterior à data inicial.",
    ja: "終了日が開始日より前になっています。",
  },
  "historical.filter.user": { en: "User", es: "Usuario", it: "Utente", pt: "Usuário", ja: "ユーザー" },
  "historical.filter.reset": { en: "Clear all", es: "Borrar todo", it: "Cancella tutto", pt: "Limpar tudo", ja: "すべてクリア" },

  // Edit dialog.
  "historical.edit.subtitle": {
    en: "Only the review fields can change once a reading is historical.",
    es: "Una vez en el histórico solo pueden cambiar los campos de revisión.",
    it: "Quando una lettura è nello storico, si possono modificare solo i campi di revisione.",
    pt: "Depois que uma leitura vai para o histórico, só os campos de revisão podem ser alterados.",
    ja: "履歴に移動した読み取りは、確認用の項目のみ変更できます。",
  },
  "historical.edit.notesCount": {
    en: "{{count}} of {{max}} characters",
    es: "{{count}} de {{max}} caracteres",
    it: "{{count}} di {{max}} caratteri",
    pt: "{{count}} de {{max}} caracteres",
    ja: "{{count}} / {{max}} 文字",
  },

  // Picture of a chemical reading.
  "historical.image.action": { en: "Picture", es: "Imagen", it: "Immagine", pt: "Imagem", ja: "画像" },
  "historical.image.title": {
    en: "Picture of reading {{readNumber}}",
    es: "Imagen de la lectura {{readNumber}}",
    it: "Immagine della lettura {{readNumber}}",
    pt: "Imagem da leitura {{readNumber}}",
    ja: "読み取り {{readNumber}} の画像",
  },

  // Report viewer.
  "historical.report.title": { en: "Readings record", es: "Registro de lecturas", it: "Registro delle letture", pt: "Registro de leituras", ja: "読み取り記録" },
  "historical.report.subtitle": {
    en: "The readings matching the current filter.",
    es: "Las lecturas que cumplen el filtro actual.",
    it: "Le letture che corrispondono al filtro attuale.",
    pt: "As leituras que correspondem ao filtro atual.",
    ja: "現在のフィルターに一致する読み取り。",
  },
  "historical.report.generating": {
    en: "Generating the record…",
    es: "Generando el registro…",
    it: "Generazione del registro…",
    pt: "Gerando o registro…",
    ja: "記録を作成中…",
  },
  "historical.report.print": { en: "Print", es: "Imprimir", it: "Stampa", pt: "Imprimir", ja: "印刷" },
};
