// A quantity's unit (language.md §6.4): `integer(m)`, `decimal(2, ha)`, `integer("m²")` — the unit
// as written, or AL0306 where it has no meaning. Read by declare.ts where a type is resolved.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Model } from "./model.js";
import { showUnit } from "./types.js";

/** the ISO 4217 codes the runtime knows (Node's Intl): "GVE", "LSU" or "FTE" stay units */
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/**
 * A quantity's unit as written (§6.4), or undefined with AL0306 where it has no meaning: empty,
 * with spaces around it, starting with a digit or a sign, longer than 16 characters, or of other
 * characters than letters, digits, ², ³, °, µ, "/", "·", "." and single inner spaces.
 */
export function quantityUnit(m: Model, u: A.Name): string | undefined {
  const text = u.text;
  // a currency's code is no unit of a quantity: an amount of money is `money(EUR)` (review of round 40)
  if (CURRENCIES.has(text)) {
    m.diagnostics.push(diag("AL0301", u.span, `expected the number of decimal places or a unit of a quantity, found '${text}', a currency`, { hint: `an amount of money is money(${text}): exact, and never mixed with another currency` }));
    return undefined;
  }
  if (text.length > 0 && text.length <= 16 && /^[\p{L}°µ][\p{L}\p{N}°µ/·.]*( [\p{L}\p{N}°µ/·.]+)*$/u.test(text)) return text;
  const why = text.length === 0 ? "an empty unit" : text.trim() !== text ? `a unit with spaces around it, "${text}"` : text.length > 16 ? `a unit of ${text.length} characters, longer than 16` : /^[\p{N}+-]/u.test(text) ? `a unit that starts with a digit or a sign, "${text}"` : `a unit with characters a unit does not have, "${text}"`;
  m.diagnostics.push(diag("AL0306", u.span, `expected a unit such as m, ha, km or "m²", found ${why}`, { hint: 'write the unit as the law writes its symbol or word: integer(m), decimal(2, ha), integer("m²"), integer(Personen)' }));
  return undefined;
}

/** AL0306: a unit on a type that has none (§6.4: only integer and decimal are quantities). */
export function unitWithout(m: Model, u: A.Name, type: string): void {
  m.diagnostics.push(diag("AL0306", u.span, `expected no unit on a ${type}, found '${u.text}': only an integer or a decimal is a quantity`, { hint: type === "money" ? "money has its currency, money(EUR), and no other unit" : type === "percentage" ? "a percentage is a share of a whole, without a unit: declare the number decimal(ha) or integer(m)" : `remove the unit, or declare the field integer(${showUnit(u.text)}) or decimal(${showUnit(u.text)})` }));
}
