// The Relay network layer's uploads (web/relay/multipart.ts, used by web/relay/environment.ts): a mutation with `uploadables`
// goes as a GraphQL multipart request — operations with the file variables null, a map naming
// where each part belongs, and the parts themselves.
import { expect, test } from "bun:test";
import { multipartBody } from "../../../web/relay/multipart";

test("operations, map and one part per file", async () => {
  const file = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });
  const form = multipartBody("mutation M($file: File!) { uploadCompanyLogo(file: $file) { id } }", { file: null, other: 3 }, { file });
  expect(JSON.parse(String(form.get("operations")))).toEqual({ query: "mutation M($file: File!) { uploadCompanyLogo(file: $file) { id } }", variables: { file: null, other: 3 } });
  expect(JSON.parse(String(form.get("map")))).toEqual({ 0: ["variables.file"] });
  const part = form.get("0") as File;
  expect(part.name).toBe("logo.png");
  expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50]));
});
