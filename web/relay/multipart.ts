// The GraphQL multipart request of an upload (used by the network layer in environment.ts).
import type { UploadableMap } from "relay-runtime";

/**
 * A mutation with files (commitMutation's `uploadables`, keyed by the variable's name: `{ file }`)
 * goes as a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` with each file's variable null, `map` naming where each part belongs, the parts.
 * The browser writes the multipart Content-Type with its boundary itself.
 */
export function multipartBody(query: string, variables: Record<string, unknown>, uploadables: UploadableMap): FormData {
  const names = Object.keys(uploadables);
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) } }));
  form.append("map", JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
  names.forEach((n, i) => form.append(String(i), uploadables[n]!));
  return form;
}
