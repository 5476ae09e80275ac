// First come with a reserve list that fills up (review29a's finding 2, §14.13): what is received
// after the list's last place is not assessed because the list was full — not because the
// allocation stopped, which C and D, received after the stop too, came after and were assessed.
// Hand-worked: budget 100, `stop`, `reserve 2`, order by the minute received. A (10:00, 60) funded,
// 40 left; B (10:01, 50) does not fit: the allocation stops at B, reserve place 1. C (10:02:00)
// and D (10:02:30), 20 each, share the minute 10:02: C takes place 2, the list's last, by the
// order of the ids; D is off the list (the tie the list ends inside). E (10:03) came after the
// list was full: not assessed, its reason names C and C's minute (by the key's title where it has one).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, preamble, resultOf as row } from "./support/scheme";

const title: Record<string, string> = { en: "the moment the application was complete", nl: "het moment waarop de aanvraag volledig was", pl: "chwila, w której wniosek był kompletny", de: "der Eingang des vollständigen Antrags" };
const scheme = (lang: string, keyTitle: boolean) => `${preamble("F", lang)}call { budget: money(EUR) }
application { id: text unique  complete_at: datetime("Europe/Rome")  requested: money(EUR) }
let complete${keyTitle ? ` ${JSON.stringify(title[lang])}` : ""} = complete_at per art1
ranking per art1 {
  by complete earliest first to the minute
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary stop
  first come first served
  reserve 2 per art1
}
`;
const at = (id: string, time: string, requested: string) => ({ id, complete_at: `2024-05-30T10:${time}+02:00`, requested });
const input = { call: { budget: "100.00" }, applications: [at("A", "00:00", "60.00"), at("B", "01:00", "50.00"), at("C", "02:00", "20.00"), at("D", "02:30", "20.00"), at("E", "03:00", "20.00")] };

const full: Record<string, string> = {
  en: "not assessed: the reserve list was full (its last place taken by C, received 2024-05-30 10:02)",
  nl: "niet beoordeeld: de reservelijst was vol (de laatste plaats ging naar C, ontvangen 2024-05-30 10:02)",
  pl: "wniosku nie oceniano: na liście rezerwowej nie było już miejsca (ostatnie miejsce zajął wniosek C, który wpłynął 2024-05-30 10:02)",
  de: "nicht geprüft: die Nachrückerliste war voll (ihren letzten Platz erhielt C, eingegangen am 30.05.2024, 10:02 Uhr)",
};
const fullBy: Record<string, string> = {
  en: "not assessed: the reserve list was full (its last place taken by C, “the moment the application was complete”: 2024-05-30 10:02)",
  nl: "niet beoordeeld: de reservelijst was vol (de laatste plaats ging naar C, ‘het moment waarop de aanvraag volledig was’: 2024-05-30 10:02)",
  pl: "wniosku nie oceniano: na liście rezerwowej nie było już miejsca (ostatnie miejsce zajął wniosek C, „chwila, w której wniosek był kompletny”: 2024-05-30 10:02)",
  de: "nicht geprüft: die Nachrückerliste war voll (ihren letzten Platz erhielt C, „der Eingang des vollständigen Antrags“: 30.05.2024, 10:02 Uhr)",
};

describe("first come: what came after a full reserve list is told the list was full", () => {
  for (const lang of ["en", "nl", "pl", "de"]) {
    for (const keyTitle of [false, true]) {
      it(`${lang}${keyTitle ? ", the key's title" : ""}: E's reason names C, the list's last place`, () => {
        const r = evaluate(compiled(scheme(lang, keyTitle)), input).result;
        expect(["A", "B", "C", "D", "E"].map((id) => [row(r, id).status, row(r, id).reservePlace])).toEqual([["funded", undefined], ["reserve", 1], ["reserve", 2], ["not_funded", undefined], ["not_funded", undefined]]);
        const words = (keyTitle ? fullBy : full)[lang]!;
        expect(row(r, "E").reasons.map((x) => x.message)).toEqual([words]);
        expect(row(r, "E").explanation.map((s) => s.text).join("\n")).toContain(words.slice(words.indexOf(":") + 2));
      });
    }
  }
});
