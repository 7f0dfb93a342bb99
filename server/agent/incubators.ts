// The incubators an agent talks to: announce (register in the caller's company), connect,
// disconnect and the periodic status heartbeat. The company's incubator screen (800) hears
// of every change through "incubator:company".
import type { ServiceContext } from "../context";
import { conflict, notFound, ValidationError } from "../domain/errors";
import { appLog } from "../applog/service";
import { CONNECTED, DISCONNECTED, FIXED_MODEL_TYPE } from "../incubators/service";
import { agentOf, type Agent } from "./caller";
import { catalog, type CatalogModel } from "./catalog";
import { parseAnnounce, parseConnect, parseStatus, type Connection } from "./validation";

const TEMPERATURE_UNKNOWN = 0;
const TEMPERATURE_OK = 1;
const TEMPERATURE_OUT_OF_RANGE = 2;
/** A heartbeat whose time is older than this is a late retry of an old message: ignored. */
export const STALE_HEARTBEAT_MS = 60_000;

export const incubatorSelect = {
  id: true,
  companyId: true,
  name: true,
  serialNumber: true,
  connectionStatus: true,
  connectedAt: true,
  lastSeenAt: true,
  temperatureStatus: true,
  workSectorId: true,
  discovererSectorId: true,
  distributorIncubatorId: true,
} as const;
export interface IncubatorRow {
  id: number;
  companyId: number;
  name: string;
  serialNumber: string;
  connectionStatus: number;
  connectedAt: Date | null;
  lastSeenAt: Date | null;
  temperatureStatus: number;
  workSectorId: number | null;
  discovererSectorId: number | null;
  distributorIncubatorId: number;
}
export interface OwnIncubator extends IncubatorRow {
  model: CatalogModel;
}

export function incubatorWire(i: OwnIncubator) {
  const m = i.model;
  return {
    id: i.id,
    serialNumber: i.serialNumber,
    name: i.name,
    model: m.modelId,
    modelDescription: m.description,
    connectionType: m.type === FIXED_MODEL_TYPE ? "usb" : "bluetooth",
    connected: i.connectionStatus === CONNECTED,
    connectedAt: i.connectedAt,
    lastSeenAt: i.lastSeenAt,
    temperatureStatus: (["unknown", "ok", "out-of-range"] as const)[i.temperatureStatus] ?? "unknown",
    workSectorId: i.workSectorId,
    discovererSectorId: i.discovererSectorId,
    positions: { BI: m.portBI, PRO: m.portProtein },
    programs: m.programs.map((p) => ({ programIndex: p.programIndex, name: p.name, minutes: Math.round(p.time * 60), temperature: p.temperature })),
  };
}
export type IncubatorWire = ReturnType<typeof incubatorWire>;

async function withModel(ctx: ServiceContext, row: IncubatorRow): Promise<OwnIncubator> {
  const model = await catalog.modelOfOffer(ctx.prisma, row.distributorIncubatorId);
  if (!model) throw new Error(`distributor incubator ${row.distributorIncubatorId} has no model`);
  return { ...row, model };
}

/** One of the caller's incubators by serial number, else Not found (whoever else has it). */
export async function ownIncubator(ctx: ServiceContext, agent: Agent, serialNumber: string): Promise<OwnIncubator> {
  const row = await ctx.prisma.incubator.findUnique({ where: { companyId_serialNumber: { companyId: agent.companyId, serialNumber } }, select: incubatorSelect });
  if (!row) throw notFound(`Incubator '${serialNumber}' is not registered in your company: announce it first.`);
  return withModel(ctx, row);
}

function incubatorChanged(ctx: ServiceContext, companyId: number, id: number) {
  ctx.pubsub.publish("incubator:company", companyId, { id });
}

/** The incubator's model must match how the agent reached it (USB VID/PID or Bluetooth UUID). */
function checkConnection(model: CatalogModel, c: Connection) {
  const usb = model.type === FIXED_MODEL_TYPE;
  if (usb && !("vid" in c)) throw new ValidationError({ "connection.vid": [`Model '${model.modelId}' connects by USB: send vid and pid.`] });
  if (!usb && !("uuid" in c)) throw new ValidationError({ "connection.uuid": [`Model '${model.modelId}' connects by Bluetooth: send its uuid.`] });
  if ("vid" in c && model.vid && model.pid && (c.vid !== model.vid.toUpperCase() || c.pid !== model.pid.toUpperCase())) {
    throw new ValidationError({ connection: [`VID ${c.vid} / PID ${c.pid} is not a '${model.modelId}' (expected ${model.vid.toUpperCase()}/${model.pid.toUpperCase()}).`] });
  }
  if ("uuid" in c && model.uuid && c.uuid !== model.uuid.toLowerCase()) {
    throw new ValidationError({ connection: [`Bluetooth service ${c.uuid} is not a '${model.modelId}'.`] });
  }
}

/**
 * Registers an incubator in the caller's company, or answers the one already registered.
 * A new one is discovered by the agent: its sector is the agent's; a model of type 1 (fixed,
 * USB) works there for good, any other waits for an administrator to assign a work sector.
 * A serial registered to another company is refused (409) without naming it: serials are
 * unique across companies, which also keeps the incubations' keys unique.
 */
export async function announceIncubator(ctx: ServiceContext, body: unknown): Promise<{ created: boolean; incubator: IncubatorWire }> {
  const agent = agentOf(ctx.principal);
  const input = parseAnnounce(body);
  const model = await catalog.model(ctx.prisma, input.model);
  if (!model) throw new ValidationError({ model: [`Unknown incubator model '${input.model}'.`] });
  const offer = await catalog.offer(ctx.prisma, agent.distributorId, model.id);
  if (!offer) throw new ValidationError({ model: [`Incubator model '${input.model}' is not offered by your distributor.`] });
  checkConnection(model, input.connection);

  const result = await ctx.prisma.$transaction(async (tx) => {
    // Serialises announcements of one serial across companies (no unique index spans them).
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `incubator-serial:${input.serialNumber}`);
    const existing = await tx.incubator.findFirst({ where: { serialNumber: input.serialNumber }, orderBy: { id: "asc" }, select: incubatorSelect });
    if (existing && existing.companyId !== agent.companyId) {
      throw conflict(`Serial number '${input.serialNumber}' is registered to another company. If this incubator changed hands, ask your distributor to transfer it.`);
    }
    if (existing) return { created: false, row: existing };
    const row = await tx.incubator.create({
      data: {
        companyId: agent.companyId,
        distributorIncubatorId: offer.id,
        name: input.name ?? `${model.modelId} ${input.serialNumber}`,
        serialNumber: input.serialNumber,
        discovererUserId: agent.userId,
        discovererSectorId: agent.sectorId,
        workSectorId: model.type === FIXED_MODEL_TYPE ? agent.sectorId : null,
        connectionStatus: DISCONNECTED,
        lastSeenAt: new Date(),
      },
      select: incubatorSelect,
    });
    await appLog(tx, agent.principal, { entity: "Incubator", entityId: row.id, action: "create", detail: `Incubator '${row.name}' (${model.modelId}, serial ${row.serialNumber}) announced by the agent` });
    return { created: true, row };
  });
  const inc = await withModel(ctx, result.row);
  if (inc.model.id !== model.id) throw conflict(`Serial number '${input.serialNumber}' is registered as a '${inc.model.modelId}', not a '${model.modelId}'.`);
  if (result.created) incubatorChanged(ctx, agent.companyId, inc.id);
  return { created: result.created, incubator: incubatorWire(inc) };
}

/** The caller's incubators. */
export async function listIncubators(ctx: ServiceContext): Promise<IncubatorWire[]> {
  const agent = agentOf(ctx.principal);
  const rows = await ctx.prisma.incubator.findMany({ where: { companyId: agent.companyId }, orderBy: { id: "asc" }, select: incubatorSelect });
  return Promise.all(rows.map(async (r) => incubatorWire(await withModel(ctx, r))));
}

/** connect / disconnect: the connection state the company's incubator screen shows. */
export async function setConnection(ctx: ServiceContext, serialNumber: string, connected: boolean, body: unknown): Promise<IncubatorWire> {
  const agent = agentOf(ctx.principal);
  const { at } = parseConnect(body);
  const inc = await ownIncubator(ctx, agent, serialNumber);
  const wasConnected = inc.connectionStatus === CONNECTED;
  const row = await ctx.prisma.incubator.update({
    where: { id: inc.id },
    data: {
      connectionStatus: connected ? CONNECTED : DISCONNECTED,
      // connectedAt is when the current (or last) connection began, by the agent's clock.
      ...(connected && !wasConnected ? { connectedAt: at } : {}),
      ...(!connected ? { temperatureStatus: TEMPERATURE_UNKNOWN } : {}),
      lastSeenAt: new Date(),
    },
    select: incubatorSelect,
  });
  incubatorChanged(ctx, agent.companyId, inc.id);
  return incubatorWire({ ...row, model: inc.model });
}

/**
 * Periodic heartbeat: last seen (the server's clock) and whether the chamber is at
 * temperature. A heartbeat stamped more than a minute ago (a late retry) changes nothing.
 * The screens hear about it only when the temperature status changes.
 */
export async function reportStatus(ctx: ServiceContext, serialNumber: string, body: unknown) {
  const agent = agentOf(ctx.principal);
  const input = parseStatus(body);
  const inc = await ownIncubator(ctx, agent, serialNumber);
  const temperatureStatus = input.temperatureOk ? TEMPERATURE_OK : TEMPERATURE_OUT_OF_RANGE;
  const stale = Date.now() - input.at.getTime() > STALE_HEARTBEAT_MS;
  const row = stale ? inc : { ...(await ctx.prisma.incubator.update({ where: { id: inc.id }, data: { lastSeenAt: new Date(), temperatureStatus }, select: incubatorSelect })), model: inc.model };
  if (!stale && temperatureStatus !== inc.temperatureStatus) incubatorChanged(ctx, agent.companyId, inc.id);
  return { ...incubatorWire(row), temperature: input.temperature, stale };
}
