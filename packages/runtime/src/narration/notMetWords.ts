// A failed rule's reason in a catalogue's words: "not met: <condition> (<the values it read>)" as
// engine/notMet.ts writes it in English, each value (points, numbers, amounts, yes/no, dates) in the
// catalogue's numbers and words, and the lead the explanation's step does not say twice. Apart from
// whys.ts's allocation phrases: the assessment's reasons, read by every catalogue but en.
import type { Formats, Plural } from "./catalogue.js";
/** assess.ts */
export const CANNOT_SCORE = /^the criterion cannot be scored: (.+)$/;
// one value in NOT_MET's list, as notMet.ts writes it in English: points, a number, a percentage or
// an amount ("about" before one rounded), yes, no, absent — or a date, a time or a text as it is
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const VALUE = String.raw`(?:(?!: )[^,()])*`;
// a value by its title (or name) as the scheme writes it — commas and brackets included — and the value
const VALUE_OF = String.raw`.+?: ${VALUE}`;
/** "not met: realnosc >= 6" and, for a threshold, the values its condition read: "(Realność: 4.5 points)", "(total: 41 points, bar: 50 points)" (notMet.ts) */
export const NOT_MET = new RegExp(String.raw`^not met: (.+?)(?: \((${VALUE_OF}(?:, ${VALUE_OF})*)\))?$`);
const EACH_VALUE = new RegExp(String.raw`(.+?): (${VALUE})(?:, |$)`, "g");
const POINTS_VALUE = new RegExp(String.raw`^(${NUMBER}) points?$`);
// a quantity's unit after a no-break space (engine/notMet.ts englishValue, language.md §6.4): "1.5\u00a0ha"
const NUMBER_VALUE = new RegExp(String.raw`^(about )?(${NUMBER})(%| ([A-Z]{3})|\u00a0(.+))?$`);

/** The words a reason's values are given in (forms.ts FormWords has them). */
export interface ValueWords {
  readonly points: Plural;
  readonly yes: string;
  readonly no: string;
  readonly absent: string;
  readonly about: (v: string) => string;
  readonly percent: string;
  /** a date or a moment in the language's form (forms.ts FormWords.moment); absent: as written */
  readonly moment?: (text: string) => string;
  /** between a value's name and the value, as a met rule's values have it (French " : "); absent: ": " */
  readonly colon?: string;
}

/** NOT_MET's values ("Realność: 4.5 points, bar: 50 points, requested: 1200.00 EUR") in a catalogue's words: each title or name as written, its value in the catalogue's numbers and words. */
export function notMetValues(list: string | undefined, f: Formats, w: ValueWords, none: string): string {
  if (list === undefined) return "";
  const parts: string[] = [];
  for (const m of list.matchAll(EACH_VALUE)) parts.push(`${m[1]}${w.colon ?? ": "}${valueIn(m[2]!, f, w, none)}`);
  return ` (${parts.join(", ")})`;
}

function valueIn(v: string, f: Formats, w: ValueWords, none: string): string {
  const p = POINTS_VALUE.exec(v);
  if (p) return f.count(p[1]!, w.points);
  const n = NUMBER_VALUE.exec(v);
  if (n) {
    const s = n[3] === "%" ? f.number(n[2]!) + w.percent : n[4] !== undefined ? f.amount({ value: n[2]!, unit: n[4] }) : n[5] !== undefined ? `${f.number(n[2]!)}\u00a0${n[5]}` : f.number(n[2]!);
    return n[1] ? w.about(s) : s;
  }
  switch (v) {
    case "no points":
      return none;
    case "yes":
      return w.yes;
    case "no":
      return w.no;
    case "absent":
      return w.absent;
    default:
      return w.moment ? w.moment(v) : v;
  }
}
/**
 * A failed rule's reason as its explanation's step says it ("Threshold 'X' is not met: …"): the
 * step already says the rule is not met, so the default reason's own "not met: " — `lead` in the
 * catalogue's words ("nie zachodzi: ") — is not said twice; a scheme's own reason stays whole.
 */
export function failureWords(failure: string, translated: string, lead: string): string {
  return failure.startsWith("not met: ") && translated.startsWith(lead) ? translated.slice(lead.length) : translated;
}
