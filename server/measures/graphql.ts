// GraphQL door of instrument measures.
import { builder } from "../graphql/builder";
import { nodeId } from "../graphql/ids";
import { ownCompanyId } from "../auth/company";
import { measureImageUrl } from "./service";
import { COMPANY_USERS } from "../auth/scopes";

const Measure = builder.prismaNode("InstrumentMeasure", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [{ companyId: ctx.principal?.companyId ?? -1 }] }),
  fields: (t) => ({
    measureId: t.exposeInt("id"),
    code: t.exposeString("code"),
    description: t.exposeString("description"),
    surface: t.float({ resolve: (m) => Number(m.surface) }),
    bothSides: t.exposeBoolean("bothSides"),
    creationDate: t.expose("creationDate", { type: "DateTime" }),
    fileName: t.exposeString("fileName", { nullable: true }),
    instrumentCode: t.string({ select: { instrument: { select: { code: true } } }, resolve: (m) => m.instrument.code }),
    instrumentDescription: t.string({ select: { instrument: { select: { description: true } } }, resolve: (m) => m.instrument.description }),
    imageUrl: t.string({ nullable: true, description: "Signed address of the picture, valid for 10 minutes", select: { imageMime: true, fileName: true }, resolve: (m, _a, ctx) => (m.imageMime ? measureImageUrl(ctx, m.fileName) : null) }),
  }),
});

builder.queryField("instrumentMeasures", (t) =>
  t.prismaConnection({
    type: Measure,
    cursor: "id",
    authScopes: COMPANY_USERS,
    resolve: (query, _r, _a, ctx) => ctx.prisma.instrumentMeasure.findMany({ ...query, where: { companyId: ownCompanyId(ctx.principal) }, orderBy: { code: "asc" } }),
  }),
);
