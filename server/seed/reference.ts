// Reference data every installation needs, demo or not: geography, languages, regional
// formats, user and indicator types, licence catalogue, dashboard panels and D-value zones.
// Ids are explicit so the other seed steps (and the spec's fixed numbers) can rely on them.
import { LANG, type Tx } from "./context";

export const REGIONS = [
  { id: 1, name: "Europe" },
  { id: 2, name: "Latin America" },
  { id: 3, name: "North America" },
  { id: 4, name: "Asia" },
  { id: 5, name: "Middle East and Africa" },
  { id: 6, name: "Oceania" },
] as const;

// [ISO 3166-1 alpha-2, English name, region id]
const COUNTRIES: [string, string, number][] = [
  ["ES", "Spain", 1], ["PT", "Portugal", 1], ["IT", "Italy", 1], ["DE", "Germany", 1],
  ["FR", "France", 1], ["GB", "United Kingdom", 1], ["NL", "Netherlands", 1], ["BE", "Belgium", 1],
  ["CH", "Switzerland", 1], ["SE", "Sweden", 1], ["NO", "Norway", 1], ["DK", "Denmark", 1],
  ["FI", "Finland", 1], ["GR", "Greece", 1],
  ["AR", "Argentina", 2], ["BR", "Brazil", 2], ["MX", "Mexico", 2], ["CL", "Chile", 2],
  ["CO", "Colombia", 2], ["PE", "Peru", 2], ["UY", "Uruguay", 2],
  ["US", "United States", 3], ["CA", "Canada", 3],
  ["JP", "Japan", 4], ["CN", "China", 4], ["KR", "South Korea", 4], ["IN", "India", 4],
  ["TR", "Türkiye", 5], ["AE", "United Arab Emirates", 5], ["ZA", "South Africa", 5],
  ["AU", "Australia", 6],
];

/** Country id by ISO code (ids follow the list order, starting at 1). */
export function countryId(code: string): number {
  const index = COUNTRIES.findIndex(([c]) => c === code);
  if (index < 0) throw new Error(`unknown country ${code}`);
  return index + 1;
}

/** Region id of a country, for picking the right EULA. */
export function countryRegionId(code: string): number {
  return COUNTRIES[countryId(code) - 1]![2];
}

const LANGUAGES: Record<keyof typeof LANG, string> = {
  en: "English",
  es: "Español",
  it: "Italiano",
  "pt-br": "Português",
  ja: "日本語",
  "zh-cn": "中文 (简体)",
  tr: "Türkçe",
  ko: "한국어",
  el: "Ελληνικά",
};

/** Regional formats, .NET-style patterns as the client expects them. languageCode is the
 * format's culture (en-US, en-GB, es ...); a language's formats are those whose code equals
 * the language code or starts with it followed by "-". */
export const REGIONAL_FORMAT = { enUS: 1, enGB: 2, es: 3, ptBR: 4, it: 5, ja: 6 } as const;
const REGIONAL_FORMATS = [
  { id: 1, languageCode: "en-US", description: "English (United States)", dateFormat: "MM/dd/yyyy", timeFormat: "hh:mm tt" },
  { id: 2, languageCode: "en-GB", description: "English (United Kingdom)", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" },
  { id: 3, languageCode: "es", description: "Español", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" },
  { id: 4, languageCode: "pt-br", description: "Português (Brasil)", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" },
  { id: 5, languageCode: "it", description: "Italiano", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" },
  { id: 6, languageCode: "ja", description: "日本語", dateFormat: "yyyy/MM/dd", timeFormat: "HH:mm" },
  { id: 7, languageCode: "zh-cn", description: "中文 (简体)", dateFormat: "yyyy/MM/dd", timeFormat: "HH:mm" },
  { id: 8, languageCode: "ko", description: "한국어", dateFormat: "yyyy-MM-dd", timeFormat: "HH:mm" },
  { id: 9, languageCode: "tr", description: "Türkçe", dateFormat: "dd.MM.yyyy", timeFormat: "HH:mm" },
  { id: 10, languageCode: "el", description: "Ελληνικά", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" },
];

export const USER_TYPE = { administrator: 0, supervisor: 1, operator: 2, distributor: 3, connection: 4 } as const;
const USER_TYPES = [
  { id: 0, description: "Administrator" },
  { id: 1, description: "Supervisor" },
  { id: 2, description: "Operator" },
  { id: 3, description: "Distributor" },
  { id: 4, description: "Connection" },
];

const INDICATOR_TYPES = [
  { id: 1, name: "BI" },
  { id: 2, name: "Protein" },
  { id: 3, name: "Chemical sterilizer" },
  { id: 4, name: "Chemical washer" },
  { id: 5, name: "BI disinfection" },
];

/** Licence products. 2 and 3 are the subscriptions screen's "plus" and "normal" blocks;
 * the licence screen hides Exporter/Exchange/Exchange Plus unless the name contains SM. */
export const LICENSE_PRODUCT = { cloud: 1, plus: 2, normal: 3, exporter: 4, exchange: 5, exchangePlus: 6 } as const;
const LICENSE_PRODUCTS = [
  { id: 1, name: "Bionova Cloud", isCloud: true, unlocksExporter: true },
  { id: 2, name: "Integration Plus", isCloud: false },
  { id: 3, name: "Integration", isCloud: false },
  { id: 4, name: "Exporter", isCloud: false, unlocksExporter: true },
  { id: 5, name: "Exchange", isCloud: false },
  { id: 6, name: "Exchange Plus", isCloud: false },
];

export const LICENSE_PERIOD = { trial: 1, oneYear: 2, twoYears: 3, threeYears: 4 } as const;
const LICENSE_PERIODS = [
  { id: 1, name: "Trial", days: 30, trial: true },
  { id: 2, name: "1 year", days: 365, trial: false },
  { id: 3, name: "2 years", days: 730, trial: false },
  { id: 4, name: "3 years", days: 1095, trial: false },
];

/**
 * Landing-page chart panels: the client calls GET /api/{controller}/{method}; each pair has its
 * data function in server/dashboard/panels.ts (docs/dashboard.md). Ids 1-5 are the demo's.
 */
const PANELS = [
  { id: 1, name: "Results per sterilizer", controller: "ReadingBI", method: "GetResultsBySterilizer", active: true },
  { id: 2, name: "Results per washer", controller: "ReadingPRO", method: "GetResultsByWasher", active: true },
  { id: 3, name: "BI last 31 days", controller: "ReadingBI", method: "GetLast31Days", active: true },
  { id: 4, name: "PRO last 31 days", controller: "ReadingPRO", method: "GetLast31Days", active: true },
  { id: 5, name: "Chemical results per sterilizer", controller: "ReadingCHESterilizer", method: "GetResultsBySterilizer", active: true },
  // Kept inactive so the "active panels" list has something to leave out.
  { id: 6, name: "Incubator usage", controller: "Incubator", method: "GetUsage", active: false },
  { id: 7, name: "Chemical results per washer", controller: "ReadingCHEWasher", method: "GetResultsByWasher", active: true },
  { id: 8, name: "BI results per incubator", controller: "ReadingBI", method: "GetResultsByIncubator", active: true },
  { id: 9, name: "Failed results per day", controller: "Reading", method: "GetFailuresLast31Days", active: true },
];

/** The shipped panels: the start-up sync (sync-items.ts) adds those a database lacks, by id. */
export const shippedPanels = () => PANELS;

/** BI processes served by /api/ReadingBI/GetProcessBI (ReadingBI.processId). */
export const PROCESS_BI = { steam: 1, hydrogenPeroxide: 2, ethyleneOxide: 3 } as const;

/** D-value zones per process (/SysSettingValues): zone 1 low, 2 expected, 3 high resistance. */
const SETTING_VALUES = [
  { id: 1, processBI: 1, valueDFrom: 0, valueDTo: 1.5, zone: 1 },
  { id: 2, processBI: 1, valueDFrom: 1.5, valueDTo: 3, zone: 2 },
  { id: 3, processBI: 1, valueDFrom: 3, valueDTo: 99, zone: 3 },
  { id: 4, processBI: 2, valueDFrom: 0, valueDTo: 0.75, zone: 1 },
  { id: 5, processBI: 2, valueDFrom: 0.75, valueDTo: 2, zone: 2 },
  { id: 6, processBI: 2, valueDFrom: 2, valueDTo: 99, zone: 3 },
  { id: 7, processBI: 3, valueDFrom: 0, valueDTo: 2.5, zone: 1 },
  { id: 8, processBI: 3, valueDFrom: 2.5, valueDTo: 6, zone: 2 },
  { id: 9, processBI: 3, valueDFrom: 6, valueDTo: 99, zone: 3 },
];

export async function seedReference(tx: Tx): Promise<void> {
  await tx.region.createMany({ data: [...REGIONS] });
  await tx.country.createMany({
    data: COUNTRIES.map(([code, name, regionId], i) => ({ id: i + 1, code, name, regionId })),
  });
  await tx.language.createMany({
    data: Object.entries(LANG).map(([code, id]) => ({
      id,
      code,
      description: LANGUAGES[code as keyof typeof LANG],
      enabled: true,
    })),
  });
  await tx.regionalFormat.createMany({ data: REGIONAL_FORMATS });
  await tx.userType.createMany({ data: USER_TYPES });
  await tx.indicatorType.createMany({ data: INDICATOR_TYPES });
  await tx.licenseProduct.createMany({ data: LICENSE_PRODUCTS });
  await tx.licensePeriod.createMany({ data: LICENSE_PERIODS });
  await tx.panel.createMany({ data: PANELS });
  await tx.settingValue.createMany({ data: SETTING_VALUES });
}
