// Dashboard settings (spec 002 sections 2.11, 3, 7.7): the sterilisation-score table read by
// the score screen, and the D-value zones per BI process.
import type { FieldErrors } from "../../domain/errors";
import { defineEntity, textIn, type StaticOption, type Texts } from "../describe";

export const SCORE_TYPES: readonly StaticOption[] = [
  { value: 1, label: { en: "High", es: "Alto", it: "Alto", pt: "Alto", ja: "高" } },
  { value: 2, label: { en: "Medium", es: "Medio", it: "Medio", pt: "Médio", ja: "中" } },
  { value: 3, label: { en: "Low", es: "Bajo", it: "Basso", pt: "Baixo", ja: "低" } },
];
export const ZONE_TYPES: readonly StaticOption[] = [
  { value: 1, label: { en: "Low resistance", es: "Resistencia baja", it: "Resistenza bassa", pt: "Resistência baixa", ja: "低抵抗" } },
  { value: 2, label: { en: "Expected", es: "Esperada", it: "Attesa", pt: "Esperada", ja: "想定内" } },
  { value: 3, label: { en: "High resistance", es: "Resistencia alta", it: "Resistenza alta", pt: "Resistência alta", ja: "高抵抗" } },
];
/** BI processes (ReadingBI.processId; /api/ReadingBI/GetProcessBI). */
export const PROCESSES_BI: readonly StaticOption[] = [
  { value: 1, label: { en: "Steam", es: "Vapor", it: "Vapore", pt: "Vapor", ja: "蒸気" } },
  { value: 2, label: { en: "Hydrogen peroxide", es: "Peróxido de hidrógeno", it: "Perossido di idrogeno", pt: "Peróxido de hidrogênio", ja: "過酸化水素" } },
  { value: 3, label: { en: "Ethylene oxide", es: "Óxido de etileno", it: "Ossido di etilene", pt: "Óxido de etileno", ja: "酸化エチレン" } },
];

const OVERLAP: Texts = {
  en: "This range overlaps another range of the same program.",
  es: "Este rango se superpone con otro rango del mismo programa.",
  it: "Questo intervallo si sovrappone a un altro intervallo dello stesso programma.",
  pt: "Este intervalo se sobrepõe a outro intervalo do mesmo programa.",
  ja: "この範囲は同じプログラムの別の範囲と重なっています。",
};
const FROM_BELOW_TO: Texts = { en: "'From' must be lower than 'to'.", es: "'Desde' debe ser menor que 'hasta'.", it: "'Da' deve essere minore di 'a'.", pt: "'De' deve ser menor que 'até'.", ja: "「開始」は「終了」より小さくしてください。" };

export const scoreRpe = defineEntity({
  name: "ScoreRpe",
  plural: "ScoreRpes",
  route: "/SysScoreRPE",
  noun: { en: "score range", es: "rango de puntuación", it: "intervallo di punteggio", pt: "intervalo de pontuação", ja: "スコア範囲" },
  model: "scoreRpe",
  fields: [
    { name: "programId", label: { en: "Program", es: "Programa", it: "Programma", pt: "Programa", ja: "プログラム" }, kind: "select", required: true, options: { entity: "Program", labelField: "name" } },
    { name: "minutesFrom", label: { en: "Minutes from", es: "Minutos desde", it: "Minuti da", pt: "Minutos de", ja: "開始 (分)" }, kind: "decimal", required: true, min: 0, max: 100000 },
    { name: "minutesTo", label: { en: "Minutes to", es: "Minutos hasta", it: "Minuti a", pt: "Minutos até", ja: "終了 (分)" }, kind: "decimal", required: true, min: 0, max: 100000 },
    { name: "score", label: { en: "Score", es: "Puntuación", it: "Punteggio", pt: "Pontuação", ja: "スコア" }, kind: "decimal", required: true, min: 0, max: 100 },
    { name: "scoreType", label: { en: "Score type", es: "Tipo de puntuación", it: "Tipo di punteggio", pt: "Tipo de pontuação", ja: "スコアの種類" }, kind: "select", required: true, options: { static: SCORE_TYPES } },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"] },
  rest: { base: "/api/ScoreRPE", options: [{ path: "/api/ScoreRPE/GetScoreTypes", field: "scoreType" }] },
  order: ["programId", "minutesFrom"],
  nameField: "minutesFrom",
  hooks: {
    // The ranges [from, to) of one program must not overlap: each exposure has one score.
    validate: async (tx, v, id, lang): Promise<FieldErrors | void> => {
      const from = Number(v.minutesFrom);
      const to = Number(v.minutesTo);
      if (!(from < to)) return { minutesTo: [textIn(FROM_BELOW_TO, lang)] };
      const clash = await tx.scoreRpe.count({ where: { programId: Number(v.programId), minutesFrom: { lt: to }, minutesTo: { gt: from }, ...(id ? { NOT: { id } } : {}) } });
      if (clash) return { minutesFrom: [textIn(OVERLAP, lang)] };
    },
  },
});

export const settingValue = defineEntity({
  name: "SettingValue",
  plural: "SettingValues",
  route: "/SysSettingValues",
  noun: { en: "D-value zone", es: "zona de valor D", it: "zona del valore D", pt: "zona de valor D", ja: "D値ゾーン" },
  model: "settingValue",
  fields: [
    { name: "processBI", label: { en: "Process", es: "Proceso", it: "Processo", pt: "Processo", ja: "工程" }, kind: "select", required: true, options: { static: PROCESSES_BI } },
    { name: "valueDFrom", label: { en: "D value from", es: "Valor D desde", it: "Valore D da", pt: "Valor D de", ja: "D値 (開始)" }, kind: "decimal", required: true, min: 0, max: 1000 },
    { name: "valueDTo", label: { en: "D value to", es: "Valor D hasta", it: "Valore D a", pt: "Valor D até", ja: "D値 (終了)" }, kind: "decimal", required: true, min: 0, max: 1000 },
    { name: "zone", label: { en: "Zone", es: "Zona", it: "Zona", pt: "Zona", ja: "ゾーン" }, kind: "select", required: true, options: { static: ZONE_TYPES } },
  ],
  access: { system: ["list", "detail", "create", "update", "delete"] },
  rest: { base: "/api/SettingValue", options: [{ path: "/api/SettingValue/getZoneTypes", field: "zone" }, { path: "/api/SettingValue/getProcessBI", field: "processBI" }] },
  order: ["processBI", "valueDFrom"],
  nameField: "valueDFrom",
  hooks: {
    validate: async (_tx, v, _id, lang): Promise<FieldErrors | void> => {
      if (!(Number(v.valueDFrom) < Number(v.valueDTo))) return { valueDTo: [textIn(FROM_BELOW_TO, lang)] };
    },
  },
});
