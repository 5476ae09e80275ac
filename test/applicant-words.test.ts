// What an applicant reads: the wording findings the tenth round left (issue 15, eleventh round;
// docs/performance.md, "wording11"), each worked by hand on the smallest scheme that shows it, in
// every language a scheme can be written in: en, pl, nl and de each have explanations of their own.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { headIn, runScheme as run, resultOf as of, type Lang, LANGS } from "./support/scheme.js";

/** application id's steps of one kind, as text */
const steps = (r: SelectionResult, id: string, step: string): string[] => of(r, id).explanation.filter((s) => s.step === step).map((s) => s.text);

describe("a tie-break key over money shows its unit, and a let used as a key its title", () => {
  // the same total for both; the tie is broken by the grant (a let with a title, 80 % of the
  // costs), then by the costs themselves (a money field): A's 8.00 EUR before B's 20.40 EUR
  const text = (lang: Lang, title: string) => `${headIn(lang, ["text"])}
call { budget: money(EUR) }
application { id: text unique  costs: money(EUR)  q: integer in 0..10 }
criterion quality per art1: q
let grant${title} = round(80% × costs, 2, half_up)
ranking per art1 { by total highest first tiebreak every tie per art1 { by grant lowest first by costs lowest first by id lowest first } }
allocation per art1 { budget call.budget amount grant at boundary skip per art1 }
`;
  const apps = [
    { id: "A", costs: "10.00", q: 5 },
    { id: "B", costs: "25.50", q: 5 },
  ];
  const ranking = (lang: Lang, title = "") => {
    const r = run(text(lang, title), { call: { budget: "100.00" }, applications: apps });
    return [...steps(r, "A", "ranking"), ...steps(r, "B", "ranking")];
  };
  const words = {
    en: ["Position 1 (total points: 5).", "Ahead of B: decided by the grant (lowest first): 8.00 EUR against 20.40 EUR (costs: 10.00 EUR against 25.50 EUR).", "Position 2 (total points: 5).", "After A: decided by the grant (lowest first): 8.00 EUR against 20.40 EUR (costs: 10.00 EUR against 25.50 EUR)."],
    pl: ["Miejsce na liście: 1 (suma punktów: 5).", "Przed wnioskiem B: rozstrzyga dotacja (od najniższej): 8,00 EUR wobec 20,40 EUR (costs: 10,00 EUR wobec 25,50 EUR).", "Miejsce na liście: 2 (suma punktów: 5).", "Za wnioskiem A: rozstrzyga dotacja (od najniższej): 8,00 EUR wobec 20,40 EUR (costs: 10,00 EUR wobec 25,50 EUR)."],
    nl: ["Plaats 1 in de rangschikking (totaal aantal punten: 5).", "Vóór B: beslist door de subsidie (laagste eerst): 8,00 EUR tegen 20,40 EUR (costs: 10,00 EUR tegen 25,50 EUR).", "Plaats 2 in de rangschikking (totaal aantal punten: 5).", "Na A: beslist door de subsidie (laagste eerst): 8,00 EUR tegen 20,40 EUR (costs: 10,00 EUR tegen 25,50 EUR)."],
    // the key by its title in the nominative, as the scheme writes it
    de: ["Rang 1 in der Rangfolge (Gesamtpunktzahl: 5).", "Vor B: ausschlaggebend ist der Zuschuss (niedrigste zuerst): 8,00 EUR gegenüber 20,40 EUR (costs: 10,00 EUR gegenüber 25,50 EUR).", "Rang 2 in der Rangfolge (Gesamtpunktzahl: 5).", "Nach A: ausschlaggebend ist der Zuschuss (niedrigste zuerst): 8,00 EUR gegenüber 20,40 EUR (costs: 10,00 EUR gegenüber 25,50 EUR)."],
  } as const;
  const titles = { en: "the grant", pl: "dotacja", nl: "de subsidie", de: "der Zuschuss" } as const;
  for (const lang of LANGS) it(lang, () => expect(ranking(lang, ` ${JSON.stringify(titles[lang])}`)).toEqual(words[lang]));

  it("a let without a title is named as written; the order is the same", () => {
    expect(ranking("en")[1]).toBe("Ahead of B: decided by grant (lowest first): 8.00 EUR against 20.40 EUR (costs: 10.00 EUR against 25.50 EUR).");
  });

  it("a money field as the key (held as minor units) and a percentage", () => {
    const t = (key: string) => `${headIn("pl", ["text"])}
call { budget: money(EUR) }
application { id: text unique  costs: money(EUR)  share: percentage }
ranking per art1 { by ${key} lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount costs at boundary skip per art1 }
`;
    const two = [
      { id: "A", costs: "10.00", share: "12.5%" },
      { id: "B", costs: "25.50", share: "40%" },
    ];
    expect(steps(run(t("costs"), { call: { budget: "100.00" }, applications: two }), "A", "ranking")[1]).toBe("Przed wnioskiem B: rozstrzyga costs (od najniższej): 10,00 EUR wobec 25,50 EUR.");
    expect(steps(run(t("share"), { call: { budget: "100.00" }, applications: two }), "A", "ranking")[1]).toBe("Przed wnioskiem B: rozstrzyga share (od najniższej): 12,5% wobec 40%.");
  });
});

describe("a refusal in an allocation of places speaks of places, in the reasons as in the explanation", () => {
  // 3 places, at most 1 for staff; skip. A takes 2 (1 left); B (staff, 2 asked) is refused by the
  // quota (1 left) and would not fit in the 1 place left either; C (2 asked) is passed over; D takes the last
  const text = (lang: Lang) => `${headIn(lang, ["text", "text"])}
call { places: integer }
application { id: text unique  q: integer in 0..10  staff: boolean  asked: integer in 1..3 }
criterion quality per art1: q
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.places
  amount asked
  at boundary skip per art1
  quota staff "Staff" per art2: at most 1 when staff
}
`;
  const apps = [
    { id: "A", q: 9, staff: false, asked: 2 },
    { id: "B", q: 8, staff: true, asked: 2 },
    { id: "C", q: 7, staff: false, asked: 2 },
    { id: "D", q: 6, staff: false, asked: 1 },
  ];
  const refusals = (lang: Lang) => {
    const r = run(text(lang), { call: { places: 3 }, applications: apps });
    expect(r.results.map((x) => x.status)).toEqual(["funded", "not_funded", "not_funded", "funded"]);
    return ["B", "C"].map((id) => ({ reasons: of(r, id).reasons.map((x) => x.message), step: steps(r, id, "allocation") }));
  };
  const words = {
    en: [
      ["the quota 'Staff' has 1 place left, fewer than the 2 places asked; it does not fit in the places left either", "Not granted (2 places asked): the quota 'Staff' has 1 place left, fewer than the 2 places asked; it does not fit in the places left either (all places remaining before: 1 place)."],
      ["does not fit in the places left; passed over", "Not granted (2 places asked): does not fit in the places left; passed over (remaining before: 1 place)."],
    ],
    pl: [
      ["w limicie „Staff” pozostało 1 miejsce, mniej niż wnioskowane 2 miejsca; wniosek nie mieści się również w pozostałych miejscach", "Nie przyznano miejsca (wnioskowano o 2 miejsca): w limicie „Staff” pozostało 1 miejsce, mniej niż wnioskowane 2 miejsca; wniosek nie mieści się również w pozostałych miejscach (ze wszystkich miejsc pozostało przed tym wnioskiem: 1 miejsce)."],
      ["nie mieści się w pozostałych miejscach; wniosek pominięto", "Nie przyznano miejsca (wnioskowano o 2 miejsca): nie mieści się w pozostałych miejscach; wniosek pominięto (pozostało przed tym wnioskiem: 1 miejsce)."],
    ],
    nl: [
      ["van het maximum ‘Staff’ resteert 1 plaats, minder dan de gevraagde 2 plaatsen; de aanvraag past ook niet binnen de resterende plaatsen", "Niet toegewezen (2 plaatsen gevraagd): van het maximum ‘Staff’ resteert 1 plaats, minder dan de gevraagde 2 plaatsen; de aanvraag past ook niet binnen de resterende plaatsen (van alle plaatsen resterend vóór deze aanvraag: 1 plaats)."],
      ["past niet binnen de resterende plaatsen; overgeslagen", "Niet toegewezen (2 plaatsen gevraagd): past niet binnen de resterende plaatsen; overgeslagen (resterend vóór deze aanvraag: 1 plaats)."],
    ],
    de: [
      ["im Kontingent „Staff“ verbleibt 1 Platz, weniger als die beantragten 2 Plätze; der Antrag passt auch nicht in die verbleibenden Plätze", "Nicht zugeteilt (beantragt: 2 Plätze): im Kontingent „Staff“ verbleibt 1 Platz, weniger als die beantragten 2 Plätze; der Antrag passt auch nicht in die verbleibenden Plätze (von allen Plätzen verbleibend vor diesem Antrag: 1 Platz)."],
      ["passt nicht in die verbleibenden Plätze; übersprungen", "Nicht zugeteilt (beantragt: 2 Plätze): passt nicht in die verbleibenden Plätze; übersprungen (verbleibend vor diesem Antrag: 1 Platz)."],
    ],
  } as const;
  for (const lang of LANGS)
    it(lang, () => expect(refusals(lang)).toEqual(words[lang].map(([reason, step]) => ({ reasons: [reason], step: [step] }))));
});

describe("a threshold met shows the values its condition compared, as a failed one's reason does", () => {
  // the bar is 60 % of the call's best total, 9: 5.4; A (7 points) meets both thresholds, with
  // or without a reason of its own; B (5 points) fails the relative one and is told by its reason
  const text = (lang: Lang) => `${headIn(lang, ["text", "text"])}
call { budget: money(EUR)  best: integer }
application { id: text unique  q: integer in 0..10  asked: money(EUR) }
criterion quality "Quality (panel)" per art1: q
let bar = 60% × call.best
threshold min_quality "Quality at least 4" per art2: quality >= 4
threshold relative "At least 60 % of the best" per art2: total >= bar
  otherwise "{total} points, less than {bar}"
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`;
  const apps = [
    { id: "A", q: 7, asked: "10.00" },
    { id: "B", q: 5, asked: "10.00" },
  ];
  const thresholds = (lang: Lang) => {
    const r = run(text(lang), { call: { budget: "100.00", best: 9 }, applications: apps });
    return { A: steps(r, "A", "threshold"), B: steps(r, "B", "threshold") };
  };
  const words = {
    en: {
      A: ["Threshold 'Quality at least 4' is met (quality >= 4; Quality (panel): 7 points).", "Threshold 'At least 60 % of the best' is met (total >= bar; total: 7 points, bar: 5.4 points)."],
      B: ["Threshold 'Quality at least 4' is met (quality >= 4; Quality (panel): 5 points).", "Threshold 'At least 60 % of the best' is not met: 5 points, less than 5.4"],
    },
    pl: {
      A: ["Próg „Quality at least 4” jest spełniony (quality >= 4; Quality (panel): 7 punktów).", "Próg „At least 60 % of the best” jest spełniony (total >= bar; total: 7 punktów, bar: 5,4 punktu)."],
      B: ["Próg „Quality at least 4” jest spełniony (quality >= 4; Quality (panel): 5 punktów).", "Próg „At least 60 % of the best” nie jest spełniony: 5 points, less than 5,4"],
    },
    nl: {
      A: ["Drempel ‘Quality at least 4’ is gehaald (quality >= 4; Quality (panel): 7 punten).", "Drempel ‘At least 60 % of the best’ is gehaald (total >= bar; total: 7 punten, bar: 5,4 punten)."],
      B: ["Drempel ‘Quality at least 4’ is gehaald (quality >= 4; Quality (panel): 5 punten).", "Drempel ‘At least 60 % of the best’ is niet gehaald: 5 points, less than 5,4"],
    },
    de: {
      A: ["Der Schwellenwert „Quality at least 4“ ist erreicht (quality >= 4; Quality (panel): 7 Punkte).", "Der Schwellenwert „At least 60 % of the best“ ist erreicht (total >= bar; total: 7 Punkte, bar: 5,4 Punkte)."],
      B: ["Der Schwellenwert „Quality at least 4“ ist erreicht (quality >= 4; Quality (panel): 5 Punkte).", "Der Schwellenwert „At least 60 % of the best“ ist nicht erreicht: 5 points, less than 5,4"],
    },
  } as const;
  for (const lang of LANGS) it(lang, () => expect(thresholds(lang)).toEqual(words[lang]));

  it("the trace's fact holds the values, points marked as points", () => {
    const r = evaluate(load(analyze(text("en"))), { call: { budget: "100.00", best: 9 }, applications: apps }, { explain: "trace" }).result;
    const met = of(r, "A").explanation.map((s) => s as unknown as { kind?: string; test?: string; values?: unknown }).filter((s) => s.kind === "rule" && s.test === "threshold");
    expect(met.map((s) => s.values)).toEqual([
      [{ name: "Quality (panel)", value: { kind: "number", value: "7" }, points: true }],
      [{ name: "total", value: { kind: "number", value: "7" }, points: true }, { name: "bar", value: { kind: "number", value: "5.4" }, points: true }],
    ]);
  });
});

describe("a lottery's step shows the text it hashed, so that anyone can recompute the digest", () => {
  // A and B tie on points; the seed "S-1" orders them by sha256("S-1:A") and sha256("S-1:B")
  // (`printf 'S-1:A' | sha256sum`: aab240be3124…, `printf 'S-1:B' | sha256sum`: dee375d6c348…): A first
  const text = (lang: Lang) => `${headIn(lang, ["text"])}
call { budget: money(EUR)  seed: text }
application { id: text unique  q: integer in 0..10  asked: money(EUR) }
criterion quality per art1: q
ranking per art1 { by total highest first tiebreak every tie per art1 { lottery seed call.seed } }
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`;
  const apps = [
    { id: "A", q: 5, asked: "10.00" },
    { id: "B", q: 5, asked: "10.00" },
  ];
  const ranking = (lang: Lang) => {
    const r = run(text(lang), { call: { budget: "100.00", seed: "S-1" }, applications: apps });
    return [...steps(r, "A", "ranking"), ...steps(r, "B", "ranking")];
  };
  const d = 'sha256("S-1:A") = aab240be3124…';
  const e = 'sha256("S-1:B") = dee375d6c348…';
  // the pair is the same on the key before the lot, its points (words20)
  const same = {
    en: " Both have the same value of the total points (5), so the lottery decided.",
    pl: " Oba wnioski mają tę samą wartość: suma punktów (5), dlatego rozstrzygnęło losowanie.",
    nl: " Beide hebben dezelfde waarde van het totaal aantal punten (5), dus besliste de loting.",
    de: " Beide Anträge stimmen überein in der Gesamtpunktzahl (5), daher entschied das Los.",
  };
  const words = {
    en: ["Position 1 (total points: 5).", `Ahead of B: decided by lottery (seed "S-1"): ${d} against ${e}.${same.en}`, "Position 2 (total points: 5).", `After A: decided by lottery (seed "S-1"): ${d} against ${e}.${same.en}`],
    pl: ["Miejsce na liście: 1 (suma punktów: 5).", `Przed wnioskiem B: rozstrzyga losowanie (ziarno "S-1"): ${d} wobec ${e}.${same.pl}`, "Miejsce na liście: 2 (suma punktów: 5).", `Za wnioskiem A: rozstrzyga losowanie (ziarno "S-1"): ${d} wobec ${e}.${same.pl}`],
    nl: ["Plaats 1 in de rangschikking (totaal aantal punten: 5).", `Vóór B: beslist door loting (startwaarde "S-1"): ${d} tegen ${e}.${same.nl}`, "Plaats 2 in de rangschikking (totaal aantal punten: 5).", `Na A: beslist door loting (startwaarde "S-1"): ${d} tegen ${e}.${same.nl}`],
    de: ["Rang 1 in der Rangfolge (Gesamtpunktzahl: 5).", `Vor B: ausschlaggebend ist der Losentscheid (Startwert „S-1“): ${d} gegenüber ${e}.${same.de}`, "Rang 2 in der Rangfolge (Gesamtpunktzahl: 5).", `Nach A: ausschlaggebend ist der Losentscheid (Startwert „S-1“): ${d} gegenüber ${e}.${same.de}`],
  } as const;
  for (const lang of LANGS) it(lang, () => expect(ranking(lang)).toEqual(words[lang]));
});
