// The stages keep their scratch (each row's mark, a stage's ranking of its candidates) from one
// walk to the next (stageRows.ts `stageScratch`, perf18): a run held while another runs must read
// as it did — every row's outcome, position and explanation the same as a run made on its own —
// whether the run after it has more applications (the scratch made anew) or fewer (the same
// scratch, overwritten in part).
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateRun } from "@allot/runtime";
import { threeStages } from "./support/scheme.js";

// Three stages over the rows, the later ones reading what the earlier passed over (stage-passes.test.ts's scheme).
const scheme = threeStages;

/** n applications, their sizes, qualities and requests spread by `seed` */
const input = (n: number, seed: number) => ({
  call: { budget: `${(n * 20).toFixed(0)}.00` },
  applications: Array.from({ length: n }, (_, k) => ({
    id: `A${String(k).padStart(3, "0")}`,
    small: (k * seed) % 3 !== 0,
    quality: (k * 7 + seed) % 11,
    asked: `${5 + ((k * 13 + seed * 5) % 40)}.00`,
  })),
});

/** every row of a held run, with its explanation, read now */
const rowsOf = (run: ReturnType<typeof evaluateRun>["run"]) => Array.from({ length: run.length }, (_, j) => run.row(j, true));

describe("the stages' scratch kept from one walk to the next", () => {
  const compiled = load(analyze(scheme));
  const big = input(60, 2);
  const small = input(9, 5);
  // a run read as soon as it is made, before any other runs
  const alone = (i: ReturnType<typeof input>) => rowsOf(evaluateRun(compiled, i).run);

  it("a run held while a smaller one runs reads as a run made on its own", () => {
    const held = evaluateRun(compiled, big).run;
    const after = evaluateRun(compiled, small).run;
    expect(rowsOf(held)).toEqual(alone(big));
    expect(rowsOf(after)).toEqual(alone(small));
  });

  it("a run held while a larger one runs reads as a run made on its own", () => {
    const held = evaluateRun(compiled, small).run;
    const after = evaluateRun(compiled, big).run;
    expect(rowsOf(held)).toEqual(alone(small));
    expect(rowsOf(after)).toEqual(alone(big));
  });

  it("the outcomes differ between the two inputs (the runs could tell each other's scratch apart)", () => {
    const b = evaluate(compiled, big).result.results;
    const statuses = new Set(b.map((x) => x.status));
    expect(statuses.has("funded") && statuses.has("not_funded")).toBe(true);
    expect(new Set(b.map((x) => x.stage)).size).toBe(3);
  });
});
