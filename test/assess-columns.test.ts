// What assessment leaves out of its columns (engine/assess.ts), checked on seed 000's scheme and
// inputs shaped like it (bench/selection/seeds/gen000.mjs), every selection, seeded sizes:
// - a published column that is the application's id (`isId`, marked by the compiler) is read from
//   the ids the run holds, not from a column of cells: the run gives the same result, publication
//   and explanations as the same scheme with the mark removed (the general path of cells);
// - a rule or threshold that is met writes no outcome byte (MET is the fresh column's 0): the
//   traced explanation of every application says of each rule and threshold what the hand
//   computation below says — met, or not met where the application's reasons name it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
// @ts-expect-error: the benchmark's generator is plain JS
import { gen000 } from "../bench/selection/seeds/gen000.mjs";

const path = "schemes/seed_000/wine_art23.allot";
const scheme: CompiledScheme = load(analyze(readFileSync(path, "utf8"), `file:///${path}`));
const unmarked: CompiledScheme = { ...scheme, publish: { ...scheme.publish!, columns: scheme.publish!.columns.map(({ isId: _, ...c }) => c) } };
const SELECTIONS = ["rank_until_exhausted", "threshold_pro_rata", "threshold_only"];

function input(n: number, selection: string, seed: number): { call: Record<string, unknown>; applications: Record<string, unknown>[] } {
  const { call, applications } = gen000(n, selection, seed);
  return { call, applications: [...applications()] };
}

describe("assessment's columns", () => {
  it("marks the published id column, and only it", () => {
    expect(scheme.publish!.columns.filter((c) => c.isId).map((c) => c.name)).toEqual(["id"]);
  });

  it("gives the same run with the id column read from the ids as with a column of cells", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.constantFrom(...SELECTIONS), fc.integer({ min: 0, max: 1 << 20 }), (n, selection, seed) => {
        const data = input(n, selection, seed);
        for (const explain of [false, true] as const) expect(JSON.stringify(evaluate(scheme, data, { explain }))).toBe(JSON.stringify(evaluate(unmarked, data, { explain })));
      }),
      { seed: 15, numRuns: 25 },
    );
  });

  it("explains every rule and threshold that ran as met unless a reason names it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(...SELECTIONS), fc.integer({ min: 0, max: 1 << 20 }), (n, selection, seed) => {
        const data = input(n, selection, seed);
        const regime = scheme.regimes.find((r) => r.name === selection)!;
        for (const x of evaluate(scheme, data, { explain: "trace" }).result.results) {
          const failed = new Set(x.reasons.map((r) => r.rule));
          const ineligible = x.status === "ineligible" && !x.reasons.some((r) => r.rule === "allocation" || r.rule === "ranking");
          // every rule runs; the thresholds run for an application not refused by a rule
          const ran = [...scheme.rules, ...regime.rules, ...(ineligible ? [] : [...scheme.thresholds, ...regime.thresholds])];
          const said = x.explanation.flatMap((s) => {
            const f = s as unknown as { kind?: string; rule?: string; met?: boolean };
            return f.kind === "rule" ? [`${f.rule}:${f.met}`] : [];
          });
          expect(said).toEqual(ran.map((r) => `${r.name}:${!failed.has(r.name)}`));
        }
      }),
      { seed: 16, numRuns: 20 },
    );
  });
});
