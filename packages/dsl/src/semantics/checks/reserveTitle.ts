// The name the law gives the reserve list (`reserve all "die Nachrückliste" per art7`,
// docs/language.md §14.11): the explanations' word for the list (runtime narration/reserveTitle.ts).
// AL0532 where it names nothing or names it twice over: an empty text, an article alone, and two
// different names in one scheme (the explanations have one word for the list per scheme). A line
// break in it is AL0661's, as in every text.
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";
import type { Span } from "../../span.js";

type Reserve = Extract<A.AllocItem, { kind: "reserve" }>;

const ARTICLES = /^(?:the|a|an|de|het|der|die|das)$/i;

export function reserveTitles(m: Model): void {
  let first: { title: string; span: Span } | undefined;
  const seen = new Set<object>();
  for (const r of m.regimes) {
    // the allocation's list and the stages' own (a stage per key's members share its item)
    const items = (r.allocation?.items ?? []).flatMap((i): Reserve[] => (i.kind === "reserve" ? [i] : i.kind === "stage" ? i.items.filter((x): x is Reserve => x.kind === "reserve") : []));
    for (const it of items) {
      if (it.title === undefined || seen.has(it)) continue;
      seen.add(it);
      const at = it.titleSpan ?? it.span;
      const title = it.title.trim();
      if (title === "" || ARTICLES.test(title)) {
        const found = title === "" ? "an empty text" : `only the article "${title}"`;
        m.diagnostics.push(diag("AL0532", at, `expected the name the law gives the reserve list, found ${found}`, { hint: 'write the law\'s word for the list, for example "die Nachrückliste", "de wachtlijst" or "lista rezerwowa", or leave the name out' }));
        continue;
      }
      if (first && first.title !== title) {
        m.diagnostics.push(diag("AL0532", at, `expected the reserve list to be named "${first.title}", as it is before, found "${title}"`, { hint: "a scheme's explanations have one word for its reserve list: name every list alike, or name only one", related: [{ span: first.span, message: `named "${first.title}" here` }] }));
        continue;
      }
      first ??= { title, span: at };
    }
  }
}
