// System parameters (/sysparameter, and /distparameter later): the provider-wide set
// (distributorId null) and each distributor's own copy. Provider staff read and change any set;
// a distributor's administrator only its own (another distributor's: Not found; the provider's:
// refused); company users never. Values are checked by their field type (./catalogue.ts), a
// password is never answered back, and every change is written in one transaction with its
// /SysLog entry. Both doors and the screen call these.
import type { Prisma, SysParameter } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { Principal } from "../auth/principal";
import { requirePrincipal } from "../auth/principal";
import { forbidden, notFound, REQUIRED, ValidationError } from "../domain/errors";
import { distributorByEncryptedId } from "../distributors/service";
import { languagesFor, userLanguage } from "../i18n/languages";
import { generalObjects } from "../i18n/translations";
import { descriptionKey, FIELD, isSecret, limitsOf, type Limits } from "./catalogue";

type Tx = Prisma.TransactionClient;
type Option = { value: string; label: string };
type Translator = (key: string, values?: Record<string, string | number>, fallback?: string) => string;

export interface SysParameterView {
  id: number;
  distributorId: number | null;
  type: number;
  /** The type's description in the caller's language. */
  description: string;
  fieldType: number;
  /** The stored value; empty for a password. */
  value: string;
  /** Whether a value is stored (a password's only trace). */
  hasValue: boolean;
  isDefault: boolean;
  limits: Limits;
  /** The languages a language parameter may name; null for the other types. */
  options: Option[] | null;
}

export interface SysParameterChange {
  message: string;
  parameter: SysParameterView;
}

export interface SysParametersReset {
  message: string;
  parameters: SysParameterView[];
}

/** The spec's confirmation (section 8); {{type}} is the parameter's description. */
export const UPDATED = "Parameter {{type}} successfully updated.";

async function textsFor(ctx: ServiceContext): Promise<Translator> {
  const texts = await generalObjects(ctx.prisma, (await userLanguage(ctx.prisma, ctx.principal)).id);
  return (key, values = {}, fallback) => (texts[key] ?? fallback ?? key).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ""));
}

/**
 * Whose set a call names: provider staff any distributor, or none for the provider-wide set;
 * a distributor's administrator its own (none names it too: as on every /sys screen).
 */
async function ownerFor(ctx: ServiceContext, asked: number | null | undefined): Promise<number | null> {
  const p = requirePrincipal(ctx.principal);
  if (p.kind === "DISTRIBUTOR") {
    if (p.distributorId === null) throw forbidden();
    if (asked != null && asked !== p.distributorId) throw notFound();
    return p.distributorId;
  }
  if (p.kind !== "SYSTEM") throw forbidden();
  if (asked == null) return null;
  if (!(await ctx.prisma.distributor.findUnique({ where: { id: asked }, select: { id: true } }))) throw notFound();
  return asked;
}

/** A row the caller may change: the provider-wide ones are the provider's alone. */
function assertMayChange(p: Principal, row: { distributorId: number | null }): void {
  if (p.kind === "SYSTEM") return;
  if (p.kind !== "DISTRIBUTOR") throw forbidden();
  if (row.distributorId === null) throw forbidden();
  if (row.distributorId !== p.distributorId) throw notFound();
}

async function rowToChange(ctx: ServiceContext, id: number | null | undefined): Promise<SysParameter> {
  const p = requirePrincipal(ctx.principal);
  if (p.kind !== "SYSTEM" && p.kind !== "DISTRIBUTOR") throw forbidden();
  const row = id == null ? null : await ctx.prisma.sysParameter.findUnique({ where: { id } });
  if (!row) throw notFound();
  assertMayChange(p, row);
  return row;
}

/** The languages a set may name: the enabled ones its distributor's theme offers (every enabled one for the provider's). */
async function languageOptions(ctx: ServiceContext, distributorId: number | null): Promise<Option[]> {
  const d = distributorId === null ? null : await ctx.prisma.distributor.findUnique({ where: { id: distributorId }, select: { themeFileName: true } });
  return (await languagesFor(ctx.prisma, d?.themeFileName ?? null)).map((l) => ({ value: String(l.id), label: l.description }));
}

const describe = (t: Translator, row: SysParameter) => t(descriptionKey(row.type), {}, row.description);

function view(row: SysParameter, t: Translator, languages: Option[]): SysParameterView {
  return {
    id: row.id,
    distributorId: row.distributorId,
    type: row.type,
    description: describe(t, row),
    fieldType: row.fieldType,
    value: isSecret(row) ? "" : row.value,
    hasValue: row.value !== "",
    isDefault: row.value === row.defaultValue,
    limits: limitsOf(row),
    options: row.fieldType === FIELD.language ? languages : null,
  };
}

/** A set's parameters by type, described in the caller's language. */
export async function listSysParameters(ctx: ServiceContext, distributorId?: number | null): Promise<SysParameterView[]> {
  const owner = await ownerFor(ctx, distributorId);
  const [rows, t, languages] = await Promise.all([
    ctx.prisma.sysParameter.findMany({ where: { distributorId: owner }, orderBy: { type: "asc" } }),
    textsFor(ctx),
    languageOptions(ctx, owner),
  ]);
  return rows.map((r) => view(r, t, languages));
}

/** The back office names its distributor by the encrypted id it found by domain. */
export async function listByEncryptedDistributor(ctx: ServiceContext, encryptedId: string | null | undefined): Promise<SysParameterView[]> {
  return listSysParameters(ctx, (await distributorByEncryptedId(ctx.prisma, encryptedId ?? null)).id);
}

/** The sets the caller may open: the provider-wide one and every distributor for provider staff; its own for a distributor. */
export async function sysParameterOwners(ctx: ServiceContext): Promise<{ distributorId: number | null; name: string }[]> {
  const p = requirePrincipal(ctx.principal);
  if (p.kind !== "SYSTEM" && p.kind !== "DISTRIBUTOR") throw forbidden();
  const own = p.kind === "DISTRIBUTOR" ? (p.distributorId ?? -1) : null;
  const distributors = await ctx.prisma.distributor.findMany({ where: own === null ? {} : { id: own }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
  const provider = own === null ? [{ distributorId: null, name: (await textsFor(ctx))("sysParameters.provider") }] : [];
  return [...provider, ...distributors.map((d) => ({ distributorId: d.id, name: d.name }))];
}

// ───────────── values ─────────────

function refuse(message: string): never {
  throw new ValidationError({ value: [message] }, message);
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;
const NUMERIC: number[] = [FIELD.number, FIELD.float, FIELD.float2, FIELD.language];

function inRange(t: Translator, n: number, limits: Limits): number {
  if (limits.max !== undefined && n > limits.max) refuse(`${t("value must be less than")} ${limits.max}`);
  if (limits.min !== undefined && n < limits.min) refuse(`${t("value must be bigger than")} ${limits.min}`);
  return n;
}

/** A number written plainly ("12", "3.5" or "3,5"), with at most `decimals` decimals. */
function plainNumber(t: Translator, value: string, decimals: number): number {
  const m = /^([+-]?\d+)(?:[.,](\d+))?$/.exec(value);
  if (!m) refuse(t(decimals === 0 ? "sysParameters.wholeNumber" : "ValueMustBeNumber"));
  if ((m[2]?.length ?? 0) > decimals) refuse(t(decimals === 0 ? "sysParameters.wholeNumber" : "sysParameters.twoDecimals"));
  return Number(value.replace(",", "."));
}

/**
 * The value as it will be stored, or the field's message. Numbers may come as JSON numbers
 * for the numeric types only; a password is kept exactly as typed and may not be empty (it
 * stays unchanged: "Default" clears it explicitly).
 */
async function checkValue(ctx: ServiceContext, t: Translator, row: SysParameter, raw: unknown): Promise<string> {
  const limits = limitsOf(row);
  if (raw === null || raw === undefined) refuse(t(REQUIRED));
  const given = typeof raw === "number" && NUMERIC.includes(row.fieldType) && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof given !== "string") refuse(t("sysParameters.mustBeText"));
  if (row.fieldType === FIELD.password) {
    if (given === "") refuse(t("sysParameters.passwordRequired"));
    if (given.length > limits.maxLength) refuse(t("sysParameters.maxLength", { max: limits.maxLength }));
    return given;
  }
  const value = given.trim();
  if (value === "") refuse(t(REQUIRED));
  if (value.length > limits.maxLength) refuse(t("sysParameters.maxLength", { max: limits.maxLength }));
  if (CONTROL.test(value)) refuse(t("sysParameters.controlCharacters"));
  switch (row.fieldType) {
    case FIELD.email:
      if (!EMAIL.test(value)) refuse(t("sysParameters.invalidEmail"));
      return value;
    case FIELD.number:
      return String(inRange(t, plainNumber(t, value, 0), limits));
    case FIELD.float:
      return String(inRange(t, plainNumber(t, value, 6), limits));
    case FIELD.float2:
      return inRange(t, plainNumber(t, value, 2), limits).toFixed(2);
    case FIELD.language: {
      if (!/^\d{1,9}$/.test(value)) refuse(t("sysParameters.languageNumeric"));
      const id = String(Number(value));
      if (!(await languageOptions(ctx, row.distributorId)).some((o) => o.value === id)) refuse(t("sysParameters.languageNotOffered"));
      return id;
    }
    default:
      return value;
  }
}

// ───────────── changes ─────────────

const shown = (row: SysParameter, value: string) => (isSecret(row) && value !== "" ? "***" : value);

/** Writes one value with its /SysLog entry (who, which row, old → new; a password as ***). */
async function write(tx: Tx, ctx: ServiceContext, before: SysParameter, value: string, action: string): Promise<SysParameter> {
  const after = await tx.sysParameter.update({ where: { id: before.id }, data: { value } });
  await tx.sysLog.create({
    data: {
      level: "info",
      userId: ctx.principal?.userId ?? null,
      entity: "SysParameter",
      entityId: String(before.id),
      action,
      detail: `${before.description}: '${shown(before, before.value)}' → '${shown(before, value)}'`,
    },
  });
  return after;
}

async function answer(ctx: ServiceContext, t: Translator, row: SysParameter): Promise<SysParameterChange> {
  const parameter = view(row, t, await languageOptions(ctx, row.distributorId));
  return { message: t(UPDATED, { type: parameter.description }), parameter };
}

/** Changes one parameter's value. */
export async function updateSysParameter(ctx: ServiceContext, input: { id: number | null | undefined; value: unknown }): Promise<SysParameterChange> {
  const row = await rowToChange(ctx, input.id);
  const t = await textsFor(ctx);
  const value = await checkValue(ctx, t, row, input.value);
  const saved = await ctx.prisma.$transaction(async (tx) => write(tx, ctx, await tx.sysParameter.findUniqueOrThrow({ where: { id: row.id } }), value, "update"));
  return answer(ctx, t, saved);
}

/** Puts one parameter back to its default value. */
export async function resetSysParameter(ctx: ServiceContext, id: number | null | undefined): Promise<SysParameterChange> {
  const row = await rowToChange(ctx, id);
  const t = await textsFor(ctx);
  const saved = await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.sysParameter.findUniqueOrThrow({ where: { id: row.id } });
    return write(tx, ctx, before, before.defaultValue, "reset");
  });
  return answer(ctx, t, saved);
}

/** Puts every parameter of a set back to its default value (a /SysLog entry per value that changes). */
export async function resetSysParameters(ctx: ServiceContext, distributorId?: number | null): Promise<SysParametersReset> {
  const owner = await ownerFor(ctx, distributorId);
  const t = await textsFor(ctx);
  const rows = await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.sysParameter.findMany({ where: { distributorId: owner }, orderBy: { type: "asc" } });
    const after: SysParameter[] = [];
    for (const row of before) after.push(row.value === row.defaultValue ? row : await write(tx, ctx, row, row.defaultValue, "resetAll"));
    return after;
  });
  const distributor = owner === null ? null : await ctx.prisma.distributor.findUniqueOrThrow({ where: { id: owner }, select: { name: true } });
  const message = distributor ? t("sysParameters.resetAll", { owner: distributor.name }) : t("sysParameters.resetAllProvider");
  const languages = await languageOptions(ctx, owner);
  return { message, parameters: rows.map((r) => view(r, t, languages)) };
}
