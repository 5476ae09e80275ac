// The reserve list after a tie left open at the boundary (review29a's finding 1, §14.11): the
// tie's members that every order leaves not funded are counted ahead of the rows after it. Worked
// by hand: a budget of 100.00 EUR; A asks 60.00 and is funded; B and C, received in the same
// second (no tie-break), ask 50.00 each, so one takes the 40.00 left as a partial grant and the
// other is reserve place 1, in either order; D (30.00) is place 2 and E (10.00) place 3, told that
// the budget is exhausted — not that an application did not fit, which no order says.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { firstComeScheme } from "./support/firstComeRows";

// the first-come scheme of fcfs29's tests, with `reserve all`; without first come, the plain walk
const scheme = (boundary: string, firstCome: boolean): string => {
  const text = firstComeScheme(boundary, "reserve all");
  return firstCome ? text : text.replace("  first come first served per art1\n", "");
};
const at = (id: string, time: string, requested: string) => ({ id, received_at: `2024-05-30T10:${time}:00+02:00`, requested, sme: true });
const input = (b: string, c: string, d = "30.00") => ({ call: { budget: "100.00" }, applications: [at("A", "00", "60.00"), at("B", "01", b), at("C", "01", c), at("D", "02", d), at("E", "03", "10.00")] });
const run = (text: string, data: object) => {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), data).result.results.map((r) => [r.id, r.status, r.reservePlace, r.reasons.map((x) => x.message).join("; ")]);
};

describe("reserve places after a tie left open at the boundary", () => {
  for (const firstCome of [true, false]) {
    it(`partial: the tie's unfunded member is place 1 in every order, D place 2, E place 3${firstCome ? " (first come)" : ""}`, () => {
      expect(run(scheme("partial", firstCome), input("50.00", "50.00"))).toEqual([
        ["A", "funded", undefined, ""],
        ["B", "indeterminate", undefined, "the outcome depends on the order of a tie the law does not break"],
        ["C", "indeterminate", undefined, "the outcome depends on the order of a tie the law does not break"],
        ["D", "reserve", 2, "the budget is exhausted; placed on the reserve list, at place 2"],
        ["E", "reserve", 3, "the budget is exhausted; placed on the reserve list, at place 3"],
      ]);
    });
  }
  it("stop: B and C ask 30.00 each, one is funded and the other stops the walk, in either order: D place 2, E place 3", () => {
    const got = run(scheme("stop", true), input("30.00", "30.00"));
    expect(got.map((r) => r.slice(0, 3))).toEqual([["A", "funded", undefined], ["B", "indeterminate", undefined], ["C", "indeterminate", undefined], ["D", "reserve", 2], ["E", "reserve", 3]]);
  });
  it("skip: B and C ask 30.00 each, one is funded and the other passed over, in either order: D (30.00) passed over at place 2, E funded", () => {
    const got = run(scheme("skip", true), input("30.00", "30.00"));
    expect(got.map((r) => r.slice(0, 3))).toEqual([["A", "funded", undefined], ["B", "indeterminate", undefined], ["C", "indeterminate", undefined], ["D", "reserve", 2], ["E", "funded", undefined]]);
  });
});
