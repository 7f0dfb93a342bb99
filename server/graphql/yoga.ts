// graphql-yoga over the Pothos schema, for HTTP (POST/GET /graphql) and for graphql-ws
// on the same path. Each operation gets a ServiceContext with the caller's principal:
// from the Authorization header over HTTP, from connectionParams over WebSocket.
import { createYoga, maskError } from "graphql-yoga";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { GraphQLError, type ExecutionArgs } from "graphql";
import { PothosValidationError } from "@pothos/core";
import { makeHandler } from "graphql-ws/use/bun";
import { schema } from "./schema";
import type { AppDeps, Caller, ServiceContext } from "../context";
import { bearerToken, type Principal } from "../auth/principal";
import { LiveSession, listenForEndedSessions } from "../session/sockets";
import { DomainError, databaseFailure } from "../domain/errors";
import { isDatabaseUnavailable } from "../db/unavailable";
import { toGraphQLError } from "./errors";
import { useInputGuard } from "./builder";
import { fairSharePlugin, limitPlugins } from "./limits";
import { useVariableCoercion } from "./variables";
import { isAsyncIterable, useSharedSubscriptionEvents } from "./shared-events";
import { log } from "../log";
import { useObservability } from "../observability/graphql";
import { errorRef } from "../observability/request";

/** app.ts identifies the caller before yoga runs (HTTP) or when the socket connects (graphql-ws). */
type InitialContext = { request: Request } & Caller;

/** `principalOf` reads the bearer token of a request: null without one, throws on a bad one. */
export function createGraphQL(deps: AppDeps, principalOf: (request: Request) => Promise<Principal | null>) {
  const yoga = createYoga<InitialContext, ServiceContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Queries and mutations run as compiled JavaScript (graphql-jit, cached per document): a
    // historical page of 25 readings × 30 fields spends most of its time resolving fields.
    // Not for subscriptions: each of their events is run once per view, compiled there (shared-events.ts).
    // Inputs are checked before the limits take a fair share for the operation (limits.ts).
    plugins: [
      useVariableCoercion(),
      useInputGuard(),
      ...limitPlugins(deps.config.production),
      useSharedSubscriptionEvents(),
      useObservability(),
      ...(process.env.GRAPHQL_JIT === "0" ? [] : [useGraphQlJit({}, { enableIf: (args) => !/^\s*subscription\b/i.test(args.document.loc?.source.body ?? "") })]),
      fairSharePlugin(), // last: it wraps the execution the others set up (limits.ts)
    ],
    // Production: no GraphiQL page, and no introspection for anonymous callers (limits.ts);
    // integrators read schema.graphql or introspect with a signed-in session.
    graphiql: deps.config.production ? false : { title: "Sterile QC GraphQL" },
    // CORS is answered for the whole server in app.ts (distributors' origins only).
    cors: false,
    // yoga logs every error maskError replaced, with its stack: each refusal (a wrong password,
    // UNAUTHENTICATED) wrote ~2.8 KB at error level, anonymous callers included. maskError logs
    // what is unexpected itself, once, with its reference; yoga's other lines go to our log.
    logging: {
      debug: () => undefined,
      info: (...args: unknown[]) => log.info("graphql-yoga", { detail: args.map(String).join(" ") }),
      warn: (...args: unknown[]) => log.warn("graphql-yoga", { detail: args.map(String).join(" ") }),
      error: (...args: unknown[]) => (args[0] instanceof GraphQLError ? undefined : log.error("graphql-yoga", { error: args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ") })),
    },
    context: (init): ServiceContext => ({ ...deps, prisma: deps.db.prisma, principal: init.principal, origin: init.origin, clientIp: init.clientIp, language: init.language }),
    maskedErrors: {
      // Known service errors keep their message and code; anything else is hidden and logged
      // with a reference: the request's id, so that the user's "ref" finds its log lines.
      maskError: (error, message, isDev) => {
        let original = error instanceof GraphQLError ? error.originalError : error;
        original = databaseFailure(original);
        if (original instanceof DomainError) return toGraphQLError(original);
        // An argument Pothos could not read (an invalid global id): the caller's input, not ours.
        if (original instanceof PothosValidationError) {
          const e = error as GraphQLError;
          return new GraphQLError(original.message, { nodes: e.nodes, path: e.path, extensions: { code: "BAD_USER_INPUT", status: 400 } });
        }
        if (original && !(original instanceof GraphQLError)) {
          const ref = errorRef();
          log.error("graphql resolver error", { ref, error: original instanceof Error ? original.stack : String(original) });
          return new GraphQLError(`Unexpected error (ref ${ref})`, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
        }
        return maskError(error, message, isDev);
      },
    },
  });

  // Live sockets end with their session (server/session/sockets.ts), on every instance.
  const stopListening = listenForEndedSessions(deps.pubsub);
  const liveOf = (ctx: { extra: unknown }) => (ctx.extra as { live?: LiveSession }).live;

  const websocket = makeHandler<{ authorization?: string; Authorization?: string }>({
    execute: (args) => (args.rootValue as Root).execute(args),
    subscribe: async (args) => {
      const { subscribe, live } = args.rootValue as Root;
      const result = await subscribe(args);
      return live && isAsyncIterable(result) ? (deliverWhileValid(result, live) as typeof result) : result;
    },
    onConnect: async (ctx) => {
      const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization ?? null;
      const request = new Request("http://ws.local/graphql", { headers: header ? { authorization: String(header) } : {} });
      try {
        const caller = (ctx.extra.socket as unknown as { data: Omit<Caller, "principal"> }).data;
        const who: Caller = { ...caller, principal: await principalOf(request) };
        (ctx.extra as { who?: Caller }).who = who;
        if (who.principal) (ctx.extra as { live?: LiveSession }).live = new LiveSession(ctx.extra.socket, who.principal, bearerToken(String(header))!, deps.db);
        return true;
      } catch (e) {
        // A database not answering is no reason to sign the user out (4403 does): 1013, "try
        // again later", makes clients reconnect.
        if (isDatabaseUnavailable(e)) ctx.extra.socket.close(1013, "Try again later");
        return false; // an expired or revoked token closes the socket (4403)
      }
    },
    onClose: (ctx) => liveOf(ctx)?.forget(),
    onSubscribe: async (ctx, _id, params) => {
      const who = (ctx.extra as unknown as { who: Caller }).who;
      const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
        request: new Request("http://ws.local/graphql"),
        ...who,
        params,
      } as never);
      const document = parse(params.query);
      const errors = validate(schema, document);
      if (errors.length) return errors;
      const root: Root = { execute, subscribe, live: liveOf(ctx) };
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: await contextFactory(),
        rootValue: root,
      };
    },
  });

  return { yoga, websocket, close: stopListening };
}

interface Root {
  execute: (args: ExecutionArgs) => any;
  subscribe: (args: ExecutionArgs) => any;
  live?: LiveSession;
}


/** Passes events on while the socket's session is valid; ends the stream when it is not. */
function deliverWhileValid<T>(source: AsyncIterable<T>, live: LiveSession): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const done = { done: true, value: undefined } as IteratorReturnResult<undefined>;
  return {
    async next() {
      const r = await it.next();
      if (r.done || (await live.valid())) return r;
      await it.return?.();
      return done as never;
    },
    return: (v?: unknown) => (it.return ? it.return(v) : Promise.resolve(done as never)),
    throw: (e?: unknown) => (it.throw ? it.throw(e) : Promise.reject(e)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
