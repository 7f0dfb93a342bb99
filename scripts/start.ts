// `npm start`: builds the web client when it is missing or older than its sources, then
// starts the server (which migrates and seeds the database on first start).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).filter((n) => n !== "__generated__").map((n) => newestMtime(join(path, n))));
}

const built = "dist/web/index.html";
const stale = !existsSync(built) || Math.max(newestMtime("web"), newestMtime("schema.graphql")) > statSync(built).mtimeMs;
if (stale) {
  console.log("Building the web client...");
  const { buildWeb } = await import("./build-web");
  await buildWeb();
}
await import("../server/main");
