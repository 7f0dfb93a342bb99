// REST door of the desktop database import (spec 002 §7.6):
//   GET  /api/DesktopMigrator/{companyId}          → the company's migrations, newest first
//   POST /api/desktopmigrator                      multipart {file, sectorId} → { message, migration }
//   POST /api/desktopmigrator/processMigration     body: the migration id (a JSON number, or {id}) → { message, migration{id, status, statusEnum, totalImportedResults} }
//   GET  /api/appmigrationdatabase                 → the screen's history table (its CRUD address)
import type { Router } from "../http/router";
import { badRequest } from "../domain/errors";
import { assertOwnCompanyId } from "../auth/company";
import { MANAGERS } from "../auth/scopes";
import { id } from "../validation/wire";
import { listMigrations, messageOf, startProcessing, uploadMigration, type MigrationRow } from "./service";

/** The upload route: app.ts gives it the large body limit and streaming. */
export const isDesktopUpload = (method: string, pathname: string) => method === "POST" && /^\/api\/desktopmigrator\/?$/i.test(pathname);

export const migrationWire = (m: NonNullable<MigrationRow>) => ({
  id: m.id,
  migrationDate: m.migrationDate,
  dbId: m.dbId,
  fileName: m.fileName,
  status: m.status,
  statusEnum: m.statusEnum,
  sectorId: m.sectorId,
  sectorName: m.sector.name,
  totalImportedResults: m.totalImportedResults,
  totalRows: m.totalRows,
  finishedAt: m.finishedAt,
  errors: (m.errorReport as { messages?: string[] } | null)?.messages ?? [],
});

/** The id of processMigration's body: a bare JSON number (the legacy client), or { id } / { migrationId }. */
async function migrationIdOf(request: Request): Promise<number> {
  const text = (await request.text()).trim();
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    v = text;
  }
  if (v && typeof v === "object") v = (v as Record<string, unknown>).id ?? (v as Record<string, unknown>).Id ?? (v as Record<string, unknown>).migrationId ?? (v as Record<string, unknown>).MigrationId;
  const n = typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v;
  if (typeof n !== "number" || !Number.isInteger(n) || n <= 0 || n > 2147483647) throw badRequest("The body must be the migration id.");
  return n;
}

export function migrationRoutes(r: Router): void {
  r.get("/api/DesktopMigrator/:companyId", MANAGERS, async (c) => {
    assertOwnCompanyId(c.principal, c.args({ companyId: id() }).companyId);
    return (await listMigrations(c)).map(migrationWire);
  });
  r.get("/api/appmigrationdatabase", MANAGERS, async (c) => (await listMigrations(c)).map(migrationWire));
  r.post("/api/desktopmigrator", MANAGERS, async (c) => {
    const m = await uploadMigration(c, c.request);
    return { message: messageOf(m), migration: migrationWire(m) };
  });
  r.post("/api/desktopmigrator/processMigration", MANAGERS, async (c) => {
    const m = await startProcessing(c, await migrationIdOf(c.request));
    return { message: messageOf(m), migration: migrationWire(m) };
  });
}
