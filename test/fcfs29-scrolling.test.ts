// First come with a reserve list (docs/language.md §14.13; fcfs29, drafter28 finding 3): "the
// applications after the end of the list remain on it, in their order, and are admitted by
// scrolling" (INAIL ISI art. 11(5)). With `reserve all` every application received after the
// ceiling is assessed and the eligible ones are kept on the list in the order of receipt; with
// `reserve N` the applications are assessed until the list's N-th place is taken, and those
// received after it are not assessed, as after a ceiling without a list.
import { describe, expect, it } from "vitest";
import { LANGS, resultOf, runScheme } from "./support/scheme.js";
import { firstComeScheme, receivedInTurn, ROWS } from "./support/firstComeRows.js";

// budget 100: A 60 funded (40 left); B 50 does not fit: the ceiling, the walk stops; C (ineligible),
// D 20, E 10, F (ineligible), G 5 received after it, in that order
const input = receivedInTurn("100.00", ROWS);

function outcomes(reserve: string, boundary = "stop") {
  const r = runScheme(firstComeScheme(boundary, reserve), input);
  return (id: string) => {
    const x = resultOf(r, id);
    return { status: x.status, place: x.reservePlace, reasons: x.reasons.map((y) => y.message) };
  };
}

const STOPPED = "not assessed: the allocation stopped before it was received (at B, received 2024-05-30 10:00:01, which did not fit in the remaining budget)";

describe("first come with a reserve list keeps what came after the ceiling on it", () => {
  it("without a list: everything after the ceiling is not assessed (as before)", () => {
    const x = outcomes("");
    expect(x("B")).toMatchObject({ status: "not_funded" });
    for (const id of ["C", "D", "E", "F", "G"]) expect(x(id)).toEqual({ status: "not_funded", place: undefined, reasons: [STOPPED] });
  });

  it("reserve all: every later application is assessed; the eligible ones are on the list in the order of receipt", () => {
    const x = outcomes("reserve all");
    expect(x("B")).toEqual({ status: "reserve", place: 1, reasons: ["the 50.00 EUR asked does not fit in the 40.00 EUR left of the budget; allocation stops here", "placed on the reserve list, at place 1"] });
    expect(x("C")).toMatchObject({ status: "ineligible", place: undefined });
    // D would fit in the 40 left, but the list ended at B (stop): it waits for scrolling
    expect(x("D")).toEqual({ status: "reserve", place: 2, reasons: ["the allocation stopped at B, which did not fit in the remaining budget", "placed on the reserve list, at place 2"] });
    expect(x("E")).toMatchObject({ status: "reserve", place: 3 });
    expect(x("F")).toMatchObject({ status: "ineligible", place: undefined });
    expect(x("G")).toMatchObject({ status: "reserve", place: 4 });
  });

  it("reserve 2: assessed until the list's last place is taken (D); after it, not assessed", () => {
    const x = outcomes("reserve 2");
    expect(x("B")).toMatchObject({ status: "reserve", place: 1 });
    expect(x("C")).toMatchObject({ status: "ineligible" });
    expect(x("D")).toMatchObject({ status: "reserve", place: 2 });
    // the list was full at D, after the ceiling B: the words name D, its last place (mendres29;
    // they named the stop at B, which C and D came after too and were assessed)
    const full = "not assessed: the reserve list was full (its last place taken by D, received 2024-05-30 10:00:03)";
    for (const id of ["E", "F", "G"]) expect(x(id)).toEqual({ status: "not_funded", place: undefined, reasons: [full] });
  });

  it("reserve 1: the list is full at the ceiling itself; everything after it is not assessed", () => {
    const x = outcomes("reserve 1");
    expect(x("B")).toMatchObject({ status: "reserve", place: 1 });
    for (const id of ["C", "D", "E", "F", "G"]) expect(x(id)).toEqual({ status: "not_funded", place: undefined, reasons: [STOPPED] });
  });

  it("reserve 9, more places than applications: nothing is left unassessed", () => {
    const x = outcomes("reserve 9");
    expect([x("D").place, x("E").place, x("G").place]).toEqual([2, 3, 4]);
    expect(x("F").status).toBe("ineligible");
  });

  it("under partial the ceiling is funded in part; the later applications wait on the list", () => {
    // B granted the 40 left in part: the budget is used up; C… after it
    const x = outcomes("reserve all", "partial");
    expect(x("B")).toMatchObject({ status: "partially_funded" });
    expect([x("D").status, x("D").place, x("E").place, x("G").place]).toEqual(["reserve", 1, 2, 3]);
    expect(x("C").status).toBe("ineligible");
  });

  it("the explanation of a place after the ceiling, in four languages, whole", () => {
    const steps = (l: string) => resultOf(runScheme(firstComeScheme("stop", "reserve all", l), input), "D").explanation.filter((x) => x.step === "allocation").map((x) => x.text);
    expect(Object.fromEntries(LANGS.map((l) => [l, steps(l)]))).toEqual({
      en: ["Not funded (20.00 EUR asked): the allocation stopped at B, which did not fit in the remaining budget (left when the allocation stopped: 40.00 EUR).", "Placed on the reserve list, at place 2."],
      pl: ["Nie przyznano dofinansowania (wnioskowano o 20,00 EUR): przydział zakończył się na wniosku B, który nie zmieścił się w pozostałych środkach (środki pozostałe w chwili zakończenia przydziału: 40,00 EUR).", "Wniosek umieszczono na liście rezerwowej, na miejscu 2."],
      nl: ["Niet verleend (20,00 EUR gevraagd): de verdeling is gestopt bij B, die niet binnen het resterende subsidieplafond paste (resterend toen de verdeling stopte: 40,00 EUR).", "Op de reservelijst geplaatst, op plaats 2."],
      de: ["Nicht bewilligt (beantragt: 20,00 EUR): die Verteilung endete bei B, der nicht in die verbleibenden Fördermittel passte (verbleibend bei Ende der Verteilung: 40,00 EUR).", "Auf die Nachrückerliste gesetzt, auf Platz 2."],
    });
  });
});
