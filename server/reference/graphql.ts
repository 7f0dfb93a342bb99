// GraphQL door for reference data, translations, menus and terms.
import { builder } from "../graphql/builder";
import { countries, privacyPolicy, regionalFormatFor } from "./service";
import { languageByCode, languagesFor, userLanguage } from "../i18n/languages";
import { generalObjects, screenLabels } from "../i18n/translations";
import { menuFor } from "../i18n/menu";
import { distributorByEncryptedId } from "../distributors/service";
import { acceptEula, eulaStatus, eulaText } from "../eula/service";
import { similarCompanyName } from "../companies/names";
import { RegionalFormatRef } from "../session/graphql";
import { notFound } from "../domain/errors";
import { COMPANY_USERS, SIGNED_IN } from "../auth/scopes";

builder.prismaObject("Country", {
  fields: (t) => ({ id: t.exposeInt("id"), regionId: t.exposeInt("regionId"), name: t.exposeString("name"), code: t.exposeString("code") }),
});

builder.queryField("countries", (t) => t.prismaField({ type: ["Country"], resolve: (query, _r, _a, ctx) => ctx.prisma.country.findMany({ ...query, orderBy: { name: "asc" } }) }));

builder.queryField("languages", (t) =>
  t.prismaField({
    type: ["Language"],
    args: { distributorId: t.arg.string() },
    resolve: async (_q, _r, a, ctx) => {
      const dist = a.distributorId ? await distributorByEncryptedId(ctx.prisma, a.distributorId) : null;
      const list = await languagesFor(ctx.prisma, dist?.themeFileName ?? null);
      return ctx.prisma.language.findMany({ where: { id: { in: list.map((l) => l.id) } }, orderBy: { id: "asc" } });
    },
  }),
);

builder.queryField("generalObjects", (t) =>
  t.field({
    type: "JSON",
    description: "Interface texts { name: text } in the viewer's language, or in languageCode.",
    args: { languageCode: t.arg.string() },
    resolve: async (_r, a, ctx) => {
      const lang = ctx.principal && !a.languageCode ? await userLanguage(ctx.prisma, ctx.principal) : await languageByCode(ctx.prisma, a.languageCode);
      return generalObjects(ctx.prisma, lang.id);
    },
  }),
);

builder.queryField("screenLabels", (t) =>
  t.field({
    type: "JSON",
    authScopes: SIGNED_IN,
    args: { screenId: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => screenLabels(ctx.prisma, a.screenId, (await userLanguage(ctx.prisma, ctx.principal)).id, ctx.principal?.companyId ?? null),
  }),
);

builder.queryField("regionalFormat", (t) =>
  t.field({ type: RegionalFormatRef, authScopes: SIGNED_IN, resolve: (_r, _a, ctx) => regionalFormatFor(ctx.prisma, ctx.principal) }),
);

const MenuItemRef = builder.objectRef<{ id: number; url: string; image: string | null; translation: string }>("MenuItem").implement({
  fields: (t) => ({ id: t.exposeInt("id"), url: t.exposeString("url"), image: t.exposeString("image", { nullable: true }), translation: t.exposeString("translation") }),
});
const MenuGroupRef = builder
  .objectRef<{ id: number; url: string | null; image: string | null; translation: string; items: { id: number; url: string; image: string | null; translation: string }[] }>("MenuGroup")
  .implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      url: t.exposeString("url", { nullable: true }),
      image: t.exposeString("image", { nullable: true }),
      translation: t.exposeString("translation"),
      items: t.field({ type: [MenuItemRef], resolve: (g) => g.items }),
    }),
  });

builder.queryField("menu", (t) =>
  t.field({
    type: [MenuGroupRef],
    authScopes: SIGNED_IN,
    description: "The viewer's menu (system, distributor or application menu) in the viewer's language.",
    resolve: async (_r, _a, ctx) => menuFor(ctx.prisma, ctx.principal!, (await userLanguage(ctx.prisma, ctx.principal)).id),
  }),
);

const EulaRef = builder.objectRef<{ id: number; text: string }>("Eula").implement({
  fields: (t) => ({ id: t.exposeInt("id"), text: t.exposeString("text") }),
});
const EulaStatusRef = builder.objectRef<{ acceptedEula: boolean; eula: { id: number; text: string } | null }>("EulaStatus").implement({
  fields: (t) => ({ acceptedEula: t.exposeBoolean("acceptedEula"), eula: t.field({ type: EulaRef, nullable: true, resolve: (s) => s.eula }) }),
});

builder.queryField("eulaText", (t) =>
  t.field({
    type: EulaRef,
    args: { distributorId: t.arg.string({ required: true }), regionId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => eulaText(ctx, a),
  }),
);

builder.queryField("eulaStatus", (t) =>
  t.field({
    type: EulaStatusRef,
    authScopes: SIGNED_IN,
    args: { companyId: t.arg.int({ description: "Defaults to the viewer's company" }) },
    resolve: (_r, a, ctx) => {
      const id = a.companyId ?? ctx.principal!.companyId;
      if (id === null || id === undefined) throw notFound();
      return eulaStatus(ctx, id);
    },
  }),
);

builder.mutationField("acceptEula", (t) =>
  t.field({
    type: EulaStatusRef,
    authScopes: COMPANY_USERS,
    args: { eulaId: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => {
      await acceptEula(ctx, { eulaId: a.eulaId, companyId: ctx.principal!.companyId });
      return eulaStatus(ctx, ctx.principal!.companyId!);
    },
  }),
);

const SimilarNameRef = builder.objectRef<{ similar: boolean; message: string | null }>("SimilarCompanyName").implement({
  fields: (t) => ({ similar: t.exposeBoolean("similar"), message: t.exposeString("message", { nullable: true }) }),
});
builder.queryField("similarCompanyName", (t) =>
  t.field({
    type: SimilarNameRef,
    args: { name: t.arg.string({ required: true }), distributorId: t.arg.string() },
    resolve: (_r, a, ctx) => similarCompanyName(ctx, { name: a.name, distributorId: a.distributorId }),
  }),
);

builder.queryField("privacyPolicy", (t) =>
  t.string({
    description: "The privacy policy's HTML in the viewer's language (anonymous callers name it), else the first one stored.",
    args: { languageCode: t.arg.string() },
    resolve: (_r, a, ctx) => privacyPolicy(ctx.prisma, ctx.principal, a.languageCode ?? null),
  }),
);
