// What the applicant reads, words31 (thirty-first round): the unit of a let computed from the
// criteria (drafter30's finding 4), a group's cap computed from the call told with its formula
// (finding 5) and a count over a list said in a not-met reason; a stage's `when` that cannot be
// computed, named as the stage's condition, is in test/mendstage30-stage-threshold.test.ts. Each
// sentence whole, in the five languages of the catalogues.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { preamble, resultOf, runScheme } from "./support/scheme";

const LANGS = ["en", "nl", "pl", "de", "es"] as const;
type Lang = (typeof LANGS)[number];
const nofoDir = resolve(__dirname, "../schemes/drafted_nofo");
const nofo = readFileSync(join(nofoDir, "resilience_nofo.allot"), "utf8");
const nofoInput = JSON.parse(readFileSync(join(nofoDir, "data/fy2027_applications.json"), "utf8"));

/** The explanation's steps `step` of application `id`, the scheme told in `language` (its first `language en` replaced). */
function told(text: string, input: unknown, id: string, step: string, language: Lang): string[] {
  const scheme = load(analyze(text.replace("  language en\n", `  language ${language}\n`)));
  const r = evaluate(scheme, input as never, { explain: true } as never).result;
  return r.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === step).map((s) => s.text);
}
const each = (f: (l: Lang) => string[]): Record<Lang, string[]> => Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Lang, string[]>;

// drafter30's finding 4: NOFO 5.2's merit score is the four criteria summed (`let merit_score =
// c1 + c2 + c3 + c4`); a sum of points is points, told with its unit as a criterion is.
describe("1. a let computed from the criteria is told in points", () => {
  it("the merit score (a sum of criteria), in the five languages", () => {
    expect(each((l) => told(nofo, nofoInput, "A08", "threshold", l))).toEqual({
      en: ["Threshold 'A merit score of at least 70 points' is not met: merit_score >= 70 (the merit score: 69.3 points)"],
      nl: ["Drempel ‘A merit score of at least 70 points’ is niet gehaald: merit_score >= 70 (the merit score: 69,3 punten)"],
      pl: ["Próg „A merit score of at least 70 points” nie jest spełniony: merit_score >= 70 (the merit score: 69,3 punktu)"],
      de: ["Der Schwellenwert „A merit score of at least 70 points“ ist nicht erreicht: merit_score >= 70 (the merit score: 69,3 Punkte)"],
      es: ["El umbral «A merit score of at least 70 points» no se alcanza: merit_score >= 70 (the merit score: 69,3 puntos)"],
    });
  });
  it("a scaled criterion, a mean and a round of criteria are points; a let of money is not", () => {
    const scaled = nofo
      .replace('let merit_score "the merit score" = c1 + c2 + c3 + c4 per e1', 'let merit_score "the merit score" = round(mean([c1, c2, c3, c4]) × 4, 1, half_up) per e1\nlet half_need "half the need" = 50% × c1 per e1')
      .replace("merit_score >= 70", "merit_score >= 70 and half_need >= 0 and request >= 0 USD");
    expect(told(scaled, nofoInput, "A08", "threshold", "en")).toEqual([
      "The merit score, mean([c1, c2, c3, c4]): 4 values, (20 + 28 + 14 + 7.3) / 4 = 17.325.",
      "Threshold 'A merit score of at least 70 points' is not met: merit_score >= 70 and half_need >= 0 and request >= 0 USD (the merit score: 69.3 points, half the need: 10 points, request: 900000.00 USD)",
    ]);
  });
});

// drafter30's finding 5: the proviso's 15 percent is `at most 15% × call.funds`; the refusal
// gave the cap's figure only. It is now told as a cap computed from the group's key is (law29):
// the figure, the cap as written in the call's words, and the call value it read.
describe("2. a group's cap computed from the call is told with its formula", () => {
  const funds = "the funds made available for awards under this NOFO";
  it("A03's refusal, in the five languages", () => {
    expect(each((l) => told(nofo, nofoInput, "A03", "allocation", l))).toEqual({
      en: [`Not funded (500000.00 USD asked): State 'OH' has 50000.00 USD left of its cap of 750000.00 USD, less than the 500000.00 USD asked (remaining before: 3700000.00 USD). Its group's cap (State 'OH'): 750000.00 USD (15% × ${funds}; ${funds}: 5000000.00 USD).`],
      nl: [`Niet verleend (500.000,00 USD gevraagd): groep ‘State: OH’: van het groepsplafond van 750.000,00 USD resteert 50.000,00 USD, minder dan de gevraagde 500.000,00 USD (resterend vóór deze aanvraag: 3.700.000,00 USD). Het maximum van de groep (‘State: OH’): 750.000,00 USD (15% × ${funds}; ${funds}: 5.000.000,00 USD).`],
      pl: [`Nie przyznano dofinansowania (wnioskowano o 500\u00a0000,00 USD): grupa „State: OH”: z limitu 750\u00a0000,00 USD na grupę pozostało 50\u00a0000,00 USD, mniej niż wnioskowane 500\u00a0000,00 USD (środki pozostałe przed tym wnioskiem: 3\u00a0700\u00a0000,00 USD). Limit grupy („State: OH”): 750\u00a0000,00 USD (15% × ${funds}; ${funds}: 5\u00a0000\u00a0000,00 USD).`],
      de: [`Nicht bewilligt (beantragt: 500.000,00 USD): Gruppe „State: OH“: von der Obergrenze von 750.000,00 USD verbleiben 50.000,00 USD, weniger als die beantragten 500.000,00 USD (verbleibend vor diesem Antrag: 3.700.000,00 USD). Die Obergrenze der Gruppe („State: OH“): 750.000,00 USD (15% × ${funds}; ${funds}: 5.000.000,00 USD).`],
      es: [`No concedida (importe solicitado: 500.000,00 USD): al grupo «State: OH» le quedan 50.000,00 USD de su límite de 750.000,00 USD, menos que lo solicitado, 500.000,00 USD (restante antes de esta solicitud: 3.700.000,00 USD). El límite de su grupo («State: OH»): 750.000,00 USD (15% × ${funds}; ${funds}: 5.000.000,00 USD).`],
    });
  });
  it("a cap that is one call value as written is told by its figure, as before", () => {
    const plain = nofo.replace("at most 15% × call.funds per ap_state", "at most call.state_cap per ap_state").replace('  funds: money(USD) "the funds made available for awards under this NOFO"\n', '  funds: money(USD) "the funds made available for awards under this NOFO"\n  state_cap: money(USD)\n');
    const input = { ...nofoInput, call: { ...nofoInput.call, state_cap: "750000" } };
    expect(told(plain, input, "A03", "allocation", "en")).toEqual([
      "Not funded (500000.00 USD asked): State 'OH' has 50000.00 USD left of its cap of 750000.00 USD, less than the 500000.00 USD asked (remaining before: 3700000.00 USD).",
    ]);
  });
});

// A rule's count over a list (`count(distinct p in partners: p.country) >= 3`, "each established in
// a different Member State", §7) gave no value in its not-met reason: the applicant read the rule
// and not the count (item 4). Rules of `or` and `is present` over what the form states keep no
// values (docs/language.md §12: their values are the form's, shared by every application alike).
const distinct = (lang?: string) => `${preamble("Three countries", lang)}call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  partners: list of record { country: text }
}
eligibility {
  rule countries "Three countries" per art1: count(distinct p in partners: p.country) >= 3
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
describe("4. a count over a list is said in a not-met reason", () => {
  const input = { call: { budget: "100.00" }, applications: [{ id: "A", asked: "10.00", partners: [{ country: "NL" }, { country: "NL" }, { country: "PL" }] }] };
  const c = "count(distinct p in partners: p.country)";
  it("the reason and the step, in the five languages", () => {
    expect(resultOf(runScheme(distinct(), input), "A").reasons.map((x) => x.message)).toEqual([`not met: ${c} >= 3 (${c}: 2)`]);
    const said = (lang: string) => resultOf(runScheme(distinct(lang), input), "A").explanation.filter((x) => x.step === "eligibility").map((x) => x.text);
    expect(said("en")).toEqual([`Rule 'Three countries' is not met: ${c} >= 3 (${c}: 2)`]);
    expect(said("nl")).toEqual([`Voorwaarde ‘Three countries’ is niet vervuld: ${c} >= 3 (${c}: 2)`]);
    expect(said("pl")).toEqual([`Warunek „Three countries” nie jest spełniony: ${c} >= 3 (${c}: 2)`]);
    expect(said("de")).toEqual([`Die Voraussetzung „Three countries“ ist nicht erfüllt: ${c} >= 3 (${c}: 2)`]);
    expect(said("es")).toEqual([`El requisito «Three countries» no se cumple: ${c} >= 3 (${c}: 2)`]);
  });
});

// review31's W1: words31 told a let computed from points in points however it scaled them, so a
// percentage of the maximum (`total × 100 / 10`) read "50 points" and a share set against 30%
// (`100% × ca / 10`) "0.2 points". A let is points where it weighs points (`0.6 × ca + 0.4 × cb`,
// a weight below 100 or 100%), averages them (`/ 2`) or sums them; `× 100` or `× 100%` makes a
// percentage, and a let typed `percentage` is never points (docs/language.md §12).
const shares = (lets: string, lang?: string) => `${preamble("T", lang)}call {
  budget: money(EUR)
}
application {
  id: text unique
  a: integer in 0..5
  b: integer in 0..5
  asked: money(EUR)
}
criterion ca "Quality" per art1: a
criterion cb "Impact" per art1: b
maximum points 10 per art1
${lets}
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
describe("5. a let is told in points only where it is points (review31's W1)", () => {
  const input = { call: { budget: "1000.00" }, applications: [{ id: "A", a: 2, b: 3, asked: "100.00" }] };
  const said = (lets: string, lang?: string) => resultOf(runScheme(shares(lets, lang), input), "A").explanation.filter((x) => x.step === "threshold").map((x) => x.text);
  const percent = `let pct "the score as a percentage of the maximum" = total × 100 / 10 per art1
let ratio "the share of quality in the total" = 100% × ca / 10 per art1
threshold minimum per art1: pct >= 60
threshold q per art1: ratio >= 30%`;
  it("a percentage of the maximum and a share set against a percent are not points, in en and nl", () => {
    expect(said(percent, "en")).toEqual([
      "Threshold 'minimum' is not met: pct >= 60 (the score as a percentage of the maximum: 50)",
      "Threshold 'q' is not met: ratio >= 30% (the share of quality in the total: 0.2)",
    ]);
    expect(said(percent, "nl")).toEqual([
      "Drempel ‘minimum’ is niet gehaald: pct >= 60 (the score as a percentage of the maximum: 50)",
      "Drempel ‘q’ is niet gehaald: ratio >= 30% (the share of quality in the total: 0,2)",
    ]);
  });
  it("a let typed a percentage is not points, whatever its formula", () => {
    expect(said(`let part "the part of quality": percentage = ca / 10 per art1\nthreshold q per art1: part >= 30%`, "en")).toEqual([
      "Threshold 'q' is not met: part >= 30% (the part of quality: 0.2)",
    ]);
  });
  const weighted = `let merit "the weighted score" = 0.6 × ca + 0.4 × cb per art1
let avg "the mean of the criteria" = (ca + cb) / 2 per art1
let double "quality counted twice" = 2 × ca + 40% × cb per art1
threshold m per art1: merit >= 3 and avg >= 3 and double >= 6`;
  it("a weighted sum, a mean by a divisor and small weights stay points, in en and de", () => {
    expect(said(weighted, "en")).toEqual([
      "Threshold 'm' is not met: merit >= 3 and avg >= 3 and double >= 6 (the weighted score: 2.4 points, the mean of the criteria: 2.5 points, quality counted twice: 5.2 points)",
    ]);
    expect(said(weighted, "de")).toEqual([
      "Der Schwellenwert „m“ ist nicht erreicht: merit >= 3 and avg >= 3 and double >= 6 (the weighted score: 2,4 Punkte, the mean of the criteria: 2,5 Punkte, quality counted twice: 5,2 Punkte)",
    ]);
  });
});
