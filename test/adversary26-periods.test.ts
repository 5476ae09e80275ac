// Periods no law gives, written in a scheme (adversary26). An objection clause `within
// 99999999999999999999 days` was accepted: the number was read as 1e20, the notice said "binnen
// 100.000.000.000.000.000.000 dagen" and gave the last day "+273790700698852800-03-01"; `within
// 200000 months` passed the checker and failed the run. A deadline of 99999999999 working days
// passed the checker and the run counted them a day at a time: `allot run` did not end (stopped
// after 60 s; 3,000,000 took 14 s and gave "+013941-10-20"). Now an objection period is at most
// 100 years (36,525 days, 5,218 weeks, 1,200 months: AL0675), and a deadline's working days are
// bounded as `add_working_days`' are (36,525, 100 years of days): beyond, the run stops with an
// evaluation error naming the count, at once.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { compile } from "../packages/runtime/test/support/generated.js";

const scheme = (tail: string) => `scheme periods "Periods" {
  version "1"
}
act law "the law" {
  identifier "L"
}
source art1 = law article 1 """
  Applications are funded in the order of their ids.
  """
call {
  ceiling: money(EUR)
  decided_on: date
}
application {
  id: text unique
  asked: money(EUR)
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
${tail}`;

const errors = (src: string) => analyze(src, "t.allot").diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.message]);

describe("an objection period longer than any law gives: AL0675", () => {
  it("a number past JavaScript's integers, days", () => {
    expect(errors(scheme(`notice per art1 {\n  objection within 99999999999999999999 days to "the Board"\n}\n`))).toEqual([["AL0675", "expected a period of at most 100 years after 'within' (36525 days), found '99999999999999999999 days'"]]);
  });
  it("months and weeks past 100 years", () => {
    expect(errors(scheme(`notice per art1 {\n  objection within 1201 months to "the Board"\n}\n`))).toEqual([["AL0675", "expected a period of at most 100 years after 'within' (1200 months), found '1201 months'"]]);
    expect(errors(scheme(`notice per art1 {\n  objection within 5219 weeks to "the Board"\n}\n`))).toEqual([["AL0675", "expected a period of at most 100 years after 'within' (5218 weeks), found '5219 weeks'"]]);
  });
  it("100 years exactly, and the law's own periods: no error", () => {
    for (const p of ["1200 months", "5218 weeks", "36525 days", "6 weeks", "1 month", "14 days"]) expect(errors(scheme(`notice per art1 {\n  objection within ${p} to "the Board"\n}\n`)), p).toEqual([]);
  });
});

describe("a deadline of more working days than a scheme can count", () => {
  const input = { call: { ceiling: "100.00", decided_on: "2026-12-04" }, applications: [{ id: "A", asked: "10.00" }] };
  // beyond the bound: the checker refuses it (AL0677) and the run stops at once, test/fixb26-deadline
  it("within the bound: counted", () => {
    const s = compile(scheme(`publish per art1 {\n  deadline 3 working days after call.decided_on calendar PL\n}\n`));
    expect(evaluate(s, input).result.publication?.deadline).toBe("2026-12-09");
  });
});
