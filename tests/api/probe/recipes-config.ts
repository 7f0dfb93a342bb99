// Probe recipes of the configuration transfer (server/configuration, docs/configuration-transfer.md):
// every operation is the provider's alone, so every attacker (company users of any company and
// the other distributor's user) must be refused outright. None of them carries a tenant's data,
// which is why the reads have no positive control. A file travels as a multipart part; the
// probe's JSON bodies are refused by role before any body is read.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const PROVIDER_ONLY = "the provider's configuration (texts, menus, screens, mails, parameters): no tenant's values, and no one but provider staff may read it";
const FILE = JSON.stringify({ format: "sterile-qc-config", version: 1, exportedAt: new Date(0).toISOString(), items: {} });

export const configRecipes: AreaRecipes = {
  rest: {
    "POST /api/migration/export": { calls: () => [{}], mutates: false, refuse: BOTH, control: false, why: PROVIDER_ONLY },
    "GET /api/migration/importstatus": { calls: () => [{}], refuse: BOTH, control: false, why: "the provider's import job: counts of configuration items, no tenant's values" },
    "POST /api/migration/import": { calls: () => [{ body: { File: FILE } }], mutates: true, refuse: BOTH },
    "POST /api/migration/importGeneralObjects": { calls: () => [{ body: { File: "{}" } }], mutates: true, refuse: BOTH },
    "POST /api/defaultvalues": { calls: () => [{}], mutates: true, refuse: BOTH },
    "POST /api/DefaultValues/DefaultObjectsValues": { calls: () => [{}], mutates: true, refuse: BOTH },
  },
  graphql: {
    "Query.configurationExport": { calls: () => [{}], refuse: BOTH, control: false, why: PROVIDER_ONLY },
    "Query.configImportStatus": { calls: () => [{}], refuse: BOTH, control: false, why: "the provider's import job: counts of configuration items, no tenant's values" },
    "Mutation.importConfiguration": { calls: () => [{ args: { content: FILE } }], mutates: true, refuse: BOTH },
    "Mutation.importGeneralObjects": { calls: () => [{ args: { content: "{}" } }], mutates: true, refuse: BOTH },
    "Mutation.resetTranslationsToDefault": { calls: () => [{}], mutates: true, refuse: BOTH },
    "Mutation.resetScreenObjectsToDefault": { calls: () => [{}], mutates: true, refuse: BOTH },
  },
};
