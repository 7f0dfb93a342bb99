// GraphQL door of the machine catalogues: one node type per kind, one set of mutations
// taking the kind as an argument.
import { builder, type GraphQLContext } from "../graphql/builder";
import { localId } from "../graphql/ids";
import { ownCompanyId } from "../auth/company";
import { getSector } from "../sectors/service";
import { createMachine, deleteMachine, updateMachine, MACHINE_KINDS, type MachineKind } from "./service";
import { OPERATOR } from "../auth/scopes";

const MANAGERS = { companyType: [0, 1] };
const STAFF = { companyType: [0, 1, 2] };
const TYPENAME: Record<MachineKind, "Sterilizer" | "Washer" | "Disinfector"> = { sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector" };

export const MachineKindEnum = builder.enumType("MachineKind", { values: MACHINE_KINDS.map((k) => k.toUpperCase()) as ["STERILIZER", "WASHER", "DISINFECTOR"] });
const kindOf = (k: string) => k.toLowerCase() as MachineKind;

for (const kind of MACHINE_KINDS) {
  builder.prismaNode(TYPENAME[kind], {
    id: { field: "id" },
    nullable: true,
    findUnique: (id, ctx) => ({ id: Number(id), AND: [{ companyId: ctx.principal?.companyId ?? -1, deletedAt: null }] }) as never,
    fields: (t: any) => ({
      machineId: t.exposeInt("id"),
      name: t.exposeString("name"),
      brand: t.exposeString("brand"),
      serial: t.exposeString("serial"),
      desktopMigrationId: t.exposeInt("desktopMigrationId", { nullable: true }),
      sector: t.relation("sector"),
    }),
  });

  builder.queryField(`${kind}s`, (t) =>
    t.prismaConnection({
      type: TYPENAME[kind],
      cursor: "id",
      authScopes: STAFF,
      description: `The company's ${kind}s (of one sector when sectorId is given; operators see their own sector's).`,
      args: { sectorId: t.arg.id() },
      resolve: async (query: object, _r: unknown, a: { sectorId?: string | null }, ctx: GraphQLContext) => {
        const companyId = ownCompanyId(ctx.principal);
        const sectorId = a.sectorId ? (await getSector(ctx, localId(a.sectorId, "Sector"))).id : ctx.principal!.userType === OPERATOR ? ctx.principal!.sectorId ?? -1 : undefined;
        return (ctx.prisma[kind] as any).findMany({ ...query, where: { companyId, deletedAt: null, ...(sectorId ? { sectorId } : {}) }, orderBy: { name: "asc" } });
      },
    } as never),
  );
}

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
    id: t.id({ resolve: (m) => Buffer.from(`${TYPENAME[m.kind]}:${m.id}`).toString("base64") }),
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
