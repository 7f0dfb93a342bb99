// GraphQL door of the desktop database import: the history, processing and its live progress.
// The file itself goes to the REST upload (POST /api/desktopmigrator, streamed to disk): this
// server's yoga has no multipart upload configured, and the REST route carries file transfers.
import { builder } from "../graphql/builder";
import { MANAGERS, requireScope } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import type { MigrationProgress } from "../pubsub";
import { listMigrations, liveProgress, messageOf, startProcessing, type MigrationRow } from "./service";

type Row = NonNullable<MigrationRow>;

const MigrationRef = builder.objectRef<Row>("DesktopMigration").implement({
  description: "An import of a desktop software database (statusEnum 0 uploaded, 1 in progress, 2 done, 3 failed)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    migrationDate: t.field({ type: "DateTime", resolve: (m) => m.migrationDate }),
    dbId: t.exposeString("dbId", { description: "The desktop database's own id (GUID): imported once only" }),
    fileName: t.exposeString("fileName"),
    status: t.exposeString("status"),
    statusEnum: t.exposeInt("statusEnum"),
    sectorId: t.exposeInt("sectorId"),
    sectorName: t.string({ resolve: (m) => m.sector.name }),
    totalImportedResults: t.exposeInt("totalImportedResults"),
    totalRows: t.exposeInt("totalRows", { description: "Readings in the file" }),
    message: t.string({ description: "What the state tells the user (the error report when it failed)", resolve: (m) => messageOf(m) }),
    errors: t.stringList({ description: "The error report's lines: what is wrong, with counts and the first rows", resolve: (m) => (m.errorReport as { messages?: string[] } | null)?.messages ?? [] }),
    readNumbers: t.field({
      type: [ReadNumbersRef],
      description: "The read numbers reserved for the file's readings, per kind (a failed migration leaves them unused)",
      resolve: (m) => Object.entries((m.readNumbers ?? {}) as Record<string, [number, number]>).map(([kind, [first, last]]) => ({ kind, first, last })),
    }),
    progress: t.field({ type: ProgressRef, nullable: true, description: "Where processing is (on the instance running it)", resolve: (m) => liveProgress(m.id) }),
  }),
});

const ReadNumbersRef = builder.objectRef<{ kind: string; first: number; last: number }>("DesktopMigrationReadNumbers").implement({
  fields: (t) => ({
    kind: t.exposeString("kind", { description: "BI, PRO, CHE_STERILIZER or CHE_WASHER" }),
    first: t.exposeInt("first"),
    last: t.exposeInt("last"),
  }),
});

const ProgressRef = builder.objectRef<MigrationProgress>("DesktopMigrationProgress").implement({
  fields: (t) => ({
    id: t.exposeInt("id", { description: "The migration" }),
    dbId: t.exposeString("dbId"),
    statusEnum: t.exposeInt("statusEnum"),
    status: t.exposeString("status"),
    phase: t.exposeString("phase", { description: "validating, equipment, readings, done, failed" }),
    done: t.exposeInt("done", { description: "Desktop rows read (validating) or written (readings) so far" }),
    total: t.exposeInt("total"),
    message: t.exposeString("message", { nullable: true }),
    totalImportedResults: t.exposeInt("totalImportedResults"),
  }),
});

builder.queryField("desktopMigrations", (t) =>
  t.field({ type: [MigrationRef], authScopes: MANAGERS, description: "The company's desktop database migrations, newest first", resolve: (_r, _a, ctx) => listMigrations(ctx) }),
);

builder.mutationField("processDesktopMigration", (t) =>
  t.field({
    type: MigrationRef,
    authScopes: MANAGERS,
    description: "Starts importing an uploaded desktop database (answers at once with status 1; follow desktopMigrationProgress)",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => startProcessing(ctx, a.id),
  }),
);

builder.subscriptionField("desktopMigrationProgress", (t) =>
  t.field({
    type: ProgressRef,
    authScopes: MANAGERS,
    description: "Each step of the company's desktop migrations: rows done of the total, the phase, the end",
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe("migration:company", ownCompanyId(requireScope(ctx.principal, MANAGERS))),
    resolve: (event) => event as unknown as MigrationProgress,
  }),
);
