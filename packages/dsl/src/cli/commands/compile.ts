// allot compile <scheme> --out <dir>: writes <name>.mjs, <name>.d.mts and <name>.schema.json
// (TypeScript pairs a .mjs with a .d.mts only: a .d.ts beside it is never found).
// Exit 0 on success, 1 when the scheme has errors, 2 on usage errors.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "../../analysis.js";
import { compileFiles } from "../../compile/module.js";
import { renderHuman } from "../render.js";
import { UsageError } from "../files.js";

export function compile(schemeFile: string, outDir: string, out: (s: string) => void, err: (s: string) => void): number {
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
  mkdirSync(outDir, { recursive: true });
  const written = [`${safe}.mjs`, `${safe}.d.mts`, `${safe}.schema.json`];
  writeFileSync(join(outDir, written[0]!), files.module);
  writeFileSync(join(outDir, written[1]!), files.declarations);
  writeFileSync(join(outDir, written[2]!), JSON.stringify(files.schema, null, 2) + "\n");
  out(written.map((w) => join(outDir, w)).join("\n"));
  return 0;
}
