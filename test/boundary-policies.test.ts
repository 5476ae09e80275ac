// The boundary policies on the worked comparisons of the language reference (§14.1–14.2), the
// arithmetic by hand in each case. The case that tells `full` from `reach` apart is a budget used
// up exactly: `full` funds the next application in full, beyond the budget; `reach` stops.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

function outcome(policy: string, asks: readonly string[]): { rows: string[]; awarded: string; remaining: string | null } {
  const scheme = compile(`${preamble("Policies")}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 { budget call.budget amount asked at boundary ${policy} per art1 }
`);
  // A, B, C ranked in that order by their points
  const applications = asks.map((asked, i) => ({ id: "ABC"[i], points: 9 - i, asked }));
  const r = evaluate(scheme, { call: { budget: "100.00" }, applications }, { explain: false }).result;
  return { rows: r.results.map((x) => `${x.id}:${x.status}:${x.amount}`), awarded: r.totals["main"]!.awarded, remaining: r.totals["main"]!.remaining };
}

describe("boundary policies", () => {
  it("budget 100; A 60, B 60, C 10", () => {
    // stop: A 60 (40 left), B does not fit: stop. skip: A 60, B passed over, C 10 (30 left).
    // partial: A 60, B gets the 40 left. full and reach: A 60, B 60 in full (−20), stop.
    expect(outcome("stop", ["60.00", "60.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:not_funded:0.00", "C:not_funded:0.00"], awarded: "60.00", remaining: "40.00" });
    expect(outcome("skip", ["60.00", "60.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:not_funded:0.00", "C:funded:10.00"], awarded: "70.00", remaining: "30.00" });
    expect(outcome("partial", ["60.00", "60.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:partially_funded:40.00", "C:not_funded:0.00"], awarded: "100.00", remaining: "0.00" });
    expect(outcome("full", ["60.00", "60.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:funded:60.00", "C:not_funded:0.00"], awarded: "120.00", remaining: "-20.00" });
    expect(outcome("reach", ["60.00", "60.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:funded:60.00", "C:not_funded:0.00"], awarded: "120.00", remaining: "-20.00" });
  });

  it("budget 100; A 60, B 40 uses it up exactly, C 10", () => {
    for (const p of ["stop", "skip", "partial"]) {
      expect(outcome(p, ["60.00", "40.00", "10.00"]), p).toEqual({ rows: ["A:funded:60.00", "B:funded:40.00", "C:not_funded:0.00"], awarded: "100.00", remaining: "0.00" });
    }
    // full: 0 left, C does not fit: funded in full beyond the budget (−10)
    expect(outcome("full", ["60.00", "40.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:funded:40.00", "C:funded:10.00"], awarded: "110.00", remaining: "-10.00" });
    // reach: B reached the budget exactly; nothing after
    expect(outcome("reach", ["60.00", "40.00", "10.00"])).toEqual({ rows: ["A:funded:60.00", "B:funded:40.00", "C:not_funded:0.00"], awarded: "100.00", remaining: "0.00" });
  });

  it("reach says why: the application that reaches the budget, and those after it", () => {
    const scheme = compile(`${preamble("Reach")}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 { budget call.budget amount asked at boundary reach per art1 }
`);
    const r = evaluate(scheme, { call: { budget: "100.00" }, applications: [{ id: "A", points: 9, asked: "60.00" }, { id: "B", points: 8, asked: "40.00" }, { id: "C", points: 7, asked: "10.00" }] }).result;
    const step = (id: string) => r.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;
    expect(step("B")).toBe("Funded 40.00 EUR: fits in the remaining budget and uses it up exactly: allocation stops after it (remaining before: 40.00 EUR).");
    expect(step("C")).toBe("Not funded (10.00 EUR asked): the budget was reached by B; nothing is funded after it (remaining before: 0.00 EUR).");
  });

  it("past a budget reach exceeded, nothing is left, and the words say by how much it was exceeded (not a negative remainder)", () => {
    const text = `${preamble("Reach")}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 { budget call.budget amount asked at boundary reach per art1 }
`;
    const input = { call: { budget: "100.00" }, applications: [{ id: "A", points: 9, asked: "60.00" }, { id: "B", points: 8, asked: "60.00" }, { id: "C", points: 7, asked: "10.00" }] };
    const step = (id: string) => evaluate(compile(text), input).result.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;
    expect(step("C")).toBe("Not funded (10.00 EUR asked): the budget was reached by B; nothing is funded after it (nothing remaining before: the budget was exceeded by 20.00 EUR).");
  });
});
