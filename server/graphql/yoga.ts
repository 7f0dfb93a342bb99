// graphql-yoga over the Pothos schema, for HTTP (POST/GET /graphql) and for graphql-ws
// on the same path. Each operation gets a ServiceContext with the caller's principal:
// from the Authorization header over HTTP, from connectionParams over WebSocket.
import { createYoga, maskError } from "graphql-yoga";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { GraphQLError } from "graphql";
import { makeHandler } from "graphql-ws/use/bun";
import { schema } from "./schema";
import type { AppDeps, ServiceContext } from "../context";
import type { Principal } from "../auth/principal";
import { AppError } from "../http/errors";
import { toGraphQLError } from "./builder";
import { log } from "../log";

interface InitialContext {
  request: Request;
  principal?: Principal | null;
  origin?: string;
}

type Resolve = (request: Request) => Promise<{ principal: Principal | null; origin: string }>;

/** `resolve` identifies HTTP callers (a bad token → anonymous); `resolveStrict` throws on a bad token and guards socket connections. */
export function createGraphQL(deps: AppDeps, resolve: Resolve, resolveStrict: Resolve) {
  const yoga = createYoga<InitialContext, ServiceContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Queries and mutations run as compiled JavaScript (graphql-jit, cached per document): a
    // historical page of 25 readings × 30 fields spends most of its time resolving fields.
    // Subscriptions keep the standard executor.
    plugins: process.env.GRAPHQL_JIT === "0" ? [] : [useGraphQlJit({}, { enableIf: (args) => !/^\s*subscription\b/i.test(args.document.loc?.source.body ?? "") })],
    graphiql: { title: "Sterile QC GraphQL" },
    context: async (init): Promise<ServiceContext> => {
      const who = init.principal !== undefined ? { principal: init.principal, origin: init.origin ?? "" } : await resolve(init.request);
      return { ...deps, prisma: deps.db.prisma, ...who };
    },
    maskedErrors: {
      // Known service errors keep their message and code; anything else is hidden and logged.
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof AppError) return toGraphQLError(original) as GraphQLError;
        if (original && !(original instanceof GraphQLError)) {
          const ref = crypto.randomUUID().slice(0, 8);
          log.error("graphql resolver error", { ref, error: original instanceof Error ? original.stack : String(original) });
          return new GraphQLError(`Unexpected error (ref ${ref})`, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
        }
        return maskError(error, message, isDev);
      },
    },
  });

  const websocket = makeHandler<{ authorization?: string; Authorization?: string }>({
    execute: (args) => (args.rootValue as any).execute(args),
    subscribe: (args) => (args.rootValue as any).subscribe(args),
    onConnect: async (ctx) => {
      const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization ?? null;
      const request = new Request("http://ws.local/graphql", { headers: header ? { authorization: String(header) } : {} });
      try {
        const who = await resolveStrict(request);
        (ctx.extra as any).who = who;
        return true;
      } catch {
        return false; // an expired or revoked token closes the socket (4403)
      }
    },
    onSubscribe: async (ctx, _id, params) => {
      const who = (ctx.extra as any).who as { principal: Principal | null; origin: string };
      const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
        request: new Request("http://ws.local/graphql"),
        principal: who.principal,
        origin: who.origin,
        params,
      } as never);
      const document = parse(params.query);
      const errors = validate(schema, document);
      if (errors.length) return errors;
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: await contextFactory(),
        rootValue: { execute, subscribe },
      };
    },
  });

  return { yoga, websocket };
}
