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
import { differingMask } from "../packages/runtime/src/engine/differingOperands.js";

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
  for (const language of ["en", "pl", "nl", "de"]) {
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

  it("a pair's comparison made once for the two rows that show it (written in order, backwards, by a stride), as a fresh run's rows read alone", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    // seed000: the tie-break key shows its operands (consent_at, submitted_at: those that differ), and ties of two to five
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8")));
    const { call, applications } = generate("seed000", 400);
    const fresh = runOf(scheme, { call, applications });
    const n = fresh.length;
    // the expected texts: each row of another run of the same call, read alone in a scattered order
    const expected = new Map<string, string>();
    let compared = 0;
    for (let k = 0; k < n; k++) {
      const j = (k * 97) % n;
      const i = fresh.appAt(j);
      if (i < 0) continue;
      for (const language of ["en", "pl", "nl", "de"]) expected.set(`${language} ${j}`, narrate(fresh, i, catalogueFor(language)).map((x) => x.text + "\n").join(""));
      const steps = trace(fresh, i).steps;
      expected.set(`trace ${j}`, JSON.stringify(steps, null, 2));
      // each comparison's operands are its own application's, the other's the neighbour's (read
      // here from the run's details, by application, apart from any pair)
      for (const st of steps) {
        if (st.kind !== "comparison" || !st.operands) continue;
        const spec = fresh.selections.flatMap((x) => x.ranking.all).find((x) => x.label === st.by)!.spec!;
        const details = fresh.as.details!;
        // (those whose values differ between the two: words26, engine/differingOperands.ts)
        const mine = details.operandsOf(spec, i)!;
        const theirs = details.operandsOf(spec, fresh.as.ids.indexOf(st.other))!;
        const mask = differingMask(mine.map((o) => o.value), theirs.map((o) => o.value));
        expect(mask, `row ${j}: a comparison shows operands only where some differ`).not.toBe(0);
        expect(st.operands, `row ${j} operands`).toEqual(mine.filter((_, k) => mask & (1 << k)));
        expect(st.otherOperands, `row ${j} the other's operands`).toEqual(theirs.filter((_, k) => mask & (1 << k)));
        compared++;
      }
    }
    expect(compared, "comparisons with operands").toBeGreaterThan(200);
    expect([...expected.values()].filter((t) => t.includes("submitted_at: ")).length, "rows whose comparisons show operands").toBeGreaterThan(100);
    const inOrder = Array.from({ length: n }, (_, j) => j);
    const orders: [string, number[]][] = [
      ["in order", inOrder],
      ["backwards", inOrder.map((j) => n - 1 - j)],
      ["by a stride", inOrder.map((j) => (j * 37) % n)],
      ["pairs from scattered places", inOrder.flatMap((j) => (j % 31 === 5 && j + 1 < n ? [j, j + 1] : []))],
    ];
    for (const [label, rows] of orders)
      for (const size of [1, 64]) {
        const run = runOf(scheme, { call, applications });
        const details = (run.as as unknown as { details: { operandValuesOf: (...a: unknown[]) => unknown; operandValuesGathered: (...a: unknown[]) => unknown } }).details;
        // by application, or as the block gathered them (in order)
        const byApp = vi.spyOn(details, "operandValuesOf");
        const gathered = vi.spyOn(details, "operandValuesGathered");
        for (const language of ["en", "pl", "nl", "de"]) {
          const w = new ExplanationWriter(run, LINES, NO_FRAME, catalogueFor(language), size);
          for (const j of rows) {
            const i = run.appAt(j);
            if (i >= 0) expect(written(w, i, j), `${label} ${language} block ${size} row ${j}`).toBe(expected.get(`${language} ${j}`));
          }
        }
        const traces = new ExplanationWriter(run, traceJsonStep("  "), jsonArray("  "), undefined, size);
        for (const j of rows) {
          const i = run.appAt(j);
          if (i >= 0) expect(written(traces, i, j), `${label} trace block ${size} row ${j}`).toBe(expected.get(`trace ${j}`));
        }
        // in order, each pair's operands are read once for both its rows: two reads a row in each of
        // the five writers (en, pl, nl, de, trace), where each row's two comparisons read them four times before
        if (label === "in order") expect(byApp.mock.calls.length + gathered.mock.calls.length, `operands read, block ${size}`).toBeLessThan(5 * 2.2 * n);
        // in order through blocks of 64, the operands come from the block (a pair across two blocks' edge, or a block of 1, reads them by application)
        if (label === "in order" && size === 64) expect(gathered.mock.calls.length, "operands read from the block").toBeGreaterThan(10 * byApp.mock.calls.length);
        // backwards, only place 0 starts a block: its pair's two operands, in each of the five writers
        if (label === "backwards") expect(gathered.mock.calls.length, "operands read from a block, backwards").toBeLessThanOrEqual(10);
        byApp.mockRestore();
        gathered.mockRestore();
      }
  }, 240_000);

  it("the allocation's values (asked, granted, left before, why) read by place, written in order, backwards, by a stride, as a fresh run's rows read alone", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    let withColumns = 0;
    let leftValues = 0;
    let backwardsByRow = 0;
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 250);
      if (!runOf(scheme, { call, applications }).selections.some((s) => s.columns)) continue;
      withColumns++;
      // the expected texts and traces: another run of the same call, each row read alone from the record, scattered
      const fresh = runOf(scheme, { call, applications });
      const n = fresh.length;
      const expected = new Map<string, string>();
      for (let k = 0; k < n; k++) {
        const j = (k * 53) % n;
        const i = fresh.appAt(j);
        if (i < 0) continue;
        for (const language of ["en", "pl", "nl", "de"]) expected.set(`${language} ${j}`, narrate(fresh, i, catalogueFor(language)).map((x) => x.text + "\n").join(""));
        expected.set(`trace ${j}`, JSON.stringify(trace(fresh, i).steps, null, 2));
      }
      // what was left before differs from row to row (the word kept for the last value must follow it)
      for (const s of fresh.selections) if (s.columns) leftValues += new Set(Array.from(s.ranking.order, (r) => s.columns!.before.get(r))).size;
      const inOrder = Array.from({ length: n }, (_, j) => j);
      const reads = new Map<string, number>();
      const orders: [string, number[]][] = [
        ["in order", inOrder],
        ["backwards", inOrder.map((j) => n - 1 - j)],
        ["by a stride", inOrder.map((j) => (j * 37) % n)],
        ["in order twice", [...inOrder, ...inOrder]],
      ];
      for (const [label, rows] of orders)
        for (const size of [1, 64]) {
          const run = runOf(scheme, { call, applications });
          // the selection's own words by row, counted: a row written in order reads its block instead
          const spies = run.selections.filter((s) => s.columns).flatMap((s) => [vi.spyOn(s, "requested"), vi.spyOn(s, "amount"), vi.spyOn(s, "before")]);
          for (const language of ["en", "pl", "nl", "de"]) {
            const w = new ExplanationWriter(run, LINES, NO_FRAME, catalogueFor(language), size);
            for (const j of rows) {
              const i = run.appAt(j);
              if (i >= 0) expect(written(w, i, j), `${job} ${label} ${language} block ${size} row ${j}`).toBe(expected.get(`${language} ${j}`));
            }
          }
          const traces = new ExplanationWriter(run, traceJsonStep("  "), jsonArray("  "), undefined, size);
          for (const j of rows) {
            const i = run.appAt(j);
            if (i >= 0) expect(written(traces, i, j), `${job} ${label} trace block ${size} row ${j}`).toBe(expected.get(`trace ${j}`));
          }
          const byRow = spies.reduce((m, f) => m + f.mock.calls.length, 0);
          reads.set(`${label} ${size}`, byRow);
          for (const f of spies) f.mockRestore();
        }
      // in order, the allocation reads its block: by row, only what a tie's straddling step reads (straddle.ts)
      // (a regime whose rows none reach the allocation reads none either way)
      for (const size of [1, 64]) if (reads.get(`backwards ${size}`)! > 0) expect(reads.get(`in order ${size}`)!, `${job} in order, block ${size}: read by row`).toBeLessThan(reads.get(`backwards ${size}`)! / 3);
      backwardsByRow += reads.get("backwards 64")!;
    }
    // seed 000 and seed 004 at least walk in whole minor units
    expect(withColumns).toBeGreaterThanOrEqual(2);
    expect(leftValues).toBeGreaterThan(50);
    // rows out of order read the record by row, as before
    expect(backwardsByRow).toBeGreaterThan(100);
  }, 240_000);

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
