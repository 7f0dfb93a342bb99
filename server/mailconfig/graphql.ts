// GraphQL door of the mail templates (/sysmailconfiguration): the mails and languages to
// choose from, one template, its save and its reset to the shipped default. Provider staff only.
import { builder } from "../graphql/builder";
import { globalId } from "../graphql/ids";
import { SYSTEM } from "../auth/scopes";
import { mailTemplateOptions, readMailTemplate, resetMailTemplate, saveMailTemplate, type MailLanguageView, type MailNameView, type MailTemplateChange, type MailTemplateView } from "./service";

const MailNameRef = builder.objectRef<MailNameView>("MailName").implement({
  description: "A mail the server sends, with the {Param}s its subject and body must keep.",
  fields: (t) => ({
    mailNameId: t.exposeInt("id", { description: "The REST door's MailNameId" }),
    name: t.exposeString("name", { description: "The template's name, e.g. PasswordRecovery" }),
    description: t.exposeString("description", { description: "What the mail is, in the viewer's language" }),
    subjectParams: t.exposeStringList("subjectParams"),
    bodyParams: t.exposeStringList("bodyParams"),
  }),
});

const MailLanguageRef = builder.objectRef<MailLanguageView>("MailLanguage").implement({
  description: "A language of the templates; languageId 0 is the shipped default, read-only.",
  fields: (t) => ({
    languageId: t.exposeInt("id"),
    code: t.exposeString("code"),
    description: t.exposeString("description"),
    readOnly: t.exposeBoolean("readOnly"),
  }),
});

const MailTemplateOptionsRef = builder.objectRef<{ mailNames: MailNameView[]; languages: MailLanguageView[] }>("MailTemplateOptions").implement({
  fields: (t) => ({
    mailNames: t.field({ type: [MailNameRef], resolve: (o) => o.mailNames }),
    languages: t.field({ type: [MailLanguageRef], resolve: (o) => o.languages }),
  }),
});

const MailTemplateRef = builder.objectRef<MailTemplateView>("MailTemplate").implement({
  description: "A mail's template in one language, as the server sends it.",
  fields: (t) => ({
    id: t.id({ description: "Stands for the mail and the language (one template per pair)", resolve: (m) => globalId("MailTemplate", `${m.mailNameId}-${m.languageId}`) }),
    recordId: t.exposeInt("recordId", { nullable: true, description: "The language's own row; null for language 0 and a language without its own template" }),
    mailNameId: t.exposeInt("mailNameId"),
    mailName: t.exposeString("mailName"),
    description: t.exposeString("description"),
    languageId: t.exposeInt("languageId"),
    language: t.exposeString("language"),
    subject: t.exposeString("subject"),
    body: t.exposeString("body", { description: "HTML with {Param} placeholders" }),
    subjectParams: t.exposeStringList("subjectParams"),
    bodyParams: t.exposeStringList("bodyParams"),
    readOnly: t.exposeBoolean("readOnly", { description: "Language 0: the shipped default, shown for reference" }),
    stored: t.exposeBoolean("stored", { description: "The language has a template of its own (else the English one is sent)" }),
    shipped: t.exposeBoolean("shipped", { description: "The text is the shipped default" }),
  }),
});

const MailTemplateChangeRef = builder.objectRef<MailTemplateChange>("MailTemplateChange").implement({
  fields: (t) => ({
    message: t.exposeString("message", { description: "The confirmation in the viewer's language" }),
    template: t.field({ type: MailTemplateRef, resolve: (c) => c.template }),
  }),
});

builder.queryField("mailTemplateOptions", (t) =>
  t.field({ type: MailTemplateOptionsRef, authScopes: SYSTEM, description: "The mails the server sends and the languages of their templates.", resolve: (_r, _a, ctx) => mailTemplateOptions(ctx) }),
);

builder.queryField("mailTemplate", (t) =>
  t.field({
    type: MailTemplateRef,
    authScopes: SYSTEM,
    description: "One mail's template in one language (0: the shipped default).",
    args: { mailNameId: t.arg.int({ required: true }), languageId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => readMailTemplate(ctx, a),
  }),
);

const MailTemplateInput = builder.inputType("MailTemplateInput", {
  fields: (t) => ({
    mailNameId: t.int({ required: true }),
    languageId: t.int({ required: true }),
    subject: t.string({ required: true, description: "Plain text: HTML tags are removed" }),
    body: t.string({ required: true, description: "HTML; every body parameter must appear" }),
  }),
});

builder.mutationField("saveMailTemplate", (t) =>
  t.field({
    type: MailTemplateChangeRef,
    authScopes: SYSTEM,
    description: "Saves a language's template (not language 0): the server sends it from now on. Every {Param} must stay.",
    args: { input: t.arg({ type: MailTemplateInput, required: true }) },
    resolve: (_r, a, ctx) => saveMailTemplate(ctx, a.input),
  }),
);

builder.mutationField("resetMailTemplate", (t) =>
  t.field({
    type: MailTemplateChangeRef,
    authScopes: SYSTEM,
    description: "Puts a language's shipped text back (a language the product does not ship returns to the English template).",
    args: { mailNameId: t.arg.int({ required: true }), languageId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => resetMailTemplate(ctx, a),
  }),
);
