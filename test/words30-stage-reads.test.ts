// A stage's budget that reads more than four call values (words30, the brief's item 2): words29's
// `callReads` kept the first four and dropped the rest silently, so a drafter or an applicant
// checking the sum could not. Every value the budget reads is said, in en, nl, pl, de and es, as the
// formula itself is written whole. Hand-worked: 10 + 20 + 30 + 40 + 50 = 150.00 EUR.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { preamble } from "./support/scheme.js";

const scheme = (language: string) => `${preamble("Five funds", language)}call { a: money(EUR)  b: money(EUR)  c: money(EUR)  d: money(EUR)  e: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 {
  budget 1000.00 EUR
  amount asked
  at boundary skip per art1
  stage all "All bids" per art1 {
    budget call.a + call.b + call.c + call.d + call.e
  }
}
`;
const input = { call: { a: "10.00", b: "20.00", c: "30.00", d: "40.00", e: "50.00" }, applications: [{ id: "A", points: 5, asked: "100.00" }] };
const stageLine = (language: string): string => {
  const r = evaluate(load(analyze(scheme(language))), input).result.results.find((x) => x.id === "A")!;
  return r.explanation.find((s) => s.text.includes("All bids"))!.text;
};

describe("a stage's budget says every call value it read, not the first four", () => {
  it("five values, in en, nl, pl, de and es", () => {
    const formula = "call.a + call.b + call.c + call.d + call.e";
    expect(stageLine("en")).toBe(`Decided in stage 1 of 1, 'All bids': it considers every ranked application; budget 150.00 EUR (${formula}; call.a: 10.00 EUR, call.b: 20.00 EUR, call.c: 30.00 EUR, call.d: 40.00 EUR, call.e: 50.00 EUR).`);
    expect(stageLine("nl")).toBe(`Beslist in fase 1 van 1, ‘All bids’: die neemt elke gerangschikte aanvraag; budget 150,00 EUR (${formula}; call.a: 10,00 EUR, call.b: 20,00 EUR, call.c: 30,00 EUR, call.d: 40,00 EUR, call.e: 50,00 EUR).`);
    expect(stageLine("pl")).toBe(`Rozstrzygnięto na etapie 1 z 1, „All bids”: obejmuje wszystkie wnioski z listy rankingowej; budżet 150,00 EUR (${formula}; call.a: 10,00 EUR, call.b: 20,00 EUR, call.c: 30,00 EUR, call.d: 40,00 EUR, call.e: 50,00 EUR).`);
    expect(stageLine("de")).toBe(`Entschieden in der Stufe 1 von 1, „All bids“: sie erfasst jeden Antrag der Rangfolge; Mittel 150,00 EUR (${formula}; call.a: 10,00 EUR, call.b: 20,00 EUR, call.c: 30,00 EUR, call.d: 40,00 EUR, call.e: 50,00 EUR).`);
    expect(stageLine("es")).toBe(`Decidida en la fase 1 de 1, «All bids»: considera todas las solicitudes de la prelación; crédito 150,00 EUR (${formula}; call.a: 10,00 EUR, call.b: 20,00 EUR, call.c: 30,00 EUR, call.d: 40,00 EUR, call.e: 50,00 EUR).`);
  });
});
