// Interface texts of the washer control charts (screen 840, /AppHTM01-01) and of the chart
// service's answers (server/charts/washer), in the five languages.
import type { UiTexts } from "./ui-texts";

export const washerChartTexts: UiTexts = {
  // ── Chart models (served translated by the server) ──
  "charts.model.0": { en: "Individual logarithm", es: "Logaritmo individual", it: "Logaritmo individuale", pt: "Logaritmo individual", ja: "個別対数" },
  "charts.model.1": { en: "Absolute difference", es: "Diferencia absoluta", it: "Differenza assoluta", pt: "Diferença absoluta", ja: "絶対差" },
  "charts.model.2": { en: "Average of logs", es: "Promedio de logaritmos", it: "Media dei logaritmi", pt: "Média dos logaritmos", ja: "対数の平均" },
  "charts.model.3": { en: "Range", es: "Rango", it: "Intervallo", pt: "Amplitude", ja: "範囲" },
  // (The pattern rules' texts, charts.rule.*, are the chart kit's: ui-texts-charts.ts.)

  // ── The service's messages ──
  "washerCharts.msg.inControl": {
    en: "In control: no point completes a pattern rule.",
    es: "Bajo control: ningún punto completa una regla de patrón.",
    it: "Sotto controllo: nessun punto completa una regola di andamento.",
    pt: "Sob controle: nenhum ponto completa uma regra de padrão.",
    ja: "管理状態: パターン規則を満たす点はありません。",
  },
  "washerCharts.msg.outOfControl": {
    en: "Statistically out of control: {{count}} point(s) complete a pattern rule.",
    es: "Fuera de control estadístico: {{count}} punto(s) completan una regla de patrón.",
    it: "Fuori controllo statistico: {{count}} punto/i completano una regola di andamento.",
    pt: "Fora de controle estatístico: {{count}} ponto(s) completam uma regra de padrão.",
    ja: "統計的に管理外: {{count}} 点がパターン規則を満たしています。",
  },
  "washerCharts.msg.noReadings": {
    en: "This washer has no reviewed protein readings with a result in the period.",
    es: "Esta lavadora no tiene lecturas de proteína revisadas con resultado en el período.",
    it: "Questa lavastrumenti non ha letture di proteine revisionate con risultato nel periodo.",
    pt: "Esta lavadora não tem leituras de proteína revisadas com resultado no período.",
    ja: "この洗浄機には期間内に結果のある確認済みタンパク質読み取りがありません。",
  },
  "washerCharts.msg.tooFewIndividuals": {
    en: "At least 2 readings are needed to compute a moving range and the limits.",
    es: "Se necesitan al menos 2 lecturas para calcular un rango móvil y los límites.",
    it: "Servono almeno 2 letture per calcolare un intervallo mobile e i limiti.",
    pt: "São necessárias pelo menos 2 leituras para calcular uma amplitude móvel e os limites.",
    ja: "移動範囲と管理限界の計算には少なくとも2件の読み取りが必要です。",
  },
  "washerCharts.msg.tooFewGroup": {
    en: "At least {{size}} readings are needed to fill one subgroup of {{size}}.",
    es: "Se necesitan al menos {{size}} lecturas para completar un subgrupo de {{size}}.",
    it: "Servono almeno {{size}} letture per completare un sottogruppo di {{size}}.",
    pt: "São necessárias pelo menos {{size}} leituras para completar um subgrupo de {{size}}.",
    ja: "{{size}} 件の部分群を1つ満たすには少なくとも {{size}} 件の読み取りが必要です。",
  },
  "washerCharts.msg.dropped": {
    en: "The last {{count}} reading(s) do not fill a subgroup of {{size}} and were left out.",
    es: "Las últimas {{count}} lectura(s) no completan un subgrupo de {{size}} y se dejaron fuera.",
    it: "Le ultime {{count}} letture non completano un sottogruppo di {{size}} e sono state escluse.",
    pt: "As últimas {{count}} leitura(s) não completam um subgrupo de {{size}} e foram deixadas de fora.",
    ja: "最後の {{count}} 件の読み取りは {{size}} 件の部分群を満たさないため除外されました。",
  },
  "washerCharts.msg.ignored": {
    en: "{{count}} reading(s) were left out of the chart (see the ignored readings).",
    es: "{{count}} lectura(s) se dejaron fuera del gráfico (vea las lecturas ignoradas).",
    it: "{{count}} letture sono state escluse dal grafico (vedere le letture ignorate).",
    pt: "{{count}} leitura(s) foram deixadas de fora do gráfico (veja as leituras ignoradas).",
    ja: "{{count}} 件の読み取りがグラフから除外されました (除外された読み取りを参照)。",
  },
  "washerCharts.msg.mixedUnits": {
    en: "{{count}} reading(s) have no measured surface: their amount in µg is plotted instead of µg/cm².",
    es: "{{count}} lectura(s) no tienen superficie medida: se grafica su cantidad en µg en lugar de µg/cm².",
    it: "{{count}} letture non hanno una superficie misurata: è tracciata la quantità in µg invece di µg/cm².",
    pt: "{{count}} leitura(s) não têm superfície medida: sua quantidade em µg é plotada em vez de µg/cm².",
    ja: "{{count}} 件の読み取りは表面積が未測定のため、µg/cm² の代わりに µg の量を表示しています。",
  },
  "washerCharts.msg.overAction": {
    en: "{{count}} reading(s) are over the action level ({{action}} {{unit}}).",
    es: "{{count}} lectura(s) superan el nivel de acción ({{action}} {{unit}}).",
    it: "{{count}} letture superano il livello di azione ({{action}} {{unit}}).",
    pt: "{{count}} leitura(s) estão acima do nível de ação ({{action}} {{unit}}).",
    ja: "{{count}} 件の読み取りが処置レベル ({{action}} {{unit}}) を超えています。",
  },
  "washerCharts.ignored.markedIgnored": {
    en: "Marked to be ignored from the control charts.",
    es: "Marcada para ignorarse en los gráficos de control.",
    it: "Contrassegnata per essere ignorata nelle carte di controllo.",
    pt: "Marcada para ser ignorada nos gráficos de controle.",
    ja: "管理図から除外するよう指定されています。",
  },
  "washerCharts.ignored.missing": {
    en: "No quantitative protein value.",
    es: "Sin valor cuantitativo de proteína.",
    it: "Nessun valore quantitativo di proteine.",
    pt: "Sem valor quantitativo de proteína.",
    ja: "タンパク質の定量値がありません。",
  },
  "washerCharts.ignored.notPositive": {
    en: "Zero or negative protein value: its logarithm does not exist.",
    es: "Valor de proteína cero o negativo: su logaritmo no existe.",
    it: "Valore di proteine nullo o negativo: il suo logaritmo non esiste.",
    pt: "Valor de proteína zero ou negativo: seu logaritmo não existe.",
    ja: "タンパク質値がゼロまたは負のため、対数が存在しません。",
  },
  "washerCharts.ignored.belowDetectionLimit": {
    en: "Below the detection limit: the value is not a measurement.",
    es: "Por debajo del límite de detección: el valor no es una medición.",
    it: "Sotto il limite di rilevabilità: il valore non è una misura.",
    pt: "Abaixo do limite de detecção: o valor não é uma medição.",
    ja: "検出限界未満のため、測定値ではありません。",
  },

  // ── Validation (the English text is the key, as the service throws it) ──
  "The grouping must be a whole number from 1 to 10.": {
    en: "The grouping must be a whole number from 1 to 10.",
    es: "La agrupación debe ser un número entero de 1 a 10.",
    it: "Il raggruppamento deve essere un numero intero da 1 a 10.",
    pt: "O agrupamento deve ser um número inteiro de 1 a 10.",
    ja: "グループ化は1から10の整数でなければなりません。",
  },
  "The chart model must be 0, 1, 2 or 3.": {
    en: "The chart model must be 0, 1, 2 or 3.",
    es: "El modelo de gráfico debe ser 0, 1, 2 o 3.",
    it: "Il modello di grafico deve essere 0, 1, 2 o 3.",
    pt: "O modelo de gráfico deve ser 0, 1, 2 ou 3.",
    ja: "グラフモデルは0、1、2、3のいずれかでなければなりません。",
  },
  "With grouping 1, only chart models 0 (individual logarithm) and 1 (absolute difference) are available.": {
    en: "With grouping 1, only chart models 0 (individual logarithm) and 1 (absolute difference) are available.",
    es: "Con agrupación 1 solo están disponibles los modelos 0 (logaritmo individual) y 1 (diferencia absoluta).",
    it: "Con raggruppamento 1 sono disponibili solo i modelli 0 (logaritmo individuale) e 1 (differenza assoluta).",
    pt: "Com agrupamento 1, apenas os modelos 0 (logaritmo individual) e 1 (diferença absoluta) estão disponíveis.",
    ja: "グループ化1では、モデル0 (個別対数) と1 (絶対差) のみ使用できます。",
  },
  "With grouping 2 or more, only chart models 2 (average of logs) and 3 (range) are available.": {
    en: "With grouping 2 or more, only chart models 2 (average of logs) and 3 (range) are available.",
    es: "Con agrupación 2 o más solo están disponibles los modelos 2 (promedio de logaritmos) y 3 (rango).",
    it: "Con raggruppamento 2 o più sono disponibili solo i modelli 2 (media dei logaritmi) e 3 (intervallo).",
    pt: "Com agrupamento 2 ou mais, apenas os modelos 2 (média dos logaritmos) e 3 (amplitude) estão disponíveis.",
    ja: "グループ化2以上では、モデル2 (対数の平均) と3 (範囲) のみ使用できます。",
  },
  "calculateIMR draws chart models 0 and 1 only: use calculateXbarR for models 2 and 3.": {
    en: "calculateIMR draws chart models 0 and 1 only: use calculateXbarR for models 2 and 3.",
    es: "calculateIMR dibuja solo los modelos 0 y 1: use calculateXbarR para los modelos 2 y 3.",
    it: "calculateIMR disegna solo i modelli 0 e 1: usare calculateXbarR per i modelli 2 e 3.",
    pt: "calculateIMR desenha apenas os modelos 0 e 1: use calculateXbarR para os modelos 2 e 3.",
    ja: "calculateIMR はモデル0と1のみ描画します。モデル2と3には calculateXbarR を使用してください。",
  },
  "calculateXbarR draws chart models 2 and 3 only: use calculateIMR for models 0 and 1.": {
    en: "calculateXbarR draws chart models 2 and 3 only: use calculateIMR for models 0 and 1.",
    es: "calculateXbarR dibuja solo los modelos 2 y 3: use calculateIMR para los modelos 0 y 1.",
    it: "calculateXbarR disegna solo i modelli 2 e 3: usare calculateIMR per i modelli 0 e 1.",
    pt: "calculateXbarR desenha apenas os modelos 2 e 3: use calculateIMR para os modelos 0 e 1.",
    ja: "calculateXbarR はモデル2と3のみ描画します。モデル0と1には calculateIMR を使用してください。",
  },
  "The date from must be on or before the date to.": {
    en: "The date from must be on or before the date to.",
    es: "La fecha desde debe ser igual o anterior a la fecha hasta.",
    it: "La data iniziale deve essere uguale o precedente alla data finale.",
    pt: "A data inicial deve ser igual ou anterior à data final.",
    ja: "開始日は終了日以前でなければなりません。",
  },
  "The period holds more than 10000 readings of this washer: narrow it.": {
    en: "The period holds more than 10000 readings of this washer: narrow it.",
    es: "El período contiene más de 10000 lecturas de esta lavadora: acórtelo.",
    it: "Il periodo contiene più di 10000 letture di questa lavastrumenti: restringerlo.",
    pt: "O período contém mais de 10000 leituras desta lavadora: reduza-o.",
    ja: "期間内にこの洗浄機の読み取りが10000件を超えています。期間を狭めてください。",
  },
};
