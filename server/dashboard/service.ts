// The personal dashboard of /appmain (spec 000 §2, §4, §6): the provider's active panels, the
// panels a user chose (PanelUser rows with inactive = false) and their chart data. Only
// company administrators and supervisors (types 0 and 1: MANAGERS) have a dashboard. Adding
// creates a panel-user link; removing is soft (inactive = true), so a panel removed and added
// again gets a new link.
import type { ServiceContext } from "../context";
import { forbidden, notFound, SaveErrors, ValidationError, REQUIRED } from "../domain/errors";
import { requireScope, MANAGERS } from "../auth/scopes";
import { definitionOf, type ChartType } from "./panels";
import type { ReadingKind } from "../db/generated/client";
import type { ChartItem } from "./series";
import { lastDays } from "./window";

export const MESSAGES = {
  unknownPanel: "The panel does not exist or is no longer offered.",
  duplicate: "This panel is already on your dashboard.",
  notOwnUser: "You can only change your own dashboard.",
} as const;

const panelSelect = { id: true, name: true, controller: true, method: true, active: true } as const;
export type PanelRow = { id: number; name: string; controller: string; method: string; active: boolean };
export type PanelUserRow = { id: number; panelId: number; userId: number; inactive: boolean; createdAt: Date; panel: PanelRow };
const linkSelect = { id: true, panelId: true, userId: true, inactive: true, createdAt: true, panel: { select: panelSelect } } as const;

/** The caller, who must be a company administrator or supervisor. */
function owner(ctx: ServiceContext) {
  return requireScope(ctx.principal, MANAGERS);
}

/** The panels the provider offers (active, and drawable by this product), by name. */
export async function activePanels(ctx: ServiceContext): Promise<PanelRow[]> {
  owner(ctx);
  const rows = await ctx.prisma.panel.findMany({ where: { active: true }, select: panelSelect, orderBy: { name: "asc" } });
  return rows.filter((p) => definitionOf(p));
}

/** Which links are the caller's panels, in which order (both doors; GraphQL adds its selection). */
export function userPanelsQuery(ctx: ServiceContext) {
  const p = owner(ctx);
  return {
    where: { userId: p.userId, inactive: false, panel: { active: true } },
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  };
}

/** The caller's panels, oldest link first (the order they were added in), active panels only. */
export async function userPanels(ctx: ServiceContext): Promise<PanelUserRow[]> {
  return ctx.prisma.panelUser.findMany({ ...userPanelsQuery(ctx), select: linkSelect });
}

/**
 * Links a panel to the caller. `userId`, when given (the REST body's AppUserId), must be the
 * caller (403 otherwise): nobody builds another user's dashboard. Refuses unknown and inactive panels, and a
 * panel already shown.
 */
export async function addPanel(ctx: ServiceContext, input: { panelId: number | null | undefined; userId?: number | null }): Promise<PanelUserRow> {
  const p = owner(ctx);
  if (input.userId != null && input.userId !== 0 && input.userId !== p.userId) throw forbidden(MESSAGES.notOwnUser);
  if (input.panelId == null) throw new ValidationError({ PanelId: [REQUIRED] });
  const panel = await ctx.prisma.panel.findUnique({ where: { id: input.panelId }, select: panelSelect });
  if (!panel || !panel.active || !definitionOf(panel)) throw new SaveErrors([MESSAGES.unknownPanel]);
  // One transaction: two quick clicks must not both pass the duplicate check (the user's rows are locked in order).
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$queryRawUnsafe(`SELECT "id" FROM "app_user" WHERE "id" = $1 FOR UPDATE`, p.userId);
    const existing = await tx.panelUser.findFirst({ where: { userId: p.userId, panelId: panel.id, inactive: false }, select: { id: true } });
    if (existing) throw new SaveErrors([MESSAGES.duplicate]);
    return tx.panelUser.create({ data: { userId: p.userId, panelId: panel.id }, select: linkSelect });
  });
}

/** Removes one of the caller's panels (soft: inactive = true). Another user's link is Not found. */
export async function removePanel(ctx: ServiceContext, panelUserId: number | null | undefined, userId?: number | null): Promise<PanelUserRow> {
  const p = owner(ctx);
  if (userId != null && userId !== 0 && userId !== p.userId) throw forbidden(MESSAGES.notOwnUser);
  const link = await ctx.prisma.panelUser.findFirst({ where: { id: panelUserId ?? -1, userId: p.userId }, select: { id: true, inactive: true } });
  if (!link) throw notFound();
  return ctx.prisma.panelUser.update({ where: { id: link.id }, data: { inactive: true }, select: linkSelect });
}

export interface PanelData {
  chart: ChartType;
  kinds: ReadingKind[];
  /** The 31 days counted, as YYYY-MM-DD in the time zone used. */
  from: string;
  to: string;
  timeZone: string;
  items: ChartItem[];
}

/** A panel's chart data by its controller and method (any panel the product draws, active or not). */
export async function panelData(ctx: ServiceContext, panel: { controller: string; method: string }, timeZone?: string | null): Promise<PanelData> {
  owner(ctx);
  const def = definitionOf(panel);
  if (!def) throw notFound();
  const window = lastDays(timeZone);
  return { chart: def.chart, kinds: def.kinds, from: window.days[0]!, to: window.days.at(-1)!, timeZone: window.zone, items: await def.load(ctx, window) };
}

/** A panel's chart data by the id of one of the caller's links (GraphQL: each card loads its own). */
export async function panelDataOfLink(ctx: ServiceContext, panelUserId: number, timeZone?: string | null): Promise<PanelData> {
  const p = owner(ctx);
  const link = await ctx.prisma.panelUser.findFirst({ where: { id: panelUserId, userId: p.userId }, select: { panel: { select: panelSelect } } });
  if (!link) throw notFound();
  return panelData(ctx, link.panel, timeZone);
}
