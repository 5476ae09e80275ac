// AL0407: an ordering must end in a total order — a lottery, a key over a field declared
// `unique`, or an explicit `unresolved` step saying the law leaves the tie open (then the
// runtime reports such ties as unresolved, and indeterminate where they decide the outcome).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

function isUniqueKey(m: Model, k: A.OrderKey): boolean {
  const e = k.value;
  const name = e.kind === "name" ? e.name.text : e.kind === "member" && e.object.kind === "root" && e.object.root === "application" ? e.name.text : undefined;
  if (!name) return false;
  const f = m.appFields.get(name);
  return !!f && (f.node as A.FieldDecl).unique;
}

export function tieChain(m: Model): void {
  const seen = new Set<A.RankingDecl>();
  for (const r of m.regimes) {
    const rk = r.ranking;
    if (!rk || seen.has(rk)) continue;
    seen.add(rk);
    const steps = [...rk.keys, ...(rk.tiebreak?.steps ?? [])];
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
