// What an applicant reads, nineteenth round (docs/performance.md, words19). Every sentence was
// worked by hand before the run.
import { describe, expect, it } from "vitest";
import { evaluateRun, traceAnswer, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { allocationScheme, explained } from "./support/allocation.js";
import type { Lang } from "./support/scheme.js";

const head = (lang: Lang): string => `scheme t "T" {\n  version "1"\n  language ${lang}\n}\nact law "L" {\n  identifier "L"\n}\nsource art1 = law article 1 """\n  X.\n  """\n`;
const last = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.at(-1)!.text;

describe("the reduction coefficient names the budget from the allocation's fact, in every language (drafter18 finding 6)", () => {
  const scheme = (lang: Lang, budget: string): string =>
    allocationScheme({
      head: head(lang),
      call: "budget: money(EUR)",
      fields: "points: integer in 0..3  asked: money(EUR)",
      budget,
      boundary: "skip per art1",
      body: "  pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated minimum 30 EUR then unallocated\n",
    });
  // budget 100.00; A1 asks 60.00, A2 50.00, A3 30.00: total 140.00, coefficient 100 / 140 =
  // 0.714285… → 0.7142; A1 60.00 × 0.7142 = 42.852 → 42.85; A3 30.00 × 0.7142 = 21.426 → 21.42,
  // below the minimum 30.00: refused
  const apps = { budget: "100.00" };
  const applications = [
    { id: "A1", points: 3, asked: "60.00" },
    { id: "A2", points: 2, asked: "50.00" },
    { id: "A3", points: 1, asked: "30.00" },
  ];
  const cases: readonly [Lang, string, string, string][] = [
    [
      "en",
      "the Fund",
      "Funded pro rata 42.85 EUR of the 60.00 EUR asked: pro rata: 60.00 EUR × the reduction coefficient 0.7142 (the Fund 100.00 EUR / total 140.00 EUR, rounded down to 0.0001), rounded down to 0.01 EUR.",
      "Not funded (30.00 EUR asked): pro rata: 30.00 EUR × the reduction coefficient 0.7142 (the Fund 100.00 EUR / total 140.00 EUR, rounded down to 0.0001), rounded down to 0.01 EUR, which is below the minimum grant of 30.00 EUR.",
    ],
    [
      "nl",
      "het Fonds",
      "Naar rato verleend: 42,85 EUR van de gevraagde 60,00 EUR: berekening naar rato: 60,00 EUR × de verdeelcoëfficiënt 0,7142 (het Fonds 100,00 EUR / totaal 140,00 EUR, naar beneden afgerond op 0,0001), naar beneden afgerond op 0,01 EUR.",
      "Niet verleend (30,00 EUR gevraagd): berekening naar rato: 30,00 EUR × de verdeelcoëfficiënt 0,7142 (het Fonds 100,00 EUR / totaal 140,00 EUR, naar beneden afgerond op 0,0001), naar beneden afgerond op 0,01 EUR, wat onder het minimumbedrag van 30,00 EUR ligt.",
    ],
    [
      "pl",
      "krajowy pułap",
      "Przyznano proporcjonalnie 42,85 EUR z wnioskowanych 60,00 EUR: wyliczenie: 60,00 EUR × współczynnik redukcji 0,7142 (krajowy pułap 100,00 EUR / suma 140,00 EUR, zaokrąglony w dół do 0,0001), zaokrąglone w dół do 0,01 EUR.",
      "Nie przyznano dofinansowania (wnioskowano o 30,00 EUR): wyliczenie: 30,00 EUR × współczynnik redukcji 0,7142 (krajowy pułap 100,00 EUR / suma 140,00 EUR, zaokrąglony w dół do 0,0001), zaokrąglone w dół do 0,01 EUR, czyli mniej niż minimalna kwota dofinansowania 30,00 EUR.",
    ],
    [
      "de",
      "die nationale Obergrenze",
      "Anteilig gekürzt bewilligt, 42,85 EUR der beantragten 60,00 EUR: anteilige Berechnung: 60,00 EUR × Kürzungsquote 0,7142 (die nationale Obergrenze 100,00 EUR / Summe 140,00 EUR, nach unten gerundet auf 0,0001), nach unten gerundet auf 0,01 EUR.",
      "Nicht bewilligt (beantragt: 30,00 EUR): anteilige Berechnung: 30,00 EUR × Kürzungsquote 0,7142 (die nationale Obergrenze 100,00 EUR / Summe 140,00 EUR, nach unten gerundet auf 0,0001), nach unten gerundet auf 0,01 EUR, und liegt damit unter dem Mindestbetrag von 30,00 EUR.",
    ],
  ];
  const allocationFact = (text: string, id: string): Record<string, unknown> => {
    const { run } = evaluateRun(compile(text), { call: apps, applications } as never, { details: true });
    return traceAnswer(run, id)!.trace.find((s) => s.kind === "allocation") as unknown as Record<string, unknown>;
  };
  for (const [lang, title, funded, refused] of cases)
    it(`${lang}: '${title}' in the share and in the refusal below the minimum`, () => {
      const r = explained(scheme(lang, `call.budget "${title}"`), apps, applications);
      expect(last(r, "A1")).toBe(funded);
      expect(last(r, "A3")).toBe(refused);
      // the fact carries the name: the trace's reader has it without parsing the text
      expect(allocationFact(scheme(lang, `call.budget "${title}"`), "A1").budgetTitle).toBe(title);
    });

  it("a budget without a name keeps each language's word, and its fact has none", () => {
    const words: Record<Lang, string> = { en: "(budget 100.00 EUR", nl: "(subsidieplafond 100,00 EUR", pl: "(budżet 100,00 EUR", de: "(Fördermittel 100,00 EUR" };
    for (const lang of ["en", "nl", "pl", "de"] as const) {
      const r = explained(scheme(lang, "call.budget"), apps, applications);
      expect(last(r, "A1")).toContain(words[lang]);
      expect("budgetTitle" in allocationFact(scheme(lang, "call.budget"), "A1")).toBe(false);
    }
  });

  it("the results' reasons keep the engine's record (bare amounts, no name)", () => {
    const r = explained(scheme("en", 'call.budget "the Fund"'), apps, applications);
    expect(r.results.find((x) => x.id === "A3")!.reasons.map((x) => x.message)).toEqual(["pro rata: 30 × 0.7142 (100 / 140, rounded down to 0.0001), rounded down to 0.01, which is below the minimum grant of 30"]);
  });
});
