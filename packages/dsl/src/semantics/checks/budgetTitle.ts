// The name the law gives an allocation's money (`budget call.plafond "het subsidieplafond"`,
// docs/language.md §14.1): the explanations' word for the budget (runtime narration/budgetTitle.ts).
// AL0531 where it names nothing or names it twice over: a title on `budget unlimited` (no money to
// name) or on a budget passed on by an earlier regime (`left by`: that money is the earlier
// regime's, named there), an empty title, and two different titles in one scheme (the
// explanations have one word for the budget per scheme; regimes that share a budget share it).
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";
import type { Span } from "../../span.js";

type Budget = Extract<A.AllocItem, { kind: "budget" }>;

/** A name on a stage's budget (`budget 40000 EUR "het plafond van perceel B"` inside a stage): the money has one name, the call's. */
function stageTitles(m: Model, a: A.AllocationDecl | undefined, seen: Set<object>): void {
  for (const st of a?.items ?? []) {
    if (st.kind !== "stage") continue;
    for (const b of st.items) {
      if (b.kind !== "budget" || b.title === undefined || seen.has(b)) continue;
      seen.add(b);
      m.diagnostics.push(diag("AL0531", b.titleSpan ?? b.span, `expected no name on the budget of stage '${st.name.text}', found "${b.title}"`, { hint: "a name is for the call's budget only, on the allocation's own 'budget' line (docs/language.md §14): leave it out here, and say what the stage is in its title" }));
    }
  }
}

export function budgetTitles(m: Model): void {
  let first: { title: string; span: Span } | undefined;
  const seen = new Set<object>();
  for (const r of m.regimes) {
    stageTitles(m, r.allocation, seen);
    const b = r.allocation?.items.find((i): i is Budget => i.kind === "budget");
    if (!b || b.title === undefined || seen.has(b)) continue;
    seen.add(b);
    const at = b.titleSpan ?? b.span;
    if (b.value === "unlimited" || b.from) {
      const what = b.value === "unlimited" ? "an unlimited budget" : `a budget passed on by regime '${b.from!.text}'`;
      m.diagnostics.push(diag("AL0531", at, `expected no name on ${what}, found "${b.title}"`, { hint: b.value === "unlimited" ? "an unlimited budget has no money to name: leave the name out" : `name the money where it is set, on the budget of regime '${b.from!.text}'` }));
      continue;
    }
    if (b.title.trim() === "") {
      m.diagnostics.push(diag("AL0531", at, "expected the name the law gives the money, found an empty text", { hint: 'write the law\'s word with its article, for example "het subsidieplafond", or leave the name out' }));
      continue;
    }
    // an article alone leaves no noun: "fits in the remaining the", "past binnen het resterende het"
    if (/^(?:the|het|de)$/i.test(b.title.trim())) {
      m.diagnostics.push(diag("AL0531", at, `expected the name the law gives the money, found only the article "${b.title.trim()}"`, { hint: 'write the law\'s word after its article, for example "het subsidieplafond" or "the Fund", or leave the name out' }));
      continue;
    }
    if (first && first.title !== b.title) {
      m.diagnostics.push(diag("AL0531", at, `expected the budget to be named "${first.title}", as it is before, found "${b.title}"`, { hint: "a scheme's explanations have one word for its budget: name every budget alike, or name only one", related: [{ span: first.span, message: `named "${first.title}" here` }] }));
      continue;
    }
    first ??= { title: b.title, span: at };
  }
}
