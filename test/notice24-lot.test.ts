// The lot's line: where a tie the chain broke straddles the budget, the position says which step
// of the chain placed the application in it (the lot, or an earlier key) and cites that step's
// source (engine/rankingSteps.ts orderingStep; the position fact's `orderedBy`).
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, type CompiledScheme } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

// notice23's left item 4: where a tie the chain broke straddles the budget, the position said
// "so the tie-break chain ordered them" without the step: now the step that placed the
// application in the tie (an earlier key, or the last), cited by the position
describe("the lot's line: the chain's step that ordered a straddling tie", () => {
  const tied = (language: string): CompiledScheme =>
    compile(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "Applications are ranked by their points."
source art4 = a article 4 "Where applications with equal points exceed the budget, the one received first goes first."
source art5 = a article 5 "Among those received on the same day, the lower file number goes first."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  quality: integer in 0..10  received: date }
criterion q "Quality" per art1: weight 1 × quality
ranking per art1 {
  by total highest first
  tiebreak at boundary per art4 {
    by received earliest first per art4
    by id lowest first per art5
  }
}
allocation per art1 { budget call.budget  amount asked  at boundary stop per art1 }
`);
  // A alone at 9 points (6000 of 10000); B, C, D at 7 points ask 9000 together with 4000 left: the tie straddles
  const input = {
    call: { budget: "10000.00" },
    applications: [
      { id: "A", asked: "6000.00", quality: 9, received: "2026-03-01" },
      { id: "D", asked: "3000.00", quality: 7, received: "2026-03-02" },
      { id: "C", asked: "3000.00", quality: 7, received: "2026-03-02" },
      { id: "B", asked: "3000.00", quality: 7, received: "2026-03-01" },
    ],
  };
  const positionOf = (s: CompiledScheme, id: string) => evaluate(s, input).result.results.find((x) => x.id === id)!.explanation.find((x) => x.step === "ranking")!;
  it("en: the key before the last, or the last, decided; the position cites it", () => {
    const s = tied("en");
    const c = positionOf(s, "C");
    expect(c.text).toBe("Position 3 (total points: 7). It was tied on the ranking with others; the budget falls inside their tie (4000.00 EUR left before them, 9000.00 EUR asked together), so the tie-break chain ordered them, decided by received (earliest first).");
    expect(c.source).toBe("art4");
    const d = positionOf(s, "D");
    expect(d.text).toBe("Position 4 (total points: 7). It was tied on the ranking with others; the budget falls inside their tie (4000.00 EUR left before them, 9000.00 EUR asked together), so the tie-break chain ordered them, decided by id (lowest first).");
    expect(d.source).toBe("art5");
    // the trace's fact carries the step as a comparison names it
    const { run } = evaluateRun(s, input, { details: true });
    const j = run.explained("trace").toResult().results.findIndex((r) => r.id === "D");
    expect(run.traceAt(j).steps.find((x) => x.kind === "position")).toMatchObject({ orderedBy: { by: "id (lowest first)", lottery: false } });
  });
  it("nl and pl: the same step in the catalogue's words", () => {
    expect(positionOf(tied("nl"), "D").text).toBe("Plaats 4 in de rangschikking (totaal aantal punten: 7). Zij stond in de rangschikking gelijk met andere aanvragen; het subsidieplafond valt binnen die gelijke stand (vóór hen resteerde 4.000,00 EUR, samen gevraagd 9.000,00 EUR), dus de aanvullende criteria bepaalden de volgorde, beslist door id (laagste eerst).");
    expect(positionOf(tied("pl"), "D").text).toBe("Miejsce na liście: 4 (suma punktów: 7). Wniosek miał w rankingu tę samą pozycję co inne; granica budżetu przebiega przez tę grupę (przed nimi pozostało 4000,00 EUR, łącznie wnioskują o 9000,00 EUR), dlatego o kolejności rozstrzygnęły dalsze kryteria; rozstrzygnęło kryterium: id (od najniższej).");
  });
});

