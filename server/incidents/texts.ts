// The incident's notifications in the five shipped languages (each recipient reads their own;
// languages without a text fall back to English). A positive BI's or a protein result's opening
// is announced by the positive-result alert itself (server/alerts/service.ts), whose
// notification links to the incident; a failed chemical indicator's and a failed positive
// control's, which raise no such alert, by `opened` (and the alert mail's {Indicator}, {Result}).
import type { ShippedLanguage } from "../seed/context";

export interface ClosedFacts {
  id: number;
  machine: string;
  signer: string;
  meaning: string;
}

/** An opening that no positive-result alert announces: a failed chemical indicator, a failed positive control. */
export interface OpenedFacts {
  id: number;
  reason: string;
  /** "Sterilizer Autoclave 2" */
  machine: string;
  readNumber: number;
  sector: string;
  lot: string | null;
  loads: number;
}

interface Texts {
  machine(kind: string): string;
  opened(f: OpenedFacts): string;
  /** The alert mail's {Indicator} and {Result}. */
  indicator(f: OpenedFacts): string;
  result(f: OpenedFacts): string;
  closed(f: ClosedFacts): string;
  meaning(m: string): string;
}

export const INCIDENT_TEXTS: Record<ShippedLanguage, Texts> = {
  en: {
    machine: (k) => ({ sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector", incubator: "Incubator" })[k] ?? k,
    opened: (f) =>
      f.reason === "control.failed"
        ? `Positive control ${f.readNumber} (${f.sector}) of lot ${f.lot ?? "?"} did not grow: the lot's results of that day are not valid. ${f.machine} is out of service (incident ${f.id}, ${f.loads} load(s) to recall).`
        : `Chemical indicator ${f.readNumber} (${f.sector}) failed: ${f.machine} is out of service (incident ${f.id}, ${f.loads} load(s) to recall).`,
    indicator: (f) => (f.reason === "control.failed" ? `BI positive control (lot ${f.lot ?? "?"})` : "Chemical indicator"),
    result: (f) => (f.reason === "control.failed" ? "Negative: the control did not grow; the lot's results of that day are not valid" : "Fail"),
    closed: (f) => `${f.machine} is back in service: incident ${f.id} closed, signed by ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "reviewed", APPROVED: "approved", RETURNED_TO_SERVICE: "returned to service" })[m] ?? m,
  },
  es: {
    machine: (k) => ({ sterilizer: "Esterilizador", washer: "Lavadora", disinfector: "Desinfectadora", incubator: "Incubadora" })[k] ?? k,
    opened: (f) =>
      f.reason === "control.failed"
        ? `El control positivo ${f.readNumber} (${f.sector}) del lote ${f.lot ?? "?"} no creció: los resultados del lote de ese día no son válidos. ${f.machine} queda fuera de servicio (incidente ${f.id}, ${f.loads} carga(s) a retirar).`
        : `El indicador químico ${f.readNumber} (${f.sector}) no es conforme: ${f.machine} queda fuera de servicio (incidente ${f.id}, ${f.loads} carga(s) a retirar).`,
    indicator: (f) => (f.reason === "control.failed" ? `Control positivo de IB (lote ${f.lot ?? "?"})` : "Indicador químico"),
    result: (f) => (f.reason === "control.failed" ? "Negativo: el control no creció; los resultados del lote de ese día no son válidos" : "No conforme"),
    closed: (f) => `${f.machine} vuelve a estar en servicio: incidente ${f.id} cerrado, firmado por ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "revisado", APPROVED: "aprobado", RETURNED_TO_SERVICE: "devuelto al servicio" })[m] ?? m,
  },
  it: {
    machine: (k) => ({ sterilizer: "Sterilizzatrice", washer: "Lavastrumenti", disinfector: "Disinfettore", incubator: "Incubatrice" })[k] ?? k,
    opened: (f) =>
      f.reason === "control.failed"
        ? `Il controllo positivo ${f.readNumber} (${f.sector}) del lotto ${f.lot ?? "?"} non è cresciuto: i risultati del lotto di quel giorno non sono validi. ${f.machine} è fuori servizio (incidente ${f.id}, ${f.loads} carico/i da richiamare).`
        : `L'indicatore chimico ${f.readNumber} (${f.sector}) non è conforme: ${f.machine} è fuori servizio (incidente ${f.id}, ${f.loads} carico/i da richiamare).`,
    indicator: (f) => (f.reason === "control.failed" ? `Controllo positivo IB (lotto ${f.lot ?? "?"})` : "Indicatore chimico"),
    result: (f) => (f.reason === "control.failed" ? "Negativo: il controllo non è cresciuto; i risultati del lotto di quel giorno non sono validi" : "Non conforme"),
    closed: (f) => `${f.machine} è di nuovo in servizio: incidente ${f.id} chiuso, firmato da ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "revisionato", APPROVED: "approvato", RETURNED_TO_SERVICE: "rimesso in servizio" })[m] ?? m,
  },
  pt: {
    machine: (k) => ({ sterilizer: "Esterilizador", washer: "Lavadora", disinfector: "Desinfetador", incubator: "Incubadora" })[k] ?? k,
    opened: (f) =>
      f.reason === "control.failed"
        ? `O controle positivo ${f.readNumber} (${f.sector}) do lote ${f.lot ?? "?"} não cresceu: os resultados do lote daquele dia não são válidos. ${f.machine} está fora de serviço (incidente ${f.id}, ${f.loads} carga(s) a recolher).`
        : `O indicador químico ${f.readNumber} (${f.sector}) reprovou: ${f.machine} está fora de serviço (incidente ${f.id}, ${f.loads} carga(s) a recolher).`,
    indicator: (f) => (f.reason === "control.failed" ? `Controle positivo de IB (lote ${f.lot ?? "?"})` : "Indicador químico"),
    result: (f) => (f.reason === "control.failed" ? "Negativo: o controle não cresceu; os resultados do lote daquele dia não são válidos" : "Reprovado"),
    closed: (f) => `${f.machine} voltou ao serviço: incidente ${f.id} encerrado, assinado por ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "revisado", APPROVED: "aprovado", RETURNED_TO_SERVICE: "devolvido ao serviço" })[m] ?? m,
  },
  ja: {
    machine: (k) => ({ sterilizer: "滅菌器", washer: "洗浄機", disinfector: "消毒器", incubator: "インキュベータ" })[k] ?? k,
    opened: (f) =>
      f.reason === "control.failed"
        ? `ロット ${f.lot ?? "?"} の陽性コントロール ${f.readNumber} (${f.sector}) が発育しませんでした: 当日のこのロットの結果は無効です。${f.machine} は使用停止です (インシデント ${f.id}、回収対象 ${f.loads} 件)。`
        : `化学的インジケータ ${f.readNumber} (${f.sector}) が不合格です: ${f.machine} は使用停止です (インシデント ${f.id}、回収対象 ${f.loads} 件)。`,
    indicator: (f) => (f.reason === "control.failed" ? `BI 陽性コントロール (ロット ${f.lot ?? "?"})` : "化学的インジケータ"),
    result: (f) => (f.reason === "control.failed" ? "陰性: コントロールが発育せず、当日のこのロットの結果は無効です" : "不合格"),
    closed: (f) => `${f.machine} は使用再開されました: インシデント ${f.id} を終了 (署名: ${f.signer}、${f.meaning})。`,
    meaning: (m) => ({ REVIEWED: "確認済み", APPROVED: "承認", RETURNED_TO_SERVICE: "使用再開" })[m] ?? m,
  },
};

export function incidentTexts(languageCode: string | null | undefined): Texts {
  const base = (languageCode ?? "en").toLowerCase().split("-")[0]!;
  return Object.hasOwn(INCIDENT_TEXTS, base) ? INCIDENT_TEXTS[base as ShippedLanguage] : INCIDENT_TEXTS.en;
}
