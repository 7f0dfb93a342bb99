// GraphQL door of the scanner lookup: productByBarcode(code) parses a scanned code (GS1
// element string, parenthesised or legacy form, or a bare GTIN) and finds the product of the
// viewer's distributor.
import { builder } from "../graphql/builder";
import { catalogueDistributor, lookupBarcode, type BarcodeResult, type ProductMatch } from "./service";
import { distributorProducts } from "./catalogue";
import { modelFieldsOf } from "../readings/fields";
import { ReadingKindEnum } from "../readings/graphql";
import { COMPANY_USERS } from "../auth/scopes";

const BarcodeProductModel = builder.objectRef<NonNullable<ProductMatch["productModel"]>>("BarcodeProductModel").implement({
  fields: (t) => ({
    productModelId: t.exposeInt("id"),
    type: t.exposeInt("type", { description: "0 BI sterilisation, 4 BI disinfection, 2 chemical, 1 protein, 3 protein endoscope, 5 chemical washer" }),
    name: t.exposeString("name"),
  }),
});

const BarcodeProduct = builder.objectRef<ProductMatch>("BarcodeProduct").implement({
  description: "The distributor's product a GTIN belongs to.",
  fields: (t) => ({
    productId: t.exposeInt("id"),
    name: t.string({ resolve: (p) => p.name ?? "" }),
    brand: t.string({ resolve: (p) => p.brand ?? "" }),
    productModel: t.field({ type: BarcodeProductModel, nullable: true, resolve: (p) => p.productModel }),
  }),
});

const BarcodeScan = builder.objectRef<BarcodeResult>("BarcodeScan").implement({
  description: "What a scanned GS1 code says (docs/webhooks.md § Barcodes).",
  fields: (t) => ({
    product: t.field({ type: BarcodeProduct, nullable: true, description: "Null when the GTIN is not in the distributor's catalogue.", resolve: (s) => (s.product.id ? s.product : null) }),
    gtin: t.exposeString("gtin", { nullable: true }),
    lot: t.exposeString("lot", { nullable: true, description: "AI 10, upper-cased" }),
    expiry: t.exposeString("expiry", { nullable: true, description: "AI 17 as YYYY-MM-DD" }),
    production: t.exposeString("production", { nullable: true, description: "AI 11 as YYYY-MM-DD" }),
    serial: t.exposeString("serial", { nullable: true }),
    legacy: t.exposeBoolean("legacy", { description: "Read with the legacy fixed-position rule" }),
  }),
});

builder.queryField("productByBarcode", (t) =>
  t.field({
    type: BarcodeScan,
    authScopes: { company: true, distributor: true },
    args: { code: t.arg.string({ required: true }), distributor: t.arg.string({ description: "DistId; only needed by provider staff" }) },
    resolve: async (_r, a, ctx) => lookupBarcode(ctx, await catalogueDistributor(ctx, a.distributor), a.code),
  }),
);

// The catalogue of the reading forms: the viewer's distributor's products, one family per kind.
builder.prismaObject("ProductModel", {
  fields: (t) => ({
    productModelId: t.exposeInt("id"),
    type: t.exposeInt("type"),
    name: t.exposeString("name"),
    compatibleTrazanto: t.exposeBoolean("compatibleTrazanto", { description: "Its indicators can be read by the tracing app (chemical washer panel)" }),
    programId: t.exposeInt("programId", { nullable: true, description: "The incubation program its indicators need" }),
    modelFields: t.stringList({ description: "The chemical sterilizer fields this model has (packageNumber, concentration, relativeDampness)", resolve: (m) => modelFieldsOf(m.name) }),
  }),
});

builder.prismaObject("Product", {
  fields: (t) => ({
    productId: t.exposeInt("id"),
    name: t.exposeString("name"),
    brand: t.exposeString("brand"),
    productModel: t.relation("productModel"),
  }),
});

builder.queryField("products", (t) =>
  t.prismaField({
    type: ["Product"],
    authScopes: COMPANY_USERS,
    description: "The products of the viewer's distributor by name; with kind, the family a reading of that kind uses.",
    args: { kind: t.arg({ type: ReadingKindEnum }) },
    resolve: (query, _r, a, ctx) => distributorProducts(ctx, { kind: a.kind ?? undefined }, query),
  }),
);
