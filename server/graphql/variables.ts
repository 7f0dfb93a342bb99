// Variables are coerced to their declared types before an operation runs, the same way at
// every door and with jit on or off: a wrong value is BAD_USER_INPUT with HTTP 400 (graphql-js
// alone answers 400 without a code; graphql-jit answers 200 without one).
import { GraphQLError, getOperationAST, getVariableValues, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";

export function variableProblem(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, inputs: unknown): GraphQLError | null {
  const op = getOperationAST(document, operationName ?? undefined);
  if (!op?.variableDefinitions?.length) return null;
  const result = getVariableValues(schema, op.variableDefinitions, (inputs ?? {}) as Record<string, unknown>, { maxErrors: 20 });
  if (!result.errors?.length) return null;
  const [first] = result.errors;
  return new GraphQLError(first!.message, {
    nodes: first!.nodes,
    extensions: { code: "BAD_USER_INPUT", status: 400, errors: { variables: result.errors.map((e) => e.message) }, http: { status: 400 } },
  });
}

export function useVariableCoercion(): Plugin {
  const check = ({ args }: { args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: unknown } }) => {
    const problem = variableProblem(args.schema, args.document, args.operationName, args.variableValues);
    if (problem) throw problem;
  };
  return { onExecute: check, onSubscribe: check };
}
