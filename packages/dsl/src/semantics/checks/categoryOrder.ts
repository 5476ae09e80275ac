// An ordering key over an enumeration in a written order (§13.1): `by category in order [medical,
// social, other]` ranks by the member's place in the list ("priority is given in this order: (a)
// medical grounds, (b) social grounds, (c) others").
// AL0417: the key is not an enumeration; a member named that the enumeration lacks, named
//         twice, or left out (every member has its place, none two). (The word `order` is the
//         parser's: the expression stops before `in order [`, grammar/expressions.ts.)
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";
import { show, type Ty } from "../types.js";

const HINT_TAIL = "an application of a member left out would have no place in the ranking (a member a threshold or an eligibility rule keeps out of the ranking goes last: no application reaches its place)";

/** The checks of `in order [ … ]` against the key's type `t` (from checkRanking.ts's checkKey). */
export function categoryOrderType(m: Model, k: A.OrderKey, o: A.CategoryOrder, t: Ty): void {
  if (t.k !== "enum") {
    m.diagnostics.push(diag("AL0417", k.value.span, `expected an enumeration for a key in a written order, found ${show(t)}`, { hint: "order an enumeration's members ('category: enum { medical, social, other }'); a number is ranked 'highest first' or 'lowest first'" }));
    return;
  }
  const seen = new Set<string>();
  for (const x of o.members) {
    if (!t.members.includes(x.text)) m.diagnostics.push(diag("AL0417", x.span, `'${x.text}' is not a member of ${show(t)}`, { hint: didYouMean(x.text, t.members) ?? `name the members ${t.members.join(", ")}` }));
    else if (seen.has(x.text)) m.diagnostics.push(diag("AL0417", x.span, `'${x.text}' is named twice in the order: a member has one place`, { hint: `remove the second '${x.text}'` }));
    seen.add(x.text);
  }
  const missing = t.members.filter((x) => !seen.has(x));
  if (missing.length > 0) {
    m.diagnostics.push(
      diag("AL0417", o.span, `the order leaves out ${missing.map((x) => `'${x}'`).join(", ")}: every member of ${show(t)} needs its place`, {
        // a member no ranked application can have (drafted31's finding 8: `not_fundable`, kept out
        // by the threshold) still takes a place: the checker does not read which members a
        // threshold, an eligibility rule or a stage's `when` leaves, and the order says the law's
        // ranking of every member; placed last, it decides nothing (words32; AL0417.md)
        hint: `add ${missing.join(", ")} at the place the law gives ${missing.length === 1 ? "it" : "them"}: ${HINT_TAIL}`,
      }),
    );
  }
}
