// What an applicant reads of their own place (words22's left, the twenty-third round): the
// position step says the application's own values on the ranking's keys — its phase, its moment
// of receipt — as the fact's `keys`, in each catalogue's words; the same text from the writer that
// prints texts only (rankingSteps.ts positionText) as from the fact.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { catalogueFor, evaluate, evaluateRun, type CompiledScheme } from "@allot/runtime";
import { ExplanationWriter, LINES, NO_FRAME } from "../packages/runtime/src/engine/explainWriter.js";

/** Ranked by phase, then by moment of receipt, then by id; budget 100 EUR. */
const phased = (language: string): CompiledScheme =>
  load(
    analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "The budget is awarded in the order of the ranking."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  phase: integer "phase"  received: datetime("Europe/Amsterdam") "received" }
ranking per art1 { by phase lowest first  by received earliest first to the second  by id lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary skip per art1 }
`),
  );

const data = {
  call: { budget: "100.00" },
  applications: [
    { id: "A", asked: "60.00", phase: 2, received: "2026-03-01T09:00:00+01:00" },
    { id: "B", asked: "60.00", phase: 1, received: "2026-03-02T10:30:00+01:00" },
    { id: "C", asked: "30.00", phase: 1, received: "2026-03-01T08:15:00+01:00" },
  ],
};

const positionOf = (s: CompiledScheme, id: string, input: object = data) =>
  evaluate(s, input)
    .result.results.find((r) => r.id === id)!
    .explanation.find((x) => x.step === "ranking")!;

describe("the position step says the application's own values on the ranking's keys", () => {
  // the moment as each catalogue words a comparison's value (de: its date and "Uhr")
  const expected: Record<string, RegExp> = {
    en: /^Position 2 \(phase: 1, received: 2026-03-02 10:30:00\)\.$/,
    nl: /^Plaats 2 in de rangschikking \(phase: 1, received: 2026-03-02 10:30:00\)\.$/,
    de: /^Rang 2 in der Rangfolge \(„phase“: 1, „received“: 02\.03\.2026, 10:30:00 Uhr\)\.$/,
    pl: /^Miejsce na liście: 2 \(„phase”: 1, „received”: 2026-03-02 10:30:00\)\.$/,
  };
  for (const language of ["en", "nl", "de", "pl"]) {
    it(`${language}: the fact's keys, worded`, () => {
      const s = phased(language);
      const { run } = evaluateRun(s, data, { details: true });
      const j = run.explained("trace").toResult().results.findIndex((r) => r.id === "B");
      const step = run.traceAt(j).steps.find((x) => x.kind === "position")!;
      expect(step).toMatchObject({ kind: "position", position: 2, keys: [{ by: "phase", value: "1" }, { by: "received", value: "2026-03-02 10:30:00" }] });
      expect(positionOf(s, "B").text).toMatch(expected[language]!);
      // the writer that prints texts only words it in parts: the same text
      let text = "";
      new ExplanationWriter(run, LINES, NO_FRAME, catalogueFor(language)).write(run.appAt(j), (piece) => void (text += piece));
      expect(text.split("\n")).toContain(positionOf(s, "B").text);
    });
  }
  it("the id, a lottery and a key's words are not the application's own values: by id alone, no brackets", () => {
    const s = load(
      analyze(`
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "The budget is awarded in the order of the ranking."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary skip per art1 }
`),
    );
    const plain = { call: data.call, applications: data.applications.map(({ id, asked }) => ({ id, asked })) };
    expect(positionOf(s, "B", plain).text).toBe("Position 2.");
  });
});

// words22's item 3: a rule refused by "average >= 4.5" gave the applicant the rule and not their
// average, where the step of one who met it reads it ("the average grade: 4,8"): the failed rule's
// reason and its step state the values its condition read, as a threshold's default reason does
// (and, notice24, the average before its rounding, where the rounding changed it)
describe("a failed rule states the values its condition read", () => {
  const graded = (language: string): CompiledScheme =>
    load(
      analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "The budget is awarded in the order of the ranking."
source art2 = a article 2 "An applicant whose average grade is below 4.5 is refused."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  g1: decimal(1) "first grade"  g2: decimal(1) "second grade" }
let average "the average grade": decimal(1) = round((g1 + g2) / 2, 1, half_up)
eligibility per art2 {
  rule good "Average at least 4.5": average >= 4.5
}
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary skip per art1 }
`),
    );
  const input = { call: { budget: "100.00" }, applications: [{ id: "A", asked: "10.00", g1: "4.0", g2: "4.7" }, { id: "B", asked: "10.00", g1: "5.0", g2: "4.5" }] };
  const expected: Record<string, { reason: string; step: string }> = {
    en: { reason: "not met: average >= 4.5 (the average grade: 4.4, (g1 + g2) / 2: 4.35)", step: "Rule 'Average at least 4.5' is not met: average >= 4.5 (the average grade: 4.4, (g1 + g2) / 2: 4.35)" },
    nl: { reason: "geldt niet: average >= 4.5 (the average grade: 4,4, (g1 + g2) / 2: 4,35)", step: "Voorwaarde ‘Average at least 4.5’ is niet vervuld: average >= 4.5 (the average grade: 4,4, (g1 + g2) / 2: 4,35)" },
    de: { reason: "nicht erfüllt: average >= 4.5 (the average grade: 4,4, (g1 + g2) / 2: 4,35)", step: "Die Voraussetzung „Average at least 4.5“ ist nicht erfüllt: average >= 4.5 (the average grade: 4,4, (g1 + g2) / 2: 4,35)" },
    pl: { reason: "nie zachodzi: average >= 4.5 (the average grade: 4,4, (g1 + g2) / 2: 4,35)", step: "Warunek „Average at least 4.5” nie jest spełniony: average >= 4.5 (the average grade: 4,4, (g1 + g2) / 2: 4,35)" },
  };
  for (const language of ["en", "nl", "de", "pl"]) {
    it(`${language}: the reason and the step read the average`, () => {
      const s = graded(language);
      const a = evaluate(s, input).result.results.find((r) => r.id === "A")!;
      expect(a.reasons.map((r) => r.message)).toEqual([expected[language]!.reason]);
      expect(a.explanation.find((x) => x.step === "eligibility")!.text).toBe(expected[language]!.step);
      // the trace's fact carries them, as a met rule's does
      const { run } = evaluateRun(s, input, { details: true });
      const j = run.explained("trace").toResult().results.findIndex((r) => r.id === "A");
      // (since ademe40, FINDINGS39 6: the average with its formula's values and its rounding, in place of the unrounded input by its text)
      expect(run.traceAt(j).steps.find((x) => x.kind === "rule")).toMatchObject({
        met: false,
        values: [{ name: "the average grade", value: { kind: "number", value: "4.4" }, formula: { parts: ["(", { kind: "number", value: "4.0" }, " + ", { kind: "number", value: "4.7" }, ") / ", { kind: "number", value: "2" }], value: { kind: "number", value: "4.35" }, rounding: { places: 1, mode: "half_up" } } }],
      });
    });
  }
});
