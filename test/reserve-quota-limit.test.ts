// review34's Q3: an application whose amount (or, for a quota of a figure, its figure) passes a
// quota's whole limit by itself could never be funded under that quota, whatever the others do:
// it is not on the reserve list (§14.11), as one that passes its group's cap by itself is not.
// Its reason is the quota's ground. One that meets the limit exactly could be funded: it is listed.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";

const scheme = (quota: string, policy = "skip"): string => `scheme fy "Two financial years" {
  version "1"
  language en
}
act g "Guidelines" { identifier "x" }
source s3 = g section 3 "The instalments payable in a financial year must not exceed the funds of that year."
call { funds: money(AUD)  fy1_funds: money(AUD) }
application { id: text unique  fy1: money(AUD)  fy2: money(AUD)  score: integer in 0..10 }
let grant "the grant" = fy1 + fy2 per s3
criterion merit per s3: score
ranking per s3 { by total highest first tiebreak every tie per s3 { by id lowest first } }
allocation per s3 {
  budget call.funds
  amount grant
  at boundary ${policy}
  reserve all per s3
  quota fy1q "2027–28 funds" per s3: at most call.fy1_funds${quota}
}
`;
const FIGURE = ` of fy1 "2027–28 instalment"`;

function run(text: string, input: unknown): SelectionResult {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), input as never).result;
}
const rows = (r: SelectionResult): [string, string, number | undefined][] => r.results.map((x) => [x.id, x.status, x.reservePlace ?? undefined]);
const reasons = (r: SelectionResult, id: string): string[] => r.results.find((x) => x.id === id)!.reasons.map((x) => x.message);
const app = (id: string, fy1: string, fy2: string, score: number) => ({ id, fy1, fy2, score });

describe("a quota's whole limit and the reserve list (review34's Q3)", () => {
  // funds 1,000.00, the year's 500.00. P1 400+0 funded (100.00 of the year left, 600.00 of the
  // budget). P2's instalment 600.00 > 500.00: never fundable, off the list. P3 200.00 > 100.00
  // left: refused by the quota, but P1's withdrawal would fund it: place 1. P4 0+900 > 600.00 of
  // the budget: place 2.
  const input = { call: { funds: "1000.00", fy1_funds: "500.00" }, applications: [app("P1", "400.00", "0.00", 9), app("P2", "600.00", "0.00", 8), app("P3", "200.00", "0.00", 7), app("P4", "0.00", "900.00", 6)] };
  it("a quota of a figure: the instalment past the year's whole funds is not listed", () => {
    const r = run(scheme(FIGURE), input);
    expect(rows(r)).toEqual([["P1", "funded", undefined], ["P2", "not_funded", undefined], ["P3", "reserve", 1], ["P4", "reserve", 2]]);
    expect(reasons(r, "P2")).toEqual(["its '2027–28 instalment', 600.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'"]);
  });
  it("an instalment meeting the year's whole funds exactly is listed", () => {
    // P2's instalment 500.00 = the limit: P1's withdrawal would leave room for it
    const r = run(scheme(FIGURE), { ...input, applications: [input.applications[0], app("P2", "500.00", "0.00", 8), ...input.applications.slice(2)] });
    expect(rows(r)).toEqual([["P1", "funded", undefined], ["P2", "reserve", 1], ["P3", "reserve", 2], ["P4", "reserve", 3]]);
  });
  it("a quota of the amount: each amount past the whole limit is not listed", () => {
    // the amounts: P1 400 funded (100.00 left); P2 300+300 = 600.00 > 500.00; P3 200.00: place 1;
    // P4 900.00 > 500.00 (and > 600.00 of the budget): off the list, both grounds told
    const r = run(scheme(""), { ...input, applications: [input.applications[0], app("P2", "300.00", "300.00", 8), ...input.applications.slice(2)] });
    expect(rows(r)).toEqual([["P1", "funded", undefined], ["P2", "not_funded", undefined], ["P3", "reserve", 1], ["P4", "not_funded", undefined]]);
    expect(reasons(r, "P4")).toEqual(["the quota '2027–28 funds' has 100.00 AUD left, less than the 900.00 AUD computed; it does not fit in the remaining budget either"]);
  });
  it("under stop, one the walk never reached is kept off the list with the quota's ground", () => {
    // funds 500.00: P1 400 funded (100.00 left); P2 (instalment 600.00 > 500.00 whole): the quota
    // refuses it, the walk goes on; P3 200 > 100.00 of the budget: the walk stops, P3 place 1;
    // P5 (instalment 700.00), after the stop: off the list, told the quota's ground (100.00 left
    // of the year after the walk); P4 900: place 2
    const r = run(scheme(FIGURE, "stop"), { call: { funds: "500.00", fy1_funds: "500.00" }, applications: [...input.applications, app("P5", "700.00", "0.00", 5)] });
    expect(rows(r)).toEqual([["P1", "funded", undefined], ["P2", "not_funded", undefined], ["P3", "reserve", 1], ["P4", "reserve", 2], ["P5", "not_funded", undefined]]);
    expect(reasons(r, "P5")).toContain("its '2027–28 instalment', 700.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'");
  });
});
