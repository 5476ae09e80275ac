// Greedy tie-break steps (§13.6): `by most new countries funded above` orders a tie one place at
// a time, each place going to the member that adds the most values not yet covered by the
// applications placed above it.
// AL0633: no reading of "placed above" — `ranked above` (every application ranked higher) or
//         `funded above` (only those the allocation funds) — is declared: the law's choice.
// AL0634: the words spelt otherwise (`most new`, `least new`; `ranked above`, `funded above`).
// AL0635: a greedy step among the ranking's own keys: an ordering cannot read the ranking it
//         produces except inside a tie, step by step; or a second greedy step in one chain.
// AL0636: the value is not a list of texts, enumeration members or whole numbers.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { rankingsOf } from "./rankings.js";
import { checkPairs, isPairList } from "./greedyPairs.js";
import { show, type Ty } from "../types.js";

/** The type check of a greedy key's value (from check.ts's checkKey). */
export function coverKeyType(m: Model, k: A.OrderKey, t: Ty): void {
  if (isPairList(t)) return checkPairs(m, k, t); // the panel's pairs (greedyPairs.ts)
  const ok = t.k === "list" && (t.element.k === "text" || t.element.k === "enum" || t.element.k === "integer");
  if (!ok) m.diagnostics.push(diag("AL0636", k.value.span, `expected a list of texts, enumeration members or whole numbers for a greedy step, found ${show(t)}`, { hint: "name a field declared as 'list of text' (countries, topics) whose members are counted when not yet covered above" }));
}

export function greedyKeys(m: Model): void {
  for (const rk of rankingsOf(m)) {
    for (const k of rk.keys) {
      if (k.cover) m.diagnostics.push(diag("AL0635", k.cover.span, "a greedy step orders by what the applications placed above cover, so it can only break a tie: found it among the ranking's own keys", { hint: "move it into the tiebreak block: 'tiebreak every tie { by most new countries funded above … }'" }));
    }
    let greedy = 0;
    for (const s of rk.tiebreak?.steps ?? []) {
      if (s.kind !== "key" || !s.cover) continue;
      const c = s.cover;
      if (++greedy > 1) m.diagnostics.push(diag("AL0635", c.span, "a second greedy step in one tie-break chain: the values of the later one would depend on an order the earlier one is still choosing", { hint: "keep one greedy step, and order what it leaves tied by ordinary keys" }));
      if (c.word.text !== "new") m.diagnostics.push(diag("AL0634", c.word.span, `expected 'new' after '${s.direction === "lowest" ? "least" : "most"}', found '${c.word.text}'`, { hint: "write 'by most new <list> funded above' or 'by least new <list> ranked above'" }));
      if (!c.reading) {
        m.diagnostics.push(
          diag("AL0633", s.span, "a greedy step that does not say what counts as placed above: the applications ranked above, or only those funded above", {
            hint: "add 'ranked above' (every application ranked higher covers its values) or 'funded above' (only those the allocation funds), as the law reads",
          }),
        );
      } else if (c.reading.text !== "ranked" && c.reading.text !== "funded") {
        m.diagnostics.push(diag("AL0634", c.reading.span, `expected 'ranked above' or 'funded above', found '${c.reading.text} above'`, { hint: "'ranked above': every application ranked higher; 'funded above': only those the allocation funds" }));
      }
    }
  }
}
