// What the sterilisation score says to people, in the five shipped languages: the score
// types, the reference lines (GET /api/RPE/limitsTranslations), the reasons a reading was
// left out and the messages of empty answers. English falls back for other languages.
import type { LeftOutReason } from "../score";
import { SCORE_TYPES } from "../../sysadmin/entities/dashboard";
import { textIn, type Texts } from "../../sysadmin/describe";

/** The reference lines of the chart (spec 002 section 9) and the score type each one names. */
export const LIMITS = [
  { key: "high", value: 16, scoreType: 1 },
  { key: "medium", value: 49.5, scoreType: 2 },
  { key: "low", value: 85, scoreType: 3 },
] as const;

const LIMIT_TEXTS: Record<(typeof LIMITS)[number]["key"], Texts> = {
  high: { en: "High risk", es: "Riesgo alto", it: "Rischio alto", pt: "Risco alto", ja: "高リスク" },
  medium: { en: "Medium risk", es: "Riesgo medio", it: "Rischio medio", pt: "Risco médio", ja: "中リスク" },
  low: { en: "Low risk", es: "Riesgo bajo", it: "Rischio basso", pt: "Risco baixo", ja: "低リスク" },
};

const LEFT_OUT: Record<LeftOutReason, Texts> = {
  noCycle: { en: "The reading has no cycle.", es: "La lectura no tiene ciclo.", it: "La lettura non ha ciclo.", pt: "A leitura não tem ciclo.", ja: "読み取りにサイクルがありません。" },
  noResult: {
    en: "No positive or negative result (pending, cancelled or error).",
    es: "Sin resultado positivo ni negativo (pendiente, cancelada o error).",
    it: "Nessun risultato positivo o negativo (in attesa, annullata o errore).",
    pt: "Sem resultado positivo ou negativo (pendente, cancelada ou erro).",
    ja: "陽性・陰性の結果がありません（保留、取消、エラー）。",
  },
  noProgram: { en: "The reading has no program.", es: "La lectura no tiene programa.", it: "La lettura non ha programma.", pt: "A leitura não tem programa.", ja: "読み取りにプログラムがありません。" },
  missingMinutes: { en: "No exposure minutes recorded.", es: "No se registraron los minutos de exposición.", it: "Minuti di esposizione non registrati.", pt: "Minutos de exposição não registrados.", ja: "曝露時間（分）が記録されていません。" },
  programNotInTable: {
    en: "The score table has no rows for the reading's program.",
    es: "La tabla de puntuación no tiene filas para el programa de la lectura.",
    it: "La tabella dei punteggi non ha righe per il programma della lettura.",
    pt: "A tabela de pontuação não tem linhas para o programa da leitura.",
    ja: "スコア表にこの読み取りのプログラムの行がありません。",
  },
  minutesOutsideTable: {
    en: "No row of the score table covers the exposure minutes for this program.",
    es: "Ninguna fila de la tabla de puntuación cubre los minutos de exposición para este programa.",
    it: "Nessuna riga della tabella dei punteggi copre i minuti di esposizione per questo programma.",
    pt: "Nenhuma linha da tabela de pontuação cobre os minutos de exposição para este programa.",
    ja: "このプログラムの曝露時間に該当するスコア表の行がありません。",
  },
  lowResistance: {
    en: "Negative BI with a D value in the low-resistance zone: it proves less than the table assumes.",
    es: "BI negativo con valor D en la zona de baja resistencia: demuestra menos de lo que supone la tabla.",
    it: "BI negativo con valore D nella zona di bassa resistenza: dimostra meno di quanto presume la tabella.",
    pt: "BI negativo com valor D na zona de baixa resistência: comprova menos do que a tabela supõe.",
    ja: "D値が低抵抗ゾーンの陰性BI：表が想定するほどの証明になりません。",
  },
};

const MESSAGES = {
  noReadingsInPeriod: {
    en: "There are no reviewed BI readings of this sterilizer in the period.",
    es: "No hay lecturas BI revisadas de este esterilizador en el período.",
    it: "Non ci sono letture BI revisionate di questo sterilizzatore nel periodo.",
    pt: "Não há leituras BI revisadas deste esterilizador no período.",
    ja: "この期間に、この滅菌器の確認済みBI読み取りはありません。",
  },
  noCycleScored: {
    en: "None of the cycles in the period could be scored; see the readings left out.",
    es: "No se pudo puntuar ninguno de los ciclos del período; vea las lecturas excluidas.",
    it: "Nessuno dei cicli del periodo ha potuto ricevere un punteggio; vedere le letture escluse.",
    pt: "Nenhum dos ciclos do período pôde ser pontuado; veja as leituras excluídas.",
    ja: "期間内のどのサイクルもスコアを計算できませんでした。除外された読み取りを確認してください。",
  },
  tableEmpty: {
    en: "The score table is empty: the provider has not configured /SysScoreRPE yet.",
    es: "La tabla de puntuación está vacía: el proveedor aún no ha configurado /SysScoreRPE.",
    it: "La tabella dei punteggi è vuota: il fornitore non ha ancora configurato /SysScoreRPE.",
    pt: "A tabela de pontuação está vazia: o fornecedor ainda não configurou /SysScoreRPE.",
    ja: "スコア表が空です。プロバイダーがまだ /SysScoreRPE を設定していません。",
  },
  noCycleReadings: {
    en: "Cycle {cycle} has no reviewed BI readings of this sterilizer.",
    es: "El ciclo {cycle} no tiene lecturas BI revisadas de este esterilizador.",
    it: "Il ciclo {cycle} non ha letture BI revisionate di questo sterilizzatore.",
    pt: "O ciclo {cycle} não tem leituras BI revisadas deste esterilizador.",
    ja: "サイクル {cycle} には、この滅菌器の確認済みBI読み取りがありません。",
  },
  noneAnalysed: {
    en: "None of the {count} BI reading(s) of cycle {cycle} could be scored; see the readings left out.",
    es: "No se pudo puntuar ninguna de las {count} lecturas BI del ciclo {cycle}; vea las lecturas excluidas.",
    it: "Nessuna delle {count} letture BI del ciclo {cycle} ha potuto ricevere un punteggio; vedere le letture escluse.",
    pt: "Nenhuma das {count} leituras BI do ciclo {cycle} pôde ser pontuada; veja as leituras excluídas.",
    ja: "サイクル {cycle} の {count} 件のBI読み取りはいずれもスコアを計算できませんでした。除外された読み取りを確認してください。",
  },
} satisfies Record<string, Texts>;

export type ScoreMessage = keyof typeof MESSAGES;

/** The texts of one reader's language. */
export function scoreTexts(language: string | null | undefined) {
  return {
    scoreType: (type: number) => {
      const option = SCORE_TYPES.find((o) => o.value === type);
      return option ? textIn(option.label as Texts, language) : String(type);
    },
    leftOut: (reason: LeftOutReason) => textIn(LEFT_OUT[reason], language),
    message: (key: ScoreMessage, values: Record<string, string | number> = {}) =>
      textIn(MESSAGES[key], language).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? "")),
    limits: () => LIMITS.map((l) => ({ ...l, description: textIn(LIMIT_TEXTS[l.key], language) })),
  };
}
