// The incident's notifications in the five shipped languages (each recipient reads their own;
// languages without a text fall back to English). The opening is announced by the positive-
// result alert itself (server/alerts/service.ts), whose notification links to the incident.
import type { ShippedLanguage } from "../seed/context";

export interface ClosedFacts {
  id: number;
  machine: string;
  signer: string;
  meaning: string;
}

interface Texts {
  machine(kind: string): string;
  closed(f: ClosedFacts): string;
  meaning(m: string): string;
}

export const INCIDENT_TEXTS: Record<ShippedLanguage, Texts> = {
  en: {
    machine: (k) => ({ sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector" })[k] ?? k,
    closed: (f) => `${f.machine} is back in service: incident ${f.id} closed, signed by ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "reviewed", APPROVED: "approved", RETURNED_TO_SERVICE: "returned to service" })[m] ?? m,
  },
  es: {
    machine: (k) => ({ sterilizer: "Esterilizador", washer: "Lavadora", disinfector: "Desinfectadora" })[k] ?? k,
    closed: (f) => `${f.machine} vuelve a estar en servicio: incidente ${f.id} cerrado, firmado por ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "revisado", APPROVED: "aprobado", RETURNED_TO_SERVICE: "devuelto al servicio" })[m] ?? m,
  },
  it: {
    machine: (k) => ({ sterilizer: "Sterilizzatrice", washer: "Lavastrumenti", disinfector: "Disinfettore" })[k] ?? k,
    closed: (f) => `${f.machine} è di nuovo in servizio: incidente ${f.id} chiuso, firmato da ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "revisionato", APPROVED: "approvato", RETURNED_TO_SERVICE: "rimesso in servizio" })[m] ?? m,
  },
  pt: {
    machine: (k) => ({ sterilizer: "Esterilizador", washer: "Lavadora", disinfector: "Desinfetador" })[k] ?? k,
    closed: (f) => `${f.machine} voltou ao serviço: incidente ${f.id} encerrado, assinado por ${f.signer} (${f.meaning}).`,
    meaning: (m) => ({ REVIEWED: "revisado", APPROVED: "aprovado", RETURNED_TO_SERVICE: "devolvido ao serviço" })[m] ?? m,
  },
  ja: {
    machine: (k) => ({ sterilizer: "滅菌器", washer: "洗浄機", disinfector: "消毒器" })[k] ?? k,
    closed: (f) => `${f.machine} は使用再開されました: インシデント ${f.id} を終了 (署名: ${f.signer}、${f.meaning})。`,
    meaning: (m) => ({ REVIEWED: "確認済み", APPROVED: "承認", RETURNED_TO_SERVICE: "使用再開" })[m] ?? m,
  },
};

export function incidentTexts(languageCode: string | null | undefined): Texts {
  const base = (languageCode ?? "en").toLowerCase().split("-")[0]!;
  return Object.hasOwn(INCIDENT_TEXTS, base) ? INCIDENT_TEXTS[base as ShippedLanguage] : INCIDENT_TEXTS.en;
}
