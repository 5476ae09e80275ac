// The reasons of a result in the scheme's language. The engine records the reasons it gives itself
// — a refusal by the allocation, a quota or a group's cap, first come's "not assessed", a tie
// left open, a place on the reserve list — in English words, as its explanation facts do; a
// scheme's own reasons (`otherwise "…"`) are in its language already. Every reader of a result's
// reasons (JSON, CSV, Markdown, HTML, notices, the service) reads them through here, so each
// reads the catalogue's words (narration/*.ts, the phrases the explanations use) and none reads
// English inside a Polish or Dutch list. A list is translated once and kept by identity: a list
// the rows share (frozen, ReasonLists) stays one list, printed once where the writers keep it.
import type { Reason } from "../result.js";
import { reasonText, type Catalogue } from "../narration/catalogue.js";

/** The list of reasons `list` in the words of catalogue `c` (the list itself where no message changes). */
export type ReasonWords = (list: readonly Reason[]) => readonly Reason[];

export function reasonWords(c: Catalogue): ReasonWords {
  // English: the engine's words are the catalogue's
  if (c.phrases.length === 0) return (list) => list;
  const worded = new WeakMap<readonly Reason[], readonly Reason[]>();
  return (list) => {
    if (list.length === 0) return list;
    let w = worded.get(list);
    if (w === undefined) {
      let changed = false;
      const out = list.map((x) => {
        const message = reasonText(x.message, c);
        if (message === x.message) return x;
        changed = true;
        return Object.freeze({ rule: x.rule, source: x.source, message });
      });
      w = changed ? Object.freeze(out) : list;
      worded.set(list, w);
    }
    return w;
  };
}
