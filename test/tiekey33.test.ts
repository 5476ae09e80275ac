// A tie-break key after the first says which earlier keys both have the same value of (tiekey33,
// drafter32 finding 5; §13.3): the law's chain — the points equal, the first tie-break equal, then
// the key that decided — in the lottery's words and record (`sameBefore`), in every language. Art.
// 11 of schemes/drafted_graduatoria: "A parità di punteggio è data priorità al richiedente più
// giovane; in caso di ulteriore parità prevale la domanda rilasciata prima".
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compiled, headIn, resultOf as of } from "./support/scheme.js";

const LANGS = ["en", "nl", "pl", "de", "es", "fr"] as const;
type Lang = (typeof LANGS)[number];

// A, B and C: 5 points; A and B born the same day, A filed first; C younger. D and E: 4 points,
// the same birth and filing, so the id decides after two keys.
const text = (lang: Lang) => `${headIn(lang, ["ranking"])}
call { budget: money(EUR) }
application { id: text unique  q: integer in 0..10  born: date  filed: datetime("UTC")  asked: money(EUR) }
criterion quality per art1: q
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by born latest first per art1
    by filed earliest first to the second per art1
    by id lowest first per art1
  }
}
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`;
const input = {
  call: { budget: "1000.00" },
  applications: [
    { id: "A", q: 5, born: "1980-01-01", filed: "2027-04-10T10:00:00", asked: "10.00" },
    { id: "B", q: 5, born: "1980-01-01", filed: "2027-04-10T10:00:01", asked: "10.00" },
    { id: "C", q: 5, born: "1990-01-01", filed: "2027-04-10T12:00:00", asked: "10.00" },
    { id: "D", q: 4, born: "1980-01-01", filed: "2027-04-10T10:00:00", asked: "10.00" },
    { id: "E", q: 4, born: "1980-01-01", filed: "2027-04-10T10:00:00", asked: "10.00" },
  ],
};
export const runIn = (lang: Lang): SelectionResult => evaluate(compiled(text(lang)), input).result;
export const last = (r: SelectionResult, id: string): string => of(r, id).explanation.filter((s) => s.step === "ranking")[1]!.text;

// B after A (the time of filing decided, after the points and the birth), E after D (the id, after
// the points, the birth and the filing to its second)
const words: Record<Lang, { B: string; E: string }> = {
  en: {
    B: "After A: decided by filed (earliest first, to the second): 2027-04-10 10:00:00 against 2027-04-10 10:00:01. Both have the same value of the total points (5) and of born (1980-01-01).",
    E: "After D: decided by id (lowest first): D against E. Both have the same value of the total points (4), of born (1980-01-01) and of filed, to the second (2027-04-10 10:00:00), so the id decided.",
  },
  nl: {
    B: "Na A: beslist door filed (vroegste eerst, per seconde): 2027-04-10 10:00:00 tegen 2027-04-10 10:00:01. Beide hebben dezelfde waarde van het totaal aantal punten (5) en van born (1980-01-01).",
    E: "Na D: beslist door id (laagste eerst): D tegen E. Beide hebben dezelfde waarde van het totaal aantal punten (4), van born (1980-01-01) en van filed, tot op de seconde (2027-04-10 10:00:00), dus gaf het id de doorslag.",
  },
  pl: {
    B: "Za wnioskiem A: rozstrzyga filed (od najwcześniejszej, z dokładnością do sekundy): 2027-04-10 10:00:00 wobec 2027-04-10 10:00:01. Oba wnioski mają te same wartości: suma punktów (5) i „born” (1980-01-01).",
    E: "Za wnioskiem D: rozstrzyga id (od najniższej): D wobec E. Oba wnioski mają te same wartości: suma punktów (4), „born” (1980-01-01) i „filed” z dokładnością do sekundy (2027-04-10 10:00:00), dlatego rozstrzygnął identyfikator (id).",
  },
  de: {
    B: "Nach A: ausschlaggebend ist filed (früheste zuerst, auf die Sekunde genau): 10.04.2027, 10:00:00 Uhr gegenüber 10.04.2027, 10:00:01 Uhr. Beide Anträge stimmen überein in der Gesamtpunktzahl (5) und in „born“ (01.01.1980).",
    E: "Nach D: ausschlaggebend ist id (niedrigste zuerst): D gegenüber E. Beide Anträge stimmen überein in der Gesamtpunktzahl (4), in „born“ (01.01.1980) und in „filed“, auf die Sekunde genau (10.04.2027, 10:00:00 Uhr), daher entschied die Kennung (id).",
  },
  es: {
    B: "Detrás de la solicitud A: decide filed (de la más temprana a la más tardía, al segundo): 10 de abril de 2027, a las 10:00:00 frente a 10 de abril de 2027, a las 10:00:01. Ambas solicitudes tienen el mismo valor de la puntuación total (5) y «born» (1 de enero de 1980).",
    E: "Detrás de la solicitud D: decide id (de menor a mayor): D frente a E. Ambas solicitudes tienen el mismo valor de la puntuación total (4), «born» (1 de enero de 1980) y «filed», al segundo (10 de abril de 2027, a las 10:00:00), por lo que decidió el identificador (id).",
  },
  fr: {
    B: "Après la demande A : départagée par filed (du plus ancien au plus récent, à la seconde près) : 10 avril 2027 à 10 h 00 min 00 s contre 10 avril 2027 à 10 h 00 min 01 s. Les deux demandes ont la même valeur pour la note totale (5) et « born » (1er janvier 1980).",
    E: "Après la demande D : départagée par id (par ordre croissant) : D contre E. Les deux demandes ont la même valeur pour la note totale (4), « born » (1er janvier 1980) et « filed », à la seconde près (10 avril 2027 à 10 h 00 min 00 s) : l'identifiant (id) a donc départagé.",
  },
};

describe("a tie-break key after the first names the earlier keys found equal", () => {
  for (const lang of LANGS) it(lang, () => {
    const r = runIn(lang);
    expect({ B: last(r, "B"), E: last(r, "E") }).toEqual(words[lang]);
  });

  it("the first tie-break key says nothing more: C ahead of A on its birth", () => {
    expect(of(runIn("en"), "C").explanation.filter((s) => s.step === "ranking").at(-1)!.text).toBe("Ahead of A: decided by born (latest first): 1990-01-01 against 1980-01-01.");
  });

  it("the trace's comparison carries the keys as sameBefore", () => {
    const r = evaluate(compiled(text("en")), input, { explain: "trace" }).result;
    const facts = of(r, "B").explanation.map((s) => s as unknown as { kind?: string; sameBefore?: unknown; sameTime?: unknown }).filter((s) => s.kind === "comparison");
    expect(facts[0]!.sameBefore).toEqual([{ by: "total points", value: "5" }, { by: "born", value: "1980-01-01" }]);
    const e = of(r, "E").explanation.map((s) => s as unknown as { kind?: string; sameBefore?: unknown; sameTime?: unknown }).filter((s) => s.kind === "comparison").at(-1)!;
    expect([e.sameBefore, e.sameTime]).toEqual([[{ by: "total points", value: "4" }, { by: "born", value: "1980-01-01" }], { by: "filed", granularity: "second", value: "2027-04-10 10:00:00" }]);
  });
});
