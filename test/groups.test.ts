// Groups in allocation (language reference §14.7): applications that belong together by a key,
// walked as units. Each case is worked by hand in its comments.
import { describe, expect, it } from "vitest";
import type { SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { allocationScheme, allocationStep, explained, rows, togetherProRata } from "./support/allocation.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";

const fields = "consortium: text  points: integer in 0..10  asked: money(EUR)";

/** A scheme ranking by the application's points, grouping by consortium with `group`. */
function scheme(group: string, boundary: string, rules = ""): string {
  return allocationScheme({ head: preamble("Groups"), call: "budget: money(EUR)", fields, rules, boundary: `${boundary} per art1`, body: `  ${group}\n` });
}

interface App {
  id: string;
  consortium: string;
  points: number;
  asked: string;
}

function run(text: string, budget: string, applications: App[]): SelectionResult {
  return explained(text, { budget }, applications);
}

describe("groups funded together", () => {
  const together = togetherProRata("Consortium");
  const apps: App[] = [
    { id: "A1", consortium: "C1", points: 9, asked: "30.00" },
    { id: "A2", consortium: "C1", points: 8, asked: "20.00" },
    { id: "B1", consortium: "C2", points: 7, asked: "40.00" },
    { id: "B2", consortium: "C2", points: 6, asked: "20.00" },
    { id: "D1", consortium: "C3", points: 5, asked: "10.00" },
  ];

  it("the consortium that straddles the budget gets what is left, shared pro rata; later ones nothing", () => {
    // budget 100. C1 = A1 30 + A2 20 = 50: fits, 50 left.
    // C2 = B1 40 + B2 20 = 60 > 50: under `partial` it gets the 50 left, shared in proportion:
    //   B1 40 × 50 / 60 = 33.333… → 33.33 (down), remainder 0.00333…
    //   B2 20 × 50 / 60 = 16.666… → 16.66 (down), remainder 0.00666…
    //   33.33 + 16.66 = 49.99: the leftover 0.01 goes to the largest remainder, B2 → 16.67.
    // C3 (D1 10): the allocation stopped at C2.
    const r = run(scheme(together, "partial"), "100.00", apps);
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:funded:20.00", "B1:pro_rata:33.33", "B2:pro_rata:16.67", "D1:not_funded:0.00"]);
    expect(r.totals["main"]!.awarded).toBe("100.00");
    expect(r.totals["main"]!.remaining).toBe("0.00");
    expect(r.results.map((x) => x.group)).toEqual(["C1", "C1", "C2", "C2", "C3"]);
    expect(allocationStep(r, "A2")).toBe("Funded 20.00 EUR: fits in the remaining budget, with its Consortium 'C1' (A1 30.00 EUR, A2 20.00 EUR; together 50.00 EUR) (remaining before its group: 100.00 EUR).");
    expect(allocationStep(r, "B2")).toBe(
      "Funded pro rata 16.67 EUR of the 20.00 EUR asked: the Consortium 'C2' straddles the budget and gets what is left, 50.00 EUR, shared among its members (B1 40.00 EUR, B2 20.00 EUR; together 60.00 EUR): pro rata: 20.00 EUR × the reduction coefficient (budget 50.00 EUR / total 60.00 EUR), rounded down to 0.01 EUR, plus 0.01 EUR of what the rounding left over, to the largest remainders.",
    );
    expect(allocationStep(r, "D1")).toBe("Not funded (10.00 EUR asked): the budget was used up by the grant shared among the members of Consortium 'C2' (remaining before: 0.00 EUR).");
  });

  it("a consortium with an ineligible member is refused as a whole; the walk goes on", () => {
    // E1 of C1 asks 70 > 50 and is refused by the rule: C1 (A1, A2, E1) is funded together or not
    // at all, so A1 and A2 are not funded and nothing is spent. C2 = 60 fits (100 → 40 left);
    // C3 = 10 fits (30 left).
    const rule = `eligibility per art1 {
  rule small "Small": asked <= 50 EUR
}
`;
    const r = run(scheme(together, "partial", rule), "100.00", [...apps, { id: "E1", consortium: "C1", points: 4, asked: "70.00" }]);
    expect(rows(r)).toEqual(["A1:not_funded:0.00", "A2:not_funded:0.00", "B1:funded:40.00", "B2:funded:20.00", "D1:funded:10.00", "E1:ineligible:0.00"]);
    expect(r.totals["main"]!.remaining).toBe("30.00");
    expect(allocationStep(r, "A1")).toBe("Not funded (30.00 EUR asked): refused together with its Consortium 'C1', which is funded together or not at all: its member E1 is not eligible (not met: asked <= 50 EUR) (remaining before: 100.00 EUR).");
  });

  it("under stop a consortium that does not fit stops the walk as one unit", () => {
    // C1 50 fits (50 left); C2 60 does not: stop; C3 not funded though 10 would fit.
    const r = run(scheme(`group by consortium per art1 { together }`, "stop"), "100.00", apps);
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:funded:20.00", "B1:not_funded:0.00", "B2:not_funded:0.00", "D1:not_funded:0.00"]);
  });
});

describe("caps per group", () => {
  it("at most an amount and at most a number of grants per group; the walk goes on", () => {
    // skip, budget 100, cap 50 EUR and 2 grants per consortium X; ranked X1, X2, X3, X4, Y1.
    // X1 30: fits budget and cap (cap left 20, budget 70). X2 30 > 20 left of the cap: refused.
    // X3 10: fits (cap left 10, budget 60, 2 grants). X4 5: a third grant: refused.
    // Y1 40: budget 60 → 20 left; Y has its own cap.
    const group = `group by consortium per art1 {
    at most 50 EUR per art2
    at most 2 grants per art3
  }`;
    const apps: App[] = [
      { id: "X1", consortium: "X", points: 9, asked: "30.00" },
      { id: "X2", consortium: "X", points: 8, asked: "30.00" },
      { id: "X3", consortium: "X", points: 7, asked: "10.00" },
      { id: "X4", consortium: "X", points: 6, asked: "5.00" },
      { id: "Y1", consortium: "Y", points: 5, asked: "40.00" },
    ];
    const capped = scheme(group, "skip", `source art2 = law article 2 """\n  At most 50 EUR per applicant.\n  """\nsource art3 = law article 3 """\n  At most two grants per applicant.\n  """\n`);
    const r = run(capped, "100.00", apps);
    expect(rows(r)).toEqual(["X1:funded:30.00", "X2:not_funded:0.00", "X3:funded:10.00", "X4:not_funded:0.00", "Y1:funded:40.00"]);
    // each refusal cites the provision of the cap that decided it
    expect(r.results.filter((x) => x.status === "not_funded").map((x) => `${x.id}:${x.reasons[0]!.source}`)).toEqual(["X2:art2", "X4:art3"]);
    expect(r.totals["main"]!.remaining).toBe("20.00");
    expect(r.totals["main"]!.groups).toEqual({
      X: { limit: "50.00", grants: 2, awarded: "40.00", funded: 2, members: 4 },
      Y: { limit: "50.00", grants: 2, awarded: "40.00", funded: 1, members: 1 },
    });
    expect(allocationStep(r, "X2")).toBe("Not funded (30.00 EUR asked): group 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked (remaining before: 70.00 EUR).");
    expect(allocationStep(r, "X4")).toBe("Not funded (5.00 EUR asked): group 'X' already has 2 grants, the most per group (2) (remaining before: 60.00 EUR).");
    // the HTML report: a table of the capped groups under the totals, and each row's group
    const html = htmlReport(r, compile(capped));
    expect(html).toContain('<tr data-group="X"><th>X</th><td class="num">50.00\u00a0EUR</td><td class="num">2</td><td class="num">40.00\u00a0EUR</td><td class="num">2</td><td class="num">4</td></tr>');
    expect(html).toContain('<tr data-group="Y"><th>Y</th><td class="num">50.00\u00a0EUR</td><td class="num">2</td><td class="num">40.00\u00a0EUR</td><td class="num">1</td><td class="num">1</td></tr>');
    expect(html).toMatch(/data-id="X2">.*<span class="group" data-group="X">Group: X<\/span>/);
  });
});

describe("the position of a value in a call list", () => {
  const text = allocationScheme({
    head: preamble("Ranking list"),
    call: "budget: money(EUR)  ranking_list: list of text",
    fields: "consortium: text  asked: money(EUR)",
    ranked: `ranking per art1 {
  by position(consortium, call.ranking_list) lowest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
`,
    boundary: "partial per art1",
    body: `  group by consortium "Consortium" per art1 {
    together
    pro rata rounded down to 0.01 remainder ranking_order
  }
`,
  });
  const apps = [
    { id: "A1", consortium: "Alpha", asked: "30.00" },
    { id: "B1", consortium: "Beta", asked: "25.00" },
    { id: "B2", consortium: "Beta", asked: "25.00" },
    { id: "G1", consortium: "Gamma", asked: "10.00" },
    { id: "Z1", consortium: "Zeta", asked: "5.00" },
  ];

  it("ranks consortia by the list; the one that straddles shares what is left; a value not in the list is not ranked, with a reason", () => {
    // the list: Beta 1, Gamma 2, Alpha 3; Zeta is not in it. Budget 70.
    // Beta (B1 25 + B2 25 = 50) fits: 20 left. Gamma 10 fits: 10 left.
    // Alpha 30 > 10: gets the 10 left; a group of one member is granted it in part, as an
    // application on its own would be.
    // Z1: its key cannot be computed, so it is not ranked (ineligible, with the reason).
    const r = explained(text, { budget: "70.00", ranking_list: ["Beta", "Gamma", "Alpha"] }, apps);
    expect(rows(r)).toEqual(["B1:funded:25.00", "B2:funded:25.00", "G1:funded:10.00", "A1:partially_funded:10.00", "Z1:ineligible:0.00"]);
    expect(r.results.map((x) => x.position)).toEqual([1, 2, 3, 4, null]);
    const z = r.results.find((x) => x.id === "Z1")!;
    expect(z.reasons.map((x) => x.message)).toEqual(['the ordering key position(consortium, call.ranking_list) cannot be computed: the value "Zeta" of consortium is not in call.ranking_list']);
  });
});

describe("a tie between groups the law leaves open", () => {
  it("is walked in every order: a member whose outcome depends on it is indeterminate", () => {
    // budget 60, stop, groups together; C1 (A1 30 + A2 20 = 50) and C2 (B1 40) tied, unresolved.
    // C1 first: C1 funded (10 left), C2 does not fit: stop. C2 first: C2 funded (20 left), C1
    // does not fit: stop. Every member's outcome depends on the order: all indeterminate, with
    // what each would get were the tie decided its way; what is left (10 or 20) is open.
    const text = allocationScheme({ head: preamble("Tied groups"), call: "budget: money(EUR)", fields, tiebreak: "unresolved per art1", boundary: "stop per art1", body: "  group by consortium per art1 {\n    together\n  }\n" });
    const r = run(text, "60.00", [
      { id: "A1", consortium: "C1", points: 5, asked: "30.00" },
      { id: "A2", consortium: "C1", points: 5, asked: "20.00" },
      { id: "B1", consortium: "C2", points: 5, asked: "40.00" },
    ]);
    expect(rows(r)).toEqual(["A1:indeterminate:0.00", "A2:indeterminate:0.00", "B1:indeterminate:0.00"]);
    expect(r.results.map((x) => x.contingentAmount)).toEqual(["30.00", "20.00", "40.00"]);
    expect(r.totals["main"]!.remaining).toBe(null);
  });

  it("past the tied units whose orders are enumerated, a tie whose units all fit is funded, not indeterminate", () => {
    // skip, budget 100, groups together. Eight units tied at 5 points — one more than the 7
    // whose orders are walked: C1 (A1 10, with A2 5 ranked at 1 point: together 15) and C2…C8
    // (B1, D1…I1, 10 each). Together they ask 15 + 7 × 10 = 85 <= 100, so every order funds
    // every one of them (15 left). J1 (C9, 3 points) asks 10 <= 15: funded, 5 left. A2 is funded
    // with its consortium at A1's place.
    // Broken by id only at the boundary and after: the tie does not straddle, the ranking says so,
    // and the walk funds them (it used to give up past the bound: all ten indeterminate).
    // Left unresolved: the same outcome at 100. At 80 the tie asks 85 > 80: some order leaves a
    // unit out, and past the bound its members (and everything after) stay indeterminate.
    const body = "  group by consortium per art1 {\n    together\n  }\n";
    const atBoundary = allocationScheme({ head: preamble("Tied groups"), call: "budget: money(EUR)", fields, scope: "at boundary and after", boundary: "skip per art1", body });
    const open = allocationScheme({ head: preamble("Tied groups"), call: "budget: money(EUR)", fields, tiebreak: "unresolved per art1", boundary: "skip per art1", body });
    const apps: App[] = [
      { id: "A1", consortium: "C1", points: 5, asked: "10.00" },
      { id: "A2", consortium: "C1", points: 1, asked: "5.00" },
      ...["B", "D", "E", "F", "G", "H", "I"].map((c, i) => ({ id: `${c}1`, consortium: `C${i + 2}`, points: 5, asked: "10.00" })),
      { id: "J1", consortium: "C9", points: 3, asked: "10.00" },
    ];
    const funded = ["A1:funded:10.00", "B1:funded:10.00", "D1:funded:10.00", "E1:funded:10.00", "F1:funded:10.00", "G1:funded:10.00", "H1:funded:10.00", "I1:funded:10.00", "J1:funded:10.00", "A2:funded:5.00"];
    const r = run(atBoundary, "100.00", apps);
    expect(rows(r)).toEqual(funded);
    expect(r.totals["main"]!.remaining).toBe("5.00");
    const a1 = r.results.find((x) => x.id === "A1")!;
    expect(a1.explanation.filter((e) => e.step === "ranking")[0]!.text).toBe("Position 1 (total points: 5; tied with 7 others: B1, D1, E1, ...). Their tie is not broken: it does not straddle the budget, so all share this position.");
    expect(allocationStep(r, "A1")).toBe("Funded 10.00 EUR: fits in the remaining budget, with its group 'C1' (A1 10.00 EUR, A2 5.00 EUR; together 15.00 EUR) (remaining before its group: 100.00 EUR).");
    expect(allocationStep(r, "A2")).toBe("Funded 5.00 EUR: fits in the remaining budget, with its group 'C1' (A1 10.00 EUR, A2 5.00 EUR; together 15.00 EUR) (remaining before its group: 100.00 EUR).");
    expect(rows(run(open, "100.00", apps))).toEqual(funded);
    const tight = run(open, "80.00", apps);
    expect(rows(tight).every((x) => x.includes(":indeterminate:"))).toBe(true);
  });
});
