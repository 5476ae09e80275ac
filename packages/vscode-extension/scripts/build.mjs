#!/usr/bin/env node
// Bundles the extension for the .vsix with esbuild, to CommonJS, so the package needs no
// node_modules: dist/extension.js (the VS Code client), dist/server.js (the Allot language server
// from packages/lsp) and dist/allot.mjs (the `allot` command line, used by the extension's commands).
import { build } from "esbuild";
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
await Promise.all([
  build({ ...common, entryPoints: [join(here, "src/extension.ts")], outfile: join(here, "dist/extension.js"), external: ["vscode"] }),
  build({ ...common, entryPoints: [join(root, "packages/lsp/src/main.ts")], outfile: join(here, "dist/server.js") }),
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
