// What a market trader reads: findings of the nineteenth round's drafted scheme
// (schemes/drafted_markt, docs/performance.md, drafter19). Every expectation was worked by hand
// before the run.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

const dir = new URL("../schemes/drafted_markt/", import.meta.url);
const scheme = readFileSync(new URL("vaste_standplaatsen.allot", dir), "utf8");
const data = JSON.parse(readFileSync(new URL("data/voorstad_2027.json", dir), "utf8")) as unknown;
const inLanguage = (lang: string): SelectionResult => {
  const text = scheme.replace(/^ {2}language nl$/m, `  language ${lang}`);
  expect(text).toContain(`language ${lang}`);
  return evaluate(compile(text), data as never, { explain: true }).result;
};
const of = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;
const allocationStep = (r: SelectionResult, id: string): string => of(r, id).explanation.filter((s) => s.step === "allocation").at(-1)!.text;

// One stall per undertaking (art. 3(2)): `group by kvk { at most 1 grants }` in an allocation of
// places. M01 (undertaking 10000001) takes the 1st place with 8 left; M07, its second
// application, is refused with 3 places left. A group's count of grants is a count of places
// there, as every other word of such an allocation is (§14: "Granted 1 place", "1 place left").
describe("a group's most grants in an allocation of places is told in places (§14.12)", () => {
  const cases: Record<string, { refused: string; held: string }> = {
    en: {
      refused: "Onderneming '10000001' already holds 1 place, the most per Onderneming (1)",
      held: "Granted 1 place: fits in the places left, as a member of Onderneming '10000001', which now holds 1 place of the 1 it may have (remaining before: 8 places).",
    },
    nl: {
      refused: "groep ‘Onderneming: 10000001’: het aantal toegewezen plaatsen (1) heeft het maximum per Onderneming (1) bereikt",
      held: "Toegewezen: 1 plaats: past binnen de resterende plaatsen, als lid van de groep ‘Onderneming: 10000001’ (de groep heeft nu 1 van de 1 toegestane plaats) (resterend vóór deze aanvraag: 8 plaatsen).",
    },
    pl: {
      refused: "grupa „Onderneming: 10000001”: liczba przyznanych miejsc (1) osiągnęła limit na „Onderneming” (1)",
      held: "Przyznano 1 miejsce: mieści się w pozostałych miejscach, jako członek grupy „Onderneming: 10000001” (grupa ma teraz 1 z 1 dozwolonego miejsca) (pozostało przed tym wnioskiem: 8 miejsc).",
    },
    de: {
      refused: "Gruppe „Onderneming: 10000001“: die Zahl der zugeteilten Plätze (1) hat die Höchstzahl je Onderneming (1) erreicht",
      held: "1 Platz zugeteilt: passt in die verbleibenden Plätze, als Mitglied der Gruppe „Onderneming: 10000001“ (damit ist nun 1 von 1 zulässigen Platz in Anspruch genommen) (verbleibend vor diesem Antrag: 8 Plätze).",
    },
  };
  for (const [lang, want] of Object.entries(cases)) {
    it(`${lang}: the refusal and the member's grant count places, not grants`, () => {
      const r = inLanguage(lang);
      expect(of(r, "M07").status).toBe("not_funded");
      expect(of(r, "M07").reasons).toEqual([{ rule: "allocation", source: "art3_2", message: want.refused }]);
      expect(allocationStep(r, "M07")).toContain(want.refused);
      expect(allocationStep(r, "M01")).toBe(want.held);
      // M24 (undertaking 10000004, which holds M04's stall) after the stop: the cap's second ground
      expect(of(r, "M24").reasons.map((x) => x.message)[1]).toBe(want.refused.replace("10000001", "10000004"));
    });
  }

  it("keeps the words of a grant where the same allocation is of money", () => {
    const money = scheme
      .replace('plaatsen: integer in 0..500', 'plaatsen: money(EUR)')
      .replace(/amount 1$/m, "amount 1.00 EUR")
      .replace(/at most ([23]) when/g, "at most $1.00 EUR when");
    const r = evaluate(compile(money), { ...(data as object), call: { plaatsen: "8.00", lotingscode: "VOORSTAD-2027" } } as never, { explain: true }).result;
    expect(of(r, "M07").reasons).toEqual([{ rule: "allocation", source: "art3_2", message: "groep ‘Onderneming: 10000001’: het aantal subsidies (1) heeft het maximum per Onderneming (1) bereikt" }]);
  });
});
