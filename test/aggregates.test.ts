// Aggregates over the applications that share a key (language reference §8.10): computed before
// assessment from the members' input fields, usable in eligibility, points and amounts. Worked
// by hand in the comments.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Consortium need")}call { budget: money(EUR)  consortium_cap: money(EUR) }
application { id: text unique  consortium: text  requested: money(EUR)  partners: integer in 0..20 }
let consortium_need = sum(m in peers(consortium): m.requested)
eligibility per art1 {
  rule need "The consortium's need within the cap": consortium_need <= call.consortium_cap
}
criterion members per art1: count(m in peers(consortium): m.requested > 0 EUR)
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by max(m in peers(consortium): m.partners) highest first per art1
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
  { id: "A1", consortium: "C1", requested: "100.00", partners: 3 },
  { id: "A2", consortium: "C1", requested: "50.00", partners: 5 },
  { id: "B1", consortium: "C2", requested: "300.00", partners: 9 },
  { id: "D1", consortium: "C3", requested: "60.00", partners: 1 },
  { id: "D2", consortium: "C3", requested: "0.00", partners: 7 },
];

function run(applications: typeof apps): SelectionResult {
  return evaluate(compile(text), { call: { budget: "1000.00", consortium_cap: "200.00" }, applications }, { explain: true }).result;
}

describe("aggregates over peers", () => {
  it("the consortium's need is the sum of its members' requests; count and max over members", () => {
    // need: C1 100 + 50 = 150 (≤ 200: eligible); C2 300 (> 200: B1 ineligible); C3 60 + 0 = 60.
    // members (count of requests > 0): C1 2, C3 1 (D2 asks 0). So A1, A2 have 2 points; D1, D2 1.
    // tie-break: the most partners of any member, highest first: C1 max(3, 5) = 5; C3 max(1, 7) = 7.
    // ranking: A1, A2 (2 points; ids), then D1, D2 (1 point; ids). All fit in 1000 under skip.
    // (results list the ranked first, then the unranked)
    const r = run(apps);
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.position}:${x.points?.["total"] ?? "-"}`)).toEqual(["A1:funded:1:2", "A2:funded:2:2", "D1:funded:3:1", "D2:funded:4:1", "B1:ineligible:null:-"]);
    const b1 = r.results.find((x) => x.id === "B1")!;
    expect(b1.reasons.map((x) => x.message)).toEqual(["not met: consortium_need <= call.consortium_cap (consortium_need: 300.00 EUR, call.consortium_cap: 200.00 EUR)"]);
    const steps = r.results.find((x) => x.id === "A2")!.explanation.filter((s) => s.text.includes("peers(")).map((s) => `${s.step} ${s.source}: ${s.text}`);
    // each told just before the first step that reads it: the tie-break key's max (no assessment step reads it) before the rules,
    // the let consortium_need (named) before the rule need, the criterion's count before the criterion, citing its source
    expect(steps).toEqual([
      "eligibility null: Aggregate: max(m in peers(consortium): m.partners) over the applications with consortium 'C1': 5, from A1 3, A2 5.",
      "eligibility null: Aggregate: consortium_need, sum(m in peers(consortium): m.requested) over the applications with consortium 'C1': 150.00 EUR, from A1 100.00 EUR, A2 50.00 EUR.",
      "points art1: Aggregate: count(m in peers(consortium): m.requested > 0 EUR) over the applications with consortium 'C1': 2, from A1 counted, A2 counted.",
      "points art1: Criterion 'members': 2 points (count(m in peers(consortium): m.requested > 0 EUR)).",
      // the id after a key: the total and the key equal (tiekey33)
      "ranking art1: After A1: decided by id (lowest first): A1 against A2. Both have the same value of the total points (2) and of max(m in peers(consortium): m.partners) (5), so the id decided.",
    ]);
  });

  it("are the same under any permutation of the input (results byte for byte)", () => {
    const sorted = (r: SelectionResult): string => JSON.stringify([...r.results].sort((a, b) => (a.id < b.id ? -1 : 1)));
    const reference = sorted(run(apps));
    fc.assert(
      fc.property(fc.shuffledSubarray(apps, { minLength: apps.length, maxLength: apps.length }), (perm) => {
        expect(sorted(run(perm))).toBe(reference);
      }),
      { seed: 17, numRuns: 60 },
    );
  });

  it("equal a brute-force sum per consortium on random calls, whatever the input order", () => {
    const appArb = fc.record({ consortium: fc.constantFrom("C1", "C2", "C3"), cents: fc.integer({ min: 0, max: 30000 }), partners: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(fc.array(appArb, { minLength: 1, maxLength: 12 }), fc.infiniteStream(fc.nat()), (raw, rnd) => {
        const list = raw.map((x, k) => ({ id: `X${String(k).padStart(2, "0")}`, consortium: x.consortium, requested: (x.cents / 100).toFixed(2), partners: x.partners }));
        const need = new Map<string, number>();
        for (const x of raw) need.set(x.consortium, (need.get(x.consortium) ?? 0) + x.cents);
        const r = run(list);
        for (const x of r.results) {
          const c = list.find((y) => y.id === x.id)!.consortium;
          // eligible exactly when the consortium's need (in cents, by hand) is at most 200.00 EUR
          expect(x.status === "ineligible", `${x.id} of ${c}, need ${need.get(c)}`).toBe(need.get(c)! > 20000);
        }
        const it = rnd[Symbol.iterator]();
        const perm = [...list];
        for (let k = perm.length - 1; k > 0; k--) {
          const j = it.next().value! % (k + 1);
          [perm[k], perm[j]] = [perm[j]!, perm[k]!];
        }
        const sorted = (x: SelectionResult): string => JSON.stringify([...x.results].sort((a, b) => (a.id < b.id ? -1 : 1)));
        expect(sorted(run(perm))).toBe(sorted(r));
      }),
      { seed: 18, numRuns: 80 },
    );
  });

  it("the checker refuses an aggregate that feeds itself, naming the cycle", () => {
    const cyclic = text.replace("let consortium_need = sum(m in peers(consortium): m.requested)", "let share = requested / consortium_need\nlet consortium_need = sum(m in peers(consortium): share)");
    const d = analyze(cyclic).diagnostics.filter((x) => x.code === "AL0527");
    expect(d.map((x) => x.message)).toEqual(["expected an aggregate that does not depend on itself, found the cycle consortium_need → sum over peers → share → consortium_need"]);
  });
});
