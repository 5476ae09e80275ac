// `admit closest to` admits at least the first place (docs/language.md §14.10, "As close as
// possible"; mendstage31, the reviewer's L1 of round 31): "as close as possible to X" presumes a
// shortlist, so where nothing admitted would be nearer the target than the first place (target
// 40.00, every ask 100.00) the first place is admitted, a tie at it whole; a target of 0 or less
// still admits nobody. The rows after the place past the cut are told that place's ids, whose sum
// the figure is, not "the next in ranking order" as if it were their own.
import { describe, expect, it } from "vitest";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const head = (language?: string) => `${preamble("Closest", language)}call { volume: money(EUR)  target: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { unresolved per art1 } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage shortlist "Shortlist" per art1 {
    admit closest to call.target
  }
  stage award "Award" per art1 {
    budget left
  }
}
`;
const app = (id: string, points: number, asked: string) => ({ id, points, asked });
const call = (target: string) => ({ volume: "10000.00", target });
const admitted = (r: ReturnType<typeof run>) => r.results.filter((x) => x.stage === "award").map((x) => x.id).sort();
const reason = (r: ReturnType<typeof run>, id: string) => row(r, id).reasons.map((x) => x.message);

describe("L1: admit closest to admits the first place", () => {
  it("target 40.00, A and B ask 100.00 each (repro L1/cl): A is admitted and funded, B told the requests already reach the target", () => {
    const r = run(head(), { call: call("40.00"), applications: [app("A", 9, "100.00"), app("B", 8, "100.00")] });
    expect(admitted(r)).toEqual(["A"]);
    expect(row(r, "A").status).toBe("funded");
    expect(reason(r, "B")).toEqual(["in stage 'Shortlist': not admitted to the next stage: the requests admitted before it already reach 40.00 EUR (call.target)"]);
    expect(r.totals["main"]!.stages!["shortlist"]!.admitted).toBe(1);
  });
  it("a tie at the first place is admitted whole", () => {
    const r = run(head(), { call: call("40.00"), applications: [app("A", 9, "100.00"), app("B", 9, "100.00"), app("C", 8, "100.00")] });
    expect(admitted(r)).toEqual(["A", "B"]);
  });
  it("a target of 0 admits nobody", () => {
    const r = run(head(), { call: call("0.00"), applications: [app("A", 9, "100.00"), app("B", 8, "100.00")] });
    expect(admitted(r)).toEqual([]);
  });
});

describe("L1: the rows after the place past the cut are told whose sum the figure is", () => {
  // A 100, B 100, C 150, D 100, E 100: sums 100, 200, 350, 450, 550; target 260: 200 is 60 from it, 350 is 90
  const apps = [app("A", 9, "100.00"), app("B", 8, "100.00"), app("C", 7, "150.00"), app("D", 6, "100.00"), app("E", 5, "100.00")];
  it("C, the next place, is told the sum with it; D and E are told it is C's, in five languages", () => {
    const words = (language?: string) => {
      const r = run(head(language), { call: call("260.00"), applications: apps });
      expect(admitted(r)).toEqual(["A", "B"]);
      return ["C", "D", "E"].map((id) => reason(r, id)[0]);
    };
    expect(words()).toEqual([
      "in stage 'Shortlist': not admitted to the next stage: the requests admitted before it, 200.00 EUR, are closer to 260.00 EUR (call.target) than 350.00 EUR, with the next in ranking order, would be",
      "in stage 'Shortlist': not admitted to the next stage: the requests admitted before it, 200.00 EUR, are closer to 260.00 EUR (call.target) than 350.00 EUR, with the next in ranking order (C), would be",
      "in stage 'Shortlist': not admitted to the next stage: the requests admitted before it, 200.00 EUR, are closer to 260.00 EUR (call.target) than 350.00 EUR, with the next in ranking order (C), would be",
    ]);
    expect(words("nl")).toEqual([
      "in fase ‘Shortlist’: niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen, samen 200,00 EUR, liggen dichter bij 260,00 EUR (call.target) dan 350,00 EUR met de volgende in de rangschikking erbij",
      "in fase ‘Shortlist’: niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen, samen 200,00 EUR, liggen dichter bij 260,00 EUR (call.target) dan 350,00 EUR met de volgende in de rangschikking (C) erbij",
      "in fase ‘Shortlist’: niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen, samen 200,00 EUR, liggen dichter bij 260,00 EUR (call.target) dan 350,00 EUR met de volgende in de rangschikking (C) erbij",
    ]);
    expect(words("pl")).toEqual([
      "na etapie „Shortlist”: niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim, łącznie 200,00 EUR, są bliżej kwoty 260,00 EUR (call.target) niż 350,00 EUR z kolejnym wnioskiem w rankingu",
      "na etapie „Shortlist”: niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim, łącznie 200,00 EUR, są bliżej kwoty 260,00 EUR (call.target) niż 350,00 EUR z kolejnym wnioskiem w rankingu (C)",
      "na etapie „Shortlist”: niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim, łącznie 200,00 EUR, są bliżej kwoty 260,00 EUR (call.target) niż 350,00 EUR z kolejnym wnioskiem w rankingu (C)",
    ]);
    expect(words("de")).toEqual([
      "in der Stufe „Shortlist“: nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge, zusammen 200,00 EUR, liegen näher an 260,00 EUR (call.target) als 350,00 EUR mit dem nächsten Antrag der Rangfolge",
      "in der Stufe „Shortlist“: nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge, zusammen 200,00 EUR, liegen näher an 260,00 EUR (call.target) als 350,00 EUR mit dem nächsten Antrag der Rangfolge (C)",
      "in der Stufe „Shortlist“: nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge, zusammen 200,00 EUR, liegen näher an 260,00 EUR (call.target) als 350,00 EUR mit dem nächsten Antrag der Rangfolge (C)",
    ]);
    expect(words("es")).toEqual([
      "en la fase «Shortlist»: no admitida a la fase siguiente: las solicitudes admitidas antes, en total 200,00 EUR, están más cerca de 260,00 EUR (call.target) que 350,00 EUR con la siguiente de la clasificación",
      "en la fase «Shortlist»: no admitida a la fase siguiente: las solicitudes admitidas antes, en total 200,00 EUR, están más cerca de 260,00 EUR (call.target) que 350,00 EUR con la siguiente de la clasificación (C)",
      "en la fase «Shortlist»: no admitida a la fase siguiente: las solicitudes admitidas antes, en total 200,00 EUR, están más cerca de 260,00 EUR (call.target) que 350,00 EUR con la siguiente de la clasificación (C)",
    ]);
  });
});
