// Maps the desktop file's people, incubators and machines onto the company's (docs/desktop-import.md):
// incubators and machines by serial within the company, else created with the migration's id;
// users by e-mail within the company (an unknown editor stays a name in the audit trail);
// products by model name (else GTIN) within the company's distributor; programs by incubator
// model and program index. Runs inside the import's transaction (raw SQL: server/db/client.ts).
import type { Sql } from "../db/client";
import type { Equipment } from "./desktop";
import { SaveErrors } from "../domain/errors";

export interface EquipmentMap {
  incubator: Map<number, { id: number; modelDbId: number }>;
  sterilizer: Map<number, number>;
  washer: Map<number, number>;
  disinfector: Map<number, number>;
  /** desktop user id → application user id (only those found). */
  user: Map<number, number>;
  /** desktop user id → "Name Surname <mail>" for the audit trail. */
  userLabel: Map<number, string>;
  program(modelDbId: number | undefined, programIndex: number | null): number | null;
  product(productModel: string | null, gtin: string | null): number | null;
  created: number;
}

export async function mapEquipment(sql: Sql, eq: Equipment, target: { companyId: number; sectorId: number; migrationId: number }): Promise<EquipmentMap> {
  const { companyId, sectorId, migrationId } = target;
  const [company] = await sql.query<{ distributorId: number }>(`SELECT "distributorId" FROM company WHERE id = $1`, [companyId]);
  if (!company) throw new Error(`desktop import: company ${companyId} not found`);
  let created = 0;
  const insertedId = async (text: string, params: unknown[]) => (await sql.query<{ id: number }>(text, params))[0]!.id;

  const incubator = new Map<number, { id: number; modelDbId: number }>();
  const own = await sql.query<{ id: number; serialNumber: string; modelDbId: number }>(
    `SELECT i.id, i."serialNumber", d."incubatorModelId" AS "modelDbId" FROM incubator i JOIN distributor_incubator d ON d.id = i."distributorIncubatorId" WHERE i."companyId" = $1`,
    [companyId],
  );
  const bySerial = new Map(own.map((i) => [i.serialNumber.toLowerCase(), i]));
  const offered = await sql.query<{ id: number; modelDbId: number; modelId: string }>(
    `SELECT d.id, m.id AS "modelDbId", m."modelId" FROM distributor_incubator d JOIN incubator_model m ON m.id = d."incubatorModelId" WHERE d."distributorId" = $1`,
    [company.distributorId],
  );
  const offer = new Map(offered.map((d) => [d.modelId.toLowerCase(), d]));
  const missingModels = new Set<string>();
  for (const i of eq.incubators) {
    const found = bySerial.get(i.serial.toLowerCase());
    if (found) {
      incubator.set(i.id, { id: found.id, modelDbId: found.modelDbId });
      continue;
    }
    const d = offer.get(i.model.toLowerCase());
    if (!d) {
      missingModels.add(i.model);
      continue;
    }
    const id = await insertedId(
      `INSERT INTO incubator ("companyId", "distributorIncubatorId", name, "serialNumber", lot, "workSectorId", "desktopMigrationId") VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [companyId, d.id, i.name ?? `${i.model} ${i.serial}`, i.serial, i.lot, sectorId, migrationId],
    );
    incubator.set(i.id, { id, modelDbId: d.modelDbId });
    created++;
  }
  if (missingModels.size) throw new SaveErrors([`The incubator model${missingModels.size > 1 ? "s" : ""} ${[...missingModels].join(", ")} of the file ${missingModels.size > 1 ? "are" : "is"} not in your distributor's catalogue: ask your distributor to add ${missingModels.size > 1 ? "them" : "it"}, then import again.`]);

  const machines = async (table: "sterilizer" | "washer" | "disinfector", rows: Equipment["sterilizers"]) => {
    const map = new Map<number, number>();
    const existing = new Map((await sql.query<{ id: number; serial: string }>(`SELECT id, serial FROM ${table} WHERE "companyId" = $1 AND "deletedAt" IS NULL ORDER BY id`, [companyId])).map((m) => [m.serial.toLowerCase(), m.id]));
    for (const m of rows) {
      let id = existing.get(m.serial.toLowerCase());
      if (id === undefined) {
        id = await insertedId(`INSERT INTO ${table} ("companyId", "sectorId", name, brand, serial, "desktopMigrationId") VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [companyId, sectorId, m.name, m.brand ?? "", m.serial, migrationId]);
        created++;
      }
      map.set(m.id, id);
    }
    return map;
  };
  const sterilizer = await machines("sterilizer", eq.sterilizers);
  const washer = await machines("washer", eq.washers);
  const disinfector = await machines("disinfector", eq.disinfectors);

  const emails = eq.users.map((u) => u.email.toLowerCase());
  const people = await sql.query<{ id: number; email: string }>(`SELECT id, email FROM app_user WHERE "companyId" = $1 AND lower(email) = ANY($2::text[])`, [companyId, emails]);
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
  const user = new Map<number, number>();
  const userLabel = new Map<number, string>();
  for (const u of eq.users) {
    const found = byEmail.get(u.email.toLowerCase());
    if (found !== undefined) user.set(u.id, found);
    userLabel.set(u.id, `${[u.name, u.lastName].filter(Boolean).join(" ")} <${u.email}>`.trim());
  }

  const programs = await sql.query<{ id: number; incubatorModelId: number; programIndex: number }>(`SELECT id, "incubatorModelId", "programIndex" FROM program WHERE "incubatorModelId" IS NOT NULL`);
  const programKey = new Map(programs.map((p) => [`${p.incubatorModelId}:${p.programIndex}`, p.id]));
  const products = await sql.query<{ id: number; model: string }>(`SELECT p.id, m.name AS model FROM product p JOIN product_model m ON m.id = p."productModelId" WHERE p."distributorId" = $1 ORDER BY p.id`, [company.distributorId]);
  const productByModel = new Map<string, number>();
  for (const p of products) if (!productByModel.has(p.model.toLowerCase())) productByModel.set(p.model.toLowerCase(), p.id);
  const gtins = new Map((await sql.query<{ code: string; productId: number }>(`SELECT code, "productId" FROM gtin WHERE "distributorId" = $1`, [company.distributorId])).map((g) => [g.code, g.productId]));

  return {
    incubator,
    sterilizer,
    washer,
    disinfector,
    user,
    userLabel,
    created,
    program: (modelDbId, index) => (modelDbId === undefined || index === null ? null : (programKey.get(`${modelDbId}:${index}`) ?? null)),
    product: (model, gtin) => (model ? productByModel.get(model.toLowerCase()) : undefined) ?? (gtin ? gtins.get(gtin.padStart(14, "0")) : undefined) ?? null,
  };
}
