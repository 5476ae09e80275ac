// A comparison's two values read once, where the place block gathered them (runtime
// engine/placeBlock.ts `before`, `after`; comparisonPair.ts `shownAs`): the block finds the step
// that decided each pair by reading the two rows' values on it, and keeps those that are numbers;
// the comparison then words them (`Step.showValue`) and finds whether they lie across a change of
// the clocks from them, not reading the key's column at the two rows again (by then out of the
// cache: a random read a row at a million applications). Here seed000's rows (its tie-break a
// moment, the row's own key) are written in order, the tie-break step's `show` counted where a
// comparison calls it, and the texts are those written row by row without a block, byte for byte.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ExplanationWriter, LINES } from "../packages/runtime/src/engine/explainWriter.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import type { Step } from "../packages/runtime/src/engine/rank.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { runOf } from "./support/schemeRuns.js";

const repo = resolve(__dirname, "..");

/** Every row's text in table order: by place (`inOrder`: the writer's blocks), or each row alone. */
function texts(run: Run, inOrder: boolean): string {
  const w = new ExplanationWriter(run, LINES);
  let all = "";
  for (let j = 0; j < run.length; j++) {
    const i = run.appAt(j);
    if (i >= 0) w.write(i, (p) => void (all += p), "", inOrder ? j : undefined);
  }
  return all;
}

describe("a comparison's values as the place block gathered them", () => {
  it("seed000 (2,000 applications) written in order: the tie-break's values not shown again from the key's column for a comparison; the texts those written row by row", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8")));
    const run = runOf(scheme, generate("seed000", 2000));
    const alone = texts(run, false);
    // the tie-break steps (after the ranking's primary ones), their `show` and `value` counted
    let shown = 0;
    for (const s of run.selections) {
      const ranking = s.ranking as unknown as { primary: Step[]; all: Step[] };
      for (const st of ranking.all.slice(ranking.primary.length)) {
        const m = st as { show: (r: number) => string };
        const { show } = m;
        expect(st.showValue, "a key's own step words a value").toBeDefined();
        // (a comparison's: from comparisonPair.ts — a position in a tie shows its chain's values, positionStep.ts)
        m.show = (r) => (new Error().stack!.includes("comparisonPair") && shown++, show(r));
      }
    }
    const said = texts(run, true);
    expect(said).toBe(alone);
    const steps = said.split("\n").filter((l) => / wnioskiem W\d+: rozstrzyga tie_time/.test(l)).length;
    expect(steps, "comparisons decided by the tie-break").toBeGreaterThan(1000);
    // read by the block for each pair, not again by the comparison's words — but a member of a tie
    // compared with the row after the tie (not the place before it: not the pair the block read).
    // (606 of 3,607 steps here). Without the block's values a row's value is shown once a row: 2,218
    expect(shown, `shown for ${steps} comparison steps by the tie-break`).toBeLessThan(0.25 * steps);
  }, 240_000);
});
