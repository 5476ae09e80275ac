// The words of a row after an open tie that stops a stage that is not the last (docs/language.md
// §14.7; mendstage31, the reviewer's M3 of round 31). C 2000.00 and D 1000.00 tie unbroken in
// 'First' (1500.00, `at boundary stop`): C first, C does not fit and the stage stops; D first, D is
// funded and C does not fit. Either way the stage stops at a member of the tie, at no one
// application: E after it is told that the stage stopped — not the allocation — and, where no later
// stage considers it, so; never the allocation's stop with "(not considered again: …)" after it.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const scheme = (when: string, unfunded: string, language: string, boundary = "stop") =>
  compile(`${preamble("Stop", language)}call { budget: money(EUR) }
application { id: text unique  region: enum { a, b }  q: integer in 0..10  asked: money(EUR) }
criterion quality "Quality" per art1: q
maximum points 10 per art1
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${boundary} per art1
  stage first "First" per art1${when} {
    budget 1500.00 EUR
    unfunded ${unfunded}
  }
  stage second "Second" per art1 {
    budget left
  }
}
`);
type App = { id: string; region: string; q: number; asked: string };
const run = (when: string, unfunded: string, language: string, applications: App[], boundary?: string): SelectionResult =>
  evaluate(scheme(when, unfunded, language, boundary), { call: { budget: "5000.00" }, applications }, { explain: true }).result;
const allocation = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.explanation.filter((e) => e.step === "allocation").map((e) => e.text);

describe("M3: after an open tie that stops a stage", () => {
  it("stay out, a `when` on 'First' (repro m4): E is told the stage stopped and no later stage considers it, in five languages", () => {
    const apps = [
      { id: "C", region: "b", q: 9, asked: "2000.00" },
      { id: "D", region: "b", q: 9, asked: "1000.00" },
      { id: "E", region: "b", q: 7, asked: "3000.00" },
    ];
    const words = (l: string) => {
      const r = run(" when region = b", "stay out", l, apps);
      expect(r.results.find((x) => x.id === "E")!.status).toBe("not_funded");
      return allocation(r, "E").at(-1);
    };
    expect(words("en")).toBe("Not funded (3000.00 EUR asked): in stage 'First': this stage stopped at an earlier application that did not fit; no later stage considers it (remaining before: at most 1500.00 EUR, whichever order the tie takes).");
    expect(words("nl")).toBe("Niet verleend (3.000,00 EUR gevraagd): in fase ‘First’: deze fase is gestopt bij een eerdere aanvraag die niet paste; geen volgende fase neemt haar in behandeling (resterend vóór deze aanvraag: ten hoogste 1.500,00 EUR, in welke volgorde de gelijke stand ook valt).");
    expect(words("pl")).toBe("Nie przyznano dofinansowania (wnioskowano o 3000,00 EUR): na etapie „First”: ten etap zakończył się na wcześniejszym wniosku, który nie zmieścił się w budżecie; żaden kolejny etap go nie rozpatruje (środki pozostałe przed tym wnioskiem: najwyżej 1500,00 EUR, bez względu na kolejność wniosków o równej pozycji).");
    expect(words("de")).toBe("Nicht bewilligt (beantragt: 3.000,00 EUR): in der Stufe „First“: diese Stufe endete bei einem früheren Antrag, der nicht passte; keine spätere Stufe berücksichtigt ihn (verbleibend vor diesem Antrag: höchstens 1.500,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).");
    expect(words("es")).toBe("No concedida (importe solicitado: 3.000,00 EUR): en la fase «First»: esta fase terminó en una solicitud anterior que no cabía; ninguna fase posterior la considera (restante antes de esta solicitud: como máximo 1.500,00 EUR, cualquiera que sea el orden del empate).");
  });
  it("go on (repro m2 + m3): E is told in 'First' that the stage stopped and the later stages go on, in five languages", () => {
    const apps = [
      { id: "C", region: "b", q: 9, asked: "2000.00" },
      { id: "D", region: "a", q: 9, asked: "1000.00" },
      { id: "E", region: "a", q: 7, asked: "3000.00" },
    ];
    const words = (l: string) => allocation(run("", "go on", l, apps), "E")[0];
    expect(words("en")).toBe("In stage 'First': this stage stopped at an earlier application that did not fit; the later stages go on (remaining before: at most 1500.00 EUR, whichever order the tie takes).");
    expect(words("nl")).toBe("In fase ‘First’: deze fase is gestopt bij een eerdere aanvraag die niet paste; de volgende fasen gaan door (resterend vóór deze aanvraag: ten hoogste 1.500,00 EUR, in welke volgorde de gelijke stand ook valt).");
    expect(words("pl")).toBe("Na etapie „First”: ten etap zakończył się na wcześniejszym wniosku, który nie zmieścił się w budżecie; kolejne etapy trwają dalej (środki pozostałe przed tym wnioskiem: najwyżej 1500,00 EUR, bez względu na kolejność wniosków o równej pozycji).");
    expect(words("de")).toBe("In der Stufe „First“: diese Stufe endete bei einem früheren Antrag, der nicht passte; die späteren Stufen gehen weiter (verbleibend vor diesem Antrag: höchstens 1.500,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).");
    expect(words("es")).toBe("En la fase «First»: esta fase terminó en una solicitud anterior que no cabía; las fases posteriores continúan (restante antes de esta solicitud: como máximo 1.500,00 EUR, cualquiera que sea el orden del empate).");
  });
  it("partial at least 1000.00 EUR, else stop (repro O1/m1): C first, C is given 1500.00 in part; D first, 500.00 is below the minimum at C; E is told the stage stopped", () => {
    const apps = [
      { id: "C", region: "b", q: 9, asked: "2000.00" },
      { id: "D", region: "a", q: 9, asked: "1000.00" },
      { id: "E", region: "a", q: 7, asked: "3000.00" },
    ];
    expect(allocation(run("", "go on", "en", apps, "partial at least 1000.00 EUR, else stop"), "E")[0]).toBe("In stage 'First': this stage stopped at an earlier application that did not fit; the later stages go on (remaining before: at most 500.00 EUR, whichever order the tie takes).");
  });
});
