// Aggregates over the eligible members and over their points (language reference §8.11):
// `peers(consortium, eligible)` leaves out the members that the eligibility rules refuse; over
// it `m.total` reads a member's points. Each is computed in the engine's phase order
// (engine/memberPhases.ts) and may feed only what comes after it. Worked by hand in the comments.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Consortium need of the members not refused")}call { budget: money(EUR)  consortium_cap: money(EUR) }
application { id: text unique  consortium: text  requested: money(EUR)  quality: integer in 0..10  signed: boolean }
eligibility per art1 {
  rule signed "The partnership agreement is signed": signed
}
let eligible_need = sum(m in peers(consortium, eligible): m.requested)
let eligible_members = count(m in peers(consortium, eligible): true)
let consortium_quality = mean(m in peers(consortium, eligible): m.total)
criterion quality_points per art1: quality
criterion size per art1: if eligible_members >= 2 then 2 else 0
threshold cap "The need of the members not refused within the cap" per art1: eligible_need <= call.consortium_cap
threshold average "The consortium's average above 5 points" per art1: consortium_quality > 5
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary skip per art1
}
publish per art1 {
  columns { id, eligible_need, consortium_quality }
}
`;

const apps = [
  { id: "A1", consortium: "C1", requested: "100.00", quality: 6, signed: true },
  { id: "A2", consortium: "C1", requested: "50.00", quality: 3, signed: true },
  { id: "A3", consortium: "C1", requested: "500.00", quality: 9, signed: false },
  { id: "B1", consortium: "C2", requested: "300.00", quality: 8, signed: true },
  { id: "D1", consortium: "C3", requested: "60.00", quality: 4, signed: true },
  { id: "D2", consortium: "C3", requested: "40.00", quality: 2, signed: true },
];

function run(applications: typeof apps): SelectionResult {
  return evaluate(compile(text), { call: { budget: "1000.00", consortium_cap: "200.00" }, applications }, { explain: true }).result;
}

describe("aggregates over the eligible members and their points", () => {
  it("check clean: eligibility → points → thresholds, each reading only earlier phases", () => {
    expect(analyze(text).diagnostics).toEqual([]);
  });

  it("leave out the refused members, and read the members' points after scoring", () => {
    // eligible: all but A3 (not signed).
    // eligible_need: C1 100 + 50 = 150.00 (A3's 500.00 left out; over all members 650.00), C2 300.00, C3 60 + 40 = 100.00.
    // eligible_members: C1 2, C2 1, C3 2 → size: C1 2, C2 0, C3 2.
    // totals: A1 6 + 2 = 8, A2 3 + 2 = 5, B1 8 + 0 = 8, D1 4 + 2 = 6, D2 2 + 2 = 4.
    // consortium_quality (mean of the eligible members' totals): C1 (8 + 5) / 2 = 6.5, C2 8, C3 (6 + 4) / 2 = 5.
    // thresholds: cap 200.00 — B1 (300.00) below; average > 5 — D1, D2 (5) below.
    // ranked: A1 (8), A2 (5); both fit in 1000.00.
    const r = run(apps);
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.position}:${x.points?.["total"] ?? "-"}`)).toEqual([
      "A1:funded:1:8",
      "A2:funded:2:5",
      "A3:ineligible:null:-",
      "B1:below_threshold:null:8",
      "D1:below_threshold:null:6",
      "D2:below_threshold:null:4",
    ]);
    expect(r.publication!.rows.map((x) => [x["id"], x["eligible_need"], x["consortium_quality"]])).toEqual([
      ["A1", "150.00", "6.5"],
      ["A2", "150.00", "6.5"],
    ]);
    const steps = r.results.find((x) => x.id === "A2")!.explanation.filter((s) => s.text.includes("peers(")).map((s) => `${s.step} ${s.source}: ${s.text}`);
    // each told, named by its let, just before the first step that reads it (the criterion size, the thresholds cap and average)
    expect(steps).toEqual([
      "points null: Aggregate: eligible_members, count(m in peers(consortium, eligible): true) over the eligible applications with consortium 'C1': 2, from A1 counted, A2 counted; left out as not eligible: A3.",
      "threshold null: Aggregate: eligible_need, sum(m in peers(consortium, eligible): m.requested) over the eligible applications with consortium 'C1': 150.00 EUR, from A1 100.00 EUR, A2 50.00 EUR; left out as not eligible: A3.",
      "threshold null: Aggregate: consortium_quality, mean(m in peers(consortium, eligible): m.total) over the eligible applications with consortium 'C1': 6.5, from A1 8, A2 5; left out as not eligible: A3.",
    ]);
    // B1 is below the cap threshold because of its own consortium's need
    expect(r.results.find((x) => x.id === "B1")!.reasons.map((x) => x.message)).toEqual(["not met: eligible_need <= call.consortium_cap (eligible_need: 300.00 EUR, call.consortium_cap: 200.00 EUR)"]);
  });

  it("a member without points makes an aggregate over points not computable, naming the member", () => {
    // quality becomes optional and A2 (eligible, in C1) has none: its criterion cannot be scored.
    // So C1's consortium_quality cannot be computed, and A1's threshold 'average' that reads it
    // cannot be assessed (A1 is below the threshold, with the reason). C3 is unaffected: D1, D2
    // average (6 + 4) / 2 = 5, not above 5.
    const scheme2 = text.replace("quality: integer in 0..10", "quality: integer in 0..10 optional");
    const withoutA2 = apps.map((a) => (a.id === "A2" ? { id: a.id, consortium: a.consortium, requested: a.requested, signed: a.signed } : a));
    const r = evaluate(compile(scheme2), { call: { budget: "1000.00", consortium_cap: "200.00" }, applications: withoutA2 }, { explain: true }).result;
    const a1 = r.results.find((x) => x.id === "A1")!;
    expect(a1.status).toBe("below_threshold");
    expect(a1.reasons.map((x) => x.message)).toEqual([
      "cannot be assessed: mean(m in peers(consortium, eligible): m.total) over consortium 'C1' cannot be computed: the member A2: it has no points (its points cannot be computed: the optional field 'quality' is absent)",
    ]);
    expect(r.results.find((x) => x.id === "A2")!.status).toBe("ineligible");
    expect(r.results.find((x) => x.id === "D1")!.status).toBe("below_threshold");
  });

  it("are the same under any permutation of the input (results byte for byte)", () => {
    const sorted = (r: SelectionResult): string => JSON.stringify([...r.results].sort((a, b) => (a.id < b.id ? -1 : 1)));
    const reference = sorted(run(apps));
    fc.assert(
      fc.property(fc.shuffledSubarray(apps, { minLength: apps.length, maxLength: apps.length }), (perm) => {
        expect(sorted(run(perm))).toBe(reference);
      }),
      { seed: 650, numRuns: 40 },
    );
  });

  it("equal a brute-force computation per consortium on random calls", () => {
    const appArb = fc.record({ consortium: fc.constantFrom("C1", "C2", "C3"), cents: fc.integer({ min: 0, max: 15000 }), quality: fc.integer({ min: 0, max: 10 }), signed: fc.boolean() });
    fc.assert(
      fc.property(fc.array(appArb, { minLength: 1, maxLength: 10 }), (raw) => {
        const list = raw.map((x, k) => ({ id: `X${String(k).padStart(2, "0")}`, consortium: x.consortium, requested: (x.cents / 100).toFixed(2), quality: x.quality, signed: x.signed }));
        // by hand: per consortium, the signed members' requests (cents), their count, and the mean of their totals
        const need = new Map<string, number>();
        const members = new Map<string, number>();
        for (const x of raw) if (x.signed) {
          need.set(x.consortium, (need.get(x.consortium) ?? 0) + x.cents);
          members.set(x.consortium, (members.get(x.consortium) ?? 0) + 1);
        }
        const totalOf = (x: (typeof raw)[number]): number => x.quality + ((members.get(x.consortium) ?? 0) >= 2 ? 2 : 0);
        const sumTotals = new Map<string, number>();
        for (const x of raw) if (x.signed) sumTotals.set(x.consortium, (sumTotals.get(x.consortium) ?? 0) + totalOf(x));
        const r = run(list);
        raw.forEach((x, k) => {
          const res = r.results.find((y) => y.id === list[k]!.id)!;
          if (!x.signed) return expect(res.status).toBe("ineligible");
          expect(res.points!["total"]).toBe(String(totalOf(x)));
          // average > 5 ⇔ sum of totals > 5 × members (exact, in whole numbers)
          const above = need.get(x.consortium)! <= 20000 && sumTotals.get(x.consortium)! > 5 * members.get(x.consortium)!;
          expect(res.status === "below_threshold", `${res.id}: need ${need.get(x.consortium)}, totals ${sumTotals.get(x.consortium)} over ${members.get(x.consortium)}`).toBe(!above);
        });
      }),
      { seed: 651, numRuns: 60 },
    );
  });
});

describe("the phases an aggregate may feed", () => {
  it("eligibility cannot read an aggregate over the eligible members: the cycle is named (AL0650)", () => {
    const bad = text.replace('rule signed "The partnership agreement is signed": signed', 'rule signed "The partnership agreement is signed": signed\n  rule need "Within the cap": eligible_need <= call.consortium_cap');
    const d = analyze(bad).diagnostics;
    expect(d.map((x) => [x.code, x.message])).toEqual([
      ["AL0650", "expected eligibility that does not depend on the members' eligibility, found the cycle rule need → eligible_need → sum(m in peers(consortium, eligible): m.requested) → the eligibility of each member (rule need)"],
    ]);
  });

  it("a criterion cannot read an aggregate over the members' points (AL0651); one over eligibility it may", () => {
    const bad = text.replace("criterion size per art1: if eligible_members >= 2 then 2 else 0", "criterion size per art1: if consortium_quality >= 6 then 2 else 0");
    expect(analyze(bad).diagnostics.map((x) => [x.code, x.message])).toEqual([
      ["AL0651", "expected points that do not depend on the members' points, found the cycle criterion size → consortium_quality → mean(m in peers(consortium, eligible): m.total) → the points of each member (criterion size)"],
    ]);
  });

  it("the restriction is 'eligible', and points are read over the eligible members only (AL0652)", () => {
    expect(analyze(text.replace("peers(consortium, eligible): m.requested", "peers(consortium, refused): m.requested")).diagnostics.map((x) => [x.code, x.message])).toEqual([["AL0652", "expected 'eligible' as the restriction of peers, found 'refused'"]]);
    expect(analyze(text.replace("peers(consortium, eligible): m.total", "peers(consortium): m.total")).diagnostics.map((x) => [x.code, x.message])).toEqual([["AL0652", "expected the members' points to be read over the eligible members, found m.total over all of them"]]);
  });
});
