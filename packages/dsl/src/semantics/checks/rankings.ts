// The rankings of a scheme, each once: a top-level ranking that several regimes inherit is one
// declaration, and a check over rankings reports on it once. In the order of the regimes; the
// stages' own rankings after them.
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

export function rankingsOf(m: Model): Set<A.RankingDecl> {
  const out = new Set<A.RankingDecl>();
  for (const r of m.regimes) if (r.ranking) out.add(r.ranking);
  // a stage's own ranking (§14.7) is checked like the regime's
  for (const r of m.regimes) for (const st of r.allocation?.items ?? []) if (st.kind === "stage") for (const it of st.items) if (it.kind === "ranking") out.add(it.ranking);
  return out;
}
