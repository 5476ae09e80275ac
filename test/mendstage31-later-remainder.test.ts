// What was left before an application of a later stage that a tie left open in an earlier one
// decides differently per order (docs/language.md §14.7; mendstage31, the reviewer's O2 of round
// 31): the most any order leaves it in that stage, "at most … whichever order the tie takes" —
// not the earlier stage's remainder. Each case worked by hand below.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const head = (language: string) => `${preamble("Later", language)}call { budget: money(EUR) }
application { id: text unique  q: integer in 0..10  r: integer in 0..10  asked: money(EUR) }
criterion quality "Quality" per art1: q
maximum points 10 per art1
ranking per art1 { by total highest first per art1 }
`;
type App = { id: string; q: number; r: number; asked: string };
const run = (allocation: string, language: string, budget: string, applications: App[]): SelectionResult =>
  evaluate(compile(head(language) + allocation), { call: { budget }, applications }, { explain: true }).result;
const last = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.explanation.filter((e) => e.step === "allocation").map((e) => e.text).at(-1);
const brief = (r: SelectionResult, id: string) => { const x = r.results.find((y) => y.id === id)!; return `${x.status}:${x.amount}:${x.contingentAmount ?? "-"}`; };

// t6: 'First' 100.00 under skip, A and B (9 points, 100.00 each) tied unbroken, unfunded go on;
// 'Second' what is left (150.00), threshold r >= 5 (A r 3, B r 7). A first: A funded in 'First', B
// funded in 'Second' (50.00 left), D does not fit. B first: B funded in 'First', A below the
// threshold, D funded with 150.00 left. D: 50.00 or 150.00 before it in 'Second'.
const t6 = `allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip
  stage first "First" per art1 {
    budget 100.00 EUR
    unfunded go on
  }
  stage second "Second" per art1 {
    budget left
    threshold r >= 5 per art1
  }
}
`;
const t6apps: App[] = [
  { id: "A", q: 9, r: 3, asked: "100.00" },
  { id: "B", q: 9, r: 7, asked: "100.00" },
  { id: "C", q: 5, r: 2, asked: "100.00" },
  { id: "D", q: 4, r: 7, asked: "100.00" },
  { id: "E", q: 3, r: 7, asked: "100.00" },
];
// m1: 'First' 1500.00 under `partial at least 1000.00 EUR, else stop`, C 2000.00 and D 1000.00 tied,
// go on; 'Second' what is left of 5000.00. C first: C 1500.00 in part, 3500.00 left, D funded in
// 'Second', E 2500.00 before it. D first: D funded, 500.00 below the minimum, 4000.00 left, C
// funded in 'Second', E 2000.00 before it.
const m1 = `allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial at least 1000.00 EUR, else stop per art1
  stage first "First" per art1 {
    budget 1500.00 EUR
    unfunded go on
  }
  stage second "Second" per art1 {
    budget left
  }
}
`;
const m1apps: App[] = [
  { id: "C", q: 9, r: 7, asked: "2000.00" },
  { id: "D", q: 9, r: 3, asked: "1000.00" },
  { id: "E", q: 7, r: 7, asked: "3000.00" },
];

describe("O2: what was left before a later row the tie's orders decide differently", () => {
  it("t6: D is told at most 150.00 EUR in 'Second' (50.00 or 150.00), not 'First''s 0.00, in five languages; E, 50.00 in both, is told 50.00", () => {
    const d = (l: string) => {
      const r = run(t6, l, "250.00", t6apps);
      expect(brief(r, "D")).toBe("indeterminate:0.00:100.00");
      return last(r, "D");
    };
    expect(d("en")).toBe("Indeterminate (100.00 EUR asked): in stage 'Second': what the earlier stages left depends on a tie the law does not break (remaining before: at most 150.00 EUR, whichever order the tie takes); it would receive 100.00 EUR if the tie were decided in its favour.");
    expect(d("nl")).toBe("Onbeslist (100,00 EUR gevraagd): in fase ‘Second’: wat de eerdere fasen overlieten, hangt af van een gelijke stand die de regeling niet beslecht (resterend vóór deze aanvraag: ten hoogste 150,00 EUR, in welke volgorde de gelijke stand ook valt); de aanvraag zou 100,00 EUR ontvangen als de gelijke stand in haar voordeel werd beslecht.");
    expect(d("pl")).toBe("Wynik nierozstrzygnięty (wnioskowano o 100,00 EUR): na etapie „Second”: środki pozostawione przez wcześniejsze etapy zależą od równej pozycji, której przepisy nie rozstrzygają (środki pozostałe przed tym wnioskiem: najwyżej 150,00 EUR, bez względu na kolejność wniosków o równej pozycji); wniosek otrzymałby 100,00 EUR, gdyby równą pozycję rozstrzygnięto na jego korzyść.");
    expect(d("de")).toBe("Nicht entschieden (beantragt: 100,00 EUR): in der Stufe „Second“: was die früheren Stufen übrig ließen, hängt von einem Gleichstand ab, den die Richtlinie nicht auflöst (verbleibend vor diesem Antrag: höchstens 150,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt); der Antrag erhielte 100,00 EUR, wenn der Gleichstand zu seinen Gunsten entschieden würde.");
    expect(d("es")).toBe("Sin resolver (importe solicitado: 100,00 EUR): en la fase «Second»: lo que dejaron las fases anteriores depende de un empate que las bases no resuelven (restante antes de esta solicitud: como máximo 150,00 EUR, cualquiera que sea el orden del empate); recibiría 100,00 EUR si el empate se resolviera a su favor.");
    const r = run(t6, "en", "250.00", t6apps);
    expect(brief(r, "E")).toBe("not_funded:0.00:-");
    expect(last(r, "E")).toBe("Not funded (100.00 EUR asked): in stage 'Second': does not fit in the remaining budget; passed over (remaining before: 50.00 EUR).");
  });
  it("m1: E is told at most 2500.00 EUR in 'Second' (2500.00 or 2000.00), not 'First''s at most 500.00, in five languages", () => {
    const e = (l: string) => {
      const r = run(m1, l, "5000.00", m1apps);
      expect(brief(r, "E")).toBe("indeterminate:0.00:2500.00");
      return last(r, "E");
    };
    expect(e("en")).toBe("Indeterminate (3000.00 EUR asked): in stage 'Second': what the earlier stages left depends on a tie the law does not break (remaining before: at most 2500.00 EUR, whichever order the tie takes); it would receive 2500.00 EUR if the tie were decided in its favour.");
    expect(e("nl")).toBe("Onbeslist (3.000,00 EUR gevraagd): in fase ‘Second’: wat de eerdere fasen overlieten, hangt af van een gelijke stand die de regeling niet beslecht (resterend vóór deze aanvraag: ten hoogste 2.500,00 EUR, in welke volgorde de gelijke stand ook valt); de aanvraag zou 2.500,00 EUR ontvangen als de gelijke stand in haar voordeel werd beslecht.");
    expect(e("pl")).toBe("Wynik nierozstrzygnięty (wnioskowano o 3000,00 EUR): na etapie „Second”: środki pozostawione przez wcześniejsze etapy zależą od równej pozycji, której przepisy nie rozstrzygają (środki pozostałe przed tym wnioskiem: najwyżej 2500,00 EUR, bez względu na kolejność wniosków o równej pozycji); wniosek otrzymałby 2500,00 EUR, gdyby równą pozycję rozstrzygnięto na jego korzyść.");
    expect(e("de")).toBe("Nicht entschieden (beantragt: 3.000,00 EUR): in der Stufe „Second“: was die früheren Stufen übrig ließen, hängt von einem Gleichstand ab, den die Richtlinie nicht auflöst (verbleibend vor diesem Antrag: höchstens 2.500,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt); der Antrag erhielte 2.500,00 EUR, wenn der Gleichstand zu seinen Gunsten entschieden würde.");
    expect(e("es")).toBe("Sin resolver (importe solicitado: 3.000,00 EUR): en la fase «Second»: lo que dejaron las fases anteriores depende de un empate que las bases no resuelven (restante antes de esta solicitud: como máximo 2.500,00 EUR, cualquiera que sea el orden del empate); recibiría 2.500,00 EUR si el empate se resolviera a su favor.");
  });
});
