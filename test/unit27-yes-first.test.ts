// drafter26's words left: where a tie the budget falls inside was ordered by a yes/no step of the
// tie-break chain, the position's sentence named the step in the scheme's words, "decided by
// veteran (true first)", while the comparison beside it said "(yes first)" (en.ts byYesNo). The
// other languages said it in their own words already; asserted whole in all four. words28: an
// allocation of places says its last place falls inside the tie, and counts the places (the
// position fact's `places`): Dutch said "het subsidieplafond", German "die Grenze der Fördermittel".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const text = readFileSync(join(__dirname, "unit27/yes-first.allot"), "utf8");
const input = JSON.parse(readFileSync(join(__dirname, "unit27/yes-first.json"), "utf8"));
const position = (language: string): string => {
  const s = load(analyze(text.replace("  language en\n", `  language ${language}\n`)));
  return evaluate(s, input).result.results.find((r) => r.id === "C")!.explanation.find((e) => e.step === "ranking")!.text;
};

describe("a straddling tie ordered by a yes/no step names it in its values' words", () => {
  it("en: (yes first), as the comparison says", () => {
    expect(position("en")).toBe("Position 2 (score: 7). It was tied on the ranking with others; the last place falls inside their tie (1 place left before them, 2 places asked together), so the tie-break chain ordered them, decided by veteran (yes first).");
  });
  it("nl, pl, de: the last place and the places counted, not a subsidy's ceiling (words28; each failed before)", () => {
    expect(position("nl")).toBe("Plaats 2 in de rangschikking (score: 7). Zij stond in de rangschikking gelijk met andere aanvragen; de laatste plaats valt binnen die gelijke stand (vóór hen resteerde 1 plaats, samen gevraagd 2 plaatsen), dus de aanvullende criteria bepaalden de volgorde, beslist door veteran (vervuld eerst).");
    expect(position("pl")).toBe("Miejsce na liście: 2 („score”: 7). Wniosek miał w rankingu tę samą pozycję co inne; granica dostępnych miejsc przebiega przez tę grupę (przed nimi pozostało 1 miejsce, łącznie wnioskują o 2 miejsca), dlatego o kolejności rozstrzygnęły dalsze kryteria; rozstrzygnęło kryterium: veteran (najpierw spełniające).");
    expect(position("de")).toBe("Rang 2 in der Rangfolge („score“: 7). Der Antrag lag in der Rangfolge mit anderen gleichauf; der letzte Platz liegt innerhalb dieses Gleichstands (vor ihnen verbleibend 1 Platz, zusammen beantragt 2 Plätze), daher haben die nachrangigen Kriterien die Reihenfolge bestimmt; ausschlaggebend war veteran (erfüllt zuerst).");
  });
});
