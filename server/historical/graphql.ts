// GraphQL door of the historical browser (docs/historical-api.md): one connection over the
// five reading types with offset cursors and the total, the printable report, the export
// columns. The page is read with the nodes' own selections (queryFromInfo), so a page of 25
// rows with its relations costs one query per relation, never one per row.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { builder } from "../graphql/builder";
import { localId } from "../graphql/ids";
import { ReadingInterface, READING_TYPENAME } from "../readings/graphql";
import { HISTORICAL_OPTIONS, historicalOption, type HistoricalOption } from "./options";
import { checkPageSize, historicalPage, historicalTotal, MAX_INT, type HistoricalFilter } from "./query";
import { historicalReport } from "./report";
import { EXPORT_READS, exportColumns } from "../export/columns";
import { ValidationError } from "../domain/errors";
import { CLOUD_LICENSE_PRODUCT, holdsActiveLicense } from "../licenses/service";
import { ownCompanyId } from "../auth/company";
import { COMPANY_USERS, STAFF } from "../auth/scopes";
import { listSectors } from "../sectors/service";
import { companyUsers } from "../users/service";
import { incubatorsFromReadings, readingImage } from "./service";


const HistoricalOptionEnum = builder.enumType("HistoricalOption", {
  values: Object.fromEntries(HISTORICAL_OPTIONS.map((o) => [o.option, { value: o.option }])) as Record<string, { value: string }>,
});

export const HistoricalFilterInput = builder.inputType("HistoricalFilter", {
  fields: (t) => ({
    sectorId: t.id(),
    dateFrom: t.field({ type: "DateTime" }),
    dateTo: t.field({ type: "DateTime" }),
    resultDateFrom: t.field({ type: "DateTime" }),
    resultDateTo: t.field({ type: "DateTime" }),
    incubatorId: t.id(),
    editUserId: t.id(),
    sterilizerId: t.id(),
    disinfectorId: t.id(),
    washerId: t.id(),
    result: t.int(),
    readNumber: t.int(),
    timeZone: t.string({ description: "The client's IANA time zone (report and export dates)" }),
  }),
});

type FilterArg = typeof HistoricalFilterInput.$inferInput;

/** GraphQL filter → service filter (global or plain ids). */
export function filterOf(f: FilterArg | null | undefined): HistoricalFilter {
  if (!f) return {};
  const number = (name: string, n: number | null) => {
    if (n !== null && (n < 0 || n > MAX_INT)) throw new ValidationError({ [`filter.${name}`]: ["ValueMustBeNumber"] });
    return n;
  };
  const id = (v: string | number | null | undefined, type: string, name = type.charAt(0).toLowerCase() + type.slice(1) + "Id") =>
    number(name, v === null || v === undefined || v === "" ? null : localId(v, type));
  return {
    sectorId: id(f.sectorId, "Sector"),
    dateFrom: f.dateFrom ?? null,
    dateTo: f.dateTo ?? null,
    resultDateFrom: f.resultDateFrom ?? null,
    resultDateTo: f.resultDateTo ?? null,
    incubatorId: id(f.incubatorId, "Incubator"),
    editUserId: id(f.editUserId, "CompanyUser", "editUserId"),
    sterilizerId: id(f.sterilizerId, "Sterilizer"),
    disinfectorId: id(f.disinfectorId, "Disinfector"),
    washerId: id(f.washerId, "Washer"),
    result: f.result ?? null,
    readNumber: number("readNumber", f.readNumber ?? null),
    timeZone: f.timeZone ?? null,
  };
}

const optionOf = (name: string): HistoricalOption => historicalOption(name)!;


builder.queryField("historicalReadings", (t) =>
  t.connection(
    {
      type: ReadingInterface,
      authScopes: STAFF,
      description: "Historical and saved readings of one type, filtered, ordered and paged, with the total: first/after forward, last/before backward, last alone for the last rows.",
      args: {
        option: t.arg({ type: HistoricalOptionEnum, required: true }),
        filter: t.arg({ type: HistoricalFilterInput }),
        orderBy: t.arg.string(),
        descending: t.arg.boolean({ defaultValue: true }),
      },
      resolve: async (_root, args, ctx, info) => {
        if (args.last != null) checkPageSize(args.last, "last");
        else checkPageSize(args.first ?? 10, "first");
        const first = args.last == null ? (args.first ?? 10) : args.first;
        const o = optionOf(args.option);
        const filter = filterOf(args.filter);
        const typeName = READING_TYPENAME[o.kind];
        // Registers what the nodes select; the rows come from pageRows, which loads every
        // relation the reading nodes read (readings/include.ts), so no field falls back to a query.
        queryFromInfo({ context: ctx, info, path: ["edges", "node"], typeName });
        // The last rows without a cursor (the pager's "last page") are counted back from the total.
        let totalCount = args.last != null && !args.before ? await historicalTotal(ctx, o, filter) : 0;
        const page = await resolveOffsetConnection({ args: { ...args, first }, totalCount: args.last != null && !args.before ? totalCount : undefined }, async ({ offset, limit }) => {
          const { rows, total } = await historicalPage(ctx, o, filter, { offset, limit, orderBy: args.orderBy, descending: args.descending ?? true });
          totalCount = total;
          for (const r of rows) r.__typename = typeName;
          return rows;
        });
        return { ...page, totalCount };
      },
    },
    { name: "HistoricalReadingConnection", fields: (c) => ({ totalCount: c.int({ resolve: (p: any) => p.totalCount }) }) },
  ),
);

builder.queryField("historicalReport", (t) =>
  t.string({
    authScopes: STAFF,
    description: "The printable HTML record of the filtered readings (same as POST /api/{option}/GetReport).",
    args: { option: t.arg({ type: HistoricalOptionEnum, required: true }), filter: t.arg({ type: HistoricalFilterInput }) },
    resolve: (_r, a, ctx) => historicalReport(ctx, optionOf(a.option), filterOf(a.filter)),
  }),
);

const ExportReadEnum = builder.enumType("ExportRead", { values: EXPORT_READS.map((r) => r.read) as [string, ...string[]] });
const ExportColumnRef = builder.objectRef<{ key: string; label: string; type: string }>("ExportColumn").implement({
  fields: (t) => ({ key: t.exposeString("key"), label: t.exposeString("label"), type: t.exposeString("type") }),
});

builder.queryField("exportColumns", (t) =>
  t.field({
    type: [ExportColumnRef],
    authScopes: STAFF,
    description: "The columns an export of this reading type can hold, labelled in the viewer's language, in the default order.",
    args: { read: t.arg({ type: ExportReadEnum, required: true }) },
    resolve: (_r, a, ctx) => exportColumns(ctx, a.read),
  }),
);

builder.queryField("hasActiveLicense", (t) =>
  t.boolean({
    authScopes: COMPANY_USERS,
    description: "Whether the viewer's company holds an active licence of the product now (default 1, Cloud): the historical browser shows 'NotActiveLicenseFound' without one.",
    args: { licenseProduct: t.arg.int({ defaultValue: CLOUD_LICENSE_PRODUCT }) },
    resolve: (_r, a, ctx) => holdsActiveLicense(ctx.prisma, ownCompanyId(ctx.principal), a.licenseProduct ?? CLOUD_LICENSE_PRODUCT),
  }),
);

// The choices of the historical and export filters, in one answer: the company's sectors,
// its users (whose edits can be filtered on), and the incubators that hold readings of the type.
const FilterChoiceRef = builder.objectRef<{ id: number; name: string; detail: string | null }>("FilterChoice").implement({
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name"), detail: t.exposeString("detail", { nullable: true }) }),
});
const FilterOptionsRef = builder.objectRef<{ option: HistoricalOption | null }>("FilterOptions").implement({
  fields: (t) => ({
    sectors: t.field({
      type: [FilterChoiceRef],
      resolve: async (_o, _a, ctx) => (await listSectors(ctx)).map((s) => ({ id: s.id, name: s.name, detail: null })),
    }),
    users: t.field({
      type: [FilterChoiceRef],
      description: "name: the user's name and last name",
      resolve: async (_o, _a, ctx) => (await companyUsers(ctx)).map((u) => ({ id: u.id, name: [u.name, u.lastName].filter(Boolean).join(" "), detail: null })),
    }),
    incubators: t.field({
      type: [FilterChoiceRef],
      description: "Incubators holding readings of the option's type (none without an option); detail: the serial number",
      resolve: async (o, _a, ctx) => (o.option ? (await incubatorsFromReadings(ctx, o.option)).map((i) => ({ id: i.id, name: i.name, detail: i.serialNumber })) : []),
    }),
  }),
});

builder.queryField("filterOptions", (t) =>
  t.field({
    type: FilterOptionsRef,
    authScopes: STAFF,
    description: "The historical and export filters' choices (REST: GetIdNameSectorsByCompanyId, appuser/getbycompany, {option}/GetIncubatorsFromReadings).",
    args: { option: t.arg({ type: HistoricalOptionEnum }) },
    resolve: (_r, a) => ({ option: a.option ? optionOf(a.option) : null }),
  }),
);

const ReadingImageRef = builder.objectRef<{ imageId: number; contentType: string; base64: string }>("ReadingImage").implement({
  fields: (t) => ({ imageId: t.exposeInt("imageId"), contentType: t.exposeString("contentType"), base64: t.exposeString("base64") }),
});

builder.queryField("readingImage", (t) =>
  t.field({
    type: ReadingImageRef,
    authScopes: STAFF,
    description: "A chemical reading's picture (REST: GET /api/{option}/GetImage); Not found outside the viewer's readings.",
    args: { imageId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => readingImage(ctx, String(a.imageId)),
  }),
);
