// GraphQL door of the company logo: `Company.logo { url mimeType updatedAt }` (the viewer's own
// company only), `companyLogoRules` (limits and whether the viewer may change it), and the
// mutations uploadCompanyLogo(file: File!) — a GraphQL multipart request — and deleteCompanyLogo.
import { GraphQLError } from "graphql";
import { asFile, builder, type GraphQLContext } from "../graphql/builder";
import { COMPANY_ADMINS, COMPANY_USERS } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import { canManageLogo, deleteCompanyLogo, LOGO_EXTENSIONS, LOGO_MAX_BYTES, LOGO_PREVIEW, saveCompanyLogo } from "./service";
import { logoUrl } from "./url";


interface LogoShape {
  companyId: number;
  mimeType: string;
  updatedAt: Date;
}
const CompanyLogoRef = builder.objectRef<LogoShape>("CompanyLogo").implement({
  description: "The company's logo: a PNG or JPEG picture",
  fields: (t) => ({
    url: t.string({
      description: "Where an <img> loads the picture: a signed URL, valid 1 to 2 hours, for this version of the picture (docs/logo-and-units.md)",
      resolve: (l, _a, ctx) => logoUrl(ctx.config, l.companyId, l.updatedAt),
    }),
    mimeType: t.exposeString("mimeType"),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectField("Company", "logo", (t) =>
  t.field({
    type: CompanyLogoRef,
    nullable: true,
    description: "The company's logo; null when it has none, and for anyone but the company's own users",
    select: { id: true, file: { select: { companyId: true, mimeType: true, updatedAt: true } } },
    resolve: (c, _a, ctx) => (ctx.principal?.kind === "COMPANY" && ctx.principal.companyId === c.id ? (c.file ?? null) : null),
  }),
);

const CompanyLogoRulesRef = builder
  .objectRef<{ canManage: boolean }>("CompanyLogoRules")
  .implement({
    description: "What the logo block needs to know: who may change the logo and what a file may be",
    fields: (t) => ({
      canManage: t.exposeBoolean("canManage", { description: "Whether the viewer may upload and delete the logo (the company administrator)" }),
      maxBytes: t.int({ resolve: () => LOGO_MAX_BYTES }),
      extensions: t.stringList({ description: "File names accepted (any case); the content must be a PNG or a JPEG", resolve: () => [...LOGO_EXTENSIONS] }),
      previewWidth: t.int({ resolve: () => LOGO_PREVIEW.width }),
      previewHeight: t.int({ resolve: () => LOGO_PREVIEW.height }),
    }),
  });

builder.queryField("companyLogoRules", (t) =>
  t.field({ type: CompanyLogoRulesRef, authScopes: COMPANY_USERS, resolve: (_r, _a, ctx) => ({ canManage: canManageLogo(ctx.principal) }) }),
);

const ownCompany = (query: object, ctx: GraphQLContext) =>
  ctx.prisma.company.findUniqueOrThrow({ ...query, where: { id: ownCompanyId(ctx.principal) } });

builder.mutationField("uploadCompanyLogo", (t) =>
  t.prismaField({
    type: "Company",
    authScopes: COMPANY_ADMINS,
    description: "Replaces the company's logo (PNG or JPEG by content, at most 512 KB); answers the company with its new logo",
    args: { file: t.arg({ type: "File", required: true }) },
    resolve: async (query, _r, a, ctx) => {
      const file = asFile(a.file);
      const name = (file as { name?: unknown }).name;
      await saveCompanyLogo(ctx, { fileName: typeof name === "string" ? name : null, bytes: new Uint8Array(await file.arrayBuffer()) });
      return ownCompany(query, ctx);
    },
  }),
);

builder.mutationField("deleteCompanyLogo", (t) =>
  t.prismaField({
    type: "Company",
    authScopes: COMPANY_ADMINS,
    description: "Deletes the company's logo; answers the company (logo null)",
    resolve: async (query, _r, _a, ctx) => {
      await deleteCompanyLogo(ctx);
      return ownCompany(query, ctx);
    },
  }),
);
