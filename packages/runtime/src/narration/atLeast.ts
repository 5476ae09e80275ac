// A reservation's size "at least X" (budgetFlow.ts), in a language's words. X is a number, a
// formula, or a call value's description; a description written without its article ("plazas
// reservadas a personas con discapacidad") cannot follow "como mínimo" as a noun phrase, so it is
// given as a label with its value: "1 plaza (como mínimo, plazas reservadas a personas con
// discapacidad: 1)", not "(como mínimo plazas reservadas a personas con discapacidad)"
// (drafter37's finding 9). A description with its article ("das Familienkontingent") and a number
// or a formula read as before.

/** the articles a noun phrase starts with, per language (Polish has none) */
const ARTICLES: Readonly<Record<string, RegExp>> = {
  en: /^(the|a|an) /i,
  nl: /^(de|het|een) /i,
  pl: /^$/,
  de: /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines) /i,
  es: /^(el|la|los|las|lo|un|una|unos|unas) /i,
  pt: /^(o|a|os|as|um|uma|uns|umas) /i,
  fr: /^(le|la|les|l'|l’|un|une|des|du) ?/i,
};

/** "como mínimo X", or the label form with the value where X is a description without article */
export function atLeastText(language: string, lead: string, rest: string, value: string | undefined): string {
  const formula = /[\d×*/+%()]|\bcall\./.test(rest);
  // a description in another language than the notice's (a German scheme's, told in Spanish) is
  // read by its own articles: "como mínimo das Familienkontingent", as before
  if (value === undefined || formula || Object.values(ARTICLES).some((a) => a.source !== "^$" && a.test(rest))) return `${lead} ${rest}`;
  return `${lead}, ${rest}${language === "fr" ? " : " : ": "}${value}`;
}
