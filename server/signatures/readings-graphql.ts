// A reading's signatures on its node (its detail and printed record show them): asked for one
// reading at a time, each checked against the reading as it stands.
import { builder } from "../graphql/builder";
import type { ReadingKind } from "../db/generated/client";
import { READING_KINDS } from "../readings/kinds";
import { READING_NODE } from "../readings/graphql";
import { RecordSignatureRef } from "./graphql";
import { readingSignatures } from "./records";
import { PER_ROW_LOOKUP_COST } from "../graphql/limits";

for (const kind of READING_KINDS as ReadingKind[]) {
  builder.prismaObjectField(READING_NODE[kind], "signatures", (t: any) =>
    t.field({
      type: [RecordSignatureRef],
      description: "The reading's electronic signatures, oldest first (docs/signatures.md); valid false once the reading changed after the signature",
      select: { id: true, companyId: true },
      extensions: { cost: PER_ROW_LOOKUP_COST },
      resolve: (r: { id: number; companyId: number }, _a: unknown, ctx: any) => readingSignatures(ctx.prisma, r.companyId, kind, r.id),
    }),
  );
}
