// mendres32: drafter32's findings 2–4 (test/drafted32-findings.test.ts) in every language a scheme
// is written in: schemes/drafted_graduatoria with `language` set to each, its titles kept.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resultOf as row, runScheme as run } from "./support/scheme";

const gDir = resolve(__dirname, "../schemes/drafted_graduatoria");
const grad = readFileSync(join(gDir, "graduatoria.allot"), "utf8");
const gInput = JSON.parse(readFileSync(join(gDir, "data/domande2027.json"), "utf8"));
const inLanguage = (l: string): string => grad.replace(/\n {2}language en\n/, `\n  language ${l}\n`);
const allocation = (l: string, id: string): string[] =>
  row(run(inLanguage(l), gInput), id)
    .explanation.filter((s: { step: string }) => s.step === "allocation")
    .map((s: { text: string }) => s.text);

// finding 2: A9 (8,000 asked) after the last stage stopped at the open tie of A7 and A8
describe("finding 2: what was left when the last stage stopped at an open tie", () => {
  const stopped: Record<string, string> = {
    en: "(left when the allocation stopped: 40000.00 EUR)",
    nl: "(resterend toen de verdeling stopte: ",
    pl: "(środki pozostałe w chwili zakończenia przydziału: ",
    de: "(verbleibend bei Ende der Verteilung: ",
    es: "(restante al terminar el reparto: ",
    fr: "(restant à la fin de l'attribution : ",
  };
  for (const [l, words] of Object.entries(stopped)) {
    it(l, () => {
      if (l !== "en") expect(inLanguage(l)).not.toBe(grad);
      expect(allocation(l, "A9").join("\n")).toContain(words);
    });
  }
});

// finding 3: G1, granted in the young farmers' reserve, and G3, stopped there: no language says
// the allocation's name ("the financial allocation") of the reserve's remainder; en and nl, which
// name the budget, keep their own word for the stage's
describe("finding 3: a reservation's remainder is not called by the budget's name", () => {
  const own: Record<string, string> = { en: "fits in the remaining budget (remaining before: 300000.00 EUR)", nl: "past binnen het resterende budget (resterend vóór deze aanvraag: 300.000,00 EUR)" };
  for (const l of ["en", "nl", "pl", "de", "es", "fr"]) {
    it(l, () => {
      const g1 = allocation(l, "G1");
      const g3 = allocation(l, "G3");
      // the line that says which stage decided gives the reservation's budget, "30 % of the financial allocation": the others do not name it
      expect(g1.at(-1)).toMatch(/^(Granted|Toegekend|Przyznano|120\.000,00 EUR zuerkannt|Concedida|Accordée)/);
      expect([g1.at(-1), g3[0]].join("\n")).not.toContain("financial allocation");
      if (own[l]) expect(g1.at(-1)).toContain(own[l]);
    });
  }
});
