// A partial grant whose minimum is met says so (words32; drafter31's finding 5, docs/language.md
// §14.1): the law that sets a minimum for a partial grant sets a condition on the grant ("si le
// solde atteint au moins la moitié de l'aide calculée", art. 8(3) of drafted_tierslieux; "a partial
// grant only where at least 50 % of the amount requested can be awarded"), and the applicant
// granted in part reads it met as the one refused reads it failed: "granted the remaining budget
// in part: the 1000.00 EUR left is at least the minimum of 1000.00 EUR (50% of the amount asked)
// for a partial grant". Of money and of places, a fixed minimum and a percent, in six languages.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { allocationScheme } from "./support/allocation.js";
import { preamble } from "./support/scheme.js";

const LANGUAGES = ["en", "nl", "pl", "de", "es", "fr"];
const money = (boundary: string, language: string) =>
  allocationScheme({ head: preamble("Partial minimum met", language), call: "budget: money(EUR)", fields: "points: integer in 0..10  asked: money(EUR)", boundary });
const places = (boundary: string, language: string) =>
  allocationScheme({ head: preamble("Partial minimum met", language), call: "budget: integer", fields: "points: integer in 0..10  asked: integer in 0..100", boundary });

function words(text: string, budget: string | number, applications: { id: string; points: number; asked: string | number }[], id: string) {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const x = evaluate(load(a), { call: { budget }, applications }).result.results.find((y) => y.id === id)!;
  return { status: x.status, amount: x.amount, words: x.explanation.at(-1)!.text };
}

// A 6000 then 4000 left for B asking 8000 (half: 4000 — met exactly); 4500 left above it
const ranked = [{ id: "A", points: 9, asked: "6000.00" }, { id: "B", points: 8, asked: "8000.00" }, { id: "C", points: 7, asked: "500.00" }];

describe("money: the minimum met is said", () => {
  it("a percent, met exactly, six languages", () => {
    expect(LANGUAGES.map((l) => words(money("partial at least 50%, else stop per art1", l), "10000.00", ranked, "B").words)).toEqual([
      "Partially funded 4000.00 EUR of the 8000.00 EUR asked: granted the remaining budget in part: the 4000.00 EUR left is at least the minimum of 4000.00 EUR (50% of the amount asked) for a partial grant (remaining before: 4000.00 EUR).",
      "Gedeeltelijk verleend: 4.000,00 EUR van de gevraagde 8.000,00 EUR: verleend tot het restant van het subsidieplafond: het restant van 4.000,00 EUR bereikt het minimum van 4.000,00 EUR (50% van het gevraagde bedrag) voor een gedeeltelijke verlening (resterend vóór deze aanvraag: 4.000,00 EUR).",
      "Przyznano częściowo 4000,00 EUR z wnioskowanych 8000,00 EUR: przyznano pozostałą część środków: pozostałe środki w wysokości 4000,00 EUR osiągają minimalną kwotę dofinansowania częściowego wynoszącą 4000,00 EUR (50% wnioskowanej kwoty) (środki pozostałe przed tym wnioskiem: 4000,00 EUR).",
      "Teilweise bewilligt, 4.000,00 EUR der beantragten 8.000,00 EUR: in Höhe der verbleibenden Fördermittel teilweise bewilligt: die verbleibenden 4.000,00 EUR erreichen den Mindestbetrag von 4.000,00 EUR (50 % des beantragten Betrags) für eine teilweise Bewilligung (verbleibend vor diesem Antrag: 4.000,00 EUR).",
      "Concedida parcialmente 4.000,00 EUR de los 8.000,00 EUR solicitados: se le concede parcialmente el crédito restante: lo que queda, 4.000,00 EUR, alcanza el importe mínimo de una subvención parcial, 4.000,00 EUR (el 50 % del importe solicitado) (restante antes de esta solicitud: 4.000,00 EUR).",
      "Accordée partiellement : 4\u202f000,00\u00a0€ sur les 8\u202f000,00\u00a0€ demandés ; le solde des crédits lui est accordé en partie : ce solde, 4\u202f000,00\u00a0€, atteint le montant minimal d'une aide partielle, 4\u202f000,00\u00a0€ (50\u00a0% du montant demandé) (crédits restants avant cette demande : 4\u202f000,00\u00a0€).",
    ]);
  });
  it("a fixed amount, passed, six languages", () => {
    expect(LANGUAGES.map((l) => words(money("partial at least 1000 EUR, else skip per art1", l), "10500.00", ranked, "B").words)).toEqual([
      "Partially funded 4500.00 EUR of the 8000.00 EUR asked: granted the remaining budget in part: the 4500.00 EUR left is at least the minimum of 1000.00 EUR for a partial grant (remaining before: 4500.00 EUR).",
      "Gedeeltelijk verleend: 4.500,00 EUR van de gevraagde 8.000,00 EUR: verleend tot het restant van het subsidieplafond: het restant van 4.500,00 EUR bereikt het minimum van 1.000,00 EUR voor een gedeeltelijke verlening (resterend vóór deze aanvraag: 4.500,00 EUR).",
      "Przyznano częściowo 4500,00 EUR z wnioskowanych 8000,00 EUR: przyznano pozostałą część środków: pozostałe środki w wysokości 4500,00 EUR osiągają minimalną kwotę dofinansowania częściowego wynoszącą 1000,00 EUR (środki pozostałe przed tym wnioskiem: 4500,00 EUR).",
      "Teilweise bewilligt, 4.500,00 EUR der beantragten 8.000,00 EUR: in Höhe der verbleibenden Fördermittel teilweise bewilligt: die verbleibenden 4.500,00 EUR erreichen den Mindestbetrag von 1.000,00 EUR für eine teilweise Bewilligung (verbleibend vor diesem Antrag: 4.500,00 EUR).",
      "Concedida parcialmente 4.500,00 EUR de los 8.000,00 EUR solicitados: se le concede parcialmente el crédito restante: lo que queda, 4.500,00 EUR, alcanza el importe mínimo de una subvención parcial, 1.000,00 EUR (restante antes de esta solicitud: 4.500,00 EUR).",
      "Accordée partiellement : 4\u202f500,00\u00a0€ sur les 8\u202f000,00\u00a0€ demandés ; le solde des crédits lui est accordé en partie : ce solde, 4\u202f500,00\u00a0€, atteint le montant minimal d'une aide partielle, 1\u202f000,00\u00a0€ (crédits restants avant cette demande : 4\u202f500,00\u00a0€).",
    ]);
  });
  it("without a minimum the words are as before", () => {
    expect(words(money("partial per art1", "en"), "10500.00", ranked, "B").words).toBe("Partially funded 4500.00 EUR of the 8000.00 EUR asked: granted the remaining budget in part (remaining before: 4500.00 EUR).");
  });
});

describe("places: the minimum met is said in places, not in money", () => {
  const three = [{ id: "A", points: 9, asked: 5 }, { id: "B", points: 8, asked: 6 }, { id: "C", points: 7, asked: 1 }];
  it("a fixed minimum, six languages", () => {
    expect(LANGUAGES.map((l) => words(places("partial at least 2, else stop per art1", l), 8, three, "B").words)).toEqual([
      "Partially granted 3 places of the 6 places asked: granted the remaining places in part: 3 places left, at least the minimum of 2 places for a partial grant (remaining before: 3 places).",
      "Gedeeltelijk toegewezen: 3 plaatsen van de gevraagde 6 plaatsen: toegewezen tot de resterende plaatsen: nog 3 plaatsen over, niet minder dan het minimum van 2 plaatsen voor een gedeeltelijke toewijzing (resterend vóór deze aanvraag: 3 plaatsen).",
      "Przyznano częściowo 3 miejsca z wnioskowanych 6 miejsc: przyznano pozostałe miejsca jako przydział częściowy: liczba pozostałych miejsc (3) osiąga minimum przydziału częściowego (2) (pozostało przed tym wnioskiem: 3 miejsca).",
      "Teilweise zugeteilt, 3 Plätze der beantragten 6 Plätze: in Höhe der verbleibenden Plätze teilweise zugeteilt: noch 3 Plätze übrig, nicht weniger als das Minimum von 2 Plätzen für eine teilweise Zuteilung (verbleibend vor diesem Antrag: 3 Plätze).",
      "Adjudicadas parcialmente 3 plazas de las 6 plazas solicitadas: se le adjudican las plazas restantes: quedan 3 plazas, no menos que el mínimo de una adjudicación parcial (2 plazas) (restante antes de esta solicitud: 3 plazas).",
      "Attribuée partiellement : 3 places sur les 6 places demandées ; les places restantes lui sont attribuées : il reste 3 places, soit au moins le minimum d'une attribution partielle (2 places) (restant avant cette demande : 3 places).",
    ]);
  });
  it("a percent, six languages", () => {
    expect(LANGUAGES.map((l) => words(places("partial at least 50%, else stop per art1", l), 8, three, "B").words)).toEqual([
      "Partially granted 3 places of the 6 places asked: granted the remaining places in part: 3 places left, at least the minimum of 3 places (50% of the places asked) for a partial grant (remaining before: 3 places).",
      "Gedeeltelijk toegewezen: 3 plaatsen van de gevraagde 6 plaatsen: toegewezen tot de resterende plaatsen: nog 3 plaatsen over, niet minder dan het minimum van 3 plaatsen (50% van de gevraagde plaatsen) voor een gedeeltelijke toewijzing (resterend vóór deze aanvraag: 3 plaatsen).",
      "Przyznano częściowo 3 miejsca z wnioskowanych 6 miejsc: przyznano pozostałe miejsca jako przydział częściowy: liczba pozostałych miejsc (3) osiąga minimum przydziału częściowego (3, 50% wnioskowanej liczby miejsc) (pozostało przed tym wnioskiem: 3 miejsca).",
      "Teilweise zugeteilt, 3 Plätze der beantragten 6 Plätze: in Höhe der verbleibenden Plätze teilweise zugeteilt: noch 3 Plätze übrig, nicht weniger als das Minimum von 3 Plätzen (50 % der beantragten Plätze) für eine teilweise Zuteilung (verbleibend vor diesem Antrag: 3 Plätze).",
      "Adjudicadas parcialmente 3 plazas de las 6 plazas solicitadas: se le adjudican las plazas restantes: quedan 3 plazas, no menos que el mínimo de una adjudicación parcial (3 plazas, el 50% de lo solicitado) (restante antes de esta solicitud: 3 plazas).",
      "Attribuée partiellement : 3 places sur les 6 places demandées ; les places restantes lui sont attribuées : il reste 3 places, soit au moins le minimum d'une attribution partielle (3 places, 50\u00a0% de la demande) (restant avant cette demande : 3 places).",
    ]);
  });
  it("without a minimum: the places left, not a budget", () => {
    expect(LANGUAGES.map((l) => words(places("partial per art1", l), 8, three, "B").words)).toEqual([
      "Partially granted 3 places of the 6 places asked: granted the remaining places in part (remaining before: 3 places).",
      "Gedeeltelijk toegewezen: 3 plaatsen van de gevraagde 6 plaatsen: toegewezen tot de resterende plaatsen (resterend vóór deze aanvraag: 3 plaatsen).",
      "Przyznano częściowo 3 miejsca z wnioskowanych 6 miejsc: przyznano pozostałe miejsca jako przydział częściowy (pozostało przed tym wnioskiem: 3 miejsca).",
      "Teilweise zugeteilt, 3 Plätze der beantragten 6 Plätze: in Höhe der verbleibenden Plätze teilweise zugeteilt (verbleibend vor diesem Antrag: 3 Plätze).",
      "Adjudicadas parcialmente 3 plazas de las 6 plazas solicitadas: se le adjudican las plazas restantes (restante antes de esta solicitud: 3 plazas).",
      "Attribuée partiellement : 3 places sur les 6 places demandées ; les places restantes lui sont attribuées (restant avant cette demande : 3 places).",
    ]);
  });
});

// review31's M5, the rest: a pro-rata share of places named its coefficient's budget as money —
// nl "subsidieplafond 10", de "Fördermittel 10", es "crédito 10" for 10 places. It is the places.
describe("pro rata of places: the coefficient's budget is the places", () => {
  const shares = (language: string) =>
    allocationScheme({ head: preamble("Places pro rata", language), call: "budget: integer", fields: "points: integer in 0..10  asked: integer in 0..100", boundary: "skip per art1", body: "  pro rata rounded down to 1 remainder largest_remainder per art1\n" });
  const four = [{ id: "A", points: 8, asked: 3 }, { id: "B", points: 6, asked: 8 }, { id: "C", points: 7, asked: 9 }, { id: "D", points: 5, asked: 1 }];
  it("six languages", () => {
    expect(LANGUAGES.map((l) => words(shares(l), 10, four, "A").words)).toEqual([
      "Granted pro rata 1 place of the 3 places asked: pro rata: 3 × 10 / 21, rounded down to 1.",
      "Naar rato toegewezen: 1 plaats van de gevraagde 3 plaatsen: berekening naar rato: 3 × de verdeelcoëfficiënt (plaatsen 10 / totaal 21), naar beneden afgerond op 1.",
      "Przyznano proporcjonalnie 1 miejsce z wnioskowanych 3 miejsc: wyliczenie: 3 × współczynnik redukcji (budżet 10 / suma 21), zaokrąglone w dół do 1.",
      "Anteilig gekürzt zugeteilt, 1 Platz der beantragten 3 Plätze: anteilige Berechnung: 3 × Kürzungsquote (Plätze 10 / Summe 21), nach unten gerundet auf 1.",
      "Adjudicada por prorrateo 1 plaza de las 3 plazas solicitadas: prorrateo: 3 × el coeficiente de prorrateo (plazas 10 / total 21), redondeado por defecto a 1.",
      "Attribuée au prorata : 1 place sur les 3 places demandées ; au prorata : 3 × le coefficient de réduction (places 10 / total 21), arrondi à l'inférieur à 1.",
    ]);
  });
});

// one place asked, in Spanish: "de la 1 plaza solicitada", not "de las 1 plaza solicitadas"
it("es: one place asked, singular", () => {
  const shares = allocationScheme({ head: preamble("Places pro rata", "es"), call: "budget: integer", fields: "points: integer in 0..10  asked: integer in 0..100", boundary: "skip per art1", body: "  pro rata rounded down to 1 remainder largest_remainder per art1\n" });
  const four = [{ id: "A", points: 8, asked: 3 }, { id: "B", points: 6, asked: 8 }, { id: "C", points: 7, asked: 9 }, { id: "D", points: 5, asked: 1 }];
  expect(words(shares, 10, four, "D").words.split(":")[0]).toBe("Adjudicada por prorrateo 1 plaza de la 1 plaza solicitada");
});
