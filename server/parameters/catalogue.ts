// What each company parameter is (spec 002 sections 3, 5, 9): its field type, its range or
// options, the block of the screen it sits in and when it is shown. The screen renders from
// this description and the service validates by it: one rule for both.
import type { PrismaClient } from "../db/generated/client";
import { languagesFor } from "../i18n/languages";
import { PARAMETER, WORKING_MODE, type CompanySettings, type ParameterName } from "./settings";
import { startingWith } from "../domain/like";

export interface ParameterOption {
  value: string;
  /** Interface text key (general object), or the label itself when `literal`. */
  label: string;
  literal?: boolean;
}

export interface ParameterDef {
  type: number;
  name: ParameterName;
  /** 1 integer, 4 decimal, 7 select. */
  fieldType: 1 | 4 | 7;
  block: "general" | "workingMode" | "incidents" | "signatures";
  min?: number;
  max?: number;
  step?: number;
  /** Most characters the field accepts. */
  maxLength?: number;
  /** Shown only in this working mode. */
  workingMode?: number;
  /** Saved together with its partner through saveisothresholds. */
  pair?: boolean;
  /** Changing it refreshes the interface texts and formats and reloads the page. */
  reloads?: boolean;
}

const protein = { fieldType: 4, min: 1, max: 50, step: 0.1, maxLength: 4 } as const;

/** In screen order. */
export const PARAMETERS: ParameterDef[] = [
  { type: PARAMETER.securityMode, name: "securityMode", fieldType: 7, block: "general" },
  { type: PARAMETER.language, name: "language", fieldType: 7, block: "general", reloads: true },
  { type: PARAMETER.regionalFormat, name: "regionalFormat", fieldType: 7, block: "general" },
  { type: PARAMETER.temperatureUnit, name: "temperatureUnit", fieldType: 7, block: "general" },
  { type: PARAMETER.noticeDays, name: "noticeDays", fieldType: 1, block: "general", min: 15, max: 365, step: 1, maxLength: 3 },
  { type: PARAMETER.selectedLicense, name: "selectedLicense", fieldType: 7, block: "general" },
  { type: PARAMETER.workingMode, name: "workingMode", fieldType: 7, block: "workingMode" },
  { type: PARAMETER.proteinThreshold, name: "proteinThreshold", ...protein, block: "workingMode", workingMode: WORKING_MODE.singleThreshold },
  { type: PARAMETER.proteinAlert, name: "proteinAlert", ...protein, block: "workingMode", workingMode: WORKING_MODE.iso, pair: true },
  { type: PARAMETER.proteinAction, name: "proteinAction", ...protein, block: "workingMode", workingMode: WORKING_MODE.iso, pair: true },
  // Incidents (docs/incidents.md): the re-tests before a return to service (AAMI ST79 asks for 3), and which failures open one.
  { type: PARAMETER.incidentRetests, name: "incidentRetests", fieldType: 1, block: "incidents", min: 1, max: 10, step: 1, maxLength: 2 },
  { type: PARAMETER.incidentOnChemicalFail, name: "incidentOnChemicalFail", fieldType: 7, block: "incidents" },
  { type: PARAMETER.incidentOnProteinAction, name: "incidentOnProteinAction", fieldType: 7, block: "incidents" },
  // Electronic signatures (docs/signatures.md): which actions the company's policy has signed.
  { type: PARAMETER.signToHistorical, name: "signToHistorical", fieldType: 7, block: "signatures" },
  { type: PARAMETER.signLicenseApproval, name: "signLicenseApproval", fieldType: 7, block: "signatures" },
];

const BY_TYPE = new Map(PARAMETERS.map((d) => [d.type, d]));
export const parameterDef = (type: number) => BY_TYPE.get(type);

/** Interface text key of a parameter's name. */
export const labelKey = (d: ParameterDef) => `parameters.${d.name}`;

const fixed = (prefix: string, values: number[]): ParameterOption[] => values.map((v) => ({ value: String(v), label: `${prefix}.${v}` }));

export const SECURITY_MODES = fixed("parameters.securityMode", [0, 1, 2, 3]);
export const WORKING_MODES = fixed("parameters.workingMode", [WORKING_MODE.singleThreshold, WORKING_MODE.iso]);
export const TEMPERATURE_UNITS = fixed("parameters.temperatureUnit", [0, 1]);
/** The on/off parameters' options: 0 No, 1 Yes. */
export const YES_NO_OPTIONS = fixed("parameters.yesNo", [0, 1]);

/** The licence the historical browser asks for (the Cloud licence) is not selectable. */
export const UNSELECTABLE_LICENSE = 1;

export interface OptionSources {
  prisma: PrismaClient;
  themeFileName: string | null;
  settings: CompanySettings;
}

/** A regional format belongs to a language when its code equals the language's or starts with it. */
/** `prisma` may be a transaction: inside one, read through it (PGlite has one connection, which the transaction holds). */
export function regionalFormatsOf(prisma: Pick<PrismaClient, "regionalFormat">, languageCode: string) {
  const base = languageCode.split("-")[0]!;
  return prisma.regionalFormat.findMany({
    where: { OR: [{ languageCode }, { languageCode: base }, { languageCode: startingWith(`${base}-`) }] },
    orderBy: { id: "asc" },
    select: { id: true, languageCode: true, description: true, dateFormat: true, timeFormat: true },
  });
}

/** The select's options; null for numeric parameters. */
export async function optionsOf(d: ParameterDef, s: OptionSources): Promise<ParameterOption[] | null> {
  switch (d.name) {
    case "securityMode":
      return SECURITY_MODES;
    case "workingMode":
      return WORKING_MODES;
    case "temperatureUnit":
      return TEMPERATURE_UNITS;
    case "incidentOnChemicalFail":
    case "incidentOnProteinAction":
    case "signToHistorical":
    case "signLicenseApproval":
      return YES_NO_OPTIONS;
    case "language":
      return (await languagesFor(s.prisma, s.themeFileName)).map((l) => ({ value: String(l.id), label: l.description, literal: true }));
    case "regionalFormat": {
      const lang = s.settings.languageId ? await s.prisma.language.findUnique({ where: { id: s.settings.languageId } }) : null;
      return (await regionalFormatsOf(s.prisma, lang?.code ?? "en")).map((f) => ({ value: String(f.id), label: `${f.description} (${f.dateFormat} ${f.timeFormat})`, literal: true }));
    }
    case "selectedLicense": {
      const products = await s.prisma.licenseProduct.findMany({ where: { id: { not: UNSELECTABLE_LICENSE } }, orderBy: { id: "asc" } });
      return [{ value: "0", label: "parameters.selectedLicense.none" }, ...products.map((p) => ({ value: String(p.id), label: p.name, literal: true }))];
    }
    default:
      return null;
  }
}
