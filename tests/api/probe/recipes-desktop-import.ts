// Probe recipes of the desktop database import (server/migration, docs/desktop-import.md). The
// victim's demo migration (id 1, Hospital A) is the target: its history is the company's own
// (each caller reads its own company's list), processing it is refused to outsiders (Not found)
// and insiders (operators and Connection users: the managers' screen). The upload takes a
// multipart file: the probe's JSON body is refused before anything is written.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];
/** The demo's migration of Hospital A (server/seed/demo-activity.ts). */
const VICTIM_MIGRATION = 1;
const OWN_LIST = "the caller's own company's migrations (the company comes from the session, never from the request)";

export const desktopImportRecipes: AreaRecipes = {
  rest: {
    "GET /api/DesktopMigrator/:companyId": { calls: ({ v }) => [{ params: { companyId: v.companyId } }], refuse: BOTH, control: false, why: "the victim's history by its company id: outsiders Not found, insiders not managers" },
    "GET /api/appmigrationdatabase": { calls: () => [{}], control: false, why: OWN_LIST },
    "POST /api/desktopmigrator": { calls: ({ v }) => [{ body: { sectorId: v.centralSectorId } }], mutates: true },
    "POST /api/desktopmigrator/processMigration": { calls: () => [{ body: VICTIM_MIGRATION as never }, { body: { id: VICTIM_MIGRATION } }], mutates: true, refuse: BOTH },
  },
  graphql: {
    "Query.desktopMigrations": { calls: () => [{}], control: false, why: OWN_LIST },
    "Mutation.processDesktopMigration": { calls: () => [{ args: { id: VICTIM_MIGRATION } }], mutates: true, refuse: BOTH },
  },
};
