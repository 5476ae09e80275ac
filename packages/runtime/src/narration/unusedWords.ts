// `unused <stage>` in a stage's budget as written (the stage fact's `budgetText`), in the words of
// a language: each earlier stage it names replaced by what that stage left of its budget and the
// stage's title (the fact's `unused`, engine/stageSteps.ts): "the budget of cut-off 2 + 90000.00
// EUR not committed in stage 'Cut-off 1'".
import type { TraceAmount, TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { amountIn } from "./whys.js";

type StageFact = Extract<TraceFact, { kind: "stage" }>;

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` (the budget as the language words it) with each `unused <stage>` of `x` in `phrase`'s words. */
export function unusedWorded(text: string, x: StageFact, f: Formats, phrase: (amount: string, title: string) => string): string {
  let out = text;
  for (const u of x.unused ?? []) out = out.replace(new RegExp(`(?<![\\w.])unused\\s+${escaped(u.stage)}(?![\\w])`, "gu"), () => phrase(f.amount(u.amount as TraceAmount), u.title));
  return out;
}

/**
 * A stage's budget as written where it was more than the earlier stages left of the allocation's
 * budget (the fact's `asWritten`): ", 60000.00 EUR, more than what is left of the budget", the
 * amount (or the places) it gave and the language's words for the cut; nothing otherwise. Without
 * it the line would give the cut budget as the written expression's value.
 */
export function cutWords(x: StageFact, f: Formats, places: Parameters<Formats["count"]>[1], money: string, placesWords: string): string {
  if (x.asWritten === undefined) return "";
  return `, ${x.places ? f.count(x.asWritten.value, places) : f.amount(x.asWritten)}, ${x.places ? placesWords : money}`;
}

/** A budget written as one literal amount or count ("1500.00 EUR", "30"), and after "at least" (a reservation's, §14.8) */
const LITERAL = /^\d+(?:\.\d+)?(?: [A-Z]{3})?$/;
const AT_LEAST = /^at least (\d+(?:\.\d+)?(?: [A-Z]{3})?)$/;

/**
 * The parenthesis after a stage's budget in its line: the budget as written (`written`, in the
 * language's words), the cut (`cutWords`) and the call values it read (`reads`). Where the budget
 * is one literal amount the line's figure already says it: no formula is given (review32's W3:
 * "budget 1.500,00 EUR (1500.00 EUR)" repeated it in the scheme's notation inside the sentence),
 * as a single call value gives no more than its words; the cut, if any, stays. A reservation's
 * "at least" of a literal keeps its words, the amount in the catalogue's notation.
 */
export function budgetBrackets(x: StageFact, f: Formats, written: string, cut: string, reads: string): string {
  const text = x.budgetText.trim();
  if (LITERAL.test(text) && (x.unused === undefined || x.unused.length === 0)) {
    const rest = (cut.startsWith(", ") ? cut.slice(2) : cut) + reads;
    return rest ? ` (${rest})` : "";
  }
  const least = AT_LEAST.exec(text);
  if (least) {
    const at = written.lastIndexOf(least[1]!);
    if (at >= 0) return ` (${written.slice(0, at)}${amountIn(least[1]!, f)}${written.slice(at + least[1]!.length)}${cut}${reads})`;
  }
  return ` (${written}${cut}${reads})`;
}
