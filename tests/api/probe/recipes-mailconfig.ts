// Probe recipes of the mail templates (server/mailconfig): provider-only operations. Every
// attacker (company users, the other distributor's user) must be refused outright; the
// calls name a real mail and language and carry a valid change, so a leak would write.
import { mailTemplates } from "../../../server/seed/texts";
import type { AttackerClass } from "./victim";
import type { AreaRecipes, GqlSpec, Recipe, RestSpec } from "./recipes";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const WHY = "provider-wide texts (no tenant's values): only provider staff may read them, so every attacker is refused";
const SIGN_UP = 2;
const ITALIAN = 3;
const shipped = mailTemplates.SignUp!.it;
const change = { subject: "Probe {Name}", body: shipped.body };

const read = { refuse: BOTH, control: false as const, why: WHY };

const R: Record<string, Recipe<RestSpec>> = {
  "GET /api/mail/getmailnames": { ...read, calls: () => [{}] },
  "GET /api/mail/GetMailConfiguration": { ...read, calls: () => [{ query: { MailNameId: SIGN_UP, LanguageId: ITALIAN } }, { query: { MailNameId: SIGN_UP, LanguageId: 0 } }] },
  "POST /api/mail/save": { refuse: BOTH, calls: () => [{ body: { mailName: SIGN_UP, language: ITALIAN, ...change } }] },
};

const G: Record<string, Recipe<GqlSpec>> = {
  "Query.mailTemplateOptions": { ...read, calls: () => [{}] },
  "Query.mailTemplate": { ...read, calls: () => [{ args: { mailNameId: SIGN_UP, languageId: ITALIAN } }] },
  "Mutation.saveMailTemplate": { refuse: BOTH, calls: () => [{ args: { input: { mailNameId: SIGN_UP, languageId: ITALIAN, ...change } } }] },
  "Mutation.resetMailTemplate": { refuse: BOTH, calls: () => [{ args: { mailNameId: SIGN_UP, languageId: ITALIAN } }] },
};

export const mailConfigRecipes: AreaRecipes = { rest: R, graphql: G };
