// relay-compiler configuration. Named exports only: this package is "type": "module",
// and the compiler rejects `module.exports` / `export default` here.
export const src = "./web";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./web/__generated__";
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
export const eagerEsModules = true;
