// drafter12's Dutch findings (issue 15, twelfth round, wording12b), worked by hand in every
// language the catalogues have: an amount's `else` after ONE condition says that the condition
// does not hold (not "none of its conditions"), and Dutch states a let's aggregate by its title as
// a sentence ("Het totaal van …, sum(…) over …", as English does), not "Waarde over aanvragen het
// totaal van …" (a fragment).
import { describe, expect, it } from "vitest";
import { headIn, runScheme as run, resultOf as of } from "./support/scheme.js";

const LANGS = ["en", "pl", "nl", "de"] as const;
type L = (typeof LANGS)[number];

const text = (lang: string, arms: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(EUR) }
application { id: text unique  who: text  months: integer in 1..12 }
let together "the applicant's months" = sum(m in peers(who, eligible): m.months) per art2
let grant = ${arms} per art2
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget amount grant per art2 at boundary skip per art1 }
`;
const input = { call: { budget: "1000.00" }, applications: [{ id: "A", who: "x", months: 2 }, { id: "B", who: "x", months: 3 }] };
const allocationSteps = (lang: L, arms: string) => of(run(text(lang, arms), input), "A").explanation.filter((s) => s.step === "allocation").map((s) => s.text);

// (drafter14: the condition is named, as the arm taken is: "as together > 10 does not hold"; was
// "as its condition does not hold", which left an appeal board to guess which)
describe("an if/else amount's else after one condition says the condition does not hold", () => {
  const one = "if together > 10 then 50 EUR else 100 EUR";
  const two = "if together > 10 then 50 EUR else if together > 8 then 75 EUR else 100 EUR";
  // (law27: bounds on one value, the widest named; two or three others each named; more, none named)
  const other = 'if together > 10 then 50 EUR else if who = "y" then 75 EUR else 100 EUR';
  const four = 'if together > 10 then 50 EUR else if who = "y" then 75 EUR else if who = "z" then 60 EUR else if together = 1 then 10 EUR else 100 EUR';
  const said = {
    en: [", as together > 10 does not hold", ", as together > 8 does not hold", ', as neither together > 10 nor who = "y" holds', ", as none of its conditions holds"],
    pl: [", ponieważ warunek together > 10 nie jest spełniony", ", ponieważ warunek together > 8 nie jest spełniony", ', ponieważ nie jest spełniony ani warunek together > 10, ani warunek who = "y"', ", ponieważ żaden z warunków nie jest spełniony"],
    nl: [", omdat de voorwaarde together > 10 niet geldt", ", omdat de voorwaarde together > 8 niet geldt", ', omdat noch together > 10 noch who = "y" geldt', ", omdat geen van de voorwaarden geldt"],
    de: [", da die Bedingung together > 10 nicht zutrifft", ", da die Bedingung together > 8 nicht zutrifft", ', da weder together > 10 noch who = "y" zutrifft', ", da keine der Bedingungen zutrifft"],
  } as const;
  const title = { en: "'the applicant's months'", pl: "„the applicant's months”", nl: "‘the applicant's months’", de: "„the applicant's months“" } as const;
  const lead = { en: "The amount: grant = 100.00 EUR", pl: "Kwota: grant = 100,00 EUR", nl: "Het bedrag: grant = 100,00 EUR", de: "Der Betrag: grant = 100,00 EUR" } as const;
  for (const lang of LANGS)
    it(lang, () => {
      const amountStep = (arms: string) => allocationSteps(lang, arms).find((s) => s.startsWith(lead[lang]));
      expect(amountStep(one)).toBe(`${lead[lang]}${said[lang][0]} (together ${title[lang]}: 5).`);
      // two bounds on one value, neither holding: the widest not holding says it (was "none of its conditions", law27)
      expect(amountStep(two)).toBe(`${lead[lang]}${said[lang][1]} (together ${title[lang]}: 5).`);
      // two other conditions: each named
      expect(amountStep(other)).toBe(`${lead[lang]}${said[lang][2]} (together ${title[lang]}: 5; who: x).`);
      // four: "none of its conditions" stays; the values are the last condition's (together = 1), the
      // one next to the `else`, not the first the chain read (drafter36's finding 2, mendd37)
      expect(amountStep(four)).toBe(`${lead[lang]}${said[lang][3]} (together ${title[lang]}: 5).`);
    });
});

describe("a let's aggregate is stated by its title, as a sentence", () => {
  const said = {
    en: "The applicant's months, sum(m in peers(who, eligible): m.months) over the eligible applications with who 'x': 5, from A 2, B 3; left out as not eligible: none.",
    pl: "The applicant's months, sum(m in peers(who, eligible): m.months) dla spełniających warunki wniosków, w których who ma wartość „x”: 5, z: A 2, B 3; pominięte jako niespełniające warunków: brak.",
    nl: "The applicant's months, sum(m in peers(who, eligible): m.months) over de in aanmerking komende aanvragen met who ‘x’: 5, uit A 2, B 3; buiten beschouwing gelaten omdat ze niet in aanmerking komen: geen.",
    de: "The applicant's months, sum(m in peers(who, eligible): m.months) über die förderfähigen Anträge mit who „x“: 5, aus A 2, B 3; als nicht förderfähig außer Betracht gelassen: keine.",
  } as const;
  for (const lang of LANGS) it(lang, () => expect(of(run(text(lang, "if together > 10 then 50 EUR else 100 EUR"), input), "A").explanation.map((s) => s.text).find((s) => s.includes("sum(m in peers"))).toBe(said[lang]));
});
