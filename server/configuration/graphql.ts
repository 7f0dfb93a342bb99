// GraphQL door of the configuration transfer, provider staff only: the export as a file the
// browser saves, the import of a file's text as a background job, its status and its progress
// (`configImportProgress`), the general objects' file and the two resets to the shipped values.
import { builder } from "../graphql/builder";
import { requireScope, SYSTEM } from "../auth/scopes";
import { COUNTS } from "./document";
import { exportConfiguration, importGeneralObjects, resetScreenObjects, resetTranslations, type Outcome } from "./service";
import { importStatus, startImport } from "./job";
import type { ConfigImportStatus } from "../pubsub";

const FileRef = builder.objectRef<{ fileName: string; text: string }>("ConfigurationFile").implement({
  description: "The whole configuration as one JSON document (docs/configuration-transfer.md)",
  fields: (t) => ({
    fileName: t.exposeString("fileName", { description: "sterile-qc-config-<UTC date and time>.json" }),
    content: t.exposeString("text", { description: "The file's JSON text" }),
  }),
});

const StateRef = builder.enumType("ConfigImportState", { values: ["IDLE", "RUNNING", "DONE", "FAILED"] as const });

const CountRef = builder.objectRef<{ kind: string; count: number }>("ConfigImportCount").implement({
  fields: (t) => ({
    kind: t.exposeString("kind", { description: `One of ${COUNTS.join(", ")}` }),
    count: t.exposeInt("count"),
  }),
});

const StatusRef = builder.objectRef<ConfigImportStatus>("ConfigImportStatus").implement({
  description: "The newest configuration import: IDLE before the first one",
  fields: (t) => ({
    jobId: t.exposeInt("jobId", { nullable: true }),
    state: t.field({ type: StateRef, resolve: (s) => s.status.toUpperCase() as "IDLE" | "RUNNING" | "DONE" | "FAILED" }),
    counts: t.field({
      type: [CountRef],
      description: "Items applied per kind (so far, while running), in a fixed order",
      resolve: (s) => COUNTS.filter((k) => k in s.counts).map((kind) => ({ kind, count: s.counts[kind]! })),
    }),
    stepsDone: t.exposeInt("stepsDone", { description: "Kinds of item applied so far (meaningful on the instance running the job and in the subscription)" }),
    stepsTotal: t.exposeInt("stepsTotal", { description: "Kinds of item the file holds" }),
    error: t.exposeString("error", { nullable: true, description: "Why it failed (nothing was changed)" }),
    startedAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => (s.startedAt ? new Date(s.startedAt) : null) }),
    finishedAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => (s.finishedAt ? new Date(s.finishedAt) : null) }),
  }),
});

const OutcomeRef = builder.objectRef<Outcome>("ConfigurationOutcome").implement({
  fields: (t) => ({ message: t.exposeString("message"), count: t.exposeInt("count", { description: "Rows changed" }) }),
});

builder.queryField("configurationExport", (t) =>
  t.field({ type: FileRef, authScopes: SYSTEM, description: "The whole configuration as a file (password parameters left out)", resolve: (_r, _a, ctx) => exportConfiguration(ctx) }),
);

builder.queryField("configImportStatus", (t) =>
  t.field({
    type: StatusRef,
    // Nullable: the screen of anyone else reads null beside its FORBIDDEN error and shows nothing.
    nullable: true,
    authScopes: SYSTEM,
    description: "The newest configuration import's status (GET /api/migration/importstatus)",
    resolve: (_r, _a, ctx) => importStatus(ctx),
  }),
);

builder.mutationField("importConfiguration", (t) =>
  t.field({
    type: StatusRef,
    authScopes: SYSTEM,
    description: "Checks a configuration file (its JSON text) and starts its import; a refused file is a SAVE_ERRORS error listing its first problems, and nothing changes",
    args: { content: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => startImport(ctx, a.content),
  }),
);

builder.mutationField("importGeneralObjects", (t) =>
  t.field({
    type: OutcomeRef,
    authScopes: SYSTEM,
    description: "Writes general objects' translations from a JSON text { name: { languageCode: text } }",
    args: { content: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => importGeneralObjects(ctx, a.content),
  }),
);

builder.mutationField("resetTranslationsToDefault", (t) =>
  t.field({ type: OutcomeRef, authScopes: SYSTEM, description: "Every translation back to the text the product ships", resolve: (_r, _a, ctx) => resetTranslations(ctx) }),
);

builder.mutationField("resetScreenObjectsToDefault", (t) =>
  t.field({ type: OutcomeRef, authScopes: SYSTEM, description: "Every screen object's multiLanguage, securable and securityMode back to the shipped values", resolve: (_r, _a, ctx) => resetScreenObjects(ctx) }),
);

builder.subscriptionField("configImportProgress", (t) =>
  t.field({
    type: StatusRef,
    authScopes: SYSTEM,
    description: "Each step of a configuration import, its start and its end (provider staff)",
    // scope-auth guards resolvers, not subscribe: the scope is checked here too.
    subscribe: (_r, _a, ctx) => {
      requireScope(ctx.principal, SYSTEM);
      return ctx.pubsub.subscribe("config:import");
    },
    resolve: (event) => event as unknown as ConfigImportStatus,
  }),
);
