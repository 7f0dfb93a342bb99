// The GraphQL door's half of the text sanitiser (server/http/text.ts): graphql-js checks the
// types of inputs, not what a String holds, so before an operation runs every string of its
// variables and of its argument literals is checked for NUL and unpaired surrogates. A bad
// one answers 400 naming the argument (variables: "$input.name"; literals: "createSector.name").
// Variables and extensions nested deeper than MAX_JSON_DEPTH are refused (400) as soon as the
// request is read, before anything walks them (issue 33 L3).
import { Kind, visit, type ArgumentNode, type DocumentNode, type ValueNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { badInput } from "./errors";
import { BAD_TEXT, TOO_DEEP, badTextPath, isBadText, tooDeepPath } from "../validation/text";

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

const refusal = (path: string, problem = BAD_TEXT) => badInput(path, problem);
/** Variables or extensions nested too deep, named like the text refusals ("$input.tags[0][0]…"). */
const tooDeepIn = (variables: unknown, extensions?: unknown): string | null => {
  const deep = tooDeepPath(variables ?? null) ?? tooDeepPath(extensions ?? null, "extensions");
  return deep === null ? null : deep.startsWith("extensions") ? deep : `$${deep}`;
};

export function useInputGuard(): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: { document: DocumentNode; variableValues?: unknown }; setResultAndStopExecution: (r: never) => void }) => {
    // Over HTTP onParams refused a deep value already; a WebSocket's subscribe comes here first.
    const deep = tooDeepIn(args.variableValues);
    if (deep) return setResultAndStopExecution({ errors: [refusal(deep, TOO_DEEP)] } as never);
    const bad = badTextInOperation(args.document, args.variableValues);
    if (bad) setResultAndStopExecution({ errors: [refusal(bad)] } as never);
  };
  return {
    onParams: ({ params, setResult }) => {
      const deep = tooDeepIn(params.variables, params.extensions);
      if (deep) setResult({ errors: [refusal(deep, TOO_DEEP)] });
    },
    onExecute: check,
    onSubscribe: check,
  };
}
