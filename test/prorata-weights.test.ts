// `pro rata by <weight>` (§14.4, engine/prorataWeights.ts, prorata30): the minimum grant combined
// with the caps, a negative weight refused at run time naming the application, rounding up given
// back, the checker's diagnostics of a bad weight (AL0678–AL0680) and the formatter. The law's
// worked examples are scheme tests: schemes/prorrateo_puntos.
import { describe, expect, it } from "vitest";
import { analyze, formatScheme } from "@allot/dsl";
import { preamble, resultOf, runScheme } from "./support/scheme.js";

const scheme = (clause: string, fields = "asked: money(EUR)  points: integer in 0..100", weight = ""): string => `${preamble("by weight")}call { budget: money(EUR) }
application { id: text unique  ${fields} }
${weight}criterion p per art1: points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  ${clause}
}
`;
const run = (clause: string, budget: string, apps: [string, string, number][], fields?: string, weight?: string) =>
  runScheme(scheme(clause, fields, weight), { call: { budget }, applications: apps.map(([id, asked, points]) => ({ id, asked, points })) });
const amounts = (r: ReturnType<typeof run>) => Object.fromEntries(r.results.map((x) => [x.id, [x.status, x.amount]]));
const codes = (text: string) => analyze(text).diagnostics.map((d) => d.code);

describe("pro rata by a weight", () => {
  it("minimum then reshare: the smallest share below it left out, the budget shared again by the same rule, caps and all", () => {
    // budget 1000.00; points A 50 (asks 300), B 30 (asks 2000), C 15 (asks 2000), D 5 (asks 2000).
    // Round 1 (100 points): A 500.00 > 300.00: capped; 700.00 among 50 points: B 420.00, C 210.00, D 70.00.
    // D is below 100.00 (the smallest): left out. Round 2 (1000.00 among A, B, C, 95 points): A capped at
    // 300.00; 700.00 among 45: B 466.666… → 466.66, C 233.333… → 233.33; nothing below 100.00. 0.01 unallocated.
    const r = run("pro rata by total rounded down to 0.01 remainder unallocated minimum 100.00 EUR then reshare", "1000.00", [["A", "300.00", 50], ["B", "2000.00", 30], ["C", "2000.00", 15], ["D", "2000.00", 5]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "300.00"], B: ["pro_rata", "466.66"], C: ["pro_rata", "233.33"], D: ["not_funded", "0.00"] });
    expect(r.totals.main!.remaining).toBe("0.01");
    expect(resultOf(r, "D").reasons.map((x) => x.message)).toEqual(["pro rata by points: 5 of 50 × 700.00 (1000.00 less 300.00 to the shares capped at the amount asked), rounded down to 0.01, which is below the minimum grant of 100.00"]);
    expect(resultOf(r, "B").reasons).toEqual([]);
  });

  it("minimum then unallocated: every share below it left out at once, what it would have had unspent", () => {
    const r = run("pro rata by total rounded down to 0.01 remainder unallocated minimum 250.00 EUR then unallocated", "1000.00", [["A", "300.00", 50], ["B", "2000.00", 30], ["C", "2000.00", 15], ["D", "2000.00", 5]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "300.00"], B: ["pro_rata", "420.00"], C: ["not_funded", "0.00"], D: ["not_funded", "0.00"] });
    expect(r.totals.main!.remaining).toBe("280.00");
  });

  it("a negative weight is refused at run time, naming the application, and the rest are shared", () => {
    const r = run("pro rata by w rounded down to 0.01 remainder unallocated", "100.00", [["A", "100.00", 10], ["B", "100.00", 30], ["N", "100.00", 1]], undefined, "let w = points - 5 * (if id == \"N\" then 1 else 0)\n");
    expect(resultOf(r, "N").status).not.toBe("pro_rata");
    expect(resultOf(r, "N").reasons.map((x) => x.message)).toEqual(["the weight of pro rata (w) cannot be computed: it is negative (-4): no share is in proportion to less than nothing"]);
    expect(amounts(r)).toMatchObject({ A: ["pro_rata", "25.00"], B: ["pro_rata", "75.00"] });
  });

  it("rounded up past the budget: the shares rounded up the most give a step back", () => {
    // 100.00 among 1, 1, 1 points: 33.333… rounded up 33.34 each (100.02): two give back 0.01, the latest first
    const r = run("pro rata by total rounded up to 0.01 remainder unallocated", "100.00", [["A", "100.00", 1], ["B", "100.00", 1], ["C", "100.00", 1]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "33.34"], B: ["pro_rata", "33.33"], C: ["pro_rata", "33.33"] });
    expect(resultOf(r, "C").status).toBe("pro_rata");
  });

  it("the checker: a weight that is no number (AL0678), may be negative (AL0679), with a coefficient or in a group (AL0680)", () => {
    expect(codes(scheme("pro rata by flag rounded down to 0.01 remainder unallocated", "asked: money(EUR)  points: integer in 0..100  flag: boolean"))).toContain("AL0678");
    expect(codes(scheme("pro rata by points rounded down to 0.01 remainder unallocated", "asked: money(EUR)  points: integer in -10..100"))).toContain("AL0679");
    expect(codes(scheme("pro rata by total coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated"))).toContain("AL0680");
    expect(codes(scheme("pro rata by total rounded down to 0.01 remainder unallocated")).filter((c) => c.startsWith("AL06"))).toEqual([]);
  });

  it("the formatter keeps the weight", () => {
    const text = scheme("pro rata   by  total rounded down to 0.01 remainder unallocated");
    const out = formatScheme(text);
    expect(out.ok && out.text).toContain("pro rata by total rounded down to 0.01 remainder unallocated");
  });
});
