// Builds the web client into dist/web: relay-compiler writes the GraphQL artifacts,
// then Bun bundles web/index.html (scripts, CSS Modules, Primer CSS) with a plugin
// that runs babel-plugin-relay on every source file holding a `graphql` tag.
import { mkdir, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import type { BunPlugin } from "bun";

const root = resolve(import.meta.dir, "..");
const artifactDirectory = join(root, "web", "__generated__");
const outdir = join(root, "dist", "web");

/** Runs relay-compiler once; fails the build on any compiler error. */
async function compileRelay(): Promise<void> {
  await mkdir(artifactDirectory, { recursive: true });
  // RELAY_CONFIG lets a developer point the compiler at another config (e.g. a draft schema).
  const args = [join(root, "node_modules", ".bin", "relay-compiler")];
  if (process.env.RELAY_CONFIG) args.push(process.env.RELAY_CONFIG);
  const proc = Bun.spawn(args, { cwd: root, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  if (code !== 0) throw new Error(`relay-compiler failed (${code}):\n${out}\n${err}`);
}

// @babel/core ships no type declarations; this is the one call used here.
type TransformAsync = (code: string, options: Record<string, unknown>) => Promise<{ code?: string | null } | null>;
const babelCore = "@babel/core";
const { transformAsync } = (await import(babelCore)) as { transformAsync: TransformAsync };

/**
 * After the tag transform a file's `import { graphql } from "react-relay"` is dead, but
 * react-relay is CommonJS, so the import alone would bundle all of it (and relay-runtime):
 * the session's calls, which send an artifact's text with fetch (web/api/graphql.ts), would
 * put Relay in the start-up chunk. Drops the `graphql` specifier (and the import when empty).
 */
const dropGraphqlImport = () => ({
  visitor: {
    ImportDeclaration(path: { node: { source: { value: string }; specifiers: { type: string; imported?: { name?: string } }[] }; remove(): void }) {
      if (path.node.source.value !== "react-relay") return;
      path.node.specifiers = path.node.specifiers.filter((s) => !(s.type === "ImportSpecifier" && s.imported?.name === "graphql"));
      if (path.node.specifiers.length === 0) path.remove();
    },
  },
});

/** Replaces graphql`...` tags with imports of the compiled artifacts. */
export const relayPlugin: BunPlugin = {
  name: "relay",
  setup(build) {
    // The hooks entry: react-relay's main one also carries the legacy containers
    // (QueryRenderer, createFragmentContainer...), which the client does not use.
    build.onResolve({ filter: /^react-relay$/ }, () => ({ path: Bun.resolveSync("react-relay/hooks", root) }));
    build.onLoad({ filter: /[\\/]web[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const loader = args.path.endsWith(".tsx") ? "tsx" : "ts";
      if (!/\bgraphql\s*`/.test(source)) return { contents: source, loader };
      const result = await transformAsync(source, {
        filename: args.path,
        babelrc: false,
        configFile: false,
        sourceMaps: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["relay", { artifactDirectory, eagerEsModules: true }], dropGraphqlImport],
      });
      if (!result?.code) throw new Error(`babel-plugin-relay produced no output for ${args.path}`);
      return { contents: result.code, loader };
    });
  },
};

/** web/i18n/englishTexts.ts as the English strings alone (the seed file holds five languages). */
export const englishTextsPlugin: BunPlugin = {
  name: "english-texts",
  setup(build) {
    build.onLoad({ filter: /[\\/]web[\\/]i18n[\\/]englishTexts\.ts$/ }, async () => {
      const { englishTexts } = await import("../web/i18n/englishTexts");
      return { contents: `export const englishTexts = ${JSON.stringify(englishTexts)};`, loader: "ts" };
    });
  },
};

/**
 * Every literal t("key") of the client must exist in the seeded interface texts
 * (server/seed/data/ui-texts.ts), or the screen would show a bare key in Spanish.
 */
async function checkTextKeys(): Promise<void> {
  const { uiTexts } = await import("../server/seed/data/ui-texts");
  const missing = new Set<string>();
  for await (const file of new Bun.Glob("web/**/*.{ts,tsx}").scan({ cwd: root })) {
    if (file.includes("__generated__")) continue;
    const source = await readFile(join(root, file), "utf8");
    for (const match of source.matchAll(/\bt\(\s*"([^"$]+)"/g)) {
      if (!(match[1]! in uiTexts)) missing.add(`${match[1]} (${file})`);
    }
  }
  if (missing.size) throw new Error(`interface texts missing from ui-texts.ts:\n  ${[...missing].join("\n  ")}`);
}

/**
 * A Brotli and a gzip copy beside each text asset (server/web.ts serves the one the browser
 * accepts): compressed once here rather than on every request. Brotli at quality 9, not 11:
 * within 2 % of 11's size at a tenth of its time, which keeps the first start's build short.
 */
async function compressAssets(): Promise<number> {
  let count = 0;
  await Promise.all(
    [...new Bun.Glob("**/*.{js,css,html,svg,json}").scanSync({ cwd: outdir })].map(async (name) => {
      const path = join(outdir, name);
      const bytes = new Uint8Array(await Bun.file(path).arrayBuffer());
      if (bytes.length < 1024) return;
      await Bun.write(`${path}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      await Bun.write(`${path}.gz`, Bun.gzipSync(bytes, { level: 9 }));
      count++;
    }),
  );
  return count;
}

export async function buildWeb(): Promise<void> {
  const started = performance.now();
  await checkTextKeys();
  await compileRelay();
  await rm(outdir, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(root, "web", "index.html")],
    outdir,
    minify: true,
    target: "browser",
    // Each lazily imported screen (web/routes/screens.tsx) becomes a chunk of its own.
    splitting: true,
    sourcemap: "linked",
    // Absolute asset URLs: deep routes (/login/passwordrecovery/...) get index.html as fallback.
    publicPath: "/",
    plugins: [englishTextsPlugin, relayPlugin],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // What each output holds, by input (bench/first-screen.ts --modules); beside dist/web, not served.
    metafile: true,
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error("web build failed");
  }
  if (result.metafile) await Bun.write(join(root, "dist", "web-meta.json"), JSON.stringify(result.metafile));
  const packed = await compressAssets();
  const ms = Math.round(performance.now() - started);
  console.log(`web built into ${outdir} (${result.outputs.length} files, ${packed} compressed, ${ms} ms)`);
}

if (import.meta.main) {
  buildWeb().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
