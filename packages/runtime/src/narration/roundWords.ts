// A rounding to a multiple of 10, 100, … in a formula an explanation quotes, told as the law says
// it: `round(sazba × uznatelne_naklady, -2, down)` reads "sazba × uznatelne_naklady rounded down
// to a multiple of 100" ("Dotace se zaokrouhluje na celé stokoruny dolů", "auf volle 100 Euro
// abgerundet": drafter33's finding 3). Only the negative places are told so: a rounding to decimal
// places stays as written, as the scheme writes it, and a quoted text is never read.
import type { RoundingMode } from "../decimal.js";
import { roundWords } from "./jury.js";
import { wholeUnitWords } from "./lawWords.js";

/** A language's words for a value rounded to a multiple of `step` with `mode`. */
export type RoundedWords = (value: string, mode: RoundingMode, step: string) => string;

const MODES = new Set<string>(["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"]);

/** The end of the call whose "(" is at `open` (the index of its ")"), and its top-level commas; undefined where it is not closed. */
export function callAt(text: string, open: number): { close: number; commas: number[] } | undefined {
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") {
      if (--depth === 0) return { close: i, commas };
    } else if (c === "," && depth === 1) commas.push(i);
  }
  return undefined;
}

/** `formula` with each `round(x, -k, mode)` in `words` (innermost first: x is told as well); with `placed`, each `round(x, k, mode)` to k ≥ 0 decimal places too. */
export function roundingsIn(formula: string, words: RoundedWords, placed?: (value: string, mode: RoundingMode, places: number) => string): string {
  if (!formula.includes("round(")) return formula;
  let out = "";
  let at = 0;
  const re = /(?<![\p{L}\p{N}_.])round\(/gu;
  for (let m = re.exec(formula); m; m = re.exec(formula)) {
    if (m.index < at) continue;
    const open = m.index + "round".length;
    const call = callAt(formula, open);
    if (!call || call.commas.length !== 2) continue;
    const [c1, c2] = call.commas as [number, number];
    const places = formula.slice(c1 + 1, c2).trim();
    const mode = formula.slice(c2 + 1, call.close).trim();
    const k = /^-\s*(\d+)$/.exec(places);
    const p = placed && /^\d+$/.test(places) ? Number(places) : undefined;
    if ((!k && p === undefined) || !MODES.has(mode)) continue;
    const x = roundingsIn(formula.slice(open + 1, c1).trim(), words, placed);
    out += formula.slice(at, m.index) + (k ? words(x, mode as RoundingMode, "1" + "0".repeat(Number(k[1]))) : placed!(x, mode as RoundingMode, p!));
    at = call.close + 1;
    re.lastIndex = at;
  }
  return out + formula.slice(at);
}

/** Each language's words for a rounding to a multiple (`roundingsIn`). */
export const roundedWords: Readonly<Record<"en" | "fr" | "nl" | "pl" | "de" | "es" | "pt", RoundedWords>> = {
  en: (x, mode, step) => `${x} ${({ down: "rounded down", up: "rounded up", half_up: "rounded half up", half_down: "rounded half down", half_even: "rounded half to even", floor: "rounded towards minus infinity", ceiling: "rounded towards plus infinity" } as const)[mode]} to a multiple of ${step}`,
  fr: (x, mode, step) => `${x} ${({ down: "arrondi vers le bas", up: "arrondi vers le haut", half_up: "arrondi (la moitié vers le haut)", half_down: "arrondi (la moitié vers le bas)", half_even: "arrondi (la moitié au pair)", floor: "arrondi vers moins l'infini", ceiling: "arrondi vers plus l'infini" } as const)[mode]} à un multiple de ${step}`,
  nl: (x, mode, step) => `${x} ${({ down: "naar beneden afgerond", up: "naar boven afgerond", half_up: "afgerond (de helft naar boven)", half_down: "afgerond (de helft naar beneden)", half_even: "afgerond (de helft naar even)", floor: "afgerond naar min oneindig", ceiling: "afgerond naar plus oneindig" } as const)[mode]} op een veelvoud van ${step}`,
  pl: (x, mode, step) => `${x} ${({ down: "zaokrąglone w dół", up: "zaokrąglone w górę", half_up: "zaokrąglone (połowa w górę)", half_down: "zaokrąglone (połowa w dół)", half_even: "zaokrąglone (połowa do parzystej)", floor: "zaokrąglone w stronę minus nieskończoności", ceiling: "zaokrąglone w stronę plus nieskończoności" } as const)[mode]} do wielokrotności ${step}`,
  de: (x, mode, step) => `${x} ${({ down: "abgerundet", up: "aufgerundet", half_up: "kaufmännisch gerundet", half_down: "gerundet (Hälfte abwärts)", half_even: "gerundet (Hälfte zur geraden Zahl)", floor: "gerundet gegen minus unendlich", ceiling: "gerundet gegen plus unendlich" } as const)[mode]} auf ein Vielfaches von ${step}`,
  es: (x, mode, step) => `${x} ${({ down: "redondeado a la baja", up: "redondeado al alza", half_up: "redondeado (la mitad al alza)", half_down: "redondeado (la mitad a la baja)", half_even: "redondeado (la mitad al par)", floor: "redondeado hacia menos infinito", ceiling: "redondeado hacia más infinito" } as const)[mode]} a un múltiplo de ${step}`,
  pt: (x, mode, step) => `${x} ${({ down: "arredondado por defeito", up: "arredondado por excesso", half_up: "arredondado (a metade por excesso)", half_down: "arredondado (a metade por defeito)", half_even: "arredondado (a metade ao par)", floor: "arredondado para menos infinito", ceiling: "arredondado para mais infinito" } as const)[mode]} a um múltiplo de ${step}`,
};

type Language = "en" | "fr" | "nl" | "pl" | "de" | "es" | "pt";

/** A rounding to decimal places inside an amount's formula, with the values it rounded and gave (the trace's amount `roundings`). */
export interface PlacesRounding {
  readonly text: string;
  readonly places: number;
  readonly mode: RoundingMode;
  /** the two values in words; `unit` the currency of a money value, where it is one */
  readonly before: string;
  readonly after: string;
  readonly unit?: string;
  /** the value rounded is below zero (a rounding down is then not "to the lower euro" in every reading) */
  readonly negative?: boolean;
}

/** "to the cent" in each language (a money value rounded to 2 places); Polish names the grosz of the złoty, else the cent */
const toTheCent: Readonly<Record<Language, (unit: string) => string>> = {
  en: () => "to the cent",
  fr: () => "au centime",
  nl: () => "op de cent",
  pl: (unit) => (unit === "PLN" ? "do pełnego grosza" : "do pełnego centa"),
  de: () => "auf den Cent",
  es: () => "al céntimo",
  pt: () => "ao cêntimo",
};

const lead: Readonly<Record<Language, string>> = { en: "rounded", fr: "arrondi", nl: "afgerond", pl: "po zaokrągleniu", de: "gerundet", es: "redondeado", pt: "arredondado" };

/** A rounding to decimal places told without its values (a formula's own, whose value before rounding the line gives; one under a bound variable): "x, rounded to the cent, halves up". */
export function placesWords(l: Language, unit?: string): (x: string, mode: RoundingMode, places: number) => string {
  return (x, mode, places) => `${x}, ${wholeUnitWords(l, unit, places, mode) ?? `${lead[l]} ${places === 2 && unit ? toTheCent[l](unit) : roundWords[l].places(places)}, ${roundWords[l].modes[mode]}`}`;
}

/**
 * The value a rounding's text rounds: `x` of `round(x, k, mode)`, the text being the call as
 * written, in whatever brackets around it (`(round((21% × c), 2, half_up))`: "(21% × c)"; review36
 * F3: after the first "(" it was "round((21% × c)").
 */
function roundedOperand(text: string): string {
  const at = /(?<![\p{L}\p{N}_.])round\(/u.exec(text);
  const open = at ? at.index + "round".length : text.indexOf("(");
  const call = callAt(text, open);
  if (call && call.commas.length === 2) {
    const x = text.slice(open + 1, call.commas[0]).trim();
    // brackets around the whole operand say nothing inside "(x = …)"
    return x.startsWith("(") && callAt(x, 0)?.close === x.length - 1 ? x.slice(1, -1).trim() : x;
  }
  return text.slice(open + 1, text.lastIndexOf(",", text.lastIndexOf(",") - 1)).trim();
}

/**
 * `formula` with each rounding to decimal places in `roundings` told in words, with its values
 * (drafter34's finding 11): `costes_directos + round(21% × costes_directos, 2, half_up)` reads
 * "costes_directos + (21% × costes_directos = 5.866,1169 EUR, redondeado al céntimo, la mitad
 * hacia arriba: 5.866,12 EUR)". A rounding whose text is not in the formula (an arm not taken) is
 * left out; a text the formula holds twice is told at each place.
 */
export function placesRoundingsIn(formula: string, roundings: readonly PlacesRounding[] | undefined, l: Language): string {
  if (!roundings) return formula;
  let out = formula;
  const colon = l === "fr" ? " : " : ": ";
  for (const r of roundings) {
    const x = roundedOperand(r.text);
    const to = r.places === 2 && r.unit ? toTheCent[l](r.unit) : roundWords[l].places(r.places);
    // to the whole euro, down or up, in the law's words (lawWords.ts, FINDINGS39 9)
    const words = wholeUnitWords(l, r.unit, r.places, r.mode, r.negative) ?? `${lead[l]} ${to}, ${roundWords[l].modes[r.mode]}`;
    out = out.split(r.text).join(`(${x} = ${r.before}, ${words}${colon}${r.after})`);
  }
  return out;
}
