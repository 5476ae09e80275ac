// A position's keys' values read by place, where the place block gathered them (runtime
// engine/placeBlock.ts `keyValues`; positionStep.ts `keyWords`): the block reads each primary
// key's value at its places in one pass, and a position words them (`Step.showValue`) without
// reading the key's column at the row again (a random read a row at a million applications, the
// row's line by then out of the cache: stream38's profile, stream40's at 1,000,000). Here
// seed000's rows (ranked by their total, a key's own step) are written in order, the primary
// step's `show` counted where a position calls it, and the texts are those written row by row
// without a block, byte for byte.
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

describe("a position's keys as the place block gathered them", () => {
  it("seed000 (2,000 applications) written in order: the total not shown from the key's column for a position; the texts those written row by row", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8")));
    const run = runOf(scheme, generate("seed000", 2000));
    const alone = texts(run, false);
    // the ranking's primary steps, their `show` counted where a position calls it
    let shown = 0;
    for (const s of run.selections) {
      const ranking = s.ranking as unknown as { primary: Step[] };
      for (const st of ranking.primary) {
        const m = st as { show: (r: number) => string };
        const { show } = m;
        expect(st.showValue, "a key's own step words a value").toBeDefined();
        m.show = (r) => (new Error().stack!.includes("positionStep") && shown++, show(r));
      }
    }
    const said = texts(run, true);
    expect(said).toBe(alone);
    const positions = said.split("\n").filter((l) => /^Miejsce na liście: \d+/.test(l)).length;
    expect(positions, "positions told").toBeGreaterThan(1000);
    // every position's total read by the block; row by row, each position reads it from the column
    expect(shown, `shown for ${positions} positions`).toBe(0);
  }, 240_000);
});
