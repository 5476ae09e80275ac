// `round` carries a range (language.md §8.7, drafter20's finding 8): the bounds of the value's
// range rounded the same way. Worked by hand: a grade `in 1..4` rounded to one place lies in
// 1..4 in every mode (both bounds are whole at that scale); a grade in 0.95..4.05 rounded to one
// place lies in 0.9..4.0 (down, floor), 1.0..4.1 (up, ceiling), 1.0..4.1 (half_up: 0.95 → 1.0,
// 4.05 → 4.1), 0.9..4.0 (half_down: ties towards zero), 1.0..4.0 (half_even: 0.95 → 1.0 to the
// even 0, 4.05 → 4.0). A criterion `weight 10 × n` then gives at most ten times the upper bound,
// which `maximum points` is checked against (AL0402).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { hover } from "../packages/dsl/src/services/hover.js";
import { load } from "../packages/dsl/src/compile/load.js";

const scheme = (grade: string, let_: string, maximum: number): string => `scheme grades "Grades" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Rules of the call."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  grade: decimal(2) in ${grade} }
${let_}
criterion performance "Performance" per art1: weight 10 × n
maximum points ${maximum} per art1
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`;

const errors = (src: string): string[] => analyze(src).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

describe("round carries its value's range", () => {
  it("round(grade, 1, down) of a grade in 1..4 lies in 1..4: the maximum is proven (before: AL0402, no declared range)", () => {
    expect(errors(scheme("1..4", "let n = round(grade, 1, down)", 40))).toEqual([]);
    expect(errors(scheme("1..4", "let n = round(grade, 1, down)", 41))).toEqual(["AL0402 expected the criteria to add up to the declared maximum of 41 points, found at most 40 (performance 40)"]);
  });

  it("hover on the let says its range", () => {
    const src = scheme("0.95..4.05", "let n = round(grade, 1, half_even)", 40);
    const h = hover(analyze(src), src.indexOf("let n") + 4);
    expect(JSON.stringify(h)).toContain("It is a decimal number from 1 to 4.");
  });

  it("every mode keeps a range whose bounds are whole at the scale", () => {
    for (const mode of ["up", "down", "ceiling", "floor", "half_up", "half_down", "half_even"]) {
      expect(errors(scheme("1..4", `let n = round(grade, 1, ${mode})`, 40)), mode).toEqual([]);
    }
  });

  it("bounds not whole at the scale round as the mode rounds them", () => {
    const upper: Record<string, string> = { up: "41", ceiling: "41", half_up: "41", down: "40", floor: "40", half_down: "40", half_even: "40" };
    for (const [mode, most] of Object.entries(upper)) {
      expect(errors(scheme("0.95..4.05", `let n = round(grade, 1, ${mode})`, 99)), mode).toEqual([`AL0402 expected the criteria to add up to the declared maximum of 99 points, found at most ${most} (performance ${most})`]);
    }
  });

  it("a let's declared range is proven where the rounded range lies inside it, and checked when computed where it does not", () => {
    const input = (grade: string) => ({ call: { budget: "100.00" }, applications: [{ id: "A", asked: "10.00", grade }] });
    // proven: 1..4 rounded up to one place stays in 1..4; 4.00 gives 40 points
    const proven = load(analyze(scheme("1..4", "let n: decimal in 1..4 = round(grade, 1, up)", 40)));
    expect(evaluate(proven, input("4.00")).result.results.map((r) => [r.status, r.points?.total])).toEqual([["funded", "40"]]);
    // not proven: 4.01 rounds up to 4.1, outside 1..4 — the criterion cannot be computed
    const a = analyze(scheme("0.95..4.05", "let n: decimal in 1..4 = round(grade, 1, up)", 40));
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const res = evaluate(load(a), input("4.01")).result.results[0]!;
    expect(res.status).not.toBe("funded");
    expect(JSON.stringify(res.reasons)).toContain("outside the range 1..4");
    expect(evaluate(load(a), input("3.91")).result.results.map((r) => [r.status, r.points?.total])).toEqual([["funded", "40"]]);
  });

  it("a money amount keeps its currency and gains the range: 100 EUR × 0.333 rounded down is at most 33 EUR, so 'at least 40 EUR' can never hold", () => {
    const src = `scheme m "M" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Rules of the call."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) in 0..100 }
let cut = round(asked * 0.333, 0, down)
threshold big "At least 40 EUR" per art1: cut >= 40 EUR
ranking per art1 { by asked highest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount cut at boundary stop }
`;
    expect(errors(src.replace("cut >= 40 EUR", "cut >= 33 EUR"))).toEqual([]);
    expect(errors(src)).toEqual(["AL0405 the threshold 'big' can never be met: the value ranges from 0 to 33, and the threshold needs >= 40"]);
  });
});
