// The one Pothos SchemaBuilder. Domain folders register their types and fields on it;
// server/graphql/schema.ts imports them all and builds the schema.
import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError, Kind } from "graphql";
import type PrismaTypes from "../db/generated/pothos-types";
import { getDatamodel } from "../db/generated/pothos-types";
import type { ServiceContext } from "../context";
import { SIGNED_IN, scopeMap } from "../auth/scopes";
import { parseIsoDate } from "../validation/wire";
import { loadNodes, registerNodeLookup } from "./nodes";

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
    /** A part of a GraphQL multipart request (server/intake/graphql.ts). */
    File: { Input: unknown; Output: never };
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
    // Every node belongs to a tenant: looking one up needs a session (UNAUTHENTICATED otherwise).
    nodeQueryOptions: { authScopes: SIGNED_IN },
    nodesQueryOptions: { authScopes: SIGNED_IN, resolve: (_root, args, ctx, info, perId) => loadNodes(args.ids, ctx, info, perId as never) },
  },
});

// Each tenant node's scoped `findUnique` is also its batch lookup for `nodes(ids:)` (nodes.ts).
const prismaNode = builder.prismaNode.bind(builder);
builder.prismaNode = ((model: string, options: { name?: string; variant?: string; findUnique?: (id: string, ctx: GraphQLContext) => object }) => {
  const ref = prismaNode(model as never, options as never);
  if (options.findUnique) registerNodeLookup(options.variant ?? options.name ?? model, model, options.findUnique);
  return ref;
}) as typeof builder.prismaNode;

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

// Inputs are ISO 8601 text only: an epoch number or a list is a mistake, not a date.
const INVALID_DATE_TIME = "Invalid DateTime: send an ISO 8601 string such as 2026-03-01 or 2026-03-01T10:20:00Z (years 1 to 9999).";
const dateTimeOf = (v: unknown): Date => {
  const d = parseIsoDate(v);
  if (!d) throw new GraphQLError(INVALID_DATE_TIME, { extensions: { code: "BAD_USER_INPUT" } });
  return d;
};

builder.scalarType("DateTime", {
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v as string).toISOString()),
  parseValue: dateTimeOf,
  parseLiteral: (node) => dateTimeOf(node.kind === Kind.STRING ? node.value : undefined),
});

// Output only (translation maps): no argument or input field takes JSON, so nothing untyped comes in.
builder.scalarType("JSON", {
  description: "Arbitrary JSON value (translation maps and similar).",
  serialize: (v) => v,
  parseValue: () => {
    throw new GraphQLError("JSON is not accepted as an input.", { extensions: { code: "BAD_USER_INPUT" } });
  },
  parseLiteral: () => {
    throw new GraphQLError("JSON is not accepted as an input.", { extensions: { code: "BAD_USER_INPUT" } });
  },
});

// The multipart request spec: yoga puts the uploaded part (a web File) in the variable. Any
// other value passes the parse and is refused by the field that reads it (asFile), after its
// scope check, so a caller without the right gets FORBIDDEN whatever it sends.
builder.scalarType("File", {
  description: "A file sent as a part of a multipart request (GraphQL multipart request spec). Input only.",
  serialize: () => {
    throw new GraphQLError("File is an input type only.");
  },
  parseValue: (v) => v,
  parseLiteral: () => {
    throw new GraphQLError("A File comes as a part of a multipart request (GraphQL multipart request spec), not as a literal.", { extensions: { code: "BAD_USER_INPUT" } });
  },
});

/** A File argument's part, or a BAD_USER_INPUT error when the variable held something else. */
export function asFile(v: unknown): Blob {
  if (v instanceof Blob) return v;
  throw new GraphQLError("Send the file as a part of a multipart request.", { extensions: { code: "BAD_USER_INPUT" } });
}

/** The input guard of the yoga plugins (NUL and unpaired surrogates in strings: input-guard.ts). */
export { useInputGuard } from "./input-guard";
