// allot compile: each seed compiles to an ES module that imports only the runtime; imported in
// a folder where only @allot/runtime is installed, it gives the same results as `allot run`;
// its .d.ts types a consumer service (and rejects misuse); its JSON Schema accepts the data.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
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
  const tests = readdirSync(join(dir, "tests")).map((f) => JSON.parse(readFileSync(join(dir, "tests", f), "utf8")) as { input: string; map?: string | object; call?: Record<string, unknown> });
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

describe("the generated .d.ts", () => {
  const scheme = join(repo, "schemes/seed_002/pop3_innovatie.allot");
  const a = analyze(readFileSync(scheme, "utf8"), scheme);
  const files = compileFiles(a);
  const dir = runtimeOnlyFolder();
  writeFileSync(join(dir, "pop3.mjs"), files.module);
  writeFileSync(join(dir, "pop3.d.mts"), files.declarations);
  /** Type-checks one file of `dir` with strict settings; the runtime's types come from its build. */
  const tsc = (file: string) => {
    const config = join(dir, `tsconfig.${file}.json`);
    writeFileSync(config, JSON.stringify({ compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", noEmit: true, skipLibCheck: true, types: [] }, files: [file] }));
    return spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", config, "--pretty", "false"], { encoding: "utf8", cwd: dir });
  };

  it("types a consumer service", () => {
    writeFileSync(
      join(dir, "service.mts"),
      `import { evaluate, evaluateTable, score, metadata, type Application, type Call, type Status, type CriterionName } from "./pop3.mjs";
const call: Call = { subsidieplafond: "1000000.00", loting: ["N02", "N01"], grensregel: "partial" };
const apps: Application[] = [{ id: "N01", applicant: "A", received_in_time: true, scores: { a_effectiveness: 4, b_innovativeness: 4, c_cost_effectiveness: 4, d_feasibility: 4 }, max_subsidy_eur: "200000.00" }];
const { result } = evaluate(call, apps);
const s: Status = result.results[0]!.status;
const a: string | undefined = result.results[0]!.points?.a;
const total: string | undefined = result.results[0]!.points?.total;
const c: CriterionName = metadata.criteria[0]!.name;
const p = score(call, apps[0]!).points?.d;
const { table } = evaluateTable(call, apps, { invalid: "exclude" });
const ts: Status = table.status(0);
const tb: string | undefined = table.points(0)?.b;
const tp: number | null = table.position(0);
const tr: Status = table.toResult().results[0]!.status;
export { s, a, total, c, p, ts, tb, tp, tr };
`,
    );
    const r = tsc("service.mts");
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("rejects misuse of a field", () => {
    writeFileSync(
      join(dir, "misuse.mts"),
      `import { evaluate, evaluateTable, type Application, type Call } from "./pop3.mjs";
const call: Call = { subsidieplafond: 1000000, loting: [], grensregel: "round_robin" };
const app: Application = { id: "N01", applicant: "A", received_in_time: "yes", scores: { a_effectiveness: 4, b_innovativeness: 4, c_cost_effectiveness: 4, d_feasability: 4 }, max_subsidy_eur: "1.00" };
const r = evaluate(call, [app]).result.results[0]!;
const e: string | undefined = r.points?.e;
const t = evaluateTable(call, [app], { explain: true });
export { e, t };
`,
    );
    const r = tsc("misuse.mts");
    const out = r.stdout + r.stderr;
    expect(r.status).not.toBe(0);
    expect(out).toMatch(/misuse\.mts\(2,\d+\).*number.*not assignable to type 'string'/);
    expect(out).toMatch(/misuse\.mts\(2,\d+\).*"round_robin".*not assignable/);
    expect(out).toMatch(/misuse\.mts\(3,\d+\).*string.*not assignable to type 'boolean'/);
    expect(out).toMatch(/misuse\.mts\(3,\d+\).*'d_feasability' does not exist/);
    expect(out).toMatch(/misuse\.mts\(5,\d+\).*Property 'e' does not exist/);
    // a table has no explanations: the option is not there to be set
    expect(out).toMatch(/misuse\.mts\(6,\d+\).*'explain' does not exist/);
  });
});

