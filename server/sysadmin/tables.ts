// An entity's table through the client or a transaction, by its Prisma delegate name: the
// descriptions name their model as text (server/sysadmin/describe.ts `model`).
export interface Table {
  findMany(args: object): Promise<Record<string, unknown>[]>;
  findFirst(args: object): Promise<Record<string, unknown> | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<Record<string, unknown>>;
  update(args: object): Promise<Record<string, unknown>>;
  delete(args: object): Promise<unknown>;
}

export const tableOf = (db: object, model: string): Table => (db as Record<string, Table>)[model]!;
