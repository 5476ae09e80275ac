// An ordering key's value in a language's words (a comparison's two values, a position's own
// values on the keys): split from forms.ts, which words a criterion's form and the operands.
import type { Formats } from "./catalogue.js";
import type { FormWords } from "./forms.js";
import type { KeyKind } from "../engine/trace.js";

/** An ordering key's value as the ranking shows it (engine/keyShow.ts: "12", "12000.00 EUR", "51.5%") in a language's numbers; any other text as it is. */
export function keyValueText(v: string, w: FormWords, f: Formats): string {
  const m = /^(-?\d+(?:\.\d+)?)(?:( [A-Z]{3})|(%)|\u00a0(.+))?$/.exec(v);
  if (!m) return w.moment ? w.moment(v) : v;
  // a quantity (language.md §6.4): the number in the language's digits, the unit as written
  if (m[4]) return `${f.number(m[1]!)}\u00a0${m[4]}`;
  return m[2] ? f.amount({ value: m[1]!, unit: m[2].slice(1) }) : m[3] ? f.number(m[1]!) + w.percent : f.number(v);
}

/**
 * A key's value in words by the key's kind (engine/trace.ts KeyKind): a yes/no key's "true" and
 * "false" as the language's yes and no ("an applicant of group B: no", §10.1), any other value —
 * a text key's "true", a missing value's words, a marker — by `value`.
 */
export function keyWords(value: (v: string, f: Formats) => string, w: Pick<FormWords, "yes" | "no">): (v: string, f: Formats, kind?: KeyKind) => string {
  return (v, f, kind) => (kind === "boolean" && (v === "true" || v === "false") ? (v === "true" ? w.yes : w.no) : value(v, f));
}
