// What a jury's built-in did (the trace's "jury" facts: engine/juries.ts), in one sentence of a
// catalogue's words: "The score for artistic quality, trimmed_mean(scores.quality, 1, 5): the
// scores 9, 9, 8, 7 and 9; with 5 scores (at least 5) the lowest, 7, and the highest, 9, are set
// aside; (9 + 9 + 8) / 3 = about 8.6667." The let's title (or name) and the call are the scheme's,
// quoted as written; the scores are shown in the order given. A plain `mean` of an application's
// numbers is told by its values and their count: "…, mean(monthly_rate): 3 values, (5.1 + 5.3 +
// 6.0) / 3 = about 5.4667." Percentages are told as the law writes them: "the scores 50% and 10%".
import { Decimal, type RoundingMode } from "../decimal.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats, Plural } from "./catalogue.js";
import { valueText, type FormWords } from "./forms.js";

type JuryFact = Extract<TraceFact, { kind: "jury" }>;

/** A language's words for a jury's working. */
export interface JuryWords {
  /** "the scores" before the list */
  readonly scores: string;
  /** the last joint of a list ("and") */
  readonly and: string;
  /** a number of scores ("5 scores") as the sentence counts them */
  readonly count: Plural;
  /** set aside: the lowest and highest (each already "the lowest, 7" or "the 2 lowest, 6 and 7") at least `n` being given */
  readonly aside: (count: string, n: string, low: string, high: string) => string;
  readonly lowest: (k: number, values: string) => string;
  readonly highest: (k: number, values: string) => string;
  /** none set aside: fewer than `n` given */
  readonly noneAside: (count: string, n: string) => string;
  /** a median: the scores in order, the middle one, or the middle two */
  readonly middle: (order: string, value: string) => string;
  readonly middleTwo: (order: string, a: string, b: string) => string;
  /** no score given */
  readonly empty: string;
  /** a plain mean: its number of values ("6 values"), and none given */
  readonly values: Plural;
  readonly noValues: string;
  /** a jury of more than `FEW` scores: their number at the head of a median ("12 scores", pl "12 ocen"), and the sum of those a trimmed mean kept ("the other 10 add up to 77") */
  readonly counted: Plural;
  readonly others: (n: string, sum: string) => string;
  /** the rounding the law prescribes, after the value it rounds: "; rounded to 2 decimal places, halves up: 44.33" (places and mode in the language's words) */
  readonly rounded: (places: number, mode: RoundingMode, value: string) => string;
}

/**
 * The most scores a sentence lists twice (a median: as given, then in order) or adds up term by
 * term (a trimmed mean's kept ones): past it, a median is told by their number and in order, a
 * trimmed mean by the kept ones' count and sum — readable for twelve jurors as for three.
 */
const FEW = 5;

/** Each language's words for a rounding's places and mode (`round(…, 2, half_up)`); an amount's rounding inside its formula reads them too (roundWords.ts). */
export const roundWords: Record<"en" | "nl" | "pl" | "de" | "es" | "fr" | "pt", { readonly places: (p: number) => string; readonly modes: Readonly<Record<RoundingMode, string>> }> = {
  en: {
    places: (p) => (p === 0 ? "to a whole number" : p === 1 ? "to 1 decimal place" : `to ${p} decimal places`),
    modes: { half_up: "halves up", half_down: "halves down", half_even: "halves to the even digit", up: "away from zero", down: "toward zero", floor: "down", ceiling: "up" },
  },
  nl: {
    places: (p) => (p === 0 ? "op een geheel getal" : p === 1 ? "op 1 decimaal" : `op ${p} decimalen`),
    modes: { half_up: "de helft naar boven", half_down: "de helft naar beneden", half_even: "de helft naar het even cijfer", up: "van nul af", down: "naar nul toe", floor: "naar beneden", ceiling: "naar boven" },
  },
  pl: {
    places: (p) => (p === 0 ? "do liczby całkowitej" : p === 1 ? "do 1 miejsca po przecinku" : `do ${p} miejsc po przecinku`),
    modes: { half_up: "połowa w górę", half_down: "połowa w dół", half_even: "połowa do cyfry parzystej", up: "od zera", down: "do zera", floor: "w dół", ceiling: "w górę" },
  },
  de: {
    places: (p) => (p === 0 ? "auf eine ganze Zahl" : p === 1 ? "auf 1 Nachkommastelle" : `auf ${p} Nachkommastellen`),
    modes: { half_up: "ab der Hälfte aufgerundet", half_down: "ab der Hälfte abgerundet", half_even: "die Hälfte zur geraden Ziffer", up: "von null weg", down: "zu null hin", floor: "abgerundet", ceiling: "aufgerundet" },
  },
  pt: {
    places: (p) => (p === 0 ? "a um número inteiro" : p === 1 ? "a 1 casa decimal" : `a ${p} casas decimais`),
    modes: { half_up: "a metade para cima", half_down: "a metade para baixo", half_even: "a metade para o algarismo par", up: "afastando-se de zero", down: "em direção a zero", floor: "para baixo", ceiling: "para cima" },
  },
  es: {
    places: (p) => (p === 0 ? "a un número entero" : p === 1 ? "a 1 decimal" : `a ${p} decimales`),
    modes: { half_up: "la mitad hacia arriba", half_down: "la mitad hacia abajo", half_even: "la mitad hacia la cifra par", up: "alejándose de cero", down: "hacia cero", floor: "hacia abajo", ceiling: "hacia arriba" },
  },
  fr: {
    places: (p) => (p === 0 ? "à l'entier" : p === 1 ? "à 1 décimale" : `à ${p} décimales`),
    modes: { half_up: "la moitié vers le haut", half_down: "la moitié vers le bas", half_even: "la moitié vers le chiffre pair", up: "en s'éloignant de zéro", down: "vers zéro", floor: "vers le bas", ceiling: "vers le haut" },
  },
};
const roundedIn =
  (l: keyof typeof roundWords, lead: string, colon = ": ", semicolon = "; ") =>
  (places: number, mode: RoundingMode, value: string): string =>
    `${semicolon}${lead} ${roundWords[l].places(places)}, ${roundWords[l].modes[mode]}${colon}${value}`;

export const juryWords: { readonly en: JuryWords; readonly nl: JuryWords; readonly pl: JuryWords; readonly de: JuryWords; readonly es: JuryWords; readonly fr: JuryWords; readonly pt: JuryWords } = {
  en: {
    scores: "the scores",
    and: "and",
    count: { one: "{n} score", other: "{n} scores" },
    aside: (c, n, lo, hi) => `with ${c} (at least ${n}) ${lo}, and ${hi}, are set aside`,
    lowest: (k, v) => (k === 1 ? `the lowest, ${v}` : `the ${k} lowest, ${v}`),
    highest: (k, v) => (k === 1 ? `the highest, ${v}` : `the ${k} highest, ${v}`),
    noneAside: (c, n) => `with ${c} (fewer than ${n}) none is set aside`,
    middle: (o, v) => `in order ${o}, the middle one is ${v}`,
    middleTwo: (o, a, b) => `in order ${o}, the middle two are ${a} and ${b}`,
    empty: "no score was given, so it cannot be computed",
    values: { one: "{n} value", other: "{n} values" },
    noValues: "no value was given, so it cannot be computed",
    counted: { one: "{n} score", other: "{n} scores" },
    rounded: roundedIn("en", "rounded"),
    others: (n, s) => `the other ${n} add up to ${s}`,
  },
  nl: {
    scores: "de scores",
    and: "en",
    count: { one: "{n} score", other: "{n} scores" },
    aside: (c, n, lo, hi) => `bij ${c} (ten minste ${n}) blijven ${lo}, en ${hi}, buiten beschouwing`,
    lowest: (k, v) => (k === 1 ? `de laagste, ${v}` : `de ${k} laagste, ${v}`),
    highest: (k, v) => (k === 1 ? `de hoogste, ${v}` : `de ${k} hoogste, ${v}`),
    noneAside: (c, n) => `bij ${c} (minder dan ${n}) blijft geen score buiten beschouwing`,
    middle: (o, v) => `op volgorde ${o} is de middelste ${v}`,
    middleTwo: (o, a, b) => `op volgorde ${o} zijn de middelste twee ${a} en ${b}`,
    empty: "er is geen score gegeven, dus de waarde kan niet worden berekend",
    values: { one: "{n} waarde", other: "{n} waarden" },
    noValues: "er is geen waarde gegeven, dus het gemiddelde kan niet worden berekend",
    counted: { one: "{n} score", other: "{n} scores" },
    rounded: roundedIn("nl", "afgerond"),
    others: (n, s) => `de overige ${n} zijn samen ${s}`,
  },
  pl: {
    scores: "oceny",
    and: "i",
    count: { one: "{n} ocenie", other: "{n} ocenach" },
    aside: (c, n, lo, hi) => `przy ${c} (co najmniej ${n}) pomija się ${lo}, oraz ${hi}`,
    lowest: (k, v) => (k === 1 ? `najniższą, ${v}` : `${k} najniższe, ${v}`),
    highest: (k, v) => (k === 1 ? `najwyższą, ${v}` : `${k} najwyższe, ${v}`),
    noneAside: (c, n) => `przy ${c} (mniej niż ${n}) nie pomija się żadnej`,
    middle: (o, v) => `w kolejności ${o} środkowa to ${v}`,
    middleTwo: (o, a, b) => `w kolejności ${o} dwie środkowe to ${a} i ${b}`,
    empty: "nie wystawiono żadnej oceny, więc wartości nie można obliczyć",
    values: { one: "{n} wartość", few: "{n} wartości", many: "{n} wartości", other: "{n} wartości" },
    noValues: "nie podano żadnej wartości, więc średniej nie można obliczyć",
    counted: { one: "{n} ocena", few: "{n} oceny", many: "{n} ocen", other: "{n} oceny" },
    rounded: roundedIn("pl", "po zaokrągleniu"),
    others: (n, s) => `suma pozostałych ${n} wynosi ${s}`,
  },
  de: {
    scores: "die Bewertungen",
    and: "und",
    count: { one: "{n} Bewertung", other: "{n} Bewertungen" },
    aside: (c, n, lo, hi) => `bei ${c} (mindestens ${n}) bleiben ${lo}, und ${hi}, unberücksichtigt`,
    lowest: (k, v) => (k === 1 ? `die niedrigste, ${v}` : `die ${k} niedrigsten, ${v}`),
    highest: (k, v) => (k === 1 ? `die höchste, ${v}` : `die ${k} höchsten, ${v}`),
    noneAside: (c, n) => `bei ${c} (weniger als ${n}) bleibt keine unberücksichtigt`,
    middle: (o, v) => `der Reihe nach ${o} ist die mittlere ${v}`,
    middleTwo: (o, a, b) => `der Reihe nach ${o} sind die beiden mittleren ${a} und ${b}`,
    empty: "keine Bewertung abgegeben, der Wert kann nicht berechnet werden",
    values: { one: "{n} Wert", other: "{n} Werte" },
    noValues: "kein Wert angegeben, der Mittelwert kann nicht berechnet werden",
    counted: { one: "{n} Bewertung", other: "{n} Bewertungen" },
    rounded: roundedIn("de", "gerundet"),
    others: (n, s) => `die übrigen ${n} ergeben zusammen ${s}`,
  },
  pt: {
    scores: "as pontuações",
    and: "e",
    count: { one: "{n} pontuação", other: "{n} pontuações" },
    aside: (c, n, lo, hi) => `com ${c} (pelo menos ${n}) são postas de parte ${lo}, e ${hi}`,
    lowest: (k, v) => (k === 1 ? `a mais baixa, ${v}` : `as ${k} mais baixas, ${v}`),
    highest: (k, v) => (k === 1 ? `a mais alta, ${v}` : `as ${k} mais altas, ${v}`),
    noneAside: (c, n) => `com ${c} (menos de ${n}) nenhuma é posta de parte`,
    middle: (o, v) => `por ordem ${o}, a central é ${v}`,
    middleTwo: (o, a, b) => `por ordem ${o}, as duas centrais são ${a} e ${b}`,
    empty: "não foi atribuída nenhuma pontuação, pelo que não é possível calcular",
    values: { one: "{n} valor", other: "{n} valores" },
    noValues: "não foi indicado nenhum valor, pelo que a média não pode ser calculada",
    counted: { one: "{n} pontuação", other: "{n} pontuações" },
    rounded: roundedIn("pt", "arredondado"),
    others: (n, s) => `as outras ${n} somam ${s}`,
  },
  es: {
    scores: "las puntuaciones",
    and: "y",
    count: { one: "{n} puntuación", other: "{n} puntuaciones" },
    aside: (c, n, lo, hi) => `con ${c} (al menos ${n}) se descartan ${lo}, y ${hi}`,
    lowest: (k, v) => (k === 1 ? `la más baja, ${v}` : `las ${k} más bajas, ${v}`),
    highest: (k, v) => (k === 1 ? `la más alta, ${v}` : `las ${k} más altas, ${v}`),
    noneAside: (c, n) => `con ${c} (menos de ${n}) no se descarta ninguna`,
    middle: (o, v) => `en orden ${o}, la central es ${v}`,
    middleTwo: (o, a, b) => `en orden ${o}, las dos centrales son ${a} y ${b}`,
    empty: "no se otorgó ninguna puntuación, por lo que no puede calcularse",
    values: { one: "{n} valor", other: "{n} valores" },
    noValues: "no se indicó ningún valor, por lo que la media no puede calcularse",
    counted: { one: "{n} puntuación", other: "{n} puntuaciones" },
    rounded: roundedIn("es", "redondeado"),
    others: (n, s) => `las otras ${n} suman ${s}`,
  },
  fr: {
    scores: "les notes",
    and: "et",
    count: { one: "{n} note", other: "{n} notes" },
    aside: (c, n, lo, hi) => `avec ${c} (au moins ${n}), ${lo}, et ${hi}, sont écartées`,
    lowest: (k, v) => (k === 1 ? `la plus basse, ${v}` : `les ${k} plus basses, ${v}`),
    highest: (k, v) => (k === 1 ? `la plus haute, ${v}` : `les ${k} plus hautes, ${v}`),
    noneAside: (c, n) => `avec ${c} (moins de ${n}), aucune n'est écartée`,
    middle: (o, v) => `dans l'ordre ${o}, la note médiane est ${v}`,
    middleTwo: (o, a, b) => `dans l'ordre ${o}, les deux notes médianes sont ${a} et ${b}`,
    empty: "aucune note n'a été donnée : elle ne peut être calculée",
    values: { one: "{n} valeur", other: "{n} valeurs" },
    noValues: "aucune valeur n'a été renseignée : la moyenne ne peut être calculée",
    counted: { one: "{n} note", other: "{n} notes" },
    rounded: roundedIn("fr", "arrondi", " : ", " ; "),
    others: (n, s) => `les ${n} autres totalisent ${s}`,
  },
};

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** A jury's working in a language's words: one sentence, and the rounding the let prescribes after its value ("…= about 44.3333; rounded to 2 decimal places, halves up: 44.33."). */
export function juryText(x: JuryFact, j: JuryWords, w: FormWords, f: Formats): string {
  const text = workingText(x, j, w, f);
  return x.rounded && x.value !== null ? `${text.slice(0, -1)}${j.rounded(x.rounded.places, x.rounded.mode, valueText(x.rounded.value, w, f))}.` : text;
}

function workingText(x: JuryFact, j: JuryWords, w: FormWords, f: Formats): string {
  // a call no let holds and no title names (FINDINGS39 7): the call alone, not capitalised as its own title
  const name = `${x.title === undefined && x.let === x.call ? x.call : `${capital(x.title ?? x.let)}, ${x.call}`}${w.colon === undefined ? "" : " "}`;
  if (x.value === null) return `${name}: ${x.fn === "mean" ? j.noValues : j.empty}.`;
  // a percentage as the law writes it, in the language's form ("50%", German "50 %")
  const num = x.percent ? (i: number): string => f.number(x.scores[i]!) + w.percent : (i: number): string => f.number(x.scores[i]!);
  const list = (at: readonly number[]): string => (at.length === 1 ? num(at[0]!) : `${at.slice(0, -1).map(num).join(", ")} ${j.and} ${num(at[at.length - 1]!)}`);
  const all = x.scores.map((_, i) => i);
  const value = valueText(x.value, w, f);
  // a plain mean: how many values, their sum over their count (not a list: "10,2, 10,3" reads ill where a comma is the decimal sign)
  if (x.fn === "mean") return `${name}: ${f.count(x.scores.length, j.values)}, ${x.scores.length === 1 ? num(0) : `(${all.map(num).join(" + ")})`} / ${f.number(String(x.divisor))} = ${value}.`;
  const many = x.scores.length > FEW;
  // a median of many: their number, then in order (not the list twice)
  const head = x.fn === "median" && many ? `${name}: ${f.count(x.scores.length, j.counted)}` : `${name}: ${j.scores} ${list(all)}`;
  if (x.fn === "median") {
    const order = [...all].sort((a, b) => new Decimal(x.scores[a]!).cmp(new Decimal(x.scores[b]!)) || a - b).map(num).join(", ");
    if (x.low.length === 1) return `${head}; ${j.middle(order, value)}.`;
    return `${head}; ${j.middleTwo(order, num(x.low[0]!), num(x.low[1]!))}: (${num(x.low[0]!)} + ${num(x.low[1]!)}) / 2 = ${value}.`;
  }
  const aside = new Set([...x.low, ...x.high]);
  const kept = all.filter((i) => !aside.has(i)).map(num);
  const count = f.count(x.scores.length, j.count);
  const n = f.number(String(x.n ?? 0));
  const why = aside.size === 0 ? j.noneAside(count, n) : j.aside(count, n, j.lowest(x.k ?? 1, list(x.low)), j.highest(x.k ?? 1, list(x.high)));
  // many kept: their count and sum (the fact's), not every term
  if (kept.length > FEW) {
    const total = f.number(x.sum) + (x.percent ? w.percent : "");
    return `${head}; ${why}; ${j.others(f.number(String(kept.length)), total)}: ${total} / ${f.number(String(x.divisor))} = ${value}.`;
  }
  const sum = kept.length === 1 ? kept[0]! : `(${kept.join(" + ")})`;
  return `${head}; ${why}; ${sum} / ${f.number(String(x.divisor))} = ${value}.`;
}
