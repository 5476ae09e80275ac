// A compiled module imported with a runtime that lacks an operation it calls refuses to load,
// naming the compiler's version, the runtime's (or that it states none) and each missing
// operation — not a TypeError in the middle of an evaluation (compile/runtimeCheck.ts,
// docs/runtime.md). Seed 003 calls ops.readDecimalList, which runtimes before it lack.
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { RUNTIME_VERSION } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { compileFiles } from "../packages/dsl/src/compile/module.js";
import { opsNames } from "../packages/dsl/src/compile/runtimeCheck.js";
import { VERSION } from "../packages/dsl/src/cli/version.js";

const repo = resolve(__dirname, "..");
const scheme = join(repo, "schemes", "seed_003", "podstawowe_uslugi_par13.allot");
const files = compileFiles(analyze(readFileSync(scheme, "utf8"), scheme));
const built = pathToFileURL(join(repo, "packages", "runtime", "dist", "index.js")).href;

/**
 * A folder with the module and an @allot/runtime that is the built one without the operations
 * `without` (and, when `version` is undefined, without RUNTIME_VERSION: a runtime from before it).
 */
function folderWith(runtime: { without: string[]; version?: string } | "built"): string {
  const dir = mkdtempSync(join(tmpdir(), "allot-runtime-check-"));
  const pkg = join(dir, "node_modules", "@allot", "runtime");
  if (runtime === "built") {
    mkdirSync(join(dir, "node_modules", "@allot"), { recursive: true });
    symlinkSync(join(repo, "packages", "runtime"), pkg, "dir");
  } else {
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "@allot/runtime", type: "module", exports: "./index.mjs" }));
    writeFileSync(
      join(pkg, "index.mjs"),
      [
        `import * as real from ${JSON.stringify(built)};`,
        `export * from ${JSON.stringify(built)};`,
        `const kept = Object.fromEntries(Object.entries(real.ops).filter(([n]) => n !== "RUNTIME_VERSION" && !${JSON.stringify(runtime.without)}.includes(n)));`,
        `export const ops = Object.freeze(${runtime.version === undefined ? "kept" : `{ ...kept, RUNTIME_VERSION: ${JSON.stringify(runtime.version)} }`});`,
      ].join("\n"),
    );
  }
  writeFileSync(join(dir, "scheme.mjs"), files.module);
  return dir;
}

/**
 * Imports the module in a plain Node process in `dir` (vitest would resolve @allot/runtime to the
 * sources by its alias): the error it is refused with, or undefined when it loads.
 */
function load(dir: string): { name: string; message: string } | undefined {
  const script = `import("./scheme.mjs").then((m) => { if (typeof m.evaluate !== "function") throw new Error("no evaluate"); }, (e) => console.log(JSON.stringify({ name: e.name, message: e.message })));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: dir, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim() ? (JSON.parse(r.stdout) as { name: string; message: string }) : undefined;
}

describe("a compiled module and the runtime it imports", () => {
  it("states the operations it calls: seed 003's include ops.readDecimalList", () => {
    expect(opsNames(files.module)).toContain("readDecimalList");
  });

  it("loads with the runtime it was compiled for", () => {
    expect(load(folderWith("built"))).toBeUndefined();
  });

  it("refuses a runtime from before RUNTIME_VERSION that lacks ops.readDecimalList, naming the compiler, the runtime and the operation", () => {
    const error = load(folderWith({ without: ["readDecimalList"] }));
    expect(error?.name).toBe("IncompatibleRuntime");
    expect(error?.message).toBe(
      `This module was compiled by allot ${VERSION} for @allot/runtime ${RUNTIME_VERSION}; the @allot/runtime it imports (an older version, which states none) lacks ops.readDecimalList. Install @allot/runtime ${RUNTIME_VERSION} or later, compile the scheme again with the allot of the installed runtime, or compile it with --bundle.`,
    );
  });

  it("names the runtime's version and every operation it lacks", () => {
    expect(load(folderWith({ without: ["readDecimalList", "sumMinor"], version: "0.0.9" }))?.message).toMatch(/the @allot\/runtime it imports \(0\.0\.9\) lacks ops\.readDecimalList, ops\.sumMinor\./);
  });

  it("RUNTIME_VERSION is the runtime package's version", () => {
    expect(RUNTIME_VERSION).toBe(JSON.parse(readFileSync(join(repo, "packages", "runtime", "package.json"), "utf8")).version);
  });
});
