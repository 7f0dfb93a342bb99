// The GraphQL door's half of the text sanitiser (server/http/text.ts): graphql-js checks the
// types of inputs, not what a String holds, so before an operation runs every string of its
// variables and of its argument literals is checked for NUL and unpaired surrogates. A bad
// one answers 400 naming the argument (variables: "$input.name"; literals: "createSector.name").
import { GraphQLError, Kind, visit, type ArgumentNode, type DocumentNode, type ValueNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { BAD_TEXT, badTextPath, isBadText } from "../validation/text";

function badLiteral(node: ValueNode, path: string): string | null {
  if (node.kind === Kind.STRING) return isBadText(node.value) ? path : null;
  if (node.kind === Kind.LIST) {
    for (let i = 0; i < node.values.length; i++) {
      const hit = badLiteral(node.values[i]!, `${path}[${i}]`);
      if (hit) return hit;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const f of node.fields) {
      const hit = badLiteral(f.value, `${path}.${f.name.value}`);
      if (hit) return hit;
    }
  }
  return null;
}

/** The first argument (literal or variable) holding bad text, or null. */
export function badTextInOperation(document: DocumentNode, variables: unknown): string | null {
  const inVariables = badTextPath(variables ?? {});
  if (inVariables) return `$${inVariables}`;
  let hit: string | null = null;
  const fields: string[] = [];
  visit(document, {
    Field: { enter: (f) => void fields.push(f.name.value), leave: () => void fields.pop() },
    Directive: { enter: (d) => void fields.push(`@${d.name.value}`), leave: () => void fields.pop() },
    Argument(a: ArgumentNode) {
      hit ??= badLiteral(a.value, `${fields.at(-1) ?? ""}.${a.name.value}`);
    },
  });
  return hit;
}

const refusal = (path: string) =>
  new GraphQLError(`${path}: ${BAD_TEXT}`, { extensions: { code: "BAD_USER_INPUT", status: 400, errors: { [path]: [BAD_TEXT] }, http: { status: 400 } } });

export function useInputGuard(): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: { document: DocumentNode; variableValues?: unknown }; setResultAndStopExecution: (r: never) => void }) => {
    const bad = badTextInOperation(args.document, args.variableValues);
    if (bad) setResultAndStopExecution({ errors: [refusal(bad)] } as never);
  };
  return { onExecute: check, onSubscribe: check };
}
