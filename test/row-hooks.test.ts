// What a streamed explanation keeps from one row to the next, and what it makes without a closure
// per row (issue 15, explain12): the boundary rule's reading made once while the call's reading is
// the same (narrate.ts `readingOf`), the day of a moment written last (time.ts `formatDate`), and
// the comparison's and the allocation's facts made by one hook each from what their caller set just
// before (rankingSteps.ts `comparisonFact`, narrate.ts `allocationFact`). Two calls that differ in
// their reading ("stop", "skip") are written interleaved — a row of one, then the same row of the
// other — in order, backwards and by a stride, through blocks of 1 and 64 places, in every
// catalogue and as traces, against fresh runs of the same calls whose rows are each read alone.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor, evaluateRun, type CompiledScheme, type RawInput } from "@allot/runtime";
import { ExplanationWriter, LINES, NO_FRAME, traceJsonStep, jsonArray } from "../packages/runtime/src/engine/explainWriter.js";
import { narrate, trace } from "../packages/runtime/src/engine/narrate.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const repo = resolve(__dirname, "..");
const runOf = (scheme: CompiledScheme, raw: RawInput): Run => evaluateRun(scheme, raw, { details: true }).run as unknown as Run;
const LANGUAGES = ["en", "pl", "nl", "de"];

/** The pieces a writer hands on for application i (row j), joined. */
function written(w: ExplanationWriter, i: number, j: number): string {
  let text = "";
  w.write(i, (piece) => void (text += piece), "", j);
  return text;
}

/** Every row of a fresh run, each read alone (in a scattered order), as texts in every catalogue and as a trace. */
function expectedOf(run: Run): Map<string, string> {
  const n = run.length;
  const out = new Map<string, string>();
  for (let k = 0; k < n; k++) {
    const j = (k * 53) % n;
    const i = run.appAt(j);
    if (i < 0) continue;
    for (const language of LANGUAGES) out.set(`${language} ${j}`, narrate(run, i, catalogueFor(language)).map((x) => x.text + "\n").join(""));
    out.set(`trace ${j}`, JSON.stringify(trace(run, i).steps, null, 2));
  }
  return out;
}

describe("what a streamed explanation keeps from row to row, two calls interleaved", () => {
  it("the boundary rule's reading, a moment's day and the facts made by one hook follow each call's row", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8")));
    const { call, applications } = generate("seed000", 240);
    // a budget that runs out within the call: grants, refusals after the stop, and (under "skip") grants after a refusal
    const calls: Record<string, RawInput> = {
      stop: { call: { ...call, boundary: "stop", measure_budget_eur: "9000000.00" }, applications },
      skip: { call: { ...call, boundary: "skip", measure_budget_eur: "9000000.00" }, applications },
    };
    const expected = { stop: expectedOf(runOf(scheme, calls.stop!)), skip: expectedOf(runOf(scheme, calls.skip!)) };
    // the two calls' explanations differ, in their reading among others
    const readings = { stop: 0, skip: 0 };
    for (const k of ["stop", "skip"] as const) for (const [key, text] of expected[k]) if (key.startsWith("trace") && text.includes(`"value": "${k}"`)) readings[k]++;
    expect(readings.stop).toBeGreaterThan(50);
    expect(readings.skip).toBeGreaterThan(50);
    const differ = [...expected.stop.keys()].filter((key) => expected.stop.get(key) !== expected.skip.get(key)).length;
    expect(differ).toBeGreaterThan(100);
    // moments of one day next to each other in the ranking (the day written last is kept)
    expect([...expected.stop.values()].some((t) => /(\d{4}-\d\d-\d\d) \d\d:\d\d:\d\d(?:\.\d{3})? wobec \1 /.test(t))).toBe(true);

    const n = Math.min(expected.stop.size, expected.skip.size);
    expect(n).toBeGreaterThan(200);
    const inOrder = Array.from({ length: 240 }, (_, j) => j);
    const orders: [string, number[]][] = [
      ["in order", inOrder],
      ["backwards", inOrder.map((j) => 239 - j)],
      ["by a stride", inOrder.map((j) => (j * 37) % 240)],
    ];
    for (const [label, rows] of orders)
      for (const size of [1, 64]) {
        const runs = { stop: runOf(scheme, calls.stop!), skip: runOf(scheme, calls.skip!) };
        for (const language of LANGUAGES) {
          const writers = { stop: new ExplanationWriter(runs.stop, LINES, NO_FRAME, catalogueFor(language), size), skip: new ExplanationWriter(runs.skip, LINES, NO_FRAME, catalogueFor(language), size) };
          for (const j of rows)
            for (const k of ["stop", "skip"] as const) {
              const i = runs[k].appAt(j);
              if (i >= 0) expect(written(writers[k], i, j), `${k} ${label} ${language} block ${size} row ${j}`).toBe(expected[k].get(`${language} ${j}`));
            }
        }
        const traces = { stop: new ExplanationWriter(runs.stop, traceJsonStep("  "), jsonArray("  "), undefined, size), skip: new ExplanationWriter(runs.skip, traceJsonStep("  "), jsonArray("  "), undefined, size) };
        for (const j of rows)
          for (const k of ["stop", "skip"] as const) {
            const i = runs[k].appAt(j);
            if (i >= 0) expect(written(traces[k], i, j), `${k} ${label} trace block ${size} row ${j}`).toBe(expected[k].get(`trace ${j}`));
          }
      }
  }, 240_000);

  it("a trace's reading is the call's, and one call's traces share it", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8")));
    const { call, applications } = generate("seed000", 60);
    const a = runOf(scheme, { call: { ...call, boundary: "stop" }, applications });
    const b = runOf(scheme, { call: { ...call, boundary: "skip" }, applications });
    const readingOf = (run: Run, j: number): unknown => trace(run, run.appAt(j)).steps.find((s) => s.kind === "allocation" && "reading" in s)?.["reading" as keyof (typeof s)];
    const ra = readingOf(a, 0);
    const rb = readingOf(b, 0);
    expect(ra).toEqual({ of: "boundary", parameter: "call.boundary", value: "stop" });
    expect(rb).toEqual({ of: "boundary", parameter: "call.boundary", value: "skip" });
    // interleaved: each call's own, whichever was made last; made once while the reading is the same
    expect(readingOf(a, 1)).toEqual(ra);
    expect(readingOf(b, 2)).toEqual(rb);
    const again = readingOf(a, 3);
    expect(again).toEqual(ra);
    expect(readingOf(a, 4)).toBe(again);
  });
});
