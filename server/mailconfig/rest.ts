// REST door of the mail templates (spec 002 section 7.7; docs/mail-templates.md): the mails,
// one template by MailNameId and LanguageId (0: the shipped default), and the save. Provider
// staff only. Ids are numbers; {Param} lists are written "Name,Link" as the entity stores them.
import type { Router } from "../http/router";
import { SYSTEM } from "../auth/scopes";
import { saved } from "../http/replies";
import { id, object, text } from "../validation/wire";
import { BODY_MAX, mailTemplateOptions, readMailTemplate, saveMailTemplate, SUBJECT_MAX, type MailTemplateView } from "./service";

// Sanity caps above the service's limits, so an over-long text gets the field's own message.
const Save = object(
  { subject: text(SUBJECT_MAX * 4), body: text(BODY_MAX * 2), mailName: id(), language: id(), id: id() },
  { mailName: ["mailName", "MailName", "mailNameId", "MailNameId"], language: ["language", "Language", "languageId", "LanguageId"] },
);

const wire = (m: MailTemplateView) => ({
  id: m.recordId ?? 0,
  mailName: m.mailNameId,
  language: m.languageId,
  name: m.mailName,
  description: m.description,
  subject: m.subject,
  body: m.body,
  subjectParams: m.subjectParams.join(","),
  bodyParams: m.bodyParams.join(","),
  readOnly: m.readOnly,
  stored: m.stored,
  shipped: m.shipped,
});

export function mailConfigRoutes(r: Router) {
  r.get("/api/mail/getmailnames", SYSTEM, async (c) =>
    (await mailTemplateOptions(c)).mailNames.map((m) => ({ id: m.id, name: m.name, description: m.description, subjectParams: m.subjectParams.join(","), bodyParams: m.bodyParams.join(",") })),
  );
  r.get("/api/mail/GetMailConfiguration", SYSTEM, async (c) => {
    const { MailNameId, LanguageId } = c.args({ MailNameId: id(), LanguageId: id() });
    return wire(await readMailTemplate(c, { mailNameId: MailNameId, languageId: LanguageId }));
  });
  r.post("/api/mail/save", SYSTEM, async (c) => {
    const b = await c.body(Save);
    const change = await saveMailTemplate(c, { mailNameId: b.mailName, languageId: b.language, subject: b.subject, body: b.body, id: b.id });
    return saved(wire(change.template), change.message);
  });
}
