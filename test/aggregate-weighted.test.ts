// A weighted average over the applications that share a key (language reference §8.10):
// `mean(m in peers(k): m.x weighted by m.w)` is the sum of value × weight over the sum of the
// weights — the consortium's co-financing rate weighted by what each member asks. Worked by hand
// in the comments.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Weighted consortium rate")}call { budget: money(EUR) }
application { id: text unique  consortium: text  requested: money(EUR)  rate: decimal in 0..100  size: integer in 0..1000 }
let consortium_rate = mean(m in peers(consortium): m.rate weighted by m.requested)
eligibility per art1 {
  rule rate "The consortium's weighted co-financing rate is at least 40": consortium_rate >= 40
}
ranking per art1 {
  by consortium_rate highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary skip per art1
}
`;

const apps = [
  { id: "A1", consortium: "C1", requested: "300.00", rate: "50", size: 3 },
  { id: "A2", consortium: "C1", requested: "100.00", rate: "30", size: 1 },
  { id: "B1", consortium: "C2", requested: "100.00", rate: "60", size: 5 },
  { id: "B2", consortium: "C2", requested: "300.00", rate: "20", size: 5 },
  { id: "D1", consortium: "C3", requested: "0.00", rate: "90", size: 0 },
];

function run(applications: readonly Record<string, unknown>[]): SelectionResult {
  return evaluate(compile(text), { call: { budget: "1000.00" }, applications }, { explain: true }).result;
}

describe("a weighted mean over peers", () => {
  it("weighs each member's value by its weight; a group whose weights add up to zero has no mean", () => {
    // C1: (50 × 300 + 30 × 100) / (300 + 100) = (15000 + 3000) / 400 = 45 ≥ 40: eligible
    //     (the plain mean would be (50 + 30) / 2 = 40: the weights decide, not the count).
    // C2: (60 × 100 + 20 × 300) / 400 = (6000 + 6000) / 400 = 30 < 40: B1 and B2 ineligible
    //     (the plain mean (60 + 20) / 2 = 40 would have let them in).
    // C3: D1 asks 0.00: weights 0 → no mean; the rule cannot be assessed for D1.
    // Ranked: A1, A2 (45; ids); both fit in 1000 under skip.
    const r = run(apps);
    const by = new Map(r.results.map((x) => [x.id, x]));
    expect(["A1", "A2", "B1", "B2"].map((id) => `${id}:${by.get(id)!.status}:${by.get(id)!.position}`)).toEqual(["A1:funded:1", "A2:funded:2", "B1:ineligible:null", "B2:ineligible:null"]);
    expect(by.get("B1")!.reasons.map((x) => x.message)).toEqual(["not met: consortium_rate >= 40 (consortium_rate: 30)"]);
    expect(by.get("D1")!.status).toBe("ineligible");
    expect(JSON.stringify(by.get("D1")!.reasons)).toContain("the members' weights add up to zero");
    const steps = by.get("A2")!.explanation.filter((s) => s.text.includes("peers(")).map((s) => `${s.step} ${s.source}: ${s.text}`);
    expect(steps).toEqual(["eligibility null: Aggregate: consortium_rate, mean(m in peers(consortium): m.rate weighted by m.requested) over the applications with consortium 'C1': 45, from A1 50, A2 30."]);
  });

  it("a negative weight is an error naming the member", () => {
    const neg = `${preamble("Negative weight")}call { budget: money(EUR) }
application { id: text unique  consortium: text  w: decimal in -10..10  rate: decimal in 0..100 }
let r = mean(m in peers(consortium): m.rate weighted by m.w)
criterion c per art1: r
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 { budget call.budget  amount 1.00 EUR  at boundary skip per art1 }
`;
    // E2's weight is -1: the mean of C1 cannot be computed, and the reason names E2.
    const res = evaluate(compile(neg), { call: { budget: "10.00" }, applications: [{ id: "E1", consortium: "C1", w: "2", rate: "10" }, { id: "E2", consortium: "C1", w: "-1", rate: "20" }] }, { explain: true }).result;
    expect(JSON.stringify(res.results[0]!.reasons)).toContain("the member E2: its weight is negative (-1)");
  });

  it("the weight is checked like the value: it reads the members, not this application", () => {
    const bad = text.replace("weighted by m.requested", "weighted by requested");
    const codes = analyze(bad, "bad.allot").diagnostics.map((d) => d.code);
    expect(codes).toContain("AL0528");
    const elsewhere = text.replace("let consortium_rate = mean(m in peers(consortium): m.rate weighted by m.requested)", "let consortium_rate = max(m in peers(consortium): m.rate weighted by m.requested)");
    expect(analyze(elsewhere, "bad.allot").diagnostics.map((d) => d.code)).toContain("AL0644");
  });

  it("equals a brute-force weighted mean per consortium, whatever the input order", () => {
    const appArb = fc.record({ consortium: fc.constantFrom("C1", "C2"), cents: fc.integer({ min: 1, max: 50000 }), rate: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(fc.array(appArb, { minLength: 1, maxLength: 12 }), (rows) => {
        const input = rows.map((x, i) => ({ id: `X${String(i).padStart(2, "0")}`, consortium: x.consortium, requested: (x.cents / 100).toFixed(2), rate: String(x.rate), size: 1 }));
        const r = run(input);
        for (const c of ["C1", "C2"]) {
          const members = rows.filter((x) => x.consortium === c);
          if (!members.length) continue;
          // in cents × rate over cents: exact rational, compared with 40 without rounding
          const num = members.reduce((s, x) => s + x.cents * x.rate, 0);
          const den = members.reduce((s, x) => s + x.cents, 0);
          const eligible = num >= 40 * den;
          for (const [i, x] of rows.entries()) if (x.consortium === c) expect(r.results.find((y) => y.id === input[i]!.id)!.status !== "ineligible").toBe(eligible);
        }
        const shuffled = [...input].reverse();
        const sorted = (s: SelectionResult): string => JSON.stringify([...s.results].sort((a, b) => (a.id < b.id ? -1 : 1)));
        expect(sorted(run(shuffled))).toBe(sorted(r));
      }),
      { seed: 4242, numRuns: 80 },
    );
  });
});
