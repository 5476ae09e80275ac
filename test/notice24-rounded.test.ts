// A failed rule's values (notice23) state a `round`ed let's unrounded input after the let: an
// applicant refused by "grade >= 2.5" where grade = round(raw, 1) reads the raw value too, in
// each catalogue's numbers (compile/explainValues.ts conditionValues).
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

// notice23's left item: a rule refused by "grade >= 2.5" where grade = round(raw, 1) stated the
// grade and not the raw value it was rounded from: now both, the raw value after the grade
describe("a rounded let's unrounded input in a failed rule's values", () => {
  const graded = (language: string): CompiledScheme =>
    compile(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "The budget is awarded in the order of the ranking."
source art2 = a article 2 "An applicant whose grade, rounded to one decimal, is below 2.5 is refused."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  raw: decimal(2) "the grade as measured" }
let grade: decimal(1) = round(raw, 1, half_up)
eligibility per art2 {
  rule good "Grade at least 2.5": grade >= 2.5
}
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary skip per art1 }
`);
  const input = { call: { budget: "100.00" }, applications: [{ id: "A", asked: "10.00", raw: "2.44" }, { id: "B", asked: "10.00", raw: "2.46" }, { id: "C", asked: "10.00", raw: "2.60" }] };
  const expected: Record<string, { reason: string; refused: string; met: string }> = {
    en: { reason: "not met: grade >= 2.5 (grade: 2.4, raw: 2.44)", refused: "Rule 'Grade at least 2.5' is not met: grade >= 2.5 (grade: 2.4, raw: 2.44)", met: "Rule 'Grade at least 2.5' is met (grade >= 2.5; grade: 2.5, raw: 2.46)." },
    nl: { reason: "geldt niet: grade >= 2.5 (grade: 2,4, raw: 2,44)", refused: "Voorwaarde ‘Grade at least 2.5’ is niet vervuld: grade >= 2.5 (grade: 2,4, raw: 2,44)", met: "Voorwaarde ‘Grade at least 2.5’ is vervuld (grade >= 2,5; grade: 2,5, raw: 2,46)." },
    de: { reason: "nicht erfüllt: grade >= 2.5 (grade: 2,4, raw: 2,44)", refused: "Die Voraussetzung „Grade at least 2.5“ ist nicht erfüllt: grade >= 2.5 (grade: 2,4, raw: 2,44)", met: "" },
  };
  for (const language of Object.keys(expected)) {
    it(`${language}: the reason and the step read the grade and the raw value`, () => {
      const s = graded(language);
      const r = evaluate(s, input).result.results;
      const a = r.find((x) => x.id === "A")!;
      expect(a.reasons.map((x) => x.message)).toEqual([expected[language]!.reason]);
      expect(a.explanation.find((x) => x.step === "eligibility")!.text).toBe(expected[language]!.refused);
      // where the rounding changed nothing the raw value is not stated again
      if (language === "en") expect(r.find((x) => x.id === "C")!.explanation.find((x) => x.step === "eligibility")!.text).toBe("Rule 'Grade at least 2.5' is met (grade >= 2.5; grade: 2.6).");
      if (expected[language]!.met) expect(r.find((x) => x.id === "B")!.explanation.find((x) => x.step === "eligibility")!.text).toBe(expected[language]!.met);
    });
  }
});

