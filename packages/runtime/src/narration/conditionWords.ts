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

/** `condition` with its literals in the language's form, read by `f` (numbers) and `moment` (dates; absent: as written). */
export function conditionIn(condition: string, f: Formats, moment?: (text: string) => string): string {
  let seen = told.get(f);
  if (!seen) told.set(f, (seen = new Map()));
  const known = seen.get(condition);
  if (known !== undefined) return known;
  const text = OWN_COMMA.test(condition.replace(QUOTED, "")) ? condition : condition.replace(LITERAL, (m: string, date?: string, decimal?: string) => (date !== undefined ? (moment ? moment(date) : m) : decimal !== undefined ? f.number(decimal) : m));
  if (seen.size >= KEPT) seen.clear();
  seen.set(condition, text);
  return text;
}
