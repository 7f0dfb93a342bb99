// GraphQL door of the Translate button (/accesstotranslate): a screen's labels in the
// administrator's permitted language, and saving the company's own wording of one.
import { builder } from "../graphql/builder";
import { COMPANY_ADMINS } from "../auth/scopes";
import { saveScreenText, screenTexts, type ScreenText } from "./service";

const ScreenTextRef = builder.objectRef<ScreenText>("ScreenText").implement({
  description: "A label of a screen: the product's English text, its translation in the permitted language, and the company's own wording.",
  fields: (t) => ({
    objectId: t.exposeInt("objectId"),
    name: t.exposeString("name"),
    base: t.exposeString("base"),
    shipped: t.exposeString("shipped"),
    own: t.exposeString("own", { nullable: true }),
  }),
});

const ScreenTextsRef = builder.objectRef<Awaited<ReturnType<typeof screenTexts>>>("ScreenTexts").implement({
  fields: (t) => ({
    languageCode: t.string({ resolve: (s) => s.language.code }),
    language: t.string({ resolve: (s) => s.language.description }),
    texts: t.field({ type: [ScreenTextRef], extensions: { listSize: 40 }, resolve: (s) => s.texts }),
  }),
});

builder.queryField("screenTexts", (t) =>
  t.field({
    type: ScreenTextsRef,
    authScopes: COMPANY_ADMINS,
    description: "The labels of a screen for the company administrator's permitted language (the Translate button).",
    args: { screenId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => screenTexts(ctx, a.screenId),
  }),
);

builder.mutationField("saveScreenText", (t) =>
  t.field({
    type: ScreenTextRef,
    authScopes: COMPANY_ADMINS,
    description: "Saves the company's own wording of a screen's label in the permitted language (empty: the product's text again). Shown to the company's users only.",
    args: { screenId: t.arg.int({ required: true }), objectId: t.arg.int({ required: true }), text: t.arg.string() },
    resolve: (_r, a, ctx) => saveScreenText(ctx, { screenId: a.screenId, objectId: a.objectId, text: a.text ?? null }),
  }),
);
