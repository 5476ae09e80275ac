// Groups combined with the constructs the checker refused before (language reference §14.12):
// quotas counted over a group's members, and the group column of the CSV and Markdown results.
// Each case is worked by hand in its comments.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

/** A scheme ranking by points (id breaks ties), a quota on SMEs and a group by consortium. */
function scheme(group: string, boundary: string): string {
  return `${preamble("Groups and quotas")}source art2 = law article 2 """
  Grants to small and medium-sized enterprises together do not exceed 50 EUR.
  """
call { budget: money(EUR) }
application { id: text unique  consortium: text  sme: boolean  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${boundary} per art1
  quota sme "SME share" per art2: at most 50 EUR when sme
  ${group}
}
`;
}

interface App {
  id: string;
  consortium: string;
  sme: boolean;
  points: number;
  asked: string;
}

const apps: App[] = [
  { id: "A1", consortium: "C1", sme: true, points: 9, asked: "30.00" },
  { id: "A2", consortium: "C1", sme: false, points: 8, asked: "20.00" },
  { id: "B1", consortium: "C2", sme: true, points: 7, asked: "25.00" },
  { id: "B2", consortium: "C2", sme: true, points: 6, asked: "10.00" },
  { id: "D1", consortium: "C3", sme: true, points: 5, asked: "15.00" },
  { id: "E1", consortium: "C4", sme: false, points: 4, asked: "20.00" },
];

function run(text: string, budget: string, applications: App[] = apps): SelectionResult {
  return evaluate(compile(text), { call: { budget }, applications }, { explain: true }).result;
}

const rows = (r: SelectionResult): string[] => r.results.map((x) => `${x.id}:${x.status}:${x.amount}`);
const allocationStep = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;

describe("groups with quotas", () => {
  it("a consortium funded together is charged its members' SME amounts and refused whole past the quota", () => {
    // budget 100, skip, quota SME 50. Units in ranking order: C1 (A1, A2), C2 (B1, B2), C3 (D1), C4 (E1).
    // C1 asks 30 + 20 = 50 ≤ 100; its SME members ask 30 (A1) ≤ 50: funded; budget 50, quota 20.
    // C2 asks 25 + 10 = 35 ≤ 50, but its SME members ask 25 + 10 = 35 > 20: refused whole (B2's 10
    //   alone would fit the quota, but the consortium is funded together or not at all).
    // C3: D1 15 SME ≤ 20: funded; budget 35, quota 5.  C4: E1 20, not SME: funded; budget 15.
    // awarded 30 + 20 + 15 + 20 = 85; remaining 15; SME awarded 30 + 15 = 45.
    const r = run(scheme(`group by consortium "Consortium" per art1 {\n    together\n  }`, "skip"), "100.00");
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:funded:20.00", "B1:not_funded:0.00", "B2:not_funded:0.00", "D1:funded:15.00", "E1:funded:20.00"]);
    expect(r.totals["main"]!.awarded).toBe("85.00");
    expect(r.totals["main"]!.remaining).toBe("15.00");
    expect(r.totals["main"]!.quotas).toEqual({ sme: { limit: "50.00", awarded: "45.00" } });
    expect(allocationStep(r, "B2")).toBe(
      "Not funded (10.00 EUR asked): the quota 'SME share' has 20.00 EUR left, less than the 35.00 EUR its members in it ask together, refused with its Consortium 'C2' (B1 25.00 EUR, B2 10.00 EUR; together 35.00 EUR) (remaining before: 50.00 EUR).",
    );
    // the refusal cites the quota's provision, not the allocation's
    expect(r.results.find((x) => x.id === "B1")!.reasons.map((x) => `${x.rule}:${x.source}`)).toEqual(["sme:art2"]);
  });

  it("members walked one by one meet the quota as applications on their own do, and the group's cap as well", () => {
    // budget 100, skip, quota SME 50, at most 40 EUR per consortium (not together).
    // A1 30 SME: cap C1 40 → 10 left, quota → 20, budget → 70.
    // A2 20: 20 > 10 left of C1's cap: refused by the cap.
    // B1 25 SME: 25 > 20 left of the quota: refused by the quota.
    // B2 10 SME: cap C2 40 fits, quota 20 fits: funded; quota 10, budget 60.
    // D1 15 SME: 15 > 10 left of the quota: refused.  E1 20: funded; budget 40.
    // awarded 30 + 10 + 20 = 60; remaining 40; SME awarded 40.
    const r = run(scheme(`group by consortium "Consortium" per art1 {\n    at most 40 EUR per art1\n  }`, "skip"), "100.00");
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:not_funded:0.00", "B1:not_funded:0.00", "B2:funded:10.00", "D1:not_funded:0.00", "E1:funded:20.00"]);
    expect(r.totals["main"]!.remaining).toBe("40.00");
    expect(r.totals["main"]!.quotas).toEqual({ sme: { limit: "50.00", awarded: "40.00" } });
    expect(r.totals["main"]!.groups!["C1"]).toEqual({ limit: "40.00", awarded: "30.00", funded: 1, members: 2 });
    expect(allocationStep(r, "D1")).toBe("Not funded (15.00 EUR asked): the quota 'SME share' has 10.00 EUR left, less than the 15.00 EUR asked (remaining before: 60.00 EUR).");
    expect(allocationStep(r, "A2")).toBe("Not funded (20.00 EUR asked): Consortium 'C1' has 10.00 EUR left of its cap of 40.00 EUR, less than the 20.00 EUR asked (remaining before: 70.00 EUR).");
  });

  it("a consortium that fits the quota but straddles the budget shares what is left; the quota is charged the shares", () => {
    // budget 60, partial, quota SME 50, together, pro rata rounded down to 0.01, largest remainder.
    // C1 50 (SME 30 ≤ 50): funded; budget 10, quota 20.
    // C2 35 (SME 35 > 20): refused whole by the quota; the walk goes on.
    // C3 D1 15 SME (≤ 20): 15 > 10 left: a group of one is granted the 10 left in part; stop.
    // SME awarded 30 + 10 = 40; E1 not funded (the budget was used up).
    const group = `group by consortium "Consortium" per art1 {\n    together\n    pro rata rounded down to 0.01 remainder largest_remainder\n  }`;
    const r = run(scheme(group, "partial"), "60.00");
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:funded:20.00", "B1:not_funded:0.00", "B2:not_funded:0.00", "D1:partially_funded:10.00", "E1:not_funded:0.00"]);
    expect(r.totals["main"]!.quotas).toEqual({ sme: { limit: "50.00", awarded: "40.00" } });
    expect(r.totals["main"]!.remaining).toBe("0.00");
  });
});
