// A tie that fits whole (allocate.ts `wholeGroup`) told each member what was left before the tie,
// unmarked: budget 100, B 10 and C 20 tied, both funded — B first leaves C 90, C first leaves B 80,
// yet both were told "remaining before: 100.00 EUR", as if each came first. A funded member of a
// tie walked in every order is told the most any order leaves it, marked (fix29); the whole tie
// now says the same (words30, the brief's item 5, §25's last bullet), in en, nl, pl, de and es.
import { describe, expect, it } from "vitest";
import { evaluateRun } from "@allot/runtime";
import { compiled, resultOf as row, unresolvedTie } from "./support/scheme";

const input = { call: { budget: "100.00" }, applications: [{ id: "A", pts: 9, asked: "50.00" }, { id: "B", pts: 5, asked: "10.00" }, { id: "C", pts: 5, asked: "20.00" }, { id: "D", pts: 1, asked: "5.00" }] };
const steps = (lang: string) => {
  const { run } = evaluateRun(compiled(unresolvedTie("M", lang)), input);
  const result = run.explained("trace").toResult();
  return ["B", "C", "D"].map((id) => {
    const r = row(result, id);
    const fact = run.traceAt(result.results.indexOf(r))!.steps.at(-1) as { remainingBefore: { value: string }; remainingAtMost?: true };
    return `${r.status} ${fact.remainingBefore.value} ${fact.remainingAtMost ?? "-"} | ${r.explanation.at(-1)!.text}`;
  });
};

describe("the members of a tie that fits whole are told the most any order leaves them, marked", () => {
  it("en, nl, pl, de, es: B and C at most 50.00, D after them 20.00 plainly", () => {
    expect(steps("en")).toEqual([
      "funded 50.00 true | Funded 10.00 EUR: fits in the remaining budget (remaining before: at most 50.00 EUR, whichever order the tie takes).",
      "funded 50.00 true | Funded 20.00 EUR: fits in the remaining budget (remaining before: at most 50.00 EUR, whichever order the tie takes).",
      "funded 20.00 - | Funded 5.00 EUR: fits in the remaining budget (remaining before: 20.00 EUR).",
    ]);
    expect(steps("nl")).toEqual([
      "funded 50.00 true | Verleend: 10,00 EUR: past binnen het resterende subsidieplafond (resterend vóór deze aanvraag: ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt).",
      "funded 50.00 true | Verleend: 20,00 EUR: past binnen het resterende subsidieplafond (resterend vóór deze aanvraag: ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt).",
      "funded 20.00 - | Verleend: 5,00 EUR: past binnen het resterende subsidieplafond (resterend vóór deze aanvraag: 20,00 EUR).",
    ]);
    expect(steps("pl")).toEqual([
      "funded 50.00 true | Przyznano 10,00 EUR: mieści się w pozostałych środkach (środki pozostałe przed tym wnioskiem: najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
      "funded 50.00 true | Przyznano 20,00 EUR: mieści się w pozostałych środkach (środki pozostałe przed tym wnioskiem: najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
      "funded 20.00 - | Przyznano 5,00 EUR: mieści się w pozostałych środkach (środki pozostałe przed tym wnioskiem: 20,00 EUR).",
    ]);
    expect(steps("de")).toEqual([
      "funded 50.00 true | 10,00 EUR bewilligt: passt in die verbleibenden Fördermittel (verbleibend vor diesem Antrag: höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).",
      "funded 50.00 true | 20,00 EUR bewilligt: passt in die verbleibenden Fördermittel (verbleibend vor diesem Antrag: höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).",
      "funded 20.00 - | 5,00 EUR bewilligt: passt in die verbleibenden Fördermittel (verbleibend vor diesem Antrag: 20,00 EUR).",
    ]);
    expect(steps("es")).toEqual([
      "funded 50.00 true | Concedida por importe de 10,00 EUR: cabe en el crédito restante (restante antes de esta solicitud: como máximo 50,00 EUR, cualquiera que sea el orden del empate).",
      "funded 50.00 true | Concedida por importe de 20,00 EUR: cabe en el crédito restante (restante antes de esta solicitud: como máximo 50,00 EUR, cualquiera que sea el orden del empate).",
      "funded 20.00 - | Concedida por importe de 5,00 EUR: cabe en el crédito restante (restante antes de esta solicitud: 20,00 EUR).",
    ]);
  });
});
