// Italian, Brazilian Portuguese and Japanese texts of the export headers
// (server/export/columns.ts) and of the printable historical record
// (server/historical/report.ts). Those modules hold English and Spanish beside their
// definitions; these are the three other shipped languages: `columnHeader(en, es, language)`
// gives a header in any shipped language and `RECORD_TEXTS[language]` the record's texts.
import type { ShippedLanguage } from "../seed/context";

type Other = Exclude<ShippedLanguage, "en" | "es">;

/** Export and record column headers by their English text. */
export const COLUMN_HEADERS: Record<string, Record<Other, string>> = {
  "Read number": { it: "N. lettura", pt: "Nº da leitura", ja: "読み取り番号" },
  Position: { it: "Posizione", pt: "Posição", ja: "位置" },
  Started: { it: "Inizio", pt: "Início", ja: "開始" },
  "Result date": { it: "Data del risultato", pt: "Data do resultado", ja: "結果日" },
  Program: { it: "Programma", pt: "Programa", ja: "プログラム" },
  "Program number": { it: "N. programma", pt: "Nº do programa", ja: "プログラム番号" },
  Incubator: { it: "Incubatrice", pt: "Incubadora", ja: "インキュベータ" },
  "Average temperature (°C)": { it: "Temperatura media (°C)", pt: "Temperatura média (°C)", ja: "平均温度 (°C)" },
  Result: { it: "Risultato", pt: "Resultado", ja: "結果" },
  "Visual result": { it: "Risultato visivo", pt: "Resultado visual", ja: "目視結果" },
  Product: { it: "Prodotto", pt: "Produto", ja: "製品" },
  Brand: { it: "Marca", pt: "Marca", ja: "メーカー" },
  Lot: { it: "Lotto", pt: "Lote", ja: "ロット" },
  Process: { it: "Processo", pt: "Processo", ja: "工程" },
  "D value": { it: "Valore D", pt: "Valor D", ja: "D値" },
  "Exposure (minutes)": { it: "Esposizione (minuti)", pt: "Exposição (minutos)", ja: "曝露時間（分）" },
  "D value unit": { it: "Unità del valore D", pt: "Unidade do valor D", ja: "D値の単位" },
  Condition: { it: "Condizione", pt: "Condição", ja: "条件" },
  Cycle: { it: "Ciclo", pt: "Ciclo", ja: "サイクル" },
  Sterilizer: { it: "Sterilizzatore", pt: "Esterilizador", ja: "滅菌器" },
  "Sterilizer serial": { it: "N. di serie sterilizzatore", pt: "Nº de série do esterilizador", ja: "滅菌器シリアル番号" },
  "Sterilizer brand": { it: "Marca sterilizzatore", pt: "Marca do esterilizador", ja: "滅菌器メーカー" },
  "Load number": { it: "N. carico", pt: "Nº da carga", ja: "負荷番号" },
  "Book number": { it: "N. registro", pt: "Nº do livro", ja: "台帳番号" },
  "Page number": { it: "N. pagina", pt: "Nº da página", ja: "ページ番号" },
  "Ticket number": { it: "N. ticket", pt: "Nº do ticket", ja: "チケット番号" },
  Terms: { it: "Termini", pt: "Termos", ja: "条件" },
  Fluorescence: { it: "Fluorescenza", pt: "Fluorescência", ja: "蛍光" },
  Sector: { it: "Settore", pt: "Setor", ja: "部門" },
  "Edited by": { it: "Modificato da", pt: "Editado por", ja: "編集者" },
  Notes: { it: "Note", pt: "Observações", ja: "備考" },
  Disinfector: { it: "Disinfettore", pt: "Desinfetor", ja: "消毒器" },
  "Disinfector serial": { it: "N. di serie disinfettore", pt: "Nº de série do desinfetor", ja: "消毒器シリアル番号" },
  "Disinfector brand": { it: "Marca disinfettore", pt: "Marca do desinfetor", ja: "消毒器メーカー" },
  Room: { it: "Ambiente", pt: "Sala", ja: "部屋" },
  "Room volume": { it: "Volume dell'ambiente", pt: "Volume da sala", ja: "部屋の容積" },
  "Peroxide concentration": { it: "Concentrazione di perossido", pt: "Concentração de peróxido", ja: "過酸化物濃度" },
  "Protein (µg)": { it: "Proteine (µg)", pt: "Proteína (µg)", ja: "タンパク質 (µg)" },
  "Protein (µg/cm²)": { it: "Proteine (µg/cm²)", pt: "Proteína (µg/cm²)", ja: "タンパク質 (µg/cm²)" },
  "Alert level": { it: "Livello di allerta", pt: "Nível de alerta", ja: "警告レベル" },
  "Action level": { it: "Livello di azione", pt: "Nível de ação", ja: "処置レベル" },
  Tool: { it: "Strumento", pt: "Instrumental", ja: "器具" },
  "Surface (cm²)": { it: "Superficie (cm²)", pt: "Superfície (cm²)", ja: "表面積 (cm²)" },
  Measure: { it: "Misura", pt: "Medida", ja: "測定" },
  Washer: { it: "Lavastrumenti", pt: "Lavadora", ja: "洗浄機" },
  "Washer serial": { it: "N. di serie lavastrumenti", pt: "Nº de série da lavadora", ja: "洗浄機シリアル番号" },
  "Washer brand": { it: "Marca lavastrumenti", pt: "Marca da lavadora", ja: "洗浄機メーカー" },
  "Ignored from IQAS": { it: "Esclusa da IQAS", pt: "Ignorada no IQAS", ja: "IQAS除外" },
  "Test date": { it: "Data del test", pt: "Data do teste", ja: "テスト日" },
  "Manufacture date": { it: "Data di fabbricazione", pt: "Data de fabricação", ja: "製造日" },
  "Expiration date": { it: "Data di scadenza", pt: "Data de validade", ja: "有効期限" },
  "Temperature (°C)": { it: "Temperatura (°C)", pt: "Temperatura (°C)", ja: "温度 (°C)" },
  "Exposure time": { it: "Tempo di esposizione", pt: "Tempo de exposição", ja: "曝露時間" },
  "Package number": { it: "N. confezione", pt: "Nº do pacote", ja: "包装番号" },
  Concentration: { it: "Concentrazione", pt: "Concentração", ja: "濃度" },
  "Relative humidity": { it: "Umidità relativa", pt: "Umidade relativa", ja: "相対湿度" },
  Location: { it: "Posizione", pt: "Localização", ja: "位置" },
  "Washing time": { it: "Tempo di lavaggio", pt: "Tempo de lavagem", ja: "洗浄時間" },
  "Detergent concentration": { it: "Concentrazione del detergente", pt: "Concentração do detergente", ja: "洗剤濃度" },
  "Detergent type": { it: "Tipo di detergente", pt: "Tipo de detergente", ja: "洗剤の種類" },
  "Water pressure": { it: "Pressione dell'acqua", pt: "Pressão da água", ja: "水圧" },
  "Water hardness": { it: "Durezza dell'acqua", pt: "Dureza da água", ja: "水の硬度" },
};

/** A column header in a shipped language; English when the header has no translation yet. */
export function columnHeader(en: string, es: string, language: ShippedLanguage): string {
  if (language === "en") return en;
  if (language === "es") return es;
  return COLUMN_HEADERS[en]?.[language] ?? en;
}

/** The printable record's texts (the keys of report.ts's TEXT.en) in it, pt and ja. */
export interface RecordTexts {
  title: string; BI: string; BID: string; PRO: string; CHE_STERILIZER: string; CHE_WASHER: string;
  company: string; sector: string; period: string; filters: string; none: string; all: string; from: string; to: string;
  totals: string; total: string; noResult: string; printedBy: string; at: string; truncated: (n: number) => string;
  print: string; empty: string; resultDates: string; incubator: string; editUser: string; sterilizer: string;
  disinfector: string; washer: string; result: string; readNumber: string;
}

export const RECORD_TEXTS: Record<Other, RecordTexts> = {
  it: {
    title: "Registro delle letture", BI: "Indicatori biologici (sterilizzazione)", BID: "Indicatori biologici (disinfezione)", PRO: "Indicatori proteici",
    CHE_STERILIZER: "Indicatori chimici (sterilizzatore)", CHE_WASHER: "Indicatori chimici (lavastrumenti)", company: "Azienda", sector: "Settore",
    period: "Periodo", filters: "Filtri", none: "Nessuno", all: "Tutti", from: "dal", to: "al", totals: "Totali per risultato", total: "Totale",
    noResult: "Nessun risultato", printedBy: "Stampato da", at: "il",
    truncated: (n) => `Sono elencate solo le prime ${n} letture; restringi il filtro per stampare le altre.`,
    print: "Stampa", empty: "Nessuna lettura corrisponde al filtro.", resultDates: "Date dei risultati", incubator: "Incubatrice",
    editUser: "Modificato da", sterilizer: "Sterilizzatore", disinfector: "Disinfettore", washer: "Lavastrumenti", result: "Risultato", readNumber: "N. lettura",
  },
  pt: {
    title: "Registro de leituras", BI: "Indicadores biológicos (esterilização)", BID: "Indicadores biológicos (desinfecção)", PRO: "Indicadores de proteína",
    CHE_STERILIZER: "Indicadores químicos (esterilizador)", CHE_WASHER: "Indicadores químicos (lavadora)", company: "Empresa", sector: "Setor",
    period: "Período", filters: "Filtros", none: "Nenhum", all: "Todos", from: "de", to: "até", totals: "Totais por resultado", total: "Total",
    noResult: "Sem resultado", printedBy: "Impresso por", at: "em",
    truncated: (n) => `Apenas as primeiras ${n} leituras são listadas; restrinja o filtro para imprimir as demais.`,
    print: "Imprimir", empty: "Nenhuma leitura corresponde ao filtro.", resultDates: "Datas dos resultados", incubator: "Incubadora",
    editUser: "Editado por", sterilizer: "Esterilizador", disinfector: "Desinfetor", washer: "Lavadora", result: "Resultado", readNumber: "Nº da leitura",
  },
  ja: {
    title: "読み取り記録", BI: "生物学的インジケータ (滅菌)", BID: "生物学的インジケータ (消毒)", PRO: "タンパク質インジケータ",
    CHE_STERILIZER: "化学的インジケータ (滅菌器)", CHE_WASHER: "化学的インジケータ (洗浄機)", company: "施設", sector: "部門",
    period: "期間", filters: "フィルター", none: "なし", all: "すべて", from: "開始", to: "終了", totals: "結果別の合計", total: "合計",
    noResult: "結果なし", printedBy: "印刷者", at: "日時",
    truncated: (n) => `最初の ${n} 件の読み取りのみ表示しています。残りを印刷するにはフィルターで絞り込んでください。`,
    print: "印刷", empty: "フィルターに一致する読み取りはありません。", resultDates: "結果日", incubator: "インキュベータ",
    editUser: "編集者", sterilizer: "滅菌器", disinfector: "消毒器", washer: "洗浄機", result: "結果", readNumber: "読み取り番号",
  },
};
