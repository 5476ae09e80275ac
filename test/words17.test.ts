// What an applicant reads, seventeenth round (issue 15, words17): the findings drafter16 left. A
// tie the law leaves to someone cites the provision that names them; a rule met shows the values
// its condition compared; a stage's stop says "no later stage considers it" to an application no
// later stage's `when` takes; the Markdown's stage table names stages as its rows do. Every
// expected text below was worked by hand (in the comment before it) before the first run.
import { describe, expect, it } from "vitest";
import { evaluate, ObjectTable, type SelectionResult } from "@allot/runtime";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { compiled, resultOf as byId } from "./support/scheme.js";

const head = (language: string) => `scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "the ranking"
source art2 = a article 2 "where still equal, the Board decides their order"
source art3 = a article 3 "the funding rate"
`;
const steps = (r: SelectionResult, id: string, step: string) => byId(r, id).explanation.filter((s) => s.step === step);

describe("a tie the chain leaves to the Board cites the Board's provision (drafter16 finding 7)", () => {
  const scheme = compiled(`${head("en")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  q: integer in 0..10 }
criterion c1 "Quality" per art1: q
maximum points 10 per art1
ranking per art1 { by total highest first  tiebreak every tie per art1 { by asked lowest first  unresolved per art2 } }
allocation per art1 { budget call.budget  amount asked  at boundary stop }
`);
  // A 9 points; B and C 8 points and 5.00 EUR each: the chain (asked) leaves them tied, art. 2
  // says who decides. Budget 100: every one is funded, the tie decides nothing.
  const input = (tie: boolean) => ({
    call: { budget: "100.00" },
    applications: [
      { id: "A", asked: "10.00", q: 9 },
      { id: "B", asked: "5.00", q: 8 },
      { id: "C", asked: tie ? "5.00" : "6.00", q: 8 },
    ],
  });

  it("the position of a member of the tie cites art2; one outside it, the ranking's art1", () => {
    const r = evaluate(scheme, input(true)).result;
    // B: position 2, tied with C; the chain compared asked: 5.00 EUR, the same for each of them
    const b = steps(r, "B", "ranking")[0]!;
    expect(b.source).toBe("art2");
    expect(b.text).toBe("Position 2 (total points: 8; tied with C). The tie-break chain compared asked (lowest first): 5.00 EUR — the same for each of them — and has no further step; they share this position.");
    expect(steps(r, "C", "ranking")[0]!.source).toBe("art2");
    // A, alone at position 1: the ranking's source, as before
    expect(steps(r, "A", "ranking")[0]!.source).toBe("art1");
    // the run's table of sources has art2 (cited by B's and C's lines)
    expect(Object.keys(r.sources)).toContain("art2");
  });
  it("without a tie the chain leaves, art2 is cited nowhere", () => {
    // C asks 6.00: the chain puts B (5.00) before C; no tie stands
    const r = evaluate(scheme, input(false)).result;
    expect(steps(r, "B", "ranking")[0]!.source).toBe("art1");
    expect(Object.keys(r.sources)).not.toContain("art2");
  });
});

describe("a rule met shows the values its condition compared (drafter16 finding 8)", () => {
  const scheme = (language: string) =>
    compiled(`${head(language)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  costs: money(EUR)  small: boolean  declared: boolean }
let rate "the funding rate": percentage = if small then 70% else 50% per art3
eligibility per art3 {
  rule within "Within the funding rate": asked <= rate × costs
  rule honest "Declared": declared
}
ranking per art1 { by asked lowest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary stop }
`);
  const input = {
    call: { budget: "100.00" },
    applications: [
      { id: "A", asked: "14.00", costs: "20.00", small: true, declared: true },
      { id: "B", asked: "11.00", costs: "20.00", small: false, declared: true },
    ],
  };

  it("in English: the fields and the let by its title, in their units; a yes/no rule as before", () => {
    // A: 14.00 <= 70% × 20.00 = 14.00, met exactly
    const r = evaluate(scheme("en"), input).result;
    expect(steps(r, "A", "eligibility").map((s) => s.text)).toEqual([
      "Rule 'Within the funding rate' is met (asked <= rate × costs; asked: 14.00 EUR, the funding rate: 70%, costs: 20.00 EUR).",
      "Rule 'Declared' is met (declared).",
    ]);
    // B: 11.00 > 50% × 20.00 = 10.00: not met, its reason the condition alone, as before
    expect(byId(r, "B").reasons.map((x) => x.message)).toEqual(["not met: asked <= rate × costs (asked: 11.00 EUR, the funding rate: 50%, costs: 20.00 EUR)"]);
  });
  it("in Polish and German: each language's numbers", () => {
    expect(steps(evaluate(scheme("pl"), input).result, "A", "eligibility")[0]!.text).toContain("(asked <= rate × costs; asked: 14,00 EUR, the funding rate: 70%, costs: 20,00 EUR)");
    expect(steps(evaluate(scheme("de"), input).result, "A", "eligibility")[0]!.text).toContain("(asked <= rate × costs; asked: 14,00 EUR, the funding rate: 70 %, costs: 20,00 EUR)");
  });
});

describe("a stage's stop to an application no later stage considers (drafter16 finding 6)", () => {
  const scheme = (language: string) =>
    compiled(`${head(language)}call { b1: money(EUR)  b2: money(EUR)  b3: money(EUR) }
application { id: text unique  asked: money(EUR)  g: integer in 1..3  q: integer in 0..10 }
criterion c1 "Quality" per art1: q
maximum points 10 per art1
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.b1 + call.b2 + call.b3
  amount asked
  stage one "First" when g = 1 { budget call.b1  at boundary stop  unfunded go on }
  stage two "Second" when g in [1, 2] { budget left - call.b3  at boundary stop  unfunded go on }
  stage three "Third" when g in [2, 3] { budget left  at boundary stop }
}
`);
  const input = {
    call: { b1: "10.00", b2: "10.00", b3: "10.00" },
    applications: [
      { id: "A", asked: "8.00", g: 1, q: 9 },
      { id: "B", asked: "5.00", g: 1, q: 8 },
      { id: "G", asked: "9.00", g: 1, q: 7 },
      { id: "C", asked: "10.00", g: 2, q: 6 },
      { id: "E", asked: "3.00", g: 1, q: 5 },
      { id: "F", asked: "9.00", g: 3, q: 4 },
    ],
  };
  // Stage one (10, g = 1): A 8 funded (2 left); B 5 does not fit: the stage stops; G and E after
  // it — all three go on to stage two, which takes g = 1. Stage two (30 − 8 − 10 = 12; B, G, C, E
  // by points): B 5 funded (7 left); G 9 does not fit: stops here, and g = 1 is in no later
  // stage's `when`; C after it goes on (stage three takes g = 2); E after it does not. Stage three
  // (30 − 8 − 5 = 17; C, F): C 10 funded (7 left); F 9 does not fit: the allocation stops.
  const last = (r: SelectionResult, id: string) => steps(r, id, "allocation").at(-1)!.text;

  it("in English: the words follow whether a later stage's `when` takes the application", () => {
    const r = evaluate(scheme("en"), input).result;
    expect(last(r, "G")).toBe("Not funded (9.00 EUR asked): in stage 'Second': does not fit in the remaining budget; this stage stops here, and no later stage considers it (remaining before: 7.00 EUR).");
    expect(last(r, "E")).toBe("Not funded (3.00 EUR asked): in stage 'Second': this stage stopped at G, which did not fit in the remaining budget; no later stage considers it (remaining before: 7.00 EUR).");
    // C went on to stage three and was funded there; its pass in stage two says the later stages go on
    expect(steps(r, "C", "allocation")[0]!.text).toBe("In stage 'Second': this stage stopped at G, which did not fit in the remaining budget; the later stages go on (remaining before: 7.00 EUR).");
    // E's pass in stage one: stage two takes it, so there the later stages go on
    expect(steps(r, "E", "allocation")[0]!.text).toBe("In stage 'First': this stage stopped at B, which did not fit in the remaining budget; the later stages go on (remaining before: 2.00 EUR).");
    expect(last(r, "F")).toBe("Not funded (9.00 EUR asked): in stage 'Third': does not fit in the remaining budget; allocation stops here (remaining before: 7.00 EUR).");
    // the result's reasons say the same
    expect(byId(r, "E").reasons.at(-1)!.message).toContain("this stage stopped at G, which did not fit in the remaining budget; no later stage considers it");
  });
  it("in Dutch, Polish and German", () => {
    expect(last(evaluate(scheme("nl"), input).result, "E")).toContain("deze fase is gestopt bij G, die niet binnen het resterende budget paste; geen volgende fase neemt haar in behandeling");
    expect(last(evaluate(scheme("pl"), input).result, "G")).toContain("nie mieści się w pozostałych środkach; ten etap kończy się na tym wniosku, a żaden kolejny etap go nie rozpatruje");
    expect(last(evaluate(scheme("de"), input).result, "E")).toContain("diese Stufe endete bei G, der nicht in die verbleibenden Fördermittel passte; keine spätere Stufe berücksichtigt ihn");
  });
  it("the Markdown's stage table names the stages by title, as its rows do (drafter16 finding 9)", () => {
    const s = scheme("en");
    const md = textOf(resultChunks(new ObjectTable(evaluate(s, input).result), "md", s));
    // budgets 10 / 12 / 17, awarded 8 / 5 / 10, remaining 2 / 7 / 7 (the one regime is "main")
    expect(md).toContain("| main | First | 10.00 | 8.00 | 2.00 |  |\n| main | Second | 12.00 | 5.00 | 7.00 |  |\n| main | Third | 17.00 | 10.00 | 7.00 |  |\n");
  });
});
