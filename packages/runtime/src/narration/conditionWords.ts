// A rule's condition as the scheme writes it ("leistungsnote <= 2.5", "eingang < 2027-07-16T00:00"),
// told in a catalogue's language with its literal values in the language's form: a decimal in the
// locale's separators ("2,5", "30,00 EUR"), a date or a moment as the catalogue writes one
// ("16.07.2027, 00:00 Uhr"). Names, operators and quoted texts stay as written; the trace's
// `condition` keeps the code form for an appeal board that reads the scheme (drafter20's finding 4).
// A condition with a comma of its own (a list, a function's arguments) is kept as written: there a
// decimal comma, or the comma in "16.07.2027, 00:00 Uhr", would read as the list's.
import type { Formats } from "./catalogue.js";

/** a quoted text (kept as written), a date or moment, or a decimal literal not inside a name */
const LITERAL = /"(?:[^"\\]|\\.)*"|(?<![\w.])(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?)(?![\w:.])|(?<![\w.])(\d+\.\d+)(?![\w.])/g;

const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const OWN_COMMA = /,/;

/** The conditions already told, by catalogue (a rule's condition is the same text on every row): cleared when it grows past `KEPT`. */
const told = new WeakMap<Formats, Map<string, string>>();
const KEPT = 256;

/**
 * `condition` with its literals in the language's form, read by `f` (numbers) and `moment` (dates;
 * absent: as written). The words of `kept` (the titles a stage's condition or budget names, the
 * scheme's own words: "half of the pot, if not then none") stay as written and are not read for a
 * comma of the condition's own (review34 W3: a title's comma kept every decimal as written).
 */
export function conditionIn(condition: string, f: Formats, moment?: (text: string) => string, kept: readonly string[] = []): string {
  let seen = told.get(f);
  if (!seen) told.set(f, (seen = new Map()));
  const at = kept.length ? `${condition}\u0000${kept.join("\u0000")}` : condition;
  const known = seen.get(at);
  if (known !== undefined) return known;
  const parts = keptParts(condition, kept);
  const own = OWN_COMMA.test(parts.filter((_, i) => i % 2 === 0).join(" ").replace(QUOTED, ""));
  const literals = (part: string): string => part.replace(LITERAL, (m: string, date?: string, decimal?: string) => (date !== undefined ? (moment ? moment(date) : m) : decimal !== undefined ? f.number(decimal) : m));
  const text = own ? condition : parts.map((part, i) => (i % 2 ? part : literals(part))).join("");
  if (seen.size >= KEPT) seen.clear();
  seen.set(at, text);
  return text;
}

/** `text` split around the words of `kept` (the longest first): the odd parts are those words */
function keptParts(text: string, kept: readonly string[]): string[] {
  const names = [...new Set(kept)].filter((k) => k.length > 0).sort((a, b) => b.length - a.length);
  return names.length ? text.split(new RegExp(`(${names.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`)) : [text];
}

/** The connectives of a condition or a budget as written, in a catalogue's language (`not`, `and`, `or`, `if … then … else`). */
export interface Connectives {
  readonly not: string;
  readonly and: string;
  readonly or: string;
  readonly if: string;
  readonly then: string;
  readonly else: string;
  /** `x is present`, `x is not present`: the value is given, or not (drafter34's finding 9: not "is nicht present") */
  readonly present: string;
  readonly absent: string;
}

const CONNECTIVE = /"(?:[^"\\]|\\.)*"|(?<![\p{L}\p{M}\p{N}_.])(is not present|is present|not|and|or|if|then|else)(?![\p{L}\p{M}\p{N}_])/gu;

/** Each language's words for the connectives of a condition (a stage's, a rule's, a threshold's, a yes/no criterion's) and a budget as written (`connectivesIn`); English keeps its own. */
export const connectivesOf: Readonly<Record<"nl" | "pl" | "de" | "es" | "fr" | "pt", Connectives>> = {
  nl: { not: "niet", and: "en", or: "of", if: "als", then: "dan", else: "anders", present: "is opgegeven", absent: "is niet opgegeven" },
  pl: { not: "nie", and: "i", or: "lub", if: "jeśli", then: "to", else: "w przeciwnym razie", present: "jest podane", absent: "nie jest podane" },
  de: { not: "nicht", and: "und", or: "oder", if: "wenn", then: "dann", else: "sonst", present: "ist angegeben", absent: "ist nicht angegeben" },
  es: { not: "no", and: "y", or: "o", if: "si", then: "entonces", else: "si no", present: "consta", absent: "no consta" },
  pt: { not: "não", and: "e", or: "ou", if: "se", then: "então", else: "caso contrário", present: "consta", absent: "não consta" },
  fr: { not: "non", and: "et", or: "ou", if: "si", then: "alors", else: "sinon", present: "est renseigné", absent: "n'est pas renseigné" },
};

/**
 * A stage's condition or budget as the scheme compiles it for an applicant (its lets and call
 * values already in their words: dsl compile/budgetFlow.ts `worded`), with its connectives in the
 * language ("niet categorie A", "als … dan 0 anders …", drafter33's findings 6 and 7); quoted
 * texts stay as written, and the words of `kept` (the titles the text names: a title is the
 * scheme's own words, "costs and fees") are not read for connectives.
 */
export function connectivesIn(text: string, c: Connectives, kept: readonly string[] = []): string {
  return keptParts(text, kept).map((part, i) => (i % 2 ? part : part.replace(CONNECTIVE, (m: string, word?: string) => (word === undefined ? m : word === "is present" ? c.present : word === "is not present" ? c.absent : c[word as keyof Connectives])))).join("");
}

/**
 * The values a stage's budget read, their names' connectives in the language (`if … then … else`
 * of an aggregate over the call's applications written in the budget, §8.12); titles kept.
 */
export function readsIn<R extends { readonly name: string }>(reads: readonly R[] | undefined, c: Connectives, kept: readonly string[] = []): R[] | undefined {
  return reads?.map((r) => ({ ...r, name: connectivesIn(r.name, c, kept) }));
}
