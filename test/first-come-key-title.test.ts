// First come's refusal of an application after the ceiling names the order by the ranking key's
// title, where the key has one, not "received" (drafter28's finding 4, mended by fix29): the key
// may be the moment the application became complete, which is not when it was received.
// Hand-worked: budget 100, `stop`, order by the moment of completeness (a let titled in the
// scheme's language). A (complete 09:00, 60) funded, 40 left; B (complete 10:00, 50) does not fit
// in 40: the allocation stops at B, the ceiling. C (complete 11:00, 10) came after B: not
// assessed, its reason names B and B's moment by the key's title. Under `skip` nothing stops; with
// budget 60 A uses it up exactly and B and C come after the ceiling A (the budget used up).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, preamble, resultOf as row } from "./support/scheme";

const title: Record<string, string> = { en: "the moment the application was complete", nl: "het moment waarop de aanvraag volledig was", pl: "chwila, w której wniosek był kompletny", de: "der Eingang des vollständigen Antrags" };
const scheme = (lang: string, keyTitle = true) => `${preamble("F", lang)}call { budget: money(EUR) }
application { id: text unique  complete_at: datetime("Europe/Berlin")  requested: money(EUR) }
let complete${keyTitle ? ` ${JSON.stringify(title[lang])}` : ""} = complete_at per art1
ranking per art1 {
  by complete earliest first to the second
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary stop
  first come first served
}
`;
const apps = [
  { id: "A", complete_at: "2027-03-01T09:00:00", requested: "60.00" },
  { id: "B", complete_at: "2027-03-01T10:00:00", requested: "50.00" },
  { id: "C", complete_at: "2027-03-01T11:00:00", requested: "10.00" },
];

const stopped: Record<string, string> = {
  en: "not assessed: the allocation stopped before it in the order of “the moment the application was complete” (at B, “the moment the application was complete”: 2027-03-01 10:00:00, which did not fit in the remaining budget)",
  nl: "niet beoordeeld: de verdeling was gestopt vóór deze aanvraag in de volgorde van ‘het moment waarop de aanvraag volledig was’ (bij B, ‘het moment waarop de aanvraag volledig was’: 2027-03-01 10:00:00, die niet binnen het resterende subsidieplafond paste)",
  pl: "wniosku nie oceniano: przydział zakończył się przed tym wnioskiem w kolejności według „chwila, w której wniosek był kompletny” (na wniosku B, „chwila, w której wniosek był kompletny”: 2027-03-01 10:00:00, który nie zmieścił się w pozostałych środkach)",
  de: "nicht geprüft: die Verteilung endete vor diesem Antrag in der Reihenfolge nach dem Eingang des vollständigen Antrags (bei B, der nicht in die verbleibenden Fördermittel passte; „der Eingang des vollständigen Antrags“: 01.03.2027, 10:00:00 Uhr)",
};
const usedUp: Record<string, string> = {
  en: "not assessed: the budget was used up before it in the order of “the moment the application was complete” (the ceiling was reached by A, “the moment the application was complete”: 2027-03-01 09:00:00)",
  nl: "niet beoordeeld: het subsidieplafond was uitgeput vóór deze aanvraag in de volgorde van ‘het moment waarop de aanvraag volledig was’ (het plafond werd bereikt door A, ‘het moment waarop de aanvraag volledig was’: 2027-03-01 09:00:00)",
  pl: "wniosku nie oceniano: budżet wyczerpał się przed tym wnioskiem w kolejności według „chwila, w której wniosek był kompletny” (limit osiągnął wniosek A, „chwila, w której wniosek był kompletny”: 2027-03-01 09:00:00)",
  de: "nicht geprüft: die Fördermittel waren vor diesem Antrag in der Reihenfolge nach dem Eingang des vollständigen Antrags aufgebraucht (die Grenze wurde durch A erreicht, „der Eingang des vollständigen Antrags“: 01.03.2027, 09:00:00 Uhr)",
};

describe("first come's refusal after the ceiling names the key by its title", () => {
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: the allocation stopped at B; C's reason and step`, () => {
      const r = evaluate(compiled(scheme(lang)), { call: { budget: "100.00" }, applications: apps }).result;
      expect(["A", "B", "C"].map((id) => row(r, id).status)).toEqual(["funded", "not_funded", "not_funded"]);
      const c = row(r, "C");
      expect(c.reasons.map((x) => x.message)).toEqual([stopped[lang]]);
      expect(c.explanation.map((s) => s.text).join("\n")).toContain(stopped[lang]!.slice(stopped[lang]!.indexOf(":") + 2));
    });
    it(`${lang}: the budget used up by A; B's and C's reason`, () => {
      const r = evaluate(compiled(scheme(lang)), { call: { budget: "60.00" }, applications: apps }).result;
      expect(["B", "C"].map((id) => row(r, id).reasons.map((x) => x.message))).toEqual([[usedUp[lang]], [usedUp[lang]]]);
    });
  }
  it("a key without a title is still told by receipt", () => {
    const r = evaluate(compiled(scheme("en", false)), { call: { budget: "100.00" }, applications: apps }).result;
    expect(row(r, "C").reasons.map((x) => x.message)).toEqual(["not assessed: the allocation stopped before it was received (at B, received 2027-03-01 10:00:00, which did not fit in the remaining budget)"]);
  });
});

// mendfix29, item 2: the key may be a field described by the law's words rather than a titled
// let (`complete_at: datetime(…) "the moment …"`): the field's description names the order.
// A key neither titled nor described is the moment of receipt §14.13 makes first come's key:
// told by receipt, as above (the untitled test).
const described = (lang: string) =>
  scheme(lang, false)
    .replace('complete_at: datetime("Europe/Berlin")', `complete_at: datetime("Europe/Berlin") ${JSON.stringify(title[lang])}`)
    .replace(/let complete = complete_at per art1\n/, "")
    .replace("by complete earliest", "by complete_at earliest");

describe("first come names the order by the key field's description", () => {
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: C's reason after the stop at B`, () => {
      const r = evaluate(compiled(described(lang)), { call: { budget: "100.00" }, applications: apps }).result;
      expect(row(r, "C").reasons.map((x) => x.message)).toEqual([stopped[lang]]);
    });
  }
});

// mendfix29, item 3: the stop below the minimum for a partial grant (fcfs29) by the key's title.
// Budget 100, `partial at least 45 EUR, else stop`: A (60) funded, 40 left; B (50) would be granted
// 40 in part, below its minimum 45: refused, the allocation stops at B; C comes after it.
const belowMin: Record<string, string> = {
  en: "not assessed: the allocation stopped before it in the order of “the moment the application was complete” (at B, “the moment the application was complete”: 2027-03-01 10:00:00, where what was left was less than the minimum for a partial grant)",
  nl: "niet beoordeeld: de verdeling was gestopt vóór deze aanvraag in de volgorde van ‘het moment waarop de aanvraag volledig was’ (bij B, ‘het moment waarop de aanvraag volledig was’: 2027-03-01 10:00:00, waarvoor het restant lager was dan het minimum voor een gedeeltelijke verlening)",
  pl: "wniosku nie oceniano: przydział zakończył się przed tym wnioskiem w kolejności według „chwila, w której wniosek był kompletny” (na wniosku B, „chwila, w której wniosek był kompletny”: 2027-03-01 10:00:00, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego)",
  de: "nicht geprüft: die Verteilung endete vor diesem Antrag in der Reihenfolge nach dem Eingang des vollständigen Antrags (bei B, für den die verbleibenden Fördermittel unter dem Mindestbetrag für eine teilweise Bewilligung lagen; „der Eingang des vollständigen Antrags“: 01.03.2027, 10:00:00 Uhr)",
};
describe("first come's stop below the minimum names the key by its title", () => {
  const minimum = (text: string) => text.replace("at boundary stop", "at boundary partial at least 45 EUR, else stop");
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: C's reason`, () => {
      const r = evaluate(compiled(minimum(scheme(lang))), { call: { budget: "100.00" }, applications: apps }).result;
      expect(row(r, "C").reasons.map((x) => x.message)).toEqual([belowMin[lang]]);
    });
  }
  it("en: a key without a title, by receipt: what was left was less than the minimum", () => {
    const r = evaluate(compiled(minimum(scheme("en", false))), { call: { budget: "100.00" }, applications: apps }).result;
    expect(row(r, "C").reasons.map((x) => x.message)).toEqual(["not assessed: the allocation stopped before it was received (at B, received 2027-03-01 10:00:00, where what was left was less than the minimum for a partial grant)"]);
  });
});
