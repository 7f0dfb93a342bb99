// The one Pothos SchemaBuilder. Domain folders register their types and fields on it;
// server/graphql/schema.ts imports them all and builds the schema.
import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import type PrismaTypes from "../db/generated/pothos-types";
import { getDatamodel } from "../db/generated/pothos-types";
import type { ServiceContext } from "../context";
import { scopeMap } from "../auth/scopes";
import { AppError } from "../http/errors";

export type GraphQLContext = ServiceContext;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    authenticated: boolean;
    system: boolean;
    distributor: boolean;
    company: boolean;
    companyType: number[];
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => scopeMap(ctx.principal),
    // Same answers as the REST doors: 401-like without a session, 403-like otherwise.
    unauthorizedError: (_parent, ctx) =>
      ctx.principal ? new GraphQLError("Access denied", { extensions: { code: "FORBIDDEN" } }) : new GraphQLError("Unauthorized", { extensions: { code: "UNAUTHENTICATED" } }),
  },
  prisma: {
    // The client is per process (PGlite or PostgreSQL): resolvers get it from the context.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType("DateTime", {
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v as string).toISOString()),
  parseValue: (v) => {
    const d = new Date(v as string);
    // Years beyond 9999 parse in JavaScript but not in PostgreSQL.
    if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) throw new GraphQLError("Invalid DateTime");
    return d;
  },
});

builder.scalarType("JSON", {
  description: "Arbitrary JSON value (translation maps and similar).",
  serialize: (v) => v,
  parseValue: (v) => v,
});

/** Service errors as GraphQL errors: same message, code and (for validation) the errors map. */
export function toGraphQLError(e: unknown): unknown {
  if (e instanceof AppError) {
    const body = e.body() as Record<string, unknown>;
    return new GraphQLError(e.message, { extensions: { code: e.code, status: e.status, ...("errors" in body ? { errors: body.errors } : {}) } });
  }
  return e;
}
