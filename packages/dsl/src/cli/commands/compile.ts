// allot compile <scheme> --out <dir> [--bundle]: writes <name>.mjs, <name>.d.mts and
// <name>.schema.json (TypeScript pairs a .mjs with a .d.mts only: a .d.ts beside it is never
// found). With --bundle, <name>.mjs has the runtime inlined and <name>.runtime/ holds the
// runtime's declarations for <name>.d.mts: nothing to install.
// Exit 0 on success, 1 when the scheme has errors, 2 on usage errors. The file names are derived
// from the scheme name so that every file system takes them (fileBase).
import { createHash } from "node:crypto";
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "../../analysis.js";
import { bundleModule, runtimeTypes } from "../../compile/bundle.js";
import { compileFiles } from "../../compile/module.js";
import { writeOutput } from "../../outputFiles.js";
import { renderHuman } from "../render.js";
import { noSuch } from "../files.js";

export async function compile(schemeFile: string, outDir: string, bundle: boolean, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  if (!existsSync(schemeFile)) throw noSuch("scheme", schemeFile);
  const a = analyze(readFileSync(schemeFile, "utf8"), schemeFile);
  if (a.hasErrors) {
    for (const d of a.diagnostics.filter((x) => x.severity === "error")) err(renderHuman(a, d) + "\n");
    err(`${schemeFile} has errors; nothing was written`);
    return 1;
  }
  const files = compileFiles(a);
  const safe = fileBase(a.model.scheme?.name.text ?? "scheme");
  const names = [`${safe}.mjs`, `${safe}.d.mts`, `${safe}.schema.json`] as const;
  const module = bundle ? await bundleModule(files.module, names[0]) : files.module;
  // a bundle's declarations import the runtime's, copied beside it: nothing to install either
  const runtime = bundle ? runtimeTypes(`${safe}.runtime`) : undefined;
  const declarations = runtime ? files.declarations.replace(`from "@allot/runtime";`, `from ${JSON.stringify(runtime.specifier)};`) : files.declarations;
  // every file, or none: a name taken by a folder or a link refuses the whole output (outputFiles.ts)
  await writeOutput(outDir, (o) => {
    o.write(names[0], module);
    o.write(names[1], declarations);
    o.write(names[2], JSON.stringify(files.schema, null, 2) + "\n");
    for (const [rel, text] of runtime?.files ?? []) o.write(rel, text);
  });
  out(names.map((w) => join(outDir, w)).join("\n"));
  return 0;
}

/** The longest base of a file name, in UTF-8 bytes: 255 (most file systems) less the longest suffix. */
const maxBaseBytes = 200;

/**
 * The base of the file names for the scheme `name`: letters, digits, `_` and `-` kept, anything
 * else `_`; a name too long for a file system (more than 200 UTF-8 bytes) cut on a character
 * boundary and given 12 hex digits of its SHA-256, so two long names never share files; a name
 * Windows reserves for a device (con, nul, com1, …) given a trailing `_`.
 */
export function fileBase(name: string): string {
  let safe = name.normalize("NFC").replace(/[^\p{L}\p{N}_-]/gu, "_");
  if (Buffer.byteLength(safe) > maxBaseBytes) {
    const hash = createHash("sha256").update(name).digest("hex").slice(0, 12);
    let cut = "";
    for (const ch of safe) {
      if (Buffer.byteLength(cut + ch) > maxBaseBytes - hash.length - 1) break;
      cut += ch;
    }
    safe = `${cut}-${hash}`;
  }
  return /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(safe) ? `${safe}_` : safe;
}
