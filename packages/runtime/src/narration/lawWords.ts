// An amount's formula in the law's words where the law has words for it (FINDINGS39 9): a ceiling
// `min(x, 500000 EUR)` is "x, dans la limite de 500 000,00 €" (en "x, up to a ceiling of …"), the
// amount in the catalogue's form, not "min(x, 500000 EUR)" beside "74 074,00 €"; a rounding of an
// amount to the whole euro (or złoty) down or up is "arrondi à l'euro inférieur" (the words of
// "arrondie à l'euro inférieur"), not "arrondi à l'entier, vers zéro". Other roundings and other
// currencies keep the jury's words (jury.ts roundWords).
import type { RoundingMode } from "../decimal.js";
import type { Formats } from "./catalogue.js";
import { callAt } from "./roundWords.js";

type Language = "en" | "fr" | "nl" | "pl" | "de" | "es" | "pt";

const ceilingWords: Readonly<Record<Language, (x: string, cap: string) => string>> = {
  en: (x, c) => `${x}, up to a ceiling of ${c}`,
  fr: (x, c) => `${x}, dans la limite de ${c}`,
  nl: (x, c) => `${x}, met een maximum van ${c}`,
  pl: (x, c) => `${x}, nie więcej niż ${c}`,
  de: (x, c) => `${x}, höchstens ${c}`,
  es: (x, c) => `${x}, con el límite de ${c}`,
  pt: (x, c) => `${x}, com o limite de ${c}`,
};

/** `min(x, <amount written out>)`, the whole formula, as the law words a ceiling; any other formula as it is. */
export function ceilingIn(formula: string, l: Language, f: Formats): string {
  if (!formula.startsWith("min(")) return formula;
  const call = callAt(formula, 3);
  if (!call || call.close !== formula.length - 1 || call.commas.length !== 1) return formula;
  const cap = /^(\d+(?:\.\d+)?)\s*([A-Z]{3})$/.exec(formula.slice(call.commas[0]! + 1, call.close).trim());
  if (!cap) return formula;
  return ceilingWords[l](formula.slice(4, call.commas[0]).trim(), f.amount({ value: cap[1]!, unit: cap[2]! }));
}

const DOWN = new Set<RoundingMode>(["down", "floor"]);
const UP = new Set<RoundingMode>(["up", "ceiling"]);

/** The whole unit of a currency the law names so, by language: "euro", "złoty" (as the words below decline it). */
const wholeUnit: Readonly<Record<Language, (unit: string, down: boolean) => string | undefined>> = {
  en: (u, d) => (u === "EUR" ? `rounded ${d ? "down" : "up"} to the whole euro` : u === "PLN" ? `rounded ${d ? "down" : "up"} to the whole złoty` : undefined),
  fr: (u, d) => (u === "EUR" ? `arrondi à l'euro ${d ? "inférieur" : "supérieur"}` : undefined),
  nl: (u, d) => (u === "EUR" ? `naar ${d ? "beneden" : "boven"} afgerond op hele euro's` : undefined),
  pl: (u, d) => (u === "PLN" ? `po zaokrągleniu w ${d ? "dół" : "górę"} do pełnego złotego` : u === "EUR" ? `po zaokrągleniu w ${d ? "dół" : "górę"} do pełnego euro` : undefined),
  de: (u, d) => (u === "EUR" ? `auf volle Euro ${d ? "abgerundet" : "aufgerundet"}` : undefined),
  es: (u, d) => (u === "EUR" ? `redondeado al euro ${d ? "inferior" : "superior"}` : undefined),
  pt: (u, d) => (u === "EUR" ? `arredondado ao euro ${d ? "inferior" : "superior"}` : undefined),
};

/** A rounding of a non-negative amount in `unit` to whole units, down or up, in the law's words ("arrondi à l'euro inférieur"); undefined for any other. */
export function wholeUnitWords(l: Language, unit: string | undefined, places: number, mode: RoundingMode, negative = false): string | undefined {
  if (!unit || places !== 0 || negative || !(DOWN.has(mode) || UP.has(mode))) return undefined;
  return wholeUnit[l](unit, DOWN.has(mode));
}
