// GraphQL documents for the probe, built from schema.graphql: the recipe names a root field
// and its arguments; the selection asks for every scalar the answer can carry (a few levels
// deep, every member of an interface or union), so that any victim value the server hands
// out shows up in the answer.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { probeSchema, type RootType } from "./operations";
// The server's own schema: the fields that read the database per row say so in their `cost`
// extension, which schema.graphql does not carry.
import { schema as liveSchema } from "../../../server/graphql/schema";

/** A field the cost model prices above a plain column (an HL7 message, a per-row lookup). */
function dear(type: string, field: string): boolean {
  const live = liveSchema.getType(type);
  const cost = live && isObjectType(live) ? live.getFields()[field]?.extensions?.cost : undefined;
  return typeof cost === "number" && cost > 1;
}

/** Levels of objects below the root field (edges → node → sector). */
const MAX_DEPTH = 4;

function typeString(t: GraphQLInputType): string {
  return t.toString();
}

/**
 * Fields of the members of a union or interface share response keys: a field whose type
 * differs between members (Sterilizer.brand: String!, BIReading.brand: String) may only be
 * asked of the members that agree with the first one (aliases would count against the
 * server's alias limit).
 */
function mergeableFields(members: readonly GraphQLObjectType[]): Map<string, string> {
  const types = new Map<string, string>();
  for (const m of members) for (const [name, f] of Object.entries(m.getFields())) if (!types.has(name)) types.set(name, f.type.toString());
  return types;
}

function selectionOf(type: GraphQLOutputType, depth: number, path: Set<string>, only?: string, agreed?: Map<string, string>, inList = false): string | null {
  const named = getNamedType(type) as GraphQLNamedType;
  const list = inList || isListType(getNullableType(type));
  if (isScalarType(named) || isEnumType(named)) return "";
  if (depth > MAX_DEPTH || path.has(named.name)) return null;
  const next = new Set(path).add(named.name);
  if (isUnionType(named) || isInterfaceType(named)) {
    const schema = probeSchema();
    const members = schema.getPossibleTypes(named).filter((m) => !only || m.name === only);
    const types = mergeableFields(members);
    const parts = ["__typename"];
    // The interface's own scalar fields; object fields come through each member's fragment.
    if (isInterfaceType(named)) for (const [f, field] of Object.entries(named.getFields())) if (selectionOf(field.type, depth + 1, next) === "") parts.push(f);
    for (const m of members) {
      const inner = selectionOf(m, depth, path, undefined, types, list);
      if (inner) parts.push(`... on ${m.name} ${inner}`);
    }
    return `{ ${parts.join(" ")} }`;
  }
  if (!isObjectType(named)) return null;
  const parts: string[] = [];
  for (const [name, field] of Object.entries(named.getFields()) as [string, GraphQLField<unknown, unknown>][]) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    if (agreed && agreed.get(name) !== field.type.toString()) continue;
    // A list inside a list (each reading's audit trail in a page of readings) costs more than
    // the server allows: the single-object lookups ask for it instead.
    if (list && isListType(getNullableType(field.type))) continue;
    // So does a dear field in every row of a page (each costs what it reads: graphql/limits.ts).
    if (list && dear(named.name, name)) continue;
    const inner = selectionOf(field.type, depth + 1, next, undefined, undefined, list);
    if (inner === null) continue;
    parts.push(inner ? `${name} ${inner}` : name);
  }
  return parts.length ? `{ ${parts.join(" ")} }` : null;
}

export interface GqlCall {
  door: "graphql";
  root: RootType;
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * A document calling one root field with `args` as variables (typed from the schema) and the
 * widest selection. `only` narrows an interface/union answer to one member (node(id) of a
 * known type keeps the document small).
 */
export function gqlCall(root: RootType, field: string, args: Record<string, unknown> = {}, only?: string): GqlCall {
  const schema = probeSchema();
  const type = root === "Query" ? schema.getQueryType() : root === "Mutation" ? schema.getMutationType() : schema.getSubscriptionType();
  const def = type?.getFields()[field];
  if (!def) throw new Error(`probe recipe names ${root}.${field}, which schema.graphql does not have`);
  const decls: string[] = [];
  const uses: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    const arg = def.args.find((a) => a.name === name);
    if (!arg) throw new Error(`probe recipe passes ${name} to ${root}.${field}, which has no such argument`);
    decls.push(`$${name}: ${typeString(arg.type)}`);
    uses.push(`${name}: $${name}`);
    void value;
  }
  const selection = selectionOf(def.type, 1, new Set(), only) ?? "";
  const op = root === "Query" ? "query" : root === "Mutation" ? "mutation" : "subscription";
  const query = `${op} Probe${decls.length ? `(${decls.join(", ")})` : ""} { ${field}${uses.length ? `(${uses.join(", ")})` : ""} ${selection} }`;
  return { door: "graphql", root, field, query, variables: args };
}

/** Required arguments of a root field that a recipe must fill (for the coverage test). */
export function requiredArgs(root: RootType, field: string): string[] {
  const schema = probeSchema();
  const type = root === "Query" ? schema.getQueryType() : root === "Mutation" ? schema.getMutationType() : schema.getSubscriptionType();
  return (type?.getFields()[field]?.args ?? []).filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => a.name);
}
