// Maps the desktop file's people, incubators and machines onto the company's (docs/desktop-import.md):
// incubators and machines by serial within the company, else created with the migration's id;
// users by e-mail within the company (an unknown editor stays a name in the audit trail);
// products by model name (else GTIN) within the company's distributor; programs by incubator
// model and program index. Runs inside the import's transaction.
import type { Prisma } from "../db/generated/client";
import type { Equipment } from "./desktop";
import { SaveErrors } from "../domain/errors";

type Tx = Prisma.TransactionClient;

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

export async function mapEquipment(tx: Tx, eq: Equipment, target: { companyId: number; sectorId: number; migrationId: number }): Promise<EquipmentMap> {
  const { companyId, sectorId, migrationId } = target;
  const company = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { distributorId: true } });
  let created = 0;

  const incubator = new Map<number, { id: number; modelDbId: number }>();
  const own = await tx.incubator.findMany({ where: { companyId }, select: { id: true, serialNumber: true, distributorIncubator: { select: { incubatorModelId: true } } } });
  const bySerial = new Map(own.map((i) => [i.serialNumber.toLowerCase(), i]));
  const offered = await tx.distributorIncubator.findMany({ where: { distributorId: company.distributorId }, select: { id: true, incubatorModel: { select: { id: true, modelId: true } } } });
  const offer = new Map(offered.map((d) => [d.incubatorModel.modelId.toLowerCase(), d]));
  const missingModels = new Set<string>();
  for (const i of eq.incubators) {
    const found = bySerial.get(i.serial.toLowerCase());
    if (found) {
      incubator.set(i.id, { id: found.id, modelDbId: found.distributorIncubator.incubatorModelId });
      continue;
    }
    const d = offer.get(i.model.toLowerCase());
    if (!d) {
      missingModels.add(i.model);
      continue;
    }
    const row = await tx.incubator.create({ data: { companyId, distributorIncubatorId: d.id, name: i.name ?? `${i.model} ${i.serial}`, serialNumber: i.serial, lot: i.lot, workSectorId: sectorId, desktopMigrationId: migrationId }, select: { id: true } });
    incubator.set(i.id, { id: row.id, modelDbId: d.incubatorModel.id });
    created++;
  }
  if (missingModels.size) throw new SaveErrors([`The incubator model${missingModels.size > 1 ? "s" : ""} ${[...missingModels].join(", ")} of the file ${missingModels.size > 1 ? "are" : "is"} not in your distributor's catalogue: ask your distributor to add ${missingModels.size > 1 ? "them" : "it"}, then import again.`]);

  const machines = async (kind: "sterilizer" | "washer" | "disinfector", rows: Equipment["sterilizers"]) => {
    const map = new Map<number, number>();
    const delegate = tx[kind] as unknown as {
      findMany(a: object): Promise<{ id: number; serial: string }[]>;
      create(a: object): Promise<{ id: number }>;
    };
    const existing = new Map((await delegate.findMany({ where: { companyId, deletedAt: null }, select: { id: true, serial: true }, orderBy: { id: "asc" } })).map((m) => [m.serial.toLowerCase(), m.id]));
    for (const m of rows) {
      let id = existing.get(m.serial.toLowerCase());
      if (id === undefined) {
        id = (await delegate.create({ data: { companyId, sectorId, name: m.name, brand: m.brand ?? "", serial: m.serial, desktopMigrationId: migrationId }, select: { id: true } })).id;
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
  const people = await tx.appUser.findMany({ where: { companyId, email: { in: emails, mode: "insensitive" } }, select: { id: true, email: true } });
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
  const user = new Map<number, number>();
  const userLabel = new Map<number, string>();
  for (const u of eq.users) {
    const found = byEmail.get(u.email.toLowerCase());
    if (found !== undefined) user.set(u.id, found);
    userLabel.set(u.id, `${[u.name, u.lastName].filter(Boolean).join(" ")} <${u.email}>`.trim());
  }

  const programs = await tx.program.findMany({ where: { incubatorModelId: { not: null } }, select: { id: true, incubatorModelId: true, programIndex: true } });
  const programKey = new Map(programs.map((p) => [`${p.incubatorModelId}:${p.programIndex}`, p.id]));
  const products = await tx.product.findMany({ where: { distributorId: company.distributorId }, select: { id: true, productModel: { select: { name: true } } }, orderBy: { id: "asc" } });
  const productByModel = new Map<string, number>();
  for (const p of products) if (!productByModel.has(p.productModel.name.toLowerCase())) productByModel.set(p.productModel.name.toLowerCase(), p.id);
  const gtins = new Map((await tx.gtin.findMany({ where: { distributorId: company.distributorId }, select: { code: true, productId: true } })).map((g) => [g.code, g.productId]));

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
