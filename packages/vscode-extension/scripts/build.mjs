#!/usr/bin/env node
// Bundles the extension for the .vsix with esbuild, to CommonJS, so the package needs no
// node_modules: dist/extension.js (the VS Code client), dist/server.js (the Allot language server
// from packages/lsp) and dist/allot.mjs (the `allot` command line, used by the extension's commands).
// The diagnostic pages are copied to dist/docs/diagnostics: the server links each diagnostic to
// its page there (a file: URI) unless the setting allot.docs.url names a published copy.
import { build } from "esbuild";
import { cpSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(here, "..", "..");
const production = process.argv.includes("--production");
const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  logLevel: "warning",
  sourcemap: production ? false : "linked",
  minify: production,
  // resolve the workspace packages from their sources, not from a possibly stale dist/
  alias: {
    "@allot/dsl": join(root, "packages/dsl/src/index.ts"),
    "@allot/runtime": join(root, "packages/runtime/src/index.ts"),
  },
};
// CommonJS has no import.meta: its url is the bundle's own file (doc-links.ts looks for the pages beside it)
const cjsMeta = { define: { "import.meta.url": "__allotImportMetaUrl" }, banner: { js: 'const __allotImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' } };
await Promise.all([
  build({ ...common, ...cjsMeta, entryPoints: [join(here, "src/extension.ts")], outfile: join(here, "dist/extension.js"), external: ["vscode"] }),
  build({ ...common, ...cjsMeta, entryPoints: [join(root, "packages/lsp/src/main.ts")], outfile: join(here, "dist/server.js") }),
  build({
    ...common,
    // the command line awaits at top level, so it stays an ES module (with require for CommonJS deps)
    format: "esm",
    banner: { js: "import { createRequire as __allotRequire } from 'node:module'; const require = __allotRequire(import.meta.url);" },
    entryPoints: [join(root, "packages/dsl/src/cli/main.ts")],
    outfile: join(here, "dist/allot.mjs"),
    alias: { ...common.alias, "@allot/lsp": join(root, "packages/lsp/src/index.ts") },
  }),
]);
cpSync(join(root, "docs/diagnostics"), join(here, "dist/docs/diagnostics"), { recursive: true, filter: (src) => !src.endsWith(".gitkeep") });
