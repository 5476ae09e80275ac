// allot compile: each seed compiles to an ES module that imports only the runtime; imported in
// a folder where only @allot/runtime is installed, it gives the same results as `allot run`;
// its JSON Schema accepts the data. (Its declarations, as the command writes them, are checked by
// a real tsc in compile-types.test.ts.)
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { compileFiles } from "../packages/dsl/src/compile/module.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";

const repo = resolve(__dirname, "..");
const seeds = readdirSync(join(repo, "schemes")).filter((d) => d.startsWith("seed_"));

/** A folder with node_modules/@allot/runtime (built) and nothing else. */
function runtimeOnlyFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "allot-compile-"));
  mkdirSync(join(dir, "node_modules", "@allot"), { recursive: true });
  symlinkSync(join(repo, "packages", "runtime"), join(dir, "node_modules", "@allot", "runtime"), "dir");
  return dir;
}

function seedInputs(seed: string) {
  const dir = join(repo, "schemes", seed);
  const scheme = join(dir, readdirSync(dir).find((f) => f.endsWith(".allot"))!);
  const tests = readdirSync(join(dir, "tests")).filter((f) => f.endsWith(".test.json")).map((f) => JSON.parse(readFileSync(join(dir, "tests", f), "utf8")) as { input: string; map?: string | object; call?: Record<string, unknown> });
  return {
    scheme,
    inputs: tests.map((t) => {
      const data = JSON.parse(readFileSync(resolve(dir, "tests", t.input), "utf8"));
      const map = typeof t.map === "string" ? JSON.parse(readFileSync(resolve(dir, "tests", t.map), "utf8")) : t.map;
      return applyMapping(data, map ? validateMapping(map) : undefined, t.call ?? {});
    }),
  };
}

describe.each(seeds)("%s", (seed) => {
  const { scheme, inputs } = seedInputs(seed);
  const a = analyze(readFileSync(scheme, "utf8"), scheme);
  const files = compileFiles(a);

  it("imports nothing but @allot/runtime", () => {
    const imports = [...files.module.matchAll(/^\s*import\s[^;]*?from\s*("[^"]*")/gm)].map((m) => JSON.parse(m[1]!));
    expect(imports).toEqual(["@allot/runtime"]);
    expect(files.module).not.toMatch(/\brequire\(|import\(/);
  });

  it("gives the results of allot run, with only the runtime installed", async () => {
    const dir = runtimeOnlyFolder();
    writeFileSync(join(dir, "scheme.mjs"), files.module);
    const mod = await import(pathToFileURL(join(dir, "scheme.mjs")).href);
    const inMemory = load(a);
    for (const input of inputs) {
      const viaModule = mod.evaluate(input.call, input.applications);
      const viaRun = evaluate(inMemory, input);
      expect(JSON.stringify(viaModule.result)).toBe(JSON.stringify(viaRun.result));
      // the table form prints what evaluate with explain: false prints
      const table = mod.evaluateTable(input.call, input.applications).table;
      expect(JSON.stringify(table)).toBe(JSON.stringify(evaluate(inMemory, input, { explain: false }).result));
    }
    const first = (inputs[0]!.applications as unknown[])[0];
    expect(mod.score(inputs[0]!.call, first).id).toBe((first as { id: string }).id);
    expect(mod.validate(inputs[0]!).issues.filter((i: { severity: string }) => i.severity === "error")).toEqual([]);
  });

  it("has a JSON Schema that accepts every test input", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(files.schema as object);
    for (const input of inputs) {
      const ok = validate(input);
      expect(validate.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    }
  });
});
