// A criterion under a cap told whole, in each language as a reader of it would write it (cap39;
// drafter37's finding 7, cap38's design): the range the criterion states, the value before the
// cap and the bound that bit, and the inputs by their descriptions, not the code. German, Spanish
// and French give the inputs under a label ("Berechnungsgrundlage: volle Jahre …: 12"), for a
// description as written is not declined after a preposition ("berechnet aus die vollen Jahre");
// a let under the cap by its title, not by its formula's inputs.
import { describe, expect, it } from "vitest";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

type Lang = "en" | "nl" | "pl" | "de" | "es" | "fr";
// the words of each language's scheme: the fields' descriptions, the let's title, the criteria's titles
const words: Record<Lang, { years: string; helped: string; debt: string; waited: string; titles: [string, string, string, string] }> = {
  en: { years: "full years of main residence", helped: "full years of volunteering", debt: "unpaid reminders", waited: "the full years of waiting", titles: ["Local ties", "Reliability", "Residence", "Waiting"] },
  nl: { years: "volle jaren met hoofdverblijf", helped: "volle jaren vrijwilligerswerk", debt: "openstaande aanmaningen", waited: "de volle jaren wachttijd", titles: ["Binding", "Betrouwbaarheid", "Woonjaren", "Wachttijd"] },
  pl: { years: "pełne lata zamieszkania", helped: "pełne lata wolontariatu", debt: "nieopłacone wezwania", waited: "pełne lata oczekiwania", titles: ["Związek z gminą", "Rzetelność", "Lata zamieszkania", "Oczekiwanie"] },
  de: { years: "volle Jahre mit Hauptwohnsitz", helped: "volle Jahre im Ehrenamt", debt: "offene Mahnungen", waited: "die vollen Jahre der Wartezeit", titles: ["Ortsbezug", "Zuverlässigkeit", "Wohnjahre", "Wartezeit"] },
  es: { years: "años completos de residencia", helped: "años completos de voluntariado", debt: "requerimientos pendientes", waited: "los años completos de espera", titles: ["Arraigo", "Solvencia", "Residencia", "Espera"] },
  fr: { years: "années complètes de résidence", helped: "années complètes de bénévolat", debt: "relances impayées", waited: "les années complètes d'attente", titles: ["Ancrage", "Fiabilité", "Résidence", "Attente"] },
};
const scheme = (lang: Lang): string => {
  const w = words[lang];
  const [joint, floor, plain, wait] = w.titles;
  return `${preamble("T", lang)}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  years: integer in 0..20 ${JSON.stringify(w.years)}
  helped: integer in 0..20 ${JSON.stringify(w.helped)}
  debt: integer in 0..20 ${JSON.stringify(w.debt)}
}
let waited ${JSON.stringify(w.waited)}: integer in 0..40 = years + helped
criterion joint ${JSON.stringify(joint)} per art1: min(10 × years + 4 × helped, 50)
criterion lower ${JSON.stringify(floor)} per art1: max(0, min(10 - debt, 10))
criterion plain ${JSON.stringify(plain)} per art1: min(years, 10)
criterion wait ${JSON.stringify(wait)} per art1: min(waited, 12)
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;
};
const input = {
  call: { ceiling: "1000.00" },
  applications: [
    // 120 + 20 = 140, capped at 50; 10 - 15 = -5, raised to 0; 12 years capped at 10; 17 capped at 12
    { id: "A", asked: "1.00", years: 12, helped: 5, debt: 15 },
    // 20 + 0, 7, 2, 2: no cap bit
    { id: "B", asked: "1.00", years: 2, helped: 0, debt: 3 },
  ],
};
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const lines = (lang: Lang, id: string): string[] => {
  const r = row(run(scheme(lang), input), id) as unknown as { explanation: { text: string }[] };
  return r.explanation.map((s) => flat(s.text)).filter((t) => words[lang].titles.some((title) => t.includes(title)));
};

const want: Record<Lang, { A: string[]; B: string[] }> = {
  en: {
    A: [
      "Criterion 'Local ties': 50 points (0 to 50 points; 140, capped at 50; computed from full years of main residence: 12; full years of volunteering: 5).",
      "Criterion 'Reliability': 0 points (0 to 10 points; -5, raised to 0; computed from unpaid reminders: 15).",
      "Criterion 'Residence': 10 points (0 to 10 points; full years of main residence: 12, capped at 10).",
      "Criterion 'Waiting': 12 points (0 to 12 points; the full years of waiting: 17, capped at 12).",
    ],
    B: [
      "Criterion 'Local ties': 20 points (0 to 50 points; computed from full years of main residence: 2; full years of volunteering: 0).",
      "Criterion 'Reliability': 7 points (0 to 10 points; computed from unpaid reminders: 3).",
      "Criterion 'Residence': 2 points (0 to 10 points; full years of main residence: 2).",
      "Criterion 'Waiting': 2 points (0 to 12 points; the full years of waiting: 2).",
    ],
  },
  nl: {
    A: [
      "Criterium ‘Binding’: 50 punten (0 tot 50 punten; 140, begrensd tot 50; berekend uit volle jaren met hoofdverblijf: 12; volle jaren vrijwilligerswerk: 5).",
      "Criterium ‘Betrouwbaarheid’: 0 punten (0 tot 10 punten; −5, verhoogd tot 0; berekend uit openstaande aanmaningen: 15).",
      "Criterium ‘Woonjaren’: 10 punten (0 tot 10 punten; volle jaren met hoofdverblijf: 12, begrensd tot 10).",
      "Criterium ‘Wachttijd’: 12 punten (0 tot 12 punten; de volle jaren wachttijd: 17, begrensd tot 12).",
    ],
    B: [
      "Criterium ‘Binding’: 20 punten (0 tot 50 punten; berekend uit volle jaren met hoofdverblijf: 2; volle jaren vrijwilligerswerk: 0).",
      "Criterium ‘Betrouwbaarheid’: 7 punten (0 tot 10 punten; berekend uit openstaande aanmaningen: 3).",
      "Criterium ‘Woonjaren’: 2 punten (0 tot 10 punten; volle jaren met hoofdverblijf: 2).",
      "Criterium ‘Wachttijd’: 2 punten (0 tot 12 punten; de volle jaren wachttijd: 2).",
    ],
  },
  pl: {
    A: [
      "Kryterium „Związek z gminą”: 50 punktów (od 0 do 50 punktów; 140, ograniczone do 50; na podstawie: pełne lata zamieszkania: 12; pełne lata wolontariatu: 5).",
      "Kryterium „Rzetelność”: 0 punktów (od 0 do 10 punktów; −5, podwyższone do 0; na podstawie: nieopłacone wezwania: 15).",
      "Kryterium „Lata zamieszkania”: 10 punktów (od 0 do 10 punktów; pełne lata zamieszkania: 12, ograniczone do 10).",
      "Kryterium „Oczekiwanie”: 12 punktów (od 0 do 12 punktów; pełne lata oczekiwania: 17, ograniczone do 12).",
    ],
    B: [
      "Kryterium „Związek z gminą”: 20 punktów (od 0 do 50 punktów; na podstawie: pełne lata zamieszkania: 2; pełne lata wolontariatu: 0).",
      "Kryterium „Rzetelność”: 7 punktów (od 0 do 10 punktów; na podstawie: nieopłacone wezwania: 3).",
      "Kryterium „Lata zamieszkania”: 2 punkty (od 0 do 10 punktów; pełne lata zamieszkania: 2).",
      "Kryterium „Oczekiwanie”: 2 punkty (od 0 do 12 punktów; pełne lata oczekiwania: 2).",
    ],
  },
  de: {
    A: [
      "Kriterium „Ortsbezug“: 50 Punkte (0 bis 50 Punkte; 140, begrenzt auf 50; Berechnungsgrundlage: volle Jahre mit Hauptwohnsitz: 12; volle Jahre im Ehrenamt: 5).",
      "Kriterium „Zuverlässigkeit“: 0 Punkte (0 bis 10 Punkte; −5, angehoben auf 0; Berechnungsgrundlage: offene Mahnungen: 15).",
      "Kriterium „Wohnjahre“: 10 Punkte (0 bis 10 Punkte; volle Jahre mit Hauptwohnsitz: 12, begrenzt auf 10).",
      "Kriterium „Wartezeit“: 12 Punkte (0 bis 12 Punkte; die vollen Jahre der Wartezeit: 17, begrenzt auf 12).",
    ],
    B: [
      "Kriterium „Ortsbezug“: 20 Punkte (0 bis 50 Punkte; Berechnungsgrundlage: volle Jahre mit Hauptwohnsitz: 2; volle Jahre im Ehrenamt: 0).",
      "Kriterium „Zuverlässigkeit“: 7 Punkte (0 bis 10 Punkte; Berechnungsgrundlage: offene Mahnungen: 3).",
      "Kriterium „Wohnjahre“: 2 Punkte (0 bis 10 Punkte; volle Jahre mit Hauptwohnsitz: 2).",
      "Kriterium „Wartezeit“: 2 Punkte (0 bis 12 Punkte; die vollen Jahre der Wartezeit: 2).",
    ],
  },
  es: {
    A: [
      "Criterio «Arraigo»: 50 puntos (de 0 a 50 puntos; 140, limitado a 50; base de cálculo: años completos de residencia: 12; años completos de voluntariado: 5).",
      "Criterio «Solvencia»: 0 puntos (de 0 a 10 puntos; −5, aumentado hasta 0; base de cálculo: requerimientos pendientes: 15).",
      "Criterio «Residencia»: 10 puntos (de 0 a 10 puntos; años completos de residencia: 12, limitado a 10).",
      "Criterio «Espera»: 12 puntos (de 0 a 12 puntos; los años completos de espera: 17, limitado a 12).",
    ],
    B: [
      "Criterio «Arraigo»: 20 puntos (de 0 a 50 puntos; base de cálculo: años completos de residencia: 2; años completos de voluntariado: 0).",
      "Criterio «Solvencia»: 7 puntos (de 0 a 10 puntos; base de cálculo: requerimientos pendientes: 3).",
      "Criterio «Residencia»: 2 puntos (de 0 a 10 puntos; años completos de residencia: 2).",
      "Criterio «Espera»: 2 puntos (de 0 a 12 puntos; los años completos de espera: 2).",
    ],
  },
  fr: {
    A: [
      "Critère « Ancrage » : 50 points (de 0 à 50 points ; 140, plafonné à 50 ; base de calcul : années complètes de résidence : 12 ; années complètes de bénévolat : 5).",
      "Critère « Fiabilité » : 0 point (de 0 à 10 points ; −5, porté à 0 ; base de calcul : relances impayées : 15).",
      "Critère « Résidence » : 10 points (de 0 à 10 points ; années complètes de résidence : 12, plafonné à 10).",
      "Critère « Attente » : 12 points (de 0 à 12 points ; les années complètes d'attente : 17, plafonné à 12).",
    ],
    B: [
      "Critère « Ancrage » : 20 points (de 0 à 50 points ; base de calcul : années complètes de résidence : 2 ; années complètes de bénévolat : 0).",
      "Critère « Fiabilité » : 7 points (de 0 à 10 points ; base de calcul : relances impayées : 3).",
      "Critère « Résidence » : 2 points (de 0 à 10 points ; années complètes de résidence : 2).",
      "Critère « Attente » : 2 points (de 0 à 12 points ; les années complètes d'attente : 2).",
    ],
  },
};

describe("a criterion under a cap, the whole sentence in each language (cap39)", () => {
  for (const lang of Object.keys(want) as Lang[]) {
    it(`${lang}: the caps that bit, with the value before them`, () => expect(lines(lang, "A")).toEqual(want[lang].A));
    it(`${lang}: nothing bit, the range and the inputs`, () => expect(lines(lang, "B")).toEqual(want[lang].B));
  }
});
