// GraphQL door of instrument measures.
import { builder } from "../graphql/builder";
import { nodeId } from "../graphql/ids";
import { measureImageUrl, pageMeasures, MEASURE_LIST } from "./service";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
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

const MeasureOrder = orderEnum("MeasureOrder", MEASURE_LIST.order);

builder.queryField("instrumentMeasures", (t) =>
  t.connection(
    {
      type: Measure,
      authScopes: COMPANY_USERS,
      description: "The company's instrument measures: searched (measure and instrument), ordered (by code by default) and paged, with the total.",
      args: listArgs(t, MeasureOrder),
      resolve: (_r, args, ctx, info) => listConnection(args, ctx, info, "InstrumentMeasure", (request, window) => pageMeasures(ctx, request, window)) as never,
    },
    withTotalCount("InstrumentMeasureConnection"),
  ),
);
