// First come with a budget of 0.00 (walk33; mendpro32's leftover, review32's D3 and the
// oracle-fcfs-reserve disagreements, every one with a budget of 0.00). Decided by the law: a grant
// of nothing uses nothing up (docs/language.md §14.13), so with a budget of 0.00 no application is
// the ceiling by being funded; Awb 4:25(2) refuses a subsidy "voor zover door verstrekking van de
// subsidie het subsidieplafond zou worden overschreden", and a request of 0.00 exceeds nothing: it
// is funded 0.00 wherever it is received before the ceiling. The first request above 0.00 does not
// fit: under `stop` and `partial` the walk ends there (that application is the ceiling; those
// received after it are not assessed, or kept on a reserve list), under `skip` it is passed over
// and nothing is the ceiling. (After a budget used up by a grant, a 0.00 request is not assessed:
// mendpro32-first-come, review32's F1.) Worked by hand: budget 0.00; A 0.00 (1 March), B 100.00
// (2 March), C 0.00 (3 March), D 50.00 (4 March).
import { describe, expect, it } from "vitest";
import { runScheme, preamble } from "./support/scheme.js";

const scheme = (policy: string, reserve: string) => `${preamble("first come")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  received: date }
ranking per art1 {
  by received earliest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
  first come first served per art1${reserve}
}
`;
const input = { call: { budget: "0.00" }, applications: [["A", "0.00"], ["B", "100.00"], ["C", "0.00"], ["D", "50.00"]].map(([id, asked], i) => ({ id: id!, asked: asked!, received: `2027-03-0${i + 1}` })) };
const seen = (policy: string, reserve = "") => Object.fromEntries(runScheme(scheme(policy, reserve), input).results.map((x) => [x.id, [x.status, x.amount, x.reservePlace ?? null, x.reasons[0]?.message ?? null]]));
const notAssessed = "not assessed: the allocation stopped before it was received (at B, received 2027-03-02, which did not fit in the remaining budget)";

describe("first come with a budget of 0.00", () => {
  it("stop: A funded 0.00 (not the ceiling); B the ceiling; C and D not assessed", () => {
    expect(seen("stop")).toEqual({
      A: ["funded", "0.00", null, null],
      B: ["not_funded", "0.00", null, "the budget is exhausted"],
      C: ["not_funded", "0.00", null, notAssessed],
      D: ["not_funded", "0.00", null, notAssessed],
    });
  });
  it("partial: the same ceiling, B told the budget is exhausted", () => {
    expect(seen("partial")).toEqual({ A: ["funded", "0.00", null, null], B: ["not_funded", "0.00", null, "the budget is exhausted"], C: ["not_funded", "0.00", null, notAssessed], D: ["not_funded", "0.00", null, notAssessed] });
  });
  it("skip: no ceiling; every request of nothing funded 0.00, the others passed over", () => {
    const over = "does not fit in the remaining budget; passed over";
    expect(seen("skip")).toEqual({ A: ["funded", "0.00", null, null], B: ["not_funded", "0.00", null, over], C: ["funded", "0.00", null, null], D: ["not_funded", "0.00", null, over] });
  });
  it("a reserve list of one: B takes its place at the ceiling (stop); under skip D finds it full", () => {
    const stop = seen("stop", "\n  reserve 1 per art1");
    expect([stop.A, stop.B!.slice(0, 3), stop.C, stop.D]).toEqual([["funded", "0.00", null, null], ["reserve", "0.00", 1], ["not_funded", "0.00", null, notAssessed], ["not_funded", "0.00", null, notAssessed]]);
    const skip = seen("skip", "\n  reserve 1 per art1");
    expect([skip.A![0], skip.B!.slice(0, 3), skip.C![0], skip.D!.slice(0, 3)]).toEqual(["funded", ["reserve", "0.00", 1], "funded", ["not_funded", "0.00", null]]);
  });
});
