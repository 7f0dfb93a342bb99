// Texts of the positive-result alert (in-app notification and the mail's {Indicator} and
// {Result} values) in the five shipped languages; the alert writes each recipient's text in
// that recipient's language, and languages without a text fall back to English.
import type { ShippedLanguage } from "../seed/context";

export interface AlertFacts {
  reason: "bi.positive" | "pro.action";
  readNumber: number;
  sector: string;
  disinfection: boolean;
  density: number | null;
  actionLevel: number | null;
}

export interface Texts {
  indicator(f: AlertFacts): string;
  result(f: AlertFacts): string;
  notification(f: AlertFacts): string;
}

const µ = (n: number | null) => (n === null ? "?" : String(Math.round(n * 1000) / 1000));

/** Every shipped language must have its texts (the type makes a missing one a compile error). */
export const ALERT_TEXTS: Record<ShippedLanguage, Texts> = {
  en: {
    indicator: (f) => (f.reason === "pro.action" ? "Protein" : f.disinfection ? "BI (disinfection)" : "BI"),
    result: (f) => (f.reason === "pro.action" ? (f.density === null ? "Fail (action level)" : `Fail: ${µ(f.density)} µg/cm² above the action level of ${µ(f.actionLevel)} µg/cm²`) : "Positive"),
    notification: (f) =>
      f.reason === "pro.action"
        ? `Protein reading ${f.readNumber} (${f.sector}) is above the action level${f.density === null ? "" : ` (${µ(f.density)} > ${µ(f.actionLevel)} µg/cm²)`}: reprocess the load.`
        : `Positive biological indicator: reading ${f.readNumber} (${f.sector}). Take the ${f.disinfection ? "disinfection process" : "sterilizer"} out of service and follow the recall procedure.`,
  },
  es: {
    indicator: (f) => (f.reason === "pro.action" ? "Proteína" : f.disinfection ? "IB (desinfección)" : "IB"),
    result: (f) => (f.reason === "pro.action" ? (f.density === null ? "No conforme (nivel de acción)" : `No conforme: ${µ(f.density)} µg/cm² por encima del nivel de acción de ${µ(f.actionLevel)} µg/cm²`) : "Positivo"),
    notification: (f) =>
      f.reason === "pro.action"
        ? `La lectura de proteína ${f.readNumber} (${f.sector}) supera el nivel de acción${f.density === null ? "" : ` (${µ(f.density)} > ${µ(f.actionLevel)} µg/cm²)`}: reprocese la carga.`
        : `Indicador biológico positivo: lectura ${f.readNumber} (${f.sector}). Retire ${f.disinfection ? "el proceso de desinfección" : "el esterilizador"} de servicio y siga el procedimiento de retirada.`,
  },
  it: {
    indicator: (f) => (f.reason === "pro.action" ? "Proteine" : f.disinfection ? "IB (disinfezione)" : "IB"),
    result: (f) => (f.reason === "pro.action" ? (f.density === null ? "Non conforme (livello di azione)" : `Non conforme: ${µ(f.density)} µg/cm² oltre il livello di azione di ${µ(f.actionLevel)} µg/cm²`) : "Positivo"),
    notification: (f) =>
      f.reason === "pro.action"
        ? `La lettura proteica ${f.readNumber} (${f.sector}) supera il livello di azione${f.density === null ? "" : ` (${µ(f.density)} > ${µ(f.actionLevel)} µg/cm²)`}: ritrattare il carico.`
        : `Indicatore biologico positivo: lettura ${f.readNumber} (${f.sector}). Mettere fuori servizio ${f.disinfection ? "il processo di disinfezione" : "lo sterilizzatore"} e seguire la procedura di richiamo.`,
  },
  pt: {
    indicator: (f) => (f.reason === "pro.action" ? "Proteína" : f.disinfection ? "IB (desinfecção)" : "IB"),
    result: (f) => (f.reason === "pro.action" ? (f.density === null ? "Reprovado (nível de ação)" : `Reprovado: ${µ(f.density)} µg/cm² acima do nível de ação de ${µ(f.actionLevel)} µg/cm²`) : "Positivo"),
    notification: (f) =>
      f.reason === "pro.action"
        ? `A leitura de proteína ${f.readNumber} (${f.sector}) está acima do nível de ação${f.density === null ? "" : ` (${µ(f.density)} > ${µ(f.actionLevel)} µg/cm²)`}: reprocesse a carga.`
        : `Indicador biológico positivo: leitura ${f.readNumber} (${f.sector}). Retire ${f.disinfection ? "o processo de desinfecção" : "o esterilizador"} de uso e siga o procedimento de recolhimento.`,
  },
  ja: {
    indicator: (f) => (f.reason === "pro.action" ? "タンパク質" : f.disinfection ? "BI (消毒)" : "BI"),
    result: (f) => (f.reason === "pro.action" ? (f.density === null ? "不合格 (処置レベル)" : `不合格: ${µ(f.density)} µg/cm² (処置レベル ${µ(f.actionLevel)} µg/cm² を超過)`) : "陽性"),
    notification: (f) =>
      f.reason === "pro.action"
        ? `タンパク質の読み取り ${f.readNumber} (${f.sector}) が処置レベルを超えています${f.density === null ? "" : ` (${µ(f.density)} > ${µ(f.actionLevel)} µg/cm²)`}。負荷を再処理してください。`
        : `生物学的インジケータ陽性: 読み取り ${f.readNumber} (${f.sector})。${f.disinfection ? "消毒工程" : "滅菌器"}の使用を停止し、リコール手順に従ってください。`,
  },
};

/** Texts for a language code ("es", "pt-br" ...), English when there are none. */
export function alertTexts(languageCode: string | null | undefined): Texts {
  const base = (languageCode ?? "en").toLowerCase().split("-")[0]!;
  return Object.hasOwn(ALERT_TEXTS, base) ? ALERT_TEXTS[base as ShippedLanguage] : ALERT_TEXTS.en;
}
