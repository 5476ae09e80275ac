// review34's G1: a group's refusal where the remaining budget would have refused the application
// too says both grounds (§14.12, as a quota's does, §14.5), in every language; where the budget
// would have held it, the group's ground alone.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { headIn } from "./support/scheme.js";

type Lang = "en" | "fr" | "nl" | "pl" | "de" | "es";

const scheme = (lang: Lang): string => `
${headIn(lang, ["ranking", "budget"])}
call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  applicant: text  region: text  asked: money(EUR) }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { by id lowest first per art1 } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  group by applicant "Applicant" per art2 { at most 150.00 EUR per art2 }
  group by region "Region" per art2 { at most 1 grants per art2 }
}
`;

function run(text: string, input: { call: Record<string, unknown>; applications: Record<string, unknown>[] }): SelectionResult {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), input).result;
}
const last = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.at(-1)!.text;
const reason = (r: SelectionResult, id: string): string[] => r.results.find((x) => x.id === id)!.reasons.map((x) => x.message);

// budget 1,000.00: A (Zed, north) 100.00 funded, 900.00 left; D (Zed, south) asks 2,000.00: Zed has
// 50.00 left of its cap of 150.00 — refused by the cap, and 2,000.00 > 900.00 left: the budget
// refuses it too. E (Zed, west) asks 60.00: refused by the cap (60.00 > 50.00), fits the 900.00 left.
const input = {
  call: { budget: "1000.00" },
  applications: [
    { id: "A", score: 9, applicant: "Zed", region: "north", asked: "100.00" },
    { id: "D", score: 8, applicant: "Zed", region: "south", asked: "2000.00" },
    { id: "E", score: 7, applicant: "Zed", region: "west", asked: "60.00" },
    { id: "F", score: 6, applicant: "Ann", region: "north", asked: "950.00" },
    { id: "G", score: 5, applicant: "Bob", region: "north", asked: "120.00" },
  ],
};

describe("a group's refusal where the budget refuses it too (review34's G1)", () => {
  it("the reason names the cap and the budget; one the budget holds, the cap alone", () => {
    const r = run(scheme("en"), input);
    expect(reason(r, "D")).toEqual(["Applicant 'Zed' has 50.00 EUR left of its cap of 150.00 EUR, less than the 2000.00 EUR asked; it does not fit in the remaining budget either"]);
    expect(reason(r, "E")).toEqual(["Applicant 'Zed' has 50.00 EUR left of its cap of 150.00 EUR, less than the 60.00 EUR asked"]);
    // F (Ann, north) asks 950.00: more than Ann's cap, the region's one grant is A's, and 950.00 >
    // 900.00 left: each ground, the budget's last
    expect(reason(r, "F")).toEqual(["Applicant 'Ann' has 150.00 EUR left of its cap of 150.00 EUR, less than the 950.00 EUR asked; Region 'north' already has 1 grant, the most per Region (1); it does not fit in the remaining budget either"]);
    // G (Bob, north) asks 120.00: the region's grant alone refuses it; the 900.00 left would hold it
    expect(reason(r, "G")).toEqual(["Region 'north' already has 1 grant, the most per Region (1)"]);
  });
  const cases: Record<Lang, RegExp> = {
    en: /it does not fit in the remaining budget either/,
    fr: /n'entre pas non plus/,
    nl: /past ook niet binnen/,
    pl: /nie mieści się również/,
    de: /passt auch nicht in/,
    es: /tampoco cabe/,
  };
  for (const lang of Object.keys(cases) as Lang[]) {
    it(`says both grounds in ${lang}, and the cap alone where the budget would hold it`, () => {
      const r = run(scheme(lang), input);
      expect(last(r, "D")).toMatch(cases[lang]);
      expect(last(r, "F")).toMatch(cases[lang]);
      expect(last(r, "E")).not.toMatch(cases[lang]);
      expect(last(r, "G")).not.toMatch(cases[lang]);
    });
  }
});
