// The four reading tables behind one vocabulary. BI covers sterilisation and disinfection
// (flag `disinfection`); indicator types are those of the webhook subscriptions and exports:
// 1 BI, 2 protein, 3 chemical sterilizer, 4 chemical washer, 5 BI disinfection.
import type { Prisma, PrismaClient, ReadingKind } from "../db/generated/client";

export type { ReadingKind };
export const READING_KINDS: ReadingKind[] = ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"];

export const TABLE_NAME: Record<ReadingKind, string> = {
  BI: "reading_bi",
  PRO: "reading_pro",
  CHE_STERILIZER: "reading_che_sterilizer",
  CHE_WASHER: "reading_che_washer",
};

export const INDICATOR = { BI: 1, PRO: 2, CHE_STERILIZER: 3, CHE_WASHER: 4, BI_DISINFECTION: 5 } as const;

export function indicatorTypeOf(kind: ReadingKind, disinfection = false): number {
  if (kind === "BI") return disinfection ? INDICATOR.BI_DISINFECTION : INDICATOR.BI;
  return INDICATOR[kind];
}

type Db = PrismaClient | Prisma.TransactionClient;
// The tables differ in columns, but life-cycle code only touches the shared ones.
type Delegate = Db["readingBI"];
export function readingTable(db: Db, kind: ReadingKind): Delegate {
  const t = { BI: db.readingBI, PRO: db.readingPRO, CHE_STERILIZER: db.readingCheSterilizer, CHE_WASHER: db.readingCheWasher }[kind];
  return t as unknown as Delegate;
}
