// Whether a currency code written in a scheme names a currency: the checker's side of the
// runtime's minorUnits, which knows the ISO 4217 codes of Node's Intl and refuses any other.
// A code of three capitals that names none (EUO, PLZ) is AL0205, as a misspelt option is.
import { currencies, isCurrency } from "@allot/runtime";
import { didYouMean } from "../diagnostics/suggest.js";

/** The message and hint for a three-capital code that is not a currency; undefined for one that is. */
export function unknownCurrency(code: string): { message: string; hint: string } | undefined {
  if (isCurrency(code)) return undefined;
  return {
    message: `expected an ISO 4217 currency code, found '${code}', which names no currency`,
    hint: didYouMean(code, currencies()) ?? "write the code of the currency the law names, for example EUR or PLN",
  };
}

/**
 * The hint for a word a construct reads after an amount (`budget 20000 eur` read as the budget's
 * relation, `at most 200 eur` as a group's unit): a currency code in small letters after a plain
 * number is one written otherwise than in capitals. Undefined for any other word.
 */
export function currencyInSmallLetters(value: { kind: string; value?: unknown } | string, word: string): string | undefined {
  if (typeof value === "string" || value.kind !== "number" || word === word.toUpperCase() || !isCurrency(word.toUpperCase())) return undefined;
  return `a currency is written in capitals after the amount: ${String(value.value)} ${word.toUpperCase()}`;
}
