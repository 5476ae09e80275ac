// Status wording: a failed threshold's own `label` comes before the scheme's `labels` for a
// below_threshold result, as a failed rule's does for an ineligible one — with and without
// explanations (the engine and the bulk path).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";

const text = `${preamble("Labels")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  score: integer in 0..5
  timely: boolean
}
eligibility per art1 {
  rule on_time "On time": timely
    label "late"
}
criterion a "A" per art1: weight 1 × score
threshold minimum "Min" per art1: total >= 3
  otherwise "Too few."
  label "too_few_points"
threshold not_zero "Not zero" per art1: total >= 1
${rankAndAllocate("total highest first", "asked", "stop")}labels {
  funded "granted"
  below_threshold "generic_below"
  ineligible "generic_ineligible"
}
`;

describe("labels", () => {
  it("a failed threshold's label, else the scheme's wording", () => {
    const a = analyze(text);
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const s = load(a);
    const apps = [
      { id: "A", asked: "1.00", score: 4, timely: true },
      { id: "B", asked: "1.00", score: 1, timely: true },
      { id: "C", asked: "1.00", score: 0, timely: true },
      { id: "D", asked: "1.00", score: 4, timely: false },
    ];
    for (const explain of [true, false]) {
      const r = evaluate(s, { call: { ceiling: "100.00" }, applications: apps }, { explain }).result;
      const by = Object.fromEntries(r.results.map((x) => [x.id, [x.status, x.label]]));
      expect(by).toEqual({ A: ["funded", "granted"], B: ["below_threshold", "too_few_points"], C: ["below_threshold", "too_few_points"], D: ["ineligible", "late"] });
    }
  });
});
