// AL0412: `unresolved` ends the chain — it says the law gives no further rule — so a step after
// it would contradict it and never apply.
// AL0416: `all equal` (§13.7) says the law ranks none of the candidates: the two words as written,
// and nothing else in that ranking (a key or a tie-break would rank them after all).
// AL0407: an ordering must end in a total order — a lottery, a key over a field declared
// `unique`, or an explicit `unresolved` step saying the law leaves the tie open (then the
// runtime reports such ties as unresolved, and indeterminate where they decide the outcome).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { rankingsOf } from "./rankings.js";

function isUniqueKey(m: Model, k: A.OrderKey): boolean {
  const e = k.value;
  const name = e.kind === "name" ? e.name.text : e.kind === "member" && e.object.kind === "root" && e.object.root === "application" ? e.name.text : undefined;
  if (!name) return false;
  const f = m.appFields.get(name);
  // the id is unique by construction: a duplicate id always stops a run
  return !!f && ((f.node as A.FieldDecl).unique || name === "id");
}

export function tieChain(m: Model): void {
  for (const rk of rankingsOf(m)) {
    if (rk.allEqual) {
      allEqual(m, rk, rk.allEqual);
      continue;
    }
    const tbSteps = rk.tiebreak?.steps ?? [];
    const end = tbSteps.findIndex((s) => s.kind === "unresolved");
    if (end >= 0 && end < tbSteps.length - 1) {
      const after = tbSteps[end + 1]!;
      m.diagnostics.push(diag("AL0412", after.span, "expected 'unresolved' to be the last step of the tie-break, found a step after it", { hint: "'unresolved' says the law gives no further rule: move this step before it, or remove it", related: [{ span: tbSteps[end]!.span, message: "the chain ends here" }] }));
    }
    const steps = [...rk.keys, ...tbSteps];
    const closed = steps.some((s) => s.kind === "lottery" || s.kind === "unresolved" || (s.kind === "key" && isUniqueKey(m, s)));
    if (!closed) {
      m.diagnostics.push(
        diag("AL0407", rk.keyword, "applications equal on every ordering key stay tied: the chain ends without a lottery, a unique key or a declared 'unresolved'", {
          hint: "if the law gives a further rule, add it; if it gives none, end the tie-break with 'unresolved per <source>' so such ties are reported",
        }),
      );
    }
  }
}

/** AL0416: `all equal` as written, alone in its ranking. */
function allEqual(m: Model, rk: A.RankingDecl, ae: A.AllEqual): void {
  const [a, b] = ae.words;
  if (a.text !== "all" || b.text !== "equal") {
    const words = b.text ? `${a.text} ${b.text}` : a.text;
    m.diagnostics.push(diag("AL0416", ae.span, `expected 'all equal' or an ordering key ('by …') in the ranking, found '${words}'`, { hint: "write 'all equal' where the law ranks none of the candidates and shares among them, or 'by <key> highest first' to rank them" }));
    return;
  }
  const hint = "'all equal' says the law ranks none of the candidates: remove the key or the tie-break, or remove 'all equal' if the law does rank them";
  if (rk.allEqualAgain) {
    m.diagnostics.push(diag("AL0416", rk.allEqualAgain, "expected 'all equal' once in the ranking, found it a second time", { hint: "remove the second 'all equal'", related: [{ span: ae.span, message: "the ranking ranks none here" }] }));
    return;
  }
  const key = rk.keys.find((k) => k.span.start < ae.span.start);
  if (key) {
    m.diagnostics.push(diag("AL0416", ae.span, "expected 'all equal' alone in the ranking, found it after an ordering key", { hint, related: [{ span: key.span, message: "the ranking's key" }] }));
    return;
  }
  const other = rk.keys[0] ?? rk.tiebreak;
  if (other) m.diagnostics.push(diag("AL0416", other.span, "expected nothing after 'all equal' in the ranking, found an ordering key or a tie-break", { hint, related: [{ span: ae.span, message: "the ranking ranks none here" }] }));
}
