// allot compile <scheme> --out <dir> [--bundle]: writes <name>.mjs, <name>.d.mts and
// <name>.schema.json (TypeScript pairs a .mjs with a .d.mts only: a .d.ts beside it is never
// found). With --bundle, <name>.mjs has the runtime inlined and <name>.runtime/ holds the
// runtime's declarations for <name>.d.mts: nothing to install.
// Exit 0 on success, 1 when the scheme has errors, 2 on usage errors.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "../../analysis.js";
import { bundleModule, copyRuntimeTypes } from "../../compile/bundle.js";
import { compileFiles } from "../../compile/module.js";
import { renderHuman } from "../render.js";
import { UsageError } from "../files.js";

export async function compile(schemeFile: string, outDir: string, bundle: boolean, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  if (!existsSync(schemeFile)) throw new UsageError(`no such scheme: ${schemeFile}`);
  const a = analyze(readFileSync(schemeFile, "utf8"), schemeFile);
  if (a.hasErrors) {
    for (const d of a.diagnostics.filter((x) => x.severity === "error")) err(renderHuman(a, d) + "\n");
    err(`${schemeFile} has errors; nothing was written`);
    return 1;
  }
  const files = compileFiles(a);
  const base = a.model.scheme?.name.text ?? "scheme";
  const safe = base.normalize("NFC").replace(/[^\p{L}\p{N}_-]/gu, "_");
  const written = [`${safe}.mjs`, `${safe}.d.mts`, `${safe}.schema.json`];
  const module = bundle ? await bundleModule(files.module, written[0]!) : files.module;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, written[0]!), module);
  // a bundle's declarations import the runtime's, copied beside it: nothing to install either
  const declarations = bundle ? files.declarations.replace(`from "@allot/runtime";`, `from ${JSON.stringify(copyRuntimeTypes(outDir, `${safe}.runtime`))};`) : files.declarations;
  writeFileSync(join(outDir, written[1]!), declarations);
  writeFileSync(join(outDir, written[2]!), JSON.stringify(files.schema, null, 2) + "\n");
  out(written.map((w) => join(outDir, w)).join("\n"));
  return 0;
}
