// A reserve list beside several groups (docs/language.md §14.11, §14.12 "Several groups",
// groups32, mendg34): NOFO-style alternates — the reserve list in ranking order of those refused for
// budget and for the region's credit; the limit per municipality (an applicant's) keeps its
// refused off the list (`not on the reserve list`). Worked by hand on "at most 2 projects per
// municipality and at most 30 % of the budget per region".
import { describe, expect, it } from "vitest";
import { errorsOf, preamble, resultOf as row, runScheme as run } from "./support/scheme";

const scheme = `${preamble("Municipal projects")}call {
  budget: money(EUR)
}
application {
  id: text unique
  municipality: text
  region: text
  score: integer in 0..100
  asked: money(EUR)
}
criterion quality per art1: score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 { by id lowest first }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  group by municipality "Municipality" per art1 {
    at most 2 grants per art1
    not on the reserve list per art1
  }
  group by region "Region" per art1 {
    at most 30% × call.budget per art1
  }
  reserve all per art1
}
`;
const app = (id: string, municipality: string, region: string, score: number, asked: string) => ({ id, municipality, region, score, asked });
// As groups32-totals: M1, M2, M5, M6 funded (600.00, 400.00 left); M3 refused by the municipality
// (Aa has its 2 grants: not on the list), M4 and M7 by the region (its credit: reserve 1 and 2).
// Then M8 (Dd, East, 250) funded: East 250, 150 left. M9 (Ee, West, 200): 200 > 150 left, the
// budget refuses it: reserve 3. M10 (Aa, West, 100): fits the 150 left, Aa has its 2 grants:
// refused by the municipality, not on the list. M11 (Ff, East, 100): East has 50 left: refused by
// the region, reserve 4. M12 (Gg, West, 160): 160 > 150, the budget: reserve 5. Awarded 850.00,
// 150.00 left.
const apps = [
  app("M1", "Aa", "North", 90, "150.00"), app("M2", "Aa", "North", 85, "100.00"), app("M3", "Aa", "South", 80, "50.00"), app("M4", "Bb", "North", 75, "100.00"), app("M5", "Bb", "North", 70, "50.00"), app("M6", "Cc", "South", 65, "300.00"), app("M7", "Cc", "South", 60, "10.00"),
  app("M8", "Dd", "East", 55, "250.00"), app("M9", "Ee", "West", 50, "200.00"), app("M10", "Aa", "West", 45, "100.00"), app("M11", "Ff", "East", 40, "100.00"), app("M12", "Gg", "West", 35, "160.00"),
];

describe("a reserve list beside two groups: those refused for budget and the region's credit, in ranking order", () => {
  it("checks clean (AL0525 no longer refuses it)", () => {
    expect(errorsOf(scheme)).toEqual([]);
  });
  const r = run(scheme, { call: { budget: "1000.00" }, applications: apps });
  it("the outcomes and places on the list", () => {
    expect(Object.fromEntries(r.results.map((x) => [x.id, `${x.status} ${x.amount}${x.reservePlace === undefined ? "" : ` #${x.reservePlace}`}`]))).toEqual({
      M1: "funded 150.00", M2: "funded 100.00", M3: "not_funded 0.00", M4: "reserve 0.00 #1", M5: "funded 50.00", M6: "funded 300.00", M7: "reserve 0.00 #2",
      M8: "funded 250.00", M9: "reserve 0.00 #3", M10: "not_funded 0.00", M11: "reserve 0.00 #4", M12: "reserve 0.00 #5",
    });
    expect([r.totals["main"]!.awarded, r.totals["main"]!.remaining]).toEqual(["850.00", "150.00"]);
  });
  it("a group's refusal keeps its words: the municipality's and the region's", () => {
    expect([row(r, "M10").reasons.map((x) => x.message), row(r, "M11").reasons.map((x) => x.message)]).toEqual([
      ["Municipality 'Aa' already has 2 grants, the most per Municipality (2)"],
      ["Region 'East' has 50.00 EUR left of its cap of 300.00 EUR, less than the 100.00 EUR asked", "placed on the reserve list, at place 4"],
    ]);
  });
});
