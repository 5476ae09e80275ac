// What the eleventh round's drafter found writing schemes/drafted_stypendium from the docs alone
// (docs/performance.md, "A drafter's call from the docs alone (drafter11)"), each worked by hand
// on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "text"
`;
const schemeOf = (text: string): CompiledScheme => load(analyze(text));

// Ranked by income per person, lowest first; the tie-break follows the walk (at boundary), so each
// stage ranks its own candidates and a row's neighbours are its stage's.
const perPerson = `${head}
call { budget: money(EUR) }
application { id: text unique  income: money(EUR) in 0..100000  persons: integer in 1..10  prio: boolean  asked: money(EUR) }
let per_person: money(EUR) = round(income / persons, 2, half_up) per art1
ranking per art1 { by per_person lowest first  tiebreak at boundary per art1 { by id lowest first } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  stage one "First" per art2 when prio { budget left  unfunded go on }
  stage two "Rest" per art2 { budget left }
}
`;
const perPersonInput = {
  call: { budget: "1000.00" },
  applications: [
    { id: "P1", income: "100.00", persons: 1, prio: true, asked: "10.00" },
    { id: "Q1", income: "300.00", persons: 2, prio: false, asked: "10.00" },
    { id: "Q2", income: "800.00", persons: 4, prio: false, asked: "10.00" },
    { id: "P2", income: "900.00", persons: 3, prio: true, asked: "10.00" },
  ],
};

describe("a comparison in a stage's own ranking shows the operands of the rows compared", () => {
  // The regime ranks P1 100, Q1 150, Q2 200, P2 300; stage one ranks P1, P2 and stage two Q1, Q2.
  // Q2 (place 2 of stage two) is after Q1: 150 against 200 (the upper row's value first), from
  // 300 / 2 and 800 / 4. The operands were read at the same places of the published list, which
  // runs stage by stage (P1, P2, Q1, Q2): P1's and P2's, 100 / 1 against 900 / 3 — an appeal board
  // was shown other applicants' incomes as Q1's and Q2's.
  const { result } = evaluate(schemeOf(perPerson), perPersonInput);
  const steps = (id: string) => result.results.find((r) => r.id === id)!.explanation.filter((s) => s.step === "ranking").map((s) => s.text);
  it("Q2 against Q1 in stage two", () => {
    const after = steps("Q2").find((t) => t.startsWith("After Q1"))!;
    expect(after).toContain("(income: 300.00 EUR against 800.00 EUR; persons: 2 against 4)");
  });
  it("P2 against P1 in stage one (its places are the list's: right before as after)", () => {
    const after = steps("P2").find((t) => t.startsWith("After P1"))!;
    expect(after).toContain("(income: 100.00 EUR against 900.00 EUR; persons: 1 against 3)");
  });
});

describe("a syntax error where a value is expected says why a word is not one", () => {
  const hints = (text: string): string[] => analyze(text).diagnostics.filter((d) => d.code === "AL0102").map((d) => d.hint ?? "");
  const scheme = (field: string, letBody: string, when: string): string => `${head}
call { budget: money(EUR) }
application { id: text unique  ${field}: boolean  income: money(EUR)  asked: money(EUR) }
let rate = ${letBody} per art1
ranking per art1 { by income lowest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  stage one "First" per art2 when ${when} { budget left  unfunded go on }
  stage two "Rest" per art2 { budget left }
}
`;
  it("bands in a let: a criterion's form, with the form a let takes (it said only 'write a value here')", () => {
    const h = hints(scheme("prio", "bands income { at most 300 EUR => 2  above 300 EUR => 1 }", "prio"));
    expect(h[0]).toBe("'bands' gives a criterion its points; a let or an amount picks a value with 'if … then … else if … then … else …'");
  });
  it("a field named 'first' read bare: a name there (twelfth round; it gave 8 errors, then a hint at the word)", () => {
    expect(analyze(scheme("first", "2", "first")).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
  it("a field named by a reserved word read bare: one AL0104 at the word, with how to read the field", () => {
    const errors = analyze(scheme("maximum", "2", "maximum")).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => [d.code, d.hint])).toEqual([["AL0104", "write application.maximum here, or rename the field; the words that may be read bare are listed in docs/language.md §2"]]);
  });
  it("application.first reads it", () => {
    expect(analyze(scheme("first", "2", "application.first")).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
