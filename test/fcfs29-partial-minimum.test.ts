// The minimum for a partial grant under first come, first served (docs/language.md §14.1, §14.13;
// fcfs29): `at boundary partial at least …, else stop | skip` with `first come first served`. The
// walk is the plain one (engine/step.ts decides the minimum); first come reads where it ended: under
// `else stop` the application below its minimum is the ceiling and everything received after it is
// not assessed, with words that say why the allocation stopped; under `else skip` it is passed
// over, as under `skip`, and the ceiling is where nothing is left.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { LANGS, resultOf, runScheme } from "./support/scheme.js";
import { firstComeScheme, receivedInTurn, ROWS } from "./support/firstComeRows.js";

// A 60 first; B 50 meets what is left; C (ineligible), D 20, E 10, F (ineligible), G 5, H 1 after it
const input = (budget: string) => receivedInTurn(budget, [...ROWS, ["H", "1.00", true]]);

function outcomes(boundary: string, budget: string, extra = "", language?: string) {
  const r = runScheme(firstComeScheme(boundary, extra, language), input(budget));
  return (id: string) => {
    const x = resultOf(r, id);
    return { status: x.status, amount: x.amount, place: x.reservePlace, reasons: x.reasons.map((y) => y.message) };
  };
}

const BELOW = "not assessed: the allocation stopped before it was received (at B, received 2024-05-30 10:00:01, where what was left was less than the minimum for a partial grant)";

describe("first come with a minimum for a partial grant", () => {
  it("is no longer AL0534", () => {
    const d = analyze(firstComeScheme("partial at least 30 EUR, else stop")).diagnostics;
    expect(d.filter((x) => x.code === "AL0534")).toEqual([]);
  });

  it("the remainder meets the minimum: B is granted it in part and uses the budget up — the ceiling", () => {
    // 100: A 60 (40 left); B 40 ≥ 30 in part; nothing left
    const x = outcomes("partial at least 30 EUR, else stop", "100.00");
    expect(x("B")).toMatchObject({ status: "partially_funded", amount: "40.00" });
    expect(x("D").reasons).toEqual(["not assessed: the budget was used up before it was received (the ceiling was reached by B, received 2024-05-30 10:00:01)"]);
    expect(x("C").status).toBe("not_funded");
  });

  it("else stop: B's 25 left is below 30, B is the ceiling, and what came after it is not assessed, in words that say so", () => {
    // 85: A 60 (25 left); B refused below its minimum; the walk stops: C…H not assessed
    const x = outcomes("partial at least 30 EUR, else stop", "85.00");
    expect(x("B")).toEqual({ status: "not_funded", amount: "0.00", place: undefined, reasons: ["the 25.00 EUR left is less than the minimum of 30.00 EUR for a partial grant; allocation stops here"] });
    for (const id of ["C", "D", "E", "F", "G", "H"]) expect(x(id)).toEqual({ status: "not_funded", amount: "0.00", place: undefined, reasons: [BELOW] });
  });

  it("else stop with a percent: 50 % of B's 50 is 25, met exactly at 85; a cent less stops the walk", () => {
    expect(outcomes("partial at least 50%, else stop", "85.00")("B")).toMatchObject({ status: "partially_funded", amount: "25.00" });
    const x = outcomes("partial at least 50%, else stop", "84.99");
    expect(x("B")).toMatchObject({ status: "not_funded", reasons: ["the 24.99 EUR left is less than the minimum of 25.00 EUR (50% of the amount asked) for a partial grant; allocation stops here"] });
    expect(x("D").reasons).toEqual([BELOW]);
  });

  it("else skip: B is passed over, not the ceiling; D and G fit, E is passed over, G uses the budget up and H is not assessed", () => {
    // 85: A 60 (25); B 25 < 30 passed over; C ineligible (assessed); D 20 (5); E 10: 5 < 30, passed
    // over; F ineligible (assessed); G 5 (0 left): the ceiling; H received after it
    const x = outcomes("partial at least 30 EUR, else skip", "85.00");
    expect(x("B")).toMatchObject({ status: "not_funded", reasons: ["the 25.00 EUR left is less than the minimum of 30.00 EUR for a partial grant; passed over"] });
    expect(x("C")).toMatchObject({ status: "ineligible" });
    expect(x("D")).toMatchObject({ status: "funded", amount: "20.00" });
    expect(x("E")).toMatchObject({ status: "not_funded", reasons: ["the 5.00 EUR left is less than the minimum of 30.00 EUR for a partial grant; passed over"] });
    expect(x("F")).toMatchObject({ status: "ineligible" });
    expect(x("G")).toMatchObject({ status: "funded", amount: "5.00" });
    expect(x("H")).toEqual({ status: "not_funded", amount: "0.00", place: undefined, reasons: ["not assessed: the budget was used up before it was received (the ceiling was reached by G, received 2024-05-30 10:00:06)"] });
  });

  it("else stop with reserve all: B first on the list, the later eligible ones after it, assessed", () => {
    const x = outcomes("partial at least 30 EUR, else stop", "85.00", "reserve all");
    expect(x("B")).toMatchObject({ status: "reserve", place: 1 });
    expect([x("D").place, x("E").place, x("G").place, x("H").place]).toEqual([2, 3, 4, 5]);
    expect(x("D").reasons).toEqual(["the allocation stopped at B, whose remainder was less than the minimum for a partial grant", "placed on the reserve list, at place 2"]);
    expect(x("C").status).toBe("ineligible");
  });

  it("the words of what came after the ceiling below the minimum, in four languages", () => {
    const words = Object.fromEntries(LANGS.map((l) => [l, outcomes("partial at least 30 EUR, else stop", "85.00", "", l)("D").reasons[0]]));
    expect(words).toEqual({
      en: BELOW,
      pl: "wniosku nie oceniano: przydział zakończył się przed jego wpływem (na wniosku B, który wpłynął 2024-05-30 10:00:01 i dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego)",
      nl: "niet beoordeeld: de verdeling was gestopt voordat de aanvraag werd ontvangen (bij B, ontvangen 2024-05-30 10:00:01, waarvoor het restant lager was dan het minimum voor een gedeeltelijke verlening)",
      de: "nicht geprüft: die Verteilung endete, bevor der Antrag einging (bei B, eingegangen am 30.05.2024, 10:00:01 Uhr, für den die verbleibenden Fördermittel unter dem Mindestbetrag für eine teilweise Bewilligung lagen)",
    });
  });
});
