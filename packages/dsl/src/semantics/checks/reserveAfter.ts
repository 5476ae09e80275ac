// `reserve N after the last funded` (docs/language.md §14.11): a list that begins after the last
// application funded (art. 8(1) of a mobility call: "the applicants ranked next after the last
// applicant awarded … form the reserve list"). AL0563 where the words after `after the` are not
// `last funded`, and where the list is a stage's own or its allocation has stages: a stage's
// ranking is its own, and "the last funded" of an allocation walked in stages is not yet defined.
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

type Reserve = Extract<A.AllocItem, { kind: "reserve" }>;

export function reserveAfters(m: Model): void {
  const seen = new Set<object>();
  for (const r of m.regimes) {
    const items = r.allocation?.items ?? [];
    const staged = items.some((i) => i.kind === "stage");
    const lists = items.flatMap((i): { it: Reserve; inStage: boolean }[] => (i.kind === "reserve" ? [{ it: i, inStage: false }] : i.kind === "stage" ? i.items.filter((x): x is Reserve => x.kind === "reserve").map((it) => ({ it, inStage: true })) : []));
    for (const { it, inStage } of lists) {
      if (!it.after || seen.has(it)) continue;
      seen.add(it);
      if (it.after.words !== "last funded") {
        m.diagnostics.push(diag("AL0563", it.after.span, `expected \`after the last funded\`, found \`after the ${it.after.words}\``, { hint: "a reserve list begins at the top of the ranking, or after the last application funded: `reserve 4 after the last funded per art8`" }));
      } else if (inStage || staged) {
        m.diagnostics.push(diag("AL0563", it.after.span, inStage ? "a stage's own reserve list cannot begin after the last application funded" : "the reserve list of an allocation with stages cannot begin after the last application funded", { hint: "each stage ranks on its own, so the last funded is not one place in one ranking: write the list without `after the last funded`, or the allocation without stages" }));
      }
    }
  }
}
