// What one GraphQL request may ask for, so that no caller can stall the others:
//   - graphql-armor: depth, aliases, tokens, directives, and no field suggestions in production;
//   - a cost per operation that knows lists are expensive (below);
//   - one sign-in-like field per request (50 `login` aliases are not 50 free attempts);
//   - introspection only for signed-in callers in production.
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { Plugin } from "graphql-yoga";
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import type { Caller } from "../context";

export const LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 20,
  /** See operationCost(): a page of 100 historical readings with every column is about 6,000. */
  maxCost: Number(process.env.GRAPHQL_MAX_COST ?? 25_000),
};

/** Fields an anonymous caller could use to guess passwords, names or addresses. */
const ATTEMPT_FIELDS = new Set(["login", "forgotPassword", "recoverPassword", "signUp", "similarCompanyName", "intakeTokenInfo", "submitChemicalIntake"]);

/** Items assumed for a list whose size no argument and no `listSize` extension tells (catalogues are small, lists are paged). */
const UNSIZED_LIST = 20;
/** Relay connections without first/last return this many (plugin-relay's default) and at most 100. */
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

export function limitPlugins(production: boolean): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
      maxAliases: { n: LIMITS.maxAliases },
      maxTokens: { n: LIMITS.maxTokens },
      maxDirectives: { n: LIMITS.maxDirectives },
      costLimit: { enabled: false }, // replaced by operationCost(), which reads list sizes
      blockFieldSuggestion: { enabled: production },
    }) as Plugin,
    costAndAttemptsPlugin(),
    ...(production ? [anonymousIntrospectionOff()] : []),
  ];
}

function costAndAttemptsPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const { schema, document, variableValues } = args;
      const attempts = countFields(document, ATTEMPT_FIELDS);
      if (attempts > 1) throw limitError("Only one sign-in, sign-up, password, company-name or intake request is allowed per GraphQL request.", "TOO_MANY_ATTEMPT_FIELDS");
      const cost = operationCost(schema, document, (variableValues ?? {}) as Record<string, unknown>, args.operationName ?? undefined);
      if (cost > LIMITS.maxCost) throw limitError(`The query is too expensive (cost ${Math.round(cost)}, at most ${LIMITS.maxCost}): ask for fewer items or fields.`, "QUERY_TOO_EXPENSIVE");
    },
    onSubscribe({ args }) {
      const cost = operationCost(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName ?? undefined);
      if (cost > LIMITS.maxCost) throw limitError(`The subscription is too expensive (cost ${Math.round(cost)}, at most ${LIMITS.maxCost}).`, "QUERY_TOO_EXPENSIVE");
    },
  };
}

function anonymousIntrospectionOff(): Plugin {
  return {
    onValidate({ context, addValidationRule }) {
      if (!(context as Partial<Caller>).principal) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

function limitError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

function countFields(document: DocumentNode, names: Set<string>): number {
  let n = 0;
  const visit = (set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD && names.has(s.name.value)) n++;
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet, fragments, seen);
      else if (s.kind === Kind.FRAGMENT_SPREAD && !seen.has(s.name.value)) {
        seen.add(s.name.value);
        visit(fragments.get(s.name.value)?.selectionSet, fragments, seen);
      }
    }
  };
  const fragments = fragmentsOf(document);
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) visit(d.selectionSet, fragments, new Set());
  return n;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
}

/**
 * The cost of an operation: every field costs 1 plus its children's cost times how many items
 * it returns — `first`/`last` of a connection (default 20, at most 100), the number of `ids`
 * given to `nodes`, 20 for other lists. Fragments on the members of a union or interface
 * count the most expensive member, not all of them.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
  const fragments = fragmentsOf(document);
  const ops = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = ops.find((o) => !operationName || o.name?.value === operationName) ?? ops[0];
  if (!op || op.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = op.operation === "query" ? schema.getQueryType() : op.operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return 0;

  const valueOf = (node: ValueNode | undefined): unknown => {
    if (!node) return undefined;
    if (node.kind === Kind.VARIABLE) return variables[node.name.value];
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.LIST) return node.values;
    return undefined;
  };

  const arg = (field: FieldNode, name: string) => valueOf(field.arguments?.find((a) => a.name.value === name)?.value);
  const pageSize = (field: FieldNode): number => {
    const size = Number(arg(field, "first") ?? arg(field, "last") ?? DEFAULT_PAGE);
    return Math.min(Math.max(Number.isFinite(size) ? size : DEFAULT_PAGE, 1), MAX_PAGE);
  };
  /** Items a field returns: its connection's page inside a connection (edges, nodes), ids given, or a guess. */
  const multiplier = (field: FieldNode, listy: boolean, page: number | undefined, known?: unknown): number => {
    const ids = arg(field, "ids");
    if (Array.isArray(ids)) return Math.max(ids.length, 1);
    if (!listy) return 1;
    return page ?? (typeof known === "number" ? known : UNSIZED_LIST);
  };

  const costOf = (set: SelectionSetNode | undefined, type: GraphQLNamedType, seen: Set<string>, page?: number): number => {
    if (!set) return 0;
    let common = 0;
    const perMember = new Map<string, number>();
    const addTyped = (condition: string | undefined, inner: SelectionSetNode, spread?: string) => {
      const target = condition ? schema.getType(condition) : type;
      if (!target) return;
      const nextSeen = spread ? new Set([...seen, spread]) : seen;
      const c = costOf(inner, target, nextSeen, page);
      if (condition && condition !== type.name && isAbstractType(type)) perMember.set(condition, (perMember.get(condition) ?? 0) + c);
      else common += c;
    };
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.name.value.startsWith("__")) continue;
        const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[s.name.value] : undefined;
        if (!def) {
          common += 1;
          continue;
        }
        const named = getNamedType(def.type);
        const listy = isListType(getNullableType(def.type));
        const childPage = named.name.endsWith("Connection") ? pageSize(s) : undefined;
        // A list whose size the schema knows (a field's `listSize` extension: a screen's few row actions).
        common += 1 + multiplier(s, listy, page, def.extensions?.listSize) * costOf(s.selectionSet, named, seen, childPage);
      } else if (s.kind === Kind.INLINE_FRAGMENT) addTyped(s.typeCondition?.name.value, s.selectionSet);
      else if (!seen.has(s.name.value)) {
        const f = fragments.get(s.name.value);
        if (f) addTyped(f.typeCondition.name.value, f.selectionSet, s.name.value);
      }
    }
    return common + (perMember.size ? Math.max(...perMember.values()) : 0);
  };

  return costOf(op.selectionSet, root, new Set());
}
