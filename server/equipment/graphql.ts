// GraphQL door of the machine catalogues: one node type per kind, one set of mutations
// taking the kind as an argument.
import { builder } from "../graphql/builder";
import { globalId, localId, nodeId } from "../graphql/ids";
import { createMachine, deleteMachine, machineScope, pageMachines, updateMachine, MACHINE_KINDS, MACHINE_LIST, type MachineKind } from "./service";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
import { MANAGERS, STAFF } from "../auth/scopes";
import { SectorNode } from "../session/graphql";

const TYPENAME: Record<MachineKind, "Sterilizer" | "Washer" | "Disinfector"> = { sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector" };

export const MachineKindEnum = builder.enumType("MachineKind", { values: MACHINE_KINDS.map((k) => k.toUpperCase()) as ["STERILIZER", "WASHER", "DISINFECTOR"] });
const kindOf = (k: string) => k.toLowerCase() as MachineKind;

/** What the three machine types share: screens and pickers read machines of any kind through it. */
type MachineShape = { id: number; name: string; brand: string; serial: string; desktopMigrationId: number | null; sector: unknown; __typename?: string };
export const Machine = builder.interfaceRef<{ id: number }>("Machine").implement({
  description: "A sterilizer, washer or disinfector of the company.",
  interfaces: [builder.nodeInterfaceRef()],
  resolveType: (m) => (m as MachineShape).__typename ?? null,
  // Each machine type resolves these itself (plugin-prisma selections); the interface declares them.
  fields: (t) => ({
    machineId: t.int({ resolve: (m) => m.id }),
    name: t.string({ resolve: (m) => (m as MachineShape).name }),
    brand: t.string({ resolve: (m) => (m as MachineShape).brand }),
    serial: t.string({ resolve: (m) => (m as MachineShape).serial }),
    desktopMigrationId: t.int({ nullable: true, resolve: (m) => (m as MachineShape).desktopMigrationId }),
    sector: t.field({ type: SectorNode, resolve: (m) => (m as MachineShape).sector as never }),
  }),
});

for (const kind of MACHINE_KINDS) {
  builder.prismaNode(TYPENAME[kind], {
    id: { field: "id" },
    nullable: true,
    interfaces: [Machine],
    findUnique: (id, ctx) => ({ id: nodeId(id), AND: [ctx.principal?.kind === "COMPANY" ? machineScope(ctx.principal) : { companyId: -1 }] }) as never,
    fields: (t: any) => ({
      machineId: t.exposeInt("id"),
      name: t.exposeString("name"),
      brand: t.exposeString("brand"),
      serial: t.exposeString("serial"),
      desktopMigrationId: t.exposeInt("desktopMigrationId", { nullable: true }),
      sector: t.relation("sector"),
    }),
  });
}

const MachineOrder = orderEnum("MachineOrder", MACHINE_LIST.order);

builder.queryField("machines", (t) =>
  t.connection(
    {
      type: Machine,
      authScopes: STAFF,
      description: "The company's machines of one kind (of one sector when sectorId is given; operators see their own sector's): searched, ordered (by name by default) and paged, with the total.",
      args: { kind: t.arg({ type: MachineKindEnum, required: true }), sectorId: t.arg.id(), ...listArgs(t, MachineOrder) },
      resolve: (_r, args, ctx, info) => {
        const kind = kindOf(args.kind);
        return listConnection(args, ctx, info, TYPENAME[kind], (request, window) => pageMachines(ctx, kind, args.sectorId ? localId(args.sectorId, "Sector") : null, request, window)) as never;
      },
    },
    withTotalCount("MachineConnection"),
  ),
);

const MachineInput = builder.inputType("MachineInput", {
  fields: (t) => ({
    sectorId: t.id({ description: "Omit to quick-create in the viewer's own sector" }),
    name: t.string({ required: true }),
    brand: t.string({ required: true }),
    serial: t.string({ required: true }),
  }),
});

const MachinePayload = builder.objectRef<{ id: number; kind: MachineKind }>("MachinePayload").implement({
  fields: (t) => ({
    machineId: t.exposeInt("id"),
    id: t.id({ resolve: (m) => globalId(TYPENAME[m.kind], m.id) }),
  }),
});

builder.mutationField("createMachine", (t) =>
  t.field({
    type: MachinePayload,
    authScopes: STAFF,
    args: { kind: t.arg({ type: MachineKindEnum, required: true }), input: t.arg({ type: MachineInput, required: true }) },
    resolve: async (_r, { kind, input }, ctx) => {
      const k = kindOf(kind);
      const m = await createMachine(ctx, k, { name: input.name, brand: input.brand, serial: input.serial, ...(input.sectorId ? { sectorId: localId(input.sectorId, "Sector") } : {}) });
      return { id: m.id, kind: k };
    },
  }),
);

builder.mutationField("updateMachine", (t) =>
  t.field({
    type: MachinePayload,
    authScopes: MANAGERS,
    args: { kind: t.arg({ type: MachineKindEnum, required: true }), id: t.arg.id({ required: true }), input: t.arg({ type: MachineInput, required: true }) },
    resolve: async (_r, { kind, id, input }, ctx) => {
      const k = kindOf(kind);
      const m = await updateMachine(ctx, k, { id: localId(id, TYPENAME[k]), name: input.name, brand: input.brand, serial: input.serial, sectorId: input.sectorId ? localId(input.sectorId, "Sector") : null });
      return { id: m.id, kind: k };
    },
  }),
);

builder.mutationField("deleteMachine", (t) =>
  t.boolean({
    authScopes: MANAGERS,
    args: { kind: t.arg({ type: MachineKindEnum, required: true }), id: t.arg.id({ required: true }), forcedDelete: t.arg.boolean() },
    resolve: async (_r, { kind, id, forcedDelete }, ctx) => {
      const k = kindOf(kind);
      await deleteMachine(ctx, k, { id: localId(id, TYPENAME[k]), forcedDelete: forcedDelete === true });
      return true;
    },
  }),
);
