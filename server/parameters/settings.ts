// A company's parameters as the rest of the server reads them: one read, typed values, the
// defaults applied. Every rule that follows a parameter (required fields, protein results,
// formats, temperature unit) asks here.
import type { Prisma, PrismaClient } from "../db/generated/client";

type Db = PrismaClient | Prisma.TransactionClient;

/** App parameter types (spec 002 section 3). */
export const PARAMETER = {
  securityMode: 0,
  language: 1,
  noticeDays: 2,
  proteinThreshold: 4,
  workingMode: 10,
  proteinAlert: 11,
  proteinAction: 12,
  regionalFormat: 13,
  temperatureUnit: 14,
  selectedLicense: 18,
  /** Consecutive good re-tests before a machine returns to service after an incident (AAMI ST79: 3). */
  incidentRetests: 19,
  /** 1: a failed chemical indicator on a sterilizer or washer opens an incident (default 0, off). */
  incidentOnChemicalFail: 20,
  /** 1: a protein result over the action level on a washer opens an incident (default 1, on). */
  incidentOnProteinAction: 21,
  /** 1: moving readings to the historical record (to historical, confirm and save) needs an electronic signature (default 0). */
  signToHistorical: 22,
  /** 1: approving one of the company's licences needs the approver's electronic signature (default 0). */
  signLicenseApproval: 23,
} as const;

export type ParameterName = keyof typeof PARAMETER;

/** Working mode 0: one protein threshold; 1: ISO 15883 alert and action thresholds. */
export const WORKING_MODE = { singleThreshold: 0, iso: 1 } as const;
/** Temperature unit 0: °C (as stored); 1: °F. */
export const TEMPERATURE_UNIT = { celsius: 0, fahrenheit: 1 } as const;

export interface CompanySettings {
  securityMode: number;
  languageId: number | null;
  noticeDays: number;
  proteinThreshold: number;
  workingMode: number;
  proteinAlert: number;
  proteinAction: number;
  regionalFormatId: number | null;
  temperatureUnit: number;
  selectedLicense: number;
  incidentRetests: number;
  /** 0 off, 1 on. */
  incidentOnChemicalFail: number;
  /** 0 off, 1 on. */
  incidentOnProteinAction: number;
  /** 0 off, 1 on. */
  signToHistorical: number;
  /** 0 off, 1 on. */
  signLicenseApproval: number;
}

/** Values a company starts with (and "reset to default" restores, unless a distributor parameter says otherwise). */
export const DEFAULTS: CompanySettings = {
  securityMode: 1,
  languageId: null,
  noticeDays: 30,
  proteinThreshold: 3,
  // ISO 15883-5's alert and action levels unless the company chooses one threshold.
  workingMode: WORKING_MODE.iso,
  proteinAlert: 3,
  proteinAction: 6.4,
  regionalFormatId: null,
  temperatureUnit: TEMPERATURE_UNIT.celsius,
  selectedLicense: 0,
  incidentRetests: 3,
  // A chemical indicator's failure is often a packing or loading matter (ISO 11140-1): the company opts in.
  incidentOnChemicalFail: 0,
  // A protein result over the action level always opened an incident before parameter 21: on unless turned off.
  incidentOnProteinAction: 1,
  // Electronic signatures (21 CFR Part 11) are a policy each hospital chooses: off unless turned on.
  signToHistorical: 0,
  signLicenseApproval: 0,
};

/** The on/off parameters (20–23): stored as 0 or 1. */
export const YES_NO = { no: 0, yes: 1 } as const;

const NAME_OF = new Map<number, ParameterName>(Object.entries(PARAMETER).map(([k, v]) => [v, k as ParameterName]));
export const parameterName = (type: number): ParameterName | undefined => NAME_OF.get(type);

/** The settings field a parameter fills (the two selects of rows hold ids). */
export const settingKey = (name: ParameterName): keyof CompanySettings => (name === "language" ? "languageId" : name === "regionalFormat" ? "regionalFormatId" : name);

/** A stored value as a number ("6,4" too); null when it holds none. */
export function numeric(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

export async function companySettings(db: Db, companyId: number): Promise<CompanySettings> {
  const rows = await db.appParameter.findMany({ where: { companyId }, select: { type: true, value: true } });
  const s: CompanySettings = { ...DEFAULTS };
  for (const r of rows) {
    const name = NAME_OF.get(r.type);
    const n = numeric(r.value);
    if (name && n !== null) (s as unknown as Record<string, number>)[settingKey(name)] = n;
  }
  return s;
}

/** The protein levels a result is judged by: in single-threshold mode alert = action = the threshold. */
export function proteinLevels(s: CompanySettings): { alert: number; action: number } {
  return s.workingMode === WORKING_MODE.iso ? { alert: s.proteinAlert, action: s.proteinAction } : { alert: s.proteinThreshold, action: s.proteinThreshold };
}

/** °C as stored → the company's unit. */
export function displayTemperature(celsius: number, unit: number): number {
  return unit === TEMPERATURE_UNIT.fahrenheit ? Math.round((celsius * 9) / 5 * 100 + 3200) / 100 : celsius;
}

export const temperatureSymbol = (unit: number) => (unit === TEMPERATURE_UNIT.fahrenheit ? "°F" : "°C");
