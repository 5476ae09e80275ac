// A comparison's two values worded once a row (runtime engine/comparisonPair.ts pairValues): rows
// read in order meet each row in two pairs (after the row before it, ahead of the row after it),
// and the row both pairs share keeps the words of its value the first pair made (`parts.value`
// by the key's kind) — worded once, not once a pair. Here the seed jobs' rows are written in
// order by a writer whose catalogue counts its `parts.value` calls, and the texts must be those
// of the catalogue as it is, byte for byte.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "@allot/runtime";
import { ExplanationWriter, LINES } from "../packages/runtime/src/engine/explainWriter.js";
import type { Catalogue } from "../packages/runtime/src/narration/catalogue.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { runOf } from "./support/schemeRuns.js";

const repo = resolve(__dirname, "..");

/** Every row's text in order, by a writer in catalogue c. */
function texts(run: Run, c: Catalogue): string {
  const w = new ExplanationWriter(run, LINES, undefined, c);
  let all = "";
  for (let j = 0; j < run.length; j++) {
    const i = run.appAt(j);
    if (i >= 0) w.write(i, (p) => void (all += p), "", j);
  }
  return all;
}

describe("a comparison's values worded once a row", () => {
  it("seed000 and seed004 (2,000 applications, rows alone at their places) in Polish and English: fewer than two values worded a pair; the texts the same", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of ["seed000", "seed004"]) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const run = runOf(scheme, generate(job, 2000));
      for (const language of ["pl", "en"]) {
        const c = catalogueFor(language);
        const parts = c.comparisonParts!;
        let worded = 0;
        const counting: Catalogue = { ...c, comparisonParts: { ...parts, value: (v, f, kind) => (worded++, parts.value(v, f, kind)) } };
        const said = texts(run, counting);
        expect(said, `${job} ${language}`).toBe(texts(run, c));
        // the pairs' words: every comparison step's text after the id, two steps a pair
        const steps = said.split("\n").filter((l) => l.startsWith(parts.after) || l.startsWith(parts.ahead)).length;
        expect(steps, `${job} ${language}: comparison steps`).toBeGreaterThan(1000);
        // a row's value worded once: fewer than one and a half values a pair (three quarters of the steps; a pair not sharing
        // its row with the last, decided by another step, words both), not two
        expect(worded, `${job} ${language}: values worded for ${steps} comparison steps`).toBeGreaterThan(0);
        expect(worded, `${job} ${language}: values worded for ${steps} comparison steps`).toBeLessThan(0.75 * steps);
      }
    }
  }, 240_000);
});
