// An open tie's member told what the orders give it (review32's T1 on tieorder32's work; docs/language.md
// §14.3, §14.7). Worked by hand: budget 2,000; stage 'First' (region n, budget 100.00, partial, `unfunded go
// on`), then 'Second' (`budget left`, skip). A 200, B 600, C 400 tie on 2 points. Whichever of them the order
// puts first gets the 100.00 of 'First' in part; the other two go on to 'Second' (1,900 left) and are
// funded in full there (600 + 400 = 1,000 at most). So B gets 100.00 in part in 'First' where the order is in
// its favour and 600.00 in 'Second' where it is not: it is told "at most 600.00 EUR, depending on the order
// the tie takes", not "if the tie were decided in its favour", and no "Decided in stage 1" line (its stage
// depends on the order).
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const scheme = (language: string) =>
  compile(`${preamble("T1", language)}call { budget: money(EUR)  b1: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: enum { n, s } }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  stage first "First" per art1 when region = n {
    budget call.b1
    at boundary partial per art1
    unfunded go on per art1
  }
  stage second "Second" per art1 {
    budget left
    at boundary skip per art1
  }
}
`);
const input = { call: { budget: "2000.00", b1: "100.00" }, applications: [
  { id: "A", asked: "200.00", points: 2, region: "n" }, { id: "B", asked: "600.00", points: 2, region: "n" }, { id: "C", asked: "400.00", points: 2, region: "n" }] };
const words: Record<string, string> = {
  en: "it would receive at most 600.00 EUR, depending on the order the tie takes.",
  nl: "de aanvraag zou ten hoogste 600,00 EUR ontvangen, afhankelijk van de volgorde die de gelijke stand krijgt.",
  pl: "wniosek otrzymałby najwyżej 600,00 EUR, zależnie od kolejności, jaką przyjmie równa pozycja.",
  de: "der Antrag erhielte höchstens 600,00 EUR, je nachdem, welche Reihenfolge der Gleichstand nimmt.",
  es: "recibiría como máximo 600,00 EUR, según el orden que tome el empate.",
  fr: "elle recevrait au plus 600,00 EUR, selon l'ordre que prend l'égalité.",
};

describe("an open tie's member told the most the orders give it (T1)", () => {
  for (const [language, said] of Object.entries(words)) {
    it(`B: at most 600.00, no stage line (${language})`, () => {
      const r = evaluate(scheme(language), input, { explain: true }).result;
      const b = r.results.find((x) => x.id === "B")!;
      expect([b.status, b.contingentAmount]).toEqual(["indeterminate", "600.00"]);
      const steps = b.explanation.filter((e) => e.step === "allocation").map((e) => e.text);
      const text = steps.join(" ");
      expect(text.replace(/\u00a0/g, " ").replace(/€/g, "EUR")).toContain(said);
      // the allocation line alone: no "Decided in stage 1 of 2, 'First'" before it
      expect(steps).toHaveLength(1);
      if (language === "en") expect(text).not.toContain("Decided in stage");
    });
  }

  it("the trace's allocation fact: contingent 600.00, contingentAtMost; A and C likewise (200.00, 400.00)", () => {
    const { run } = evaluateRun(scheme("en"), input);
    const facts = [0, 1, 2].map((j) => run.traceAt(j)!.steps.map((s) => s as { kind?: string; contingent?: { value: string }; contingentAtMost?: true }).find((s) => s.kind === "allocation")!);
    expect(facts.map((f) => [f.contingent?.value, f.contingentAtMost])).toEqual([["200.00", true], ["600.00", true], ["400.00", true]]);
  });
});
