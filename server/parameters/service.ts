// Company parameters (screen 310): read them for the screen, change one, save the protein
// alert/action pair, reset one or all to their defaults. Each change is validated by the
// catalogue, written in one transaction with its app-log entry, then published on
// "parameter:company" so every open screen of the company (GraphQL subscription, SignalR hub,
// every instance) follows at once.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { ValidationError, notFound, REQUIRED } from "../domain/errors";
import { appLog, type LogValue } from "../applog/service";
import { userLanguage } from "../i18n/languages";
import { generalObjects } from "../i18n/translations";
import { PARAMETERS, SECURITY_MODES, TEMPERATURE_UNITS, WORKING_MODES, YES_NO_OPTIONS, labelKey, optionsOf, parameterDef, regionalFormatsOf, type ParameterDef, type ParameterOption } from "./catalogue";
import { companySettings, DEFAULTS, PARAMETER, settingKey, type CompanySettings } from "./settings";

type Tx = Prisma.TransactionClient;

/** The spec's text for a pair whose alert is not below the action (its wording is kept as given). */
export const PAIR_ERROR = "alert threshold must be higher than action threshold";

export interface ParameterView extends Omit<ParameterDef, "name"> {
  id: number;
  name: string;
  description: string;
  value: string;
  visible: boolean;
  order: number;
  options: { value: string; label: string }[] | null;
}

type Translator = Awaited<ReturnType<typeof textsFor>>;

/** Translator for one request: interface texts in the caller's language. */
async function textsFor(ctx: ServiceContext) {
  const lang = await userLanguage(ctx.prisma, ctx.principal);
  const texts = await generalObjects(ctx.prisma, lang.id);
  return (key: string, values: Record<string, string | number> = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ""));
}

async function themeOf(ctx: ServiceContext, companyId: number): Promise<string | null> {
  const c = await ctx.prisma.company.findUnique({ where: { id: companyId }, select: { distributor: { select: { themeFileName: true } } } });
  return c?.distributor.themeFileName ?? null;
}

/** The company's parameters in screen order, described for the screen (labels in the caller's language). */
export async function listParameters(ctx: ServiceContext): Promise<ParameterView[]> {
  const companyId = ownCompanyId(ctx.principal);
  const [rows, settings, t, themeFileName] = await Promise.all([
    ctx.prisma.appParameter.findMany({ where: { companyId } }),
    companySettings(ctx.prisma, companyId),
    textsFor(ctx),
    themeOf(ctx, companyId),
  ]);
  const views: ParameterView[] = [];
  for (const [order, d] of PARAMETERS.entries()) {
    const row = rows.find((r) => r.type === d.type);
    const options = await optionsOf(d, { prisma: ctx.prisma, themeFileName, settings });
    const { name: _name, ...rest } = d;
    views.push({
      ...rest,
      id: row?.id ?? 0,
      name: d.name,
      description: t(labelKey(d)),
      value: row?.value ?? String(DEFAULTS[settingKey(d.name)] ?? ""),
      visible: row?.visible ?? true,
      order,
      options: options?.map((o: ParameterOption) => ({ value: o.value, label: o.literal ? o.label : t(o.label) })) ?? null,
    });
  }
  return views;
}

export async function parameterByType(ctx: ServiceContext, type: number): Promise<ParameterView> {
  const found = (await listParameters(ctx)).find((p) => p.type === type);
  if (!found) throw notFound();
  return found;
}

/** A number written plainly ("12", "3.5" or "3,5"); anything else is refused, never guessed. */
function plainNumber(value: string): number | null {
  return /^\d{1,6}([.,]\d{1,6})?$/.test(value.trim()) ? Number(value.trim().replace(",", ".")) : null;
}

/** Whether `n` is a whole number of `step`s (0.1: one decimal at most), allowing for binary fractions. */
export function onStep(n: number, step: number): boolean {
  const steps = n / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** The value as it will be stored, or the field's messages in the caller's language. */
async function checkValue(ctx: ServiceContext, t: Translator, d: ParameterDef, raw: unknown, settings: CompanySettings, themeFileName: string | null): Promise<string> {
  const field = labelKey(d);
  const refuse = (message: string): never => {
    throw new ValidationError({ [field]: [message] });
  };
  const value = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (value === "") refuse(t(REQUIRED));
  if (d.fieldType === 7) {
    const options = await optionsOf(d, { prisma: ctx.prisma, themeFileName, settings });
    if (!options?.some((o) => o.value === value)) refuse(t("parameters.notAnOption"));
    return value;
  }
  const n = plainNumber(value);
  if (n === null) return refuse(t("ValueMustBeNumber"));
  if (d.fieldType === 1 && !Number.isInteger(n)) refuse(t("parameters.wholeNumber"));
  if (d.maxLength && value.length > d.maxLength) refuse(t("parameters.maxLength", { max: d.maxLength }));
  if (d.max !== undefined && n > d.max) refuse(t("parameters.valueLessThan", { bound: d.max }));
  if (d.min !== undefined && n < d.min) refuse(t("parameters.valueBiggerThan", { bound: d.min }));
  if (d.step !== undefined && !onStep(n, d.step)) refuse(t("parameters.step", { step: d.step }));
  return String(n);
}

/**
 * A value as the log shows it: an option by its label (an interface text, translated when the
 * log is read, or a language's, format's or product's own name), a number as written.
 */
export async function logValue(tx: Tx, d: ParameterDef, value: string): Promise<LogValue> {
  if (value === "") return "";
  const id = Number(value);
  switch (d.name) {
    case "securityMode":
    case "workingMode":
    case "temperatureUnit":
    case "incidentOnChemicalFail":
    case "incidentOnProteinAction":
    case "signToHistorical":
    case "signLicenseApproval": {
      const fixed = d.name === "securityMode" ? SECURITY_MODES : d.name === "workingMode" ? WORKING_MODES : d.name === "temperatureUnit" ? TEMPERATURE_UNITS : YES_NO_OPTIONS;
      const option = fixed.find((o) => o.value === value);
      return option ? { t: option.label } : value;
    }
    case "language":
      return (await tx.language.findUnique({ where: { id }, select: { description: true } }))?.description ?? value;
    case "regionalFormat": {
      const f = await tx.regionalFormat.findUnique({ where: { id }, select: { description: true, dateFormat: true, timeFormat: true } });
      return f ? `${f.description} (${f.dateFormat} ${f.timeFormat})` : value;
    }
    case "selectedLicense":
      return id === 0 ? { t: "parameters.selectedLicense.none" } : ((await tx.licenseProduct.findUnique({ where: { id }, select: { name: true } }))?.name ?? value);
    default:
      return value;
  }
}

async function write(tx: Tx, ctx: ServiceContext, companyId: number, d: ParameterDef, value: string, before: CompanySettings, action: string) {
  const order = PARAMETERS.indexOf(d);
  await tx.appParameter.upsert({
    where: { companyId_type: { companyId, type: d.type } },
    update: { value },
    create: { companyId, type: d.type, value, fieldType: d.fieldType, order },
  });
  const was = String(before[settingKey(d.name)] ?? "");
  // Stored as a text key and values, so each reader sees the parameter's name and the options' labels in their language.
  const data = { key: "applog.parameter.changed", args: { name: { t: labelKey(d) }, before: await logValue(tx, d, was), after: await logValue(tx, d, value) } };
  await appLog(tx, ctx.principal!, { entity: "Parameter", entityId: d.type, action, data });
}

/** The language parameter is the company's language, and the acting user's, so the reload speaks it; a format of another language gives way to the new language's first. */
async function followLanguage(tx: Tx, ctx: ServiceContext, companyId: number, languageId: number, before: CompanySettings): Promise<number[]> {
  await tx.company.update({ where: { id: companyId }, data: { languageId } });
  await tx.appUser.update({ where: { id: ctx.principal!.userId }, data: { languageId } });
  const lang = await tx.language.findUniqueOrThrow({ where: { id: languageId } });
  const formats = await regionalFormatsOf(tx, lang.code);
  if (formats.some((f) => f.id === before.regionalFormatId) || !formats[0]) return [];
  await write(tx, ctx, companyId, parameterDef(PARAMETER.regionalFormat)!, String(formats[0].id), before, "update");
  return [PARAMETER.regionalFormat];
}

export interface ParameterChangeResult {
  message: string;
  settings: CompanySettings;
  types: number[];
}

async function changed(ctx: ServiceContext, companyId: number, types: number[], messageKey: string, values: Record<string, string> = {}, translator?: Translator): Promise<ParameterChangeResult> {
  ctx.pubsub.publish("parameter:company", companyId, { types, userId: ctx.principal!.userId });
  const t = translator ?? (await textsFor(ctx));
  return { message: t(messageKey, values), settings: await companySettings(ctx.prisma, companyId), types };
}

function definitionOf(type: unknown, t: Translator): ParameterDef {
  const d = typeof type === "number" ? parameterDef(type) : undefined;
  if (!d) throw new ValidationError({ appParameterType: [t("parameters.unknownType")] });
  return d;
}

/** The spec's pair text (its English kept as given), in the caller's language. */
function pairError(t: Translator, field: string): ValidationError {
  const text = t(PAIR_ERROR);
  return new ValidationError({ [field]: [text] }, text);
}

/** Changes one parameter. Alert and action are checked against the stored partner. */
export async function updateParameter(ctx: ServiceContext, input: { type: unknown; value: unknown }): Promise<ParameterChangeResult> {
  const companyId = ownCompanyId(ctx.principal);
  const t = await textsFor(ctx);
  const d = definitionOf(input.type, t);
  const [before, themeFileName] = await Promise.all([companySettings(ctx.prisma, companyId), themeOf(ctx, companyId)]);
  const value = await checkValue(ctx, t, d, input.value, before, themeFileName);
  if (d.pair) {
    const alert = d.type === PARAMETER.proteinAlert ? Number(value) : before.proteinAlert;
    const action = d.type === PARAMETER.proteinAction ? Number(value) : before.proteinAction;
    if (!(alert < action)) throw pairError(t, labelKey(d));
  }
  const types = [d.type];
  await ctx.prisma.$transaction(async (tx) => {
    await write(tx, ctx, companyId, d, value, before, "update");
    if (d.type === PARAMETER.language) types.push(...(await followLanguage(tx, ctx, companyId, Number(value), before)));
  });
  return changed(ctx, companyId, types, "parameters.saved", { name: t(labelKey(d)) }, t);
}

/** Saves the protein alert and action thresholds together (alert strictly below action). */
export async function saveProteinThresholds(ctx: ServiceContext, input: { alert: unknown; action: unknown }): Promise<ParameterChangeResult> {
  const companyId = ownCompanyId(ctx.principal);
  const alertDef = parameterDef(PARAMETER.proteinAlert)!;
  const actionDef = parameterDef(PARAMETER.proteinAction)!;
  const [before, t] = await Promise.all([companySettings(ctx.prisma, companyId), textsFor(ctx)]);
  const errors: Record<string, string[]> = {};
  const checked: string[] = [];
  for (const [d, raw] of [[alertDef, input.alert], [actionDef, input.action]] as const) {
    try {
      checked.push(await checkValue(ctx, t, d, raw, before, null));
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      Object.assign(errors, e.errors);
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const [alert, action] = checked as [string, string];
  if (!(Number(alert) < Number(action))) throw pairError(t, labelKey(alertDef));
  await ctx.prisma.$transaction(async (tx) => {
    await write(tx, ctx, companyId, alertDef, alert, before, "update");
    await write(tx, ctx, companyId, actionDef, action, before, "update");
  });
  return changed(ctx, companyId, [alertDef.type, actionDef.type], "parameters.thresholdsSaved", {}, t);
}

/**
 * The value "reset to default" restores: the distributor's system parameter where one exists
 * (notice days, protein alert and action, default language), else the product's default.
 */
async function defaultValue(ctx: ServiceContext, companyId: number, d: ParameterDef): Promise<string> {
  const SYS: Partial<Record<string, number>> = { noticeDays: 5, proteinAlert: 7, proteinAction: 8, language: 3 };
  const sysType = SYS[d.name];
  if (sysType !== undefined) {
    const company = await ctx.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { distributorId: true } });
    const sys =
      (await ctx.prisma.sysParameter.findFirst({ where: { distributorId: company.distributorId, type: sysType } })) ??
      (await ctx.prisma.sysParameter.findFirst({ where: { distributorId: null, type: sysType } }));
    if (sys?.value) return sys.value;
  }
  if (d.name === "regionalFormat" || d.name === "language") {
    const lang = await ctx.prisma.language.findUnique({ where: { code: "en" } });
    if (d.name === "language") return String(lang?.id ?? 1);
    return String((await regionalFormatsOf(ctx.prisma, "en"))[0]?.id ?? 1);
  }
  return String(DEFAULTS[settingKey(d.name)]);
}

async function reset(ctx: ServiceContext, defs: ParameterDef[], messageKey: string, name?: string, t?: Translator): Promise<ParameterChangeResult> {
  const companyId = ownCompanyId(ctx.principal);
  const before = await companySettings(ctx.prisma, companyId);
  const values = await Promise.all(defs.map((d) => defaultValue(ctx, companyId, d)));
  const types = defs.map((d) => d.type);
  await ctx.prisma.$transaction(async (tx) => {
    for (const [i, d] of defs.entries()) await write(tx, ctx, companyId, d, values[i]!, before, "reset");
    const lang = defs.findIndex((d) => d.type === PARAMETER.language);
    if (lang >= 0 && defs.length === 1) types.push(...(await followLanguage(tx, ctx, companyId, Number(values[lang]), before)));
    else if (lang >= 0) {
      await tx.company.update({ where: { id: companyId }, data: { languageId: Number(values[lang]) } });
      await tx.appUser.update({ where: { id: ctx.principal!.userId }, data: { languageId: Number(values[lang]) } });
    }
  });
  return changed(ctx, companyId, types, messageKey, name ? { name } : {}, t);
}

export async function resetParameter(ctx: ServiceContext, input: { type: unknown }): Promise<ParameterChangeResult> {
  const t = await textsFor(ctx);
  const d = definitionOf(input.type, t);
  return reset(ctx, [d], "parameters.resetOne", t(labelKey(d)), t);
}

export function resetAllParameters(ctx: ServiceContext): Promise<ParameterChangeResult> {
  return reset(ctx, PARAMETERS, "parameters.resetAll");
}
