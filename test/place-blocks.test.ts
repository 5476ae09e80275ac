// The values a ranked row's explanation reads, gathered by place for a block of a ranking's places
// (runtime engine/placeBlock.ts), must give the explanation the row-by-row reading gives: every
// row of the seed jobs written in the table's order through writers whose blocks are 1, 2, 3, 7
// and 64 places — so that a block starts inside a tie, at a tie's first place and just after one,
// and the last block is a partial one — in texts (every catalogue) and in traces (each step's
// fact), against `narrate` and `trace` of the same row; rows written out of order, then in order
// again; and a call of one application.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { catalogueFor, evaluateRun, type CompiledScheme, type RawInput } from "@allot/runtime";
import { ExplanationWriter, LINES, NO_FRAME, traceJsonStep, jsonArray } from "../packages/runtime/src/engine/explainWriter.js";
import { narrate, trace } from "../packages/runtime/src/engine/narrate.js";
import { PlaceBlock } from "../packages/runtime/src/engine/placeBlock.js";
import { GROUP_START } from "../packages/runtime/src/engine/rank.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const repo = resolve(__dirname, "..");
const runOf = (scheme: CompiledScheme, raw: RawInput): Run => evaluateRun(scheme, raw, { details: true }).run as unknown as Run;

/** The pieces a writer hands on for application i (row j), joined. */
function written(w: ExplanationWriter, i: number, j: number): string {
  let text = "";
  w.write(i, (piece) => void (text += piece), "", j);
  return text;
}

/** Rows j in `rows`, each through writers of `size`-place blocks, against narrate and trace (texts in every catalogue, trace facts in the scheme's). */
function checkRows(run: Run, rows: readonly number[], size: number, label: string): void {
  for (const language of ["en", "pl", "nl"]) {
    const catalogue = catalogueFor(language);
    const lines = new ExplanationWriter(run, LINES, NO_FRAME, catalogue, size);
    for (const j of rows) {
      const i = run.appAt(j);
      if (i < 0) continue;
      expect(written(lines, i, j), `${label} ${language} block ${size} row ${j}`).toBe(narrate(run, i, catalogue).map((s) => s.text + "\n").join(""));
    }
  }
  const traces = new ExplanationWriter(run, traceJsonStep("  "), jsonArray("  "), undefined, size);
  for (const j of rows) {
    const i = run.appAt(j);
    if (i < 0) continue;
    expect(written(traces, i, j), `${label} trace block ${size} row ${j}`).toBe(JSON.stringify(trace(run, i).steps, null, 2));
  }
}

/** Places of a selection's ranking where a block of `size` places starts inside a tie, and where one starts at a tie's first place. */
function boundaries(run: Run, size: number): { insideTie: number; atTieStart: number } {
  let insideTie = 0;
  let atTieStart = 0;
  for (const s of run.selections) {
    const { flags } = s.ranking;
    for (let p = size; p < flags.length; p += size) {
      if (!(flags[p]! & GROUP_START)) insideTie++;
      else if (p + 1 < flags.length && !(flags[p + 1]! & GROUP_START)) atTieStart++;
    }
  }
  return { insideTie, atTieStart };
}

describe("explanations from values gathered by place (placeBlock)", () => {
  it("every row of the seed jobs, blocks of 1, 2, 3, 7 and 64 places, against the row-by-row reading", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const gathered = vi.spyOn(PlaceBlock.prototype, "gather");
    let inside = 0;
    let atStart = 0;
    let partial = 0;
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 300);
      const run = runOf(scheme, { call, applications });
      const all = Array.from({ length: run.length }, (_, j) => j);
      for (const size of [1, 2, 3, 7, 64]) {
        const before = gathered.mock.calls.length;
        checkRows(run, all, size, job);
        const b = boundaries(run, size);
        inside += b.insideTie;
        atStart += b.atTieStart;
        partial += run.selections.filter((s) => s.ranking.order.length % size !== 0).length;
        // the rows were read through blocks, not from the record
        if (run.selections.some((s) => s.ranking.order.length > 0 && !s.staged?.rankings)) expect(gathered.mock.calls.length, `${job} block ${size}`).toBeGreaterThan(before);
      }
    }
    // the blocks started inside ties and at ties' first places, and ended partial
    expect(inside).toBeGreaterThan(50);
    expect(atStart).toBeGreaterThan(20);
    expect(partial).toBeGreaterThan(10);
    gathered.mockRestore();
  }, 240_000);

  it("rows written out of order, then in order again", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of ["seed001", "seed004"]) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 200);
      const run = runOf(scheme, { call, applications });
      const n = run.length;
      // backwards; by a stride; pairs in order from scattered places; then all in order
      const rows = [...Array.from({ length: n }, (_, j) => n - 1 - j), ...Array.from({ length: n }, (_, j) => (j * 37) % n)];
      for (let j = 5; j + 1 < n; j += 29) rows.push(j, j + 1, j + 2);
      rows.push(...Array.from({ length: n }, (_, j) => j));
      checkRows(run, rows, 3, job);
    }
  }, 120_000);

  it("a call of one application", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    let alone = 0;
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 40);
      // the first application that is ranked when alone
      const one = applications.map((a: unknown) => runOf(scheme, { call, applications: [a] as RawInput["applications"] })).find((r: Run) => r.selections.some((s) => s.ranking.order.length === 1));
      if (!one) continue;
      for (const size of [1, 64]) checkRows(one, [0, 0], size, `${job} alone`);
      alone++;
    }
    expect(alone).toBeGreaterThan(3);
  }, 120_000);
});
