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
import { forbidden, notFound } from "../domain/errors";
import { distributorByEncryptedId } from "../distributors/service";
import { languagesFor, userLanguage } from "../i18n/languages";
import { generalObjects } from "../i18n/translations";
import { descriptionKey, FIELD, isSecret, limitsOf, type Limits } from "./catalogue";
import { checkValue, type Option, type Translator } from "./values";

type Tx = Prisma.TransactionClient;

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
  const value = await checkValue(t, row, input.value, () => languageOptions(ctx, row.distributorId));
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
