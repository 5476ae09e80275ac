// What an applicant reads, nineteenth round (docs/performance.md, words19). Every sentence was
// worked by hand before the run.
import { describe, expect, it } from "vitest";
import { evaluateRun, traceAnswer, type SelectionResult } from "@allot/runtime";
import { analyze } from "@allot/dsl";
import { compile } from "../packages/runtime/test/support/generated.js";
import { allocationScheme, explained } from "./support/allocation.js";
import type { Lang } from "./support/scheme.js";

const head = (lang: Lang): string => `scheme t "T" {\n  version "1"\n  language ${lang}\n}\nact law "L" {\n  identifier "L"\n}\nsource art1 = law article 1 """\n  X.\n  """\n`;
const last = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.at(-1)!.text;

describe("the reduction coefficient names the budget from the allocation's fact, in every language (drafter18 finding 6)", () => {
  const scheme = (lang: Lang, budget: string): string =>
    allocationScheme({
      head: head(lang),
      call: "budget: money(EUR)",
      fields: "points: integer in 0..3  asked: money(EUR)",
      budget,
      boundary: "skip per art1",
      body: "  pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated minimum 30 EUR then unallocated\n",
    });
  // budget 100.00; A1 asks 60.00, A2 50.00, A3 30.00: total 140.00, coefficient 100 / 140 =
  // 0.714285… → 0.7142; A1 60.00 × 0.7142 = 42.852 → 42.85; A3 30.00 × 0.7142 = 21.426 → 21.42,
  // below the minimum 30.00: refused
  const apps = { budget: "100.00" };
  const applications = [
    { id: "A1", points: 3, asked: "60.00" },
    { id: "A2", points: 2, asked: "50.00" },
    { id: "A3", points: 1, asked: "30.00" },
  ];
  const cases: readonly [Lang, string, string, string][] = [
    [
      "en",
      "the Fund",
      "Funded pro rata 42.85 EUR of the 60.00 EUR asked: pro rata: 60.00 EUR × the reduction coefficient 0.7142 (the Fund 100.00 EUR / total 140.00 EUR, rounded down to 0.0001), rounded down to 0.01 EUR.",
      "Not funded (30.00 EUR asked): pro rata: 30.00 EUR × the reduction coefficient 0.7142 (the Fund 100.00 EUR / total 140.00 EUR, rounded down to 0.0001), rounded down to 0.01 EUR, which is below the minimum grant of 30.00 EUR.",
    ],
    [
      "nl",
      "het Fonds",
      "Naar rato verleend: 42,85 EUR van de gevraagde 60,00 EUR: berekening naar rato: 60,00 EUR × de verdeelcoëfficiënt 0,7142 (het Fonds 100,00 EUR / totaal 140,00 EUR, naar beneden afgerond op 0,0001), naar beneden afgerond op 0,01 EUR.",
      "Niet verleend (30,00 EUR gevraagd): berekening naar rato: 30,00 EUR × de verdeelcoëfficiënt 0,7142 (het Fonds 100,00 EUR / totaal 140,00 EUR, naar beneden afgerond op 0,0001), naar beneden afgerond op 0,01 EUR, wat onder het minimumbedrag van 30,00 EUR ligt.",
    ],
    [
      "pl",
      "krajowy pułap",
      "Przyznano proporcjonalnie 42,85 EUR z wnioskowanych 60,00 EUR: wyliczenie: 60,00 EUR × współczynnik redukcji 0,7142 (krajowy pułap 100,00 EUR / suma 140,00 EUR, zaokrąglony w dół do 0,0001), zaokrąglone w dół do 0,01 EUR.",
      "Nie przyznano dofinansowania (wnioskowano o 30,00 EUR): wyliczenie: 30,00 EUR × współczynnik redukcji 0,7142 (krajowy pułap 100,00 EUR / suma 140,00 EUR, zaokrąglony w dół do 0,0001), zaokrąglone w dół do 0,01 EUR, czyli mniej niż minimalna kwota dofinansowania 30,00 EUR.",
    ],
    [
      "de",
      "die nationale Obergrenze",
      "Anteilig gekürzt bewilligt, 42,85 EUR der beantragten 60,00 EUR: anteilige Berechnung: 60,00 EUR × Kürzungsquote 0,7142 (die nationale Obergrenze 100,00 EUR / Summe 140,00 EUR, nach unten gerundet auf 0,0001), nach unten gerundet auf 0,01 EUR.",
      "Nicht bewilligt (beantragt: 30,00 EUR): anteilige Berechnung: 30,00 EUR × Kürzungsquote 0,7142 (die nationale Obergrenze 100,00 EUR / Summe 140,00 EUR, nach unten gerundet auf 0,0001), nach unten gerundet auf 0,01 EUR, und liegt damit unter dem Mindestbetrag von 30,00 EUR.",
    ],
  ];
  const allocationFact = (text: string, id: string): Record<string, unknown> => {
    const { run } = evaluateRun(compile(text), { call: apps, applications } as never, { details: true });
    return traceAnswer(run, id)!.trace.find((s) => s.kind === "allocation") as unknown as Record<string, unknown>;
  };
  for (const [lang, title, funded, refused] of cases)
    it(`${lang}: '${title}' in the share and in the refusal below the minimum`, () => {
      const r = explained(scheme(lang, `call.budget "${title}"`), apps, applications);
      expect(last(r, "A1")).toBe(funded);
      expect(last(r, "A3")).toBe(refused);
      // the fact carries the name: the trace's reader has it without parsing the text
      expect(allocationFact(scheme(lang, `call.budget "${title}"`), "A1").budgetTitle).toBe(title);
    });

  it("a budget without a name keeps each language's word, and its fact has none", () => {
    const words: Record<Lang, string> = { en: "(budget 100.00 EUR", nl: "(subsidieplafond 100,00 EUR", pl: "(budżet 100,00 EUR", de: "(Fördermittel 100,00 EUR" };
    for (const lang of ["en", "nl", "pl", "de"] as const) {
      const r = explained(scheme(lang, "call.budget"), apps, applications);
      expect(last(r, "A1")).toContain(words[lang]);
      expect("budgetTitle" in allocationFact(scheme(lang, "call.budget"), "A1")).toBe(false);
    }
  });

  it("the results' reasons keep the engine's record (bare amounts, no name)", () => {
    const r = explained(scheme("en", 'call.budget "the Fund"'), apps, applications);
    expect(r.results.find((x) => x.id === "A3")!.reasons.map((x) => x.message)).toEqual(["pro rata: 30 × 0.7142 (100 / 140, rounded down to 0.0001), rounded down to 0.01, which is below the minimum grant of 30"]);
  });
});

describe("a group's 'together' said of places counts them (words17 left 5)", () => {
  const scheme = (lang: Lang): string => `${head(lang)}call { budget: integer }
application { id: text unique  team: text  seats: integer in 1..10  points: integer in 0..10 }
criterion p "Points" per art1: points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount application.seats
  at boundary skip per art1
  group by team "Team" per art1 { together }
}
`;
  // 5 places. A (T0, 2 seats) takes 2: 3 left. B and C (T1, 2 seats each: 4 together) do not
  // fit in 3: both passed over. D (T2, 1 seat) takes 1.
  const applications = [
    { id: "A", team: "T0", seats: 2, points: 9 },
    { id: "B", team: "T1", seats: 2, points: 8 },
    { id: "C", team: "T1", seats: 2, points: 7 },
    { id: "D", team: "T2", seats: 1, points: 5 },
  ];
  const told: Record<Lang, [string, string]> = {
    en: ["Not granted (2 places asked): does not fit in the places left; passed over, with its Team 'T1' (B 2 places, C 2 places; together 4 places) (remaining before its group: 3 places).", "Granted 1 place: fits in the places left (remaining before: 3 places)."],
    nl: ["Niet toegewezen (2 plaatsen gevraagd): past niet binnen de resterende plaatsen; overgeslagen, samen met de hele groep ‘Team: T1’ (B 2 plaatsen, C 2 plaatsen; samen 4 plaatsen) (resterend vóór de groep: 3 plaatsen).", "Toegewezen: 1 plaats: past binnen de resterende plaatsen (resterend vóór deze aanvraag: 3 plaatsen)."],
    pl: ["Nie przyznano miejsca (wnioskowano o 2 miejsca): nie mieści się w pozostałych miejscach; wniosek pominięto, razem z całą grupą „Team: T1” (B 2 miejsca, C 2 miejsca; łącznie 4 miejsca) (pozostało przed grupą: 3 miejsca).", "Przyznano 1 miejsce: mieści się w pozostałych miejscach (pozostało przed tym wnioskiem: 3 miejsca)."],
    de: ["Nicht zugeteilt (beantragt: 2 Plätze): passt nicht in die verbleibenden Plätze; übersprungen, zusammen mit der ganzen Gruppe „Team: T1“ (B 2 Plätze, C 2 Plätze; zusammen 4 Plätze) (verbleibend vor der Gruppe: 3 Plätze).", "1 Platz zugeteilt: passt in die verbleibenden Plätze (verbleibend vor diesem Antrag: 3 Plätze)."],
  };
  for (const lang of ["en", "nl", "pl", "de"] as const)
    it(lang, () => {
      const r = explained(scheme(lang), { budget: 5 }, applications);
      expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A:funded", "B:not_funded", "C:not_funded", "D:funded"]);
      expect([last(r, "B"), last(r, "D")]).toEqual(told[lang]);
    });
  it("an amount of money keeps its amount ('together 4000.00 EUR')", () => {
    const money = scheme("en").replace("budget: integer", "budget: money(EUR)").replace("seats: integer in 1..10", "seats: money(EUR)");
    const r = explained(money, { budget: "5000.00" }, applications.map((a) => ({ ...a, seats: `${a.seats}000.00` })));
    expect(last(r, "B")).toContain("(B 2000.00 EUR, C 2000.00 EUR; together 4000.00 EUR)");
  });
});

describe("an aggregate over peers of percentages told in percent (words16/words17 left)", () => {
  const scheme = (lang: Lang): string => `${head(lang)}call { budget: money(EUR) }
application { id: text unique  team: text  rate: percentage  asked: money(EUR) }
let avg_rate = mean(m in peers(team): m.rate)
let total_rate = sum(m in peers(team): m.rate)
eligibility per art1 {
  rule r "Average rate at least 20%": avg_rate >= 20%
  rule r3 "Sum at most 200%": total_rate <= 200%
}
criterion p "Points" per art1: 1
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
  // A 30% and B 12.5% (team T0): the mean (30 + 12.5) / 2 = 21.25%, the sum 42.5%
  const applications = [
    { id: "A", team: "T0", rate: "30%", asked: "100.00" },
    { id: "B", team: "T0", rate: "12.5%", asked: "100.00" },
  ];
  const told: Record<Lang, readonly string[]> = {
    en: [
      "Aggregate: avg_rate, mean(m in peers(team): m.rate) over the applications with team 'T0': 21.25%, from A 30%, B 12.5%.",
      "Rule 'Average rate at least 20%' is met (avg_rate >= 20%; avg_rate: 21.25%).",
      "Aggregate: total_rate, sum(m in peers(team): m.rate) over the applications with team 'T0': 42.5%, from A 30%, B 12.5%.",
      "Rule 'Sum at most 200%' is met (total_rate <= 200%; total_rate: 42.5%).",
    ],
    nl: [
      "Waarde over aanvragen: avg_rate, mean(m in peers(team): m.rate) over de aanvragen met team ‘T0’: 21,25%, uit A 30%, B 12,5%.",
      "Voorwaarde ‘Average rate at least 20%’ is vervuld (avg_rate >= 20%; avg_rate: 21,25%).",
      "Waarde over aanvragen: total_rate, sum(m in peers(team): m.rate) over de aanvragen met team ‘T0’: 42,5%, uit A 30%, B 12,5%.",
      "Voorwaarde ‘Sum at most 200%’ is vervuld (total_rate <= 200%; total_rate: 42,5%).",
    ],
    pl: [
      "Wartość zbiorcza avg_rate, mean(m in peers(team): m.rate) dla wniosków, w których team ma wartość „T0”: 21,25%, z: A 30%, B 12,5%.",
      "Warunek „Average rate at least 20%” jest spełniony (avg_rate >= 20%; avg_rate: 21,25%).",
      "Wartość zbiorcza total_rate, sum(m in peers(team): m.rate) dla wniosków, w których team ma wartość „T0”: 42,5%, z: A 30%, B 12,5%.",
      "Warunek „Sum at most 200%” jest spełniony (total_rate <= 200%; total_rate: 42,5%).",
    ],
    de: [
      "Wert über Anträge: avg_rate, mean(m in peers(team): m.rate) über die Anträge mit team „T0“: 21,25 %, aus A 30 %, B 12,5 %.",
      "Die Voraussetzung „Average rate at least 20%“ ist erfüllt (avg_rate >= 20%; avg_rate: 21,25 %).",
      "Wert über Anträge: total_rate, sum(m in peers(team): m.rate) über die Anträge mit team „T0“: 42,5 %, aus A 30 %, B 12,5 %.",
      "Die Voraussetzung „Sum at most 200%“ ist erfüllt (total_rate <= 200%; total_rate: 42,5 %).",
    ],
  };
  for (const lang of ["en", "nl", "pl", "de"] as const)
    it(lang, () => {
      const r = explained(scheme(lang), { budget: "1000.00" }, applications);
      expect(r.results.find((x) => x.id === "A")!.explanation.slice(0, 4).map((s) => s.text)).toEqual(told[lang]);
    });
  it("in the trace: percent, the values in percent", () => {
    const { run } = evaluateRun(compile(scheme("en")), { call: { budget: "1000.00" }, applications } as never, { details: true });
    const agg = traceAnswer(run, "A")!.trace.filter((s) => s.kind === "aggregate");
    expect(agg[0]).toMatchObject({ percent: true, value: "21.25", members: [{ id: "A", value: "30" }, { id: "B", value: "12.5" }] });
  });
});

describe("a jury of twelve told once, readable: counted, in order, the kept ones' sum (words17 left 5)", () => {
  const scheme = (lang: Lang): string => `${head(lang)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  q: list of integer in 0..10  f: list of integer in 0..10 }
let quality = trimmed_mean(q, 1, 5)
let feasibility = median(f)
criterion c1 "Quality" per art1: weight 1 × quality
criterion c2 "Feasibility" per art1: weight 1 × feasibility
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
  // Twelve jurors. q: 9 8 7 10 6 8 7 9 5 8 7 8 — the lowest (5) and the highest (10) set aside, the
  // other ten: 9 + 8 + 7 + 6 + 8 + 7 + 9 + 8 + 7 + 8 = 77, 77 / 10 = 7.7. f: the same twelve, in
  // order 5 6 7 7 7 8 8 8 8 9 9 10: the middle two (6th, 7th) 8 and 8: (8 + 8) / 2 = 8.
  // Three jurors (B): q 9 8 7, fewer than 5: none set aside, (9 + 8 + 7) / 3 = 8; f 9 8 7: in
  // order 7, 8, 9, the middle one 8 — told as before.
  const twelve = [9, 8, 7, 10, 6, 8, 7, 9, 5, 8, 7, 8];
  const applications = [
    { id: "A", asked: "100.00", q: twelve, f: twelve },
    { id: "B", asked: "100.00", q: [9, 8, 7], f: [9, 8, 7] },
  ];
  const told: Record<Lang, readonly [string, string, string, string]> = {
    en: [
      "Quality, trimmed_mean(q, 1, 5): the scores 9, 8, 7, 10, 6, 8, 7, 9, 5, 8, 7 and 8; with 12 scores (at least 5) the lowest, 5, and the highest, 10, are set aside; the other 10 add up to 77: 77 / 10 = 7.7.",
      "Feasibility, median(f): 12 scores; in order 5, 6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 10, the middle two are 8 and 8: (8 + 8) / 2 = 8.",
      "Quality, trimmed_mean(q, 1, 5): the scores 9, 8 and 7; with 3 scores (fewer than 5) none is set aside; (9 + 8 + 7) / 3 = 8.",
      "Feasibility, median(f): the scores 9, 8 and 7; in order 7, 8, 9, the middle one is 8.",
    ],
    nl: [
      "Quality, trimmed_mean(q, 1, 5): de scores 9, 8, 7, 10, 6, 8, 7, 9, 5, 8, 7 en 8; bij 12 scores (ten minste 5) blijven de laagste, 5, en de hoogste, 10, buiten beschouwing; de overige 10 zijn samen 77: 77 / 10 = 7,7.",
      "Feasibility, median(f): 12 scores; op volgorde 5, 6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 10 zijn de middelste twee 8 en 8: (8 + 8) / 2 = 8.",
      "Quality, trimmed_mean(q, 1, 5): de scores 9, 8 en 7; bij 3 scores (minder dan 5) blijft geen score buiten beschouwing; (9 + 8 + 7) / 3 = 8.",
      "Feasibility, median(f): de scores 9, 8 en 7; op volgorde 7, 8, 9 is de middelste 8.",
    ],
    pl: [
      "Quality, trimmed_mean(q, 1, 5): oceny 9, 8, 7, 10, 6, 8, 7, 9, 5, 8, 7 i 8; przy 12 ocenach (co najmniej 5) pomija się najniższą, 5, oraz najwyższą, 10; suma pozostałych 10 wynosi 77: 77 / 10 = 7,7.",
      "Feasibility, median(f): 12 ocen; w kolejności 5, 6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 10 dwie środkowe to 8 i 8: (8 + 8) / 2 = 8.",
      "Quality, trimmed_mean(q, 1, 5): oceny 9, 8 i 7; przy 3 ocenach (mniej niż 5) nie pomija się żadnej; (9 + 8 + 7) / 3 = 8.",
      "Feasibility, median(f): oceny 9, 8 i 7; w kolejności 7, 8, 9 środkowa to 8.",
    ],
    de: [
      "Quality, trimmed_mean(q, 1, 5): die Bewertungen 9, 8, 7, 10, 6, 8, 7, 9, 5, 8, 7 und 8; bei 12 Bewertungen (mindestens 5) bleiben die niedrigste, 5, und die höchste, 10, unberücksichtigt; die übrigen 10 ergeben zusammen 77: 77 / 10 = 7,7.",
      "Feasibility, median(f): 12 Bewertungen; der Reihe nach 5, 6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 10 sind die beiden mittleren 8 und 8: (8 + 8) / 2 = 8.",
      "Quality, trimmed_mean(q, 1, 5): die Bewertungen 9, 8 und 7; bei 3 Bewertungen (weniger als 5) bleibt keine unberücksichtigt; (9 + 8 + 7) / 3 = 8.",
      "Feasibility, median(f): die Bewertungen 9, 8 und 7; der Reihe nach 7, 8, 9 ist die mittlere 8.",
    ],
  };
  for (const lang of ["en", "nl", "pl", "de"] as const)
    it(lang, () => {
      const r = explained(scheme(lang), { budget: "1000.00" }, applications);
      const jury = (id: string): string[] => r.results.find((x) => x.id === id)!.explanation.map((s) => s.text).filter((t) => t.startsWith("Quality, ") || t.startsWith("Feasibility, "));
      expect([...jury("A"), ...jury("B")]).toEqual(told[lang]);
    });
});

describe("a function's value among the values an amount reads (drafter18 finding 5)", () => {
  const scheme = (lang: Lang): string => `${head(lang)}call { budget: money(EUR) }
application { id: text unique  hectares: decimal(2) in 0..1000 }
define weighted(h: decimal): decimal = min(h, 30) + 60% × (min(h, 100) - min(h, 30)) per art1
let pay "the payment": money(EUR) = round(100 EUR × weighted(hectares), 2, down) per art1
criterion p "Points" per art1: 1
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount pay
  at boundary skip per art1
}
`;
  // 35.50 ha: 30 in full + 60% × 5.50 = 33.3 weighted hectares; 100 EUR × 33.3 = 3330.00 EUR
  const told: Record<Lang, string> = {
    en: "The amount: the payment = 100 EUR × weighted(hectares), rounded to the cent, toward zero = 3330.00 EUR (hectares: 35.50; weighted(hectares): 33.3).",
    nl: "Het bedrag: the payment = 100 EUR × weighted(hectares), afgerond op de cent, naar nul toe = 3.330,00 EUR (hectares: 35,50; weighted(hectares): 33,3).",
    pl: "Kwota: the payment = 100 EUR × weighted(hectares), po zaokrągleniu do pełnego centa, do zera = 3330,00 EUR (hectares: 35,50; weighted(hectares): 33,3).",
    de: "Der Betrag: the payment = 100 EUR × weighted(hectares), gerundet auf den Cent, zu null hin = 3.330,00 EUR (hectares: 35,50; weighted(hectares): 33,3).",
  };
  for (const lang of ["en", "nl", "pl", "de"] as const)
    it(lang, () => {
      const r = explained(scheme(lang), { budget: "100000.00" }, [{ id: "A", hectares: "35.50" }]);
      expect(r.results[0]!.explanation.at(-2)!.text).toBe(told[lang]);
    });
});

describe("AL0662: a deadline written '<= …T23:59:59' (drafter18 finding 4)", () => {
  const scheme = (condition: string): string => `${head("en")}call { budget: money(EUR) }
application { id: text unique  received: datetime("Europe/Warsaw")  asked: money(EUR) }
eligibility per art1 {
  rule r "On time": ${condition}
}
criterion p "Points" per art1: 1
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
  const found = (condition: string) => analyze(scheme(condition)).diagnostics.filter((d) => d.code === "AL0662").map((d) => [d.severity, d.hint]);
  it("warns at the literal, with the next day's midnight in the hint (a month's and a year's end, a zone kept)", () => {
    expect(found("received <= 2026-10-31T23:59:59")).toEqual([["warning", "compare with the next day's midnight: received < 2026-11-01T00:00:00"]]);
    expect(found("2026-12-31T23:59:59+01:00 >= received")).toEqual([["warning", "compare with the next day's midnight: 2027-01-01T00:00:00 > received"]]);
    expect(found("not (received > 2027-02-28T23:59:59)")).toEqual([["warning", "compare with the next day's midnight: received >= 2027-03-01T00:00:00"]]);
  });
  it("is silent where the law's second is whole: '<' the next midnight, another second, a fraction", () => {
    for (const c of ["received < 2026-11-01T00:00:00", "received <= 2026-10-31T23:59:58", "received <= 2026-10-31T23:59:59.999", "received < 2026-10-31T23:59:59"]) expect(found(c)).toEqual([]);
  });
});
