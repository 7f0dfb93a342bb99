// Interface texts of the lot search screen (web/screens/lots) and of a BI reading's positive
// control in its detail (web/screens/readings/bi/PositiveControl.tsx), in the five languages.
import type { UiTexts } from "./ui-texts";

export const lotTexts: UiTexts = {
  // ── Positive control of a processed BI (ISO 11138-1) ────────────────────
  "controls.label": { en: "Positive control", es: "Control positivo", it: "Controllo positivo", pt: "Controle positivo", ja: "陽性コントロール" },
  "controls.passed": { en: "Control passed", es: "Control superado", it: "Controllo superato", pt: "Controle aprovado", ja: "コントロール合格" },
  "controls.pending": { en: "Control incubating", es: "Control en incubación", it: "Controllo in incubazione", pt: "Controle em incubação", ja: "コントロール培養中" },
  "controls.failed": {
    en: "Control failed: the lot's results of the day are not valid",
    es: "Control fallido: los resultados del lote de ese día no son válidos",
    it: "Controllo non superato: i risultati del lotto di quel giorno non sono validi",
    pt: "Controle reprovado: os resultados do lote nesse dia não são válidos",
    ja: "コントロール不合格: この日のロットの結果は無効です",
  },
  "controls.missing": {
    en: "No positive control of this lot today",
    es: "No hay control positivo de este lote hoy",
    it: "Nessun controllo positivo di questo lotto oggi",
    pt: "Nenhum controle positivo deste lote hoje",
    ja: "本日このロットの陽性コントロールはありません",
  },
  "controls.isControl": {
    en: "This reading is a positive control",
    es: "Esta lectura es un control positivo",
    it: "Questa lettura è un controllo positivo",
    pt: "Esta leitura é um controle positivo",
    ja: "この読み取りは陽性コントロールです",
  },
  "controls.readNumber": { en: "No. {{number}}", es: "Nº {{number}}", it: "N. {{number}}", pt: "Nº {{number}}", ja: "番号 {{number}}" },
  "controls.loading": { en: "Looking for the positive control", es: "Buscando el control positivo", it: "Ricerca del controllo positivo", pt: "Procurando o controle positivo", ja: "陽性コントロールを検索中" },
  "controls.unavailable": {
    en: "The positive control could not be checked",
    es: "No se pudo comprobar el control positivo",
    it: "Impossibile verificare il controllo positivo",
    pt: "Não foi possível verificar o controle positivo",
    ja: "陽性コントロールを確認できませんでした",
  },

  // ── Lot search (/AppLots) ───────────────────────────────────────────────
  "lots.eyebrow": { en: "Records", es: "Registros", it: "Registri", pt: "Registros", ja: "記録" },
  "lots.title": { en: "Lot search", es: "Búsqueda de lotes", it: "Ricerca lotti", pt: "Busca de lotes", ja: "ロット検索" },
  "lots.description": {
    en: "Every reading that used a lot, of every kind, newest first: what a manufacturer's recall of the lot must find.",
    es: "Todas las lecturas que usaron un lote, de cualquier tipo, las más recientes primero: lo que debe encontrar la retirada de un lote por el fabricante.",
    it: "Tutte le letture che hanno usato un lotto, di ogni tipo, dalla più recente: ciò che il richiamo di un lotto da parte del produttore deve trovare.",
    pt: "Todas as leituras que usaram um lote, de qualquer tipo, das mais recentes às mais antigas: o que o recolhimento de um lote pelo fabricante precisa encontrar.",
    ja: "ロットを使用したすべての種類の読み取りを新しい順に表示します。製造元によるロットのリコールで確認すべき対象です。",
  },
  "lots.field": { en: "Lot number", es: "Número de lote", it: "Numero di lotto", pt: "Número do lote", ja: "ロット番号" },
  "lots.caption": {
    en: "As printed on the indicator; capitals or not does not matter.",
    es: "Tal como figura en el indicador; mayúsculas o minúsculas da igual.",
    it: "Come stampato sull'indicatore; maiuscole o minuscole non contano.",
    pt: "Como impresso no indicador; maiúsculas ou minúsculas não importam.",
    ja: "インジケータに印字されたとおりに入力します。大文字と小文字は区別しません。",
  },
  "lots.search": { en: "Search", es: "Buscar", it: "Cerca", pt: "Buscar", ja: "検索" },
  "lots.resultsTitle": { en: "Readings of lot {{lot}}", es: "Lecturas del lote {{lot}}", it: "Letture del lotto {{lot}}", pt: "Leituras do lote {{lot}}", ja: "ロット {{lot}} の読み取り" },
  "lots.count": { en: "Readings found: {{count}}", es: "Lecturas encontradas: {{count}}", it: "Letture trovate: {{count}}", pt: "Leituras encontradas: {{count}}", ja: "見つかった読み取り: {{count}} 件" },
  "lots.limit": {
    en: "The {{count}} newest are shown; the lot may have been used in older readings too.",
    es: "Se muestran las {{count}} más recientes; el lote pudo usarse también en lecturas anteriores.",
    it: "Sono mostrate le {{count}} più recenti; il lotto potrebbe essere stato usato anche in letture precedenti.",
    pt: "São mostradas as {{count}} mais recentes; o lote pode ter sido usado também em leituras anteriores.",
    ja: "新しい {{count}} 件を表示しています。それより前の読み取りでもこのロットが使われている可能性があります。",
  },
  "lots.empty": { en: "No reading used lot {{lot}}", es: "Ninguna lectura usó el lote {{lot}}", it: "Nessuna lettura ha usato il lotto {{lot}}", pt: "Nenhuma leitura usou o lote {{lot}}", ja: "ロット {{lot}} を使用した読み取りはありません" },
  "lots.emptyHint": {
    en: "Check the number on the indicator's label; readings of other sectors are not shown to operators.",
    es: "Compruebe el número en la etiqueta del indicador; a los operadores no se les muestran lecturas de otros sectores.",
    it: "Controlla il numero sull'etichetta dell'indicatore; agli operatori non sono mostrate le letture di altri settori.",
    pt: "Confira o número no rótulo do indicador; leituras de outros setores não são mostradas aos operadores.",
    ja: "インジケータのラベルの番号を確認してください。オペレーターには他部門の読み取りは表示されません。",
  },
  "lots.start": { en: "Search a lot number", es: "Busque un número de lote", it: "Cerca un numero di lotto", pt: "Busque um número de lote", ja: "ロット番号を検索してください" },
  "lots.startHint": {
    en: "Biological, protein and chemical readings that used it are listed here.",
    es: "Aquí se listan las lecturas biológicas, de proteínas y químicas que lo usaron.",
    it: "Qui sono elencate le letture biologiche, proteiche e chimiche che lo hanno usato.",
    pt: "Aqui são listadas as leituras biológicas, de proteínas e químicas que o usaram.",
    ja: "そのロットを使用した生物学的・タンパク質・化学的な読み取りがここに表示されます。",
  },
  "lots.column.kind": { en: "Kind", es: "Tipo", it: "Tipo", pt: "Tipo", ja: "種類" },
  "lots.column.date": { en: "Date", es: "Fecha", it: "Data", pt: "Data", ja: "日時" },
  "lots.column.cycleLoad": { en: "Cycle / load", es: "Ciclo / carga", it: "Ciclo / carico", pt: "Ciclo / carga", ja: "サイクル / 負荷" },
};
