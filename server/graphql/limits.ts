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
  TypeInfo,
  visit,
  visitWithTypeInfo,
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
import { MAX_NODE_IDS } from "./nodes";
import { badInput } from "./errors";
import { takeShare } from "../limits/fair";
import { PAGE_SIZE_MESSAGE } from "../domain/paging";

export const LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 20,
  /** See operationCost(): a page of 100 historical readings with every column is about 6,000. */
  maxCost: Number(process.env.GRAPHQL_MAX_COST ?? 25_000),
  /** Operations from this cost on run within their caller's fair share (a historical page of 100 with a dozen columns is about 1,600). */
  heavyCost: Number(process.env.GRAPHQL_HEAVY_COST ?? 1_000),
};

/** Fields an anonymous caller could use to guess passwords, names or addresses. */
const ATTEMPT_FIELDS = new Set(["login", "forgotPassword", "recoverPassword", "signUp", "similarCompanyName", "intakeTokenInfo", "submitChemicalIntake"]);

/**
 * The cost of a field that reads the database once per parent (a reading's signatures, its
 * positive control): measured against plain columns, a hundred of them take about as long as
 * 30,000 columns (bench/README.md "Fairness"). Such fields carry it as their `cost` extension.
 */
export const PER_ROW_LOOKUP_COST = 400;

/** Items assumed for a list whose size no argument and no `listSize` extension tells (catalogues are small, lists are paged). */
const UNSIZED_LIST = 20;
/** Relay connections without first/last return this many (plugin-relay's default) and at most 100. */
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;
/** The longest list any argument or input may hold (a page's rows, a form's values): more is refused before the operation runs. */
export const MAX_LIST_INPUT = 500;

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
      const tooLong = listArgumentProblem(schema, document, (variableValues ?? {}) as Record<string, unknown>);
      if (tooLong) throw badInput(tooLong.path, tooLong.message);
      const attempts = countFields(document, ATTEMPT_FIELDS);
      if (attempts > 1) throw limitError("Only one sign-in, sign-up, password, company-name or intake request is allowed per GraphQL request.", "TOO_MANY_ATTEMPT_FIELDS");
      const cost = operationCost(schema, document, (variableValues ?? {}) as Record<string, unknown>, args.operationName ?? undefined);
      if (cost > LIMITS.maxCost) throw limitError(`The query is too expensive (cost ${Math.round(cost)}, at most ${LIMITS.maxCost}): ask for fewer items or fields.`, "QUERY_TOO_EXPENSIVE");
      if (args.contextValue && typeof args.contextValue === "object") costs.set(args.contextValue, cost);
    },
    onSubscribe({ args }) {
      const tooLong = listArgumentProblem(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>);
      if (tooLong) throw badInput(tooLong.path, tooLong.message);
      const cost = operationCost(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName ?? undefined);
      if (cost > LIMITS.maxCost) throw limitError(`The subscription is too expensive (cost ${Math.round(cost)}, at most ${LIMITS.maxCost}).`, "QUERY_TOO_EXPENSIVE");
    },
  };
}

/** Each operation's cost, for the fair-share plugin that runs after the others. */
const costs = new WeakMap<object, number>();

/**
 * A large operation runs within a fair share of its caller's (limits/fair.ts): a flood of them
 * waits behind the caller's own, not in front of other companies' work. The last plugin of
 * the list (yoga.ts): it wraps the execute function the others chose (graphql-jit's), so the
 * share is given back however the execution ends, thrown errors included.
 */
export function fairSharePlugin(): Plugin {
  return {
    async onExecute({ args, executeFn, setExecuteFn }) {
      const principal = (args.contextValue as Partial<Caller>).principal;
      if ((costs.get(args.contextValue as object) ?? 0) < LIMITS.heavyCost || !principal) return;
      const give = await takeShare(principal);
      setExecuteFn(async (a) => {
        try {
          return await executeFn(a);
        } finally {
          give();
        }
      });
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

/**
 * Bounds on what one operation's arguments may ask for, checked before it runs, so that the
 * cost model's multipliers are the real ones: a connection's `first`/`last` 1 to 100, `nodes`
 * at most 100 ids, and no list in any argument or input longer than MAX_LIST_INPUT.
 */
export function listArgumentProblem(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): { path: string; message: string } | null {
  let problem: { path: string; message: string } | null = null;
  const typeInfo = new TypeInfo(schema);
  const valueOf = (node: ValueNode): unknown => (node.kind === Kind.VARIABLE ? variables[node.name.value] : node.kind === Kind.INT ? Number(node.value) : node);
  /** The first list longer than MAX_LIST_INPUT in a literal or variable value (bounded depth: inputs are shallow). */
  const longList = (v: unknown, path: string, depth = 0): string | null => {
    if (depth > 16 || v == null || typeof v !== "object") return null;
    const items = Array.isArray(v) ? v : (v as ValueNode).kind === Kind.LIST ? (v as { values: readonly ValueNode[] }).values : null;
    if (items) {
      if (items.length > MAX_LIST_INPUT) return path;
      for (let i = 0; i < items.length; i++) {
        const hit = longList((items[i] as ValueNode)?.kind === Kind.VARIABLE ? valueOf(items[i] as ValueNode) : items[i], `${path}[${i}]`, depth + 1);
        if (hit) return hit;
      }
      return null;
    }
    const entries = (v as ValueNode).kind === Kind.OBJECT ? (v as { fields: readonly { name: { value: string }; value: ValueNode }[] }).fields.map((f) => [f.name.value, f.value.kind === Kind.VARIABLE ? valueOf(f.value) : f.value] as const) : (v as ValueNode).kind ? [] : Object.entries(v);
    for (const [k, item] of entries) {
      const hit = longList(item, `${path}.${k}`, depth + 1);
      if (hit) return hit;
    }
    return null;
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(field) {
        if (problem) return false;
        const def = typeInfo.getFieldDef();
        const connection = def ? getNamedType(def.type).name.endsWith("Connection") : false;
        for (const a of field.arguments ?? []) {
          const value = valueOf(a.value);
          const path = `${field.name.value}.${a.name.value}`;
          if (connection && (a.name.value === "first" || a.name.value === "last") && typeof value === "number" && (value < 0 || value > MAX_PAGE)) problem = { path: a.name.value, message: PAGE_SIZE_MESSAGE };
          else if (field.name.value === "nodes" && a.name.value === "ids" && listLength(a.value, value) > MAX_NODE_IDS) problem = { path: "ids", message: `At most ${MAX_NODE_IDS} ids per request.` };
          else {
            const hit = longList(value, path);
            if (hit) problem = { path: hit, message: `At most ${MAX_LIST_INPUT} items.` };
          }
          if (problem) return false;
        }
        return undefined;
      },
    }),
  );
  return problem;
}

const listLength = (node: ValueNode, value: unknown) => (node.kind === Kind.LIST ? node.values.length : Array.isArray(value) ? value.length : 0);

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
    if (page !== undefined) return page;
    // A plain list cut by its own `first` (deliveries, seals, lot readings) costs what it asks for.
    const first = arg(field, "first");
    if (typeof first === "number" && Number.isFinite(first)) return Math.min(Math.max(first, 1), MAX_LIST_INPUT);
    return typeof known === "number" ? known : UNSIZED_LIST;
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
        // A list whose size the schema knows (a field's `listSize` extension: a screen's few row actions);
        // a field that reads the database for each parent says what that costs (its `cost` extension).
        const own = typeof def.extensions?.cost === "number" ? def.extensions.cost : 1;
        common += own + multiplier(s, listy, page, def.extensions?.listSize) * costOf(s.selectionSet, named, seen, childPage);
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
