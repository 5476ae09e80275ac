// One run, three views of it: `evaluate` with explanations, without, and the table
// (`evaluateTable`) read row by row must say the same — the explanation steps and the sources they
// cite aside — on every seed scheme's test inputs, the benchmark jobs, and generated schemes and
// calls (fast-check). There is one engine (packages/runtime/src/engine/); explanations are
// rendered from the record of its run, never by running differently.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, evaluateRun, evaluateTable, run, validateInput, type CompiledScheme, type RawInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";
import { caseArb, compile, input, schemeText } from "../packages/runtime/test/support/generated.js";
import { stripExplanations, tableMismatch } from "./support/table.js";

const repo = resolve(__dirname, "..");

/** The run's views for one input: with explanations (stripped), without, over validated records, and the table. */
function both(scheme: CompiledScheme, raw: RawInput) {
  const v = validateInput(scheme, raw);
  expect(v.issues.filter((i) => i.severity === "error")).toEqual([]);
  const engine = run(scheme, v.call, v.applications, new Map(), undefined, false);
  const explained = evaluate(scheme, raw, { explain: true }).result;
  expect(explained.results.every((r) => r.explanation.length > 0)).toBe(true);
  // the explained view of a run: its sources (found before any text is written) and rows are
  // what the explained result has (a run read for explanations reads the values behind bands and keys)
  const view = evaluateRun(scheme, raw, { details: true }).run.explained();
  expect(JSON.stringify(view.sources)).toBe(JSON.stringify(explained.sources));
  expect(JSON.stringify(Array.from({ length: view.length }, (_, j) => view.row(j)))).toBe(JSON.stringify(explained.results));
  const bulk = stripExplanations(explained, engine);
  // the table form reads the same, row by row, whether the bulk path or the engine made it
  const table = evaluateTable(scheme, raw);
  expect(table.issues).toEqual(v.issues);
  expect(tableMismatch(table.table, engine)).toBeUndefined();
  return { bulk, engine, viaEvaluate: evaluate(scheme, raw, { explain: false }).result };
}

function schemeOf(file: string): CompiledScheme {
  const a = analyze(readFileSync(file, "utf8"), pathToFileURL(file).href);
  return load(a);
}

describe("one run: with explanations, without, as a table", () => {
  it("on every seed scheme test input", () => {
    let taken = 0;
    let cases = 0;
    for (const seed of readdirSync(join(repo, "schemes")).filter((d) => d.startsWith("seed_"))) {
      const dir = join(repo, "schemes", seed);
      const file = readdirSync(dir).find((f) => f.endsWith(".allot"))!;
      const scheme = schemeOf(join(dir, file));
      for (const t of readdirSync(join(dir, "tests")).filter((f) => f.endsWith(".test.json"))) {
        const spec = JSON.parse(readFileSync(join(dir, "tests", t), "utf8"));
        const base = join(dir, "tests");
        const data = JSON.parse(readFileSync(resolve(base, spec.input), "utf8"));
        const mapping = typeof spec.map === "string" ? validateMapping(JSON.parse(readFileSync(resolve(base, spec.map), "utf8"))) : spec.map ? validateMapping(spec.map) : undefined;
        const raw = applyMapping(data, mapping, spec.call ?? {});
        const { bulk, engine, viaEvaluate } = both(scheme, raw);
        cases++;
        expect(JSON.stringify(bulk), `${seed}/${t}`).toBe(JSON.stringify(engine));
        expect(JSON.stringify(viaEvaluate), `${seed}/${t}`).toBe(JSON.stringify(engine));
      }
    }
    expect(cases).toBeGreaterThan(15);
  });

  it("on the benchmark jobs", async () => {
    const gen = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of ["pop3", "bands"]) {
      const scheme = schemeOf(join(repo, "bench/selection", `${job}.allot`));
      for (const n of [1, 50, 3000]) {
        const { call, applications } = gen.generate(job, n);
        const { bulk, engine, viaEvaluate } = both(scheme, { call, applications });
        expect(engine.results.length).toBe(n);
        expect(JSON.stringify(bulk)).toBe(JSON.stringify(engine));
        expect(JSON.stringify(viaEvaluate)).toBe(JSON.stringify(engine));
      }
    }
  });

  it("with invalid records set aside (invalid: exclude), merged by id among the others", async () => {
    const gen = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = schemeOf(join(repo, "bench/selection/pop3.allot"));
    const { call, applications } = gen.generate("pop3", 400);
    const broken = applications.map((a: Record<string, unknown>, i: number) => (i % 37 === 5 ? { ...a, max_subsidy_eur: "12,50" } : i % 41 === 7 ? { ...a, scores: { ...(a["scores"] as object), d_feasibility: 9 } } : a));
    const v = validateInput(scheme, { call, applications: broken });
    expect(v.invalid.size).toBeGreaterThan(15);
    const engine = run(scheme, v.call, v.applications, v.invalid, undefined, false);
    const bulk = evaluate(scheme, { call, applications: broken }, { explain: false, invalid: "exclude" });
    expect(JSON.stringify(bulk.result)).toBe(JSON.stringify(engine));
    expect(bulk.issues).toEqual(v.issues);
    expect(bulk.result.results.filter((r) => r.reasons.some((x) => x.rule === "input")).length).toBe(v.invalid.size);
    const table = evaluateTable(scheme, { call, applications: broken }, { invalid: "exclude" }).table;
    expect(tableMismatch(table, engine)).toBeUndefined();
  });

  it("on generated schemes and calls", () => {
    fc.assert(
      fc.property(caseArb(), ({ cfg, apps, budget }) => {
        const scheme = compile(schemeText(cfg));
        const { bulk, engine, viaEvaluate } = both(scheme, input(cfg, apps, budget));
        expect(JSON.stringify(bulk)).toBe(JSON.stringify(engine));
        expect(JSON.stringify(viaEvaluate)).toBe(JSON.stringify(engine));
      }),
      { numRuns: process.env["FUZZ_LONG"] === "1" ? 5000 : 300 },
    );
  });
});
